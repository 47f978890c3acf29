import Testing
@testable import Lowering
@testable import TokenCompiler
@testable import TokenModel
@testable import SwiftOutput

/// The repository's own design system (`tokens/`) is the example every command runs on by default:
/// it must stay free of errors and warnings, even under `--strict`.
@Suite struct RepositoryTokensTests {
    static let tokens = TestPaths.packageRoot.appendingPathComponent("tokens").path

    @Test func validatesStrictlyWithoutDiagnostics() {
        let report = validateTokens(at: Self.tokens, options: ReaderOptions(strict: true))
        #expect(report.diagnostics.map { "\($0.location.map(\.description) ?? ""): \($0.message)" } == [])
        #expect(report.tokenCount == 130)
    }

    @Test func semanticColorsFollowThePaletteThroughAliasesAndPointers() throws {
        let report = validateTokens(at: Self.tokens)
        let tokens = Dictionary(uniqueKeysWithValues: report.tokens.tokens.map { ($0.path.description, $0) })
        let primary = try #require(tokens["color.brand.primary"])
        #expect(primary.aliasOf == TokenPath(["palette", "blue", "500"]))
        #expect(primary.value == .color(ColorValue(
            colorSpace: .srgb,
            components: [.number(NumberLiteral(value: 0, text: "0.0")), .number(NumberLiteral(value: 0.478, text: "0.478")), .number(NumberLiteral(value: 1, text: "1.0"))],
            hex: "#007aff"
        )))
        let subtle = try #require(tokens["color.border.subtle"])
        #expect(subtle.value == .color(ColorValue(
            colorSpace: .srgb,
            components: [.number(NumberLiteral(value: 0.388, text: "0.388")), .number(NumberLiteral(value: 0.388, text: "0.388")), .number(NumberLiteral(value: 0.4, text: "0.4"))],
            alpha: NumberLiteral(value: 0.3, text: "0.3")
        )))
        let caption = try #require(tokens["typography.caption"])
        #expect(caption.deprecation == .deprecatedBecause("Use typography.body at a smaller size."))
        let overlay = try #require(tokens["shadow.overlay"])
        guard case .shadow(let shadow) = overlay.value else {
            Issue.record("shadow.overlay is not a shadow")
            return
        }
        #expect(shadow.layers.map(\.offsetY.value.text) == ["8", "2"])
        #expect(shadow.layers.map(\.spread.value.text) == ["-4", "0"])
    }
}
