import Foundation
import Testing
@testable import Lowering
@testable import TokenCompiler
@testable import TokenModel
@testable import SwiftOutput

/// What the tools that write token files accept and tokenc once refused, read as those tools
/// read it, with a warning (the format's error under `--strict`): found on repositories built as
/// downloaded.
@Suite struct ToolLeniencyTests {
    static func printed(_ report: ValidationReport) -> [String] {
        report.diagnostics.map { "\($0.severity) \($0.code) \($0.location.map { "\($0.position.line):\($0.position.column)" } ?? "-") \($0.message)" }
    }

    /// Style Dictionary collects only objects, and Terrazzo skips what is no object: a group
    /// member written without `$value` is ignored, and its siblings build.
    @Test func aGroupMemberThatIsNoObjectIsIgnored() {
        let json = #"{ "border-width": { "$type": "dimension", "none": "{grid.0}", "thin": { "$value": { "value": 1, "unit": "px" } } } }"#
        let report = validateJSON(json, options: ReaderOptions())
        #expect(Self.printed(report) == [
            #"warning legacy-mapping 1:51 'none' holds a string where a token or a group (an object) goes: ignored, as Style Dictionary and Terrazzo ignore it (write {"$value": …} to keep it as a token)"#,
        ])
        #expect(report.theme.tokens.map(\.path.description) == ["border-width.thin"])
        #expect(validateJSON(json, options: ReaderOptions(strict: true)).diagnostics.map(\.severity) == [.error])
    }

    /// A key written twice is read as `JSON.parse` reads it, the second winning, with a warning
    /// at the second and a note at the first; under `--strict`, the error it was.
    @Test func aKeyWrittenTwiceIsReadAsJSONParseReadsIt() {
        let json = """
            {
              "gap": { "$type": "number", "$value": 1 },
              "gap": { "$type": "number", "$value": 2 }
            }
            """
        let report = validateJSON(json, options: ReaderOptions())
        #expect(Self.printed(report) == [
            "warning duplicate-key 3:3 the key 'gap' appears twice in one object: the second is read, as JavaScript's JSON.parse reads it; remove the first",
        ])
        #expect(report.diagnostics.first?.notes.map { "\($0.location?.position.line ?? 0):\($0.location?.position.column ?? 0)" } == ["2:3"])
        #expect(report.value("gap") == .number(NumberLiteral(value: 2, text: "2")))
        let strict = validateJSON(json, options: ReaderOptions(strict: true))
        #expect(strict.diagnostics.map { "\($0.severity) \($0.code)" } == ["error duplicate-key"])
    }

    /// Tokens Studio finds `$name` anywhere in a value: in a CSS shorthand it is the reference
    /// braces write, and the shorthand is then read (here left out, as a list of sizes is).
    @Test func aDollarReferenceInAShorthandIsTheReference() throws {
        let json = #"{ "spacing": { "01": { "$type": "spacing", "$value": "4px" } }, "inset": { "$type": "spacing", "$value": "0 0 $spacing.01 0" } }"#
        let report = validateJSON(json, options: ReaderOptions())
        #expect(report.succeeded, "\(Self.printed(report))")
        #expect(Self.printed(report).contains(
            #"warning legacy-mapping 1:106 "0 0 $spacing.01 0" is built as text by Tokens Studio, which puts each reference's value in its place; read as "0 0 {spacing.01} 0" (write "0 0 {spacing.01} 0")"#),
            "\(Self.printed(report))")
        #expect(report.leftOut.tokens.map(\.path.description) == ["inset"])
        // A sentence holding `$` is still text.
        let sentence = validateJSON(#"{ "note": { "$type": "string", "$value": "Pay $price now" } }"#, options: ReaderOptions())
        #expect(sentence.value("note") == .string("Pay $price now"))
    }

    /// Tokens Studio makes every member of a border optional: without a color there is nothing
    /// to draw, so the token is left out with a warning, not an error.
    @Test func aBorderWithoutAColorIsLeftOut() {
        let json = #"{ "outline": { "$type": "border", "$value": { "style": "solid" } }, "z": { "$type": "number", "$value": 1 } }"#
        let report = validateJSON(json, options: ReaderOptions())
        #expect(Self.printed(report) == [
            "warning left-out 1:45 'outline' is left out of the theme: a border without 'color' (Tokens Studio makes each member optional) has no color to draw with",
        ])
        #expect(validateJSON(json, options: ReaderOptions(strict: true)).diagnostics.map(\.severity) == [.error])
    }

    /// A type an untyped token's own name alone suggests (`transition-property.color`) gives way
    /// to its value: a word that is no color is text, as Style Dictionary passes it through. In a
    /// `color` group the same word is a misspelt color, an error.
    @Test func aWordUnderATypeItsOwnNameSuggestsIsText() {
        let named = validateJSON(#"{ "transition-property": { "color": { "value": "color" }, "opacity": { "value": "opacity" } } }"#, options: ReaderOptions())
        #expect(named.succeeded, "\(Self.printed(named))")
        #expect(named.value("transition-property.color") == .string("color"))
        let grouped = validateJSON(#"{ "color": { "brand": { "value": "blu" } } }"#, options: ReaderOptions())
        #expect(grouped.diagnostics.contains { $0.severity == .error && $0.code == .invalidValue })
    }

    /// Style Dictionary puts a referenced value's text in place of its reference: a hex with an
    /// alpha written after the reference is that color at that alpha, and a shadow made of a part
    /// that is no shadow alone (left out) and a color is the shadow the text makes.
    @Test func referencesInTextGiveTheirWrittenValues() throws {
        let report = validateJSON(#"""
            { "color": { "brand": { "value": "#336699" }, "tint": { "value": "{color.brand.value}1A" } },
              "shadow": { "piece": { "value": "0 1px 2px 0" }, "full": { "type": "shadow", "value": "{shadow.piece.value} #000000" } } }
            """#, options: ReaderOptions())
        guard case .color(let tint)? = report.value("color.tint") else {
            Issue.record("no color: \(Self.printed(report))")
            return
        }
        #expect(tint.colorSpace == .srgb && abs(tint.opacity - 26.0 / 255) < 1e-9)
        guard case .shadow(let shadow)? = report.value("shadow.full") else {
            Issue.record("no shadow: \(Self.printed(report))")
            return
        }
        #expect(shadow.layers.map(\.blur.value.value) == [2])
        #expect(report.leftOut.tokens.map(\.path.description) == ["shadow.piece"])
        // Text that makes no color is left out, as before.
        let other = validateJSON(##"{ "color": { "brand": { "value": "#336699" }, "odd": { "value": "{color.brand.value} glow" } } }"##, options: ReaderOptions())
        #expect(other.leftOut.tokens.map(\.path.description) == ["color.odd"])
    }

    /// The parts of a shadow group (`shadows.overlay.blur-radius`) are of the part's type.
    @Test func thePartsOfAShadowGroupAreOfTheirTypes() {
        let report = validateJSON(#"""
            { "shadows": { "overlay": { "blur-radius": { "value": 16 }, "offset-x": { "value": "2px" }, "color": { "value": "#00000033" } } } }
            """#, options: ReaderOptions())
        #expect(report.succeeded, "\(Self.printed(report))")
        #expect(report.leftOut.tokens.isEmpty)
        #expect(report.theme.tokens.map { "\($0.path) \($0.type)" } == ["shadows.overlay.blur-radius dimension", "shadows.overlay.offset-x dimension", "shadows.overlay.color color"])
    }
}
