/// A hash that is the same in every process and on every machine (FNV-1a, 64 bits), for naming cache
/// folders. Swift's `hashValue` is seeded per process, so it cannot be used for that.
struct StableHash {
    private(set) var value: UInt64 = 0xcbf2_9ce4_8422_2325

    mutating func combine(_ bytes: some Sequence<UInt8>) {
        for byte in bytes {
            value ^= UInt64(byte)
            value = value &* 0x0000_0100_0000_01b3
        }
    }

    /// Combines the string's UTF-8 bytes followed by a 0 separator, so ("ab", "c") and ("a", "bc") differ.
    mutating func combine(_ string: String) {
        combine(string.utf8)
        combine(CollectionOfOne(0))
    }

    var hexDigits: String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
