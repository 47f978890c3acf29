import TokenJSON
import TokenModel

/// The trees of one entry of the resolution order.
enum LayerTree: Sendable {
    case set(GroupNode)
    /// One tree per context.
    case modifier([GroupNode])
}

/// A plan's trees in resolution order, and how the layers of one permutation merge into its
/// tree. Merging needs nothing of the variation analysis, so the default permutation is merged
/// and resolved while the analysis runs.
struct Layers: Sendable {
    let trees: [LayerTree]
    /// Where the plan is written: the location of an empty tree.
    let origin: String
    /// Under `--strict`, every token written over a group is the format's error (``TreeMerger/lenient``).
    let strict: Bool

    /// The trees of the sets.
    var sets: [GroupNode] {
        trees.compactMap { if case .set(let tree) = $0 { tree } else { nil } }
    }

    /// The trees of each modifier's contexts.
    var contexts: [[GroupNode]] {
        trees.compactMap { if case .modifier(let trees) = $0 { trees } else { nil } }
    }

    /// Every tree: each set's and each context's, in resolution order.
    var all: [GroupNode] {
        trees.flatMap { layer -> [GroupNode] in
            switch layer {
            case .set(let tree): [tree]
            case .modifier(let trees): trees
            }
        }
    }

    /// The tree of each layer of `permutation` (one context index per modifier), in resolution order.
    func trees(of permutation: [Int]) -> [GroupNode] {
        var modifier = 0
        return trees.map { layer in
            switch layer {
            case .set(let tree):
                return tree
            case .modifier(let contexts):
                defer { modifier += 1 }
                return contexts[permutation[modifier]]
            }
        }
    }

    /// The layers of `permutation` (one context index per modifier) merged in resolution order,
    /// later layers winning, and its `$extends` applied.
    func merged(_ permutation: [Int]) -> MergedPermutation {
        var tree: GroupNode?
        var merger = TreeMerger(redefinition: .override)
        merger.lenient = !strict
        for (next, isSet) in zip(trees(of: permutation), trees.map { if case .set = $0 { true } else { false } }) {
            if tree == nil {
                // The first layer is taken as it is: merging it into nothing would copy it.
                tree = next
            } else {
                // A set over a token makes the same group of it in every permutation; a context
                // would make a token a group in some permutations only, which no theme can hold.
                merger.keepsTokenUnderGroup = isSet
                merger.merge(next, into: &tree!)
            }
        }
        let merged = tree ?? GroupNode(location: SourceLocation(file: origin, line: 1, column: 1))
        var found: [Diagnostic] = []
        let extended = GroupExtension.apply(to: merged, diagnostics: &found)
        return MergedPermutation(
            tree: extended, mergeDiagnostics: Array(zip(merger.diagnostics, merger.diagnosticPaths)), extensionDiagnostics: found)
    }
}

/// One permutation's tree, and what merging its layers and applying `$extends` found.
struct MergedPermutation: Sendable {
    var tree: GroupNode
    /// What merging found, each with the path it is about.
    var mergeDiagnostics: [(diagnostic: Diagnostic, path: TokenPath)]
    var extensionDiagnostics: [Diagnostic]
}
