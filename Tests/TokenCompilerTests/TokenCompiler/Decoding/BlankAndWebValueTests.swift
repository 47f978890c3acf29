import Testing
@testable import TokenCompiler
@testable import TokenModel
@testable import SwiftOutput

/// Values found by trying tokenc on repositories the corpus does not hold: what their tools
/// write where the format has a value of its own, read the same in both file shapes.
@Suite struct BlankAndWebValueTests {
    /// The one token `t` of a file in either shape, with `z` beside it.
    static func read(_ type: String, _ value: String, dtcg: Bool) -> (report: BuildReport, value: TokenValue?) {
        let report = buildJSON(DialectReadingTests.file(type: type, value: value, dtcg: dtcg))
        return (report, report.theme.tokens.first { $0.path.description == "t" }?.values[0].value)
    }

    /// `null`, or `""` where a value of another type belongs (Style Dictionary's
    /// `"value": null` line heights, Tokens Studio's shadow `"color": ""`), gives no value: the
    /// token is left out, counted as "no value"; `--strict` keeps the format's error.
    @Test(arguments: [true, false])
    func noValueLeavesTheTokenOut(dtcg: Bool) {
        let null = Self.read("number", "null", dtcg: dtcg)
        #expect(DialectReadingTests.summary(null.report) == ["warning left-out 1:39 't' is left out of the theme: it has no value: null where a number belongs"])
        #expect(null.report.diagnostics.first?.leftOut?.cause == .noValue)
        #expect(null.value == nil)
        let shadow = Self.read("shadow", #"{ "offsetX": "0px", "offsetY": "0px", "blur": "0px", "spread": "0px", "color": "" }"#, dtcg: dtcg)
        #expect(DialectReadingTests.summary(shadow.report).last == #"warning left-out 1:118 't' is left out of the theme: it has no value: "" where a color belongs"#)
        #expect(shadow.value == nil)
        let text = Self.read("string", #""""#, dtcg: dtcg)
        #expect(text.value == .string(""))
        let strict = buildJSON(DialectReadingTests.file(type: "number", value: "null", dtcg: dtcg), strict: true)
        #expect(strict.diagnostics.map { "\($0.severity) \($0.code)" } == ["error invalid-value"])
    }

    /// Tokens Studio stores a boolean token's value as the text "true" or "false".
    @Test(arguments: [true, false])
    func booleanTextIsABoolean(dtcg: Bool) {
        let read = Self.read("boolean", #""false""#, dtcg: dtcg)
        #expect(read.value == .boolean(false))
        #expect(DialectReadingTests.summary(read.report) == [#"warning non-standard-value 1:40 the string "false" is read as the boolean false (write false)"#])
        #expect(buildJSON(DialectReadingTests.file(type: "boolean", value: #""false""#, dtcg: dtcg), strict: true).succeeded == false)
        #expect(Self.read("boolean", #""no""#, dtcg: dtcg).report.succeeded == false)
    }

    /// CSS's named easings are the Béziers CSS Easing defines, exactly; `cubic-bezier()` its
    /// four numbers; `steps()` has no Bézier and stays an error.
    @Test(arguments: [
        ("ease", "[0.25, 0.1, 0.25, 1]"), ("linear", "[0, 0, 1, 1]"), ("ease-in", "[0.42, 0, 1, 1]"),
        ("ease-out", "[0, 0, 0.58, 1]"), ("Ease-In-Out", "[0.42, 0, 0.58, 1]"), ("cubic-bezier(0.4, 0, 0.2, 1)", "[0.4, 0, 0.2, 1]"),
    ])
    func cssEasingsAreBeziers(_ text: String, _ points: String) throws {
        for dtcg in [true, false] {
            let read = Self.read("cubicBezier", "\"\(text)\"", dtcg: dtcg)
            guard case .cubicBezier(let curve)? = read.value else { Issue.record("not read: \(DialectReadingTests.summary(read.report))"); continue }
            #expect("[\([curve.x1, curve.y1, curve.x2, curve.y2].map(\.text).joined(separator: ", "))]" == points)
            #expect(DialectReadingTests.summary(read.report) == ["warning non-standard-value 1:44 the CSS easing \"\(text)\" is read as the cubic Bézier \(points) (write \(points))"])
        }
        #expect(CSSEasing.curve("steps(4, end)") == nil)
        #expect(CSSEasing.curve("cubic-bezier(0.4, 0, 0.2)") == nil)
        #expect(buildJSON(DialectReadingTests.file(type: "cubicBezier", value: #""ease""#, dtcg: true), strict: true).succeeded == false)
    }

    /// A font stack that references font tokens (Tokens Studio's fallback lists) is the list of
    /// what they name, in order, with names written beside them.
    @Test func aFontStackOfReferencesIsTheirList() throws {
        let report = buildJSON(#"""
            { "brand": { "value": "Avenir Next", "type": "fontFamilies" },
              "system": { "value": ["Helvetica Neue", "Arial"], "type": "fontFamily" },
              "stack": { "value": "{brand},{system}, sans-serif", "type": "fontFamilies" } }
            """#)
        #expect(report.succeeded)
        let stack = try #require(report.theme.tokens.first { $0.path.description == "stack" })
        #expect(stack.values[0].value == .fontFamily(FontFamilyValue(names: ["Avenir Next", "Helvetica Neue", "Arial", "sans-serif"])))
        #expect(DialectReadingTests.summary(report).contains(#"warning non-standard-value 3:23 the font stack "{brand},{system}, sans-serif" is read as the list of 4 names its references and names give (write ["Avenir Next", "Helvetica Neue", "Arial", "sans-serif"])"#))
        let broken = buildJSON(#"{ "stack": { "value": "{brand}, sans-serif", "type": "fontFamilies" } }"#)
        #expect(broken.diagnostics.map(\.code) == [.brokenReference, .nonStandardType])
    }

    /// A reference quoted as CSS quotes a font's name (`"'{brand}', Helvetica"`, `"\"{brand}\""`,
    /// which Style Dictionary interpolates into CSS) stands for itself in a stack, a string token's
    /// text one name; it left the token out, and the styles that use it (nsbno/spor, db-ui).
    @Test(arguments: [
        (#""'{brand.name}', Helvetica, sans-serif""#, ["Vy Display", "Helvetica", "sans-serif"]),
        (#""\"{brand.name}\"""#, ["Vy Display"]),
        (#""\"{brand.name}\", {system}""#, ["Vy Display", "Helvetica Neue", "Arial"]),
    ])
    func aQuotedReferenceInAFontStackIsWhatItNames(_ written: String, names: [String]) throws {
        let report = buildJSON(#"""
            { "brand": { "name": { "value": "Vy Display" } },
              "system": { "value": ["Helvetica Neue", "Arial"], "type": "fontFamily" },
              "font": { "family": { "base": { "value": \#(written) } } } }
            """#)
        #expect(report.succeeded, "\(report.diagnostics)")
        let base = try #require(report.theme.tokens.first { $0.path.description == "font.family.base" })
        #expect(base.values[0].value == .fontFamily(FontFamilyValue(names: names)))
    }

    /// A typography member left `""` (Tokens Studio's editor writes it for a blank field) is
    /// not given: letter spacing and line height take their defaults.
    @Test func blankTypographyMembersTakeTheirDefaults() throws {
        let report = buildJSON(#"""
            { "t": { "value": { "fontFamily": "Inter", "fontWeight": "400", "fontSize": "16px", "letterSpacing": "", "lineHeight": "" }, "type": "typography" } }
            """#)
        #expect(report.succeeded)
        guard case .typography(let typography)? = report.theme.tokens.first?.values[0].value else { Issue.record("not a typography"); return }
        #expect(typography.letterSpacing.value.value == 0)
        #expect(typography.lineHeight.value == 1.2)
        #expect(DialectReadingTests.summary(report).contains("warning defaulted-property 1:19 a typography value is missing 'letterSpacing' and 'lineHeight'; read as letter spacing 0px and line height 1.2"))
    }

    /// A Tokens Studio style that sets only a size and a line height (the plugin applies the
    /// members given) is the system font at weight 400, CSS's initial values, with a warning;
    /// under `--strict` the format's error.
    @Test func aTypographyWithoutFamilyOrWeightIsTheSystemFontAtWeight400() throws {
        let json = #"""
            { "size": { "$value": "14px", "$type": "fontSizes" },
              "small": { "$value": { "fontSize": "{size}", "lineHeight": "20px" }, "$type": "typography" } }
            """#
        let report = buildJSON(json)
        #expect(report.succeeded)
        let small = try #require(report.theme.tokens.first { $0.path.description == "small" })
        guard case .typography(let typography) = small.values[0].value else { Issue.record("not a typography"); return }
        #expect(typography.fontFamily == FontFamilyValue(names: ["system-ui"], isSingleName: true))
        #expect(typography.fontWeight.value.value == 400)
        #expect(typography.fontSize.value.value == 14)
        #expect(typography.letterSpacing.value.value == 0)
        #expect(typography.lineHeight.text == "1.4285714285714286")
        #expect(DialectReadingTests.summary(report).contains("warning defaulted-property 2:24 a typography value is missing 'fontFamily', 'fontWeight' and 'letterSpacing'; read as the system font, weight 400 and letter spacing 0px"))
        #expect(buildJSON(json, strict: true).diagnostics.map(\.code).contains(.invalidValue))
    }

    /// A typography member no tool defines is ignored, as Tokens Studio ignores it; one that
    /// looks like a misspelt member is an error naming the member meant.
    @Test func anUnknownTypographyMemberIsIgnoredUnlessItIsATypo() {
        let unknown = buildJSON(#"{ "t": { "$type": "typography", "$value": { "fontSize": "16px", "fontFamily": "Inter", "txtDecoration": "none" } } }"#)
        #expect(unknown.succeeded)
        #expect(DialectReadingTests.summary(unknown).contains("warning ignored-property 1:88 a typography value has no member 'txtDecoration' in the format; it is ignored (remove it, or move it into $extensions)"))
        let typo = buildJSON(#"{ "t": { "$type": "typography", "$value": { "fontSize": "16px", "fontFamly": "Inter" } } }"#)
        #expect(DialectReadingTests.summary(typo).contains("error invalid-value 1:65 a typography value has no member 'fontFamly'; did you mean 'fontFamily'? Its members are 'fontSize', 'fontFamily', 'fontWeight', 'letterSpacing' and 'lineHeight'"), "\(DialectReadingTests.summary(typo))")
        #expect(!buildJSON(#"{ "t": { "$type": "typography", "$value": { "fontFamily": "Inter", "fontSize": "16px", "fontWeight": 400, "letterSpacing": "0px", "lineHeight": 1, "txtDecoration": "none" } } }"#, strict: true).succeeded)
    }

    /// Text under a comment's name in a group (`"_comment"`, `"//"`, `"description"`: JSON has
    /// no comments) is ignored with a warning, as Style Dictionary ignores it; so is a value under
    /// any other name (a token written without `$value`), which the warning says how to keep;
    /// `--strict` makes both errors.
    @Test func aCommentInAGroupIsIgnored() {
        let json = #"{ "_comment": "From Figma", "c": { "$type": "number", "$value": 1 } }"#
        let report = buildJSON(json)
        #expect(report.succeeded)
        #expect(DialectReadingTests.summary(report) == [#"warning legacy-mapping 1:3 '_comment' holds text where a token or a group goes: read as a comment and ignored, as Style Dictionary ignores what is no object in a group (write it as the group's "$description")"#])
        #expect(report.theme.tokens.map(\.path.description) == ["c"])
        #expect(buildJSON(json, strict: true).succeeded == false)
        for name in ["//", "Description", "notes"] {
            #expect(buildJSON(#"{ "\#(name)": "x", "c": { "$type": "number", "$value": 1 } }"#).succeeded, "\(name)")
        }
        let token = buildJSON(##"{ "red": "#ff0000", "c": { "$type": "number", "$value": 1 } }"##)
        #expect(token.diagnostics.map { "\($0.severity) \($0.code)" } == ["warning legacy-mapping"])
        #expect(buildJSON(##"{ "red": "#ff0000", "c": { "$type": "number", "$value": 1 } }"##, strict: true).diagnostics.map { "\($0.severity) \($0.code)" } == ["error legacy-mapping"])
    }

    /// `none` where a color goes (a border with no color, as Tokens Studio files write one),
    /// `currentColor` and CSS's wide keywords are what the page decides: the token is left out.
    @Test(arguments: ["none", "currentColor", "inherit"])
    func aCSSKeywordColorIsLeftOut(_ keyword: String) {
        for dtcg in [true, false] {
            let read = Self.read("color", "\"\(keyword)\"", dtcg: dtcg)
            #expect(DialectReadingTests.summary(read.report) == ["warning left-out 1:38 't' is left out of the theme: \"\(keyword)\" is a CSS keyword (no color, or one the page decides), which no color holds"])
            #expect(read.value == nil)
        }
    }

    /// A Tokens Studio shadow whose `spread` is left blank has none, as a missing spread; a CSS
    /// gradient pasted with its `;` is a gradient, left out of a color token as any is.
    @Test func blankSpreadAndAPastedGradient() throws {
        let report = buildJSON(##"""
            { "s": { "value": { "x": "0", "y": "2", "blur": "4", "spread": "", "color": "#000000", "type": "dropShadow" }, "type": "boxShadow" },
              "g": { "value": "linear-gradient(90deg, #262626 0%, #000000 100%);", "type": "color" },
              "z": { "value": "#ffffff", "type": "color" } }
            """##)
        #expect(report.succeeded)
        let s = try #require(report.theme.tokens.first { $0.path.description == "s" })
        guard case .shadow(let shadow) = s.values[0].value else { Issue.record("not a shadow"); return }
        #expect(shadow.layers.first?.spread.value.value == 0)
        #expect(!report.diagnostics.contains { $0.leftOut?.path.description == "s" })
        let dtcg = buildJSON(##"{ "s": { "$type": "shadow", "$value": { "offsetX": "0px", "offsetY": "2px", "blur": "4px", "spread": "", "color": "#000000" } } }"##)
        #expect(DialectReadingTests.summary(dtcg).contains("warning defaulted-property 1:39 a shadow is missing 'spread'; read as 0px, as CSS does"))
        #expect(report.diagnostics.first { $0.leftOut?.path.description == "g" }?.leftOut?.cause == .cssFunction)
    }

    /// CSS's names for a composite's members (`font-family`, `line-height`), as Style
    /// Dictionary sources for the web key a typography: each is the format's member in lower
    /// camel case, with a warning; an untyped object of them is a typography.
    @Test func cssMemberNamesAreTheFormats() throws {
        let json = #"{ "heading": { "value": { "font-family": "Inter", "font-size": "18px", "font-weight": 700, "line-height": 1.32 } } }"#
        let report = buildJSON(json)
        #expect(report.succeeded)
        let heading = try #require(report.theme.tokens.first)
        guard case .typography(let typography) = heading.values[0].value else { Issue.record("not a typography"); return }
        #expect(typography.fontFamily.names == ["Inter"])
        #expect(typography.fontSize.value.value == 18)
        #expect(typography.lineHeight.value == 1.32)
        let summary = DialectReadingTests.summary(report)
        #expect(summary.contains(#"warning non-standard-value 1:27 'font-family' is CSS's name for the member 'fontFamily'; read as it (write "fontFamily")"#))
        #expect(summary.contains(#"warning non-standard-value 1:92 'line-height' is CSS's name for the member 'lineHeight'; read as it (write "lineHeight")"#))
        #expect(CSSPropertyName.camelCased("offset-x") == "offsetX")
        #expect(CSSPropertyName.camelCased("letter_spacing") == "letterSpacing")
        #expect(CSSPropertyName.camelCased("color") == nil)
        #expect(buildJSON(#"{ "t": { "$type": "typography", "$value": { "font-family": "Inter", "fontSize": { "value": 18, "unit": "px" }, "fontWeight": 700, "lineHeight": 1.3, "letterSpacing": { "value": 0, "unit": "px" } } } }"#, strict: true).succeeded == false)
    }

    /// An untyped token whose name says a size but whose value is a word (`"flex"`, as Style
    /// Dictionary passes it through) is that text, with a warning; an untyped color that is no
    /// color stays an error.
    @Test func aWordWhereANameSaidASizeIsText() throws {
        let report = buildJSON(#"{ "spacing": { "margin": { "value": "flex" }, "gutter": { "value": "16px" } } }"#)
        #expect(report.succeeded)
        let margin = try #require(report.theme.tokens.first { $0.path.description == "spacing.margin" })
        #expect(margin.type == .string)
        #expect(margin.values[0].value == .string("flex"))
        #expect(DialectReadingTests.summary(report).contains(#"warning missing-type 1:37 'spacing.margin' has no type, and its value "flex" is no dimension, as its name suggested: it is read as text, as Style Dictionary passes it through (write "$type": "string")"#))
        let color = buildJSON(#"{ "color": { "brand": { "value": "blu" } } }"#)
        #expect(color.diagnostics.contains { $0.severity == .error && $0.code == .invalidValue })
    }

    /// A CSS `border` shorthand is the border it writes, in any order; any other text (a
    /// gradient, a shorthand missing a part) leaves the token out; `--strict` keeps the error.
    @Test func aCSSBorderShorthandIsABorder() throws {
        for dtcg in [true, false] {
            let read = Self.read("border", #""dashed 2px #d0d7de""#, dtcg: dtcg)
            guard case .border(let border)? = read.value else { Issue.record("not read: \(DialectReadingTests.summary(read.report))"); continue }
            #expect(border.width == DimensionValue(value: NumberLiteral(value: 2, text: "2"), unit: .px))
            #expect(border.style == .keyword(.dashed))
            #expect(DialectReadingTests.summary(read.report).contains { $0.hasPrefix(##"warning non-standard-value 1:39 the CSS border "dashed 2px #d0d7de" is read as a border (write {"color": "##) })
            let gradient = Self.read("border", #""linear-gradient(90deg, #fff 0%, #000 100%)""#, dtcg: dtcg)
            #expect(gradient.value == nil)
            #expect(gradient.report.diagnostics.map(\.code) == [.leftOut])
        }
        #expect(CSSBorder.parse("1px solid") == nil)
        #expect(CSSBorder.parse("1px solid red blue") == nil)
        #expect(buildJSON(DialectReadingTests.file(type: "border", value: #""1px solid #000000""#, dtcg: false), strict: true).succeeded == false)
    }
}
