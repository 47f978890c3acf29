import Testing
import TokenJSON
import struct TokencBenchSupport.SplitMix64
@testable import TokenCompiler
@testable import TokenModel

/// `PermutationOverlay` makes a permutation's set from the default's only where that gives what
/// merging and flattening its layers gives: generated plans (a base set, modifiers whose contexts
/// override base tokens, hold the same new paths in every context, or hold paths of their own;
/// group `$type` and `$deprecated` anywhere; sets between modifiers; now and then a token over a
/// group or an `$extends`) compare every permutation's overlay, token by token and group by group,
/// with its merged and flattened tree.
@Suite struct PermutationOverlayTests {
    /// A tree's paths: a token, or a group of named children in order.
    indirect enum Shape {
        case token
        case group([(name: String, shape: Shape)])
    }

    enum ContextKind: CaseIterable {
        /// Some of the base set's paths.
        case overrides
        /// The same paths of its own, in the same order, in every context.
        case parallel
        /// Paths of its own, different in each context.
        case own
    }

    /// Group and token names never meet: a path is a group or a token in every tree, unless a
    /// plan writes a token over a group on purpose.
    static let groupNames = ["a", "b", "c", "d"]
    static let tokenNames = ["x", "y", "z"]

    @Test func anOverlaidSetIsTheMergedAndFlattenedSet() {
        var random = SplitMix64(seed: 1201)
        var overlaid = 0, merged = 0
        for plan in 0..<400 {
            let base = Self.shape(depth: 3, using: &random)
            var trees: [LayerTree] = [.set(Self.tree(base, file: "base.json", using: &random))]
            var contextCounts: [Int] = []
            for modifier in 0..<random.int(in: 1...3) {
                let kind = random.pick(ContextKind.allCases)
                let count = random.int(in: 2...3)
                let parallel = Self.shape(depth: 2, using: &random)
                let contexts = (0..<count).map { context -> GroupNode in
                    let shape: Shape = switch kind {
                    case .overrides: Self.subset(of: base, using: &random)
                    case .parallel: parallel
                    case .own: Self.shape(depth: 2, using: &random)
                    }
                    return Self.tree(shape, file: "m\(modifier)-\(context).json", using: &random)
                }
                trees.append(.modifier(contexts))
                contextCounts.append(count)
                if random.chance(15) {
                    trees.append(.set(Self.tree(Self.subset(of: base, using: &random), file: "later\(modifier).json", using: &random)))
                }
            }
            if random.chance(5) {
                trees.append(.set(TreeMergerTests.tree(#"{"a": {"$type": "number", "$value": 1}}"#, file: "over.json")))
            }
            if random.chance(5) {
                trees.append(.set(TreeMergerTests.tree(#"{"b": {"$extends": "{a}"}}"#, file: "extends.json")))
            }
            let layers = Layers(trees: trees, origin: "plan.json", strict: false)
            let analysis = VariationAnalysis(sets: layers.sets, contexts: layers.contexts)
            // The default context is any of a modifier's.
            let defaults = contextCounts.map { random.int(in: 0...($0 - 1)) }
            let defaultSet = TokenSet(flattening: layers.merged(defaults).tree)
            let overlay = PermutationOverlay(
                layers: layers, analysis: analysis, base: defaultSet, ids: analysis.ids(of: defaultSet, at: Array(defaultSet.indices)),
                defaults: defaults)
            for permutation in Self.permutations(contextCounts) where permutation != defaults {
                let changed = ModifierSet(members: permutation.indices.filter { permutation[$0] != defaults[$0] })
                guard let set = overlay.set(of: permutation, changing: changed) else {
                    merged += 1
                    continue
                }
                overlaid += 1
                let tree = layers.merged(permutation)
                #expect(tree.mergeDiagnostics.isEmpty && tree.extensionDiagnostics.isEmpty, "plan \(plan), \(permutation)")
                let expected = TokenSet(flattening: tree.tree, sharingIndexOf: defaultSet.pathIndex)
                #expect(expected.pathIndex.isShared(with: defaultSet.pathIndex), "plan \(plan), \(permutation): the paths moved")
                #expect(set.pathIndex.isShared(with: defaultSet.pathIndex))
                #expect(Set(set.groups.keys) == Set(expected.groups.keys), "plan \(plan), \(permutation)")
                for path in expected.groups.keys {
                    #expect(set.group(at: path) == expected.groups[path], "plan \(plan), \(permutation), group '\(path)'")
                }
                guard set.count == expected.count else {
                    Issue.record("plan \(plan), \(permutation): \(set.count) tokens, merging gives \(expected.count)")
                    continue
                }
                for index in set.indices {
                    #expect(Self.describe(set[index]) == Self.describe(expected[index]), "plan \(plan), \(permutation)")
                    #expect(set.node(at: index).isIdentical(to: expected.node(at: index)), "plan \(plan), \(permutation), \(set.path(at: index))")
                }
            }
        }
        // Both ways are taken often: the comparison above is not of a handful of cases.
        #expect(overlaid > 1_000)
        #expect(merged > 300)
    }

    /// A plan that writes a token over a group, or uses `$extends`, is merged: merging reports the
    /// one and copies groups for the other.
    @Test func aTokenOverAGroupOrAnExtendsIsAlwaysMerged() {
        let number = #"{"$type": "number", "$value": 1}"#
        let base = TreeMergerTests.tree(#"{"a": {"x": \#(number)}, "b": {"y": \#(number)}}"#, file: "base.json")
        let overrides = [
            TreeMergerTests.tree(#"{"a": {"x": \#(number)}}"#, file: "one.json"),
            TreeMergerTests.tree(#"{"a": {"x": \#(number)}}"#, file: "two.json"),
        ]
        for extra in [#"{"b": \#(number)}"#, #"{"b": {"$extends": "{a}"}}"#, #"{"b": {"$extends": "a"}}"#] {
            let layers = Layers(
                trees: [.set(base), .modifier(overrides), .set(TreeMergerTests.tree(extra, file: "extra.json"))], origin: "plan.json", strict: false)
            let analysis = VariationAnalysis(sets: layers.sets, contexts: layers.contexts)
            let defaultSet = TokenSet(flattening: layers.merged([0]).tree)
            let overlay = PermutationOverlay(
                layers: layers, analysis: analysis, base: defaultSet, ids: analysis.ids(of: defaultSet, at: Array(defaultSet.indices)),
                defaults: [0])
            #expect(overlay.set(of: [1], changing: ModifierSet(members: [0])) == nil, "\(extra)")
        }
        // Without the extra set, the same modifier is overlaid.
        let layers = Layers(trees: [.set(base), .modifier(overrides)], origin: "plan.json", strict: false)
        let analysis = VariationAnalysis(sets: layers.sets, contexts: layers.contexts)
        let defaultSet = TokenSet(flattening: layers.merged([0]).tree)
        let overlay = PermutationOverlay(
            layers: layers, analysis: analysis, base: defaultSet, ids: analysis.ids(of: defaultSet, at: Array(defaultSet.indices)),
            defaults: [0])
        let set = overlay.set(of: [1], changing: ModifierSet(members: [0]))
        #expect(set?.node(at: 0).location.file == "two.json")
        #expect(set?.node(at: 1).location.file == "base.json")
    }

    // MARK: - Generating plans

    static func shape(depth: Int, using random: inout SplitMix64) -> Shape {
        var children: [(name: String, shape: Shape)] = []
        for name in tokenNames where random.chance(50) { children.append((name, .token)) }
        if depth > 0 {
            for name in groupNames where random.chance(40) { children.append((name, shape(depth: depth - 1, using: &random))) }
        }
        // Children in any order: merging keeps the order each tree gives.
        for index in children.indices.reversed() where index > 0 {
            children.swapAt(index, random.int(in: 0...index))
        }
        return .group(children)
    }

    /// Some of `shape`'s paths, in its order.
    static func subset(of shape: Shape, using random: inout SplitMix64) -> Shape {
        guard case .group(let children) = shape else { return shape }
        return .group(children.compactMap { child in
            random.chance(45) ? (child.name, subset(of: child.shape, using: &random)) : nil
        })
    }

    /// The tree of `shape` read from JSON, each token a number, and a group given `$type` or
    /// `$deprecated` now and then.
    static func tree(_ shape: Shape, file: String, using random: inout SplitMix64) -> GroupNode {
        TreeMergerTests.tree(json(shape, using: &random), file: file)
    }

    static func json(_ shape: Shape, using random: inout SplitMix64) -> String {
        switch shape {
        case .token:
            let deprecated = random.chance(10) ? #", "$deprecated": "old""# : ""
            return #"{"$type": "number", "$value": \#(random.int(in: 0...99))\#(deprecated)}"#
        case .group(let children):
            var members: [String] = []
            if random.chance(20) { members.append(#""$type": "number""#) }
            if random.chance(10) { members.append(random.chance(50) ? #""$deprecated": true"# : #""$deprecated": "gone""#) }
            for (name, child) in children { members.append("\"\(name)\": " + json(child, using: &random)) }
            return "{" + members.joined(separator: ",\n") + "}"
        }
    }

    /// Every permutation of modifiers with `counts` contexts each.
    static func permutations(_ counts: [Int]) -> [[Int]] {
        counts.reduce([[]]) { partial, count in partial.flatMap { prefix in (0..<count).map { prefix + [$0] } } }
    }

    static func describe(_ definition: TokenDefinition) -> String {
        [
            definition.path.description,
            definition.groupType.map { "\($0.value)@\($0.location)" } ?? "-",
            definition.deprecation.map { "\($0)" } ?? "-",
            "\(definition.location)",
        ].joined(separator: " ")
    }
}
