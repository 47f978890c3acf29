/// "Did you mean …?": the candidate a mistyped name most likely meant.
package enum Suggestion {
    /// The candidate closest to `typed`, if within a third of the candidate's length in edits
    /// (at least one): near enough for `colour` → `color` and `valdate` → `validate`, far enough
    /// not to suggest `validate` for `frobnicate`. Ties go to the earlier candidate.
    package static func nearest(to typed: String, in candidates: some Sequence<String>) -> String? {
        nearest(Array(typed), among: candidates.lazy.map { ($0, Array($0)) })
    }

    /// ``nearest(to:in:)`` for candidates whose characters are at hand.
    static func nearest(_ typed: [Character], among candidates: some Sequence<(String, [Character])>) -> String? {
        var best: (candidate: String, distance: Int)?
        for (candidate, characters) in candidates {
            let limit = max(1, characters.count / 3)
            guard abs(characters.count - typed.count) <= limit else { continue }
            let distance = editDistance(typed, characters)
            guard distance <= limit else { continue }
            if let best, best.distance <= distance { continue }
            best = (candidate, distance)
        }
        return best?.candidate
    }

    /// Edit distance counting insertions, deletions, substitutions and swaps of neighbours as one
    /// step each (optimal string alignment), since swapped letters are the commonest typo.
    package static func editDistance(_ a: String, _ b: String) -> Int {
        editDistance(Array(a), Array(b))
    }

    static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
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

    /// True when `a` and `b` are exactly one step of ``editDistance(_:_:)`` apart: one insertion,
    /// deletion, substitution or swap of neighbours. Linear, for the commonest typo.
    static func isOneEditApart(_ a: [Character], _ b: [Character]) -> Bool {
        let (short, long) = a.count <= b.count ? (a, b) : (b, a)
        guard long.count - short.count <= 1 else { return false }
        guard let first = short.indices.first(where: { short[$0] != long[$0] }) else { return long.count != short.count }
        if long.count != short.count { return short[first...] == long[(first + 1)...] }
        if short[(first + 1)...] == long[(first + 1)...] { return true }
        return first + 1 < short.count && short[first] == long[first + 1] && short[first + 1] == long[first]
            && short[(first + 2)...] == long[(first + 2)...]
    }
}
