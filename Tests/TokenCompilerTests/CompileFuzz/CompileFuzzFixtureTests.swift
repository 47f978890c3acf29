import Foundation
import Testing
@testable import Lowering
@testable import SwiftOutput
@testable import TokenModel
@testable import TokenJSON

/// Each failure the compile fuzzer found, minimised to a fixture in `Fixtures/CompileFuzz/`: it
/// builds with no error, dumps to a document that reads back to the same values, and its output
/// type-checks in every configuration the fuzzer uses.
@Suite struct CompileFuzzFixtureTests {
    static let folder = TestPaths.fixtures.appendingPathComponent("CompileFuzz")

    static let fixtures: [String] = {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".json") }.sorted()
    }()

    @Test func theFixturesAreThere() {
        #expect(Self.fixtures.contains("color-color.tokens.json"))
        #expect(Self.fixtures.contains("layout-layout-layout.tokens.json"))
        #expect(Self.fixtures.contains("declaration-only-variant.tokens.json"))
        #expect(Self.fixtures.contains("braces-in-string.tokens.json"))
        #expect(Self.fixtures.contains("line-height-above-three.tokens.json"))
    }

    @Test(arguments: fixtures)
    func fixtureBuildsAndTypeChecks(name: String) throws {
        let report = buildTheme(at: Self.folder.appendingPathComponent(name).path)
        #expect(report.succeeded, "\(report.diagnostics)")
        // `dump` of the default permutation reads back to the same values (seed 2165: a line
        // height above 3 read as pixels on the way back).
        let theme = report.theme
        let resolved = theme.tokens(in: theme.defaultPermutation)
        let folder = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let dump = folder.appendingPathComponent("dump.tokens.json")
        try JSONWriter().text(of: JSONOutput(resolved: resolved, groups: theme.groups)).write(to: dump, atomically: true, encoding: .utf8)
        let reread = validateTokens(at: dump.path)
        #expect(reread.succeeded, "\(reread.diagnostics)")
        let before = Dictionary(resolved.map { ($0.path.description, $0.value) }, uniquingKeysWith: { a, _ in a })
        let after = Dictionary(reread.theme.tokens(in: reread.theme.defaultPermutation).map { ($0.path.description, $0.value) }, uniquingKeysWith: { a, _ in a })
        #expect(before == after)
        let files = report.files.map { SourceFile(name: $0.path, contents: $0.contents) }
        for configuration in CompileFuzz.Configuration.all {
            let result = try CompileFuzz.check(files, configuration)
            #expect(result.succeeded, "\(configuration): \(result.output)")
        }
    }

    /// A group named like its parent gets a struct of another name (a nested struct of the same
    /// name would hide the parent's inside its body), with a warning that says
    /// how to choose the name; a grandchild of that name again is fine where it is.
    @Test func aGroupNamedLikeItsParentIsRenamed() throws {
        let report = buildTheme(at: Self.folder.appendingPathComponent("layout-layout-layout.tokens.json").path)
        #expect(report.diagnostics.map(\.message) == [
            "the group 'layout.layout' cannot be 'layout' in Swift (the group 'layout' already has the name 'LayoutTokens' on AppTheme.LayoutTokens), so it is 'layoutGroup'; to choose the name, rename the group or add \"names\": { \"layout.layout\": \"…\" } to tokenc.json",
        ])
        let file = try #require(report.files.first { $0.path == "Tokens/AppTheme+Layout.swift" })
        #expect(file.contents.contains("self._layoutGroup = ThemeBox(LayoutGroupTokens(selection))"))
        #expect(file.contents.contains("    public var layoutGroup: LayoutGroupTokens {"))
        #expect(file.contents.contains("        nonisolated public struct LayoutGroupTokens: Sendable, Hashable, ThemeTokenGroup {"))
        #expect(file.contents.contains("            nonisolated public struct LayoutTokens: Sendable, Hashable, ThemeTokenGroup {"))
    }

    /// A variant whose group only sets the styles inside it (found by the fuzzer: `label.quiet`
    /// holding nothing but `"styles": { "card": "large" }`, named by a card variant) is a style of
    /// the kind's default look, so the card that names it builds.
    @Test func aVariantThatOnlyDeclaresIsAStyle() throws {
        let report = buildTheme(at: Self.folder.appendingPathComponent("declaration-only-variant.tokens.json").path)
        #expect(report.diagnostics.filter { $0.severity == .error }.isEmpty, "\(report.diagnostics)")
        let labels = try #require(report.files.first { $0.path == "SwiftUI/Styles/LabelStyles.swift" })
        #expect(labels.contents.contains("""
            private struct QuietLabelStyleBody: View {
                let configuration: LabelStyleConfiguration
                @Environment(\\.appTheme) private var theme

                var body: some View {
                    HStack {
                        configuration.icon
                        configuration.title
                    }
                    .cardStyle(.large)
                }
            }
            """))
        let cards = try #require(report.files.first { $0.path == "SwiftUI/Styles/CardStyles.swift" })
        #expect(cards.contents.contains("        .labelStyle(.quiet)\n"))
    }

    /// String tokens whose braces name no token (found by the fuzzer, seed 1603: `"\(interpolation)
    /// \u{41}"` in one context) are their text, not expressions left out, so three of them are no
    /// `all-left-out` error; braces that name string tokens are Style Dictionary's interpolation,
    /// the joined text, wherever the token they name is defined; one naming a token of another
    /// type leaves the token out.
    @Test func bracesThatNameNoTokenAreText() throws {
        let report = buildTheme(at: Self.folder.appendingPathComponent("braces-in-string.tokens.json").path)
        #expect(report.diagnostics.isEmpty, "\(report.diagnostics)")
        let values = report.theme.tokens.map { token -> String in
            guard case .string(let text) = token.values[0].value else { return "\(token.path): not a string" }
            return "\(token.path): \(text)"
        }
        #expect(values == [#"text.escape: \(interpolation) \u{41}"#, "text.key: Press {Enter}", "text.hint: Then {Tab}"])
        let naming = buildJSON(#"{ "t": { "$type": "string", "$value": "see {a} and {b.c} here" }, "a": { "$type": "string", "$value": "x" }, "b": { "c": { "$type": "string", "$value": "\"y\"" } } }"#)
        #expect(naming.theme.tokens.first { $0.path.description == "t" }?.values[0].value == .string(#"see x and "y" here"#))
        #expect(naming.diagnostics.map(\.message) == [#""see {a} and {b.c} here" is read as the text its references give, "see x and \"y\" here", as Style Dictionary puts a referenced value in place of the reference (write "see x and \"y\" here")"#])
        let number = buildJSON(#"{ "a": { "$type": "number", "$value": 1 }, "t": { "$type": "string", "$value": "see {a} here" } }"#)
        #expect(number.diagnostics.compactMap(\.leftOut).map { "\($0.path) \($0.cause)" } == ["t unsupportedValue"])
        let strict = buildJSON(#"{ "a": { "$type": "string", "$value": "x" }, "t": { "$type": "string", "$value": "see {a}" } }"#, strict: true)
        #expect(!strict.diagnostics.contains { $0.message.contains("is read as the text its references give") })
        #expect(strict.theme.tokens.first { $0.path.description == "t" } == nil)
    }

    /// A custom component named `configuration` (found by the fuzzer) would declare a view
    /// `Configuration` that hides the style protocols' own from every generated style: an error.
    @Test func aComponentNamedLikeWhatTheStylesNameIsAnError() {
        let path = TestPaths.fixtures.appendingPathComponent("CompileFuzzRejected/configuration-component.tokens.json").path
        let report = validateTokens(at: path)
        #expect(!report.succeeded)
        #expect(report.diagnostics.filter { $0.severity == .error }.map { "\($0.location.map { "\($0.line):\($0.column)" } ?? "") \($0.message)" } == [
            "4:5 the custom component 'component.configuration' becomes the view type Configuration, which the generated styles name (the generated view would hide it from them); rename the group",
        ])
    }

    /// Two variants spelt alike in Swift (`on-brand`, `onBrand`; found by the fuzzer in a custom
    /// component) would declare one style type twice: an error at the second, naming the first.
    @Test func variantsSpeltAlikeAreAnError() {
        let path = TestPaths.fixtures.appendingPathComponent("CompileFuzzRejected/variants-spelt-alike.tokens.json").path
        let report = validateTokens(at: path)
        #expect(!report.succeeded)
        #expect(report.diagnostics.filter { $0.severity == .error }.map { "\($0.location.map { "\($0.line):\($0.column)" } ?? "") \($0.message)" } == [
            "5:7 the variants 'component.button.on-brand' and 'component.button.onBrand' are both spelt OnBrand in Swift, so their styles would be one type; rename one of them",
        ])
    }
}
