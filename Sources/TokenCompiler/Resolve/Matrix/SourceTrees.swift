/// The merged tree of each set and each context of a plan, every file read once however many
/// sets, contexts and permutations use it.
struct SourceTrees {
    private let plan: ResolutionPlan
    private var files: [String: GroupNode?] = [:]
    /// What reading and merging the files found; said once, not once per permutation.
    private(set) var diagnostics: [Diagnostic] = []

    init(plan: ResolutionPlan) {
        self.plan = plan
    }

    /// The sources of one set or context merged in order into one tree.
    mutating func tree(of sources: [TokenSource]) -> GroupNode {
        var tree = GroupNode(location: SourceLocation(file: plan.origin, line: 1, column: 1))
        var merger = TreeMerger(redefinition: plan.filesOrderedByName ? .warn : .override)
        for source in sources {
            switch source {
            case .file(let path, _):
                if let file = read(path) { merger.merge(file, into: &tree) }
            case .inline(let inline):
                merger.merge(inline, into: &tree)
            }
        }
        diagnostics += merger.diagnostics
        return tree
    }

    private mutating func read(_ path: String) -> GroupNode? {
        if let known = files[path] { return known }
        let tree = TokenFileReader.read(path, diagnostics: &diagnostics)
        files[path] = tree
        return tree
    }
}
