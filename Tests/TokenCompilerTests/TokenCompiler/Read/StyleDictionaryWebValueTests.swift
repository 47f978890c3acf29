import Testing
@testable import TokenCompiler
@testable import TokenModel
@testable import SwiftOutput

/// Values Style Dictionary sources for the web write as CSS, read as Style Dictionary's own
/// transforms mean them: box-shadow strings, sizing keywords, a hex without '#', the `asset`
/// category; and a `component` tier of the team's own beside tokenc's styles convention.
@Suite struct StyleDictionaryWebValueTests {
    static func summary(_ report: BuildReport) -> [String] {
        DialectReadingTests.summary(report)
    }

    static func px(_ value: Double, _ text: String) -> DimensionValue {
        DimensionValue(value: NumberLiteral(value: value, text: text), unit: .px)
    }

    static func color(_ css: String) throws -> ColorValue {
        try CSSColorParser.parse(css).get()
    }

    // MARK: - box-shadow

    /// Two layers, `inset` and a unitless 0, exactly; the warning gives the objects to write.
    @Test(arguments: [true, false])
    func aCSSBoxShadowIsReadAsItsLayers(dtcg: Bool) throws {
        let report = buildJSON(DialectReadingTests.file(type: "shadow", value: ##""0 1px 2px 0 rgba(0, 0, 0, 0.06), inset 0 0 0 1px #FFFFFF""##, dtcg: dtcg))
        #expect(report.succeeded)
        let expected = ShadowValue(layers: [
            ShadowLayer(color: try Self.color("rgba(0, 0, 0, 0.06)"), offsetX: Self.px(0, "0"), offsetY: Self.px(1, "1"), blur: Self.px(2, "2"), spread: Self.px(0, "0")),
            ShadowLayer(color: try Self.color("#FFFFFF"), offsetX: Self.px(0, "0"), offsetY: Self.px(0, "0"), blur: Self.px(0, "0"), spread: Self.px(1, "1"), inset: true),
        ], isList: true)
        #expect(report.theme.tokens.first?.values[0].value == .shadow(expected))
        #expect(Self.summary(report) == [
            ##"warning non-standard-value 1:39 the CSS box-shadow "0 1px 2px 0 rgba(0, 0, 0, 0.06), inset 0 0 0 1px #FFFFFF" is read as a list of 2 shadows (write [{"color": {"colorSpace": "srgb", "components": [0, 0, 0], "alpha": 0.06, "hex": "#000000"}, "offsetX": {"value": 0, "unit": "px"}, "offsetY": {"value": 1, "unit": "px"}, "blur": {"value": 2, "unit": "px"}, "spread": {"value": 0, "unit": "px"}}, {"color": {"colorSpace": "srgb", "components": [1, 1, 1], "hex": "#ffffff"}, "offsetX": {"value": 0, "unit": "px"}, "offsetY": {"value": 0, "unit": "px"}, "blur": {"value": 0, "unit": "px"}, "spread": {"value": 1, "unit": "px"}, "inset": true}])"##,
        ])
        // --strict keeps the format's error.
        let strict = buildJSON(DialectReadingTests.file(type: "shadow", value: #""0 1px 2px rgba(0, 0, 0, 0.06)""#, dtcg: dtcg), strict: true)
        #expect(Self.summary(strict).map { String($0.prefix(30)) } == ["error invalid-value 1:39 a sha"])
    }

    /// `none`, a CSS declaration and a relative unit have no exact shadow: left out, with why.
    @Test func aShadowStringWithNoExactValueIsLeftOut() {
        func read(_ value: String) -> [String] { Self.summary(buildJSON(DialectReadingTests.file(type: "shadow", value: value, dtcg: false))) }
        #expect(read(#""none""#) == [#"warning left-out 1:39 't' is left out of the theme: "none" is a CSS keyword (no shadow), which no shadow value holds"#])
        #expect(read(#""box-shadow: 2px 0px 2px rgba(0, 0, 0, 0.08);""#) == [
            #"warning left-out 1:39 't' is left out of the theme: "box-shadow: 2px 0px 2px rgba(0, 0, 0, 0.08);" is a CSS shorthand tokenc cannot read as a box-shadow exactly (each layer: two to four px or rem lengths and a color)"#,
        ])
        #expect(read(##""0 1em 2em #000""##).first?.contains("cannot read as a box-shadow exactly") == true)
        // CSS's currentcolor: no color written.
        #expect(read(#""0 1px 2px""#).first?.contains("cannot read as a box-shadow exactly") == true)
    }

    /// The parser alone: what is a box-shadow and what is not.
    @Test func boxShadowParsing() {
        #expect(CSSBoxShadow.parse("0 0 #000000")?.count == 1)
        #expect(CSSBoxShadow.parse("#000 1px 2px")?.first?.offsetY == Self.px(2, "2"))
        #expect(CSSBoxShadow.parse("1px 2px 3px 4px red")?.first?.spread == Self.px(4, "4"))
        #expect(CSSBoxShadow.parse("1px 2px 3px 4px 5px red") == nil)
        #expect(CSSBoxShadow.parse("1px red 2px") == nil)
        #expect(CSSBoxShadow.parse("1px 2px -3px red") == nil)
        #expect(CSSBoxShadow.parse("0 1px red,") == nil)
        #expect(CSSBoxShadow.parse("inset inset 0 1px red") == nil)
        #expect(CSSBoxShadow.parse("1 2px red") == nil)
        #expect(CSSBoxShadow.parse("16px") == nil)
    }

    /// In Style Dictionary's `size` category a box-shadow string is a shadow, not a size: a value
    /// only one type has wins over the category (Style Dictionary's `size/rem` would read its
    /// leading 0 alone).
    @Test func aBoxShadowInTheSizeCategoryIsAShadow() {
        let report = buildJSON(##"{ "size": { "box-shadow": { "sm": { "value": "0 2px 5px rgba(0, 0, 0, 0.1)" }, "0": { "value": "0 0 #000000" } }, "body": { "value": "1" } } }"##)
        #expect(report.succeeded)
        #expect(report.theme.tokens.map { "\($0.path) \($0.type)" } == ["size.box-shadow.sm shadow", "size.box-shadow.0 shadow", "size.body dimension"])
    }

    // MARK: - Sizing keywords

    @Test(arguments: ["auto", "fit-content", "min-content", "max-content", "none", "inherit"])
    func aCSSSizingKeywordIsLeftOut(_ keyword: String) {
        let report = buildJSON(DialectReadingTests.file(type: "dimension", value: "\"\(keyword)\"", dtcg: false))
        #expect(Self.summary(report) == [
            "warning left-out 1:42 't' is left out of the theme: \"\(keyword)\" is a CSS keyword (a size the layout decides), which no dimension holds",
        ])
        #expect(report.diagnostics.compactMap(\.leftOut).map(\.cause) == [.unsupportedValue])
        let strict = buildJSON(DialectReadingTests.file(type: "dimension", value: "\"\(keyword)\"", dtcg: false), strict: true)
        #expect(strict.diagnostics.map { "\($0.severity) \($0.code)" } == ["error invalid-value"])
    }

    @Test func aShadowShorthandInADimensionIsLeftOut() {
        let report = buildJSON(DialectReadingTests.file(type: "dimension", value: #""0 0 #000000""#, dtcg: true))
        #expect(Self.summary(report) == [
            ##"warning left-out 1:42 't' is left out of the theme: "0 0 #000000" is a CSS shorthand or list of several values (a padding, margin or shadow), which one dimension cannot hold"##,
        ])
    }

    // MARK: - Hex without '#'

    /// tinycolor2, which Style Dictionary's color transforms use, takes the '#' as optional.
    @Test(arguments: [true, false])
    func aHexWithoutHashIsTheHexColor(dtcg: Bool) throws {
        let report = buildJSON(DialectReadingTests.file(type: "color", value: #""1890ff""#, dtcg: dtcg))
        #expect(report.theme.tokens.first?.values[0].value == .color(try Self.color("#1890ff")))
        #expect(Self.summary(report) == [
            ##"warning non-standard-color 1:38 "1890ff" is read as the hex color "#1890ff", as Style Dictionary's color transforms (tinycolor2) read a hex without '#' (write "#1890ff")"##,
        ])
        let strict = buildJSON(DialectReadingTests.file(type: "color", value: #""1890ff""#, dtcg: dtcg), strict: true)
        #expect(strict.diagnostics.map { "\($0.severity) \($0.code)" } == ["error invalid-value"])
        // Five digits are no hex in any reading.
        #expect(buildJSON(DialectReadingTests.file(type: "color", value: #""1890f""#, dtcg: dtcg)).diagnostics.map(\.severity) == [.error])
    }

    // MARK: - The asset category

    /// Style Dictionary's Swift transform `asset/swift/literal` writes an asset as its path.
    @Test func anAssetIsItsPath() {
        let report = buildJSON(#"{ "asset": { "icon": { "add": { "value": "assets/icons/ic_add.svg" } } }, "z": { "type": "number", "value": 1 } }"#)
        #expect(report.succeeded)
        #expect(report.theme.tokens.first { $0.path.description == "asset.icon.add" }?.values[0].value == .string("assets/icons/ic_add.svg"))
        #expect(Self.summary(report) == [
            #"warning missing-type 1:3 tokens in 'asset' without a type are read as string, the file's path: Style Dictionary's Swift transform asset/swift/literal writes an asset as its path (write "$type": "string" on the group)"#,
        ])
        let strict = buildJSON(#"{ "asset": { "icon": { "add": { "value": "assets/icons/ic_add.svg" } } } }"#, strict: true)
        #expect(strict.diagnostics.map { "\($0.severity) \($0.code)" } == ["error missing-type"])
    }

    // MARK: - A component tier of the team's own

    /// `component.button` written as a tier of the team's own (category, then variant), every
    /// token deeper than the convention's properties: plain tokens and one warning, no error.
    @Test func aBuiltInKindGroupOfTheTeamsOwnIsPlainTokens() {
        let json = """
            {
              "component": {
                "button": {
                  "color": { "primary": { "background": { "value": "#ff0000", "type": "color" } } },
                  "size": { "padding": { "horizontal": { "value": "16px", "type": "dimension" } } }
                }
              }
            }
            """
        let report = buildJSON(json)
        #expect(report.succeeded)
        #expect(report.theme.tokens.count == 2)
        #expect(Self.summary(report).filter { $0.contains("component") } == [
            "warning unknown-component-property 3:5 'component.button' holds no token at component.button.<variant>.<property>, where the button style's properties are ('background', 'foreground', 'typography', 'cornerRadius', 'padding', 'paddingHorizontal', 'paddingVertical', 'paddingTop', 'paddingBottom', 'paddingLeading', 'paddingTrailing', 'border', 'shadow', 'pressedOpacity', 'pressedScale', 'disabledOpacity' and 'animation'): every token lies deeper, so its tokens are plain tokens, and no style is made from them",
        ])
    }

    /// Tokens Studio compositions as a component tier (`component.button.base` and
    /// `component.button.link.default`, expanded one token per property): no token is a property
    /// of the button style where the convention puts one, so the group is the team's own, and its
    /// variant `link` (SwiftUI's `.link`) is no accessor collision.
    @Test func aCompositionTierNamedLikeAKindIsPlainTokens() {
        let json = """
            {
              "component": {
                "button": {
                  "base": { "value": { "borderRadius": "4px", "spacing": "8px" }, "type": "composition" },
                  "link": { "default": { "value": { "fill": "#ffffff", "typography": "{other.button}" }, "type": "composition" } }
                }
              },
              "other": { "button": { "value": { "fontFamily": "Inter", "fontSize": "16px", "fontWeight": "Bold" }, "type": "typography" } }
            }
            """
        let report = buildJSON(json)
        #expect(report.succeeded)
        #expect(report.theme.tokens.map(\.path.description).filter { $0.hasPrefix("component") } == [
            "component.button.base.borderRadius", "component.button.base.spacing",
            "component.button.link.default.fill", "component.button.link.default.typography",
        ])
        #expect(Self.summary(report).filter { $0.contains("'component.button'") } == [
            "warning unknown-component-property 3:5 'component.button' holds no token named like a property at component.button.<variant>.<property>, where the button style's properties are ('background', 'foreground', 'typography', 'cornerRadius', 'padding', 'paddingHorizontal', 'paddingVertical', 'paddingTop', 'paddingBottom', 'paddingLeading', 'paddingTrailing', 'border', 'shadow', 'pressedOpacity', 'pressedScale', 'disabledOpacity' and 'animation') (did you mean 'cornerRadius' for 'component.button.base.borderRadius'?), so its tokens are plain tokens, and no style is made from them",
        ])
    }

    /// A kind group whose variants are all categories (`color`), beside a token no style has a
    /// place for (`color.selected.icon`), is a tier of the team's own even where one name is a
    /// property (`color.background`); a category variant whose every token is a property stays
    /// tokenc's.
    @Test func aKindGroupNamedInCategoriesIsPlainTokens() {
        let json = """
            {
              "color": { "blue": { "value": "#0000ff", "type": "color" } },
              "component": { "card": { "color": {
                "background": { "value": "{color.blue}", "type": "color" },
                "selected": { "icon": { "value": "{color.blue}", "type": "color" } } } } }
            }
            """
        let report = buildJSON(json)
        #expect(report.succeeded)
        let warnings = Self.summary(report).filter { $0.contains("'component.card'") }
        #expect(warnings.count == 1)
        #expect(warnings.first?.hasPrefix("warning unknown-component-property 3:18 'component.card' is named in categories ('color'), not variants, and holds tokens no style has a place for at component.card.<variant>.<property>") == true)
        let styled = buildJSON(##"{ "component": { "card": { "shadow": { "background": { "value": "#0000ff", "type": "color" } } } } }"##)
        #expect(styled.diagnostics.filter { $0.code == .unknownComponentProperty }.isEmpty)
        #expect(styled.files.contains { $0.path == "SwiftUI/Styles/CardStyles.swift" })
    }

    /// A token at the convention's depth makes the group tokenc's: a misspelt property stays an
    /// error, alone or beside a deeper token.
    @Test func aKindGroupWithOnePropertyInPlaceKeepsItsErrors() {
        let json = """
            {
              "component": {
                "button": {
                  "primary": {
                    "background": { "value": "#ff0000", "type": "color" },
                    "backgroud": { "value": "#00ff00", "type": "color" },
                    "pressed": { "background": { "value": "#0000ff", "type": "color" } }
                  }
                }
              }
            }
            """
        let report = buildJSON(json)
        #expect(report.diagnostics.filter { $0.severity == .error }.map { "\($0.code) \($0.location!.position.line):\($0.location!.position.column)" } == [
            "unknown-component-property 6:9", "unknown-component-property 7:22",
        ])
    }
}
