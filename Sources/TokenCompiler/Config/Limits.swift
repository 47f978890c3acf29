/// The bounds that keep one run's time and memory proportional to its input, each with a clear
/// error when crossed. The defaults are far above what real design systems need; `tokenc.json`
/// can raise them (`"limits": { "permutations": 10000 }`).
public struct Limits: Sendable, Hashable {
    /// The default of ``permutations``.
    public static let defaultPermutations = 4_096

    /// The most permutations (one context per modifier) that are resolved. Each one is
    /// materialised as a whole token set, so a small resolver document with many modifiers
    /// (8 × 6 contexts make 1.68 million) would otherwise take unbounded memory.
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
    /// How many permutations the plan has, or nil when the count does not fit in an `Int`.
    /// Counted without making them: their list is what the limit protects against.
    public var permutationCount: Int? {
        var count = 1
        for modifier in modifiers {
            let (product, overflow) = count.multipliedReportingOverflow(by: modifier.contexts.count)
            if overflow { return nil }
            count = product
        }
        return count
    }

    /// A `too-many-permutations` error when the plan has more permutations than `limit`, at the
    /// plan's first modifier with a note at each modifier; nil when the plan is within it.
    func permutationLimitError(_ limit: Int) -> Diagnostic? {
        let count = permutationCount
        if let count, count <= limit { return nil }
        let modifiers = self.modifiers
        let counts = modifiers.map { "'\($0.name)' \($0.contexts.count)" }.joined(separator: " × ")
        let total = count.map { "\($0.grouped)" } ?? "more than \(Int.max.grouped)"
        return .error(
            .tooManyPermutations,
            "the \(modifiers.count) modifiers make \(total) permutations (\(counts) contexts), more than the limit of \(limit.grouped) that tokenc resolves; remove modifiers or contexts, or raise \"limits\": { \"permutations\": … } in tokenc.json",
            at: modifiers.first?.location ?? SourceLocation(file: origin, line: 1, column: 1),
            notes: modifiers.map { .init("'\($0.name)' has \($0.contexts.count) contexts", at: $0.location) })
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
