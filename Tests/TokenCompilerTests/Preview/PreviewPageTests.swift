import Foundation
import Testing
@testable import Lowering
@testable import TokenCompiler
@testable import TokenModel
@testable import SwiftOutput
@testable import Preview

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
        // A table never has more columns than its rows vary with: at most 4 here; constants have
        // a table of one column without a head.
        #expect(html.contains("<table><tbody><tr id=\"t.spacing."))
        #expect(PreviewDOM.tableRows(html).map(\.cells.count).max() == 4)
    }

    @Test func sectionsAndGroupAnchorsAreLinkedFromTheContents() {
        let html = Self.page(Self.repositoryTokens).html
        // A few groups per section are listed open; Primer's 180 color groups are folded (PreviewScaleTests).
        #expect(html.contains("<details open><summary>10 groups</summary><ul><li><a href=\"#colors.color.brand\">color.brand</a></li>"))
        #expect(!html.contains("<details><summary>"))
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
        #expect(nova.contains("<a class=\"to\" href=\"#t.palette.blue.500\">palette.blue.500</a>"))
        // Contrast is in the table of declared pairs, once per combination of contexts.
        let secondary = try #require(PreviewDOM.pairCell(html, pair: "color.text.secondary on color.background.base", permutation: "*/light"))
        #expect(secondary.contains("<span class=\"ratio pass\">5.99:1 ✓</span>"))
        // White text meant for brand-colored fills is measured on those fills (where it fails
        // 4.5:1 in both brands), not on the page background it is never used on.
        #expect(PreviewDOM.pairCell(html, pair: "color.text.onBrand on color.background.base", permutation: "*/light") == nil)
        #expect(!html.contains("data-pair=\"color.text.onBrand on color.background"))
        let onBrand = try #require(PreviewDOM.pairCell(html, pair: "color.text.onBrand on color.brand.primary", permutation: "acme/*"))
        #expect(onBrand.contains("<span class=\"ratio fail\">4.02:1 ✗ under 4.5:1</span>"))
        let pressed = try #require(PreviewDOM.pairCell(html, pair: "color.text.onBrand on color.brand.primaryPressed", permutation: "acme/*"))
        #expect(pressed.contains("<span class=\"ratio pass\">7.04:1 ✓</span>"))
        // A component's foreground on its background, a slot's on its variant's.
        #expect(html.contains("data-pair=\"component.button.primary.foreground on component.button.primary.background\""))
        #expect(html.contains("data-pair=\"component.detail.inset.title.foreground on component.detail.inset.background\""))
        // Text on the raised surface is not measured: no name pairs it with that surface.
        #expect(!html.contains(" on color.background.raised\""))
        let primary = try #require(PreviewDOM.pairCell(html, pair: "color.text.primary on color.background.base", permutation: "*/dark"))
        #expect(!primary.contains("fail"))
        // A swatch is not measured in its own cell.
        let brand = try #require(PreviewDOM.cell(html, token: "color.brand.primary", permutation: "nova/*"))
        #expect(!brand.contains("background.base"))
        #expect(!brand.contains("class=\"fail\""))
    }

    @Test func cellsArePaintedWithTheirPermutationsBackgroundAndText() throws {
        let html = Self.page(Self.repositoryTokens).html
        // Each permutation's surface is one rule of the style sheet, named by a class on its cells.
        func rule(_ tag: String) -> String? {
            guard let name = PreviewDOM.attribute("class", in: Substring(tag)), let start = html.range(of: "\n.\(name){") else { return nil }
            return html[start.upperBound...].components(separatedBy: "}")[0]
        }
        let dark = try #require(PreviewDOM.cellTag(html, token: "color.text.primary", permutation: "*/dark"))
        #expect(rule(dark) == "background-color:#000000;color:#ffffff")
        let light = try #require(PreviewDOM.cellTag(html, token: "color.text.primary", permutation: "*/light"))
        #expect(rule(light) == "background-color:#ffffff;color:#1c1c1e")
        // A constant's one cell is painted as the default permutation (acme, light).
        let constant = try #require(PreviewDOM.cellTag(html, token: "spacing.sm", permutation: "*/*"))
        #expect(rule(constant) == "background-color:#ffffff;color:#1c1c1e")
        #expect(!PreviewDOM.tableRows(html).contains { row in row.tag.contains(" id=") && row.cells.contains { $0.tag.contains("style=") } })
    }

    @Test func deprecatedTokensAreMarkedAndDescriptionsShown() throws {
        let html = Self.page(Self.repositoryTokens).html
        #expect(html.contains("<tr id=\"t.typography.caption\" class=\"deprecated\"><th><s>caption</s> <span class=\"badge deprecated-badge\">deprecated</span>"))
        #expect(html.contains("<p class=\"reason\">Use typography.body at a smaller size.</p>"))
        #expect(html.contains("<p class=\"description\">Buttons, links and the focus ring.</p>"))
        let override = try #require(PreviewDOM.cell(html, token: "radius.medium", permutation: "nova/*"))
        #expect(override.contains("<p class=\"in\">brands/nova.json:10:5</p>"))
    }

    @Test func withoutBackgroundOrTextColorsContrastIsSkippedWithANote() {
        let report = validateJSON(#"{ "brand": { "$type": "color", "red": { "$value": { "colorSpace": "srgb", "components": [1, 0, 0] } } } }"#)
        let html = PreviewPage(theme: report.theme).render()
        #expect(html.contains("data-contrast=\"skipped\""))
        #expect(html.contains("No text color is paired with a background by these rules"))
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
        #expect(html.components(separatedBy: "<ul class=\"palette\"").count - 1 == 1)
        #expect(html.contains(##"<h3 id="colors.palette.blue">palette.blue<small>color · "##))
        #expect(html.contains(##"</h3>\##n<ul class="palette" data-permutation="*"><li id="t.palette.blue.100" title="srgb 0.8 0.9 1\##nTints"><i style="color:#cce6ff"></i><b>100</b>#cce6ff<li id="t.palette.blue.500">"##))
        // Rounding changes nothing of 500's components, so it has no title to repeat them.
        #expect(html.contains(#"<b>500</b>#0068fb (display-p3 0 0.4 0.95)</ul>"#))
        let rows = PreviewDOM.rows(html)
        #expect(rows["palette.blue.500"] == ["*"])
        #expect(rows["brand.primary"] == ["*"])
        #expect(rows["surface.card"] == ["light", "dark"])
        #expect(html.contains(#"<tr id="t.brand.primary">"#))
        #expect(html.contains(#"<tr id="t.surface.card">"#))
        // Alias chains still link to a swatch of the palette.
        #expect(html.contains(##"<a class="to" href="#t.palette.blue.500">palette.blue.500</a>"##))
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

    /// The page draws the components lowering checked (the one catalog `build` generates styles
    /// from): a custom component with every slot it declares, and a token under `component` that
    /// no style uses in a table of its own, not as a drawing.
    @Test func componentsAreTheLoweredOnes() throws {
        let report = validateJSON("""
            {
              "component": {
                "card": {
                  "radius": { "$type": "dimension", "$value": { "value": 12, "unit": "px" } },
                  "elevated": { "cornerRadius": { "$type": "dimension", "$value": { "value": 8, "unit": "px" } } }
                },
                "detail": {
                  "$extensions": { "dev.tokenc.component": { "slots": ["title", "subtitle"] } },
                  "plain": { "title": { "foreground": { "$type": "color", "$value": { "colorSpace": "srgb", "components": [1, 0, 0] } } } }
                }
              }
            }
            """, options: ReaderOptions())
        #expect(report.diagnostics.map { "\($0.code) \($0.location?.description ?? "")" } == ["unknown-component-property tokens.json:4:7"])
        let html = PreviewPage(report).render()
        let detail = try #require(PreviewDOM.componentCell(html, component: "component.detail.plain", permutation: "default"))
        #expect(detail.contains("style=\"color:#ff0000\" data-slot=\"title\""), "\(detail)")
        #expect(detail.contains("data-slot=\"subtitle\">subtitle</div>"), "declared, styled by no token: \(detail)")
        #expect(PreviewDOM.componentCell(html, component: "component.card.elevated", permutation: "default")?.contains("class=\"card\"") == true)
        #expect(!html.contains("data-component=\"component.card\""), "a token above the variants is no variant")
        let unused = try #require(html.range(of: "<h3>Not used by any style</h3>"))
        #expect(html[unused.upperBound...].contains("id=\"\(TokenTable.tokenAnchor(TokenPath(["component", "card", "radius"])))\""))
        #expect(PreviewDOM.rows(html)["component.card.radius"] == ["default"])
    }
}

/// Reads the page back, as the page writes it or as a browser serializes its DOM: rows by
/// token, cells by permutation. A row's token is its anchor decoded; its cells' permutations
/// are its table's column headings in order (a table without a head is one column of every
/// permutation); a palette swatch is a row of one cell, its list's permutation.
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

    /// The start tag beginning at `text` (after `<tr`): up to the first `>` outside quotes.
    static func startTag(_ text: Substring) -> Substring {
        var inQuotes = false
        for index in text.indices {
            switch text[index] {
            case "\"": inQuotes.toggle()
            case ">" where !inQuotes: return text[..<index]
            default: break
            }
        }
        return text
    }

    /// The token path of an anchor `t.a_20b.c` (``HTML/anchor(_:_:)`` undone), or nil.
    static func path(ofAnchor anchor: String) -> String? {
        guard anchor.hasPrefix("t.") else { return nil }
        var bytes: [UInt8] = []
        var rest = Array(anchor.utf8.dropFirst(2))[...]
        while let byte = rest.popFirst() {
            if byte == UInt8(ascii: "_"), rest.count >= 2, let value = UInt8(String(decoding: rest.prefix(2), as: UTF8.self), radix: 16) {
                bytes.append(value)
                rest = rest.dropFirst(2)
            } else {
                bytes.append(byte)
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The key of a column of every permutation: `*` per modifier the page's header lists, or `default`.
    static func everyPermutation(_ html: String) -> String {
        guard let start = html.range(of: "<ul class=\"modifiers\">") else { return "default" }
        let list = html[start.upperBound...].components(separatedBy: "</ul>")[0]
        return Array(repeating: "*", count: list.components(separatedBy: "<li>").count - 1).joined(separator: "/")
    }

    /// One row of a table: its start tag and its cells' start tags and contents, each with its column's key.
    struct Row {
        var tag: Substring
        var cells: [(key: String, tag: Substring, content: Substring)]
    }

    /// Every row of every table, in page order.
    static func tableRows(_ html: String) -> [Row] {
        let every = everyPermutation(html)
        var rows: [Row] = []
        for table in html.components(separatedBy: "<table").dropFirst() {
            let body = table.components(separatedBy: "</table>")[0]
            var keys = [every]
            if let head = body.range(of: "<thead>"), let end = body.range(of: "</thead>") {
                keys = body[head.upperBound..<end.lowerBound].components(separatedBy: "<th ").dropFirst().compactMap {
                    attribute("data-permutation", in: " " + startTag(Substring($0)))
                }
            }
            for row in body.components(separatedBy: "<tr ").dropFirst() {
                let tag = startTag(Substring(row))
                let cells = row.components(separatedBy: "<td").dropFirst().enumerated().map { index, piece in
                    let cellTag = startTag(Substring(piece))
                    // A cell ends at its end tag, or, where the page leaves that out, at the end of its row's line.
                    let content = piece[cellTag.endIndex...].dropFirst().components(separatedBy: "</td>")[0]
                        .components(separatedBy: "</tr>")[0].components(separatedBy: "\n</tbody>")[0]
                    return (key: index < keys.count ? keys[index] : "?", tag: cellTag, content: Substring(content.trimmingCharacters(in: .newlines)))
                }
                rows.append(Row(tag: Substring(" ") + tag, cells: cells))
            }
        }
        return rows
    }

    /// Token path → the permutations of its row's cells, in order; a palette swatch, its list's.
    static func rows(_ html: String) -> [String: [String]] {
        var rows: [String: [String]] = [:]
        for list in html.components(separatedBy: "<ul class=\"palette\"").dropFirst() {
            let key = attribute("data-permutation", in: " " + startTag(Substring(list))) ?? "?"
            for item in list.components(separatedBy: "</ul>")[0].components(separatedBy: "<li ").dropFirst() {
                if let id = attribute("id", in: " " + startTag(Substring(item))), let path = path(ofAnchor: id) { rows[path] = [key] }
            }
        }
        for row in tableRows(html) {
            guard let id = attribute("id", in: row.tag), let path = path(ofAnchor: id) else { continue }
            rows[path] = row.cells.map(\.key)
        }
        return rows
    }

    private static func cell(_ html: String, where matches: (Row) -> Bool, permutation: String) -> (tag: Substring, content: Substring)? {
        tableRows(html).first(where: matches)?.cells.first { $0.key == permutation }.map { ($0.tag, $0.content) }
    }

    private static func token(_ path: String) -> (Row) -> Bool {
        { row in attribute("id", in: row.tag).flatMap(path(ofAnchor:)) == path }
    }

    /// The inside of the cell of `token` for `permutation`.
    static func cell(_ html: String, token path: String, permutation: String) -> String? {
        cell(html, where: token(path), permutation: permutation).map { String($0.content) }
    }

    /// The start tag of that cell, without its `<td`.
    static func cellTag(_ html: String, token path: String, permutation: String) -> String? {
        cell(html, where: token(path), permutation: permutation).map { String($0.tag) }
    }

    /// The inside of the contrast table's cell of `pair` (`color.text.primary on color.background.base`).
    static func pairCell(_ html: String, pair: String, permutation: String) -> String? {
        cell(html, where: { attribute("data-pair", in: $0.tag) == pair }, permutation: permutation).map { String($0.content) }
    }

    static func componentCell(_ html: String, component: String, permutation: String) -> String? {
        cell(html, where: { attribute("data-component", in: $0.tag) == component }, permutation: permutation).map { String($0.content) }
    }
}
