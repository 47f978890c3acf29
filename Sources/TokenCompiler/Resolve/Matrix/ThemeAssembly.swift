/// Lines up the permutations' tokens by path into ``ThemeToken``s, reporting each token that is
/// missing from some permutations or whose type changes between them: a typed Swift theme cannot
/// have a property that one brand lacks, or that is a color for one brand and a size for another.
struct ThemeAssembly {
    let results: [PermutationResult]
    let defaultIndex: Int
    let subsets: PermutationSubsets
    /// Under `--strict` a token that some permutations lack is an error, not an optional member.
    let strict: Bool
    /// Each modifier's name and number of contexts, in resolution order.
    private let modifiers: [(name: String, count: Int)]
    private(set) var diagnostics: [Diagnostic] = []

    init(results: [PermutationResult], defaultIndex: Int, subsets: PermutationSubsets, strict: Bool) {
        self.results = results
        self.defaultIndex = defaultIndex
        self.subsets = subsets
        self.strict = strict
        modifiers = subsets.modifierContextCounts
    }

    mutating func tokens() -> [ThemeToken] {
        let base = results[defaultIndex].definitions
        var paths = base.definitions.map(\.path)
        // Paths the default lacks: tokens a patched permutation adds, or any token of one
        // flattened in full. Hashed only when there are such permutations.
        var known: Set<TokenPath>?
        for (index, result) in results.enumerated() where index != defaultIndex {
            let candidates = result.isPatched ? base.count..<result.definitions.count : result.definitions.indices
            guard !candidates.isEmpty else { continue }
            if known == nil { known = Set(paths) }
            for candidate in candidates {
                let path = result.definitions.path(at: candidate)
                if known!.insert(path).inserted { paths.append(path) }
            }
        }
        let allPatched = results.indices.allSatisfy { $0 == defaultIndex || results[$0].isPatched }
        // One array, filled in place: lined up in slices on all cores and then joined, the
        // tokens were twice in memory at once (15 MB more at the peak for 100,000 tokens).
        var tokens: [ThemeToken] = []
        tokens.reserveCapacity(paths.count)
        for (position, path) in paths.enumerated() {
            if allPatched, position < base.count, let token = sharedToken(at: position) {
                tokens.append(token)
            } else if let token = assemble(path, position: position) {
                tokens.append(token)
            }
        }
        return tokens
    }

    /// The default's token at `position` when no permutation resolved it again: then it is the
    /// same token everywhere, and nothing needs comparing.
    private func sharedToken(at position: Int) -> ThemeToken? {
        for (index, result) in results.enumerated() where index != defaultIndex && result.results.isChanged(position) {
            return nil
        }
        guard let token = results[defaultIndex].results[position] else { return nil }
        return ThemeToken(path: token.path, type: token.type, values: PermutationValues(repeating: token, count: results.count), variesWith: [])
    }

    /// The token at `path` in every permutation. Patched permutations keep the default's indices,
    /// so the path is first looked for at `position`.
    private mutating func assemble(_ path: TokenPath, position: Int) -> ThemeToken? {
        var values: [ResolvedToken] = []
        values.reserveCapacity(results.count)
        var undefined: [Int] = []
        // By index: a permutation's result is a large value, and each copy retains all of its parts.
        for permutation in results.indices {
            let definitions = results[permutation].definitions
            let index = position < definitions.count && definitions.path(at: position) == path
                ? position : definitions.index(of: path)
            if let index {
                if let token = results[permutation].results[index] { values.append(token) }
            } else {
                undefined.append(permutation)
            }
        }
        if !undefined.isEmpty && strict {
            reportMissing(path, in: undefined)
            return nil
        }
        // Defined but failed somewhere (or ignored): that failure is reported already.
        guard values.count + undefined.count == results.count else { return nil }
        let types = values.map(\.type)
        if types.contains(where: { $0 != types[0] }) {
            reportTypeChange(path, values: values)
            return nil
        }
        guard !undefined.isEmpty else {
            return ThemeToken(path: path, type: types[0], values: PermutationValues(values), variesWith: variesWith(count: values.count) { values[$0].value })
        }
        reportMissing(path, in: undefined)
        // Absent permutations hold a defined one's token (see `ThemeToken.absent`).
        var all: [ResolvedToken] = []
        var written: [TokenValue?] = []
        var next = values.makeIterator()
        for permutation in results.indices {
            if undefined.contains(permutation) {
                all.append(values[0])
                written.append(nil)
            } else {
                let token = next.next()!
                all.append(token)
                written.append(token.value)
            }
        }
        return ThemeToken(path: path, type: types[0], values: PermutationValues(all), variesWith: variesWith(count: written.count) { written[$0] }, absent: undefined)
    }

    /// The modifiers that change the value: for a modifier, some two permutations that differ
    /// only in its context give different values (`nil` where the token is absent).
    /// `value(i)` is permutation `i`'s value, read in place rather than copied out per token.
    private func variesWith(count: Int, _ value: (Int) -> TokenValue?) -> [String] {
        guard (1..<count).contains(where: { value($0) != value(0) }) else { return [] }
        var result: [String] = []
        var stride = count
        for (name, contexts) in modifiers {
            stride /= contexts
            let varies = (0..<count).contains { index in
                let position = (index / stride) % contexts
                return position > 0 && value(index) != value(index - position * stride)
            }
            if varies { result.append(name) }
        }
        return result
    }

    /// A token that some permutations do not define: an optional member with a warning, or under
    /// `--strict` an error. Reported where a permutation that has it defines it.
    private mutating func reportMissing(_ path: TokenPath, in undefined: [Int]) {
        let present = results.indices.first { results[$0].definitions.index(of: path) != nil }!
        let location = results[present].definitions[path]!.location
        let missing = "the token '\(path)' is not defined \(subsets.describe(undefined))"
        diagnostics.append(strict
            ? .error(.incompleteToken, "\(missing); a typed theme needs every token in every permutation", at: location)
            : .warning(.incompleteToken, "\(missing); it becomes an optional member, nil there (define it in every permutation to make it non-optional)", at: location))
    }

    private mutating func reportTypeChange(_ path: TokenPath, values: [ResolvedToken]) {
        var byType: [(type: TokenType, permutations: [Int])] = []
        for (permutation, value) in values.enumerated() {
            if let group = byType.firstIndex(where: { $0.type == value.type }) {
                byType[group].permutations.append(permutation)
            } else {
                byType.append((value.type, [permutation]))
            }
        }
        let described = byType.map { "a \($0.type) \(subsets.describe($0.permutations))" }
        let first = byType[0]
        let other = byType[1]
        diagnostics.append(.error(
            .typeChanges,
            "the token '\(path)' is \(described.joined(separator: " but ")); its type must be the same in every permutation",
            at: values[other.permutations[0]].location,
            notes: [.init("it is a \(first.type) here", at: values[first.permutations[0]].location)]))
    }
}
