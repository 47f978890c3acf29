import Testing
@testable import TokenCompiler
@testable import TokenJSON
@testable import TokenModel
import TokencBenchSupport

/// The combination table keeps the default permutation's tokens at their positions in its set,
/// and a permutation whose set shares those paths records and finds its tokens by position: over
/// generated permutations, some with the default's paths and some adding or reordering paths,
/// every token in every combination is what a table keyed by path holds.
@Suite struct CombinationTableTests {
    static let number = #"{"$type": "number", "$value": 1}"#

    /// One modifier of `contexts` contexts, the first the default.
    static func space(contexts: Int) -> ContextSpace {
        ContextSpace(plan: MatrixOracleTests.plan("{}", [("mode", (0..<contexts).map { ("c\($0)", "{}") })]))
    }

    static func set(_ names: [String], sharingIndexOf earlier: TokenSet.PathIndex? = nil) -> TokenSet {
        let members = names.map { #""\#($0)": \#(number)"# }.joined(separator: ", ")
        return TokenSet(flattening: TreeMergerTests.tree("{\(members)}", file: "tokens.json"), sharingIndexOf: earlier)
    }

    static func entry(_ value: Double) -> CombinationTable.Entry {
        let token = ResolvedToken(path: TokenPath(["t"]), type: .number, value: .number(NumberLiteral(value)), location: CombinationTableEntryTests.written)
        return CombinationTable.Entry(
            location: CombinationTableEntryTests.written,
            outcome: TokenEvaluator.Outcome(type: .number, value: token.value, ignored: false, inCycle: false, leftOut: nil, token: token))
    }

    @Test(arguments: 0..<40)
    func positionsFindWhatPathsFind(seed: UInt64) {
        var random = SplitMix64(seed: seed)
        let contexts = 2 + random.below(3)
        let space = Self.space(contexts: contexts)
        let names = (0..<(1 + random.below(6))).map { "d\($0)" }
        let defaultSet = Self.set(names)
        var table = CombinationTable(space: space, defaultPaths: defaultSet.pathIndex)
        var expected: [TokenPath: [Int: Double]] = [:]
        let varying = ModifierSet(members: [0])
        func record(_ set: TokenSet, context: Int, modifiers: (Int) -> ModifierSet) {
            let shares = set.pathIndex.isShared(with: defaultSet.pathIndex)
            var tokens: [(index: Int, path: TokenPath, modifiers: ModifierSet, entry: CombinationTable.Entry)] = []
            for index in set.indices {
                let path = set.path(at: index)
                let value = Double(context * 100 + index)
                tokens.append((index, path, modifiers(index), Self.entry(value)))
                expected[path, default: [:]][modifiers(index).members.isEmpty ? 0 : context] = value
            }
            table.record(PermutationOutcome(permutation: [context], tokens: tokens, hasDefaultPositions: shares, diagnostics: [], resolvedCount: 0))
        }
        // The default records every token, each varying with the modifier.
        record(defaultSet, context: 0) { _ in varying }
        for context in 1..<contexts {
            var contextNames = names
            switch random.below(3) {
            case 0: break
            case 1: contextNames.append("e\(random.below(3))")
            default: contextNames.reverse()
            }
            let set = Self.set(contextNames, sharingIndexOf: defaultSet.pathIndex)
            #expect(set.pathIndex.isShared(with: defaultSet.pathIndex) == (contextNames == names))
            record(set, context: context) { _ in varying }
        }
        for (path, values) in expected {
            let position = table.position(of: path)
            #expect(position != nil, "\(path)")
            guard let position else { continue }
            #expect((position < names.count) == names.contains(path.name), "\(path)")
            for context in 0..<contexts {
                let found = table.outcome(at: position, in: [context])?.value
                #expect(found == values[context].map { .number(NumberLiteral($0)) }, "\(path) in c\(context)")
            }
        }
        #expect(table.otherPaths.count == Set(expected.keys).subtracting(defaultSet.pathIndex.paths).count)
        #expect(table.tokens.count == expected.count)
    }

    @Test func anIndexIsSharedOnlyWithItself() {
        let first = Self.set(["a", "b"])
        let same = Self.set(["a", "b"], sharingIndexOf: first.pathIndex)
        let alone = Self.set(["a", "b"])
        #expect(same.pathIndex.isShared(with: first.pathIndex))
        #expect(!alone.pathIndex.isShared(with: first.pathIndex))
        #expect(!Self.set(["a"], sharingIndexOf: first.pathIndex).pathIndex.isShared(with: first.pathIndex))
    }
}
