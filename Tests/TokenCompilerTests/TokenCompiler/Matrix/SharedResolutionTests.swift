import Foundation
import Testing
@testable import Lowering
@testable import TokenCompiler
@testable import TokenModel
@testable import SwiftOutput

/// Permutations share work: each token is resolved once per combination of the contexts of the
/// modifiers it varies with. That must give exactly what resolving each permutation on its own gives.
@Suite struct SharedResolutionTests {
    /// Each permutation resolved from scratch: its sources as one set, merged in order.
    static func resolvedAlone(_ permutation: Permutation, of plan: ResolutionPlan, options: ReaderOptions) -> [TokenPath: ResolvedToken] {
        let alone = ResolutionPlan(
            layers: [ResolutionLayer(name: "all", kind: .set(plan.sources(for: permutation)), location: nil)], origin: plan.origin)
        let result = ThemeMatrixEvaluator(plan: alone, options: options).resolve()
        return Dictionary(uniqueKeysWithValues: result.defaultTokens.tokens.map { ($0.path, $0) })
    }

    static var designSystems: [String] {
        var paths = [RepositoryTokensTests.tokens, ThemeMatrixTests.folders, DumpTests.resolver]
        if let corpus = TestPaths.corpus {
            paths.append(corpus.appendingPathComponent("dtcg-playground-examples/figma-sds/sds.resolver.json").path)
            paths.append(corpus.appendingPathComponent("dtcg-playground-examples/github-primer/primer.resolver.json").path)
        }
        return paths
    }

    @Test(arguments: designSystems)
    func matrixResolutionEqualsEachPermutationResolvedAlone(path: String) throws {
        let options = ReaderOptions(ignoredTypes: ["custom-viewportRange"])
        let report = validateTokens(at: path, options: options)
        let plan = try #require(report.plan)
        for (index, permutation) in report.theme.permutations.enumerated() {
            let alone = Self.resolvedAlone(permutation, of: plan, options: options)
            for token in report.theme.tokens {
                #expect(alone[token.path]?.value == token.value(in: index)?.value, "\(token.path) in \(permutation)")
            }
        }
    }

    /// 4 brands × 3 modes over 200 tokens, each context overriding one palette color that two
    /// semantic tokens alias: 12 full passes would resolve 2,400 tokens; one per combination, 254.
    @Test func twelvePermutationsCostLittleMoreThanOne() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tokenc-shared-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        func write(_ json: String, _ file: String) throws {
            let url = folder.appendingPathComponent(file)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try json.write(to: url, atomically: true, encoding: .utf8)
        }
        func color(_ red: Int) -> String { #"{"$value": {"colorSpace": "srgb", "components": [0.\#(red), 0, 0]}}"# }
        let palette = (0..<100).map { "\"c\($0)\": \(color($0 % 10))" }.joined(separator: ", ")
        let semantic = (0..<100).map { "\"s\($0)\": {\"$value\": \"{palette.c\($0 / 2)}\"}" }.joined(separator: ", ")
        try write(#"{"palette": {"$type": "color", \#(palette)}, "semantic": {"$type": "color", \#(semantic)}}"#, "base.json")
        for (index, brand) in ["a", "b", "c", "d"].enumerated() {
            try write(#"{"palette": {"c\#(index)": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [1, 1, 1]}}}}"#, "brands/\(brand).json")
        }
        for (index, mode) in ["light", "dark", "dim"].enumerated() {
            try write(#"{"palette": {"c\#(10 + index)": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [0, 0, 1]}}}}"#, "modes/\(mode).json")
        }
        var diagnostics: [Diagnostic] = []
        let plan = try #require(ResolutionPlan.load(at: folder.path, diagnostics: &diagnostics)?.plan)
        let result = ThemeMatrixEvaluator(plan: plan, options: ReaderOptions()).resolve()
        #expect(result.diagnostics == [])
        #expect(result.theme.permutations.count == 12)
        #expect(result.theme.tokens.count == 200)
        // The default permutation (a, light) resolves 200. The 4 colors the brands override and
        // their 8 aliases vary with the brand: 3 more brands resolve 12 each. The 3 colors the
        // modes override and their 6 aliases: 2 more modes resolve 9 each.
        #expect(result.tokensResolved == 200 + 3 * 12 + 2 * 9)
        #expect(result.theme.tokens.first { $0.path.description == "semantic.s1" }?.variesWith == ["brand"])
        #expect(result.theme.tokens.first { $0.path.description == "semantic.s20" }?.variesWith == ["mode"])
    }

    /// A patched permutation takes the baseline's dependencies for the tokens it defines as the
    /// baseline does: an alias chain through such tokens still follows the override at its end,
    /// and a reference to a token only the contexts define is looked up again in each.
    @Test func reusedDependenciesFollowOverridesAndContextDefinedTokens() {
        let report = buildJSON(
            #"{ "n": { "$type": "number", "a": { "$value": 1 }, "b": { "$value": "{n.a}" }, "c": { "$value": "{n.b}" }, "d": { "$value": "{n.e}" } } }"#,
            modifiers: [("brand", [
                ("x", #"{ "n": { "e": { "$type": "number", "$value": 10 } } }"#),
                ("y", #"{ "n": { "a": { "$type": "number", "$value": 2 }, "e": { "$type": "number", "$value": 20 } } }"#),
            ])])
        #expect(report.diagnostics == [])
        let values = Dictionary(uniqueKeysWithValues: report.theme.tokens.map { token in
            (token.path.description, token.values.map { token -> String in
                if case .number(let number) = token.value { number.text } else { "?" }
            })
        })
        #expect(values["n.c"] == ["1", "2"])
        #expect(values["n.d"] == ["10", "20"])
    }
}
