/// "Did you mean …?" for names: the closest candidate by edit distance, when it is close enough.
public enum Suggestion {
    /// The candidate nearest to `name`, if it is within a third of the name's length (at least 1
    /// edit, at most 3) — far enough to catch typos and `colour`, near enough not to mislead.
    public static func nearest(to name: String, in candidates: some Sequence<String>) -> String? {
        let limit = min(3, max(1, name.count / 3))
        var best: (candidate: String, distance: Int)?
        for candidate in candidates where abs(candidate.count - name.count) <= limit {
            let distance = editDistance(name, candidate)
            if distance <= limit, distance < (best?.distance ?? .max) || (distance == best?.distance && candidate < best!.candidate) {
                best = (candidate, distance)
            }
        }
        return best?.candidate
    }

    /// Levenshtein distance over characters, case-insensitive.
    public static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a.lowercased()), b = Array(b.lowercased())
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous = Array(0...b.count)
        var current = previous
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                current[j] = Swift.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }
}
