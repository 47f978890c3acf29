import Testing
import Foundation
@testable import TokenCompiler
@testable import TokenModel
@testable import SwiftOutput

/// Tokens Studio resolves a reference by putting the referenced value's text in its place: a
/// `text`/`other`/`number` token referenced where a font family, a dimension or a font weight is
/// expected, references inside `hsl(…)`, a `%` letter spacing named by a typography. Its
/// `composition` tokens expand into one token per property (sd-transforms' expand); a CSS
/// gradient in a color token is left out. Each is read with a warning, and is the format's error
/// under `--strict`.
@Suite struct TokensStudioSubstitutionTests {
    static let references = """
    {
      "font": { "value": "Roboto", "type": "text" },
      "size": { "value": "16", "type": "other" },
      "tracking": { "value": 0.4, "type": "number" },
      "body": { "type": "typography", "value": {
        "fontFamily": "{font}", "fontSize": "{size}", "fontWeight": "400", "letterSpacing": "{tracking}", "lineHeight": "1.5" } }
    }
    """

    @Test func referencedTextIsReadAsThePositionsType() throws {
        let report = validateJSON(Self.references, options: ReaderOptions())
        #expect(!report.diagnostics.containsErrors, "\(report.diagnostics)")
        guard case .typography(let body)? = report.value("body") else {
            Issue.record("body is \(String(describing: report.value("body")))")
            return
        }
        #expect(body.fontFamily.names == ["Roboto"])
        #expect(body.fontSize == DimensionValue(value: NumberLiteral(value: 16, text: "16"), unit: .px))
        #expect(body.letterSpacing == DimensionValue(value: NumberLiteral(value: 0.4, text: "0.4"), unit: .px))
        let warnings = report.diagnostics.filter { $0.code == .nonStandardValue && $0.message.contains("put a referenced value in place") }
        #expect(warnings.map { "\($0.location!.position)" } == ["6:19", "6:41", "6:89"])
        #expect(warnings.first?.message == "'{font}' is a string token; its value \"Roboto\" is read as a fontFamily here, as Tokens Studio and Style Dictionary put a referenced value in place of the reference (give 'font' the type fontFamily)")
    }

    @Test func strictKeepsTheTypeMismatch() {
        let report = validateJSON(Self.references, options: ReaderOptions(strict: true))
        #expect(report.value("body") == nil)
        #expect(!report.diagnostics.contains { $0.message.contains("put a referenced value in place") })
        let errors = report.diagnostics.filter { $0.code == .typeMismatch }
        #expect(errors.map { "\($0.location!.position)" } == ["6:89"])
    }

    /// One leniency for every file shape: a `$value` file (Tokens Studio's, Figma's STRING
    /// variables) reads the referenced text alike; `--strict` keeps the format's error.
    @Test func formatFilesReadTheReferencedTextToo() {
        let json = """
        {
          "font": { "$value": "Roboto", "$type": "string" },
          "family": { "$value": "{font}", "$type": "fontFamily" }
        }
        """
        let report = validateJSON(json, options: ReaderOptions())
        #expect(report.value("family") == .fontFamily(FontFamilyValue(names: ["Roboto"], isSingleName: true)))
        #expect(report.diagnostics.map { "\($0.code) \($0.location!.position)" } == ["non-standard-value 3:25"])
        let strict = validateJSON(json, options: ReaderOptions(strict: true))
        #expect(!strict.succeeded)
        #expect(strict.value("family") == nil)
    }

    static let colorFunction = """
    {
      "hue": { "value": "228", "type": "number" },
      "saturation": { "value": "45%", "type": "number" },
      "lightness": { "value": "44%", "type": "number" },
      "brand": { "value": "hsl({hue} {saturation} {lightness})", "type": "color" },
      "fade": { "value": "linear-gradient(90deg, #000000 0%, #ffffff 100%)", "type": "color" }
    }
    """

    @Test func colorFunctionOverReferencesReadsTheirText() {
        let report = validateJSON(Self.colorFunction, options: ReaderOptions())
        #expect(!report.diagnostics.containsErrors, "\(report.diagnostics)")
        guard case .color(let brand)? = report.value("brand") else {
            Issue.record("brand is \(String(describing: report.value("brand")))")
            return
        }
        // hsl(228 45% 44%), in its own space (#3e52a3 in sRGB).
        #expect(brand.colorSpace == .hsl)
        #expect(brand.components.map { if case .number(let n) = $0 { n.value } else { -1 } } == [228, 45, 44])
        let warning = report.diagnostics.first { $0.message.contains("its references replaced") }
        #expect(warning?.message.hasPrefix("\"hsl({hue} {saturation} {lightness})\" is read as \"hsl(228 45% 44%)\"") == true)
        #expect(warning.map { "\($0.location!.position)" } == "5:23")
        // The gradient is left out, for the CSS function it is.
        #expect(report.value("fade") == nil)
        let leftOut = report.diagnostics.filter { $0.code == .leftOut }
        #expect(leftOut.map { "\($0.location!.position)" } == ["6:22"])
        #expect(leftOut.first?.leftOut?.cause == .cssFunction)
    }

    @Test func strictLeavesTheColorFunctionAnError() {
        let report = validateJSON(Self.colorFunction, options: ReaderOptions(strict: true))
        let errors = report.diagnostics.filter { $0.severity == .error }.map { "\($0.location!.position)" }
        #expect(errors.contains("5:23"))
        // Under --strict the gradient is no CSS color, where its name is written.
        #expect(errors.contains("6:23"))
    }

    static let composition = """
    {
      "red": { "value": "#ff0000", "type": "color" },
      "space": { "value": "8", "type": "spacing" },
      "card": {
        "value": { "fill": "{red}", "paddingTop": "{space}", "border": "#00ff00", "borderTop": "0", "opacity": "50%" },
        "type": "composition",
        "description": "A card"
      },
      "tracking": { "value": "-2%", "type": "letterSpacing" },
      "caption": { "type": "typography", "value": {
        "fontFamily": "Inter", "fontSize": "20", "fontWeight": "400", "letterSpacing": "{tracking}", "lineHeight": "1.5" } }
    }
    """

    @Test func compositionExpandsIntoATokenPerProperty() {
        let report = validateJSON(Self.composition, options: ReaderOptions())
        #expect(!report.diagnostics.containsErrors, "\(report.diagnostics)")
        #expect(report.token("card.fill").flatMap { if case .color(let c) = $0.value { c.hex } else { nil } } == "#ff0000")
        #expect(report.value("card.paddingTop") == .dimension(DimensionValue(value: NumberLiteral(value: 8, text: "8"), unit: .px)))
        // A border written as a color is the plugin's older border color.
        #expect(report.token("card.border").flatMap { if case .color(let c) = $0.value { c.hex } else { nil } } == "#00ff00")
        #expect(report.value("card.opacity") == .number(NumberLiteral(value: 0.5, text: "0.5")))
        #expect(report.token("card.fill")?.description == "A card")
        #expect(report.token("card.fill")?.location.position.description == "5:16")
        // A border side as text is not applied by the plugin either.
        #expect(report.token("card.borderTop") == nil)
        let ignored = report.diagnostics.filter { $0.code == .ignoredProperty }
        #expect(ignored.map { "\($0.location!.position)" } == ["5:79"])
        let expansion = report.diagnostics.filter { $0.message.contains("'composition' is a Tokens Studio type") }
        #expect(expansion.map { "\($0.location!.position)" } == ["6:13"])
        #expect(expansion.first?.message == "'composition' is a Tokens Studio type, not one of the format's; as sd-transforms expands it, each property of a composition token is read as a token of its own in this file: 'card' gives 'card.fill' (color), 'card.paddingTop' (dimension), 'card.border' (color), 'card.opacity' (number) (write those tokens)")
        // A letter spacing in % named by a typography is that share of its font size.
        guard case .typography(let caption)? = report.value("caption") else {
            Issue.record("caption is \(String(describing: report.value("caption")))")
            return
        }
        #expect(caption.letterSpacing.value.value == -0.4)
        #expect(caption.letterSpacing.unit == .px)
    }

    /// A `border` written as text that is no color (`"0"`, meant as none; cosnova's) is applied
    /// by the plugin as the border's color, which Figma refuses: nothing is applied, so the
    /// property is ignored with a warning. It failed the build as a color that is no color.
    @Test(arguments: ["0", "none", "2px solid", "linear-gradient(45deg, #707070 0%, #3e3e3e 100%)"])
    func aBorderTextThatIsNoColorIsIgnored(_ border: String) {
        let report = validateJSON(##"{ "card": { "value": { "fill": "#ffffff", "border": "\##(border)" }, "type": "composition" } }"##, options: ReaderOptions())
        #expect(!report.diagnostics.containsErrors, "\(report.diagnostics)")
        #expect(report.token("card.border") == nil)
        #expect(report.token("card.fill") != nil)
        #expect(report.diagnostics.filter { $0.code == .ignoredProperty }.map(\.message) == [
            "'card.border' is \"\(border)\", which Tokens Studio applies as the border's color when it is text, and it is no color; it is ignored",
        ])
    }

    /// A `border` that is a color however it is written, six hex digits without `#` included, is
    /// the border's color.
    @Test(arguments: ["#00ff00", "00ff00", "rgb(0, 255, 0)", "lime"])
    func aBorderTextThatIsAColorIsTheBordersColor(_ border: String) {
        let report = validateJSON(##"{ "card": { "value": { "fill": "#ffffff", "border": "\##(border)" }, "type": "composition" } }"##, options: ReaderOptions())
        #expect(report.token("card.border").flatMap { if case .color(let c) = $0.value { c.hex } else { nil } } == "#00ff00")
    }

    @Test func strictMakesCompositionAnError() {
        let report = validateJSON(Self.composition, options: ReaderOptions(strict: true))
        let errors = report.diagnostics.filter { $0.severity == .error && $0.message.contains("'composition' is a Tokens Studio type") }
        #expect(errors.map { "\($0.location!.position)" } == ["6:13"])
    }
}
