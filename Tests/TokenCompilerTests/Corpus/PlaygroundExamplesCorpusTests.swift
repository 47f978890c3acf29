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
            // 58; shadows with an `alpha` member (9.6 defines none) 20; typography without
            // letterSpacing (9.8) 11.
            "invalid-value": 89,
            // `alpha` beside `$value` on color tokens: not a token property (5.2).
            "unknown-property": 15,
            // `{borderWidth.default}` ×23 and `{borderRadius.medium}`: defined in
            // functional/size/border.tokens.json, which the resolver's sets do not list.
            "broken-reference": 24,
            // `custom-viewportRange`: Primer's own type, not one of the format's (8).
            "unknown-type": 6,
        ])
        let broken = Set(report.diagnostics(.brokenReference).map(\.message))
        #expect(broken == [
            "'{borderWidth.default}' names no token",
            "'{borderRadius.medium}' names no token",
        ])
        // Colors are hex strings, the pre-2025.10 form: read, with a warning each.
        #expect(report.warningCounts == ["non-standard-color": 293])
        #expect(report.tokenCount == 820)
    }
}
