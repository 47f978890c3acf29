import TokenModel

/// A resolved value as CSS writes it, for a reference inside CSS text (`"0 {elevation.y}
/// {elevation.blur} {color.shadow}"`) to a token whose value is no text: Style Dictionary puts in
/// the referenced token's value as its transforms wrote it, and those write CSS (HashiCorp's
/// `dimension/unit` gives `0px` for `{"value": "0", "unit": "px"}`, `color/with-alpha` a color at
/// the `alpha` beside it). Colors are written with their components exactly, in `color()` or
/// their space's function, so that reading the text back gives the same color.
enum CSSValueText {
    /// The CSS text of `value`; nil for a value CSS text does not hold here (a composite, a string).
    static func text(of value: TokenValue) -> String? {
        switch value {
        case .dimension(let dimension): dimension.value.text + dimension.unit.rawValue
        case .duration(let duration): duration.value.text + duration.unit.rawValue
        case .number(let number): number.text
        case .color(let color): text(of: color)
        default: nil
        }
    }

    /// `color(srgb 0.4 0.42 0.46 / 0.2)`, `oklch(0.7 0.1 250)`: the components as the format
    /// holds them, which CSS reads as numbers in each space's own scale.
    static func text(of color: ColorValue) -> String {
        let components = color.components.map { component in
            if case .number(let number) = component { number.text } else { "none" }
        }.joined(separator: " ")
        let alpha = color.alpha.map { " / " + $0.text } ?? ""
        switch color.colorSpace {
        case .hsl, .hwb, .lab, .lch, .oklab, .oklch: return "\(color.colorSpace.rawValue)(\(components)\(alpha))"
        default: return "color(\(color.colorSpace.rawValue) \(components)\(alpha))"
        }
    }
}
