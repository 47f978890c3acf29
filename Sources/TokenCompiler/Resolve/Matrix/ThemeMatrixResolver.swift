/// Resolves every permutation of a plan and puts them together into one ``AppTheme``, checking
/// what must hold across the whole matrix: every token in every permutation, with one type.
///
/// Files are read and each set and context merged once; per permutation only the layers are
/// merged (last wins) and then aliases resolved — never before merging, so a brand that
/// overrides `palette.primary` changes every token that aliases it.
struct ThemeMatrixResolver {
    let plan: ResolutionPlan
    let options: ReaderOptions

    /// The theme, with every problem found; the theme holds only the tokens that resolve everywhere.
    func resolve() -> (theme: AppTheme, defaultTokens: ResolvedTokenSet, diagnostics: [Diagnostic]) {
        let modifiers = plan.modifiers
        let permutations = plan.permutations
        var trees = SourceTrees(plan: plan)
        let layerTrees = plan.layers.map { layer -> LayerTree in
            switch layer.kind {
            case .set(let sources): .set(trees.tree(of: sources))
            case .modifier(let modifier): .modifier(modifier.contexts.map { trees.tree(of: $0.sources) })
            }
        }
        var diagnostics = trees.diagnostics

        var results: [PermutationResult] = []
        results.reserveCapacity(permutations.count)
        for permutation in permutations {
            results.append(resolve(permutation, modifiers: modifiers, layers: layerTrees))
        }

        let defaultIndex = permutations.firstIndex(of: plan.defaultPermutation) ?? 0
        let subsets = PermutationSubsets(plan: plan, permutations: permutations)
        diagnostics += subsets.merge(results.map(\.diagnostics))

        var assembly = ThemeAssembly(results: results, defaultIndex: defaultIndex, subsets: subsets)
        let tokens = assembly.tokens()
        diagnostics += assembly.diagnostics

        let theme = AppTheme(
            modifiers: modifiers.map {
                ThemeModifier(name: $0.name, contexts: $0.contextNames, defaultContext: $0.defaultContext ?? $0.contexts[0].name, description: $0.description)
            },
            defaultPermutation: permutations[defaultIndex],
            tokens: tokens,
            ignored: results[defaultIndex].tokens.ignored)
        return (theme, results[defaultIndex].tokens, diagnostics)
    }

    private enum LayerTree {
        case set(GroupNode)
        case modifier([GroupNode])
    }

    private func resolve(_ permutation: Permutation, modifiers: [Modifier], layers: [LayerTree]) -> PermutationResult {
        var tree = GroupNode(location: SourceLocation(file: plan.origin, line: 1, column: 1))
        var merger = TreeMerger(redefinition: .override)
        var modifierIndex = 0
        for layer in layers {
            switch layer {
            case .set(let set):
                merger.merge(set, into: &tree)
            case .modifier(let contexts):
                let chosen = permutation.contexts[modifierIndex]
                let position = modifiers[modifierIndex].contextNames.firstIndex(of: chosen) ?? 0
                merger.merge(contexts[position], into: &tree)
                modifierIndex += 1
            }
        }
        var diagnostics = merger.diagnostics
        let resolved = resolveDefinitions(tree, options: options, diagnostics: &diagnostics)
        return PermutationResult(definitions: resolved.definitions, tokens: resolved.tokens, diagnostics: diagnostics)
    }
}

/// One permutation resolved on its own.
struct PermutationResult {
    /// Every token defined, resolved or not.
    var definitions: TokenSet
    var tokens: ResolvedTokenSet
    var diagnostics: [Diagnostic]
}
