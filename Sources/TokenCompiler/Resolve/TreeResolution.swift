/// Applies `$extends`, flattens and resolves one merged tree.
func resolve(_ tree: GroupNode, options: ReaderOptions, diagnostics: inout [Diagnostic]) -> ResolvedTokenSet {
    resolveDefinitions(tree, options: options, diagnostics: &diagnostics).tokens
}

/// Like `resolve(_:options:diagnostics:)`, also giving every token defined, resolved or not.
func resolveDefinitions(_ tree: GroupNode, options: ReaderOptions, diagnostics: inout [Diagnostic]) -> (definitions: TokenSet, tokens: ResolvedTokenSet) {
    let extended = GroupExtension.apply(to: tree, diagnostics: &diagnostics)
    let set = TokenSet(flattening: extended)
    var resolver = TokenResolver(set: set, options: options)
    let tokens = resolver.resolve()
    diagnostics += resolver.diagnostics
    return (set, tokens)
}
