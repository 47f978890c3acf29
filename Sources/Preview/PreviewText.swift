import Foundation
import TokenModel

/// Token values as the page prints them: rounded for reading (``Precision/rounded``), with the
/// exact authored form (``Precision/exact``) at hand in a `title`. Dimensions read in points, the
/// unit iOS teams think in: a pixel is a point, a `rem` counts 16.
enum PreviewText {
    enum Precision {
        /// Every number as written.
        case exact
        /// Three decimals, or three significant digits for a magnitude under 1 (`0.0196`).
        case rounded
    }

    /// A number as `precision` shows it.
    static func number(_ number: NumberLiteral, _ precision: Precision) -> String {
        precision == .exact ? number.text : rounded(number.value)
    }

    /// `12.346`, `0.0196`, `0.5`: three decimals, more for a small magnitude so that three
    /// significant digits remain.
    static func rounded(_ value: Double) -> String {
        let magnitude = abs(value)
        guard value.isFinite, magnitude > 0, magnitude < 1 else { return CSS.number(value, fractionDigits: 3) }
        return CSS.number(value, fractionDigits: min(max(3, 2 - Int(log10(magnitude).rounded(.down))), 12))
    }

    /// The value as text. Colors inside a border, shadow or gradient read as hex at either
    /// precision: their exact components belong to the color tokens they come from, and
    /// repeating them in every composite's `title` would double a large page.
    static func value(_ value: TokenValue, _ precision: Precision = .rounded) -> String {
        func n(_ literal: NumberLiteral) -> String { number(literal, precision) }
        switch value {
        case .color(let color): return Self.color(color, precision)
        case .dimension(let dimension): return Self.dimension(dimension, precision)
        case .fontFamily(let family): return family.names.joined(separator: ", ")
        case .fontWeight(let weight): return Self.fontWeight(weight, precision)
        case .duration(let duration): return Self.duration(duration, precision)
        case .cubicBezier(let curve): return Self.cubicBezier(curve, precision)
        case .number(let number): return n(number)
        case .strokeStyle(let style): return Self.strokeStyle(style, precision)
        case .border(let border):
            return "\(Self.dimension(border.width, precision)) \(Self.strokeStyle(border.style, precision)) \(Self.color(border.color))"
        case .transition(let transition):
            return "\(Self.duration(transition.duration, precision)), delay \(Self.duration(transition.delay, precision)), \(Self.cubicBezier(transition.timingFunction, precision))"
        case .shadow(let shadow): return shadow.layers.map { Self.layer($0, precision) }.joined(separator: "; ")
        case .gradient(let gradient):
            return gradient.stops.map { "\(Self.color($0.color)) at \(n($0.position))" }.joined(separator: ", ")
        case .typography(let typography): return Self.typography(typography, precision)
        case .string(let text): return "\u{201C}\(text)\u{201D}"
        case .boolean(let flag): return flag ? "true" : "false"
        case .extended(let extended): return Self.extended(extended, precision)
        }
    }

    /// The members given, a word or a choice as written, each after its name but the first word:
    /// `star.fill, renderingMode hierarchical, weight 700`.
    static func extended(_ value: ExtendedValue, _ precision: Precision = .rounded) -> String {
        value.given.enumerated().map { index, given in
            let text = if case .string(let word) = given.value { word } else { Self.value(given.value, precision) }
            return index == 0 && given.member.kind == .word ? text : "\(given.member.name) \(text)"
        }.joined(separator: ", ")
    }

    /// `#007aff`, `#8e8e93 at 30%`, `#ff6153 (display-p3 0.95 0.38 0.33)`.
    static func color(_ color: ColorValue, _ precision: Precision = .rounded) -> String {
        var text = SRGBColor(color).hex
        if color.colorSpace != .srgb || precision == .exact { text += " (\(authored(color, precision)))" }
        if let alpha = color.alpha, alpha.value < 1 { text += " at \(CSS.number(alpha.value * 100, fractionDigits: 2))%" }
        return text
    }

    /// The color in its space: `display-p3 0.95 0.38 0.33`, with `/ 0.3` for an alpha.
    static func authored(_ color: ColorValue, _ precision: Precision = .rounded) -> String {
        let components = color.components.map { component -> String in
            if case .number(let literal) = component { return number(literal, precision) }
            return "none"
        }
        let alpha = color.alpha.map { " / \(number($0, precision))" } ?? ""
        return "\(color.colorSpace.rawValue) \(components.joined(separator: " "))\(alpha)"
    }

    /// The dimension in points: `16pt`.
    static func points(_ dimension: DimensionValue, _ precision: Precision = .rounded) -> String {
        let points = CSS.pixels(dimension)
        return (precision == .exact ? CSS.number(points, fractionDigits: 10) : rounded(points)) + "pt"
    }

    /// The dimension as written: `1.5rem`, `16px`.
    static func authored(_ dimension: DimensionValue, _ precision: Precision = .rounded) -> String {
        number(dimension.value, precision) + dimension.unit.rawValue
    }

    /// `16pt`, `24pt (1.5rem)`.
    static func dimension(_ dimension: DimensionValue, _ precision: Precision = .rounded) -> String {
        let points = points(dimension, precision)
        return dimension.unit == .rem ? "\(points) (\(authored(dimension, precision)))" : points
    }

    static func duration(_ duration: DurationValue, _ precision: Precision) -> String {
        number(duration.value, precision) + duration.unit.rawValue
    }

    /// `600 (semi-bold)`.
    static func fontWeight(_ weight: FontWeightValue, _ precision: Precision = .rounded) -> String {
        let value = number(weight.value, precision)
        return weight.alias.map { "\(value) (\($0))" } ?? value
    }

    static func cubicBezier(_ curve: CubicBezierValue, _ precision: Precision = .rounded) -> String {
        "cubic-bezier(\([curve.x1, curve.y1, curve.x2, curve.y2].map { number($0, precision) }.joined(separator: ", ")))"
    }

    static func strokeStyle(_ style: StrokeStyleValue, _ precision: Precision = .rounded) -> String {
        switch style {
        case .keyword(let keyword): keyword.rawValue
        case .dashes(let dashes, let cap): "dashes \(dashes.map { dimension($0, precision) }.joined(separator: " ")), \(cap.rawValue) caps"
        }
    }

    static func layer(_ layer: ShadowLayer, _ precision: Precision = .rounded) -> String {
        let offsets = [layer.offsetX, layer.offsetY, layer.blur, layer.spread].map { dimension($0, precision) }.joined(separator: " ")
        return (layer.inset ? "inset " : "") + offsets + " " + color(layer.color)
    }

    /// `SF Pro Rounded · 28pt (1.75rem) · 700 (bold) · line height 1.2 · letter spacing 0.2pt`.
    static func typography(_ typography: TypographyValue, _ precision: Precision = .rounded) -> String {
        [
            typography.fontFamily.names.joined(separator: ", "),
            dimension(typography.fontSize, precision),
            fontWeight(typography.fontWeight, precision),
            "line height \(number(typography.lineHeight, precision))",
            "letter spacing \(dimension(typography.letterSpacing, precision))",
        ].joined(separator: " · ")
    }

    /// The value rounded, as a cell's text. A dimension reads in points with its authored
    /// length after it, smaller; a color, as its hex (see ``ColorSection``).
    static func write(_ token: ResolvedToken, into html: inout HTMLWriter) {
        if case .dimension(let dimension) = token.value {
            html.text(points(dimension) + " ")
            html.element("small", text: authored(dimension))
            return
        }
        html.text(value(token.value))
    }

    /// The exact value, for the `title` of a cell, where the cell's rounded text differs from it;
    /// nil for an alias (the row its chain ends at has it, once) and where rounding changed nothing.
    static func title(_ token: ResolvedToken) -> String? {
        guard token.aliasOf == nil else { return nil }
        let shown: String, exact: String
        switch token.value {
        case .color(let color):
            // The hex stands for an sRGB color's components; another space's are shown rounded.
            exact = authored(color, .exact)
            shown = color.colorSpace == .srgb ? "" : authored(color)
        case .dimension(let dimension):
            (shown, exact) = (authored(dimension), authored(dimension, .exact))
        default:
            (shown, exact) = (value(token.value), value(token.value, .exact))
        }
        return shown == exact ? nil : exact
    }
}

extension CSSStyle {
    /// The font declarations of a typography value.
    mutating func setTypography(_ typography: TypographyValue) {
        set("font-family", CSS.fontFamily(typography.fontFamily))
        set("font-size", CSS.length(typography.fontSize))
        set("font-weight", CSS.number(min(max(typography.fontWeight.value.value, 1), 1000)))
        set("line-height", CSS.number(typography.lineHeight.value))
        set("letter-spacing", CSS.length(typography.letterSpacing))
    }
}
