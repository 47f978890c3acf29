import Foundation
import Testing
@testable import TokenCompiler

/// The page of the repository's design system and of the component fixture: complete,
/// self-contained and deterministic.
@Suite struct PreviewPageTests {
    static let repositoryTokens = TestPaths.packageRoot.appendingPathComponent("tokens").path
    static let componentTokens = TestPaths.fixtures.appendingPathComponent("Preview/components").path

    static func page(_ path: String) -> (report: ValidationReport, html: String) {
        let report = validateTokens(at: path)
        return (report, PreviewPage(theme: report.theme).render())
    }

    @Test func theSameTokensGiveTheSameBytes() {
        let first = Self.page(Self.repositoryTokens).html
        let second = Self.page(Self.repositoryTokens).html
        #expect(first == second)
        #expect(PreviewPage(theme: validateTokens(at: Self.componentTokens).theme).render()
            == PreviewPage(theme: validateTokens(at: Self.componentTokens).theme).render())
    }

    @Test func thePageIsSelfContained() {
        let html = Self.page(Self.repositoryTokens).html
        #expect(html.hasPrefix("<!DOCTYPE html>\n"))
        #expect(html.hasSuffix("</html>\n"))
        // One script, the page's own, allowed by its hash and nothing else.
        #expect(html.components(separatedBy: "<script").count - 1 == 1)
        #expect(html.contains("<script>\(PreviewPage.script)</script>"))
        let handler = html.firstMatch(of: #/ on[a-z]+="/#)
        #expect(handler == nil, "no inline event handler")
        #expect(!html.contains("<link"))
        #expect(!html.contains("http://") && !html.contains("https://"))
        #expect(!html.contains("url("))
        #expect(html.contains("default-src &#39;none&#39;"))
    }

    /// Brands and modes in the folder convention's order, light (the default mode) before dark.
    /// The policy names the script by the SHA-256 of its text, computed here independently.
    @Test func theScriptIsAllowedByItsHash() {
        let abc: String = SHA256.digest(Array("abc".utf8)).map { String(format: "%02x", $0) }.joined()
        #expect(abc == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        let hash = "sha256-" + Data(SHA256.digest(Array("\(PreviewPage.script)".utf8))).base64EncodedString()
        #expect(PreviewPage.scriptHash == hash)
        let html = Self.page(Self.repositoryTokens).html
        #expect(html.contains("script-src &#39;\(hash)&#39;\""))
        #expect(html.contains(#"<input id="search" type="search" placeholder="Filter tokens by path" aria-label="Filter tokens by path" hidden>"#))
    }

    @Test func everyTokenHasACellPerCombinationOfTheModifiersItVariesWith() {
        let (report, html) = Self.page(Self.repositoryTokens)
        #expect(report.theme.permutations.count == 4)
        let rows = PreviewDOM.rows(html)
        let cells: [[String]: [String]] = [
            []: ["*/*"], ["brand"]: ["acme/*", "nova/*"], ["mode"]: ["*/light", "*/dark"],
            ["brand", "mode"]: ["acme/light", "acme/dark", "nova/light", "nova/dark"],
        ]
        for token in report.theme.tokens where token.path.components[0] != "component" {
            #expect(rows[token.path.description] == cells[token.variesWith], "\(token.path)")
        }
        #expect(rows["spacing.sm"] == ["*/*"])
        #expect(rows["color.brand.primary"] == ["acme/*", "nova/*"])
        #expect(rows["color.text.primary"] == ["*/light", "*/dark"])
        #expect(rows.count == report.theme.tokens.count)
        // A table never has more columns than its rows vary with: at most 4 here, 1 for constants.
        #expect(html.components(separatedBy: "<table class=\"tokens\" data-columns=\"1\">").count - 1 > 0)
        #expect(!html.contains("data-columns=\"8\""))
    }

    @Test func sectionsAndGroupAnchorsAreLinkedFromTheContents() {
        let html = Self.page(Self.repositoryTokens).html
        for id in ["colors", "typography", "dimensions", "effects", "other", "components", "colors.color.brand", "colors.palette.blue", "typography.typography", "dimensions.spacing"] {
            #expect(html.contains("id=\"\(id)\""), "\(id)")
            #expect(html.contains("href=\"#\(id)\""), "\(id)")
        }
    }

    @Test func colorsShowHexAuthoredSpaceAliasChainAndContrast() throws {
        let html = Self.page(Self.repositoryTokens).html
        let nova = try #require(PreviewDOM.cell(html, token: "color.brand.primary", permutation: "nova/*"))
        #expect(nova.contains("#ff534b"))
        #expect(nova.contains("display-p3 0.95 0.38 0.33"))
        #expect(nova.contains("color(display-p3 0.95 0.38 0.33)"))
        #expect(nova.contains("outside sRGB"))
        #expect(nova.contains("→ <a href=\"#t.palette.blue.500\">palette.blue.500</a>"))
        // Contrast is in the table of text on background colors, once per combination of contexts.
        let secondary = try #require(PreviewDOM.pairCell(html, pair: "color.text.secondary on color.background.base", permutation: "*/light"))
        #expect(secondary.contains("<span class=\"ratio pass\">5.99:1 ✓</span>"))
        // White text meant for brand-colored fills fails on the light backgrounds, and says so.
        let onBrand = try #require(PreviewDOM.pairCell(html, pair: "color.text.onBrand on color.background.base", permutation: "*/light"))
        #expect(onBrand.contains("<span class=\"ratio fail\">1:1 ✗ under 4.5:1</span>"))
        let primary = try #require(PreviewDOM.pairCell(html, pair: "color.text.primary on color.background.base", permutation: "*/dark"))
        #expect(!primary.contains("fail"))
        // A swatch is not measured in its own cell.
        let brand = try #require(PreviewDOM.cell(html, token: "color.brand.primary", permutation: "nova/*"))
        #expect(!brand.contains("background.base"))
        #expect(!brand.contains("class=\"fail\""))
    }

    @Test func cellsArePaintedWithTheirPermutationsBackgroundAndText() throws {
        let html = Self.page(Self.repositoryTokens).html
        let dark = try #require(PreviewDOM.cellTag(html, token: "color.text.primary", permutation: "*/dark"))
        #expect(dark.contains("style=\"background-color:#000000;color:#ffffff\""))
        let light = try #require(PreviewDOM.cellTag(html, token: "color.text.primary", permutation: "*/light"))
        #expect(light.contains("style=\"background-color:#ffffff;color:#1c1c1e\""))
        // A constant's one cell is painted as the default permutation (acme, light).
        let constant = try #require(PreviewDOM.cellTag(html, token: "spacing.sm", permutation: "*/*"))
        #expect(constant.contains("style=\"background-color:#ffffff;color:#1c1c1e\""))
    }

    @Test func deprecatedTokensAreMarkedAndDescriptionsShown() throws {
        let html = Self.page(Self.repositoryTokens).html
        #expect(html.contains("<tr data-token=\"typography.caption\" id=\"t.typography.caption\" class=\"deprecated\">"))
        #expect(html.contains("<p class=\"reason\">Use typography.body at a smaller size.</p>"))
        #expect(html.contains("<p class=\"description\">Buttons, links and the focus ring.</p>"))
        let override = try #require(PreviewDOM.cell(html, token: "radius.medium", permutation: "nova/*"))
        #expect(override.contains("set in "))
        #expect(override.contains("brands/nova.json:10:5"))
    }

    @Test func withoutBackgroundOrTextColorsContrastIsSkippedWithANote() {
        let report = validateJSON(#"{ "brand": { "$type": "color", "red": { "$value": { "colorSpace": "srgb", "components": [1, 0, 0] } } } }"#)
        let html = PreviewPage(theme: report.theme).render()
        #expect(html.contains("data-contrast=\"skipped\""))
        #expect(html.contains("No background or text colors were found"))
        #expect(PreviewDOM.rows(html)["brand.red"] == ["default"])
    }

    @Test func anEmptyThemeStillMakesAPage() {
        let html = PreviewPage(theme: validateJSON("{}").theme).render()
        #expect(html.contains("0 tokens in 1 permutation"))
        #expect(html.contains("<p class=\"note\" data-sections=\"none\">There are no tokens to show.</p>"))
        #expect(!html.contains("<section"))
    }

    /// Only a group of literal colors that vary with nothing is a palette: `palette.blue`, not
    /// `brand` (an alias) nor `surface` (follows the mode).
    @Test func palettesAreDrawnAsASwatchGrid() throws {
        let report = buildJSON(
            """
            { "palette": { "$type": "color", "blue": {
                "100": { "$value": { "colorSpace": "srgb", "components": [0.8, 0.9, 1] }, "$description": "Tints" },
                "500": { "$value": { "colorSpace": "display-p3", "components": [0, 0.4, 0.95] } } } },
              "brand": { "$type": "color", "primary": { "$value": "{palette.blue.500}" } },
              "surface": { "$type": "color", "card": { "$value": { "colorSpace": "srgb", "components": [1, 1, 1] } } } }
            """,
            modifiers: [("mode", [("light", "{}"), ("dark", #"{ "surface": { "card": { "$type": "color", "$value": { "colorSpace": "srgb", "components": [0, 0, 0] } } } }"#)])])
        let html = PreviewPage(theme: report.theme).render()
        #expect(html.components(separatedBy: "<ul class=\"palette\">").count - 1 == 1)
        #expect(html.contains(##"<h3 id="colors.palette.blue"><a href="#colors.palette.blue" class="group-link">palette.blue</a></h3>\##n<ul class="palette"><li id="t.palette.blue.100" data-token="palette.blue.100" data-permutation="*" title="srgb 0.8 0.9 1\##nTints"><div class="swatch" style="color:#cce6ff"></div><b>100</b><code>#cce6ff</code></li>"##))
        #expect(html.contains(#"<b>500</b><code>#0068fb (display-p3 0 0.4 0.95)</code>"#))
        let rows = PreviewDOM.rows(html)
        #expect(rows["palette.blue.500"] == ["*"])
        #expect(rows["brand.primary"] == ["*"])
        #expect(rows["surface.card"] == ["light", "dark"])
        #expect(html.contains(#"<tr data-token="brand.primary" id="t.brand.primary">"#))
        #expect(html.contains(#"<tr data-token="surface.card" id="t.surface.card">"#))
        // Alias chains still link to a swatch of the palette.
        #expect(html.contains(##"→ <a href="#t.palette.blue.500">palette.blue.500</a>"##))
    }

    /// A section without tokens is left out, from the contents too.
    @Test func emptySectionsAreLeftOut() {
        let html = PreviewPage(theme: validateJSON(#"{ "space": { "$type": "dimension", "sm": { "$value": { "value": 4, "unit": "px" } } } }"#).theme).render()
        #expect(html.components(separatedBy: "<section ").count - 1 == 1)
        #expect(html.contains("<section id=\"dimensions\" data-section=\"dimensions\">"))
        for id in ["colors", "typography", "effects", "other", "components"] {
            #expect(!html.contains("id=\"\(id)\""), "\(id)")
            #expect(!html.contains("href=\"#\(id)\""), "\(id)")
        }
        #expect(!html.contains("No tokens of this kind"))
    }

    @Test func componentsAreDrawnByKindAndVariant() throws {
        let (report, html) = Self.page(Self.componentTokens)
        #expect(!report.diagnostics.containsErrors)
        for component in ["component.button.primary", "component.button.secondary", "component.textField.rounded", "component.label.inbox", "component.toggle.brand", "component.card.elevated", "component.detail.plain"] {
            #expect(html.contains("data-component=\"\(component)\""), "\(component)")
        }
        let button = try #require(PreviewDOM.componentCell(html, component: "component.button.primary", permutation: "*"))
        #expect(button.contains("<figcaption>normal</figcaption>"))
        #expect(button.contains("<figcaption>pressed</figcaption>"))
        #expect(button.contains("<figcaption>disabled</figcaption>"))
        #expect(button.contains("opacity:0.8;transform:scale(0.96)"))
        #expect(button.contains("opacity:0.4"))
        #expect(button.contains("padding-left:16px;padding-right:16px;padding-top:10px;padding-bottom:10px"))
        #expect(button.contains("background-color:oklch(0.62 0.19 255)"))
        let detail = try #require(PreviewDOM.componentCell(html, component: "component.detail.plain", permutation: "dark"))
        #expect(detail.contains("data-slot=\"title\""))
        #expect(detail.contains("data-slot=\"subtitle\""))
        #expect(detail.contains("gap:4px"))
        let toggle = try #require(PreviewDOM.componentCell(html, component: "component.toggle.brand", permutation: "*"))
        #expect(toggle.contains("<figcaption>on</figcaption>") && toggle.contains("<figcaption>off</figcaption>"))
        // A variant's table has the columns of all its tokens: a constant of a variant that
        // follows the mode still gets a cell per mode.
        let rows = PreviewDOM.rows(html)
        let followMode: Set = ["textField", "label", "card", "detail"]
        for token in report.theme.tokens where token.path.components[0] == "component" {
            let expected = followMode.contains(token.path.components[1]) ? ["light", "dark"] : ["*"]
            #expect(rows[token.path.description] == expected, "\(token.path)")
        }
        #expect(rows["component.textField.rounded.cornerRadius"] == ["light", "dark"])
        #expect(report.theme.tokens.first { $0.path.description == "component.textField.rounded.cornerRadius" }?.variesWith == [])
    }
}

/// Reads the page's own markup back: rows by token, cells by permutation.
enum PreviewDOM {
    /// Undoes the entity escapes of the page and of browsers' serializers.
    static func unescape(_ text: String) -> String {
        text.replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
            .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&#39;", with: "'")
            .replacingOccurrences(of: "&nbsp;", with: "\u{A0}").replacingOccurrences(of: "&amp;", with: "&")
    }

    /// The value of `name="…"` in the start tag `tag`.
    static func attribute(_ name: String, in tag: Substring) -> String? {
        guard let start = tag.range(of: " \(name)=\"") else { return nil }
        let rest = tag[start.upperBound...]
        guard let end = rest.firstIndex(of: "\"") else { return nil }
        return unescape(String(rest[..<end]))
    }

    /// The `<tr data-token>` rows: token path → the `data-permutation` of its cells, in order; a
    /// palette's `<li data-token>` swatch counts as a row of one cell.
    static func rows(_ html: String) -> [String: [String]] {
        var rows: [String: [String]] = [:]
        for item in html.components(separatedBy: "<li ").dropFirst() {
            let startTag = Substring(" " + item.prefix { $0 != ">" })
            guard let token = attribute("data-token", in: startTag), let key = attribute("data-permutation", in: startTag) else { continue }
            rows[token] = [key]
        }
        for row in html.components(separatedBy: "<tr ").dropFirst() {
            let body = row.components(separatedBy: "</tr>")[0]
            let startTag = " " + body.prefix { $0 != ">" }
            guard let token = attribute("data-token", in: Substring(startTag)) else { continue }
            rows[token] = body.components(separatedBy: "<td ").dropFirst().compactMap {
                attribute("data-permutation", in: Substring(" " + $0.prefix { $0 != ">" }))
            }
        }
        return rows
    }

    private static func row(_ html: String, attribute name: String, _ value: String) -> String? {
        let marker = "<tr \(name)=\"\(HTML.escape(value))\""
        guard let start = html.range(of: marker) else { return nil }
        return html[start.lowerBound...].components(separatedBy: "</tr>")[0]
    }

    /// The inside of the cell of `token` for `permutation`.
    static func cell(_ html: String, token: String, permutation: String) -> String? {
        row(html, attribute: "data-token", token).flatMap { cell(inRow: $0, permutation: permutation) }
    }

    /// The start tag of that cell.
    static func cellTag(_ html: String, token: String, permutation: String) -> String? {
        guard let row = row(html, attribute: "data-token", token),
            let start = row.range(of: "<td data-permutation=\"\(permutation)\"")
        else { return nil }
        return String(row[start.lowerBound...].prefix { $0 != ">" })
    }

    /// The inside of the contrast table's cell of `pair` (`color.text.primary on color.background.base`).
    static func pairCell(_ html: String, pair: String, permutation: String) -> String? {
        row(html, attribute: "data-pair", pair).flatMap { cell(inRow: $0, permutation: permutation) }
    }

    static func componentCell(_ html: String, component: String, permutation: String) -> String? {
        row(html, attribute: "data-component", component).flatMap { cell(inRow: $0, permutation: permutation) }
    }

    private static func cell(inRow row: String, permutation: String) -> String? {
        guard let start = row.range(of: "<td data-permutation=\"\(permutation)\"") else { return nil }
        return row[start.upperBound...].components(separatedBy: "</td>")[0]
    }
}
