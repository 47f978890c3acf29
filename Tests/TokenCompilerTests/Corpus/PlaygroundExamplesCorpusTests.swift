import Foundation
import Testing
@testable import TokenCompiler

/// The Token Playground's two examples (`dtcg-playground-examples`), each a resolver document
/// with its token files. Resolving the documents is the resolver's work; here each example's
/// sets are layered in the document's order, with one context, as the resolver would.
@Suite struct PlaygroundExamplesCorpusTests {
    static let folder = "dtcg-playground-examples"

    /// SDS: `base/*` then one theme. The 19 typography tokens give only fontFamily, fontSize and
    /// fontWeight; 9.8 requires letterSpacing and lineHeight too. Nothing else is wrong, and
    /// each theme aliases only tokens of the base.
    @Test(.enabled(if: TestPaths.corpus != nil, "../shared/corpus is absent"), arguments: ["light", "dark"])
    func figmaSDSHasOnlyIncompleteTypography(theme: String) {
        let report = Corpus.layered(["\(Self.folder)/figma-sds/base", "\(Self.folder)/figma-sds/theme/\(theme).tokens.json"], strict: true)
        let lines = [5, 13, 20, 27, 36, 43, 50, 59, 66, 73, 82, 89, 96, 105, 112, 119, 128, 135, 142]
        #expect(report.errors(under: Self.folder) == lines.map { "invalid-value figma-sds/base/typography.tokens.json:\($0):\($0 == 5 ? 17 : 19)" })
        #expect(report.warningCounts.isEmpty)
        // 172 base tokens less the 19 typography ones, and the theme's 126.
        #expect(report.tokenCount == 279)
    }

    /// Primer: the `base` and `functional` sets (light theme, default size). Its files predate
    /// 2025.10 in many places, and the example leaves out files its tokens reference.
    @Test(.enabled(if: TestPaths.corpus != nil, "../shared/corpus is absent"))
    func githubPrimerBaseAndFunctionalSets() throws {
        let resolver = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: Corpus.path("\(Self.folder)/github-primer/primer.resolver.json"))))
        let sets = try #require((resolver as? [String: Any])?["sets"] as? [String: [String: [[String: String]]]])
        let sources = ["base", "functional"].flatMap { sets[$0]?["sources"] ?? [] }.compactMap { $0["$ref"] }
        #expect(sources.count == 20)
        let report = Corpus.layered(sources.map { "\(Self.folder)/github-primer/\($0)" })

        #expect(report.errorCounts == [
            // "16px", "100ms": dimension and duration values as strings (8.2, 8.5 want objects)
            // 58; shadows with an `alpha` member (9.6 defines none) 20.
            "invalid-value": 78,
            // `alpha` beside `$value` on color tokens: not a token property (5.2).
            "unknown-property": 15,
            // `{borderWidth.default}` ×23 and `{borderRadius.medium}`: defined in
            // functional/size/border.tokens.json, which the resolver's sets do not list; and
            // `{overlay.borderColor}` ×4 inside those shadows, which names nothing anywhere.
            "broken-reference": 28,
            // `custom-viewportRange`: Primer's own type, not one of the format's (8).
            "unknown-type": 6,
        ])
        let broken = Set(report.diagnostics(.brokenReference).map(\.message))
        #expect(broken == [
            "'{borderWidth.default}' names no token",
            "'{borderRadius.medium}' names no token",
            "'{overlay.borderColor}' names no token",
        ])
        // Colors are hex strings, the pre-2025.10 form: read, with a warning each. Typography
        // without letterSpacing (9.8 requires it): read as 0px, with a warning each. The top-level
        // group `selection` (functional/color/selection.tokens.json) is `selectionGroup` in Swift.
        #expect(report.warningCounts == ["non-standard-color": 293, "defaulted-property": 11, "renamed-member": 1])
        #expect(report.tokenCount == 820)
    }

    // MARK: - The resolver documents themselves, every permutation

    /// SDS through its resolver document: light and dark over the base, with no error. Only the
    /// typography that leaves out letterSpacing and lineHeight is read with defaults.
    @Test(.enabled(if: TestPaths.corpus != nil, "../shared/corpus is absent"))
    func figmaSDSResolverDocumentResolvesEveryPermutation() throws {
        let report = Corpus.validate("\(Self.folder)/figma-sds/sds.resolver.json")
        #expect(report.errorCounts == [:])
        #expect(report.warningCounts == ["defaulted-property": 19])
        let theme = report.theme
        #expect(theme.modifiers.map(\.name) == ["theme"])
        #expect(theme.modifiers.first?.contexts == ["light", "dark"])
        #expect(theme.tokens.count == 298)
        // Only colors follow the theme.
        let varying = theme.tokens.filter { !$0.variesWith.isEmpty }
        #expect(!varying.isEmpty)
        #expect(varying.allSatisfy { $0.type == .color && $0.variesWith == ["theme"] })
    }

    /// Primer through its resolver document: 5 themes × 3 sizes. Every diagnostic below was
    /// checked by hand against the files and the format.
    @Test(.enabled(if: TestPaths.corpus != nil, "../shared/corpus is absent"))
    func githubPrimerResolverDocumentGetsExactlyItsDefects() throws {
        let report = Corpus.validate("\(Self.folder)/github-primer/primer.resolver.json", ignoring: ["custom-viewportRange"])
        #expect(report.theme.modifiers.map { "\($0.name): \($0.contexts.joined(separator: " "))" } == [
            "theme: light light-hc dark dark-dimmed dark-hc", "size: default coarse fine",
        ])
        #expect(report.errorCounts == [
            // "16px", "100ms": dimensions and durations as strings (8.2, 8.5 want objects) 58;
            // shadows with an `alpha` member (9.6 defines none) 20.
            "invalid-value": 78,
            // `alpha` beside `$value` on color tokens, in the base and in the dark themes (5.2).
            "unknown-property": 24,
            // `{borderWidth.default}` ×23, `{borderRadius.medium}`, `{breakpoint.*}` ×5: in
            // border.tokens.json and breakpoints.tokens.json, which the document does not list;
            // `{overlay.borderColor}` ×4, which names nothing anywhere.
            "broken-reference": 33,
            // Tokens only some contexts define: see below.
            "incomplete-token": 4,
        ])
        let broken = Set(report.diagnostics(.brokenReference).map(\.message))
        #expect(broken == [
            "'{borderWidth.default}' names no token", "'{borderRadius.medium}' names no token",
            "'{overlay.borderColor}' names no token", "'{breakpoint.small}' names no token",
            "'{breakpoint.medium}' names no token", "'{breakpoint.large}' names no token",
            "'{breakpoint.xxlarge}' names no token",
        ])
        #expect(report.diagnostics(.incompleteToken).map(\.message) == [
            // A typo for `active`, in the light high-contrast theme only.
            "the token 'control.transparent.bgColor.cactive' is not defined when theme is light or dark or dark-dimmed or dark-hc; a typed theme needs every token in every permutation",
            // The coarse and fine sizes add `auto` targets the default size lacks.
            "the token 'control.minTarget.auto' is not defined when size is default; a typed theme needs every token in every permutation",
            "the token 'controlStack.small.gap.auto' is not defined when size is default; a typed theme needs every token in every permutation",
            "the token 'controlStack.medium.gap.auto' is not defined when size is default; a typed theme needs every token in every permutation",
        ])
        // Hex-string colors (read, with a warning each) and typography without letterSpacing.
        #expect(report.warningCounts == ["non-standard-color": 824, "defaulted-property": 11, "renamed-member": 1])
    }
}
