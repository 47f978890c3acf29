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
        return needle.withUTF8 { needle in
            guard let first = needle.first else { return true }
            guard needle.count <= count, let base = baseAddress else { return false }
            let lastStart = count - needle.count
            var start = 0
            while start <= lastStart {
                guard let found = memchr(base + start, Int32(first), lastStart - start + 1) else { return false }
                let offset = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
                if memcmp(base + offset, needle.baseAddress!, needle.count) == 0 { return true }
                start = offset + 1
            }
            return false
        }
    }
}

extension [UInt8] {
    /// Whether the UTF-8 bytes of `fragment` occur in the bytes: a cheap test of a file before
    /// it is parsed.
    package func containsBytes(_ fragment: String) -> Bool {
        withUnsafeBufferPointer { $0.containsBytes(fragment) }
    }

    /// Whether the bytes may hold the object key `name`: the name occurs in them, quoted or not,
    /// since JSON5 (which Style Dictionary reads every source as) writes keys bare or in single
    /// quotes. A cheap test of a file before it is parsed for a dialect's keys.
    package func mayHoldKey(_ name: String) -> Bool {
        containsBytes(name)
    }
}
