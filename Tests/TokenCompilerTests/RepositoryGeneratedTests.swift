import Foundation
import Testing
@testable import TokenCompiler
@testable import SwiftOutput

/// The committed `Generated/` is exactly what `tokenc build` writes from `tokens/` (what
/// `tokenc check` verifies in CI), so the `DesignSystem` target compiles the current tokens.
@Suite struct RepositoryGeneratedTests {
    @Test func committedOutputIsCurrent() throws {
        let report = EmitFixtures.repository
        #expect(report.diagnostics.isEmpty, "\(report.diagnostics)")
        let comparison = try OutputFolder(path: TestPaths.packageRoot.appendingPathComponent("Generated").path).compare(with: report.files)
        #expect(comparison.isCurrent, "run 'swift run tokenc': \(comparison)")
        #expect(comparison.unchanged.count == report.files.count)
    }

    /// The committed asset catalog (`make tokens` writes it with `--asset-catalog`) is exactly what
    /// tokenc writes for the default brand, and every file follows Apple's documented format.
    @Test func committedAssetCatalogIsCurrent() throws {
        let catalog = buildAssetCatalog(from: EmitFixtures.repository, brand: nil)
        #expect(catalog.succeeded)
        let folder = OutputFolder(path: TestPaths.packageRoot.appendingPathComponent("Generated/Assets.xcassets").path, ownership: .assetCatalog)
        let comparison = try folder.compare(with: catalog.files)
        #expect(comparison.isCurrent, "run 'swift run tokenc' (or 'make tokens'): \(comparison)")
        #expect(comparison.unchanged.count == catalog.files.count)
        #expect(AssetCatalogTests.formatProblems(catalog.files) == [])
    }

    /// Values vary only where the tokens differ: nova changes the blues, radius.medium and the favorite
    /// symbol, modes the background and text colors (and the tokens that alias them); everything else
    /// is written once, and a value that varies with one modifier is written once per context of that
    /// modifier only.
    @Test func onlyDifferingValuesAreWrittenPerContext() {
        let theme = EmitFixtures.repository.theme
        let byBrand = theme.tokens.filter { $0.variesWith == ["brand"] }.map(\.path.description)
        let byMode = theme.tokens.filter { $0.variesWith == ["mode"] }.map(\.path.description)
        #expect(theme.tokens.count { $0.variesWith.count > 1 } == 0)
        #expect(byBrand == [
            "color.brand.primary", "color.brand.primaryPressed", "component.button.primary.background",
            "component.button.primary.cornerRadius", "component.button.secondary.foreground",
            "component.button.secondary.cornerRadius", "component.button.destructive.cornerRadius",
            "component.label.accent.iconForeground", "component.toggle.brand.onTint",
            "component.detail.inset.cornerRadius", "component.detail.inset.title.foreground",
            "icon.favorite", "radius.medium", "border.focus", "gradient.brand", "palette.blue.500", "palette.blue.700",
        ])
        #expect(byMode == [
            "color.background.base", "color.background.raised", "color.text.primary", "color.text.secondary",
            "component.button.secondary.background", "component.textField.rounded.background",
            "component.textField.rounded.foreground", "component.label.accent.titleForeground",
            "component.toggle.brand.offTint", "component.card.elevated.background",
            "component.detail.plain.title.foreground", "component.detail.plain.subtitle.foreground",
            "component.detail.plain.caption.foreground", "component.detail.inset.background",
            "component.detail.inset.caption.foreground", "component.menuRow.standard.title.foreground",
            "component.menuRow.standard.subtitle.foreground",
        ])
        let lines = EmitFixtures.repository.files.flatMap { $0.contents.split(separator: "\n") }.map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(Self.assignments(in: lines, under: "case .acme:") == byBrand.count)
        #expect(Self.assignments(in: lines, under: "case .nova:") == byBrand.count)
        #expect(Self.assignments(in: lines, under: "case .dark:") == byMode.count)
        #expect(Self.assignments(in: lines, under: "case .light:") == byMode.count)
    }

    /// The assignments in every `case` labelled `label`: the `self.` lines up to the next `case` or `}`.
    static func assignments(in lines: [String], under label: String) -> Int {
        var count = 0
        var inCase = false
        for line in lines {
            if line.hasPrefix("case ") || line == "}" {
                inCase = line == label
            } else if inCase, line.hasPrefix("self.") {
                count += 1
            }
        }
        return count
    }
}
