import Testing
@testable import TokenCompiler
@testable import TokenModel

/// Tokens Studio's color modifiers against `@tokens-studio/sd-transforms`' own expectations
/// (`test/spec/color-modifiers/transformColorModifiers.spec.ts`, commit 5066620), which color.js
/// computed: `rgb(80.549% 40.706% 40.706%)` is the sRGB color `[0.80549, 0.40706, 0.40706]`.
@Suite struct TokensStudioColorModifierTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var base: String
        var kind: TokensStudioColorModifier.Kind
        var amount: Double
        var space: TokensStudioColorModifier.Space
        var mixColor: String? = nil
        var format: TokensStudioColorModifier.Format? = nil
        /// What sd-transforms prints, as DTCG components (`none` for a missing hue) and alpha.
        var expected: ColorSpace
        var components: [String]
        var alpha: String? = nil
        var testDescription: String { "\(kind) \(amount) in \(space) of \(base)\(format.map { " as \($0)" } ?? "")" }
    }

    static let cases: [Case] = [
        .init(base: "#C14242", kind: .lighten, amount: 0.2, space: .hsl, expected: .hsl, components: ["0", "50.598", "60.627"]),
        .init(base: "#C14242", kind: .lighten, amount: 0.2, space: .lch, expected: .lch, components: ["57.685", "47.48", "29.704"]),
        .init(base: "#C14242", kind: .lighten, amount: 0.2, space: .p3, expected: .displayP3, components: ["0.76016", "0.43532", "0.42213"]),
        .init(base: "#C14242", kind: .lighten, amount: 0.2, space: .srgb, expected: .srgb, components: ["0.80549", "0.40706", "0.40706"]),
        .init(base: "#C14242", kind: .darken, amount: 0.2, space: .hsl, expected: .hsl, components: ["0", "50.598", "40.627"]),
        .init(base: "#C14242", kind: .darken, amount: 0.2, space: .lch, expected: .lch, components: ["37.685", "47.48", "29.704"]),
        .init(base: "#C14242", kind: .darken, amount: 0.2, space: .p3, expected: .displayP3, components: ["0.56016", "0.23532", "0.22213"]),
        .init(base: "#C14242", kind: .darken, amount: 0.2, space: .srgb, expected: .srgb, components: ["0.60549", "0.20706", "0.20706"]),
        .init(base: "#000000", kind: .mix, amount: 0.5, space: .hsl, mixColor: "#FFFFFF", expected: .hsl, components: ["none", "0", "50"]),
        .init(base: "#000000", kind: .mix, amount: 0.5, space: .lch, mixColor: "#FFFFFF", expected: .lch, components: ["50", "0", "none"]),
        .init(base: "#000000", kind: .mix, amount: 0.5, space: .p3, mixColor: "#FFFFFF", expected: .displayP3, components: ["0.5", "0.5", "0.5"]),
        .init(base: "#000000", kind: .mix, amount: 0.5, space: .srgb, mixColor: "#FFFFFF", expected: .srgb, components: ["0.5", "0.5", "0.5"]),
        .init(base: "#FFFFFF", kind: .mix, amount: 0.74, space: .hsl, mixColor: "#4477DD", expected: .hsl, components: ["220", "51.231", "67.933"]),
        .init(base: "#FFFFFF", kind: .mix, amount: 0.74, space: .lch, mixColor: "#4477DD", expected: .lch, components: ["63.417", "43.678", "278.69"]),
        .init(base: "#FFFFFF", kind: .mix, amount: 0.74, space: .p3, mixColor: "#4477DD", expected: .displayP3, components: ["0.49226", "0.60164", "0.88112"]),
        .init(base: "#FFFFFF", kind: .mix, amount: 0.74, space: .srgb, mixColor: "#4477DD", expected: .srgb, components: ["0.45733", "0.60533", "0.90133"]),
        .init(base: "#FFFFFF", kind: .mix, amount: 0.74, space: .srgb, mixColor: "#4477DD", format: .hex, expected: .srgb,
              components: [0x75, 0x9a, 0xe6].map { NumberLiteral(Double($0) / 255).text }),
        .init(base: "#C14242", kind: .alpha, amount: 0.2, space: .hsl, expected: .hsl, components: ["0", "50.598", "50.784"], alpha: "0.2"),
        .init(base: "#C14242", kind: .alpha, amount: 0.2, space: .lch, expected: .lch, components: ["47.107", "59.35", "29.704"], alpha: "0.2"),
        .init(base: "#C14242", kind: .alpha, amount: 0.2, space: .p3, expected: .displayP3, components: ["0.7002", "0.29415", "0.27766"], alpha: "0.2"),
        .init(base: "#C14242", kind: .alpha, amount: 0.2, space: .srgb, expected: .srgb, components: ["0.75686", "0.25882", "0.25882"], alpha: "0.2"),
        // An output format: the result converted, then printed.
        .init(base: "#C14242", kind: .darken, amount: 0.2, space: .srgb, format: .hsl, expected: .hsl, components: ["0", "49.035", "40.627"]),
        .init(base: "#C14242", kind: .darken, amount: 0.2, space: .lch, format: .hsl, expected: .hsl, components: ["0.84955", "47.88", "40.252"]),
        .init(base: "#C14242", kind: .darken, amount: 0.2, space: .p3, format: .hsl, expected: .hsl, components: ["0.05177", "48.997", "40.665"]),
        .init(base: "#C14242", kind: .darken, amount: 0.2, space: .hsl, format: .lch, expected: .lch, components: ["37.824", "50.982", "29.805"]),
        .init(base: "#C14242", kind: .darken, amount: 0.2, space: .srgb, format: .lch, expected: .lch, components: ["37.805", "49.408", "29.373"]),
        .init(base: "#C14242", kind: .darken, amount: 0.2, space: .hsl, format: .p3, expected: .displayP3, components: ["0.56519", "0.23007", "0.21637"]),
        .init(base: "#C14242", kind: .darken, amount: 0.2, space: .lch, format: .p3, expected: .displayP3, components: ["0.5509", "0.24058", "0.22405"]),
        .init(base: "#C14242", kind: .darken, amount: 0.2, space: .hsl, format: .srgb, expected: .srgb, components: ["0.61184", "0.20071", "0.20071"]),
        .init(base: "#C14242", kind: .darken, amount: 0.2, space: .lch, format: .srgb, expected: .srgb, components: ["0.59525", "0.21525", "0.20979"]),
        .init(base: "#C14242", kind: .darken, amount: 0.2, space: .p3, format: .srgb, expected: .srgb, components: ["0.6059", "0.20775", "0.20741"]),
        .init(base: "#C14242", kind: .darken, amount: 0.2, space: .lch, format: .hex, expected: .srgb,
              components: [0x98, 0x37, 0x35].map { NumberLiteral(Double($0) / 255).text }),
        .init(base: "#C14242", kind: .darken, amount: 0.2, space: .hsl, format: .hex, expected: .srgb,
              components: [0x9c, 0x33, 0x33].map { NumberLiteral(Double($0) / 255).text }),
    ]

    @Test(arguments: cases)
    func computesWhatSDTransformsPrints(_ test: Case) throws {
        let base = try CSSColorParser.parse(test.base).get()
        let mixColor = try test.mixColor.map { try CSSColorParser.parse($0).get() }
        let modifier = TokensStudioColorModifier(kind: test.kind, amount: test.amount, space: test.space, mixColor: mixColor, format: test.format)
        let result = modifier.apply(to: base)
        #expect(result.colorSpace == test.expected)
        #expect(CSSColorParserTests.texts(result) == test.components)
        #expect(result.alpha?.text == test.alpha)
    }

    /// A color outside the modifier's gamut is brought into it as color.js prints it: a Display
    /// P3 red kept by an sRGB alpha modifier is mapped, not clipped channel by channel.
    @Test func outOfGamutColorsAreMappedIntoTheSpace() throws {
        let p3Red = try CSSColorParser.parse("color(display-p3 1 0 0)").get()
        let result = TokensStudioColorModifier(kind: .alpha, amount: 0.5, space: .srgb).apply(to: p3Red)
        #expect(result.colorSpace == .srgb)
        let values = result.components.map { component -> Double in if case .number(let n) = component { n.value } else { -1 } }
        #expect(values.allSatisfy { (0...1).contains($0) })
        #expect(values[0] == 1)
        #expect(result.alpha?.text == "0.5")
    }
}
