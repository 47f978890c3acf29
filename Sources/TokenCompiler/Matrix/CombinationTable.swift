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
    /// The default permutation's token paths: the token at a position of them is at the same
    /// position of ``tokens``, so that a permutation whose set has the default's paths (as most
    /// have) records and finds its tokens without hashing a path.
    let defaultPaths: TokenSet.PathIndex
    /// Per position, the token there; nil until recorded. The default permutation's tokens come
    /// first, in its order, then the tokens it lacks, in the order first recorded.
    private(set) var tokens: [Token?]
    /// The positions of the tokens the default permutation lacks.
    private var otherPositions: [TokenPath: Int] = [:]
    /// The paths of the tokens the default permutation lacks, in the order first recorded.
    private(set) var otherPaths: [TokenPath] = []

    init(space: ContextSpace, defaultPaths: TokenSet.PathIndex) {
        self.space = space
        self.defaultPaths = defaultPaths
        tokens = Array(repeating: nil, count: defaultPaths.paths.count)
    }

    /// The position of the token at `path`, if recorded or among the default permutation's.
    func position(of path: TokenPath) -> Int? {
        defaultPaths.position(of: path) ?? otherPositions[path]
    }

    mutating func record(_ resolved: PermutationOutcome) {
        for (index, path, modifiers, entry) in resolved.tokens {
            let position: Int
            if resolved.hasDefaultPositions {
                position = index
            } else if let known = self.position(of: path) {
                position = known
            } else {
                position = tokens.count
                tokens.append(nil)
                otherPositions[path] = position
                otherPaths.append(path)
            }
            let combination = space.combination(of: resolved.permutation, over: modifiers)
            if tokens[position] == nil {
                tokens[position] = Token(modifiers: modifiers, entries: Array(repeating: nil, count: space.combinationCount(modifiers) ?? 1))
            }
            tokens[position]!.entries[combination] = entry
        }
    }

    /// The resolution of the token at `position` in the combination `permutation` takes.
    func outcome(at position: Int, in permutation: [Int]) -> TokenEvaluator.Outcome? {
        guard position < tokens.count, let token = tokens[position] else { return nil }
        return token.entries[space.combination(of: permutation, over: token.modifiers)]?.outcome
    }
}
