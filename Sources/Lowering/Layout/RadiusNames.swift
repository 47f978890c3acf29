import TokenModel

/// A radius token is a dimension with `radius` or `corner` in its path: the generated shapes
/// (`theme.radius.mediumShape`) and the preview follow the same convention.
package enum RadiusNames {
    /// Whether a name in a path says "radius" or "corner", in any case.
    package static func says(_ name: String) -> Bool {
        var contiguous = name
        let ascii = contiguous.withUTF8 { bytes -> Bool? in
            // Lower-casing is per byte for ASCII; other text goes through Unicode's rules.
            guard bytes.allSatisfy({ $0 < 0x80 }) else { return nil }
            return containsLowercased(bytes, "radius") || containsLowercased(bytes, "corner")
        }
        if let ascii { return ascii }
        let lowered = name.lowercased()
        return lowered.containsBytes("radius") || lowered.containsBytes("corner")
    }

    /// Whether ASCII `bytes`, lower-cased, contain the lower-case ASCII `word`.
    private static func containsLowercased(_ bytes: UnsafeBufferPointer<UInt8>, _ word: StaticString) -> Bool {
        let length = word.utf8CodeUnitCount
        guard bytes.count >= length else { return false }
        return (0...(bytes.count - length)).contains { start in
            (0..<length).allSatisfy { offset in
                let byte = bytes[start + offset]
                let lowered = (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) ? byte | 0x20 : byte
                return lowered == word.utf8Start[offset]
            }
        }
    }
}
