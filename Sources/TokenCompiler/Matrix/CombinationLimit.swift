import TokenJSON
import TokenModel

extension ResolutionPlan {
    /// A `too-many-permutations` error when the tokens vary over more combinations of contexts
    /// than `limit`, or the permutations are too many to count; nil when the plan is within it.
    func combinationLimitError(_ limit: Int, space: ContextSpace, analysis: VariationAnalysis) -> Diagnostic? {
        let modifiers = self.modifiers
        let at = modifiers.first?.location ?? SourceLocation(file: origin, line: 1, column: 1)
        guard space.permutationCount != nil else {
            let counts = modifiers.map { "'\($0.name)' \($0.contexts.count)" }.joined(separator: " × ")
            return .error(
                .tooManyPermutations,
                "the \(modifiers.count) modifiers make more than \(Int.max.grouped) permutations (\(counts) contexts), more than tokenc counts; remove modifiers or contexts",
                at: at, notes: modifiers.map { .init("'\($0.name)' has \($0.contexts.count) contexts", at: $0.location) })
        }
        var total = 0
        for variation in analysis.variationSets {
            let (sum, overflow) = total.addingReportingOverflow(space.combinationCount(variation) ?? .max)
            total = overflow ? .max : sum
        }
        guard total > limit, let widest = analysis.widestToken(in: space) else { return nil }
        let varying = widest.modifiers.members.map { modifiers[$0] }
        let counts = varying.map { "'\($0.name)' \($0.contexts.count)" }.joined(separator: " × ")
        let count = space.combinationCount(widest.modifiers).map(\.grouped) ?? "more than \(Int.max.grouped)"
        let sum = total == .max ? "more than \(Int.max.grouped)" : total.grouped
        return .error(
            .tooManyPermutations,
            "the tokens vary over \(sum) combinations of contexts, more than the limit of \(limit.grouped) that tokenc resolves: '\(widest.path)' alone varies with \(count) (\(counts) contexts); make fewer tokens depend on several modifiers at once, or raise \"limits\": { \"permutations\": … } in tokenc.json",
            at: varying.first?.location ?? at,
            notes: varying.map { .init("'\($0.name)' has \($0.contexts.count) contexts", at: $0.location) })
    }
}
