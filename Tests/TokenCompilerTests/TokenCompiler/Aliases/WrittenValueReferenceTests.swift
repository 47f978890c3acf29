import Foundation
import Testing
@testable import TokenCompiler
@testable import TokenModel
@testable import SwiftOutput

/// Tokens Studio and Style Dictionary copy a referenced value as written and read it by the type
/// of the token that references it: a number token that references a dimension written `"18"`
/// is 18, and a typography whose letter spacing references `"-1%"` spaces by its own font size.
@Suite struct WrittenValueReferenceTests {
    static func summary(_ report: BuildReport) -> [String] {
        report.diagnostics.map { "\($0.severity) \($0.code) \($0.location.map { "\($0.file):\($0.position.line):\($0.position.column)" } ?? "-") \($0.message)" }
    }

    static func value(_ report: BuildReport, _ path: String) -> TokenValue? {
        report.theme.tokens.first { $0.path.description == path }?.values[0].value
    }

    static let numberFromDimension = """
        {
          "size": {
            "base": { "$type": "dimension", "$value": "18" },
            "step": { "$type": "dimension", "$value": 4 },
            "px": { "$type": "dimension", "$value": "18px" }
          },
          "ratio": { "$type": "number", "$value": "{size.base}" },
          "steps": { "$type": "number", "$value": "{size.step}" }
        }
        """

    @Test func aNumberReferencingAUnitlessDimensionIsThatNumber() {
        let report = buildJSON(Self.numberFromDimension)
        #expect(report.succeeded)
        #expect(Self.value(report, "ratio") == .number(NumberLiteral(value: 18, text: "18")))
        #expect(Self.value(report, "steps") == .number(NumberLiteral(value: 4, text: "4")))
        #expect(Self.value(report, "size.base") == .dimension(DimensionValue(value: NumberLiteral(value: 18, text: "18"), unit: .px)))
        let readings = Self.summary(report).filter { $0.contains("where a number is expected") }
        #expect(readings == [
            #"warning non-standard-value base.json:7:43 '{size.base}' is a dimension token written "18", without a unit, where a number is expected; read as the number 18, the value as written, as Tokens Studio and Style Dictionary copy it (write 18, or give 'size.base' "$type": "number")"#,
            #"warning non-standard-value base.json:8:43 '{size.step}' is a dimension token written 4, without a unit, where a number is expected; read as the number 4, the value as written, as Tokens Studio and Style Dictionary copy it (write 4, or give 'size.step' "$type": "number")"#,
        ])
        #expect(report.diagnostics.first { $0.message.hasPrefix("'{size.base}'") }?.notes.first?.location?.position.line == 3)
    }

    @Test func strictKeepsTheTypeMismatch() {
        let report = buildJSON(Self.numberFromDimension, strict: true)
        #expect(Self.summary(report).filter { $0.hasPrefix("error type-mismatch") } == [
            "error type-mismatch base.json:7:43 '{size.base}' is a dimension token, but a number is expected here",
            "error type-mismatch base.json:8:43 '{size.step}' is a dimension token, but a number is expected here",
        ])
    }

    /// A dimension written with its unit is no number: copied as written it is `18px`.
    @Test func aDimensionWithAUnitStaysATypeMismatch() {
        let report = buildJSON(#"{ "d": { "$type": "dimension", "$value": "18px" }, "n": { "$type": "number", "$value": "{d}" } }"#)
        #expect(Self.summary(report).filter { $0.hasPrefix("error") } == [
            "error type-mismatch base.json:1:88 '{d}' is a dimension token, but a number is expected here",
        ])
    }

    static let referencedLetterSpacing = """
        {
          "letter-spacing": {
            "tight": { "$type": "letterSpacing", "$value": "-1%" },
            "alias": { "$type": "letterSpacing", "$value": "{letter-spacing.wide}" },
            "wide": { "$type": "dimension", "$value": "0.05em" }
          },
          "heading": { "$type": "typography", "$value": {
            "fontFamily": "Inter", "fontSize": "48", "fontWeight": 600, "lineHeight": 1.2, "letterSpacing": "{letter-spacing.tight}" } },
          "body": { "$type": "typography", "$value": {
            "fontFamily": "Inter", "fontSize": "20", "fontWeight": 400, "lineHeight": 1.5, "letterSpacing": "{letter-spacing.alias}" } },
          "gap": { "$type": "dimension", "$value": { "value": 8, "unit": "px" } }
        }
        """

    @Test func aTypographyReadsAReferencedRelativeLetterSpacingByItsFontSize() throws {
        let report = buildJSON(Self.referencedLetterSpacing)
        #expect(report.succeeded)
        let heading = try #require(Self.value(report, "heading")?.typography)
        #expect(heading.letterSpacing == DimensionValue(value: NumberLiteral(-0.48), unit: .px))
        let body = try #require(Self.value(report, "body")?.typography)
        #expect(body.letterSpacing == DimensionValue(value: NumberLiteral(1), unit: .px))
        // The spacing tokens alone cannot know a font size: they stay left out.
        #expect(Self.value(report, "letter-spacing.tight") == nil)
        #expect(Self.summary(report).filter { $0.contains("relative to the font size") } == [
            #"warning non-standard-value base.json:8:101 letter spacing "-1%" (from '{letter-spacing.tight}') is relative to the font size 48px; read as -0.48px (write {"value": -0.48, "unit": "px"})"#,
            #"warning non-standard-value base.json:10:101 letter spacing "0.05em" (from '{letter-spacing.wide}') is relative to the font size 20px; read as 1px (write {"value": 1, "unit": "px"})"#,
        ])
        #expect(report.diagnostics.filter { $0.code == .leftOut }.map { $0.location!.position.line } == [3, 4, 5])
    }

    @Test func strictLeavesTheTypographyOutWithItsSpacing() {
        let report = buildJSON(Self.referencedLetterSpacing, strict: true)
        #expect(Self.value(report, "heading") == nil)
        #expect(!report.diagnostics.contains { $0.message.contains("relative to the font size") })
    }
}
