import Testing
@testable import TokenCompiler
@testable import TokenJSON
@testable import TokenModel
@testable import SwiftOutput

/// `VariationAnalysis.variations(of:at:)`, which looks a run of tokens of one group up from the
/// group's number, must give what looking each path up from the root gives.
@Suite struct VariationAnalysisTests {
    static let number = #"{"$type": "number", "$value": 1}"#

    /// A base tree, and two modifiers whose contexts override or add tokens at several depths.
    static func analysis() -> (VariationAnalysis, base: GroupNode, contexts: [[GroupNode]]) {
        let n = number
        let base = TreeMergerTests.tree(#"""
            {"top": \#(n),
             "a": {"x": \#(n), "y": {"$value": "{a.x}"}, "b": {"deep": \#(n), "alias": {"$value": "{top}"}}, "z": \#(n)},
             "c": {"x": \#(n), "ref": {"$value": "{a.b.deep}"}},
             "top2": {"$value": "{c.ref}"}}
            """#, file: "base.json")
        let brand = [
            TreeMergerTests.tree(#"{"a": {"b": {"deep": \#(n)}}}"#, file: "acme.json"),
            TreeMergerTests.tree(#"{"top": \#(n), "c": {"added": \#(n)}}"#, file: "nova.json"),
        ]
        let mode = [
            TreeMergerTests.tree(#"{"a": {"x": \#(n)}}"#, file: "light.json"),
            TreeMergerTests.tree(#"{"c": {"x": \#(n)}}"#, file: "dark.json"),
        ]
        return (VariationAnalysis(sets: [base], contexts: [brand, mode]), base, [brand, mode])
    }

    /// A permutation whose set has the default's paths finds its tokens to resolve by their
    /// numbers: for every set of modifiers, the tokens whose numbers vary with all of them are the
    /// tokens `tokens(varyingWithAll:)` lists, at the same positions.
    @Test func tokensFoundByNumberAreTheTokensListedByPath() {
        let (analysis, base, contexts) = Self.analysis()
        for brand in contexts[0].indices {
            for mode in contexts[1].indices {
                var merged = base
                var merger = TreeMerger(redefinition: .override)
                merger.merge(contexts[0][brand], into: &merged)
                merger.merge(contexts[1][mode], into: &merged)
                let set = TokenSet(flattening: merged)
                let ids = analysis.ids(of: set, at: Array(set.indices))
                for modifiers in [[0], [1], [0, 1]].map(ModifierSet.init(members:)) {
                    let byNumber = set.indices.filter { ids[$0].map { analysis.varies($0, withAll: modifiers) } ?? false }
                    let byPath = analysis.tokens(varyingWithAll: modifiers).compactMap { set.index(of: $0) }.sorted()
                    #expect(byNumber == byPath, "brand \(brand), mode \(mode), modifiers \(modifiers.members)")
                    #expect(!byPath.isEmpty || modifiers.members == [0, 1])
                }
            }
        }
    }

    @Test func variationsOfASetAreEachPathsVariation() {
        let (analysis, base, contexts) = Self.analysis()
        var merged = base
        var merger = TreeMerger(redefinition: .override)
        merger.merge(contexts[0][1], into: &merged)
        let set = TokenSet(flattening: merged)
        let all = Array(set.indices)
        let expected = all.map { analysis.variation(of: set.path(at: $0)) }
        #expect(analysis.variations(of: set, at: all) == expected)
        // Any subset, in any order, and with groups left and come back to.
        let scattered = [set.count - 1, 0, 2, 1, 0]
        #expect(analysis.variations(of: set, at: scattered) == scattered.map { expected[$0] })
        #expect(analysis.variations(of: set, at: []).isEmpty)
        // What the values are: aliases take their targets' modifiers.
        let byPath = Dictionary(uniqueKeysWithValues: all.map { (set.path(at: $0).description, expected[$0]) })
        #expect(byPath["a.b.deep"] == ModifierSet(members: [0]))
        #expect(byPath["a.y"] == ModifierSet(members: [1]))
        #expect(byPath["a.b.alias"] == ModifierSet(members: [0]))
        #expect(byPath["top2"] == ModifierSet(members: [0]))
        #expect(byPath["c.added"] == ModifierSet(members: [0]))
        #expect(byPath["a.z"] == ModifierSet.empty)
    }

    @Test func aPathTheAnalysisNeverSawTakesTheFallback() {
        let (analysis, _, _) = Self.analysis()
        let unknown = TokenSet(flattening: TreeMergerTests.tree(#"{"a": {"x": \#(Self.number), "new": \#(Self.number)}, "other": {"q": \#(Self.number)}}"#, file: "other.json"))
        let all = Array(unknown.indices)
        #expect(analysis.variations(of: unknown, at: all) == all.map { analysis.variation(of: unknown.path(at: $0)) })
    }
}
