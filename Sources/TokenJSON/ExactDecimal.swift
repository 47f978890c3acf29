/// The `Double` a JSON number's text means, worked out without `strtod` when one IEEE operation
/// gives it exactly (Clinger's fast path): the digits, read as an integer, are at most 2^53 and
/// the power of ten is at most 10^22, so both are exact doubles and a single multiplication or
/// division rounds the true value correctly. Token files' numbers (`0.5`, `16`, `0.1254`) almost
/// all qualify; any other text is left to `Double(_:)`, which is correct for all of them.
enum ExactDecimal {
    /// The value of `text`, a number the parser has accepted (`-?int(.frac)?([eE][+-]?exp)?`),
    /// or nil when the fast path does not apply.
    static func value(of text: UnsafeBufferPointer<UInt8>) -> Double? {
        var index = 0
        let count = text.count
        let negative = count > 0 && text[0] == UInt8(ascii: "-")
        if negative { index = 1 }
        var digits: UInt64 = 0
        var fractionDigits = 0
        var inFraction = false
        while index < count {
            let byte = text[index]
            if byte == UInt8(ascii: ".") {
                inFraction = true
            } else if let digit = Self.digit(byte) {
                // 2^53 has 16 digits: a longer run cannot stay exact.
                guard digits < 1_000_000_000_000_000 else { return nil }
                digits = digits * 10 + UInt64(digit)
                if inFraction { fractionDigits += 1 }
            } else {
                break
            }
            index += 1
        }
        var exponent = 0
        if index < count {
            // An `e` or `E`, an optional sign, then digits.
            index += 1
            var exponentNegative = false
            if index < count, text[index] == UInt8(ascii: "-") || text[index] == UInt8(ascii: "+") {
                exponentNegative = text[index] == UInt8(ascii: "-")
                index += 1
            }
            while index < count, let digit = Self.digit(text[index]) {
                guard exponent < 1_000 else { return nil }
                exponent = exponent * 10 + digit
                index += 1
            }
            if exponentNegative { exponent = -exponent }
        }
        let power = exponent - fractionDigits
        guard digits <= 1 << 53, (-22...22).contains(power) else {
            // Zero is zero at any power; `strtod` says so too, keeping the sign.
            return digits == 0 ? (negative ? -0.0 : 0.0) : nil
        }
        var value = Double(digits)
        if power < 0 { value /= powersOfTen[-power] } else { value *= powersOfTen[power] }
        return negative ? -value : value
    }

    /// 10^0 through 10^22, each exact in a `Double`.
    private static let powersOfTen: [Double] = [
        1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11,
        1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22,
    ]

    @inline(__always)
    private static func digit(_ byte: UInt8) -> Int? {
        let value = byte &- UInt8(ascii: "0")
        return value < 10 ? Int(value) : nil
    }
}
