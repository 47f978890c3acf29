import TokenJSON

/// The bounds that keep one run's time and memory proportional to its input, each with a clear
/// error when crossed. The defaults are far above what real design systems need; `tokenc.json`
/// can raise them (`"limits": { "permutations": 10000 }`).
public struct Limits: Sendable, Hashable {
    /// The default of ``permutations``.
    public static let defaultPermutations = 4_096

    /// The most combinations of contexts that tokens are resolved in: per distinct set of
    /// modifiers that some token varies with, the product of their context counts, added up.
    /// Permutations (one context per modifier) are never made, so a small resolver document with
    /// many modifiers (8 × 6 contexts make 1.68 million permutations) is fine as long as each
    /// token varies with a few; one whose tokens vary with all of them together is refused.
    public var permutations: Int

    /// The default of ``files``: far above the few thousand files of the largest design systems.
    public static let defaultFiles = 100_000

    /// The most files and folders listed under a tokens folder, each counted once for every path
    /// symbolic links give it: a few links can give one folder exponentially many paths.
    public var files: Int

    public init(permutations: Int = Limits.defaultPermutations, files: Int = Limits.defaultFiles) {
        self.permutations = permutations
        self.files = files
    }

    /// The keys of `"limits"` in `tokenc.json`, in the order messages list them.
    public static let keys = ["permutations", "files"]
}

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

extension Int {
    /// `1,679,616`: digits in groups of three, the same on every machine.
    var grouped: String {
        let digits = String(magnitude)
        var result = ""
        for (offset, digit) in digits.enumerated() {
            if offset > 0, (digits.count - offset) % 3 == 0 { result += "," }
            result.append(digit)
        }
        return (self < 0 ? "-" : "") + result
    }
}
