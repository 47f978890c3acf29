import TokenJSON
import TokenModel

/// Resolves a plan over its modifier matrix into one ``ResolvedTheme``: each token once per
/// combination of the contexts of the modifiers it varies with (``VariationAnalysis``), never
/// once per permutation.
///
/// Files are read and each set and context merged once. The default permutation is merged and
/// resolved in full, while the variation analysis runs beside it. Then come the permutations that
/// change the defaults of one modifier, then of two, and so on, as far as some token varies with
/// those modifiers together: each is merged (aliases are resolved after merging, so a brand that
/// overrides `palette.primary` changes every token that aliases it), and only the tokens that vary
/// with every changed modifier are resolved in it. Every other token is the same as in a
/// permutation already resolved, which changes fewer defaults, and is taken from there.
package struct ThemeMatrixEvaluator {
    let plan: ResolutionPlan
    let options: ReaderOptions

    package init(plan: ResolutionPlan, options: ReaderOptions) {
        self.plan = plan
        var options = options
        options.tokensStudio = options.tokensStudio || plan.isTokensStudio
        self.options = options
    }

    /// What resolving the matrix gave.
    package struct Result {
        /// Holds only the tokens that resolve in every permutation.
        package var theme: ResolvedTheme
        /// The default permutation's tokens, those that fail elsewhere included.
        package var defaultTokens: ResolvedTokenSet
        package var diagnostics: [Diagnostic]
        /// Tokens resolved over all combinations: the measure of how much work is shared.
        package var tokensResolved: Int
        /// True when the matrix is too large to resolve (a `too-many-permutations` error).
        package var isRefused = false
    }

    /// The theme, with every problem found.
    ///
    /// When references are broken that a set the plan does not apply resolves (a Tokens Studio
    /// set no theme selects), the matrix is resolved again with the tokens the themes need from
    /// it beneath every layer (``ReferenceFallback``); not under `--strict`, where they stay errors.
    package func resolve() -> Result {
        var trees = SourceTrees(plan: plan, fileLimit: options.limits.fileBytes, components: options.components, strict: options.strict)
        let planned = trees.layerTrees()
        let readDiagnostics = trees.diagnostics
        // The files: the trees hold what the permutations need of them.
        releaseInBackground(consume trees)
        let result = resolve(planned, readDiagnostics: readDiagnostics)
        guard !options.strict, !result.isRefused,
              let fallback = ReferenceFallback(
                plan: plan, diagnostics: result.diagnostics, layers: planned,
                fileLimit: options.limits.fileBytes, components: options.components)
        else {
            releaseInBackground(consume planned)
            return result
        }
        var resolved = resolve([.set(fallback.tree)] + planned, readDiagnostics: readDiagnostics)
        resolved.diagnostics += fallback.diagnostics
        releaseInBackground((consume planned, consume result))
        return resolved
    }

    /// The theme of `trees`, the plan's layers in resolution order; `readDiagnostics` are what
    /// reading their files found.
    private func resolve(_ trees: [LayerTree], readDiagnostics: [Diagnostic]) -> Result {
        let space = ContextSpace(plan: plan)
        let layers = Layers(trees: trees, origin: plan.origin, strict: options.strict)
        // Side by side: the default permutation needs the analysis only to record what it resolved.
        let (analysis, evaluated) = concurrently(
            { VariationAnalysis(sets: layers.sets, contexts: layers.contexts) },
            { [options, defaults = space.defaults] in DefaultEvaluation(layers.merged(defaults), options: options) })
        if let error = plan.combinationLimitError(options.limits.permutations, space: space, analysis: analysis) {
            return Result(
                theme: ResolvedTheme(modifiers: [], defaultPermutation: Permutation(contexts: []), tokens: []),
                defaultTokens: ResolvedTokenSet(tokens: [], ignored: []), diagnostics: readDiagnostics + [error],
                tokensResolved: 0, isRefused: true)
        }
        let subsets = PermutationSubsets(plan: plan, space: space)
        let matrix = Matrix(plan: plan, options: options, space: space, layers: layers, analysis: analysis, subsets: subsets)

        var table = CombinationTable(space: space, defaultPaths: evaluated.evaluator.set.pathIndex)
        var found: [(diagnostic: Diagnostic, subset: PermutationSubset)] = []
        var tokensResolved = 0
        let base = matrix.record(evaluated, into: &table, diagnostics: &found, resolvedCount: &tokensResolved)
        let overlay = PermutationOverlay(layers: layers, analysis: analysis, base: evaluated.evaluator.set, ids: base.ids, defaults: space.defaults)
        let known = evaluated.references
        // Freed (beside them) as the other permutations start: the build's memory peaks when they end.
        releaseInBackground(consume evaluated)
        let defaultIDs = base.ids
        for level in matrix.levels() {
            let current = table
            let outcomes = level.concurrentMap { matrix.resolve($0, table: current, ids: defaultIDs, known: known, overlay: overlay) }
            for outcome in outcomes {
                table.record(outcome)
                found += outcome.diagnostics
                tokensResolved += outcome.resolvedCount
            }
        }

        var assembly = ThemeAssembly(table: table, space: space, subsets: subsets, modifierNames: plan.modifiers.map(\.name), strict: options.strict)
        let tokens = assembly.tokens { matrix.contextOrder(of: $0) }
        let defaultContexts = space.defaults.enumerated().map { plan.modifiers[$0].contextNames[$1] }
        let theme = ResolvedTheme(
            modifiers: plan.modifiers.map {
                ThemeModifier(name: $0.name, contexts: $0.contextNames, defaultContext: $0.defaultContext ?? $0.contexts[0].name, description: $0.description)
            },
            defaultPermutation: Permutation(contexts: defaultContexts),
            tokens: tokens,
            ignored: base.tokens.ignored,
            groups: base.groups,
            components: options.components)
        let unusedDeclarations = UnusedComponentDeclarations.warnings(in: layers.all, defaultGroups: base.groups, convention: options.components)
        let result = Result(
            theme: theme, defaultTokens: base.tokens,
            diagnostics: readDiagnostics + subsets.merge(found) + assembly.diagnostics + unusedDeclarations,
            tokensResolved: tokensResolved)
        // The files, trees and tables the theme was made from: lowering need not wait for them.
        releaseInBackground((consume layers, consume analysis, consume matrix, consume table, consume assembly, consume known, consume overlay))
        return result
    }
}

/// What resolving one permutation gave: the tokens it resolved, each for the combination of its
/// modifiers that the permutation takes, and what was found where.
struct PermutationOutcome: Sendable {
    /// One context index per modifier.
    var permutation: [Int]
    /// Each token resolved: its index in the permutation's set, its path, the modifiers it varies with.
    var tokens: [(index: Int, path: TokenPath, modifiers: ModifierSet, entry: CombinationTable.Entry)]
    /// Whether the permutation's set has the default permutation's paths in its order, so that a
    /// token's index is its position in the default's (``CombinationTable``).
    var hasDefaultPositions: Bool
    var diagnostics: [(diagnostic: Diagnostic, subset: PermutationSubset)]
    var resolvedCount: Int
}

/// The permutations to resolve, and how one is resolved.
private struct Matrix: Sendable {
    let plan: ResolutionPlan
    let options: ReaderOptions
    let space: ContextSpace
    let layers: Layers
    let analysis: VariationAnalysis
    let subsets: PermutationSubsets

    /// The default permutation resolved in full.
    struct Base {
        /// Every token, failed ones included, and the paths of those ignored.
        var tokens: ResolvedTokenSet
        var groups: [ThemeGroup]
        /// Per token of the default permutation, by position: its number in the variation analysis.
        var ids: [Int?]
    }

    /// Records the default permutation's outcome in `table`, adding what it found to
    /// `diagnostics` and the tokens it resolved to `resolvedCount`. The outcome is not kept: the
    /// table holds it, and the other permutations resolve beside it.
    func record(
        _ evaluated: DefaultEvaluation, into table: inout CombinationTable,
        diagnostics: inout [(diagnostic: Diagnostic, subset: PermutationSubset)], resolvedCount: inout Int
    ) -> Base {
        let set = evaluated.evaluator.set
        let all = Array(set.indices)
        let ids = analysis.ids(of: set, at: all)
        let outcome = outcome(
            of: evaluated.evaluator, resolved: all, variations: analysis.variations(of: set, at: all, numbered: ids),
            permutation: space.defaults, hasDefaultPositions: true,
            treeDiagnostics: self.diagnostics(of: evaluated.merged, in: space.defaults))
        table.record(outcome)
        diagnostics += outcome.diagnostics
        resolvedCount += outcome.resolvedCount
        return Base(tokens: evaluated.tokens, groups: ThemeGroup.collect(evaluated.merged.tree), ids: ids)
    }

    /// Every permutation other than the default that some token is resolved in, by how many
    /// modifiers it changes from their defaults: each level takes only the levels before it.
    func levels() -> [[[Int]]] {
        var permutations = Set<[Int]>()
        for modifiers in analysis.variationSets where !modifiers.isEmpty {
            for combination in 0..<(space.combinationCount(modifiers) ?? 0) {
                permutations.insert(space.permutation(ofCombination: combination, over: modifiers, others: space.defaults))
            }
        }
        permutations.remove(space.defaults)
        var levels = [[[Int]]](repeating: [], count: space.modifierCount)
        for permutation in permutations.sorted(by: { space.permutationIndex($0) < space.permutationIndex($1) }) {
            levels[space.nonDefault(permutation).members.count - 1].append(permutation)
        }
        return levels.filter { !$0.isEmpty }
    }

    /// Resolves the tokens that vary with every modifier `permutation` changes from its default;
    /// the tokens they reference that do not are taken from `table`, whose default paths this
    /// permutation's set shares when it has the same paths. `defaultIDs` are the default
    /// permutation's tokens' numbers in the variation analysis, by position, and `known` what
    /// its tokens reference. Its set is made by `overlay` where it can be, else merged and flattened.
    func resolve(
        _ permutation: [Int], table: CombinationTable, ids defaultIDs: [Int?], known: KnownReferences, overlay: PermutationOverlay
    ) -> PermutationOutcome {
        let changed = space.nonDefault(permutation)
        let merged: MergedPermutation?
        let set: TokenSet
        if let overlaid = overlay.set(of: permutation, changing: changed) {
            (merged, set) = (nil, overlaid)
        } else {
            let tree = layers.merged(permutation)
            (merged, set) = (tree, TokenSet(flattening: tree.tree, sharingIndexOf: table.defaultPaths))
        }
        // With the default's paths, a token's position is the default's, and so is its number:
        // the tokens to resolve are found by number, without building or hashing a path; and a
        // token the permutation did not change references what it did in the default.
        let hasDefaultPositions = set.pathIndex.isShared(with: table.defaultPaths)
        var evaluator = TokenEvaluator(set: set, options: options, known: hasDefaultPositions ? known : nil)
        let resolved = hasDefaultPositions
            ? defaultIDs.indices.filter { defaultIDs[$0].map { analysis.varies($0, withAll: changed) } ?? false }
            : analysis.tokens(varyingWithAll: changed).compactMap { set.index(of: $0) }.sorted()
        var owned = [Bool](repeating: false, count: set.count)
        for index in resolved { owned[index] = true }
        // The tokens they reference, and those these reference, as already resolved. What a
        // token to resolve references is collected once, for this and for resolving it.
        let dependencies = resolved.map { known.dependencies(of: $0, in: set) ?? evaluator.dependencies(recordingAliasesOf: $0) }
        var adopted = [Bool](repeating: false, count: set.count)
        var pending = Array(dependencies.joined())
        while let dependency = pending.popLast() {
            guard !owned[dependency], !adopted[dependency] else { continue }
            adopted[dependency] = true
            if let position = hasDefaultPositions ? dependency : table.position(of: set.path(at: dependency)),
               let outcome = table.outcome(at: position, in: permutation) {
                evaluator.adopt(outcome, at: dependency)
            }
            pending += known.dependencies(of: dependency, in: set) ?? evaluator.graph.dependencies(of: dependency)
        }
        evaluator.resolve(resolved, dependencies: dependencies)
        let outcome = outcome(
            of: evaluator, resolved: resolved,
            variations: hasDefaultPositions
                ? analysis.variations(of: set, at: resolved, numbered: defaultIDs) : analysis.variations(of: set, at: resolved),
            permutation: permutation, hasDefaultPositions: hasDefaultPositions,
            treeDiagnostics: merged.map { diagnostics(of: $0, in: permutation) } ?? [])
        // The permutation's tree, set and evaluator: the next level starts meanwhile.
        releaseInBackground((consume merged, consume set, consume evaluator))
        return outcome
    }

    /// What `evaluator` gave for the tokens at `resolved` (ascending), each diagnostic with the
    /// permutations it stands for.
    private func outcome(
        of evaluator: TokenEvaluator, resolved: [Int], variations: [ModifierSet], permutation: [Int], hasDefaultPositions: Bool,
        treeDiagnostics: [(diagnostic: Diagnostic, subset: PermutationSubset)]
    ) -> PermutationOutcome {
        let set = evaluator.set
        let tokens = zip(resolved, variations).map { index, variation in
            let definition = set[index]
            // Labelled as `PermutationOutcome.tokens` is: an unlabelled tuple would make the array
            // be converted element by element.
            return (
                index: index, path: definition.path, modifiers: variation,
                entry: CombinationTable.Entry(location: definition.location, outcome: evaluator.outcome(at: index)))
        }
        var diagnostics = treeDiagnostics
        for (index, range) in evaluator.diagnosticRanges {
            let variation = resolved.position(ofAscending: index).map { variations[$0] } ?? analysis.variation(of: set.path(at: index))
            let subset = PermutationSubset(taking: permutation, of: variation, in: space)
            diagnostics += evaluator.diagnostics[range].map { ($0, subset) }
        }
        return PermutationOutcome(
            permutation: permutation, tokens: tokens, hasDefaultPositions: hasDefaultPositions, diagnostics: diagnostics,
            resolvedCount: evaluator.resolvedCount)
    }

    /// The permutations a problem found in merging the layers stands for: those that take this
    /// permutation's contexts of the modifiers that define the path it is about.
    private func subset(ofMergeDiagnosticAbout path: TokenPath, in permutation: [Int]) -> PermutationSubset {
        PermutationSubset(taking: permutation, of: analysis.modifiersDefining(path), in: space)
    }

    /// The permutations a problem found in applying `$extends` stands for: those that take this
    /// permutation's contexts of the modifiers that the `$extends` written there varies with.
    private func subset(ofExtensionDiagnostic diagnostic: Diagnostic, in permutation: [Int]) -> PermutationSubset {
        let modifiers = diagnostic.location.flatMap { analysis.variationOfExtension(at: $0) } ?? .empty
        return PermutationSubset(taking: permutation, of: modifiers, in: space)
    }

    /// What merging a permutation's layers and applying its `$extends` found, each with the
    /// permutations it stands for.
    private func diagnostics(of merged: MergedPermutation, in permutation: [Int]) -> [(diagnostic: Diagnostic, subset: PermutationSubset)] {
        merged.mergeDiagnostics.map { ($0, subset(ofMergeDiagnosticAbout: $1, in: permutation)) }
            + merged.extensionDiagnostics.map { ($0, subset(ofExtensionDiagnostic: $0, in: permutation)) }
    }

    /// The token paths of the permutation at `index`'s contexts, in the order they are written,
    /// context by context: the order of the tokens it adds to the default permutation's.
    func contextOrder(of index: Int) -> [TokenPath] {
        let permutation = space.contexts(ofCombination: index, over: space.all)
        var paths: [TokenPath] = []
        var modifier = 0
        for layer in layers.trees {
            guard case .modifier(let contexts) = layer else { continue }
            contexts[permutation[modifier]].collectTokenPaths(into: &paths, at: .root)
            modifier += 1
        }
        return paths
    }
}

extension GroupNode {
    /// The paths of every token below this group, in the order written.
    func collectTokenPaths(into paths: inout [TokenPath], at path: TokenPath) {
        forEachToken(at: path) { tokenPath, _ in paths.append(tokenPath) }
    }

    /// Calls `body` with every token below this group, which stands at `path`, and its path, in
    /// the order written.
    func forEachToken(at path: TokenPath, _ body: (TokenPath, TokenNode) -> Void) {
        for (name, node) in children {
            switch node {
            case .group(let nested): nested.forEachToken(at: path.appending(name), body)
            case .token(let token): body(path.appending(name), token)
            }
        }
    }
}
