import TokenModel

/// The columns of a table whose rows vary with the same modifiers: one per combination of those
/// modifiers' contexts, the other modifiers at their default context. A table of constants has one
/// column, so a color that follows only the theme is not repeated for every size.
///
/// Modifiers come in the theme's order (the resolver's or folder convention's); each one's
/// contexts in declared order with the default context moved first.
struct ColumnLayout {
    /// One cell position: the permutation whose values it shows, and how the page names it.
    struct Column {
        let permutation: PreviewColumn
        /// `data-permutation`: each modifier's context, `*` for a modifier the row does not vary
        /// with (`dark/*`, `*/*`), or `default` when the theme has no modifiers.
        let key: String
        /// The varying modifiers' contexts, in order; empty for the column of constants.
        let contexts: [(modifier: String, context: String)]
    }

    /// The names of the modifiers the rows vary with, in the theme's order.
    let varying: [String]
    let columns: [Column]

    init(model: PreviewModel, varyingWith names: some Sequence<String>) {
        let theme = model.theme
        let wanted = Set(names)
        let positions = theme.modifiers.indices.filter { wanted.contains(theme.modifiers[$0].name) }
        varying = positions.map { theme.modifiers[$0].name }
        let contextLists = positions.map { Self.contextsDefaultFirst(theme.modifiers[$0]) }
        columns = Permutation.all(contextLists).map { combination in
            var contexts = theme.defaultPermutation.contexts
            var keys = theme.modifiers.map { _ in "*" }
            for (position, context) in zip(positions, combination.contexts) {
                contexts[position] = context
                keys[position] = context
            }
            let index = theme.index(of: Permutation(contexts: contexts)) ?? model.defaultIndex
            return Column(
                permutation: model.columns[index],
                key: theme.modifiers.isEmpty ? "default" : keys.joined(separator: "/"),
                contexts: zip(positions, combination.contexts).map { (theme.modifiers[$0].name, $1) })
        }
    }

    /// The layout of rows that vary with what `tokens` vary with, together.
    init(model: PreviewModel, tokens: [ThemeToken]) {
        self.init(model: model, varyingWith: tokens.flatMap(\.variesWith))
    }

    /// A modifier's contexts with its default first, the rest in declared order.
    static func contextsDefaultFirst(_ modifier: ThemeModifier) -> [String] {
        [modifier.defaultContext] + modifier.contexts.filter { $0 != modifier.defaultContext }
    }

    /// Rows split by the modifiers they vary with, each part with its layout, parts in the order
    /// their first row appears and rows in their given order.
    static func partition<Row>(
        _ rows: [Row], model: PreviewModel, varyingWith: (Row) -> [String]
    ) -> [(layout: ColumnLayout, rows: [Row])] {
        var order: [[String]] = []
        var parts: [[String]: [Row]] = [:]
        for row in rows {
            let names = Set(varyingWith(row))
            let key = model.theme.modifiers.map(\.name).filter(names.contains)
            if parts[key] == nil { order.append(key) }
            parts[key, default: []].append(row)
        }
        return order.map { (ColumnLayout(model: model, varyingWith: $0), parts[$0] ?? []) }
    }
}
