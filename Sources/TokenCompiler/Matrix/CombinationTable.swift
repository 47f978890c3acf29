import TokenJSON
import TokenModel

/// Every token's resolution in each combination of the contexts of the modifiers it varies with:
/// what a permutation's evaluator takes for the tokens it does not resolve itself, and what the
/// theme is assembled from. A combination without an entry does not define the token.
struct CombinationTable: Sendable {
    /// One combination's resolution of a token. A token that resolved is its `ResolvedToken`
    /// alone, which holds the type, value and location its outcome would repeat: the table keeps
    /// one entry per token and combination for the whole build.
    enum Entry: Sendable {
        case resolved(ResolvedToken)
        /// A token that failed, is ignored or is left out, where its definition is written.
        case unresolved(Unresolved)

        final class Unresolved: Sendable {
            let location: SourceLocation
            let outcome: TokenEvaluator.Outcome

            init(location: SourceLocation, outcome: TokenEvaluator.Outcome) {
                self.location = location
                self.outcome = outcome
            }
        }

        /// The entry of `outcome`, for the token whose definition is written at `location`.
        init(location: SourceLocation, outcome: TokenEvaluator.Outcome) {
            if let token = outcome.token, !outcome.inCycle, !outcome.ignored, outcome.leftOut == nil {
                self = .resolved(token)
            } else {
                self = .unresolved(Unresolved(location: location, outcome: outcome))
            }
        }

        /// Where the token's definition in that combination is written.
        var location: SourceLocation {
            switch self {
            case .resolved(let token): token.location
            case .unresolved(let unresolved): unresolved.location
            }
        }

        var outcome: TokenEvaluator.Outcome {
            switch self {
            case .resolved(let token):
                TokenEvaluator.Outcome(type: token.type, value: token.value, ignored: false, inCycle: false, leftOut: nil, token: token)
            case .unresolved(let unresolved): unresolved.outcome
            }
        }

        /// The token, nil when it failed or is ignored.
        var token: ResolvedToken? {
            switch self {
            case .resolved(let token): token
            case .unresolved(let unresolved): unresolved.outcome.token
            }
        }
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
        for (path, modifiers, entry) in resolved.tokens {
            let combination = space.combination(of: resolved.permutation, over: modifiers)
            let known = tokens.count
            tokens[path, default: Token(modifiers: modifiers, entries: Array(repeating: nil, count: space.combinationCount(modifiers) ?? 1))]
                .entries[combination] = entry
            if tokens.count > known { paths.append(path) }
        }
    }

    /// The resolution of the token at `path` in the combination `permutation` takes.
    func outcome(of path: TokenPath, in permutation: [Int]) -> TokenEvaluator.Outcome? {
        guard let token = tokens[path] else { return nil }
        return token.entries[space.combination(of: permutation, over: token.modifiers)]?.outcome
    }
}
