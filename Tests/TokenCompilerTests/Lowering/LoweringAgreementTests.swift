import Foundation
import Testing
@testable import Lowering
@testable import TokenCompiler
@testable import TokenModel
@testable import SwiftOutput

/// Lowering (``SwiftModel``) finds every problem of naming, components and values, and every
/// command runs it: `validate` reports exactly what `build` reports, for every input, and the
/// emitter and the preview only read the lowered model.
@Suite struct LoweringAgreementTests {
    /// Every input of the test fixtures: each reader fixture, each entry of the other fixture
    /// folders, and the repository's own tokens.
    static let inputs: [String] = {
        let fixtures = TestPaths.fixtures
        let manager = FileManager.default
        var inputs = (ReaderFixtures.fixtures("valid").map { "valid/\($0)" } + ReaderFixtures.fixtures("invalid").map { "invalid/\($0)" })
            .map(ReaderFixtures.path)
        for folder in ["Resolver/valid", "Resolver/invalid", "Styles/edge-cases", "Styles/golden", "Styles/invalid", "Themes/folders",
                       "Themes/invalid", "Themes/resolver", "Names", "Examples", "Emit", "Preview"] {
            let url = fixtures.appendingPathComponent(folder)
            let entries = ((try? manager.contentsOfDirectory(atPath: url.path)) ?? []).filter { !$0.hasPrefix(".") }.sorted()
            inputs += entries.map { url.appendingPathComponent($0).path }
        }
        return inputs + [TestPaths.packageRoot.appendingPathComponent("tokens").path]
    }()

    /// The property: for each input, `validate`'s diagnostics are `build`'s, and `build` writes
    /// files exactly when they hold no error.
    @Test func validateAndBuildReportTheSameDiagnosticsForEveryFixture() {
        #expect(Self.inputs.count > 300, "the fixtures were found")
        var warned = 0
        for input in Self.inputs {
            let validation = validateTokens(at: input)
            let build = buildTheme(at: input)
            #expect(build.diagnostics == validation.diagnostics, "\(input)")
            #expect(build.files.isEmpty == validation.diagnostics.containsErrors, "\(input)")
            if validation.diagnostics.contains(where: { $0.code == .outOfGamut }) { warned += 1 }
        }
        #expect(warned > 0, "some fixture has a color outside Display P3, which validate reported only since lowering")
    }

    /// The same over the real token sets, under `--strict` too.
    @Test(.enabled(if: TestPaths.corpus != nil, "../shared/corpus is absent"), arguments: [
        "figma-sds/scripts/tokens", "tokens-studio-lion-example/tokens", "patternfly-design-tokens/packages/module/tokens",
        "dtcg-playground-examples/figma-sds/sds.resolver.json", "dtcg-playground-examples/github-primer/primer.resolver.json",
    ])
    func validateAndBuildReportTheSameDiagnosticsForTheCorpus(set: String) {
        for strict in [false, true] {
            let options = ReaderOptions(strict: strict)
            let validation = validateTokens(at: Corpus.path(set), options: options)
            let build = buildTheme(at: Corpus.path(set), options: BuildOptions(reader: options))
            #expect(build.diagnostics == validation.diagnostics, "\(set), strict: \(strict)")
        }
    }

    /// A color outside Display P3 is found by `validate` too, and beside an error, which keeps
    /// `build` from generating anything: before lowering, only a successful build reported it.
    @Test func validateReportsAColorOutsideDisplayP3BesideAnError() {
        let report = buildJSON("""
            {
              "green": { "$type": "color", "$value": { "colorSpace": "rec2020", "components": [0, 1, 0] } },
              "component": { "button": { "primary": { "cornerRadius": { "$type": "color", "$value": { "colorSpace": "srgb", "components": [0, 0, 1] } } } } }
            }
            """)
        let expected = ["out-of-gamut base.json:2:3", "missing-state-feedback base.json:3:30", "component-property-type base.json:3:43"]
        #expect(report.validation.diagnostics.map { "\($0.code) \($0.location?.description ?? "")" } == expected)
        #expect(report.diagnostics == report.validation.diagnostics)
        #expect(report.files.isEmpty)
    }

    /// A varying token is checked in every row the emitter writes: a color outside Display P3 in a
    /// context other than the default is reported at that context's definition, once.
    @Test func aColorOutsideDisplayP3InOneContextIsReportedThere() {
        let report = buildJSON(
            """
            { "accent": { "$type": "color", "$value": { "colorSpace": "srgb", "components": [0, 0.5, 1] } } }
            """,
            modifiers: [(name: "mode", contexts: [
                (name: "light", json: "{}"),
                (name: "dark", json: """
                    { "accent": { "$type": "color", "$value": { "colorSpace": "a98-rgb", "components": [0, 1, 0] } } }
                    """),
            ])])
        #expect(report.succeeded)
        #expect(report.validation.diagnostics.map { "\($0.code) \($0.location?.description ?? "")" } == ["out-of-gamut mode/dark.json:1:3"])
        #expect(report.diagnostics == report.validation.diagnostics)
        #expect(report.files.first { $0.path == "AppTheme.swift" }?.contents.contains("ThemeColor(colorSpace: .a98RGB") == true)
    }

    /// `SwiftEmitter.emit(_:)` on a bare theme lowers it first: the files are those of `build`.
    @Test func emittingABareThemeLowersItFirst() {
        let report = validateTokens(at: TestPaths.packageRoot.appendingPathComponent("tokens").path)
        #expect(SwiftEmitter().emit(report.theme).files == buildTheme(from: report).files)
    }
}
