/// Says in words which permutations something happens in (`when brand is nova and mode is dark`),
/// and merges per-permutation diagnostics into one list that says each problem once.
struct PermutationSubsets {
    private let modifiers: [(name: String, contexts: [String])]
    private let permutations: [Permutation]
    /// Per permutation: the files its sources come from.
    private let files: [Set<String>]

    /// Each modifier's name and number of contexts, in resolution order.
    var modifierContextCounts: [(name: String, count: Int)] {
        modifiers.map { ($0.name, $0.contexts.count) }
    }

    init(plan: ResolutionPlan, permutations: [Permutation]) {
        modifiers = plan.modifiers.map { ($0.name, $0.contextNames) }
        self.permutations = permutations
        files = permutations.map { permutation in
            Set(plan.sources(for: permutation).map { source in
                switch source {
                case .file(let path, _): path
                case .inline(let group): group.location.file
                }
            })
        }
    }

    /// Each diagnostic once. One that is not found in every permutation it could be found in —
    /// every permutation that reads its file — says in which it is.
    func merge(_ perPermutation: [[Diagnostic]]) -> [Diagnostic] {
        var order: [Diagnostic] = []
        var seenIn: [Diagnostic: [Int]] = [:]
        for (index, diagnostics) in perPermutation.enumerated() {
            for diagnostic in diagnostics {
                if seenIn[diagnostic] == nil { order.append(diagnostic) }
                if seenIn[diagnostic]?.last != index { seenIn[diagnostic, default: []].append(index) }
            }
        }
        return order.map { diagnostic in
            let subset = seenIn[diagnostic]!
            let couldBeIn = diagnostic.location.map { location in
                files.indices.filter { files[$0].contains(location.file) }
            } ?? Array(permutations.indices)
            guard subset != couldBeIn, subset.count < permutations.count else { return diagnostic }
            var annotated = diagnostic
            annotated.message += " (only \(describe(subset)))"
            return annotated
        }
    }

    /// `when brand is nova`, `when brand is nova or zen and mode is dark`, or, when the subset is
    /// no product of contexts, each permutation: `in brand=nova, mode=dark; brand=zen, mode=light`.
    func describe(_ subset: [Int]) -> String {
        let chosen = modifiers.indices.map { modifier in
            modifiers[modifier].contexts.filter { context in subset.contains { permutations[$0].contexts[modifier] == context } }
        }
        let productSize = chosen.reduce(1) { $0 * $1.count }
        if productSize == subset.count {
            let conditions = modifiers.indices.compactMap { modifier -> String? in
                guard chosen[modifier].count < modifiers[modifier].contexts.count else { return nil }
                return "\(modifiers[modifier].name) is \(chosen[modifier].joined(separator: " or "))"
            }
            return "when " + conditions.joined(separator: " and ")
        }
        return "in " + subset.map { index in
            permutations[index].description(naming: modifiers.map(\.name))
        }.joined(separator: "; ")
    }
}
