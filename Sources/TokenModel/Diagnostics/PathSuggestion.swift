/// "Did you mean" for a reference that names no token: the token path nearest to the one written,
/// corrected one segment at a time, so that a typo in a group's name is found as well as one in
/// the token's: `{colr.brand.primary}`, `{color.brnd.primary}` and `{color.brand.primry}` all
/// lead to `{color.brand.primary}`. Each segment costs bounded work (``Suggestion/Index``).
package struct PathSuggestion {
    /// The names of every group's children (tokens and groups), by the group's path.
    private var children: [TokenPath: Suggestion.Index]

    package init(paths: some Sequence<TokenPath>) {
        var names: [TokenPath: [String]] = [:]
        var seen: Set<TokenPath> = []
        for path in paths {
            var prefix = TokenPath.root
            for component in path.components {
                let next = prefix.appending(component)
                if seen.insert(next).inserted { names[prefix, default: []].append(component) }
                prefix = next
            }
        }
        children = names.mapValues(Suggestion.Index.init)
    }

    /// The path `written` most likely meant, or nil when some segment is near no name there or
    /// the corrected path is not a token (`isToken`).
    package func nearest(to written: TokenPath, isToken: (TokenPath) -> Bool) -> TokenPath? {
        var current = TokenPath.root
        for component in written.components {
            guard let index = children[current] else { return nil }
            if index.contains(component) {
                current = current.appending(component)
            } else if let suggestion = index.nearest(to: component) {
                current = current.appending(suggestion)
            } else {
                return nil
            }
        }
        return current != written && isToken(current) ? current : nil
    }
}
