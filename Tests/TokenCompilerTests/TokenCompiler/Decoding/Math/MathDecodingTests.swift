import Foundation
import Testing
@testable import TokenCompiler
@testable import TokenModel
@testable import Lowering
@testable import SwiftOutput

/// Tokens Studio maths in token files: evaluated after references are resolved, in every
/// permutation with its own operands, with a warning giving the value to write.
@Suite struct MathDecodingTests {
    static func value(_ report: BuildReport, _ path: String, permutation: Int = 0) -> TokenValue? {
        report.theme.tokens.first { $0.path.description == path }?.value(in: permutation)?.value
    }

    static func px(_ text: String) -> TokenValue {
        .dimension(DimensionValue(value: NumberLiteral(value: Double(text)!, text: text), unit: .px))
    }

    static func number(_ text: String) -> TokenValue {
        .number(NumberLiteral(value: Double(text)!, text: text))
    }

    static func located(_ report: BuildReport, _ severity: Diagnostic.Severity? = nil) -> [String] {
        report.diagnostics.filter { severity == nil || $0.severity == severity }.map { "\($0.location?.description ?? "-") \($0.code) \($0.message)" }
    }

    /// A Tokens Studio file (`value`/`type`), as its plugin writes maths.
    static let studio = buildJSON(#"""
        {
          "base": {
            "fontSize": { "value": "16px", "type": "fontSizes" },
            "unit": { "value": "4px", "type": "spacing" },
            "ratio": { "value": "1.5", "type": "lineHeights" },
            "weight": { "value": "400", "type": "fontWeights" }
          },
          "derived": {
            "half": { "value": "{base.fontSize} / 2", "type": "fontSizes" },
            "floor": { "value": "floor({base.unit} * 2.5)", "type": "spacing" },
            "negative": { "value": "{derived.half} * -1", "type": "spacing" },
            "literal": { "value": "4px * 2", "type": "spacing" },
            "sum": { "value": "{base.fontSize} + {derived.half}", "type": "spacing" },
            "grouped": { "value": "({base.unit} - 2) * 3", "type": "spacing" },
            "tenths": { "value": "0.1 + 0.2", "type": "opacity" },
            "height": { "value": "{base.ratio} * 1.1", "type": "lineHeights" },
            "bold": { "value": "{base.weight} + 300", "type": "fontWeights" },
            "before": { "value": "roundTo({later.size} * 1.25^2)", "type": "fontSizes" }
          },
          "later": { "size": { "value": "16", "type": "fontSizes" } }
        }
        """#)

    /// CSS's `calc()` around maths, as Style Dictionary sources write it: the value inside, where
    /// it is exact; what only a browser computes (`100% - 16px`, `1rem + 2px`) is left out as a
    /// CSS function, not an error.
    @Test func calcIsTheMathsInside() {
        let report = buildJSON(#"""
            {
              "size": {
                "base": { "value": "16px", "type": "dimension" },
                "ratio": { "value": 1.25, "type": "number" },
                "small": { "value": "calc({size.base} / {size.ratio})", "type": "dimension" },
                "double": { "value": "calc(2 * 8px)", "type": "dimension" },
                "fluid": { "value": "calc(100% - 16px)", "type": "dimension" },
                "mixed": { "value": "calc(1rem + 2px)", "type": "dimension" }
              }
            }
            """#)
        #expect(report.succeeded, "\(Self.located(report))")
        #expect(Self.value(report, "size.small") == Self.px("12.8"))
        #expect(Self.value(report, "size.double") == Self.px("16"))
        #expect(report.validation.leftOut.tokens.map { "\($0.path) \($0.cause)" } == ["size.fluid cssFunction", "size.mixed cssFunction"])
        #expect(!buildJSON(#"{ "a": { "value": "calc(2 * 8px)", "type": "dimension" } }"#, strict: true).succeeded)
    }

    @Test func valuesAreComputedExactly() {
        let report = Self.studio
        #expect(report.succeeded, "\(Self.located(report))")
        #expect(Self.value(report, "derived.half") == Self.px("8"))
        #expect(Self.value(report, "derived.floor") == Self.px("10"))
        #expect(Self.value(report, "derived.negative") == Self.px("-8"))
        #expect(Self.value(report, "derived.literal") == Self.px("8"))
        #expect(Self.value(report, "derived.sum") == Self.px("24"))
        #expect(Self.value(report, "derived.grouped") == Self.px("6"))
        #expect(Self.value(report, "derived.tenths") == Self.number("0.3"))
        #expect(Self.value(report, "derived.height") == Self.number("1.65"))
        #expect(Self.value(report, "derived.bold") == .fontWeight(FontWeightValue(value: NumberLiteral(value: 700, text: "700"))))
        // A reference inside maths that does not start with a brace still orders resolution.
        #expect(Self.value(report, "derived.before") == Self.px("25"))
    }

    /// One warning per expression, giving what to write; in a Tokens Studio file, its spelling.
    @Test func eachExpressionIsAWarningWithTheValueToWrite() {
        let warnings = Self.studio.diagnostics.filter { $0.code == .nonStandardValue && $0.message.contains("Tokens Studio maths") }
        #expect(warnings.count == 10)
        #expect(warnings.first.map { "\($0.location!) \($0.message)" }
            == #"base.json:9:24 "{base.fontSize} / 2" is Tokens Studio maths, which the DTCG format does not have; it is evaluated as 8px (write "8px")"#)
        #expect(warnings.contains { $0.message == #""{base.ratio} * 1.1" is Tokens Studio maths, which the DTCG format does not have; it is evaluated as 1.65 (write 1.65)"# })
    }

    /// In a format file the rewrite is the format's object; a plain result takes the type's unit.
    @Test func aFormatFileGetsTheFormatsRewrite() {
        let report = buildJSON(#"""
            { "size": { "$type": "dimension",
                "base": { "$value": { "value": 16, "unit": "px" } },
                "half": { "$value": "{size.base} / 2" },
                "plain": { "$value": "3 * 4" } } }
            """#)
        #expect(report.succeeded)
        #expect(Self.value(report, "size.half") == Self.px("8"))
        #expect(Self.value(report, "size.plain") == Self.px("12"))
        #expect(Self.located(report) == [
            #"base.json:3:25 non-standard-value "{size.base} / 2" is Tokens Studio maths, which the DTCG format does not have; it is evaluated as 8px (write {"value": 8, "unit": "px"})"#,
            #"base.json:4:26 non-standard-value "3 * 4" is Tokens Studio maths, which the DTCG format does not have; it is evaluated as 12 (a plain number, read as 12px) (write {"value": 12, "unit": "px"})"#,
        ])
    }

    @Test func strictMakesMathsTheFormatsError() {
        let report = buildJSON(#"{ "a": { "$type": "number", "$value": "1 + 2" } }"#, strict: true)
        #expect(Self.located(report) == [
            #"base.json:1:39 invalid-value "1 + 2" is Tokens Studio maths, which the DTCG format does not have; it is evaluated as 3 (write 3; maths is read only without --strict)"#,
        ])
    }

    /// Errors stand where the mistake is inside the string: the operator, the reference.
    @Test func errorsStandAtTheirColumnInTheString() {
        let report = buildJSON(#"""
            { "s": { "$type": "dimension",
                "px": { "$value": { "value": 16, "unit": "px" } },
                "rem": { "$value": { "value": 1, "unit": "rem" } },
                "mixed": { "$value": "{s.px} + {s.rem}" },
                "zero": { "$value": "{s.px} / (2 - 2)" },
                "broken": { "$value": "floor({s.pz} * 2)" },
                "color": { "$value": "{c} * 2" } },
              "c": { "$type": "color", "$value": "#ff0000" } }
            """#)
        #expect(Self.located(report, .error) == [
            #"base.json:4:34 invalid-value "{s.px} + {s.rem}" cannot be evaluated: cannot add '{s.px}' (16px) and '{s.rem}' (1rem): rem depends on the root font size, which tokens do not know"#,
            #"base.json:5:33 invalid-value "{s.px} / (2 - 2)" cannot be evaluated: division by zero: '2 - 2' (0) is 0"#,
            #"base.json:6:34 broken-reference '{s.pz}' names no token; did you mean '{s.px}'?"#,
            "base.json:7:27 type-mismatch '{c}' is a color token; an expression computes only with dimension, number, duration and font weight tokens (and text that is a number)",
        ])
    }

    @Test func referenceCyclesThroughMathsAreReported() {
        let report = buildJSON(#"{ "n": { "$type": "number", "a": { "$value": "{n.b} * 2" }, "b": { "$value": "1 + {n.a}" } } }"#)
        #expect(report.diagnostics.filter { $0.severity == .error }.map(\.code) == [.referenceCycle, .referenceCycle])
        #expect(report.diagnostics.first { $0.code == .referenceCycle }?.message == "'n.a' is part of a reference cycle: n.a → n.b → n.a")
    }

    /// Tokens Studio substitutes a reference's text: an `other` token holding a number computes
    /// (Automattic's Valet writes its rem base so: `"{rem}*.625"` over `"16"`).
    @Test func textThatIsANumberComputes() {
        let report = buildJSON(#"{ "rem": { "value": "16", "type": "other" }, "name": { "value": "Inter", "type": "other" }, "small": { "value": "{rem}*.625", "type": "fontSizes" }, "bad": { "value": "{name} * 2", "type": "fontSizes" } }"#)
        #expect(Self.value(report, "small") == Self.px("10"))
        // A negative number is text that is a number too: a sign and the number.
        let negative = buildJSON(#"{ "gap": { "value": "-0.125", "type": "other" }, "w": { "value": "32", "type": "sizing" }, "overlap": { "value": "{w} * {gap}", "type": "sizing" } }"#)
        #expect(Self.value(negative, "overlap") == Self.px("-4"))
        #expect(Self.located(report, .error) == [
            "base.json:1:169 type-mismatch '{name}' is a string token; an expression computes only with dimension, number, duration and font weight tokens (and text that is a number)",
        ])
    }

    /// Maths over a token that is left out is left out with it.
    @Test func mathsOverALeftOutTokenIsLeftOut() {
        let report = buildJSON(#"{ "d": { "$type": "dimension", "vw": { "$value": "50vw" }, "half": { "$value": "{d.vw} / 2" }, "ok": { "$value": "2 * 2" } } }"#)
        #expect(report.succeeded)
        #expect(report.theme.tokens.map(\.path.description) == ["d.ok"])
        #expect(report.diagnostics.filter { $0.code == .leftOut }.map(\.message).last
            == "'d.half' is left out of the theme: it references '{d.vw}', which is left out (the unit 'vw' of \"50vw\" is relative to what a dimension token cannot know (a font size, a viewport); Swift has no value for it)")
    }

    /// Style Dictionary interpolation is text with references, not maths: left out as a value
    /// none of its type holds, under that cause; text with an operator is maths.
    @Test func interpolationIsNotMaths() {
        let report = buildJSON(#"{ "w": { "value": "1px", "type": "borderWidth" }, "b": { "value": "1px solid {w}", "type": "borderWidth" } }"#)
        #expect(Self.located(report) == [
            #"base.json:1:19 non-standard-value the string "1px" is read as 1px (write {"value": 1, "unit": "px"})"#,
            #"base.json:1:34 non-standard-type 'borderWidth' is a Tokens Studio type name, not one of the format's; it is read as dimension wherever this file uses it (write "$type": "dimension")"#,
            #"base.json:1:67 left-out 'b' is left out of the theme: "1px solid {w}" puts references inside text (a CSS shorthand or an interpolation), which no one value of its type holds; write the value, or a reference alone such as "{w}""#,
        ])
        #expect(report.validation.leftOut.tokens.map(\.cause) == [.unsupportedValue])
        for text in ["{a} solid", "{a}-{b}", "0 0 {a} {b}", "{a-b} solid"] {
            #expect(!ValueSyntax.hasOperator(outsideReferences: text), "\(text)")
        }
        for text in ["{a} * 2", "{a} - {b}", "-{a} / 2", "calc({a})", "{a}+1", "50%"] {
            #expect(ValueSyntax.hasOperator(outsideReferences: text), "\(text)")
        }
    }

    /// Members of composites compute too: typography sizes and line heights, shadow offsets,
    /// border widths.
    @Test func compositeMembersCompute() throws {
        let report = buildJSON(#"""
            { "u": { "value": "4px", "type": "spacing" },
              "s": { "value": "16px", "type": "fontSizes" },
              "type": { "value": { "fontFamily": "Inter", "fontSize": "{s} * 1.25", "fontWeight": "Bold", "lineHeight": "{s} * 1.5" }, "type": "typography" },
              "shadow": { "value": { "x": "0", "y": "{u} / 2", "blur": "{u} * 2", "spread": "0", "color": "#000000" }, "type": "boxShadow" } }
            """#)
        #expect(report.diagnostics.filter { $0.severity == .error }.isEmpty, "\(Self.located(report))")
        guard case .typography(let typography)? = Self.value(report, "type") else { Issue.record("no typography"); return }
        #expect(typography.fontSize == DimensionValue(value: NumberLiteral(value: 20, text: "20"), unit: .px))
        // 24px over a 20px font size.
        #expect(typography.lineHeight.value == 1.2)
        guard case .shadow(let shadow)? = Self.value(report, "shadow") else { Issue.record("no shadow"); return }
        #expect(shadow.layers.first?.offsetY == DimensionValue(value: NumberLiteral(value: 2, text: "2"), unit: .px))
        #expect(shadow.layers.first?.blur == DimensionValue(value: NumberLiteral(value: 8, text: "8"), unit: .px))
        let format = buildJSON(#"""
            { "u": { "$type": "dimension", "$value": { "value": 4, "unit": "px" } },
              "border": { "$type": "border", "$value": { "color": "#000000", "width": "{u} / 4", "style": "solid" } },
              "type": { "$type": "typography", "$value": { "fontFamily": "Inter", "fontSize": "{u} * 4", "fontWeight": 400, "lineHeight": "{u} * 6", "letterSpacing": "{u} / 8" } } }
            """#)
        guard case .typography(let formatTypography)? = Self.value(format, "type") else { Issue.record("no typography in the format file"); return }
        #expect(formatTypography.fontSize == DimensionValue(value: NumberLiteral(value: 16, text: "16"), unit: .px))
        #expect(formatTypography.lineHeight == NumberLiteral(value: 1.5, text: "1.5"))
        #expect(formatTypography.letterSpacing == DimensionValue(value: NumberLiteral(value: 0.5, text: "0.5"), unit: .px))
        guard case .border(let border)? = Self.value(format, "border") else { Issue.record("no border"); return }
        #expect(border.width == DimensionValue(value: NumberLiteral(value: 1, text: "1"), unit: .px))
    }

    // MARK: - Per permutation, and the generated code

    /// The base size varies with the density; maths over it is evaluated in each permutation.
    static let perMode = buildJSON(
        #"{ "space": { "$type": "dimension", "half": { "$value": "{space.base} / 2" }, "double": { "$value": "{space.half} * 4 + 0.1px" }, "third": { "$value": "floor({space.base} / 3)" } } }"#,
        modifiers: [("density", [
            ("regular", #"{ "space": { "base": { "$type": "dimension", "$value": { "value": 16, "unit": "px" } } } }"#),
            ("compact", #"{ "space": { "base": { "$type": "dimension", "$value": { "value": 12.2, "unit": "px" } } } }"#),
        ])])

    @Test func eachPermutationComputesWithItsOwnOperands() throws {
        let report = Self.perMode
        #expect(report.succeeded, "\(Self.located(report))")
        #expect(Self.value(report, "space.half", permutation: 0) == Self.px("8"))
        #expect(Self.value(report, "space.half", permutation: 1) == Self.px("6.1"))
        #expect(Self.value(report, "space.double", permutation: 0) == Self.px("32.1"))
        #expect(Self.value(report, "space.double", permutation: 1) == Self.px("24.5"))
        // A reference past the start of the string varies the token as an alias would.
        #expect(Self.value(report, "space.third", permutation: 0) == Self.px("5"))
        #expect(Self.value(report, "space.third", permutation: 1) == Self.px("4"))
        for path in ["space.half", "space.double", "space.third"] {
            let token = try #require(report.theme.tokens.first { $0.path.description == path })
            #expect(token.variesWith == ["density"])
        }
    }

    /// The doc comment shows the expression; the output type-checks and holds each value.
    @Test func theGeneratedCodeDocumentsTheExpressionAndRuns() throws {
        let report = Self.perMode
        let file = try #require(report.files.first { $0.path.hasSuffix("AppTheme+Space.swift") })
        #expect(file.contents.contains("        /// `{space.base} / 2`\n        public var half: Double\n"))
        #expect(file.contents.contains("        /// `{space.half} * 4 + 0.1px`\n        public var double: Double\n"))
        let main = """
            for density in [AppTheme.Density.regular, .compact] {
                let theme = AppTheme(density: density)
                print(density, theme.space.half, theme.space.double, theme.space.third)
            }
            """
        let run = try GeneratedCode.run(EmitFixtures.sources(report.files), main: main)
        #expect(run.status == 0, Comment(rawValue: run.output))
        #expect(run.output == "regular 8.0 32.1 5.0\ncompact 6.1 24.5 4.0\n")
    }

    /// A result without a unit is rounded to 3 decimals as the plugin rounds it
    /// (`Number.parseFloat(evaluated.toFixed(3))`), and the tokens referencing it compute with the
    /// rounded number; a result with a unit is kept whole, as the plugin writes it.
    @Test func aResultWithoutAUnitIsRoundedAsThePluginRoundsIt() {
        let report = buildJSON(#"""
            {
              "size": { "$type": "fontSizes", "$value": "20" },
              "ratio": { "$type": "letterSpacing", "$value": "1 / 60" },
              "tracking": { "$type": "letterSpacing", "$value": "{size} * {ratio}" },
              "sixteenth": { "$type": "number", "$value": "1 / 16" },
              "below": { "$type": "number", "$value": "-1 / 16" },
              "pixels": { "$type": "spacing", "$value": "20px / 3" }
            }
            """#)
        #expect(Self.value(report, "ratio") == Self.px("0.017"))
        // 20 × 0.017, not 20 / 60 rounded.
        #expect(Self.value(report, "tracking") == Self.px("0.34"))
        // A tie goes to the larger magnitude, as `toFixed` takes it.
        #expect(Self.value(report, "sixteenth") == Self.number("0.063"))
        #expect(Self.value(report, "below") == Self.number("-0.063"))
        #expect(Self.value(report, "pixels").map { if case .dimension(let d) = $0 { d.value.value } else { 0 } } == 20.0 / 3)
    }

    /// In a Tokens Studio project a number written as text with more than 3 decimals is rounded
    /// as the plugin rounds it (it evaluates every text value as maths), with a warning, and the
    /// maths that references it computes with that; a JSON number, text with a unit and a file of
    /// no Tokens Studio project keep every digit.
    @Test func aTokensStudioProjectsNumberTextIsRoundedAsThePluginRoundsIt() throws {
        let tokens = #"""
            { "scale": { "$type": "letterSpacing", "$value": "-0.0223" }, "size": { "$type": "fontSizes", "$value": "20" },
              "tracking": { "$type": "letterSpacing", "$value": "{size} * {scale}" }, "e": { "$type": "number", "$value": 2.71828 },
              "gap": { "$type": "spacing", "$value": "16.12345px" } }
            """#
        let project = try TemporaryFolder.holding(["global.json": tokens, "$metadata.json": #"{ "tokenSetOrder": ["global"] }"#])
        defer { project.remove() }
        let report = validateTokens(at: project.path)
        let values = FolderLayoutTests.values(report, [:])
        #expect(values["scale"] == #"{ "value": -0.022, "unit": "px" }"#)
        #expect(values["tracking"] == #"{ "value": -0.44, "unit": "px" }"#)
        #expect(values["e"] == "2.71828")
        #expect(values["gap"] == #"{ "value": 16.12345, "unit": "px" }"#)
        #expect(report.diagnostics.filter { $0.message.contains("is rounded to 3 decimals") }.map(FolderLayoutTests.printed) == [
            "\(project.path)/global.json:1:50: warning: \"-0.0223\" is rounded to 3 decimals, -0.022, as Tokens Studio evaluates every value written as text and rounds a result without a unit (write -0.022) [non-standard-value]",
        ])
        let loose = try TemporaryFolder.holding(["tokens.json": tokens])
        defer { loose.remove() }
        #expect(FolderLayoutTests.values(validateTokens(at: loose.path), [:])["scale"] == #"{ "value": -0.0223, "unit": "px" }"#)
    }
}
