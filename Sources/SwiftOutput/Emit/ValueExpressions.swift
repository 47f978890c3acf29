import Lowering
import TokenJSON
import TokenModel

/// Swift expressions for resolved token values, in the types of the core layer
/// (`CoreTypesEmitter`). Every expression is one line (a ``SwiftLine``, built as bytes), with
/// numbers printed by `SwiftLiteral.number`, and is written for the type checker: the type named
/// rather than an implicit `.init`, an initializer whose labels no other shares, and a literal
/// where the type is expressible by one (font families and weights). Writing an expression finds no problems:
/// lowering checked the values (``ColorGamutCheck``).
struct ValueExpressions {
    /// Points per `rem`.
    var remBase: Double

    init(remBase: Double) {
        self.remBase = remBase
    }

    /// The Swift type a token of `type` is stored as.
    static func swiftType(of type: TokenType) -> String {
        switch type {
        case .color: "ThemeColor"
        case .dimension: "Double"
        case .fontFamily: "ThemeFontFamily"
        case .fontWeight: "ThemeFontWeight"
        case .duration: "Double"
        case .cubicBezier: "ThemeCubicBezier"
        case .number: "Double"
        case .strokeStyle: "ThemeStrokeStyle"
        case .border: "ThemeBorder"
        case .transition: "ThemeTransition"
        case .shadow: "ThemeShadow"
        case .gradient: "ThemeGradient"
        case .typography: "ThemeTypography"
        case .string: "String"
        case .boolean: "Bool"
        case .extended(let type): type.home.swiftType
        }
    }

    /// The expression for `token`'s value.
    func expression(for token: ResolvedToken) -> SwiftLine {
        expression(token.value)
    }

    func expression(_ value: TokenValue) -> SwiftLine {
        switch value {
        case .color(let color): return self.color(color)
        case .dimension(let dimension): return "\(pointsText(dimension))"
        case .fontFamily(let family): return fontFamily(family)
        case .fontWeight(let weight): return "\(fontWeight(weight))"
        case .duration(let duration): return "\(number(duration.seconds))"
        case .cubicBezier(let curve): return cubicBezier(curve)
        case .number(let literal): return "\(number(literal))"
        case .strokeStyle(let style): return strokeStyle(style)
        case .border(let border):
            return "ThemeBorder(color: \(color(border.color)), width: \(pointsText(border.width)), style: \(strokeStyle(border.style)))"
        case .transition(let transition):
            return "ThemeTransition(duration: \(number(transition.duration.seconds)), delay: \(number(transition.delay.seconds)), timingFunction: \(cubicBezier(transition.timingFunction)))"
        case .shadow(let shadow):
            let layers = shadow.layers.map { layer -> SwiftLine in
                "ThemeShadow.Layer(color: \(color(layer.color)), offsetX: \(pointsText(layer.offsetX)), offsetY: \(pointsText(layer.offsetY)), blur: \(pointsText(layer.blur)), spread: \(pointsText(layer.spread)), inset: \(layer.inset))"
            }
            return "ThemeShadow(layers: [\(layers, separator: ", ")])"
        case .gradient(let gradient):
            let stops = gradient.stops.map { stop -> SwiftLine in
                "ThemeGradient.Stop(color: \(color(stop.color)), position: \(number(stop.position)))"
            }
            return "ThemeGradient(stops: [\(stops, separator: ", ")])"
        case .typography(let typography):
            return "ThemeTypography(fontFamily: \(fontFamily(typography.fontFamily)), fontSize: \(pointsText(typography.fontSize)), fontWeight: \(fontWeight(typography.fontWeight)), letterSpacing: \(pointsText(typography.letterSpacing)), lineHeight: \(number(typography.lineHeight)))"
        case .string(let text): return SwiftLine(SwiftLiteral.string(text))
        case .boolean(let flag): return flag ? "true" : "false"
        case .extended(let value): return extended(value)
        }
    }

    /// A dimension in points: pixels as they are, `rem` times the rem base.
    func points(_ dimension: DimensionValue) -> Double {
        dimension.unit == .rem ? dimension.value.value * remBase : dimension.value.value
    }

    /// The number literal of a dimension in points (``points(_:)``): a pixel value as written
    /// when its text is the shortest.
    func pointsText(_ dimension: DimensionValue) -> String {
        dimension.unit == .px ? number(dimension.value) : number(points(dimension))
    }

    func number(_ value: Double) -> String { SwiftLiteral.number(value) }

    func number(_ literal: NumberLiteral) -> String { SwiftLiteral.number(literal) }

    func color(_ color: ColorValue) -> SwiftLine {
        let display = ColorConversion.display(color)
        // A color SwiftUI draws as written takes the short initializer of its space, which sets
        // `display` to the same components; it is the cheaper expression to type-check.
        if display.space == Self.drawnAsWritten(color.colorSpace), let (red, green, blue) = Self.written(color, as: display) {
            let alpha: SwiftLine = color.opacity == 1 ? "" : ", alpha: \(color.alpha.map(number) ?? number(color.opacity))"
            return "ThemeColor(\(Self.colorSpaceCase(color.colorSpace)): \(number(red)), \(number(green)), \(number(blue))\(alpha))"
        }
        let values = color.components.map { component -> Double? in
            if case .number(let literal) = component { return literal.value }
            return nil
        }
        let components = values.map { $0.map(number) ?? "nil" }
        let converted: SwiftLine = "ThemeColor.Display(space: .\(display.space.rawValue), red: \(number(display.red)), green: \(number(display.green)), blue: \(number(display.blue)))"
        return "ThemeColor(colorSpace: .\(Self.colorSpaceCase(color.colorSpace)), component1: \(components[0]), component2: \(components[1]), component3: \(components[2]), alpha: \(number(color.opacity)), display: \(converted))"
    }

    /// The three components as written, when they are numbers equal to `display`'s.
    private static func written(_ color: ColorValue, as display: DisplayColor) -> (NumberLiteral, NumberLiteral, NumberLiteral)? {
        guard color.components.count == 3,
              case .number(let red) = color.components[0], red.value == display.red,
              case .number(let green) = color.components[1], green.value == display.green,
              case .number(let blue) = color.components[2], blue.value == display.blue else { return nil }
        return (red, green, blue)
    }

    /// The spaces SwiftUI draws without conversion, with their display space; nil for the others.
    /// Each has a `ThemeColor` initializer labelled with its case (`ThemeColor(srgb: 1, 0.5, 0)`).
    static func drawnAsWritten(_ space: ColorSpace) -> DisplayColor.Space? {
        switch space {
        case .srgb: .sRGB
        case .srgbLinear: .sRGBLinear
        case .displayP3: .displayP3
        case .hsl, .hwb, .lab, .lch, .oklab, .oklch, .a98RGB, .prophotoRGB, .rec2020, .xyzD65, .xyzD50: nil
        }
    }

    /// The case of the generated `ThemeColor.ColorSpace`.
    static func colorSpaceCase(_ space: ColorSpace) -> String {
        switch space {
        case .srgb: "srgb"
        case .srgbLinear: "srgbLinear"
        case .hsl: "hsl"
        case .hwb: "hwb"
        case .lab: "lab"
        case .lch: "lch"
        case .oklab: "oklab"
        case .oklch: "oklch"
        case .displayP3: "displayP3"
        case .a98RGB: "a98RGB"
        case .prophotoRGB: "prophotoRGB"
        case .rec2020: "rec2020"
        case .xyzD65: "xyzD65"
        case .xyzD50: "xyzD50"
        }
    }

    /// An array literal: `ThemeFontFamily` is `ExpressibleByArrayLiteral`.
    func fontFamily(_ family: FontFamilyValue) -> SwiftLine {
        "[\(family.names.map { SwiftLine(SwiftLiteral.string($0)) }, separator: ", ")]"
    }

    /// A number literal: `ThemeFontWeight` is `ExpressibleByIntegerLiteral` and `ExpressibleByFloatLiteral`.
    func fontWeight(_ weight: FontWeightValue) -> String {
        number(weight.value)
    }

    func cubicBezier(_ curve: CubicBezierValue) -> SwiftLine {
        "ThemeCubicBezier(x1: \(number(curve.x1)), y1: \(number(curve.y1)), x2: \(number(curve.x2)), y2: \(number(curve.y2)))"
    }

    /// The type's initializer with the members given, each labelled with its name: a word as a
    /// string, a choice as its case of the member's enum, a format type's value as its expression.
    func extended(_ value: ExtendedValue) -> SwiftLine {
        let members = value.given.map { member, memberValue -> SwiftLine in
            switch (member.kind, memberValue) {
            case (.word, .string(let word)): "\(member.name): \(SwiftLiteral.string(word))"
            case (.choice, .string(let word)): "\(member.name): .\(word)"
            default: "\(member.name): \(expression(memberValue))"
            }
        }
        return "\(value.type.home.swiftType)(\(members, separator: ", "))"
    }

    func strokeStyle(_ style: StrokeStyleValue) -> SwiftLine {
        switch style {
        case .keyword(let keyword):
            return "ThemeStrokeStyle.\(keyword.rawValue)"
        case .dashes(let dashArray, let lineCap):
            return "ThemeStrokeStyle.dashes(dashArray: [\(dashArray.map { number(points($0)) }.joined(separator: ", "))], lineCap: .\(lineCap.rawValue))"
        }
    }
}
