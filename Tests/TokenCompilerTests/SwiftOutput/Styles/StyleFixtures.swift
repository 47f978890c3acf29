import Foundation
@testable import TokenCompiler
@testable import TokenModel
@testable import SwiftOutput

/// The style fixtures in `Fixtures/Styles`: `golden/` (one variant of every kind, with its expected
/// output), `edge-cases/` (names, deprecation, gradients, defaults, brands) and `invalid/`.
enum StyleFixtures {
    static let root = TestPaths.fixtures.appendingPathComponent("Styles")
    static let goldenTokens = root.appendingPathComponent("golden/tokens.json").path
    static let goldenExpected = root.appendingPathComponent("golden/expected")
    static let edgeCaseTokens = root.appendingPathComponent("edge-cases").path

    static let golden: BuildReport = buildTheme(at: goldenTokens)
    static let edgeCases: BuildReport = buildTheme(at: edgeCaseTokens)

    static func invalid(_ name: String) -> String {
        root.appendingPathComponent("invalid/\(name).json").path
    }

    /// The generated files of the style layer: shapes, styles and components.
    static func styleFiles(_ report: BuildReport) -> [GeneratedFile] {
        report.files.filter { $0.path.hasPrefix("SwiftUI/Styles/") || $0.path.hasPrefix("SwiftUI/Components/") || $0.path == "SwiftUI/AppTheme+Shapes.swift" }
    }
}
