import TokenJSON
import TokenModel

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

extension DecodingContext {
    /// A number written as text with more than 3 decimals and no unit (`"-0.0223"`) in a Tokens
    /// Studio project, rounded as the plugin rounds it: it evaluates every text value as maths
    /// (`calculateTokenValue` calls `checkAndEvaluateMath` on each), so the number is the result
    /// of maths without a unit, `-0.022`, which the designer sees in Figma and references compute
    /// with. Nil for any other value.
    mutating func pluginRounded(_ value: SourceValue) -> SourceValue? {
        // Told apart on the bytes first: this is asked of every value a Tokens Studio project reads.
        guard value.json.withUnescapedStringBytes({ $0.count > 4 && $0.contains(UInt8(ascii: ".")) }) == true,
              let written = value.json.stringValue else { return nil }
        let text = String(written.trimmingSpaces)
        guard let dot = text.firstIndex(of: ".") else { return nil }
        let decimals = text[text.index(after: dot)...]
        guard decimals.count > 3, decimals.allSatisfy({ ("0"..."9").contains($0) }),
              let number = text.hasPrefix("-") ? ExactNumber.decimal(text.dropFirst()).map({ -$0 }) : ExactNumber.decimal(Substring(text)) else { return nil }
        let rounded = JavaScriptToFixed.rounded(number, places: 3).literal.text
        guard rounded != text, let placed = JSONDocument.string(rounded, placedAt: value.json.position) else { return nil }
        diagnostics.append(.warning(
            .nonStandardValue,
            "\(value.json.sourceText) is rounded to 3 decimals, \(rounded), as Tokens Studio evaluates every value written as text and rounds a result without a unit (write \(rounded))",
            at: value.location))
        return SourceValue(placed, file: value.file)
    }
}
