import Testing
@testable import TokenCompiler
@testable import Preview

/// Which text colors the page measures on which backgrounds: only the pairs that names,
/// `$extensions` and components declare (``ContrastPairing``).
@Suite struct PreviewContrastPairingTests {
    /// The pairs of a document of colors, as `text on background`, and the texts left unmeasured.
    static func pairs(_ json: String) -> (pairs: [String], unpaired: [String]) {
        let report = validateJSON(json)
        #expect(!report.diagnostics.containsErrors, "\(report.diagnostics)")
        let pairing = ContrastPairing(tokens: report.theme.tokens, defaultIndex: 0, components: report.theme.components)
        return (pairing.pairs.map { "\($0.text) on \($0.background)" }, pairing.unpaired.map(\.text.description))
    }

    static func colors(_ paths: [String], extra: String = "") -> String {
        var tree: [String: Any] = [:]
        for path in paths {
            let parts = path.split(separator: ".").map(String.init)
            func insert(_ node: inout [String: Any], _ rest: ArraySlice<String>) {
                guard let first = rest.first else { return }
                if rest.count == 1 {
                    node[first] = "{ \"$type\": \"color\", \"$value\": { \"colorSpace\": \"srgb\", \"components\": [0.5, 0.5, 0.5] } }"
                    return
                }
                var child = node[first] as? [String: Any] ?? [:]
                insert(&child, rest.dropFirst())
                node[first] = child
            }
            insert(&tree, parts[...])
        }
        func text(_ node: [String: Any]) -> String {
            "{ " + node.keys.sorted().map { key in
                "\"\(key)\": " + ((node[key] as? String) ?? text(node[key] as? [String: Any] ?? [:]))
            }.joined(separator: ", ") + " }"
        }
        return text(tree)
    }

    @Test func sameNameThenTheDefaultSurfaceOfTheScope() {
        let result = Self.pairs(Self.colors(["fgColor.default", "fgColor.muted", "fgColor.accent", "bgColor.default", "bgColor.muted", "bgColor.inset"]))
        #expect(result.pairs == ["fgColor.accent on bgColor.default", "fgColor.default on bgColor.default", "fgColor.muted on bgColor.muted"])
        #expect(result.unpaired == [])
    }

    @Test func anOnNameIsMeasuredOnTheSurfaceItNames() {
        let result = Self.pairs(Self.colors([
            "color.text.brand.default", "color.text.brand.on-brand", "color.text.brand.on-brand-secondary",
            "color.background.default.default", "color.background.brand.default", "color.background.brand.secondary", "color.background.brand.hover",
        ]))
        // on-brand claims brand.default as its fill, so the brand-colored text goes on the default surface instead.
        #expect(result.pairs == [
            "color.text.brand.default on color.background.default.default",
            "color.text.brand.on-brand on color.background.brand.default",
            "color.text.brand.on-brand-secondary on color.background.brand.secondary",
        ])
    }

    @Test func onEmphasisGoesOnEveryEmphasisBackground() {
        let result = Self.pairs(Self.colors(["fgColor.onEmphasis", "bgColor.emphasis", "bgColor.danger.emphasis", "bgColor.danger.muted", "bgColor.default"]))
        #expect(result.pairs == ["fgColor.onEmphasis on bgColor.danger.emphasis", "fgColor.onEmphasis on bgColor.emphasis"])
    }

    /// `color.text.onBrand` names no background, so it goes on the colors of the group `brand`.
    @Test func anOnNameWithoutSuchABackgroundGoesOnTheGroupOfThatName() {
        let result = Self.pairs(Self.colors(["color.text.onBrand", "color.text.primary", "color.brand.primary", "color.brand.pressed", "color.background.base", "color.background.raised"]))
        #expect(result.pairs == [
            "color.text.onBrand on color.brand.pressed", "color.text.onBrand on color.brand.primary",
            "color.text.primary on color.background.base",
        ])
        let none = Self.pairs(Self.colors(["color.text.onAccent", "color.background.base"]))
        #expect(none.pairs == [])
        #expect(none.unpaired == ["color.text.onAccent"])
    }

    @Test func aTextNamedAfterItsColorIsNotMeasured() {
        let result = Self.pairs(Self.colors(["fgColor.white", "bgColor.white", "bgColor.default"]))
        #expect(result.pairs == [])
        #expect(result.unpaired == ["fgColor.white"])
    }

    @Test func theNearestEnclosingScopeGivesTheDefault() {
        let result = Self.pairs(Self.colors(["control.danger.fgColor.rest", "control.bgColor.rest", "control.danger.bgColor.hover", "display.blue.fgColor", "bgColor.default"]))
        #expect(result.pairs == ["control.danger.fgColor.rest on control.bgColor.rest", "display.blue.fgColor on bgColor.default"])
    }

    @Test func extensionsListTheSurfaces() {
        let json = """
            { "color": { "$type": "color",
                "text": { "onBrand": { "$value": { "colorSpace": "srgb", "components": [1, 1, 1] },
                    "$extensions": { "dev.tokenc.preview": { "on": ["{color.fill.brand}", "{color.missing}"] } } },
                  "caption": { "$value": { "colorSpace": "srgb", "components": [0, 0, 0] },
                    "$extensions": { "dev.tokenc.preview": { "on": "{color.background.base}" } } } },
                "background": { "base": { "$value": { "colorSpace": "srgb", "components": [1, 1, 1] } } },
                "fill": { "brand": { "$value": { "colorSpace": "srgb", "components": [0, 0, 1] } } } } }
            """
        let result = Self.pairs(json)
        #expect(result.pairs == ["color.text.onBrand on color.fill.brand", "color.text.caption on color.background.base"])
        #expect(ContrastPairing(tokens: validateJSON(json).theme.tokens, defaultIndex: 0, components: .standard).pairs.map(\.reason) == [.declared, .declared])
    }

    /// A slot's foreground (`detail.inset.title.foreground`) is checked on the repository's tokens.
    @Test func aComponentsForegroundGoesOnItsBackground() {
        let result = Self.pairs(Self.colors([
            "component.button.primary.background", "component.button.primary.foreground",
            "component.textField.rounded.background", "component.textField.rounded.foreground",
            "component.label.accent.iconForeground",
        ]))
        #expect(result.pairs == [
            "component.button.primary.foreground on component.button.primary.background",
            "component.textField.rounded.foreground on component.textField.rounded.background",
        ])
    }

    @Test func wordsSplitAtDashesUnderscoresAndCase() {
        #expect(ContrastPairing.words(["on-brand-secondary"]) == ["on", "brand", "secondary"])
        #expect(ContrastPairing.words(["onBrandSecondary"]) == ["on", "brand", "secondary"])
        #expect(ContrastPairing.words(["on_brand", "default"]) == ["on", "brand", "default"])
        #expect(ContrastPairing.onSurface(["onBrand"]) == ["brand"])
        #expect(ContrastPairing.onSurface(["online"]) == nil)
        #expect(ContrastPairing.onSurface(["on"]) == nil)
    }
}
