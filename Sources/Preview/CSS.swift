import Foundation
import TokenModel

/// CSS values built from token values. Every value is numbers, keywords from the page's code or
/// escaped strings, so no token text can end a declaration or the `style` attribute.
enum CSS {
    /// Pixels per `rem`, as browsers default.
    static let pixelsPerRem = 16.0

    /// A number with at most `fractionDigits` decimals, no exponent for everyday magnitudes, no `-0`.
    static func number(_ value: Double, fractionDigits: Int = 4) -> String {
        guard value.isFinite else { return "0" }
        let scale = pow(10, Double(fractionDigits))
        let rounded = (value * scale).rounded() / scale + 0  // + 0 turns -0 into 0
        if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int64(rounded)) }
        if abs(rounded) >= 1e15 { return "\(rounded)" }
        let text = String(format: "%.\(fractionDigits)f", rounded)
        var trimmed = Substring(text)
        while trimmed.hasSuffix("0") { trimmed = trimmed.dropLast() }
        if trimmed.hasSuffix(".") { trimmed = trimmed.dropLast() }
        return String(trimmed)
    }

    /// A dimension in CSS pixels (`rem` at 16px).
    static func pixels(_ dimension: DimensionValue) -> Double {
        dimension.unit == .rem ? dimension.value.value * pixelsPerRem : dimension.value.value
    }

    /// A dimension as CSS: `16px`, `1.5rem`.
    static func length(_ dimension: DimensionValue) -> String {
        number(dimension.value.value) + dimension.unit.rawValue
    }

    static func px(_ value: Double) -> String {
        number(value) + "px"
    }

    /// A quoted CSS string: every character other than letters, digits, space, `-` and `_`
    /// written as a hex escape, so quotes, backslashes, `<` and newlines cannot break out.
    static func string(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            if scalar.properties.isAlphabetic && scalar.isASCII || ("0"..."9").contains(scalar) || scalar == " " || scalar == "-" || scalar == "_" {
                result.unicodeScalars.append(scalar)
            } else {
                result += "\\" + String(scalar.value, radix: 16) + " "
            }
        }
        return result + "\""
    }

    static let genericFamilies: Set<String> = [
        "serif", "sans-serif", "monospace", "cursive", "fantasy", "system-ui", "emoji", "math", "fangsong",
        "ui-serif", "ui-sans-serif", "ui-monospace", "ui-rounded",
    ]

    /// A `font-family` list: names quoted, generic families bare, and `sans-serif` added when the
    /// list names no generic family (so a missing font falls back to a sans-serif, not the default serif).
    static func fontFamily(_ family: FontFamilyValue) -> String {
        var names = family.names.map { genericFamilies.contains($0) ? $0 : string($0) }
        if !family.names.contains(where: genericFamilies.contains) { names.append("sans-serif") }
        return names.joined(separator: ", ")
    }

    /// A color as CSS in its authored space: `#rrggbb` for sRGB, `color(display-p3 r g b)`,
    /// `oklch(L C h)` and so on, with `/ alpha` when not opaque.
    static func color(_ color: ColorValue) -> String {
        let c = (0..<3).map { index -> String in
            guard index < color.components.count, case .number(let n) = color.components[index] else { return "none" }
            return number(n.value, fractionDigits: 5)
        }
        let alpha = color.alpha.map { " / " + number(min(max($0.value, 0), 1), fractionDigits: 4) } ?? ""
        switch color.colorSpace {
        case .srgb:
            return SRGBColor(color).hexWithAlpha
        case .hsl:
            return "hsl(\(c[0]) \(c[1])% \(c[2])%\(alpha))"
        case .hwb:
            return "hwb(\(c[0]) \(c[1])% \(c[2])%\(alpha))"
        case .lab:
            return "lab(\(c[0]) \(c[1]) \(c[2])\(alpha))"
        case .lch:
            return "lch(\(c[0]) \(c[1]) \(c[2])\(alpha))"
        case .oklab:
            return "oklab(\(c[0]) \(c[1]) \(c[2])\(alpha))"
        case .oklch:
            return "oklch(\(c[0]) \(c[1]) \(c[2])\(alpha))"
        case .srgbLinear, .displayP3, .a98RGB, .prophotoRGB, .rec2020, .xyzD65, .xyzD50:
            return "color(\(color.colorSpace.rawValue) \(c[0]) \(c[1]) \(c[2])\(alpha))"
        }
    }

    /// The sRGB fallback of a color: `#rrggbb` or `#rrggbbaa`, clipped into the gamut.
    static func fallbackColor(_ color: ColorValue) -> String {
        SRGBColor(color).hexWithAlpha
    }

    static func border(_ border: BorderValue, color: (ColorValue) -> String) -> String {
        "\(length(border.width)) \(strokeKeyword(border.style)) \(color(border.color))"
    }

    /// The CSS border style closest to a stroke style: a dash pattern is drawn `dashed`.
    static func strokeKeyword(_ style: StrokeStyleValue) -> String {
        switch style {
        case .keyword(let keyword): keyword.rawValue
        case .dashes: "dashed"
        }
    }

    static func shadow(_ shadow: ShadowValue, color: (ColorValue) -> String) -> String {
        shadow.layers.map { layer in
            (layer.inset ? "inset " : "")
                + [layer.offsetX, layer.offsetY, layer.blur, layer.spread].map(length).joined(separator: " ")
                + " " + color(layer.color)
        }.joined(separator: ", ")
    }

    static func gradient(_ gradient: GradientValue, color: (ColorValue) -> String) -> String {
        let stops = gradient.stops.map { "\(color($0.color)) \(number(min(max($0.position.value, 0), 1) * 100, fractionDigits: 2))%" }
        return "linear-gradient(to right, \(stops.joined(separator: ", ")))"
    }
}

/// An inline style: declarations in the order set. A declaration set with a fallback is written
/// twice, sRGB first, so a browser without wide-gamut CSS keeps the sRGB value.
struct CSSStyle {
    private(set) var declarations: [(property: String, value: String)] = []

    init() {}

    init(_ declarations: [(String, String)]) {
        self.declarations = declarations.map { (property: $0.0, value: $0.1) }
    }

    mutating func set(_ property: String, _ value: String) {
        declarations.append((property, value))
    }

    /// Sets a value that holds colors: the sRGB form, then the authored form when it differs.
    mutating func set(_ property: String, colors build: ((ColorValue) -> String) -> String) {
        let fallback = build(CSS.fallbackColor)
        let authored = build(CSS.color)
        set(property, fallback)
        if authored != fallback { set(property, authored) }
    }

    mutating func setColor(_ property: String, _ color: ColorValue) {
        set(property) { $0(color) }
    }

    var isEmpty: Bool { declarations.isEmpty }

    var text: String {
        declarations.map { "\($0.property):\($0.value)" }.joined(separator: ";")
    }
}
