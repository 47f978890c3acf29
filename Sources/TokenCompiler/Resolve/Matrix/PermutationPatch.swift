/// A permutation's token set made from the default permutation's by swapping in the tokens that
/// either permutation's contexts define, instead of flattening the whole merged tree again.
///
/// Other tokens keep their definitions and indices, so the resolver can reuse their results.
/// When the shortcut could be wrong — `$extends` anywhere, a context that changes a group's
/// `$type` or `$deprecated`, a token a context defines that the other permutation lacks — there
/// is no patch and the permutation is flattened in full.
struct PermutationPatch {
    /// The permutation's tokens; indices below the baseline's count are the baseline's tokens.
    var set: TokenSet
    /// The indices of the tokens whose definitions differ from the baseline's.
    var changed: [Int]

    /// - Parameters:
    ///   - baseline: the default permutation's tokens, flattened from `baselineTree`.
    ///   - tree: this permutation's merged tree.
    ///   - overlays: the context trees of both permutations: everything that can differ.
    init?(baseline: TokenSet, baselineTree: GroupNode, tree: GroupNode, overlays: [GroupNode]) {
        var tokenPaths: [TokenPath] = []
        var seen = Set<TokenPath>()
        var typedGroups: [TokenPath] = []
        for overlay in overlays {
            Self.collect(overlay, path: .root, tokens: &tokenPaths, seen: &seen, typedGroups: &typedGroups)
        }
        for path in typedGroups {
            guard case .group(let group)? = tree.node(at: path), case .group(let before)? = baselineTree.node(at: path),
                  group.metadata.type?.value == before.metadata.type?.value,
                  group.metadata.deprecated == before.metadata.deprecated else { return nil }
        }
        set = baseline
        changed = []
        for path in tokenPaths {
            guard let definition = Self.definition(at: path, in: tree, set: &set) else { return nil }
            if let index = baseline.index(of: path), baseline[index].node.location == definition.node.location {
                continue
            }
            changed.append(set.replaceOrAppend(definition))
        }
    }

    /// The paths of the tokens in `group`, and of its groups that set `$type` or `$deprecated`.
    private static func collect(_ group: GroupNode, path: TokenPath, tokens: inout [TokenPath], seen: inout Set<TokenPath>, typedGroups: inout [TokenPath]) {
        if group.metadata.type != nil || group.metadata.deprecated != nil { typedGroups.append(path) }
        for (name, node) in group.children {
            let childPath = path.appending(name)
            switch node {
            case .group(let nested):
                collect(nested, path: childPath, tokens: &tokens, seen: &seen, typedGroups: &typedGroups)
            case .token:
                if seen.insert(childPath).inserted { tokens.append(childPath) }
            }
        }
    }

    /// The token at `path` in `tree` with what it inherits from its groups, as flattening gives it.
    private static func definition(at path: TokenPath, in tree: GroupNode, set: inout TokenSet) -> TokenDefinition? {
        var group = tree
        var groupType = tree.metadata.type
        var deprecation = tree.metadata.deprecated
        for (depth, name) in path.components.enumerated() {
            switch group[name] {
            case .group(let nested)? where depth < path.components.count - 1:
                group = nested
                groupType = nested.metadata.type ?? groupType
                deprecation = nested.metadata.deprecated ?? deprecation
                set.addGroup(TokenPath(Array(path.components[...depth])), at: nested.location)
            case .token(let token)? where depth == path.components.count - 1:
                return TokenDefinition(path: path, node: token, groupType: groupType, deprecation: token.metadata.deprecated ?? deprecation)
            default:
                return nil
            }
        }
        return nil
    }
}

extension GroupNode {
    /// True when this group or any group inside it has `$extends`.
    var containsExtends: Bool {
        extends != nil || children.contains {
            if case .group(let nested) = $0.node { return nested.containsExtends }
            return false
        }
    }
}
