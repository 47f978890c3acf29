/// A strict RFC 8259 parser over bytes that records the position of every value.
package enum JSONParser {
    /// Nesting deeper than this is an error at the position where the limit was passed.
    package static let defaultMaxDepth = 512

    static func parse(_ bytes: [UInt8], maxDepth: Int) throws(JSONSyntaxError) -> JSONDocument {
        // Tape offsets are 32-bit to keep nodes small.
        guard bytes.count < Int(UInt32.max) else {
            throw JSONSyntaxError(
                "the input is too large (JSON texts are limited to 4 GiB)", at: SourcePosition(line: 1, column: 1))
        }
        let (nodes, duplicateKeys) = try bytes.withUnsafeBufferPointer {
            buffer throws(JSONSyntaxError) -> ([JSONNode], [JSONDuplicateKey]) in
            var scanner = JSONScanner(bytes: buffer, source: bytes, maxDepth: maxDepth)
            try scanner.parseDocument()
            // The tape lives as long as any value read from it: a copy without the unused
            // capacity that growing left behind (up to half of it) is worth its memcpy.
            let nodes = scanner.nodes
            let tape = nodes.capacity - nodes.count > nodes.count / 8 ? nodes.withUnsafeBufferPointer(Array.init) : nodes
            return (tape, scanner.duplicateKeys)
        }
        return JSONDocument(storage: JSONStorage(bytes: bytes, nodes: nodes), duplicateKeys: duplicateKeys)
    }
}

extension JSONScanner {
    /// Reads the whole text into `nodes`.
    mutating func parseDocument() throws(JSONSyntaxError) {
        skipWhitespace()
        guard offset < bytes.count else { throw unexpected(.value) }
        value: while true {
            skipWhitespace()
            guard offset < bytes.count else { throw unexpected(.value) }
            switch bytes[offset] {
            case UInt8(ascii: "\""):
                nodes.append(try scanString())
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                nodes.append(try scanNumber())
            case UInt8(ascii: "t"), UInt8(ascii: "f"), UInt8(ascii: "n"):
                nodes.append(try scanLiteral())
            case UInt8(ascii: "["):
                try open(.array)
                skipWhitespace()
                if offset < bytes.count && bytes[offset] == UInt8(ascii: "]") {
                    offset += 1
                    close()
                } else {
                    current.count = 1
                    continue value
                }
            case UInt8(ascii: "{"):
                try open(.object)
                skipWhitespace()
                if offset < bytes.count && bytes[offset] == UInt8(ascii: "}") {
                    offset += 1
                    close()
                } else {
                    try scanKey()
                    continue value
                }
            default:
                throw unexpected(.value)
            }
            // A value is complete: close the containers that end here, then go to the next value.
            while depth > 0 {
                skipWhitespace()
                guard offset < bytes.count else { throw unexpected(current.isObject ? .memberEnd : .elementEnd) }
                let byte = bytes[offset]
                if byte == UInt8(ascii: ",") {
                    offset += 1
                    skipWhitespace()
                    if current.isObject {
                        try scanKey()
                    } else {
                        current.count += 1
                    }
                    continue value
                }
                if byte == (current.isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")) {
                    offset += 1
                    close()
                    continue
                }
                throw unexpected(current.isObject ? .memberEnd : .elementEnd)
            }
            skipWhitespace()
            guard offset == bytes.count else { throw unexpected(.end) }
            return
        }
    }

    /// Starts the container whose bracket is at `offset`.
    @inline(__always)
    private mutating func open(_ kind: JSONKind) throws(JSONSyntaxError) {
        guard depth < maxDepth else { throw nestingTooDeep() }
        if depth > 0 { enclosing.append(current) }
        depth += 1
        current = Frame(node: nodes.count, count: 0, isObject: kind == .object, keyTable: -1, firstKey: keys.count)
        nodes.append(JSONNode(
            kind: kind, flag: false, line: line, column: column(at: offset),
            start: UInt32(truncatingIfNeeded: offset), end: 0, count: 0))
        offset += 1
    }

    /// Ends the innermost container; its closing bracket has been read.
    @inline(__always)
    private mutating func close() {
        nodes[current.node].count = current.count
        nodes[current.node].end = UInt32(truncatingIfNeeded: nodes.count)
        if current.isObject {
            keys.truncate(to: current.firstKey)
            if current.keyTable >= 0 { keyTables.removeLast() }
        }
        depth -= 1
        if depth > 0 { current = enclosing.removeLast() }
    }

    /// Reads an object member's key and the `:` after it, leaving `offset` before the value.
    private mutating func scanKey() throws(JSONSyntaxError) {
        guard offset < bytes.count && bytes[offset] == UInt8(ascii: "\"") else { throw unexpected(.key) }
        let key = try scanString()
        nodes.append(key)
        current.count += 1
        checkDuplicateKey(key, at: nodes.count - 1)
        skipWhitespace()
        guard offset < bytes.count && bytes[offset] == UInt8(ascii: ":") else { throw unexpected(.colon) }
        offset += 1
    }
}
