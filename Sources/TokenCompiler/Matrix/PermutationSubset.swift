/// Some permutations, named by the combinations they take over a few modifiers: every
/// permutation whose contexts of `modifiers` form one of `combinations`. A token resolved in one
/// combination of its modifiers stands for all such permutations, so sets of them are never listed.
struct PermutationSubset: Hashable, Sendable {
    var modifiers: ModifierSet
    /// Combination indices over `modifiers` (see ``ContextSpace``).
    var combinations: Set<Int>

    /// Every permutation.
    static let all = PermutationSubset(modifiers: .empty, combinations: [0])
    /// No permutation.
    static let none = PermutationSubset(modifiers: .empty, combinations: [])

    /// The permutations that take `permutation`'s contexts of `modifiers`.
    init(taking permutation: [Int], of modifiers: ModifierSet, in space: ContextSpace) {
        self.modifiers = modifiers
        combinations = [space.combination(of: permutation, over: modifiers)]
    }

    init(modifiers: ModifierSet, combinations: Set<Int>) {
        self.modifiers = modifiers
        self.combinations = combinations
    }

    /// The same permutations, named over `wider` (a superset of `modifiers`).
    func widened(to wider: ModifierSet, in space: ContextSpace) -> PermutationSubset {
        guard wider != modifiers else { return self }
        let count = space.combinationCount(wider) ?? 0
        var result = Set<Int>()
        for combination in 0..<count {
            let contexts = space.permutation(ofCombination: combination, over: wider, others: space.defaults)
            if combinations.contains(space.combination(of: contexts, over: modifiers)) { result.insert(combination) }
        }
        return PermutationSubset(modifiers: wider, combinations: result)
    }

    /// Adds the permutations of `other`.
    mutating func formUnion(_ other: PermutationSubset, in space: ContextSpace) {
        let modifiers = modifiers.union(other.modifiers)
        self = widened(to: modifiers, in: space)
        combinations.formUnion(other.widened(to: modifiers, in: space).combinations)
    }

    /// The permutations of both.
    func union(_ other: PermutationSubset, in space: ContextSpace) -> PermutationSubset {
        var result = self
        result.formUnion(other, in: space)
        return result
    }

    /// True when both name the same permutations.
    func isSame(as other: PermutationSubset, in space: ContextSpace) -> Bool {
        let modifiers = modifiers.union(other.modifiers)
        return widened(to: modifiers, in: space).combinations == other.widened(to: modifiers, in: space).combinations
    }

    /// True when it names every permutation.
    func isAll(in space: ContextSpace) -> Bool {
        combinations.count == space.combinationCount(modifiers)
    }
}
