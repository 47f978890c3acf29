import TokenJSON
import TokenModel

/// The tokens of sets that no theme selects that the themes' references need, read beneath
/// every theme.
///
/// Tokens Studio resolves a reference into a set that a theme does not use: since 2024 the
/// plugin merges those sets beneath the ones the theme uses (`getTokenSetsOrder`'s `overallSets`),
/// so a project whose themes reference a set none of them selects works in Figma. Here the
/// tokens such references name, and what those reference in turn, make a layer beneath every
/// other, and a warning per set says so and how to select it. Nothing else of those sets is
/// read: a set no theme selects adds no token that no theme needs.
struct ReferenceFallback {
    /// The tokens to merge beneath every layer.
    let tree: GroupNode
    /// A warning per set that gave tokens.
    let diagnostics: [Diagnostic]

    /// The fallback for the plan's `layers`, when some broken reference in `diagnostics` names a
    /// token of a set of `plan` that resolves references (``UnusedSource/resolvesReferences``),
    /// or, without `diagnostics`, when some token of the layers references one; else nil. It
    /// holds every token of those sets that a token of the layers references and none of them
    /// defines (a value resolved only as far as its first broken reference names just that one),
    /// and what those reference in turn.
    init?(plan: ResolutionPlan, diagnostics: [Diagnostic]?, layers: [LayerTree], fileLimit: Int, components: ComponentConvention) {
        var broken: [(path: TokenPath, location: SourceLocation?)] = []
        var seen: Set<TokenPath> = []
        for diagnostic in diagnostics ?? [] where diagnostic.code == .brokenReference {
            if let path = diagnostic.reference, seen.insert(path).inserted { broken.append((path, diagnostic.location)) }
        }
        let sets = plan.unusedSources.filter(\.resolvesReferences)
        guard diagnostics == nil || !broken.isEmpty, !sets.isEmpty else { return nil }

        // The sets merged in order, a later one winning as the plugin merges them; each token
        // remembers the set it came from, to name it.
        var merged = GroupNode(location: SourceLocation(file: plan.origin, line: 1, column: 1))
        var merger = TreeMerger(redefinition: .override)
        var definingSet: [TokenPath: Int] = [:]
        for (index, set) in sets.enumerated() {
            for source in set.sources {
                var ignored: [Diagnostic] = []
                let tree: GroupNode? = switch source {
                case .file(let path, _): TokenFileReader.read(path, limit: fileLimit, components: components, diagnostics: &ignored)
                case .inline(let tree): tree
                }
                guard let tree else { continue }
                merger.merge(tree, into: &merged)
                tree.forEachToken(at: .root) { path, _ in definingSet[path] = index }
            }
        }

        var firstReference: [Int: (path: TokenPath, location: SourceLocation?)] = [:]
        for (path, location) in broken {
            guard let found = Self.token(at: path, in: merged), let set = definingSet[found] else { continue }
            if firstReference[set] == nil { firstReference[set] = (path, location) }
        }
        guard diagnostics == nil || !firstReference.isEmpty else { return nil }

        // What the layers reference and do not define, then what that references, as far as the
        // sets define it.
        let trees = layers.flatMap { layer -> [GroupNode] in
            switch layer {
            case .set(let tree): [tree]
            case .modifier(let trees): trees
            }
        }
        var defined: Set<TokenPath> = []
        for tree in trees { tree.forEachToken(at: .root) { path, _ in defined.insert(path) } }
        var pending: [TokenPath] = []
        for tree in trees {
            tree.forEachToken(at: .root) { _, token in
                for reference in VariationAnalysis.referencedPaths(of: token)
                where !defined.contains(reference.path) && !defined.contains(reference.path.appending("$root")) {
                    if let found = Self.token(at: reference.path, in: merged) { pending.append(found) }
                }
            }
        }
        var needed: [TokenPath] = []
        var isNeeded: Set<TokenPath> = []
        while let path = pending.popLast() {
            guard isNeeded.insert(path).inserted, case .token(let token)? = merged.node(at: path) else { continue }
            needed.append(path)
            for reference in VariationAnalysis.referencedPaths(of: token) {
                if let found = Self.token(at: reference.path, in: merged), !isNeeded.contains(found) { pending.append(found) }
            }
        }
        guard !needed.isEmpty else { return nil }

        var groups: Set<TokenPath> = []
        for path in needed {
            var group = path.parent
            while !group.components.isEmpty, groups.insert(group).inserted { group = group.parent }
        }
        tree = Self.tree(of: Set(needed), groups: groups, in: merged, at: .root)
        var counts: [Int: Int] = [:]
        for path in needed { counts[definingSet[path] ?? 0, default: 0] += 1 }
        self.diagnostics = counts.keys.sorted().map { index in
            let count = counts[index]!
            let example = firstReference[index]
            let referenced = example.map { "'{\($0.path)}'" } ?? "its tokens"
            return .warning(
                .invalidResolverReference,
                "\(referenced) is defined only in \(sets[index].description): its \(count) token\(count == 1 ? "" : "s") that the themes reference \(count == 1 ? "is" : "are") read beneath every theme, as Tokens Studio resolves them; select the set as \"source\" in the themes that reference it to say so",
                at: example?.location ?? nil)
        }
    }

    /// The token a reference to `path` names in `tree`: the token there, or the `$root` token of
    /// the group there.
    private static func token(at path: TokenPath, in tree: GroupNode) -> TokenPath? {
        switch tree.node(at: path) {
        case .token?: path
        case .group(let group)?: if case .token? = group["$root"] { path.appending("$root") } else { nil }
        case nil: nil
        }
    }

    /// `group`'s tokens at `paths`, and the `groups` holding them with their `$type` and other
    /// properties, in the order written; `$extends` is left out, since it would copy others.
    private static func tree(of paths: Set<TokenPath>, groups: Set<TokenPath>, in group: GroupNode, at path: TokenPath) -> GroupNode {
        var kept = GroupNode(location: group.location, metadata: group.metadata)
        for (name, node) in group.children {
            let child = path.appending(name)
            switch node {
            case .token where paths.contains(child):
                kept[name] = node
            case .group(let nested) where groups.contains(child):
                kept[name] = .group(tree(of: paths, groups: groups, in: nested, at: child))
            default:
                break
            }
        }
        return kept
    }
}

extension ResolutionPlan {
    /// The plan with the tokens its layers reference from sets it does not apply, which resolve
    /// references (``ReferenceFallback``), as a set beneath every layer, named `base` (beside a
    /// base set of files, it is read before them); the plan itself when there are none, and under
    /// `strict`. So a resolver document written from it builds the theme the plan builds.
    package func withReferenceFallback(options: ReaderOptions) -> ResolutionPlan {
        guard !options.strict, unusedSources.contains(where: \.resolvesReferences) else { return self }
        var trees = SourceTrees(plan: self, fileLimit: options.limits.fileBytes, components: options.components, strict: false)
        let planned = trees.layerTrees()
        guard let fallback = ReferenceFallback(
            plan: self, diagnostics: nil, layers: planned, fileLimit: options.limits.fileBytes, components: options.components) else { return self }
        var plan = self
        plan.layers.insert(ResolutionLayer(name: "base", kind: .set([.inline(fallback.tree)]), location: nil), at: 0)
        plan.unusedSources.removeAll(where: \.resolvesReferences)
        return plan
    }
}
