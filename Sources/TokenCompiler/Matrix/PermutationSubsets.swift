import TokenModel

/// Says in words which permutations something happens in (`when brand is nova and mode is dark`),
/// and merges the diagnostics found in some permutations into one list that says each problem once.
struct PermutationSubsets {
    private let space: ContextSpace
    private let modifiers: [(name: String, contexts: [String])]
    /// Per file: the permutations whose sources include it.
    private let readIn: [String: PermutationSubset]
    /// Files read by some contexts of so many modifiers that their permutations are not listed.
    private let readWidely: Set<String>
    /// Beyond this many combinations, a subset is not compared with the permutations that read
    /// its file: it is said in which permutations it is found.
    static let comparedCombinations = 4_096
    /// Above this many permutations, a subset that is no product of contexts is listed by the
    /// contexts of its own modifiers only, not permutation by permutation.
    static let listedPermutations = 64

    init(plan: ResolutionPlan, space: ContextSpace) {
        self.space = space
        modifiers = plan.modifiers.map { ($0.name, $0.contextNames) }
        var readIn: [String: PermutationSubset] = [:]
        var readWidely = Set<String>()
        var modifierIndex = 0
        for layer in plan.layers {
            switch layer.kind {
            case .set(let sources):
                for source in sources { readIn[Self.file(of: source)] = .all }
            case .modifier(let modifier):
                // A file that every context reads, as inline tokens are read from the resolver
                // document, is read in every permutation.
                var contexts: [String: Set<Int>] = [:]
                for (context, definition) in modifier.contexts.enumerated() {
                    for source in definition.sources { contexts[Self.file(of: source), default: []].insert(context) }
                }
                for (file, read) in contexts where readIn[file] != .all {
                    guard read.count < modifier.contexts.count else {
                        readIn[file] = .all
                        readWidely.remove(file)
                        continue
                    }
                    let subset = PermutationSubset(modifiers: ModifierSet(members: [modifierIndex]), combinations: read)
                    let known = readIn[file] ?? .none
                    if (space.combinationCount(known.modifiers.union(subset.modifiers)) ?? .max) > Self.comparedCombinations {
                        readWidely.insert(file)
                    } else {
                        readIn[file] = known.union(subset, in: space)
                    }
                }
                modifierIndex += 1
            }
        }
        self.readIn = readIn
        self.readWidely = readWidely
    }

    private static func file(of source: TokenSource) -> String {
        switch source {
        case .file(let path, _): path
        case .inline(let group): group.location.file
        }
    }

    /// Each diagnostic once, in the order first found. One that is not found in every
    /// permutation it could be found in — every permutation that reads its file — says in which.
    func merge(_ found: [(diagnostic: Diagnostic, subset: PermutationSubset)]) -> [Diagnostic] {
        var order: [Diagnostic] = []
        var foundIn: [Diagnostic: PermutationSubset] = [:]
        for (diagnostic, subset) in found {
            if foundIn[diagnostic] == nil {
                order.append(diagnostic)
                foundIn[diagnostic] = subset
            } else {
                foundIn[diagnostic]!.formUnion(subset, in: space)
            }
        }
        return order.map { diagnostic in
            let subset = foundIn[diagnostic]!
            let couldBeIn = diagnostic.location.map { readIn[$0.file] ?? .none } ?? .all
            let comparable = !(diagnostic.location.map { readWidely.contains($0.file) } ?? false)
                && (space.combinationCount(subset.modifiers.union(couldBeIn.modifiers)) ?? .max) <= Self.comparedCombinations
            guard !subset.isAll(in: space), !comparable || !subset.isSame(as: couldBeIn, in: space) else { return diagnostic }
            var annotated = diagnostic
            annotated.message += " (only \(describe(subset)))"
            return annotated
        }
    }

    /// `when brand is nova`, `when brand is nova or zen and mode is dark`, or, when the subset is
    /// no product of contexts, each permutation: `in brand=nova, mode=dark; brand=zen, mode=light`.
    func describe(_ subset: PermutationSubset) -> String {
        let members = subset.modifiers.members
        let contexts = subset.combinations.map { space.contexts(ofCombination: $0, over: subset.modifiers) }
        let chosen = members.indices.map { position in
            Set(contexts.map { $0[position] }).sorted()
        }
        if chosen.reduce(1, { $0 * $1.count }) == subset.combinations.count {
            let conditions = zip(members, chosen).compactMap { modifier, chosen -> String? in
                guard chosen.count < modifiers[modifier].contexts.count else { return nil }
                return "\(modifiers[modifier].name) is \(chosen.map { modifiers[modifier].contexts[$0] }.joined(separator: " or "))"
            }
            return "when " + conditions.joined(separator: " and ")
        }
        let listed = (space.permutationCount ?? .max) <= Self.listedPermutations ? subset.widened(to: space.all, in: space) : subset
        return "in " + listed.combinations.sorted().map { combination in
            zip(listed.modifiers.members, space.contexts(ofCombination: combination, over: listed.modifiers)).map { modifier, context in
                "\(modifiers[modifier].name)=\(modifiers[modifier].contexts[context])"
            }.joined(separator: ", ")
        }.joined(separator: "; ")
    }
}
