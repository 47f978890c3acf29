import Foundation
import Testing
@testable import Lowering
@testable import TokenCompiler
import TokencBenchSupport
@testable import TokenModel
@testable import SwiftOutput
@testable import Preview

/// The page rendered for real by headless Chromium: a screenshot is drawn, and the DOM the
/// browser built holds every token in every permutation (and nothing a token name injected).
@Suite(.serialized, .enabled(if: Chromium.path != nil, Comment(rawValue: Chromium.absent)))
struct PreviewChromiumTests {
    /// Writes the page of `theme` to a fresh folder; the caller removes the folder.
    static func writePage(_ theme: ResolvedTheme) throws -> (folder: URL, page: URL) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tokenc-preview-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let page = folder.appendingPathComponent("preview.html")
        try Data(PreviewPage(theme: theme).render().utf8).write(to: page)
        return (folder, page)
    }

    /// Every token has a row in the DOM Chromium built, with the cells the page wrote: as many
    /// as the combinations of the contexts of the modifiers it varies with (a component
    /// token's, of those its variant varies with).
    static func expectEveryTokenAsWritten(_ theme: ResolvedTheme, dom: String) {
        let rows = PreviewDOM.rows(dom)
        let written = PreviewDOM.rows(PreviewPage(theme: theme).render())
        for token in theme.tokens {
            let path = token.path.description
            let combinations = theme.modifiers.filter { token.variesWith.contains($0.name) }.map(\.contexts.count).reduce(1, *)
            if !ComponentConvention.standard.contains(token.path) {
                #expect(rows[path]?.count == combinations, "\(token.path) in the rendered DOM")
            }
            #expect(rows[path] == written[path], "\(token.path) in the rendered DOM")
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

    /// `?view=3` chooses nova · dark in the switcher as the page opens: every other column is
    /// hidden, a column of a modifier the row does not vary with stays.
    @Test func theSwitcherShowsOnePermutationAtATime() throws {
        let theme = validateTokens(at: TestPaths.packageRoot.appendingPathComponent("tokens").path).theme
        let (folder, page) = try Self.writePage(theme)
        defer { try? FileManager.default.removeItem(at: folder) }
        let dom = try Chromium.dumpDOM(try #require(URL(string: page.absoluteString + "?view=3")))
        #expect(dom.contains(#"<html lang="en" data-view="3""#))
        #expect(dom.contains(#"<option value="3" data-permutation="nova/dark">nova · dark</option>"#))
        let rows = PreviewDOM.tableRows(dom)
        func shown(_ token: String) -> [String]? {
            rows.first { PreviewDOM.attribute("id", in: $0.tag) == "t." + token }?.cells.filter { !$0.tag.contains(" hidden") }.map(\.key)
        }
        #expect(shown("color.text.primary") == ["*/dark"])
        #expect(shown("color.brand.primary") == ["nova/*"])
        #expect(shown("spacing.sm") == ["*/*"])
        #expect(rows.first { PreviewDOM.attribute("data-component", in: $0.tag) == "component.textField.rounded" }?.cells
            .filter { !$0.tag.contains(" hidden") }.map(\.key) == ["*/dark"])
        // Without a choice every column shows.
        let all = try Chromium.dumpDOM(page)
        #expect(!PreviewDOM.tableRows(all).contains { $0.cells.contains { $0.tag.contains(" hidden") } })
    }

    /// The benchmark's 10,000 tokens: Chromium opens the page and builds every row. A bound
    /// against runaway only (the run is killed after 120 s); the open time is measured by
    /// `Scripts/preview-open-time.sh`, not here.
    @Test func theTenThousandTokenPageOpens() throws {
        let tokens = FileManager.default.temporaryDirectory.appendingPathComponent("tokenc-preview-chromium-\(UUID().uuidString)")
        try DesignSystemGenerator(tokenCount: 10_000).generate().write(to: tokens)
        defer { try? FileManager.default.removeItem(at: tokens) }
        let theme = validateTokens(at: tokens.path).theme
        let (folder, page) = try Self.writePage(theme)
        defer { try? FileManager.default.removeItem(at: folder) }
        let dom = try Chromium.dumpDOM(page)
        #expect(PreviewDOM.rows(dom).count == 10_000)
        #expect(dom.contains("data-search=\"ready\""))
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
