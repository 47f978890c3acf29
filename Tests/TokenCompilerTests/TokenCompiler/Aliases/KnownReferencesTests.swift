import Testing
@testable import TokenCompiler
@testable import TokenJSON
@testable import TokenModel
import TokencBenchSupport

/// A permutation with the default's paths takes the default's references for the tokens it did
/// not change, and resolves to exactly what it resolves to when it finds every reference itself.
@Suite struct KnownReferencesTests {
    /// Generated base sets of colors, dimensions and borders that alias one another (broken
    /// references and maths among them), each with two contexts overriding some tokens with new
    /// values or new aliases: for every token of the other context's set, the known dependencies
    /// are the ones the graph collects, and are known exactly for the tokens neither context
    /// writes; the set resolved with them gives the same tokens, aliases and diagnostics as
    /// without them.
    @Test(arguments: 0..<24)
    func anUnchangedTokenReferencesWhatItDidInTheDefault(seed: UInt64) throws {
        var generator = SplitMix64(seed: 1205 + seed)
        let names = (0..<generator.int(in: 4...30)).map { "t\($0)" }
        func value(_ generator: inout SplitMix64) -> String {
            switch generator.below(7) {
            case 0: #"{"colorSpace": "srgb", "components": [\#(Double(generator.below(11)) / 10), 0, 1]}"#
            case 1: #"{"value": \#(generator.below(40)), "unit": "px"}"#
            case 2: #""{missing.\#(generator.below(3))}""#
            case 3: #"{"color": "{g.\#(generator.pick(names))}", "width": "{g.\#(generator.pick(names))}", "style": "solid"}"#
            default: #""{g.\#(generator.pick(names))}""#
            }
        }
        func file(_ tokens: [String], _ generator: inout SplitMix64) -> String {
            let members = tokens.map { #""\#($0)": {"$value": \#(value(&generator))}"# }
            return #"{"g": {\#(members.joined(separator: ", "))}}"#
        }
        let base = file(names, &generator)
        let written = (0..<2).map { _ in names.filter { _ in generator.chance(30) } }
        let contexts = written.map { file($0, &generator) }
        var diagnostics: [Diagnostic] = []
        func tree(_ text: String, _ name: String) throws -> GroupNode {
            TokenFileReader.read(embedded: try parseJSON(text).root, file: name, components: .standard, diagnostics: &diagnostics)
        }
        let layers = Layers(
            trees: [.set(try tree(base, "base.json")), .modifier([try tree(contexts[0], "a.json"), try tree(contexts[1], "b.json")])],
            origin: "plan.json", strict: false)
        let evaluation = DefaultEvaluation(layers.merged([0]), options: ReaderOptions())
        let known = evaluation.references
        let other = TokenSet(flattening: layers.merged([1]).tree, sharingIndexOf: evaluation.evaluator.set.pathIndex)
        #expect(known.sharesPaths(with: other))

        let graph = ReferenceGraph(set: other, strict: false)
        let changed = Set(written.joined())
        for index in other.indices {
            let dependencies = known.dependencies(of: index, in: other)
            #expect((dependencies == nil) == changed.contains(other.path(at: index).name), "\(other.path(at: index))")
            if let dependencies { #expect(dependencies == graph.dependencies(of: index), "\(other.path(at: index))") }
        }

        func resolved(_ evaluator: TokenEvaluator) -> [String] {
            var evaluator = evaluator
            let tokens = evaluator.resolve().tokens.map { "\($0.path) \($0.type) \($0.value) \($0.aliasOf.map(\.description) ?? "-")" }
            return tokens + evaluator.diagnostics.map { "\($0.location.map { "\($0.file):\($0.line):\($0.column)" } ?? "-") \($0.message)" }
        }
        #expect(resolved(TokenEvaluator(set: other, options: ReaderOptions(), known: known)) == resolved(TokenEvaluator(set: other, options: ReaderOptions())))
    }
}
