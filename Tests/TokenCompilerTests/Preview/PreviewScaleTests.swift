import Foundation
import Testing
@testable import Lowering
@testable import TokenCompiler
import TokencBenchSupport
@testable import SwiftOutput
@testable import Preview

/// The page of large design systems: the benchmark's 10,000 tokens, and the Primer and SDS
/// Playground examples.
@Suite struct PreviewScaleTests {
    /// The visible text of a page (what is between tags, without the style sheet), so that
    /// exact values in `title` and `style` attributes do not count.
    static func visibleText(_ html: String) -> [Substring] {
        let body = html[(html.range(of: "<body>")?.upperBound ?? html.startIndex)...]
        return body.split(separator: "<").compactMap { piece in
            piece.firstIndex(of: ">").map { piece[piece.index(after: $0)...] }
        }.filter { !$0.isEmpty }
    }

    /// A number with five or more decimals: a value that was not rounded for display.
    static func unrounded(_ text: [Substring]) -> [Substring] {
        text.filter { $0.contains(/\d\.\d{5,}/) }
    }

    @Test func theBenchmarksTenThousandTokens() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tokenc-preview-bench-\(UUID().uuidString)")
        try DesignSystemGenerator(tokenCount: 10_000).generate().write(to: folder)
        defer { try? FileManager.default.removeItem(at: folder) }
        let report = validateTokens(at: folder.path)
        #expect(report.tokenCount == 10_000)
        let html = PreviewPage(theme: report.theme).render()
        #expect(PreviewDOM.rows(html).count == report.theme.tokens.count)
        // Brand × mode, but no table is wider than the 4 combinations, and most have one column.
        #expect(Set(PreviewDOM.tableRows(html).map(\.cells.count)) == [1, 2, 4])
        #expect(Self.unrounded(Self.visibleText(html)) == [])
        // Issue 22's bound for a 10,000-token system (the page was 5.6 MB before it).
        #expect(html.utf8.count < 3_000_000)
    }

    @Test(.enabled(if: TestPaths.corpus != nil, "../shared/corpus is absent"))
    func primer() throws {
        let copy = try PlaygroundExamplesBuildTests.completedPrimer()
        defer { try? FileManager.default.removeItem(at: copy) }
        let report = validateTokens(at: copy.appendingPathComponent("primer.resolver.json").path)
        #expect(report.theme.permutations.count == 15)
        let html = PreviewPage(theme: report.theme).render()
        #expect(html.utf8.count < 900_000)
        let rows = PreviewDOM.rows(html)
        #expect(rows.count == report.theme.tokens.count)
        // A theme-only color: one cell per theme (in the order of the copy's document, which
        // writes its keys sorted), not 15.
        #expect(rows["bgColor.default"] == ["dark/*", "dark-dimmed/*", "dark-hc/*", "light/*", "light-hc/*"])
        #expect(PreviewDOM.tableRows(html).map(\.cells.count).max() == 5)
        #expect(html.contains("<li><a href=\"#colors\">Colors</a><details><summary>180 groups</summary>"))
        #expect(rows["control.minTarget.auto"] == ["*/coarse", "*/default", "*/fine"])
        // Rounded: hex for sRGB, the exact components only on hover, and only where the alias
        // chain ends (`base.color.neutral.0` → `base.color.neutral.1` in dark).
        let dark = try #require(PreviewDOM.cell(html, token: "bgColor.default", permutation: "dark/*"))
        #expect(dark == ##"<i style="color:#010409"></i>#010409<a class="to" href="#t.base.color.neutral.0" data-more="1">base.color.neutral.0</a>"##)
        #expect(try #require(PreviewDOM.cellTag(html, token: "bgColor.default", permutation: "dark/*")).hasPrefix(#" class="p"#))
        #expect(html.contains(#" title="srgb 0.00392156862745098 0.01568627450980392 0.03529411764705882""#))
        #expect(Self.unrounded(Self.visibleText(html)) == [])
        // Contrast of the pairs Primer's names declare: 62, not every text on every background.
        let pairs = html.matches(of: /data-pair="([^"]+)"/).map { String($0.1) }
        #expect(pairs.count == 62)
        for pair in ["fgColor.default on bgColor.default", "fgColor.muted on bgColor.muted", "fgColor.onEmphasis on bgColor.emphasis",
                     "fgColor.onEmphasis on bgColor.danger.emphasis", "fgColor.accent on bgColor.default", "control.fgColor.rest on control.bgColor.rest",
                     "control.danger.fgColor.rest on control.bgColor.rest", "display.blue.fgColor on bgColor.default",
                     "color.prettylights.syntax.markup.deleted.text on color.prettylights.syntax.markup.deleted.bg"] {
            #expect(pairs.contains(pair), "\(pair)")
        }
        #expect(!pairs.contains { $0.hasPrefix("fgColor.white ") || $0.hasPrefix("fgColor.onEmphasis on bgColor.default") })
        #expect(html.contains(##"<a href="#t.fgColor.white">fgColor.white</a> (it is named after its color, not where it goes)"##))
    }

    @Test(.enabled(if: TestPaths.corpus != nil, "../shared/corpus is absent"))
    func sds() throws {
        let report = validateTokens(at: PlaygroundExamplesBuildTests.sds)
        let html = PreviewPage(theme: report.theme).render()
        #expect(html.utf8.count < 150_000)
        let rows = PreviewDOM.rows(html)
        #expect(rows.count == report.theme.tokens.count)
        // The theme's declared order and default: light, then dark.
        #expect(rows["color.background.brand.default"] == ["light", "dark"])
        #expect(rows["color.background.warning.default"] == ["*"])
        #expect(Set(PreviewDOM.tableRows(html).map(\.cells.count)) == [1, 2])
        #expect(Self.unrounded(Self.visibleText(html)) == [])
        // An `on-x` text on the x fill; the brand-colored text on the default surface, not on
        // the brand fill that `on-brand` claims.
        let pairs = html.matches(of: /data-pair="([^"]+)"/).map { String($0.1) }
        #expect(pairs.count == 35)
        #expect(pairs.contains("color.text.brand.on-brand on color.background.brand.default"))
        #expect(pairs.contains("color.text.brand.on-brand-secondary on color.background.brand.secondary"))
        #expect(pairs.contains("color.text.brand.default on color.background.default.default"))
        #expect(pairs.contains("color.text.default.secondary on color.background.default.secondary"))
        #expect(!pairs.contains("color.text.brand.default on color.background.brand.default"))
    }
}
