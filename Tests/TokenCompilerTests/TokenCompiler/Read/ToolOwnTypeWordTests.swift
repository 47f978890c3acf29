import Foundation
import Testing
@testable import TokenCompiler
@testable import TokenModel
@testable import SwiftOutput

/// Words a tool's own build reads in `$type` that are not the format's types (as Kong's Style
/// Dictionary 4 repository writes them), and CSS's `normal` spacing: read as that build reads them,
/// each with a warning, and under `--strict` the format's error.
@Suite struct ToolOwnTypeWordTests {
    static func summary(_ report: BuildReport) -> [String] {
        DialectReadingTests.summary(report)
    }

    /// `"$value": ""` under a type of the tool's own declares a name, not a value: left out under
    /// the cause "no value", never an error; a typo of a format type stays an error.
    @Test func anEmptyValueUnderAnOwnTypeIsANameOnly() throws {
        let json = #"""
            {
              "card": {
                "$type": "component",
                "gap": { "$description": "Gap between card items.", "$value": "" }
              },
              "z": { "$type": "number", "$value": 1 }
            }
            """#
        let report = buildJSON(json)
        #expect(report.succeeded)
        #expect(report.diagnostics.compactMap(\.leftOut) == [LeftOutToken(path: TokenPath(["card", "gap"]), cause: .noValue, type: nil)])
        #expect(Self.summary(report) == [
            #"warning left-out 4:67 'card.gap' is left out of the theme: it has no value ("" under the type 'component', a tool's own): a name only"#,
        ])
        let strict = buildJSON(json, strict: true)
        #expect(strict.diagnostics.map { "\($0.severity) \($0.code)" } == ["error unknown-type"])
        let typo = buildJSON(#"{ "a": { "$type": "colr", "$value": "" }, "z": { "$type": "number", "$value": 1 } }"#)
        #expect(typo.diagnostics.map { "\($0.severity) \($0.code)" } == ["error unknown-type"])
    }

    /// A category word in `$type` (`"font"`, `"breakpoint"`) types each token by its name or
    /// value, as an untyped token is, with one warning per word and file; one whose tokens say no
    /// more than "a string" (an SVG icon) stays left out as an unknown type.
    @Test func aCategoryWordInTypeIsReadByNameAndValue() throws {
        let json = #"""
            {
              "font": {
                "$type": "font",
                "weight": { "bold": { "$value": "700" } },
                "size": { "md": { "$value": "16px" } }
              },
              "icon": { "$type": "icon", "add": { "$value": "<svg viewBox='0 0 8 8'/>" } }
            }
            """#
        let report = buildJSON(json)
        #expect(report.succeeded)
        let values = Dictionary(uniqueKeysWithValues: report.theme.tokens.map { ($0.path.description, $0.type) })
        #expect(values == ["font.weight.bold": .fontWeight, "font.size.md": .dimension])
        #expect(report.diagnostics.compactMap(\.leftOut).map(\.cause) == [.unknownType])
        #expect(Self.summary(report).filter { $0.contains("'font' is not a type") }.count == 1)
        let strict = buildJSON(json, strict: true)
        #expect(Set(strict.diagnostics.filter { $0.severity == .error }.map(\.code)) == [.unknownType])
    }

    /// `var(--x)`, `calc()`, `color-mix()`… are evaluated by a browser against its page: a font
    /// weight or a color written so is left out as a CSS function, as a dimension already was.
    @Test(arguments: [
        #"{ "w": { "$type": "fontWeight", "$value": "var(--font-weight-bold)" }, "z": { "$type": "number", "$value": 1 } }"#,
        #"{ "c": { "$type": "color", "$value": "color-mix(in srgb, red 50%, white)" }, "z": { "$type": "number", "$value": 1 } }"#,
    ])
    func aCSSRuntimeFunctionIsLeftOut(_ json: String) {
        let report = buildJSON(json)
        #expect(report.succeeded)
        #expect(report.diagnostics.compactMap(\.leftOut).map(\.cause) == [.cssFunction])
        #expect(buildJSON(json, strict: true).diagnostics.filter { $0.severity == .error }.count == 1)
    }

    /// CSS's `normal` letter-spacing, word-spacing and gap compute to zero; a line height named
    /// so keeps its own reading.
    @Test func normalSpacingIsZero() throws {
        let report = buildJSON(#"{ "letter_spacing": { "normal": { "$type": "dimension", "$value": "normal" } }, "z": { "$type": "number", "$value": 1 } }"#)
        #expect(report.succeeded)
        let token = try #require(report.theme.tokens.first { $0.path.description == "letter_spacing.normal" })
        guard case .dimension(let zero) = token.values[0].value else { Issue.record("not a dimension"); return }
        #expect(zero.value.value == 0 && zero.unit == .px)
        #expect(Self.summary(report) == [
            #"warning non-standard-value 1:67 CSS's "normal" spacing (letter-spacing, word-spacing, gap) is 0; it is read as 0px (write {"value": 0, "unit": "px"})"#,
        ])
        let lineHeight = buildJSON(#"{ "line-height": { "body": { "$type": "dimension", "$value": "normal" } }, "z": { "$type": "number", "$value": 1 } }"#)
        #expect(lineHeight.theme.tokens.map(\.path.description) == ["z"])
        #expect(buildJSON(#"{ "gap": { "$type": "dimension", "$value": "normal" } }"#, strict: true).diagnostics.map(\.code) == [.invalidValue])
    }
}
