import TokenModel

/// Turns each token's combinations into a ``ThemeToken``, checking what a typed Swift theme needs
/// of it: defined in every permutation (else an optional member, or under `--strict` an error),
/// and one type throughout (a property cannot be a color for one brand and a size for another).
/// Each check looks at one token's combinations, never at the permutations.
struct ThemeAssembly {
    let table: CombinationTable
    let space: ContextSpace
    let subsets: PermutationSubsets
    /// The modifiers' names, in resolution order.
    let modifierNames: [String]
    /// Under `--strict` a token that some permutations lack is an error, not an optional member.
    let strict: Bool
    /// How many permutations there are (the combination limit let the matrix through, so it fits).
    private let permutationCount: Int
    private(set) var diagnostics: [Diagnostic] = []

    init(table: CombinationTable, space: ContextSpace, subsets: PermutationSubsets, modifierNames: [String], strict: Bool) {
        self.table = table
        self.space = space
        self.subsets = subsets
        self.modifierNames = modifierNames
        self.strict = strict
        permutationCount = space.permutationCount!
    }

    /// The tokens in the default permutation's tree order, then those it lacks: by the first
    /// permutation that defines them, and in it in the order its contexts
    /// (`contextOrder(permutation)`) write them.
    mutating func tokens(contextOrder: (Int) -> [TokenPath]) -> [ThemeToken] {
        let defaultCount = table.defaultPaths.paths.count
        var positions = Array(0..<defaultCount)
        if !table.otherPaths.isEmpty {
            var added: [Int: [(path: TokenPath, position: Int)]] = [:]
            for (offset, path) in table.otherPaths.enumerated() {
                let token = table.tokens[defaultCount + offset]!
                let first = token.entries.firstIndex { $0 != nil }!
                added[space.firstPermutationIndex(ofCombination: first, over: token.modifiers), default: []].append((path, defaultCount + offset))
            }
            for (permutation, group) in added.sorted(by: { $0.key < $1.key }) {
                let order = contextOrder(permutation)
                let written = Dictionary(order.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
                positions += group.enumerated().sorted { a, b in
                    (written[a.element.path] ?? order.count + a.offset, a.offset) < (written[b.element.path] ?? order.count + b.offset, b.offset)
                }.map(\.element.position)
            }
        }
        var tokens: [ThemeToken] = []
        tokens.reserveCapacity(positions.count)
        for position in positions {
            let path = position < defaultCount ? table.defaultPaths.paths[position] : table.otherPaths[position - defaultCount]
            if let token = assemble(path, table.tokens[position]!) { tokens.append(token) }
        }
        return tokens
    }

    private mutating func assemble(_ path: TokenPath, _ token: CombinationTable.Token) -> ThemeToken? {
        if token.entries.count == 1 {
            // The same in every permutation: nothing to compare.
            guard let resolved = token.entries[0]?.token else { return nil }
            return ThemeToken(path: path, type: resolved.type, values: PermutationValues(repeating: resolved, count: permutationCount), variesWith: [])
        }
        let undefined = token.entries.indices.filter { token.entries[$0] == nil }
        if !undefined.isEmpty && strict {
            reportMissing(path, token, undefined: undefined)
            return nil
        }
        // Defined but failed somewhere (or ignored): that failure is reported already.
        var resolved: [ResolvedToken?] = []
        for entry in token.entries {
            if let entry {
                guard let value = entry.token else { return nil }
                resolved.append(value)
            } else {
                resolved.append(nil)
            }
        }
        let defined = resolved.compactMap { $0 }
        if defined.contains(where: { $0.type != defined[0].type }) {
            reportTypeChange(path, token, resolved: resolved)
            return nil
        }
        if !undefined.isEmpty { reportMissing(path, token, undefined: undefined) }
        return ThemeToken(
            path: path, type: defined[0].type,
            values: PermutationValues(
                combinations: resolved.map { $0 ?? defined[0] }, absent: resolved.map { $0 == nil },
                over: token.modifiers.members, contextCounts: space.counts),
            variesWith: variesWith(token.modifiers, resolved.map { $0?.value }))
    }

    /// The modifiers that change the value: for a modifier, some two combinations that differ
    /// only in its context give different values (`nil` where the token is absent).
    private func variesWith(_ modifiers: ModifierSet, _ values: [TokenValue?]) -> [String] {
        guard values.contains(where: { $0 != values[0] }) else { return [] }
        var result: [String] = []
        var stride = values.count
        for modifier in modifiers.members {
            let contexts = space.counts[modifier]
            stride /= contexts
            let varies = values.indices.contains { index in
                let position = (index / stride) % contexts
                return position > 0 && values[index] != values[index - position * stride]
            }
            if varies { result.append(modifierNames[modifier]) }
        }
        return result
    }

    private func subset(_ token: CombinationTable.Token, _ combinations: [Int]) -> PermutationSubset {
        PermutationSubset(modifiers: token.modifiers, combinations: Set(combinations))
    }

    /// A token that some permutations do not define: an optional member with a warning, or under
    /// `--strict` an error. Reported where the first permutation that has it defines it.
    private mutating func reportMissing(_ path: TokenPath, _ token: CombinationTable.Token, undefined: [Int]) {
        let location = token.entries.first { $0 != nil }!!.location
        let missing = "the token '\(path)' is not defined \(subsets.describe(subset(token, undefined)))"
        diagnostics.append(strict
            ? .error(.incompleteToken, "\(missing); a typed theme needs every token in every permutation", at: location)
            : .warning(.incompleteToken, "\(missing); it becomes an optional member, nil there (define it in every permutation to make it non-optional)", at: location))
    }

    private mutating func reportTypeChange(_ path: TokenPath, _ token: CombinationTable.Token, resolved: [ResolvedToken?]) {
        var byType: [(type: TokenType, combinations: [Int])] = []
        for (combination, value) in resolved.enumerated() {
            guard let value else { continue }
            if let group = byType.firstIndex(where: { $0.type == value.type }) {
                byType[group].combinations.append(combination)
            } else {
                byType.append((value.type, [combination]))
            }
        }
        let described = byType.map { "a \($0.type) \(subsets.describe(subset(token, $0.combinations)))" }
        let first = byType[0]
        let other = byType[1]
        diagnostics.append(.error(
            .typeChanges,
            "the token '\(path)' is \(described.joined(separator: " but ")); its type must be the same in every permutation",
            at: resolved[other.combinations[0]]!.location,
            notes: [.init("it is a \(first.type) here", at: resolved[first.combinations[0]]!.location)]))
    }
}
