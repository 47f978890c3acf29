/// Every permutation's resolved tokens, aligned token by token: the typed model that emission
/// turns into Swift and `dump` into JSON.
///
/// Values keep their authored form (color space, units); conversions belong to emission.
public struct AppTheme: Sendable {
    /// The modifiers in resolution order; empty when the tokens have one permutation.
    public var modifiers: [ThemeModifier]
    /// Every permutation, the first modifier varying slowest; `tokens[i].values` follows this order.
    public var permutations: [Permutation]
    /// The permutation of every modifier's default context.
    public var defaultPermutation: Permutation
    /// Every token that resolves in all permutations with one type, in the default permutation's tree order.
    public var tokens: [ThemeToken]
    /// Tokens whose `$type` was named with `--ignore-type`: checked, never emitted.
    public var ignored: [TokenPath]
    /// Every group of the default permutation's tree (after `$extends`), in tree order, with its
    /// `$extensions`: component declarations (`dev.tokenc.component`) live on groups.
    public var groups: [ThemeGroup]

    public init(
        modifiers: [ThemeModifier], defaultPermutation: Permutation, tokens: [ThemeToken], ignored: [TokenPath] = [],
        groups: [ThemeGroup] = []
    ) {
        self.modifiers = modifiers
        self.permutations = Permutation.all(modifiers.map(\.contexts))
        self.defaultPermutation = defaultPermutation
        self.tokens = tokens
        self.ignored = ignored
        self.groups = groups
    }

    /// The group at `path`, if the default permutation has one there.
    public func group(at path: TokenPath) -> ThemeGroup? {
        groups.first { $0.path == path }
    }

    /// The position of `permutation` in ``permutations``.
    public func index(of permutation: Permutation) -> Int? {
        guard permutation.contexts.count == modifiers.count else { return nil }
        var index = 0
        for (modifier, context) in zip(modifiers, permutation.contexts) {
            guard let position = modifier.contexts.firstIndex(of: context) else { return nil }
            index = index * modifier.contexts.count + position
        }
        return index
    }

    /// The tokens of one permutation, in tree order.
    public func tokens(in permutation: Permutation) -> [ResolvedToken] {
        guard let index = index(of: permutation) else { return [] }
        return tokens.compactMap { $0.value(in: index) }
    }

    /// The permutation that takes `contexts` (by modifier name) and the defaults for the rest.
    public func permutation(_ contexts: [String: String]) -> Permutation {
        Permutation(contexts: zip(modifiers, defaultPermutation.contexts).map { contexts[$0.name] ?? $1 })
    }
}

/// A modifier as the theme sees it: its name and contexts, without the sources behind them.
public struct ThemeModifier: Sendable, Hashable {
    public var name: String
    /// The contexts in declared order.
    public var contexts: [String]
    /// The context a missing choice takes.
    public var defaultContext: String
    public var description: String?

    public init(name: String, contexts: [String], defaultContext: String, description: String? = nil) {
        self.name = name
        self.contexts = contexts
        self.defaultContext = defaultContext
        self.description = description
    }
}

/// A group of the token tree, as the default permutation defines it.
public struct ThemeGroup: Sendable {
    public var path: TokenPath
    /// Where the group's name is written.
    public var location: SourceLocation
    /// The group's `$description`, if it has one.
    public var description: String?
    /// The group's `$extensions`, if it has any.
    public var extensions: SourceValue?

    public init(path: TokenPath, location: SourceLocation, description: String? = nil, extensions: SourceValue? = nil) {
        self.path = path
        self.location = location
        self.description = description
        self.extensions = extensions
    }

    /// Every group below `root` (not `root` itself), depth first in written order.
    static func collect(_ root: GroupNode) -> [ThemeGroup] {
        var groups: [ThemeGroup] = []
        func visit(_ group: GroupNode, _ path: TokenPath) {
            for (name, node) in group.children {
                guard case .group(let nested) = node else { continue }
                let childPath = path.appending(name)
                groups.append(ThemeGroup(
                    path: childPath, location: nested.location, description: nested.metadata.description,
                    extensions: nested.metadata.extensions))
                visit(nested, childPath)
            }
        }
        visit(root, .root)
        return groups
    }
}

/// One token across all permutations.
public struct ThemeToken: Sendable {
    public var path: TokenPath
    public var type: TokenType
    /// The token in each permutation, in the order of ``AppTheme/permutations``.
    public var values: PermutationValues
    /// The modifiers whose context changes this token's value, in resolution order: empty for a
    /// constant, `["mode"]` for a color that only follows light and dark.
    public var variesWith: [String]
    /// The permutations that do not define the token, in ascending order: there it is `nil`, and
    /// the theme's member is optional. `values` holds a defined permutation's token in their
    /// place, so that its description and location are at hand; read values through
    /// ``value(in:)`` where a token may be absent.
    public var absent: [Int]

    public init(path: TokenPath, type: TokenType, values: PermutationValues, variesWith: [String], absent: [Int] = []) {
        self.path = path
        self.type = type
        self.values = values
        self.variesWith = variesWith
        self.absent = absent
    }

    /// True when some permutation does not define the token.
    public var isOptional: Bool { !absent.isEmpty }

    /// The token in the permutation at `index`; nil where it is absent.
    public func value(in index: Int) -> ResolvedToken? {
        absent.isEmpty || !absent.contains(index) ? values[index] : nil
    }
}

/// A token's resolved form in each permutation. Most tokens are the same in every permutation;
/// those are kept once.
public struct PermutationValues: RandomAccessCollection, Sendable {
    private enum Storage: Sendable {
        case same(ResolvedToken, count: Int)
        case each([ResolvedToken])
    }

    private let storage: Storage

    /// One token per permutation.
    public init(_ tokens: [ResolvedToken]) {
        storage = .each(tokens)
    }

    /// The same token in each of `count` permutations.
    public init(repeating token: ResolvedToken, count: Int) {
        storage = .same(token, count: count)
    }

    public var startIndex: Int { 0 }

    public var endIndex: Int {
        switch storage {
        case .same(_, let count): count
        case .each(let tokens): tokens.count
        }
    }

    public subscript(position: Int) -> ResolvedToken {
        switch storage {
        case .same(let token, let count):
            precondition(position >= 0 && position < count, "permutation index out of range")
            return token
        case .each(let tokens):
            return tokens[position]
        }
    }

    /// True when the token is the same in every permutation, as defined once.
    public var isShared: Bool {
        if case .same = storage { return true }
        return false
    }
}
