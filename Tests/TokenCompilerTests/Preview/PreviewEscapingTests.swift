import Testing
@testable import TokenCompiler
@testable import TokenModel
@testable import Preview

/// Hostile token text never becomes markup, script or style.
@Suite struct PreviewEscapingTests {
    @Test func markupCharactersAreEscaped() {
        #expect(HTML.escape(#"<script>alert("x")</script>"#) == "&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;")
        #expect(HTML.escape("Tom & Jerry's") == "Tom &amp; Jerry&#39;s")
        #expect(HTML.escape("&lt;") == "&amp;lt;")
        #expect(HTML.escape("plain text, émoji 🎨") == "plain text, émoji 🎨")
    }

    @Test func bidiAndInvisibleControlsAreShownNotObeyed() {
        #expect(HTML.escape("abc\u{202E}fed") == "abc[U+202E]fed")
        #expect(HTML.escape("\u{2066}x\u{2069}") == "[U+2066]x[U+2069]")
        #expect(HTML.escape("a\u{200B}b\u{0000}c\u{1B}") == "a[U+200B]b[U+0000]c[U+001B]")
        #expect(HTML.escape("line\nnext\ttab") == "line\nnext\ttab")
    }

    @Test func anchorsAreSafeAndDistinct() {
        #expect(HTML.anchor("t", ["color", "brand", "primary"]) == "t.color.brand.primary")
        #expect(HTML.anchor("t", ["a b", "<x>"]) == "t.a_20b._3cx_3e")
        // `_` is itself encoded, so no two paths share an anchor.
        #expect(HTML.anchor("t", ["a_2e"]) != HTML.anchor("t", ["a.", ""]))
        #expect(HTML.anchor("t", ["a_2eb"]) == "t.a_5f2eb")
        #expect(HTML.anchor("t", ["$root"]) == "t._24root")
        for anchor in [HTML.anchor("g", ["\"'<>&", "\u{202E}", "é"])] {
            #expect(anchor.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "._-".contains($0)) })
        }
    }

    @Test func cssStringsCannotEndTheDeclarationOrTheStyleElement() {
        let css = CSS.string("x\"; background:url(//evil)</style><script>")
        #expect(!css.dropFirst().dropLast().contains("\""))
        #expect(!css.contains("<") && !css.contains(";") && !css.contains("(") && !css.contains("/"))
        #expect(CSS.string("SF Pro Text") == "\"SF Pro Text\"")
        #expect(CSS.fontFamily(FontFamilyValue(names: ["Inter", "sans-serif"])) == "\"Inter\", sans-serif")
        #expect(CSS.fontFamily(FontFamilyValue(names: ["SF Pro Rounded"])) == "\"SF Pro Rounded\", sans-serif")
    }

    @Test func attributeValuesAreEscapedByTheWriter() {
        var html = HTMLWriter()
        html.element("td", [.data("token", #"a"b<c>"#), .title("it's")], text: "</td><script>")
        #expect(html.output == #"<td data-token="a&quot;b&lt;c&gt;" title="it&#39;s">&lt;/td&gt;&lt;script&gt;</td>"#)
        var empty = HTMLWriter()
        empty.element("p", [.class("")], text: "x")
        #expect(empty.output == "<p>x</p>")
    }

    /// A whole page from hostile names, descriptions, font names and deprecation reasons.
    @Test func aHostileThemeInjectsNothing() throws {
        let report = validateJSON(PreviewFixtures.hostileJSON, options: ReaderOptions())
        #expect(!report.diagnostics.containsErrors, "\(report.diagnostics)")
        let page = PreviewPage(theme: report.theme).render()
        let lowered = page.lowercased()
        #expect(lowered.components(separatedBy: "<script").count == 2, "only the page's own script")
        #expect(lowered.components(separatedBy: "</script>").count == 2)
        #expect(!lowered.contains("<img"))
        #expect(!lowered.contains("onmouseover=\""))
        #expect(lowered.components(separatedBy: "</style>").count == 2, "only the page's own style element ends")
        #expect(lowered.components(separatedBy: "<style>").count == 2)
        #expect(!page.unicodeScalars.contains { HTML.isHidden($0) && $0 != "\n" && $0 != "\t" })
        #expect(page.contains("[U+202E]"))
        #expect(page.contains("&lt;script&gt;alert(1)&lt;/script&gt;"))
        #expect(page.contains(#"<li id="t.hostile._3cscript_3ealert_281_29_3c_2fscript_3e""#))
        #expect(page.contains("&quot; onmouseover=&quot;alert(2)"))
        // Every token of the theme has its row, found by its anchor.
        let rows = PreviewDOM.rows(page)
        for token in report.theme.tokens {
            #expect(rows[token.path.description] != nil, "\(token.path)")
        }
        #expect(rows.count == report.theme.tokens.count)
    }
}

enum PreviewFixtures {
    /// Token text that would inject markup, script or style if it were not escaped.
    static let hostileJSON = #"""
        {
          "hostile": {
            "$type": "color",
            "<script>alert(1)</script>": {
              "$value": { "colorSpace": "srgb", "components": [1, 0, 0] },
              "$description": "</td></tr></table><img src=x onerror=alert(3)><script>alert(4)</script>"
            },
            "\" onmouseover=\"alert(2)": {
              "$value": { "colorSpace": "srgb", "components": [0, 0, 1] },
              "$deprecated": "</style><script>alert(5)</script>"
            },
            "abc\u202Efed": { "$value": { "colorSpace": "srgb", "components": [0, 1, 0] }, "$description": "bidi \u2066 isolate" }
          },
          "color": {
            "$type": "color",
            "background": { "</style>": { "$value": { "colorSpace": "srgb", "components": [1, 1, 1] } } },
            "text": { "'quoted'": { "$value": "{hostile.<script>alert(1)</script>}" } }
          },
          "font": {
            "evil": {
              "$type": "fontFamily",
              "$value": ["x\"; } </style><script>alert(6)</script>", "serif"]
            }
          },
          "typography": {
            "evil": {
              "$type": "typography",
              "$value": {
                "fontFamily": "{font.evil}",
                "fontSize": { "value": 16, "unit": "px" },
                "fontWeight": 400,
                "letterSpacing": { "value": 0, "unit": "px" },
                "lineHeight": 1.5
              },
              "$description": "<style>body{display:none}</style>"
            }
          },
          "component": {
            "<b>kind</b>": {
              "$extensions": { "dev.tokenc.component": { "slots": ["slot"] } },
              "<i>variant</i>": {
                "slot": { "foreground": { "$type": "color", "$value": "{color.text.'quoted'}", "$description": "<u>slot</u>" } }
              }
            }
          }
        }
        """#
}
