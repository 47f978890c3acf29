import TokenModel

/// The default permutation merged and every token of it resolved: the part of its work that
/// needs no variation analysis, so that the two run side by side. Recording the outcome in the
/// combination table waits for the analysis (which modifiers each token varies with).
struct DefaultEvaluation: Sendable {
    let merged: MergedPermutation
    /// Holds the flattened set and each token's outcome.
    let evaluator: TokenEvaluator
    /// Every token, failed ones included, and the paths of those ignored.
    let tokens: ResolvedTokenSet
    /// What its tokens reference, for the permutations that share its paths.
    let references: KnownReferences

    init(_ merged: MergedPermutation, options: ReaderOptions) {
        var evaluator = TokenEvaluator(set: TokenSet(flattening: merged.tree), options: options)
        let all = Array(evaluator.set.indices)
        let dependencies = all.map { evaluator.dependencies(recordingAliasesOf: $0) }
        evaluator.resolve(all, dependencies: dependencies)
        tokens = evaluator.tokenSet()
        references = KnownReferences(set: evaluator.set, dependencies: dependencies, aliases: evaluator.aliasTargets)
        self.merged = merged
        self.evaluator = evaluator
    }
}
