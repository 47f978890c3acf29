import Foundation
import Testing
@testable import TokenCompiler
@testable import TokenModel
@testable import SwiftOutput

/// What design tools export that the format does not allow, but whose meaning is not in doubt:
/// read by default with a warning that gives the format's spelling, and the format's own error
/// under `--strict`. Each row: a token's JSON, the value read, the warning's code and message.
@Suite struct ExportedValueTests {
    struct Reading: Sendable, CustomTestStringConvertible {
        var token: String
        var type: String
        var expected: TokenValue
        var code: DiagnosticCode
        var message: String
        /// The code `--strict` reports instead.
        var strictCode: DiagnosticCode = .invalidValue
        var testDescription: String { token }
    }

    static func px(_ value: Double, _ text: String) -> TokenValue { .dimension(DimensionValue(value: NumberLiteral(value: value, text: text), unit: .px)) }

    static let readings: [Reading] = [
        .init(token: #""16px""#, type: "dimension", expected: px(16, "16"), code: .nonStandardValue,
              message: #"the string "16px" is read as 16px (write {"value": 16, "unit": "px"})"#),
        .init(token: #""1.5rem""#, type: "dimension", expected: .dimension(DimensionValue(value: NumberLiteral(value: 1.5, text: "1.5"), unit: .rem)), code: .nonStandardValue,
              message: #"the string "1.5rem" is read as 1.5rem (write {"value": 1.5, "unit": "rem"})"#),
        .init(token: "12", type: "dimension", expected: px(12, "12"), code: .nonStandardValue,
              message: #"the bare number 12 is read as 12px (write {"value": 12, "unit": "px"})"#),
        .init(token: #""8""#, type: "dimension", expected: px(8, "8"), code: .nonStandardValue,
              message: #""8" is read as 8px (write {"value": 8, "unit": "px"})"#),
        .init(token: #""10pt""#, type: "dimension", expected: px(10, "10"), code: .nonStandardValue,
              message: #""10pt" is read as 10px (points and density-independent pixels are what tokenc's px becomes) (write {"value": 10, "unit": "px"})"#),
        .init(token: #"{ "value": 4, "unit": "dp" }"#, type: "dimension", expected: px(4, "4"), code: .nonStandardValue,
              message: #"4 dp is read as 4px (points and density-independent pixels are what tokenc's px becomes) (write {"value": 4, "unit": "px"})"#),
        .init(token: #""200ms""#, type: "duration", expected: .duration(DurationValue(value: NumberLiteral(value: 200, text: "200"), unit: .ms)), code: .nonStandardValue,
              message: #"the string "200ms" is read as 200ms (write {"value": 200, "unit": "ms"})"#),
        .init(token: ##"{ "colorSpace": "srgb", "components": [1, 1, 1], "hex": "#fff" }"##, type: "color",
              expected: .color(ColorValue(colorSpace: .srgb, components: [.number(NumberLiteral(value: 1, text: "1")), .number(NumberLiteral(value: 1, text: "1")), .number(NumberLiteral(value: 1, text: "1"))], alpha: nil, hex: "#ffffff")),
              code: .nonStandardValue, message: ##"hex must have 6 digits; "#fff" is read as "#ffffff" (write "hex": "#ffffff")"##),
    ]

    static func report(_ token: String, type: String, strict: Bool = false) -> BuildReport {
        buildJSON(#"{ "t": { "$type": "\#(type)", "$value": \#(token) } }"#, strict: strict)
    }

    @Test(arguments: readings)
    func readWithAWarningThatGivesTheRewrite(_ reading: Reading) {
        let report = Self.report(reading.token, type: reading.type)
        #expect(report.succeeded)
        #expect(report.diagnostics.map(\.code) == [reading.code])
        #expect(report.diagnostics.first?.severity == .warning)
        #expect(report.diagnostics.first?.message == reading.message)
        #expect(report.theme.tokens.first?.values[0].value == reading.expected)
        let strict = Self.report(reading.token, type: reading.type, strict: true)
        #expect(strict.diagnostics.map { "\($0.severity) \($0.code)" } == ["error \(reading.strictCode)"])
    }

    /// Units relative to what a token cannot know leave the token out, and what references it.
    @Test(arguments: [#""50vw""#, #""1.5em""#, #""10%""#, #""calc(100% - 4px)""#])
    func unrepresentableValuesAreLeftOutWithWhatReferencesThem(_ token: String) {
        let report = buildJSON(#"{ "t": { "$type": "dimension", "$value": \#(token) }, "u": { "$value": "{t}" }, "v": { "$type": "dimension", "$value": { "value": 1, "unit": "px" } } }"#)
        #expect(report.succeeded)
        #expect(report.theme.tokens.map(\.path.description) == ["v"])
        #expect(report.diagnostics.map { "\($0.severity) \($0.code)" } == ["warning left-out", "warning left-out"])
        #expect(report.diagnostics.first?.message.hasPrefix("'t' is left out of the theme: ") == true)
        #expect(report.diagnostics.last?.message.hasPrefix("'u' is left out of the theme: it references '{t}', which is left out (") == true)
        #expect(report.files.contains { $0.contents.contains("var v: Double") })
        #expect(!buildJSON(#"{ "t": { "$type": "dimension", "$value": \#(token) } }"#, strict: true).succeeded)
    }

    /// Primer writes `alpha` beside `$value`, and inside shadows, for the color at that opacity.
    @Test func primersAlphaIsTheColorsOpacity() throws {
        let report = buildJSON(#"""
            { "base": { "$type": "color", "$value": "#336699" },
              "veil": { "$value": "{base}", "alpha": 0.15 },
              "note": { "$type": "color", "$value": "#000000", "owner": "design" },
              "shade": { "$type": "shadow", "$value": { "color": "{base}", "alpha": 0.5, "offsetX": "0px", "offsetY": "1px", "blur": "2px" } } }
            """#)
        #expect(report.succeeded)
        let tokens = Dictionary(uniqueKeysWithValues: report.theme.tokens.map { ($0.path.description, $0.values[0].value) })
        #expect(tokens["veil"]?.color?.alpha?.value == 0.15)
        #expect(tokens["base"]?.color?.alpha == nil)
        let shadow = try #require(tokens["shade"].flatMap { if case .shadow(let s) = $0 { s } else { nil } })
        #expect(shadow.layers[0].color.alpha?.value == 0.5)
        #expect(shadow.layers[0].spread.value.value == 0)
        #expect(report.diagnostics.filter { $0.code != .nonStandardColor }.map(\.code) == [
            .nonStandardValue, .ignoredProperty, .defaultedProperty, .nonStandardValue, .nonStandardValue, .nonStandardValue, .nonStandardValue,
        ])
        #expect(report.diagnostics.contains { $0.message == "'alpha' beside $value is not part of the format; read as the color with alpha 0.15 (write the color as an object with \"alpha\": 0.15 in $value)" })
        #expect(report.diagnostics.contains { $0.message == "the property 'owner' is not part of the format and is ignored; remove it, or move it into $extensions" })
        let strict = buildJSON(#"{ "base": { "$type": "color", "$value": { "colorSpace": "srgb", "components": [0, 0, 0] } }, "veil": { "$value": "{base}", "alpha": 0.15 } }"#, strict: true)
        #expect(strict.diagnostics.map(\.code) == [.unknownProperty])
    }

    /// An object beside `$value` that holds no token is the token's metadata, as Style
    /// Dictionary keeps it (REI's `"docs": {…}`): ignored with a warning. One that holds a token
    /// is a child, the format's error; under `--strict` both are errors.
    @Test func anObjectBesideTheValueHoldingNoTokenIsIgnored() {
        let json = #"""
            { "accent": { "$type": "number", "$value": 2, "docs": { "usage": "accordion", "links": [{ "url": "a" }] } },
              "parent": { "$type": "number", "$value": 1, "child": { "deep": { "$value": 3 } } } }
            """#
        let report = buildJSON(json)
        #expect(DialectReadingTests.summary(report) == [
            "warning ignored-property 1:47 the property 'docs' is not part of the format and is ignored; remove it, or move it into $extensions",
            "error token-with-children 2:47 'child' is a child of a token; an object with $value is a token and cannot also be a group",
        ])
        let strict = buildJSON(json, strict: true)
        #expect(strict.diagnostics.map { "\($0.code) \($0.location!.position)" } == ["unknown-property 1:47", "token-with-children 2:47"])
    }

    /// Tokens Studio's `rgba({color}, alpha)`: the referenced color at that opacity.
    @Test func rgbaOfAReferenceIsTheColorAtThatOpacity() {
        let report = buildJSON(#"{ "c": { "$type": "color", "$value": { "colorSpace": "srgb", "components": [0, 0.5, 1] } }, "d": { "$type": "color", "$value": "rgba({c}, 40%)" } }"#)
        #expect(report.succeeded)
        #expect(report.theme.tokens.last?.values[0].value.color?.alpha?.value == 0.4)
        #expect(report.theme.tokens.last?.values[0].value.color?.components == report.theme.tokens.first?.values[0].value.color?.components)
        #expect(report.diagnostics.map(\.message) == [#""rgba({c}, 40%)" is read as '{c}' with alpha 0.4 (write the color as an object with "alpha": 0.4)"#])
        // A broken reference inside is that error alone, not also an expression left out.
        let broken = buildJSON(#"{ "d": { "$type": "color", "$value": "rgba({nothing}, 0.5)" } }"#)
        #expect(broken.diagnostics.map { "\($0.severity) \($0.code)" } == ["error broken-reference"])
    }

    /// The opacity may be a number token too (`rgba({primary.main}, {action.hoverOpacity})`), and
    /// the color written any way: hex, `rgb()`, `rgba()`, an object. With a referenced opacity
    /// only a hex color was read (the text put together, then parsed); the others were left out.
    @Test(arguments: [##""#FF0000""##, #""rgb(255,0,0)""#, #""rgba(255,0,0,1)""#, #"{"colorSpace":"srgb","components":[1,0,0]}"#])
    func rgbaOfAReferenceTakesAReferencedOpacity(_ color: String) {
        let report = buildJSON(#"""
            { "c": { "type": "color", "value": \#(color) }, "hover": { "type": "opacity", "value": "0.04" },
              "d": { "type": "color", "value": "rgba({c}, {hover})" }, "e": { "type": "color", "value": "rgba({c}, 0.04)" } }
            """#)
        #expect(report.succeeded, "\(report.diagnostics)")
        let colors = ["d", "e"].map { path in report.theme.tokens.first { $0.path.description == path }?.values[0].value.color }
        #expect(colors.map { $0?.alpha?.value } == [0.04, 0.04])
        let written = report.theme.tokens.first { $0.path.description == "c" }?.values[0].value.color
        #expect(written != nil && colors.allSatisfy { $0?.components == written?.components })
        let outOfRange = buildJSON(#"{ "c": { "type": "color", "value": \#(color) }, "a": { "type": "number", "value": 40 }, "d": { "type": "color", "value": "rgba({c}, {a})" } }"#)
        #expect(outOfRange.diagnostics.filter { $0.severity == .error }.map(\.message) == [#""rgba({c}, {a})": the alpha '{a}' is 40, not from 0 to 1"#])
    }

    /// A color object with no `$type` anywhere is a color; any other untyped value stays an error.
    @Test func anUntypedColorObjectIsAColor() {
        let report = buildJSON(#"{ "c": { "$value": { "colorSpace": "srgb", "components": [0, 0.5, 1] } } }"#)
        #expect(report.succeeded)
        #expect(report.theme.tokens.first?.type == .color)
        #expect(report.diagnostics.map { "\($0.severity) \($0.code)" } == ["warning missing-type"])
        #expect(buildJSON(#"{ "c": { "$value": { "colorSpace": "srgb", "components": [0, 0.5, 1] } } }"#, strict: true).diagnostics.map { "\($0.severity) \($0.code)" } == ["error missing-type"])
        // A bare number is a number, as Style Dictionary emits an untyped one; --strict keeps the error.
        #expect(buildJSON(#"{ "n": { "$value": 4 } }"#).diagnostics.map { "\($0.severity) \($0.code)" } == ["warning missing-type"])
        #expect(buildJSON(#"{ "n": { "$value": 4 } }"#, strict: true).diagnostics.map { "\($0.severity) \($0.code)" } == ["error missing-type"])
    }

    /// Typography as CSS writes it: em letter spacing and a dimension line height are relative to
    /// the font size; members only CSS knows are ignored.
    @Test func typographyRelativeToTheFontSize() throws {
        let report = buildJSON(#"""
            { "t": { "$type": "typography", "$value": { "fontFamily": "Inter", "fontSize": { "value": 20, "unit": "px" }, "fontWeight": 600,
                     "letterSpacing": "0.05em", "lineHeight": { "value": 30, "unit": "px" }, "textTransform": "uppercase", "WebkitFontSmoothing": "antialiased" } } }
            """#)
        #expect(report.succeeded)
        let typography = try #require(report.theme.tokens.first?.values[0].value.typography)
        #expect(typography.letterSpacing == DimensionValue(value: NumberLiteral(1), unit: .px))
        #expect(typography.lineHeight.value == 1.5)
        #expect(report.diagnostics.map(\.code).sorted { $0.rawValue < $1.rawValue } == [.ignoredProperty, .ignoredProperty, .nonStandardValue, .nonStandardValue])
        #expect(report.diagnostics.contains { $0.message == #"letter spacing "0.05em" is relative to the font size 20px; read as 1px (write {"value": 1, "unit": "px"})"# })
        #expect(report.diagnostics.contains { $0.message == #"line height 30px is not a multiplier; read as 1.5 times the font size (write 1.5)"# })
    }

    /// A percentage letter spacing is that share of the font size in decimals, so the generated
    /// Swift holds the value written (5% of 14px is 0.7, not 0.7000000000000001), for every pair.
    @Test func relativeLetterSpacingIsExactInDecimals() throws {
        for size in ["10", "12", "13", "14", "15.5", "16", "17", "24"] {
            for percent in ["-2.5", "-1", "0.5", "1", "2", "5", "7.5", "10", "0.3"] {
                let report = buildJSON(#"{ "t": { "$type": "typography", "$value": { "fontFamily": "Inter", "fontSize": "\#(size)px", "fontWeight": 400, "letterSpacing": "\#(percent)%", "lineHeight": 1.2 } } }"#)
                let spacing = try #require(report.theme.tokens.first?.values[0].value.typography?.letterSpacing, "\(size) \(percent)")
                var expected = Decimal(string: size)! * Decimal(string: percent)! / 100
                var rounded = Decimal()
                NSDecimalRound(&rounded, &expected, 12, .plain)
                #expect(spacing.value.text == "\(rounded)", "\(size)px × \(percent)%")
                #expect(spacing.value.value == Double(spacing.value.text), "\(size)px × \(percent)%")
            }
        }
    }
}
