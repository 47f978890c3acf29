import TokenModel

/// The combinations of contexts a token that varies with some modifiers is written for: the same
/// for every token that varies with those modifiers, so worked out once per file.
package struct VariationRows {
    /// One combination of the varying modifiers' contexts, the other modifiers at their default.
    package struct Row {
        /// The permutation the combination is, as an index into a token's values.
        package var permutation: Int
        /// Per varying modifier: whether its context is its default one.
        package var isDefault: [Bool]
        /// Per varying modifier: the row that is this one with that modifier at its default.
        package var atDefault: [Int]
    }

    /// The varying modifiers, as positions in the emitter's modifiers.
    package var varying: [Int]
    /// Every combination, the first modifier varying slowest.
    package var rows: [Row]

    package init(variesWith: [String], modifiers: [ModifierNames], theme: ResolvedTheme) {
        varying = modifiers.indices.filter { variesWith.contains(modifiers[$0].modifier.name) }
        let varying = varying
        let defaults = varying.map { theme.defaultPermutation.contexts[$0] }
        let combinations = Permutation.all(varying.map { modifiers[$0].modifier.contexts }).map(\.contexts)
        rows = combinations.map { combination in
            var contexts = theme.defaultPermutation.contexts
            for (modifier, context) in zip(varying, combination) {
                contexts[modifier] = context
            }
            return Row(
                permutation: theme.index(of: Permutation(contexts: contexts))!,
                isDefault: varying.indices.map { combination[$0] == defaults[$0] },
                atDefault: varying.indices.map { position in
                    var atDefault = combination
                    atDefault[position] = defaults[position]
                    return combinations.firstIndex(of: atDefault)!
                })
        }
    }

    /// The rows of each set of varying modifiers met so far.
    package struct Cache {
        private var rowsByModifiers: [[String]: VariationRows] = [:]

        package init() {}

        package mutating func rows(for variesWith: [String], modifiers: [ModifierNames], theme: ResolvedTheme) -> VariationRows {
            if let rows = rowsByModifiers[variesWith] { return rows }
            let rows = VariationRows(variesWith: variesWith, modifiers: modifiers, theme: theme)
            rowsByModifiers[variesWith] = rows
            return rows
        }
    }
}
