import TokenJSON
import TokenModel

/// Sources of a set whose every token is defined again after them in every permutation, so that
/// none of their values reaches the theme: `theme-red` beside `theme-light` and `theme-dark` in a
/// Tokens Studio project whose `$themes` is empty (the light and dark sets become a mode and
/// override it in both), or `theme-blue` before `theme-green` when both are merged in
/// `tokenSetOrder`. Such a source is an alternative of what overrides it, a theme that no
/// modifier chooses instead of it: a `duplicate-token` warning per source says so, where merging
/// it said nothing.
struct ShadowedSources {
    /// One warning per shadowed source, in plan order.
    private(set) var diagnostics: [Diagnostic] = []

    /// - Parameters:
    ///   - layers: the plan's layers, and the tree each layer merges into (``SourceTrees/layerTrees()``).
    ///   - tree: the tokens of one source, nil for a file that could not be read.
    ///   - name: a file's path as the message names it.
    ///   - laterFilesWarn: whether a file that redefines a token of an earlier file of its set says
    ///     so itself (files merged in the order of their names, each redefinition a warning): then
    ///     only later layers count here, so that nothing is said twice.
    init(layers: [(layer: ResolutionLayer, tree: LayerTree)], laterFilesWarn: Bool, tree: (TokenSource) -> GroupNode?, name: (String) -> String) {
        for (index, (layer, _)) in layers.enumerated() {
            guard case .set(let sources) = layer.kind else { continue }
            let trees = sources.map(tree)
            for (position, source) in sources.enumerated() {
                // A later layer that merges the source again (a Tokens Studio set enabled in one
                // theme group, or a context of one, and a source of another's themes) brings its
                // values to the theme through it.
                guard let own = trees[position], !layers[(index + 1)...].contains(where: { Self.merges(source, again: $0.layer) }) else { continue }
                let laterInSet = sources.indices[(position + 1)...].compactMap { index -> [GroupNode]? in
                    if laterFilesWarn, case .file = sources[index] { return nil }
                    return trees[index].map { [$0] }
                }
                // Then each later layer (a modifier's contexts must all define a token to override
                // it in every permutation).
                let afterLayer: [[GroupNode]] = layers[(index + 1)...].map { later in
                    switch later.tree {
                    case .set(let tree): [tree]
                    case .modifier(let trees): trees
                    }
                }
                let later = laterInSet + afterLayer
                guard !later.isEmpty, Self.hasTokens(own), Self.isOverridden(own, by: later) else { continue }
                diagnostics.append(Self.warning(for: source, name: name))
            }
        }
    }

    /// Whether `layer` merges the file `source` reads, in any of its contexts.
    private static func merges(_ source: TokenSource, again layer: ResolutionLayer) -> Bool {
        guard case .file(let path, _) = source else { return false }
        let isSource = { (other: TokenSource) in if case .file(path, _) = other { true } else { false } }
        switch layer.kind {
        case .set(let sources): return sources.contains(where: isSource)
        case .modifier(let modifier): return modifier.contexts.contains { $0.sources.contains(where: isSource) }
        }
    }

    private static func warning(for source: TokenSource, name: (String) -> String) -> Diagnostic {
        let what: String
        let location: SourceLocation
        switch source {
        case .file(let path, let referencedAt):
            what = "'\(name(path))'"
            location = referencedAt ?? SourceLocation(file: path, line: 1, column: 1)
        case .inline(let group):
            what = "the token set written here"
            location = group.location
        }
        return .warning(
            .duplicateToken,
            "every token of \(what) is defined again by what is merged after it, in every theme built, so none of its values reaches the theme: if it is a theme of its own, make it a context of a modifier, chosen instead of what overrides it (a Tokens Studio theme that selects it, or a resolver document's context)",
            at: location)
    }

    private static func hasTokens(_ group: GroupNode) -> Bool {
        group.children.contains { _, node in
            switch node {
            case .token: true
            case .group(let nested): hasTokens(nested)
            }
        }
    }

    /// Whether every token under `group` is a token of every tree of some element of `later`, at
    /// the same path.
    private static func isOverridden(_ group: GroupNode, by later: [[GroupNode]]) -> Bool {
        for (name, node) in group.children {
            switch node {
            case .token:
                let overridden = later.contains { trees in
                    trees.allSatisfy { if case .token? = $0[name] { true } else { false } }
                }
                guard overridden else { return false }
            case .group(let nested):
                let below = later.compactMap { trees -> [GroupNode]? in
                    let groups = trees.compactMap { tree -> GroupNode? in
                        if case .group(let child)? = tree[name] { child } else { nil }
                    }
                    return groups.count == trees.count ? groups : nil
                }
                if below.isEmpty {
                    guard !hasTokens(nested) else { return false }
                } else {
                    guard isOverridden(nested, by: below) else { return false }
                }
            }
        }
        return true
    }
}
