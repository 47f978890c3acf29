/// Rounding as JavaScript's `Number.parseFloat(x.toFixed(places))`, which the Tokens Studio plugin
/// applies to every result of its maths that has no unit (`checkAndEvaluateMath` returns
/// `Number.parseFloat(evaluated.toFixed(3))`): the designer sees that number in Figma, and the
/// tokens that reference it compute with it.
///
/// `toFixed` takes the integer `n` for which `n / 10^places` is nearest the `Double`'s exact
/// value, the larger on a tie, on the magnitude (the sign is written apart): so `0.0625` is
/// `0.063` and `-0.0625` is `-0.063`, where rounding half to even gives `0.062`, and `1.0005`,
/// whose `Double` lies below the tie, is `1`.
enum JavaScriptToFixed {
    /// `value` rounded to `places` decimals (0 to 15), as JavaScript rounds its nearest `Double`;
    /// `value` itself when it has too many digits for that (`toFixed` writes those unrounded).
    static func rounded(_ value: ExactNumber, places: Int) -> ExactNumber {
        let number = value.double
        let magnitude = Swift.abs(number)
        var scale: Int64 = 1
        for _ in 0..<places { scale *= 10 }
        let scaled = magnitude * Double(scale)
        guard number.isFinite, scaled < 4e15 else { return value }
        // `scaled` is the product rounded; the product's exact value is `scaled + error`.
        let error = (-scaled).addingProduct(magnitude, Double(scale))
        let below = scaled.rounded(.down)
        // The sign of (exact product − (below + ½)), exactly: each step here is exact or keeps it.
        let distance = (scaled - below - 0.5) + error
        let n = Int64(distance < 0 ? below : below + 1)
        return ExactNumber.fraction(number < 0 ? -n : n, scale) ?? value
    }
}
