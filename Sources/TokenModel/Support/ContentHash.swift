/// A 64-bit hash of bytes that is the same in every process and on every machine, fast enough to
/// hash every input of a build on each run: what the build stamp compares file contents by.
///
/// Swift's `Hasher` cannot serve: it is seeded randomly per process, so its values cannot be
/// stored and compared by the next run. This is not a cryptographic hash; it tells accidental
/// changes apart (two different files share a value with a chance of about 2⁻⁶⁴), not deliberate
/// collisions.
///
/// The algorithm, in the style of wyhash: the bytes are taken 8 at a time as little-endian words
/// (so the value does not depend on the machine's byte order or the buffer's alignment); each
/// word is folded into the state with `mix(state ^ word, p1)`, where `mix` multiplies two 64-bit
/// numbers into 128 bits and XORs the two halves; the last 1 to 7 bytes are zero-padded into one
/// more word; the length goes into the last mix, so trailing zero bytes change the value.
package struct ContentHash: Sendable, Hashable, CustomStringConvertible {
    package var value: UInt64

    package init(value: UInt64) {
        self.value = value
    }

    /// The hash of `bytes`.
    package init(_ bytes: UnsafeRawBufferPointer) {
        let count = bytes.count
        var state = Self.p0 ^ UInt64(count)
        var offset = 0
        while offset + 8 <= count {
            let word = UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
            state = Self.mix(state ^ word, Self.p1)
            offset += 8
        }
        if offset < count {
            var word: UInt64 = 0
            for index in offset..<count {
                word |= UInt64(bytes[index]) << (8 * UInt64(index - offset))
            }
            state = Self.mix(state ^ word ^ Self.p3, Self.p1)
        }
        value = Self.mix(state ^ Self.p2, UInt64(count) ^ Self.p3)
    }

    /// The hash of `bytes`.
    package init(_ bytes: [UInt8]) {
        self = bytes.withUnsafeBytes { Self($0) }
    }

    /// The hash of the string's UTF-8 bytes.
    package init(_ string: String) {
        var string = string
        self = string.withUTF8 { Self(UnsafeRawBufferPointer($0)) }
    }

    /// 16 lowercase hexadecimal digits.
    package var description: String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }

    /// Reads 16 hexadecimal digits as `description` writes them.
    package init?(hexadecimal description: Substring) {
        guard description.count == 16, let value = UInt64(description, radix: 16) else { return nil }
        self.value = value
    }

    // wyhash's constants: odd, with well-spread bits.
    private static let p0: UInt64 = 0xa076_1d64_78bd_642f
    private static let p1: UInt64 = 0xe703_7ed1_a0b4_28db
    private static let p2: UInt64 = 0x8ebc_6af0_9c88_c6e3
    private static let p3: UInt64 = 0x5899_65cc_7537_4cc3

    /// The 128-bit product's halves XORed: every bit of each factor reaches most bits of the result.
    private static func mix(_ a: UInt64, _ b: UInt64) -> UInt64 {
        let product = a.multipliedFullWidth(by: b)
        return product.high ^ product.low
    }
}
