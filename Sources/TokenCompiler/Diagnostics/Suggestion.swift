/// "Did you mean …?": the candidate a mistyped name most likely meant.
public enum Suggestion {
    /// The candidate closest to `typed`, if within a third of the candidate's length in edits
    /// (at least one): near enough for `colour` → `color` and `valdate` → `validate`, far enough
    /// not to suggest `validate` for `frobnicate`. Ties go to the earlier candidate.
    public static func nearest(to typed: String, in candidates: some Sequence<String>) -> String? {
        var best: (candidate: String, distance: Int)?
        for candidate in candidates {
            let limit = max(1, candidate.count / 3)
            guard abs(candidate.count - typed.count) <= limit else { continue }
            let distance = editDistance(typed, candidate)
            guard distance <= limit else { continue }
            if let best, best.distance <= distance { continue }
            best = (candidate, distance)
        }
        return best?.candidate
    }

    /// Edit distance counting insertions, deletions, substitutions and swaps of neighbours as one
    /// step each (optimal string alignment), since swapped letters are the commonest typo.
    public static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        guard !a.isEmpty else { return b.count }
        guard !b.isEmpty else { return a.count }
        var beforePrevious = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = previous
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    current[j] = min(current[j], beforePrevious[j - 2] + 1)
                }
            }
            (beforePrevious, previous, current) = (previous, current, beforePrevious)
        }
        return previous[b.count]
    }
}
