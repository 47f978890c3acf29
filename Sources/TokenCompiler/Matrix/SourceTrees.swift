import TokenJSON
import TokenModel

/// The merged tree of each set and each context of a plan, every file read once however many
/// sets, contexts and permutations use it.
struct SourceTrees {
    private let plan: ResolutionPlan
    private let strict: Bool
    /// Every file the plan names, by path; nil for one that could not be read.
    private let files: [String: GroupNode?]
    /// What reading and merging the files found; said once, not once per permutation.
    private(set) var diagnostics: [Diagnostic] = []

    /// Reads and parses every file of the plan up front, on all cores; the diagnostics in the
    /// order the plan names the files, as reading them one by one would give. A file larger than
    /// `fileLimit` bytes is refused; `components` says where component declarations belong.
    /// Files of a plan made by listing the tokens folder (not the one file given as the tokens)
    /// that are not token files are left out with a warning, unless `strict` (``TokenFileReader/read(listed:limit:components:strict:diagnostics:)``).
    init(plan: ResolutionPlan, fileLimit: Int = Limits.defaultFileBytes, components: ComponentConvention, strict: Bool = false) {
        self.plan = plan
        self.strict = strict
        let paths = plan.files
        let read = paths.concurrentMap { path -> (GroupNode?, [Diagnostic]) in
            var diagnostics: [Diagnostic] = []
            let tree = plan.filesOrderedByName && path != plan.origin
                ? TokenFileReader.read(listed: path, limit: fileLimit, components: components, strict: strict, diagnostics: &diagnostics)
                : TokenFileReader.read(path, limit: fileLimit, components: components, diagnostics: &diagnostics)
            return (tree, diagnostics)
        }
        var files: [String: GroupNode?] = [:]
        for (path, (tree, found)) in zip(paths, read) {
            files[path] = tree
            diagnostics += found
        }
        FigmaAliasData.link(&files)
        self.files = files
    }

    /// The tree of each layer of the plan, in resolution order: one per set, one per context of
    /// a modifier. A source of a set whose every token a later source or layer defines again in
    /// every permutation is a warning (``ShadowedSources``).
    mutating func layerTrees() -> [LayerTree] {
        let trees = plan.layers.map { layer -> LayerTree in
            switch layer.kind {
            case .set(let sources): .set(tree(of: sources))
            case .modifier(let modifier): .modifier(modifier.contexts.map { tree(of: $0.sources) })
            }
        }
        let files = files
        let plan = plan
        diagnostics += ShadowedSources(layers: Array(zip(plan.layers, trees)), laterFilesWarn: plan.filesOrderedByName) { source in
            switch source {
            case .file(let path, _): files[path] ?? nil
            case .inline(let tree): tree
            }
        } name: { ResolverPaths.relative($0, from: plan.folder) }.diagnostics
        return trees
    }

    /// The sources of one set or context merged in order into one tree.
    mutating func tree(of sources: [TokenSource]) -> GroupNode {
        var tree = GroupNode(location: SourceLocation(file: plan.origin, line: 1, column: 1))
        var merger = TreeMerger(redefinition: .override)
        merger.lenient = !strict
        // The plugin keeps a token and the tokens below its name side by side, from any two sets.
        merger.keepsTokenUnderGroup = plan.isTokensStudio
        for source in sources {
            switch source {
            case .file(let path, _):
                merger.redefinition = plan.filesOrderedByName ? .warn : .override
                if let file = files[path] ?? nil { merger.merge(file, into: &tree) }
            case .inline(let inline):
                // Tokens read from inside a document (a single-file export's sets, a resolver
                // document's sources) are in the order that document gives them, on purpose.
                merger.redefinition = .override
                merger.merge(inline, into: &tree)
            }
        }
        diagnostics += merger.diagnostics
        return tree
    }
}
