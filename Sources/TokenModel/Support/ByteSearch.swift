import Foundation

extension String {
    /// Whether `fragment` occurs in the string, compared byte for byte in UTF-8.
    ///
    /// For the ASCII fragments the emitter looks for, this is the same answer as Foundation's
    /// `contains(_:)`, which goes through `NSString` and costs far more on every generated line.
    package func containsBytes(_ fragment: String) -> Bool {
        var haystack = self
        return haystack.withUTF8 { $0.containsBytes(fragment) }
    }
}

extension UnsafeBufferPointer<UInt8> {
    /// Whether the UTF-8 bytes of `fragment` occur in the buffer.
    package func containsBytes(_ fragment: String) -> Bool {
        var needle = fragment
        return needle.withUTF8 { $0.isEmpty || firstRange(of: $0, from: 0) != nil }
    }

    /// The first place `needle` occurs at or after `from`.
    fileprivate func firstRange(of needle: UnsafeBufferPointer<UInt8>, from: Int) -> Range<Int>? {
        guard let first = needle.first, let base = baseAddress, count - from >= needle.count else { return nil }
        let lastStart = count - needle.count
        var start = from
        while start <= lastStart {
            guard let found = memchr(base + start, Int32(first), lastStart - start + 1) else { return nil }
            let offset = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
            if memcmp(base + offset, needle.baseAddress!, needle.count) == 0 { return offset..<(offset + needle.count) }
            start = offset + 1
        }
        return nil
    }
}

extension [UInt8] {
    /// Whether the UTF-8 bytes of `fragment` occur in the bytes: a cheap test of a file before
    /// it is parsed.
    package func containsBytes(_ fragment: String) -> Bool {
        withUnsafeBufferPointer { $0.containsBytes(fragment) }
    }

    /// Whether the bytes may hold the object key `name`: the name, not inside a longer word,
    /// then its closing quote if any, blanks, and a colon (or a `/`, which may begin a comment
    /// before it). Quoted or not, since JSON5 (which Style Dictionary reads every source as)
    /// writes keys bare or in single quotes. A cheap test of a file before it is parsed for a
    /// dialect's keys (a name at the very end of the bytes counts, which may be a file's head cut
    /// short): the word in a description (`"dark mode"`) or inside a name (`modes`) does not
    /// make every file be parsed.
    package func mayHoldKey(_ name: String) -> Bool {
        withUnsafeBufferPointer { bytes in
            var needle = name
            return needle.withUTF8 { needle in
                var from = 0
                while let found = bytes.firstRange(of: needle, from: from) {
                    if bytes.endsKey(before: found.lowerBound, after: found.upperBound) { return true }
                    from = found.lowerBound + 1
                }
                return false
            }
        }
    }
}

extension UnsafeBufferPointer<UInt8> {
    /// Whether the word between `start` and `end` can be a whole key: no name character just
    /// before it, and after it an optional closing quote, blanks, then `:`, `/` or the end.
    fileprivate func endsKey(before start: Int, after end: Int) -> Bool {
        if start > 0, Self.isNameByte(self[start - 1]) { return false }
        var index = end
        if index < count, self[index] == UInt8(ascii: "\"") || self[index] == UInt8(ascii: "'") { index += 1 }
        while index < count, [UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r")].contains(self[index]) { index += 1 }
        // Bytes that end there may be the head of a file, cut before its colon.
        return index == count || self[index] == UInt8(ascii: ":") || self[index] == UInt8(ascii: "/")
    }

    /// A byte that can continue a key's name: a letter, a digit, `_`, `$`, or part of a
    /// character beyond ASCII.
    private static func isNameByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
             UInt8(ascii: "_"), UInt8(ascii: "$"), 0x80...: true
        default: false
        }
    }
}
