import TokenModel

/// Every Swift name of a theme, given once for `validate`, `build`, `check` and `preview` alike, so
/// that they agree on every input: the tree's members and struct types (``ThemeLayout``), the
/// modifiers' properties, enums and cases (``ModifierNames``), with the `names` table applied and a
/// fallback for every name that clashes (``SwiftNaming``).
package struct SwiftNames: Sendable {
    package var layout: ThemeLayout
    package var modifiers: [ModifierNames]
    /// `renamed-member` warnings for the fallbacks; `unused-rename` warnings for keys of the table
    /// that name nothing.
    package var diagnostics: [Diagnostic]

    package init(theme: ResolvedTheme, names table: NameTable = NameTable(), plan: ResolutionPlan? = nil) {
        layout = ThemeLayout(theme: theme, names: table)
        let named = ModifierNames.named(
            theme.modifiers, table: table, rootScope: layout.rootScope, locations: ModifierNames.Locations(plan: plan))
        modifiers = named.names
        diagnostics = layout.diagnostics + named.diagnostics + Self.unusedRenames(table, theme: theme)
    }

    /// A warning at each key of `table` that names no token, group, modifier or context of `theme`.
    private static func unusedRenames(_ table: NameTable, theme: ResolvedTheme) -> [Diagnostic] {
        guard !table.isEmpty else { return [] }
        var paths: Set<String> = []
        var names: Set<String> = []
        for token in theme.tokens {
            var path = TokenPath.root
            for component in token.path.components {
                path = path.appending(component)
                paths.insert(path.description)
                names.insert(component)
            }
        }
        for modifier in theme.modifiers {
            names.insert(modifier.name)
            names.formUnion(modifier.contexts)
        }
        return table.entries.compactMap { entry in
            guard !paths.contains(entry.key), !names.contains(entry.key) else { return nil }
            var message = "the rename '\(entry.key)' in 'names' names no token, group, modifier or context"
            if let suggestion = Suggestion.nearest(to: entry.key, in: entry.key.contains(".") ? paths : names) {
                message += "; did you mean '\(suggestion)'?"
            }
            return .warning(.unusedRename, message, at: entry.location)
        }
    }
}
