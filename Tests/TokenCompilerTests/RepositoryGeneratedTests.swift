import Foundation
import Testing
@testable import TokenCompiler

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

    /// Values vary only where the tokens differ: nova changes the blues and radius.medium, modes the
    /// background and text colors; everything else is written once.
    @Test func onlyDifferingValuesAreWrittenPerContext() {
        let theme = EmitFixtures.repository.theme
        let varying = theme.tokens.filter { !$0.variesWith.isEmpty }.map { "\($0.path) \($0.variesWith)" }
        #expect(varying == [
            "color.brand.primary [\"brand\"]", "color.brand.primaryPressed [\"brand\"]",
            "color.background.base [\"mode\"]", "color.background.raised [\"mode\"]",
            "color.text.primary [\"mode\"]", "color.text.secondary [\"mode\"]",
            "radius.medium [\"brand\"]", "border.focus [\"brand\"]", "gradient.brand [\"brand\"]",
            "palette.blue.500 [\"brand\"]", "palette.blue.700 [\"brand\"]",
        ])
        let text = EmitFixtures.repository.files.map(\.contents).joined()
        #expect(text.components(separatedBy: "case .acme:").count - 1 == 7)
        #expect(text.components(separatedBy: "case .dark:").count - 1 == 4)
    }
}
