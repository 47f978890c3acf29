extension Suggestion {
    /// Candidates prepared for many "did you mean" questions, each answered with bounded work:
    /// at most ``exhaustiveLimit`` candidates compared, however many there are. A broken
    /// reference in a group of 20,000 tokens must not compare against all of them, or as many
    /// references with near-miss names cost a quadratic number of edit distances.
    ///
    /// Up to ``exhaustiveLimit`` candidates are all compared. Beyond that, the candidates
    /// compared are
    /// - those one edit away, found exactly through an index of every name with one character
    ///   left out (a name and its typo one edit apart share such a variant; names longer than
    ///   ``deletionIndexLength`` are left out of it, to keep it proportional to the input), and
    /// - those nearest the typed name in two sorted orders, by bytes and by bytes reversed, for
    ///   typos of more than one edit: those usually leave the start or the end of the name intact.
    ///
    /// A candidate one edit away is the nearest possible, so it is taken without the full edit
    /// distance; the earliest such candidate wins, as ties do in ``Suggestion/nearest(to:in:)``.
    package struct Index: Sendable {
        /// Sets of at most this many candidates are searched in full; larger ones never compare
        /// more than this many.
        package static let exhaustiveLimit = 64
        /// Names of at most this many characters are found through the index of one-character
        /// deletions.
        package static let deletionIndexLength = 40

        private let names: [String]
        private let characters: [[Character]]
        private let members: Set<String>
        /// Candidate indices sorted by their UTF-8 bytes, and by those bytes reversed.
        private let forward: [Int]
        private let backward: [Int]
        private let forwardBytes: [[UInt8]]
        private let reversedBytes: [[UInt8]]
        /// By the hash of a name with one character left out, or of the whole name: the
        /// candidates that give it. A collision only adds a candidate to compare.
        private let deletions: [Int: [Int]]

        package init(_ candidates: [String]) {
            names = candidates
            characters = candidates.map { Array($0) }
            members = Set(candidates)
            guard candidates.count > Self.exhaustiveLimit else {
                (forward, backward, forwardBytes, reversedBytes, deletions) = ([], [], [], [], [:])
                return
            }
            let bytes = candidates.map { Array($0.utf8) }
            let reversed = bytes.map { Array($0.reversed()) }
            forwardBytes = bytes
            reversedBytes = reversed
            forward = candidates.indices.sorted { bytes[$0].lexicographicallyPrecedes(bytes[$1]) }
            backward = candidates.indices.sorted { reversed[$0].lexicographicallyPrecedes(reversed[$1]) }
            var deletions: [Int: [Int]] = [:]
            for (index, name) in characters.enumerated() {
                for variant in Self.variants(of: name) { deletions[variant, default: []].append(index) }
            }
            self.deletions = deletions
        }

        package func contains(_ name: String) -> Bool { members.contains(name) }

        /// The candidate ``Suggestion/nearest(to:in:)`` would choose among those examined.
        package func nearest(to typed: String) -> String? {
            if members.contains(typed) { return typed }
            let typedCharacters = Array(typed)
            let examined = examined(for: typedCharacters)
            if let first = examined.first(where: { Suggestion.isOneEditApart(typedCharacters, characters[$0]) }) {
                return names[first]
            }
            return Suggestion.nearest(typedCharacters, among: examined.lazy.map { (self.names[$0], self.characters[$0]) })
        }

        /// The indices of the candidates compared with `typed`, in candidate order (so ties still
        /// go to the earlier candidate); never more than ``exhaustiveLimit``.
        func examined(for typed: String) -> [Int] {
            examined(for: Array(typed))
        }

        private func examined(for typed: [Character]) -> [Int] {
            guard names.count > Self.exhaustiveLimit else { return Array(names.indices) }
            var chosen: [Int] = []
            var seen = Set<Int>()
            let oneEdit = Self.exhaustiveLimit / 2
            for variant in Self.variants(of: typed) {
                for index in deletions[variant] ?? [] where chosen.count < oneEdit && seen.insert(index).inserted {
                    chosen.append(index)
                }
            }
            let half = (Self.exhaustiveLimit - chosen.count) / 4
            let typedBytes = Array(String(typed).utf8)
            for (order, key, bytes) in [(forward, typedBytes, forwardBytes), (backward, Array(typedBytes.reversed()), reversedBytes)] {
                // The first position whose candidate sorts at or after the typed name.
                var low = 0, high = order.count
                while low < high {
                    let middle = (low + high) / 2
                    if bytes[order[middle]].lexicographicallyPrecedes(key) { low = middle + 1 } else { high = middle }
                }
                for position in max(0, low - half)..<min(order.count, low + half) where seen.insert(order[position]).inserted {
                    chosen.append(order[position])
                }
            }
            return chosen.sorted()
        }

        /// Hashes of `name` whole and with each one character left out; none for a long name.
        private static func variants(of name: [Character]) -> [Int] {
            guard name.count <= deletionIndexLength else { return [] }
            func hash(leavingOut left: Int?) -> Int {
                var hasher = Hasher()
                for (offset, character) in name.enumerated() where offset != left { hasher.combine(character) }
                hasher.combine(name.count - (left == nil ? 0 : 1))
                return hasher.finalize()
            }
            return [hash(leavingOut: nil)] + name.indices.map { hash(leavingOut: $0) }
        }
    }
}
