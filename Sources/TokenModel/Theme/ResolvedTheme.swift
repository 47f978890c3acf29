import TokenJSON

/// Every permutation's resolved tokens, aligned token by token: the typed model that emission
/// turns into Swift and `dump` into JSON.
///
/// Values keep their authored form (color space, units); conversions belong to emission.
package struct ResolvedTheme: Sendable {
    /// The modifiers in resolution order; empty when the tokens have one permutation.
    package var modifiers: [ThemeModifier]
    /// Every permutation, the first modifier varying slowest; `tokens[i].values` follows this order.
    /// Listed on demand: there are as many as the product of the modifiers' context counts.
    package var permutations: PermutationList
    /// The permutation of every modifier's default context.
    package var defaultPermutation: Permutation
    /// Every token that resolves in all permutations with one type, in the default permutation's tree order.
    package var tokens: [ThemeToken]
    /// Tokens whose `$type` was named with `--ignore-type`: checked, never emitted.
    package var ignored: [TokenPath]
    /// Every group of the default permutation's tree (after `$extends`), in tree order, with its
    /// `$extensions` and its component declaration (`dev.tokenc.component`).
    package var groups: [ThemeGroup]
    /// The group the tokens were read with as components: styles and the preview's components
    /// section come from it.
    package var components: ComponentConvention

    package init(
        modifiers: [ThemeModifier], defaultPermutation: Permutation, tokens: [ThemeToken], ignored: [TokenPath] = [],
        groups: [ThemeGroup] = [], components: ComponentConvention = .standard
    ) {
        self.modifiers = modifiers
        self.permutations = PermutationList(modifiers.map(\.contexts))
        self.defaultPermutation = defaultPermutation
        self.tokens = tokens
        self.ignored = ignored
        self.groups = groups
        self.components = components
    }

    /// The group at `path`, if the default permutation has one there.
    package func group(at path: TokenPath) -> ThemeGroup? {
        groups.first { $0.path == path }
    }

    /// The position of `permutation` in ``permutations``.
    package func index(of permutation: Permutation) -> Int? {
        guard permutation.contexts.count == modifiers.count else { return nil }
        var index = 0
        for (modifier, context) in zip(modifiers, permutation.contexts) {
            guard let position = modifier.contexts.firstIndex(of: context) else { return nil }
            index = index * modifier.contexts.count + position
        }
        return index
    }

    /// The tokens of one permutation, in tree order.
    package func tokens(in permutation: Permutation) -> [ResolvedToken] {
        guard let index = index(of: permutation) else { return [] }
        return tokens.compactMap { $0.value(in: index) }
    }

    /// The permutation that takes `contexts` (by modifier name) and the defaults for the rest.
    package func permutation(_ contexts: [String: String]) -> Permutation {
        Permutation(contexts: zip(modifiers, defaultPermutation.contexts).map { contexts[$0.name] ?? $1 })
    }
}

/// A modifier as the theme sees it: its name and contexts, without the sources behind them.
package struct ThemeModifier: Sendable, Hashable {
    package var name: String
    /// The contexts in declared order.
    package var contexts: [String]
    /// The context a missing choice takes.
    package var defaultContext: String
    package var description: String?

    package init(name: String, contexts: [String], defaultContext: String, description: String? = nil) {
        self.name = name
        self.contexts = contexts
        self.defaultContext = defaultContext
        self.description = description
    }
}

/// A group of the token tree, as the default permutation defines it.
package struct ThemeGroup: Sendable {
    package var path: TokenPath
    /// Where the group's name is written.
    package var location: SourceLocation
    /// The group's `$description`, if it has one.
    package var description: String?
    /// The group's `$extensions`, if it has any.
    package var extensions: SourceValue?
    /// Its `dev.tokenc.component` declaration, its own or inherited with `$extends`.
    package var component: ComponentDeclaration?

    package init(
        path: TokenPath, location: SourceLocation, description: String? = nil, extensions: SourceValue? = nil,
        component: ComponentDeclaration? = nil
    ) {
        self.path = path
        self.location = location
        self.description = description
        self.extensions = extensions
        self.component = component
    }

    /// Every group below `root` (not `root` itself), depth first in written order.
    package static func collect(_ root: GroupNode) -> [ThemeGroup] {
        var groups: [ThemeGroup] = []
        func visit(_ group: GroupNode, _ path: TokenPath) {
            for (name, node) in group.children {
                guard case .group(let nested) = node else { continue }
                let childPath = path.appending(name)
                groups.append(ThemeGroup(
                    path: childPath, location: nested.location, description: nested.metadata.description,
                    extensions: nested.metadata.extensions, component: nested.metadata.component))
                visit(nested, childPath)
            }
        }
        visit(root, .root)
        return groups
    }
}

/// One token across all permutations.
package struct ThemeToken: Sendable {
    package var path: TokenPath
    package var type: TokenType
    /// The token in each permutation, in the order of ``ResolvedTheme/permutations``. Where the token
    /// is absent this holds a defined permutation's token, so that its description and location
    /// are at hand; read values through ``value(in:)`` where a token may be absent.
    package var values: PermutationValues
    /// The modifiers whose context changes this token's value, in resolution order: empty for a
    /// constant, `["mode"]` for a color that only follows light and dark.
    package var variesWith: [String]

    package init(path: TokenPath, type: TokenType, values: PermutationValues, variesWith: [String]) {
        self.path = path
        self.type = type
        self.values = values
        self.variesWith = variesWith
    }

    /// True when some permutation does not define the token: the theme's member is optional.
    package var isOptional: Bool { values.hasAbsences }

    /// The permutations that do not define the token, in ascending order (listed by going
    /// through every permutation).
    package var absent: [Int] {
        isOptional ? values.indices.filter { values.isAbsent(at: $0) } : []
    }

    /// The token in the permutation at `index`; nil where it is absent.
    package func value(in index: Int) -> ResolvedToken? {
        values.isAbsent(at: index) ? nil : values[index]
    }
}

/// A token's resolved form in each permutation, kept once per combination of the contexts of the
/// modifiers it varies with: a permutation's token is its combination's.
package struct PermutationValues: RandomAccessCollection, Sendable {
    /// How a permutation's position gives a varying modifier's context, and how that context
    /// counts in the combination's position.
    private struct Axis: Sendable {
        /// Permutations before the modifier's next context.
        var permutationStride: Int
        var contextCount: Int
        /// Combinations before the modifier's next context.
        var combinationStride: Int
    }

    /// One token per combination, the first modifier varying slowest.
    private let tokens: [ResolvedToken]
    /// Per combination: true where the token is not defined; empty when it is defined in all.
    private let absences: [Bool]
    private let axes: [Axis]
    package let endIndex: Int

    /// The same token in each of `count` permutations.
    package init(repeating token: ResolvedToken, count: Int) {
        tokens = [token]
        absences = []
        axes = []
        endIndex = count
    }

    /// One token per combination of the contexts of `modifiers` (ascending indices into
    /// `contextCounts`, the context count of each modifier); `absent` marks the combinations
    /// that do not define the token (their token is a defined combination's).
    package init(combinations tokens: [ResolvedToken], absent: [Bool], over modifiers: [Int], contextCounts: [Int]) {
        self.tokens = tokens
        absences = absent.contains(true) ? absent : []
        var axes: [Axis] = []
        var combinationStride = 1
        for modifier in modifiers.reversed() {
            let permutationStride = contextCounts[(modifier + 1)...].reduce(1, *)
            axes.append(Axis(permutationStride: permutationStride, contextCount: contextCounts[modifier], combinationStride: combinationStride))
            combinationStride *= contextCounts[modifier]
        }
        self.axes = axes
        endIndex = contextCounts.reduce(1, *)
    }

    package var startIndex: Int { 0 }

    /// The combination the permutation at `position` takes.
    private func combination(_ position: Int) -> Int {
        precondition(position >= 0 && position < endIndex, "permutation index out of range")
        return axes.reduce(0) { $0 + (position / $1.permutationStride) % $1.contextCount * $1.combinationStride }
    }

    package subscript(position: Int) -> ResolvedToken {
        tokens[combination(position)]
    }

    /// True when the permutation at `position` does not define the token.
    package func isAbsent(at position: Int) -> Bool {
        !absences.isEmpty && absences[combination(position)]
    }

    /// True when some permutation does not define the token.
    package var hasAbsences: Bool { !absences.isEmpty }

    /// True when every permutation takes one token: it varies with no modifier.
    package var isShared: Bool { axes.isEmpty }

    /// Where the value of each combination that defines the token came from
    /// (``ResolvedToken/provenance``), in combination order (one when shared): as many as the
    /// combinations, however many permutations there are. Read without copying the tokens, which
    /// the emitter's documentation of every token would otherwise do.
    package var definedProvenances: [ResolvedToken.Provenance?] {
        var provenances: [ResolvedToken.Provenance?] = []
        provenances.reserveCapacity(tokens.count)
        for index in tokens.indices where absences.isEmpty || !absences[index] {
            provenances.append(tokens[index].provenance)
        }
        return provenances
    }
}

/// Every permutation of some modifiers' contexts, the first modifier varying slowest, made one
/// at a time when asked for: their number is the product of the context counts.
package struct PermutationList: RandomAccessCollection, Sendable, Equatable {
    private let contexts: [[String]]
    package let endIndex: Int

    /// The permutations of `contexts` (per modifier, its contexts in order).
    package init(_ contexts: [[String]]) {
        self.contexts = contexts
        endIndex = contexts.reduce(1) { count, list in
            let (product, overflow) = count.multipliedReportingOverflow(by: list.count)
            precondition(!overflow, "more permutations than an Int counts; the evaluator refuses such plans")
            return product
        }
    }

    package var startIndex: Int { 0 }

    package subscript(position: Int) -> Permutation {
        precondition(position >= 0 && position < endIndex, "permutation index out of range")
        var rest = position
        var chosen = [String](repeating: "", count: contexts.count)
        for modifier in contexts.indices.reversed() {
            chosen[modifier] = contexts[modifier][rest % contexts[modifier].count]
            rest /= contexts[modifier].count
        }
        return Permutation(contexts: chosen)
    }
}
