/// A key that appeared twice in one object. The document keeps the later member; readers report
/// the pair as the `duplicate-key` error.
package struct JSONDuplicateKey: Sendable, Hashable {
    package var key: String
    package var first: SourcePosition
    package var second: SourcePosition
}

// Duplicate keys are not a syntax error: the document keeps the later member and records the pair
// so readers can report it. Keys are compared by decoded text, so `"a"` and `"\u0061"` collide.
extension JSONScanner {
    /// Up to this many earlier keys, scanning their fingerprints beats hashing: token objects are
    /// small, and the fingerprints of one object sit side by side in `keys`.
    static let linearKeyScanLimit = 64

    /// Checks the key just read, `key` at `keyIndex`, against the earlier keys of the current
    /// object, then adds it to them.
    @inline(__always)
    mutating func checkDuplicateKey(_ key: JSONNode, at keyIndex: Int) {
        let fingerprint = keyFingerprint(key)
        let earlier = current.firstKey..<keys.count
        if current.keyTable >= 0 || earlier.count >= Self.linearKeyScanLimit {
            checkDuplicateKeyInTable(keyIndex, fingerprint: fingerprint)
        } else if let first = firstKey(equalTo: keyIndex, fingerprint: fingerprint) {
            recordDuplicate(first: first, second: keyIndex)
        }
        keys.append(Key(fingerprint: fingerprint, node: keyIndex))
    }

    /// The first earlier key of the current object with the text of the key at `keyIndex`.
    @inline(__always)
    private mutating func firstKey(equalTo keyIndex: Int, fingerprint: UInt64) -> Int? {
        for entry in current.firstKey..<keys.count where keys[entry].fingerprint == fingerprint {
            if keysEqual(keys[entry].node, keyIndex) { return keys[entry].node }
        }
        return nil
    }

    /// Big objects index their keys by a hash of the whole text: a fingerprint reads only 24 bytes
    /// of a long key, and keys such as `semantic.color.background.100.hover` and `….200.hover`
    /// share them.
    private mutating func checkDuplicateKeyInTable(_ keyIndex: Int, fingerprint: UInt64) {
        if current.keyTable < 0 {
            let earlier = current.firstKey..<keys.count
            var table = [UInt64: Int](minimumCapacity: earlier.count * 4)
            for entry in earlier {
                let hash = keyHash(nodes[keys[entry].node])
                if table[hash] == nil { table[hash] = keys[entry].node }
            }
            current.keyTable = Int32(keyTables.count)
            keyTables.append(table)
        }
        let table = Int(current.keyTable)
        let hash = keyHash(nodes[keyIndex])
        guard let candidate = keyTables[table][hash] else {
            keyTables[table][hash] = keyIndex
            return
        }
        if keysEqual(candidate, keyIndex) {
            recordDuplicate(first: candidate, second: keyIndex)
        } else if let first = firstKey(equalTo: keyIndex, fingerprint: fingerprint) {
            // Two texts with one hash: the table holds only the first of them.
            recordDuplicate(first: first, second: keyIndex)
        }
    }

    private mutating func keysEqual(_ a: Int, _ b: Int) -> Bool {
        let first = nodes[a], second = nodes[b]
        if first.flag || second.flag { return decodedKey(first) == decodedKey(second) }
        let length = Int(first.end &- first.start)
        guard length == Int(second.end &- second.start) else { return false }
        let start1 = Int(first.start), start2 = Int(second.start)
        for i in 0..<length where bytes[start1 &+ i] != bytes[start2 &+ i] { return false }
        return true
    }

    /// A function of the key's decoded text built from its length and up to 24 of its bytes (the
    /// first, middle and last 8): no pass over the key, and keys of one token object rarely share
    /// all of them.
    @inline(__always)
    private func keyFingerprint(_ node: JSONNode) -> UInt64 {
        if node.flag {
            return decodedKey(node).withUnsafeBytes {
                Self.fingerprint($0.baseAddress, length: $0.count, padded: false)
            }
        }
        let start = Int(node.start)
        // The closing quote follows the key, so the read may run past a short key but not the input.
        let padded = start + 8 <= bytes.count
        return Self.fingerprint(
            UnsafeRawPointer(bytes.baseAddress.map { $0 + start }), length: Int(node.end &- node.start), padded: padded)
    }

    /// `padded`: 8 bytes can be read at `text` even when `length` is shorter.
    @inline(__always)
    private static func fingerprint(_ text: UnsafeRawPointer?, length: Int, padded: Bool) -> UInt64 {
        guard let text, length > 0 else { return 0 }
        @inline(__always) func word(at offset: Int) -> UInt64 {
            UInt64(littleEndian: text.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
        }
        var head: UInt64 = 0, middle: UInt64 = 0, tail: UInt64 = 0
        if length >= 8 {
            head = word(at: 0)
            middle = word(at: (length &- 8) &>> 1)
            tail = word(at: length &- 8)
        } else if padded {
            head = word(at: 0) & (1 &<< UInt64(length &* 8) &- 1)
        } else {
            for i in 0..<length { head |= UInt64(text.load(fromByteOffset: i, as: UInt8.self)) &<< UInt64(i &* 8) }
        }
        var hash = head &* 0x9E37_79B9_7F4A_7C15
        hash ^= (middle &* 0xC2B2_AE3D_27D4_EB4F) &>> 7
        hash ^= (tail &* 0x1656_67B1_9E37_79F9) &>> 13
        hash ^= UInt64(length) &* 0xFF51_AFD7_ED55_8CCD
        return hash ^ (hash &>> 31)
    }

    /// FNV-1a of the key's decoded text.
    private func keyHash(_ node: JSONNode) -> UInt64 {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        if node.flag {
            for byte in decodedKey(node) { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01B3 }
        } else {
            for index in Int(node.start)..<Int(node.end) { hash = (hash ^ UInt64(bytes[index])) &* 0x100_0000_01B3 }
        }
        return hash
    }

    private func decodedKey(_ node: JSONNode) -> [UInt8] {
        if !node.flag { return Array(bytes[Int(node.start)..<Int(node.end)]) }
        return Array(JSONStorage(bytes: source, nodes: []).decodeString(node).utf8)
    }

    private mutating func recordDuplicate(first: Int, second: Int) {
        nodes[current.node].flag = true
        let firstNode = nodes[first], secondNode = nodes[second]
        duplicateKeys.append(JSONDuplicateKey(
            key: JSONStorage(bytes: source, nodes: []).decodeString(secondNode),
            first: SourcePosition(line: Int(firstNode.line), column: Int(firstNode.column)),
            second: SourcePosition(line: Int(secondNode.line), column: Int(secondNode.column))))
    }
}
