/// Resolves every permutation of a plan and puts them together into one ``AppTheme``, checking
/// what must hold across the whole matrix: every token in every permutation, with one type.
///
/// Files are read and each set and context merged once; per permutation only the layers are
/// merged (last wins) and then aliases resolved — never before merging, so a brand that
/// overrides `palette.primary` changes every token that aliases it. The default permutation is
/// resolved in full; every other one is patched from it, and only the tokens its contexts change,
/// with the tokens that depend on them, are resolved again.
struct ThemeMatrixResolver {
    let plan: ResolutionPlan
    let options: ReaderOptions

    /// What resolving the matrix gave.
    struct Result {
        /// Holds only the tokens that resolve in every permutation.
        var theme: AppTheme
        /// The default permutation's tokens, those that fail elsewhere included.
        var defaultTokens: ResolvedTokenSet
        var diagnostics: [Diagnostic]
        /// Tokens resolved over all permutations, counting each time one was resolved again:
        /// the measure of how much work the permutations share.
        var tokensResolved: Int
    }

    /// The theme, with every problem found.
    func resolve() -> Result {
        let resolved = resolvePermutations()
        // Collected only once the trees are gone: this copy of every token would add to the peak.
        let defaultTokens = ResolvedTokenSet(
            tokens: resolved.results[resolved.defaultIndex].results.resolvedTokens, ignored: resolved.defaultIgnored)
        var diagnostics = resolved.diagnostics
        let subsets = PermutationSubsets(plan: plan, permutations: plan.permutations)
        diagnostics += subsets.merge(resolved.results.map(\.diagnostics))
        var assembly = ThemeAssembly(results: resolved.results, defaultIndex: resolved.defaultIndex, subsets: subsets, strict: options.strict)
        let tokens = assembly.tokens()
        diagnostics += assembly.diagnostics

        let theme = AppTheme(
            modifiers: plan.modifiers.map {
                ThemeModifier(name: $0.name, contexts: $0.contextNames, defaultContext: $0.defaultContext ?? $0.contexts[0].name, description: $0.description)
            },
            defaultPermutation: plan.permutations[resolved.defaultIndex],
            tokens: tokens,
            ignored: defaultTokens.ignored,
            groups: resolved.groups)
        return Result(theme: theme, defaultTokens: defaultTokens, diagnostics: diagnostics, tokensResolved: resolved.tokensResolved)
    }

    /// Every permutation resolved, before they are lined up into one theme.
    private struct ResolvedPermutations {
        var results: [PermutationResult]
        var defaultIndex: Int
        /// The default permutation's tokens whose type is ignored.
        var defaultIgnored: [TokenPath]
        /// The groups of the default permutation's tree.
        var groups: [ThemeGroup]
        var diagnostics: [Diagnostic]
        var tokensResolved: Int
    }

    /// Reads and merges the trees and resolves every permutation. A function of its own so that
    /// the source and merged trees and the default's baseline are freed when it returns: they are
    /// not needed to line the permutations up (keeping them raised the peak memory by a fifth).
    private func resolvePermutations() -> ResolvedPermutations {
        let modifiers = plan.modifiers
        let permutations = plan.permutations
        var trees = SourceTrees(plan: plan)
        let layers = plan.layers.map { layer -> LayerTree in
            switch layer.kind {
            case .set(let sources): .set(trees.tree(of: sources))
            case .modifier(let modifier): .modifier(modifier.contexts.map { trees.tree(of: $0.sources) })
            }
        }
        let diagnostics = trees.diagnostics
        let patchable = !layers.contains { $0.trees.contains(where: \.containsExtends) }

        let defaultIndex = permutations.firstIndex(of: plan.defaultPermutation) ?? 0
        let defaultMerge = merge(permutations[defaultIndex], layers: layers, modifiers: modifiers)
        var defaultDiagnostics = defaultMerge.diagnostics
        let defaultTree = GroupExtension.apply(to: defaultMerge.tree, diagnostics: &defaultDiagnostics)
        let defaultSet = TokenSet(flattening: defaultTree)
        let others = permutations.indices.filter { $0 != defaultIndex }

        // The default permutation is resolved while the others are merged and patched: neither
        // needs the other until the patches are resolved.
        let options = options
        let ((defaultResolver, baseline), prepared) = concurrently({
            var resolver = TokenResolver(set: defaultSet, options: options)
            let baseline = resolver.resolveAsBaseline()
            return (resolver, baseline)
        }, {
            others.map { index -> PreparedPermutation in
                let merged = merge(permutations[index], layers: layers, modifiers: modifiers)
                let patch = patchable ? PermutationPatch(
                    baseline: defaultSet, baselineTree: defaultMerge.tree, tree: merged.tree,
                    overlays: merged.contextTrees + defaultMerge.contextTrees) : nil
                // A patched permutation lets its merged tree go: kept, it raises the peak.
                if let patch { return .patched(patch, diagnostics: merged.diagnostics) }
                return .merged(merged.tree, diagnostics: merged.diagnostics)
            }
        })
        var tokensResolved = defaultResolver.resolvedCount
        let defaultResult = PermutationResult(
            definitions: defaultSet, results: defaultResolver.results, isPatched: false,
            diagnostics: defaultDiagnostics + defaultResolver.diagnostics)

        // The other permutations depend only on the default one: resolved on all cores.
        let patched = prepared.concurrentMap { permutation -> (PermutationResult, resolved: Int) in
            switch permutation {
            case .patched(let patch, let diagnostics):
                var resolver = TokenResolver(set: patch.set, options: options, reusing: baseline)
                    resolver.resolve(reusing: baseline, changed: patch.changed)
                let result = PermutationResult(
                    definitions: patch.set, results: resolver.results, isPatched: true,
                    diagnostics: diagnostics + resolver.diagnostics)
                return (result, resolver.resolvedCount)
            case .merged(let tree, var diagnostics):
                let set = TokenSet(flattening: GroupExtension.apply(to: tree, diagnostics: &diagnostics))
                var resolver = TokenResolver(set: set, options: options)
                    _ = resolver.resolve()
                let result = PermutationResult(
                    definitions: set, results: resolver.results, isPatched: false,
                    diagnostics: diagnostics + resolver.diagnostics)
                return (result, resolver.resolvedCount)
            }
        }
        var results = patched.map(\.0)
        results.insert(defaultResult, at: defaultIndex)
        tokensResolved += patched.map(\.resolved).reduce(0, +)
        return ResolvedPermutations(
            results: results, defaultIndex: defaultIndex, defaultIgnored: defaultResolver.ignoredPaths(),
            groups: ThemeGroup.collect(defaultTree), diagnostics: diagnostics, tokensResolved: tokensResolved)
    }

    /// A permutation other than the default, merged, with what merging found: patched from the
    /// default when it can be, else its merged tree, to be flattened in full.
    private enum PreparedPermutation: Sendable {
        case patched(PermutationPatch, diagnostics: [Diagnostic])
        case merged(GroupNode, diagnostics: [Diagnostic])
    }

    private enum LayerTree: Sendable {
        case set(GroupNode)
        case modifier([GroupNode])

        var trees: [GroupNode] {
            switch self {
            case .set(let tree): [tree]
            case .modifier(let contexts): contexts
            }
        }
    }

    /// One permutation's layers merged in resolution order, later layers winning.
    private func merge(_ permutation: Permutation, layers: [LayerTree], modifiers: [Modifier]) -> (tree: GroupNode, contextTrees: [GroupNode], diagnostics: [Diagnostic]) {
        var tree: GroupNode?
        var contextTrees: [GroupNode] = []
        var merger = TreeMerger(redefinition: .override)
        var modifierIndex = 0
        for layer in layers {
            let next: GroupNode
            switch layer {
            case .set(let set):
                next = set
            case .modifier(let contexts):
                let chosen = permutation.contexts[modifierIndex]
                next = contexts[modifiers[modifierIndex].contextNames.firstIndex(of: chosen) ?? 0]
                contextTrees.append(next)
                modifierIndex += 1
            }
            if tree == nil {
                // The first layer is taken as it is: merging it into nothing would copy it.
                tree = next
            } else {
                merger.merge(next, into: &tree!)
            }
        }
        return (tree ?? GroupNode(location: SourceLocation(file: plan.origin, line: 1, column: 1)), contextTrees, merger.diagnostics)
    }
}

/// One permutation resolved.
struct PermutationResult: Sendable {
    /// Every token defined, resolved or not.
    var definitions: TokenSet
    /// Per definition index: the resolved token, nil when it failed or is ignored.
    var results: TokenResults
    /// True when patched from the default permutation: its indices are the default's, and a
    /// token it did not resolve again is the default's token.
    var isPatched: Bool
    var diagnostics: [Diagnostic]
}
