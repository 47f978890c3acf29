/// The text of a number with a few decimal places, written from its digits: `0.945`, `-12.5`.
///
/// Nearly every number a design system holds has a few decimals; Swift's `description` finds the
/// shortest text of any `Double` by a general search several times as costly, and generated code
/// prints tens of thousands of them. The text is the one `description` gives (a test compares the
/// two): a `Double` that is the one nearest a decimal of at most six places, of at least 0.001
/// and below a billion, has no other text as short, since another decimal of as few places lies
/// at least a millionth away, and Doubles below a billion are under 1.2e-7 apart.
enum ShortDecimalText {
    /// The decimal text of `value`, or nil when it is not such a decimal, or an integer (whose
    /// text ``NumberLiteral`` writes without a fraction), or outside the magnitudes this covers.
    static func text(of value: Double) -> String? {
        let magnitude = abs(value)
        guard magnitude >= 0.001, magnitude < 1e9, magnitude.rounded() != magnitude else { return nil }
        var scale = 1.0
        var scaleDigits = 1 as Int64
        for places in 1...6 {
            scale *= 10
            scaleDigits *= 10
            let scaled = (magnitude * scale).rounded()
            // Both are exact in a Double, and division rounds to the nearest: equal only when
            // `magnitude` is the Double nearest the decimal `scaled / 10^places`.
            guard scaled / scale == magnitude else { continue }
            return write(Int64(scaled), places: places, scale: scaleDigits, negative: value < 0)
        }
        return nil
    }

    /// `digits` with a point `places` digits from the right (the fraction never ends in 0:
    /// the fewest places were tried first), written in place: a text of up to 15 bytes, as
    /// nearly all are, is a small string, without an allocation.
    private static func write(_ digits: Int64, places: Int, scale: Int64, negative: Bool) -> String {
        var whole = digits / scale
        var fraction = digits % scale
        var wholeCount = 1
        var rest = whole / 10
        while rest > 0 {
            wholeCount += 1
            rest /= 10
        }
        let count = (negative ? 1 : 0) + wholeCount + 1 + places
        return String(unsafeUninitializedCapacity: count) { bytes in
            var index = count - 1
            for _ in 0..<places {
                bytes[index] = UInt8(ascii: "0") + UInt8(fraction % 10)
                fraction /= 10
                index -= 1
            }
            bytes[index] = UInt8(ascii: ".")
            index -= 1
            for _ in 0..<wholeCount {
                bytes[index] = UInt8(ascii: "0") + UInt8(whole % 10)
                whole /= 10
                index -= 1
            }
            if negative { bytes[0] = UInt8(ascii: "-") }
            return count
        }
    }
}
