import TokenModel

/// The modifiers' contexts as numbers. A permutation is one context index per modifier; a
/// combination is one context index per modifier of a chosen few (the modifiers a token varies
/// with), numbered as permutations are: the first modifier varying slowest.
///
/// Only combinations are ever listed: the permutations, the product of every modifier's
/// contexts, are counted and indexed but never made.
struct ContextSpace: Sendable {
    /// Per modifier: how many contexts it has.
    let counts: [Int]
    /// Per modifier: the index of its default context.
    let defaults: [Int]

    init(plan: ResolutionPlan) {
        let modifiers = plan.modifiers
        counts = modifiers.map(\.contexts.count)
        defaults = modifiers.map { modifier in
            modifier.defaultContext.flatMap { modifier.contextNames.firstIndex(of: $0) } ?? 0
        }
    }

    var modifierCount: Int { counts.count }

    /// How many combinations `modifiers` make; nil when the count does not fit in an `Int`.
    func combinationCount(_ modifiers: ModifierSet) -> Int? {
        var count = 1
        for modifier in modifiers.members {
            let (product, overflow) = count.multipliedReportingOverflow(by: counts[modifier])
            if overflow { return nil }
            count = product
        }
        return count
    }

    /// How many permutations there are; nil when the count does not fit in an `Int`.
    var permutationCount: Int? { combinationCount(all) }

    /// Every modifier.
    var all: ModifierSet { ModifierSet(members: Array(counts.indices)) }

    /// The combination over `modifiers` that `permutation` (one context per modifier) takes.
    func combination(of permutation: [Int], over modifiers: ModifierSet) -> Int {
        modifiers.members.reduce(0) { $0 * counts[$1] + permutation[$1] }
    }

    /// The contexts of the combination at `index` over `modifiers`, in their order.
    func contexts(ofCombination index: Int, over modifiers: ModifierSet) -> [Int] {
        let members = modifiers.members
        var rest = index
        var contexts = [Int](repeating: 0, count: members.count)
        for position in members.indices.reversed() {
            contexts[position] = rest % counts[members[position]]
            rest /= counts[members[position]]
        }
        return contexts
    }

    /// The permutation that takes the combination at `index` over `modifiers` and `others`'
    /// context (per modifier) for the rest.
    func permutation(ofCombination index: Int, over modifiers: ModifierSet, others: [Int]) -> [Int] {
        var permutation = others
        for (modifier, context) in zip(modifiers.members, contexts(ofCombination: index, over: modifiers)) {
            permutation[modifier] = context
        }
        return permutation
    }

    /// The position of `permutation` among all permutations (``ResolvedTheme/permutations``).
    func permutationIndex(_ permutation: [Int]) -> Int {
        combination(of: permutation, over: all)
    }

    /// The first permutation, in ``ResolvedTheme/permutations`` order, that takes the combination at
    /// `index` over `modifiers`: every other modifier at its first context.
    func firstPermutationIndex(ofCombination index: Int, over modifiers: ModifierSet) -> Int {
        permutationIndex(permutation(ofCombination: index, over: modifiers, others: [Int](repeating: 0, count: counts.count)))
    }

    /// The modifiers of `permutation` that are not at their default context.
    func nonDefault(_ permutation: [Int]) -> ModifierSet {
        ModifierSet(members: counts.indices.filter { permutation[$0] != defaults[$0] })
    }
}
