import Foundation
import Testing
@testable import TokenCompiler

/// The page rendered for real by headless Chromium: a screenshot is drawn, and the DOM the
/// browser built holds every token in every permutation (and nothing a token name injected).
@Suite(.serialized, .enabled(if: Chromium.path != nil, Comment(rawValue: Chromium.absent)))
struct PreviewChromiumTests {
    /// Writes the page of `theme` to a fresh folder; the caller removes the folder.
    static func writePage(_ theme: AppTheme) throws -> (folder: URL, page: URL) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tokenc-preview-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let page = folder.appendingPathComponent("preview.html")
        try Data(PreviewPage(theme: theme).render().utf8).write(to: page)
        return (folder, page)
    }

    /// Every token has a row in the DOM Chromium built, with the cells the page wrote: as many
    /// as the combinations of the contexts of the modifiers it varies with (a component
    /// token's, of those its variant varies with).
    static func expectEveryTokenAsWritten(_ theme: AppTheme, dom: String) {
        let rows = ChromiumDOM.rows(dom)
        let written = PreviewDOM.rows(PreviewPage(theme: theme).render())
        for token in theme.tokens {
            // The page shows hidden characters (bidi controls) as visible marks, in attributes too.
            let shown = PreviewDOM.unescape(HTML.escape(token.path.description))
            let combinations = theme.modifiers.filter { token.variesWith.contains($0.name) }.map(\.contexts.count).reduce(1, *)
            if token.path.components.first != ComponentSection.root {
                #expect(rows[shown]?.count == combinations, "\(token.path) in the rendered DOM")
            }
            #expect(rows[shown] == written[shown], "\(token.path) in the rendered DOM")
        }
        #expect(rows.count == theme.tokens.count)
    }

    @Test func theRepositoryDesignSystemRendersEveryTokenInEveryPermutation() throws {
        let theme = validateTokens(at: TestPaths.packageRoot.appendingPathComponent("tokens").path).theme
        let (folder, page) = try Self.writePage(theme)
        defer { try? FileManager.default.removeItem(at: folder) }

        let png = folder.appendingPathComponent("preview.png")
        try Chromium.screenshot(page, to: png, width: 1400, height: 2000)
        let image = try Data(contentsOf: png)
        #expect(image.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]), "a PNG")
        // An empty page compresses to a few kilobytes; swatches and text take far more.
        #expect(image.count > 50_000)

        let dom = try Chromium.dumpDOM(page)
        #expect(theme.permutations.count == 4)
        Self.expectEveryTokenAsWritten(theme, dom: dom)
        #expect(dom.contains("data-section=\"components\""))
        // The page's own script ran under its policy: the search box is shown.
        #expect(dom.components(separatedBy: "<script").count - 1 == 1)
        #expect(dom.contains("data-search=\"ready\""))
        #expect(dom.contains(#"<input id="search" type="search" placeholder="Filter tokens by path" aria-label="Filter tokens by path">"#))
    }

    @Test func componentsRenderInTheBrowser() throws {
        let theme = validateTokens(at: TestPaths.fixtures.appendingPathComponent("Preview/components").path).theme
        let (folder, page) = try Self.writePage(theme)
        defer { try? FileManager.default.removeItem(at: folder) }
        let dom = try Chromium.dumpDOM(page)
        Self.expectEveryTokenAsWritten(theme, dom: dom)
        for component in ["button.primary", "textField.rounded", "label.inbox", "toggle.brand", "card.elevated", "detail.plain"] {
            #expect(dom.contains("data-component=\"component.\(component)\""), "\(component)")
        }
    }

    @Test func hostileNamesStayTextInTheBrowser() throws {
        let report = validateJSON(PreviewFixtures.hostileJSON, options: ReaderOptions())
        let (folder, page) = try Self.writePage(report.theme)
        defer { try? FileManager.default.removeItem(at: folder) }
        let dom = try Chromium.dumpDOM(page)
        Self.expectEveryTokenAsWritten(report.theme, dom: dom)
        let lowered = dom.lowercased()
        #expect(lowered.components(separatedBy: "<script").count == 2, "the page's own script only")
        #expect(!lowered.contains("<img"))
        #expect(lowered.components(separatedBy: "<style").count == 2, "the page's own style element only")
        #expect(dom.contains("&lt;script&gt;alert(1)&lt;/script&gt;"))
    }
}

/// Reads rows and cells back from a DOM that a browser serialized.
enum ChromiumDOM {
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

    /// Token path → the `data-permutation` of each of its row's cells, in order (of a palette
    /// swatch, its own).
    static func rows(_ dom: String) -> [String: [String]] {
        var rows: [String: [String]] = [:]
        for item in dom.components(separatedBy: "<li ").dropFirst() {
            let tag = Substring(" " + startTag(Substring(item)))
            guard let token = PreviewDOM.attribute("data-token", in: tag), let key = PreviewDOM.attribute("data-permutation", in: tag) else { continue }
            rows[token] = [key]
        }
        for row in dom.components(separatedBy: "<tr ").dropFirst() {
            let body = Substring(row.components(separatedBy: "</tr>")[0])
            guard let token = PreviewDOM.attribute("data-token", in: " " + startTag(body)) else { continue }
            rows[token] = body.components(separatedBy: "<td ").dropFirst().compactMap {
                PreviewDOM.attribute("data-permutation", in: " " + startTag(Substring($0)))
            }
        }
        return rows
    }
}
