import TokenJSON
import TokenModel

/// Every token's resolution in each combination of the contexts of the modifiers it varies with:
/// what a permutation's evaluator takes for the tokens it does not resolve itself, and what the
/// theme is assembled from. A combination without an entry does not define the token.
struct CombinationTable: Sendable {
    /// One combination's resolution of a token.
    struct Entry: Sendable {
        /// Where the token's definition in that combination is written.
        var location: SourceLocation
        var outcome: TokenEvaluator.Outcome
    }

    /// A token over the combinations of its modifiers.
    struct Token: Sendable {
        var modifiers: ModifierSet
        /// Per combination (see ``ContextSpace``): its resolution, nil where it is not defined.
        var entries: [Entry?]
    }

    private let space: ContextSpace
    private(set) var tokens: [TokenPath: Token] = [:]
    /// Every token path, in the order first resolved.
    private(set) var paths: [TokenPath] = []

    init(space: ContextSpace) {
        self.space = space
    }

    mutating func record(_ resolved: PermutationOutcome) {
        tokens.reserveCapacity(tokens.count + resolved.tokens.count)
        for (path, modifiers, location, outcome) in resolved.tokens {
            let combination = space.combination(of: resolved.permutation, over: modifiers)
            let known = tokens.count
            tokens[path, default: Token(modifiers: modifiers, entries: Array(repeating: nil, count: space.combinationCount(modifiers) ?? 1))]
                .entries[combination] = Entry(location: location, outcome: outcome)
            if tokens.count > known { paths.append(path) }
        }
    }

    /// The resolution of the token at `path` in the combination `permutation` takes.
    func outcome(of path: TokenPath, in permutation: [Int]) -> TokenEvaluator.Outcome? {
        guard let token = tokens[path] else { return nil }
        return token.entries[space.combination(of: permutation, over: token.modifiers)]?.outcome
    }
}
