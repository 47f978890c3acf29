import Testing
@testable import TokenCompiler
@testable import TokenJSON
@testable import TokenModel
@testable import SwiftOutput

/// Values Tokens Studio builds as text (`"2 / $base"`, `"{scale.54}rem"`, `"$scale.8 rem"`): read
/// as the maths they mean, computed over the referenced tokens' text as the plugin computes.
@Suite struct StringBuiltValueTests {
    @Test(arguments: [
        ("2 / $baserem", "2 / {baserem}"),
        ("$scale.8 rem", "{scale.8} * 1rem"),
        ("{scale.54}rem", "{scale.54} * 1rem"),
        ("{opacity.half}%", "{opacity.half} * 1%"),
        ("$a.b * 2.", "{a.b} * 2."),
        ("($a + $b_2) * 2", "({a} + {b_2}) * 2"),
        ("{a} * 2", "{a} * 2"),
        ("{a} px {b}", "{a} px {b}"),
        ("1px solid {border.color}", "1px solid {border.color}"),
        ("Pay $5 now", "Pay $5 now"),
        ("{a}remainder", "{a}remainder"),
    ])
    func rewritesReferencesAsMaths(text: String, expected: String) {
        #expect(StringBuiltValue.rewrite(text) == expected)
    }

    /// Whatever the text, a rewrite that does not compute keeps the value as written: a sentence
    /// with `$` in it stays text.
    @Test(arguments: ["Pay $amount now", "$", "$$", "{a}} rem", "costs $x.", "{a} rem {b}", "}rem", "$a rem $b"])
    func textThatDoesNotComputeIsKeptAsWritten(text: String) throws {
        let json = try JSONDocument(parsing: Array(JSONWriter(indentation: "").text(of: .string(text)).utf8)).root
        #expect(json.stringValue == text)
        #expect(StringBuiltValue.maths(json, file: "t.json") == nil)
    }

    static let scale = ##"""
        {
          "baserem": { "value": "16", "type": "fontSizes" },
          "scale": {
            "2": { "value": "2 / $baserem", "type": "dimension" },
            "8": { "value": "8 / $baserem", "type": "dimension" }
          },
          "space": { "value": "{scale.2}rem", "type": "spacing" },
          "font": { "value": "$scale.8 rem", "type": "fontSizes" },
          "ratio": { "value": "{baserem} * 1.5", "type": "number" },
          "label": { "value": "Pay $baserem now", "type": "text" },
          "caption": { "value": "$baserem px", "type": "text" },
          "red": { "value": "#ff0000", "type": "color" },
          "tint": { "value": "rgba($red, 0.1)", "type": "color" }
        }
        """##

    @Test func computesOverTheReferencedTextAsTheToolDoes() throws {
        let report = buildJSON(Self.scale)
        #expect(report.succeeded, "\(report.diagnostics)")
        let values = Dictionary(uniqueKeysWithValues: report.theme.tokens.map { ($0.path.description, FolderLayoutTests.compact(JSONOutput($0.values[0].value))) })
        // "2 / 16": the bare "16" is put into the text, so the quotient is a plain number (read as px).
        #expect(values["scale.2"] == #"{ "value": 0.125, "unit": "px" }"#)
        // "0.125" and "rem" make "0.125rem"; "0.5 rem" is rem too.
        #expect(values["space"] == #"{ "value": 0.125, "unit": "rem" }"#)
        #expect(values["font"] == #"{ "value": 0.5, "unit": "rem" }"#)
        #expect(values["ratio"] == "24")
        #expect(values["label"] == #""Pay $baserem now""#)
        // A text token keeps its text: no maths is read into it.
        #expect(values["caption"] == #""$baserem px""#)
        #expect(values["tint"] == ##"{ "colorSpace": "srgb", "components": [ 1, 0, 0 ], "alpha": 0.1, "hex": "#ff0000" }"##)
        let summary = DialectReadingTests.summary(report)
        #expect(summary.contains(#"warning legacy-mapping 4:21 "2 / $baserem" is built as text by Tokens Studio, which puts each reference's value in its place; read as "2 / {baserem}" (write "2 / {baserem}")"#))
        #expect(summary.contains(#"warning legacy-mapping 8:22 "$scale.8 rem" is built as text by Tokens Studio, which puts each reference's value in its place; read as "{scale.8} * 1rem" (write "{scale.8} * 1rem")"#))
        #expect(summary.contains(#"warning non-standard-value 7:23 "{scale.2} * 1rem" is Tokens Studio maths, which the DTCG format does not have; it is evaluated as 0.125rem (write "0.125rem")"#))
    }

    /// A unit after a reference to a size written with one is no text the plugin can apply
    /// (`8px` and `rem` make `8pxrem`): an error, where it is written.
    @Test func aUnitAfterASizeWithAUnitIsAnError() {
        let report = buildJSON(##"{ "base": { "value": "8px", "type": "spacing" }, "space": { "value": "{base}rem", "type": "spacing" } }"##)
        #expect(!report.succeeded)
        #expect(report.diagnostics.filter { $0.severity == .error }.map { "\($0.location?.line ?? 0):\($0.location?.column ?? 0) \($0.code)" } == ["1:78 invalid-value"])
        #expect(report.diagnostics.filter { $0.severity == .error }.map(\.message) == [
            #""{base} * 1rem" cannot be evaluated: cannot multiply '{base}' (8px) by '1rem': 'px' and 'rem' do not convert"#,
        ])
    }

    /// Each member of a typography, shadow or border built as text (`"lineHeight": "$ratio *
    /// $size"`) is the maths it means, as the plugin resolves an object's members one by one: the
    /// token is read, where it was left out as maths tokenc does not evaluate.
    @Test func compositeMembersBuiltAsTextAreTheirMaths() throws {
        let report = buildJSON(##"""
            {
              "size": { "type": "spacing", "value": "4" },
              "ratio": { "type": "lineHeights", "value": "1.25" },
              "black": { "type": "color", "value": "#000000" },
              "body": { "type": "typography", "value": { "fontFamily": "Inter", "fontWeight": "400", "fontSize": "$size * 4", "lineHeight": "$ratio * $size * 4" } },
              "shadow": { "type": "boxShadow", "value": { "x": "0", "y": "$size", "blur": "$size * 2", "spread": "0", "color": "$black", "type": "dropShadow" } },
              "border": { "type": "border", "value": { "color": "$black", "width": "$size / 4", "style": "solid" } }
            }
            """##)
        #expect(report.validation.leftOut.tokens.isEmpty)
        func text(_ path: String) -> String? { report.theme.tokens.first { $0.path.description == path }?.value(in: 0).map { FolderLayoutTests.compact(JSONOutput($0.value)) } }
        #expect(text("body")?.contains(#""fontSize": { "value": 16, "unit": "px" }"#) == true)
        #expect(text("body")?.contains(#""lineHeight": 1.25"#) == true)
        #expect(text("shadow")?.contains(#""blur": { "value": 8, "unit": "px" }"#) == true)
        #expect(text("border")?.contains(#""width": { "value": 1, "unit": "px" }"#) == true)
        #expect(report.diagnostics.filter { $0.message.contains("is built as text by Tokens Studio") }.map { "\($0.location!.position)" } == ["5:102", "5:129", "6:79", "7:72"])
    }
}
