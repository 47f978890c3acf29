import TokenJSON
import TokenModel

/// A permutation's token set made from the default permutation's: only the definitions that the
/// contexts it changes can give are derived again, layer by layer along their paths. Merging and
/// flattening its whole tree would cost each permutation what the default costs, however few
/// tokens vary with the modifiers it changes.
///
/// It gives what merging and flattening give, so it is made only where that is so: no tree uses
/// `$extends` and no path is a token in one tree and a group in another (merging then finds
/// nothing to report and keeps every shape), and each modifier the permutation changes leaves the
/// merged tree's paths, in their order, as they are in the default: every path its contexts hold
/// is held by a set before it in resolution order, or all its contexts hold the same paths in the
/// same order. Elsewhere the permutation is merged and flattened.
struct PermutationOverlay: Sendable {
    private let layers: Layers
    private let base: TokenSet
    /// Per modifier: whether a permutation that changes its context can be made over `base`.
    private let keepsPaths: [Bool]
    /// Per modifier: the positions in `base`, ascending, of the tokens whose definitions its
    /// contexts can change.
    private let positionsDefined: [[Int]]
    /// Per modifier: the positions of those tokens that inherit a group's `$type` or
    /// `$deprecated` its contexts can change, found again along their paths (``Levels``); the
    /// others keep what they inherit in `base`. Every token takes the node of the last layer
    /// holding it.
    private let positionsInheriting: [Set<Int>]
    /// Per layer, in resolution order: the modifier whose context it is, nil for a set.
    private let layerModifiers: [Int?]
    /// Per layer, and per context for a modifier's (one table for a set): the token it holds at
    /// each position of `positionsDefined`, by position.
    private let holders: [[[Int: TokenNode]]]
    /// Per modifier and context: the groups its contexts add to the layers before it (all
    /// contexts hold the same paths), each where it is in that context: where the merged group is.
    private let groupsAdded: [[[TokenPath: SourceLocation]]]

    /// - Parameters:
    ///   - base: the default permutation's set, whose tokens are numbered `ids` in `analysis`.
    ///   - defaults: the default permutation, one context index per modifier.
    init(layers: Layers, analysis: VariationAnalysis, base: TokenSet, ids: [Int?], defaults: [Int]) {
        self.layers = layers
        self.base = base
        let possible = !analysis.usesExtends && !analysis.hasTokenOverGroup && !ids.contains(nil)
        var keepsPaths: [Bool] = []
        var groupsAdded: [[[TokenPath: SourceLocation]]] = []
        // The sets before the layer at hand, merged: one tree to look its paths up in.
        var earlierSets: GroupNode?
        var earlier: [GroupNode] = []
        for layer in layers.trees {
            switch layer {
            case .set(let tree):
                if earlierSets == nil {
                    earlierSets = tree
                } else {
                    var merger = TreeMerger(redefinition: .override)
                    merger.merge(tree, into: &earlierSets!)
                }
                earlier.append(tree)
            case .modifier(let contexts):
                var added: [(path: TokenPath, locations: [SourceLocation])] = []
                if !possible {
                    keepsPaths.append(false)
                } else if contexts.allSatisfy({ Self.holdsOnlyPaths(of: $0, in: earlierSets) }) {
                    keepsPaths.append(true)
                } else if contexts.dropFirst().allSatisfy({ Self.hasTheShape(of: contexts[0], $0) }) {
                    keepsPaths.append(true)
                    Self.collectGroups(of: contexts, at: .root, addedTo: earlier, into: &added)
                } else {
                    keepsPaths.append(false)
                }
                groupsAdded.append(contexts.indices.map { context in
                    Dictionary(added.map { ($0.path, $0.locations[context]) }, uniquingKeysWith: { first, _ in first })
                })
                // A context a permutation changes holds the paths the default's does, or only
                // paths of the sets before it: the default's stands for every context here.
                earlier.append(contexts[defaults[groupsAdded.count - 1]])
            }
        }
        self.keepsPaths = keepsPaths
        self.groupsAdded = groupsAdded
        var positionsDefined = [[Int]](repeating: [], count: keepsPaths.count)
        var positionsInheriting = [Set<Int>](repeating: [], count: keepsPaths.count)
        if keepsPaths.contains(true) {
            for (position, id) in ids.enumerated() {
                guard let id else { continue }
                for modifier in analysis.modifiersHolding(id).members { positionsDefined[modifier].append(position) }
                analysis.forEachModifierAbove(id) { modifier in
                    if positionsInheriting[modifier].insert(position).inserted, positionsDefined[modifier].last != position {
                        positionsDefined[modifier].append(position)
                    }
                }
            }
        }
        self.positionsDefined = positionsDefined
        self.positionsInheriting = positionsInheriting
        layerModifiers = Self.layerModifiers(of: layers)
        holders = keepsPaths.contains(true) ? Self.holders(in: layers, base: base, asked: Set(positionsDefined.joined())) : []
    }

    private static func layerModifiers(of layers: Layers) -> [Int?] {
        var modifier = 0
        return layers.trees.map { layer in
            guard case .modifier = layer else { return nil }
            defer { modifier += 1 }
            return modifier
        }
    }

    /// What each layer holds at the positions in `asked`: every token of a context (a context
    /// holds few), the asked ones of a set (a set holds most).
    private static func holders(in layers: Layers, base: TokenSet, asked: Set<Int>) -> [[[Int: TokenNode]]] {
        let askedInOrder = asked.sorted()
        return layers.trees.map { layer in
            switch layer {
            case .set(let tree):
                var table: [Int: TokenNode] = [:]
                for position in askedInOrder {
                    if case .token(let node)? = tree.node(at: base.path(at: position)) { table[position] = node }
                }
                return [table]
            case .modifier(let contexts):
                return contexts.map { context in
                    var table: [Int: TokenNode] = [:]
                    context.forEachToken(at: .root) { path, node in
                        if let position = base.index(of: path) { table[position] = node }
                    }
                    return table
                }
            }
        }
    }

    /// The set of `permutation`, which changes the contexts of `changed` from the default's; nil
    /// when it must be merged and flattened.
    func set(of permutation: [Int], changing changed: ModifierSet) -> TokenSet? {
        guard changed.members.allSatisfy({ keepsPaths[$0] }) else { return nil }
        var positions = changed.members.flatMap { positionsDefined[$0] }
        if changed.members.count > 1 { positions = Array(Set(positions)).sorted() }
        var replaced: [(position: Int, definition: TokenDefinition)] = []
        replaced.reserveCapacity(positions.count)
        var levels: Levels?
        for position in positions {
            guard let node = lastHolder(of: position, in: permutation) else { return nil }
            let path = base.path(at: position)
            if changed.members.contains(where: { positionsInheriting[$0].contains(position) }) {
                if levels == nil { levels = Levels(trees: layers.trees(of: permutation)) }
                levels!.enter(path.components.dropLast())
                replaced.append((position, TokenDefinition(path: path, node: node, groupType: levels!.groupType, deprecation: levels!.deprecation)))
            } else {
                var definition = base[position]
                definition.node = node
                replaced.append((position, definition))
            }
        }
        return base.replacing(replaced, groups: changed.members.map { groupsAdded[$0][permutation[$0]] })
    }

    /// The token at `position` as the last layer of `permutation` that holds it writes it.
    private func lastHolder(of position: Int, in permutation: [Int]) -> TokenNode? {
        for layer in holders.indices.reversed() {
            if let node = holders[layer][layerModifiers[layer].map { permutation[$0] } ?? 0][position] { return node }
        }
        return nil
    }

    /// The groups of every layer along one path, level by level from the root, and the nearest
    /// `$type` and `$deprecated` that merging them gives the tokens below each level (a token's
    /// node is its last holder's, from the tables). Tokens in
    /// tree order share most of their groups with the token before: only the levels below
    /// the groups they share are looked up.
    private struct Levels {
        /// Per level below the root: its name.
        var names: [String] = []
        /// Per level, the root first: the groups of the layers that have one there, in resolution order.
        var groups: [[GroupNode]]
        var groupTypes: [Located<String>?] = []
        var deprecations: [Deprecation?] = []

        init(trees: [GroupNode]) {
            groups = [trees]
            absorbMetadata(inheriting: nil, nil)
        }

        /// Makes the levels those of the group at `path`.
        mutating func enter(_ path: ArraySlice<String>) {
            var shared = 0
            for name in path {
                guard shared < names.count, names[shared] == name else { break }
                shared += 1
            }
            let dropped = names.count - shared
            names.removeLast(dropped)
            groups.removeLast(dropped)
            groupTypes.removeLast(dropped)
            deprecations.removeLast(dropped)
            for name in path.dropFirst(shared) {
                groups.append(groups[groups.count - 1].compactMap { if case .group(let nested)? = $0[name] { nested } else { nil } })
                names.append(name)
                absorbMetadata(inheriting: groupTypes[groupTypes.count - 1], deprecations[deprecations.count - 1])
            }
        }

        /// A later layer's `$type` or `$deprecated` of the group replaces an earlier one's, and
        /// a group's replaces its parent's.
        private mutating func absorbMetadata(inheriting groupType: Located<String>?, _ deprecation: Deprecation?) {
            var groupType = groupType, deprecation = deprecation
            for group in groups[groups.count - 1] {
                if let type = group.metadata.type { groupType = type }
                if let deprecated = group.metadata.deprecated { deprecation = deprecated }
            }
            groupTypes.append(groupType)
            deprecations.append(deprecation)
        }

        /// The nearest `$type` of the innermost level, which its tokens inherit.
        var groupType: Located<String>? { groupTypes[groupTypes.count - 1] }

        /// The nearest `$deprecated` of the innermost level, which its tokens inherit.
        var deprecation: Deprecation? { deprecations[deprecations.count - 1] }
    }

    /// The groups of `contexts` (of one shape) that none of the groups of `earlier` at the same
    /// path has, with their locations in each context.
    private static func collectGroups(
        of contexts: [GroupNode], at path: TokenPath, addedTo earlier: [GroupNode], into added: inout [(path: TokenPath, locations: [SourceLocation])]
    ) {
        if earlier.isEmpty { added.append((path, contexts.map(\.location))) }
        for (index, child) in contexts[0].children.enumerated() {
            guard case .group = child.node else { continue }
            let nested = contexts.map { context -> GroupNode in
                guard case .group(let group) = context.children[index].node else { preconditionFailure("contexts of one shape") }
                return group
            }
            let below = earlier.compactMap { if case .group(let group)? = $0[child.name] { group } else { nil } }
            collectGroups(of: nested, at: path.appending(child.name), addedTo: below, into: &added)
        }
    }

    /// Whether every path of `tree` is a path of `sets` too, so that merging `tree` after them
    /// adds none (the root of an empty tree included).
    private static func holdsOnlyPaths(of tree: GroupNode, in sets: GroupNode?) -> Bool {
        guard !tree.isEmpty else { return true }
        guard let sets else { return false }
        for (name, node) in tree.children {
            guard let held = sets[name] else { return false }
            if case .group(let nested) = node, case .group(let group) = held, !holdsOnlyPaths(of: nested, in: group) { return false }
        }
        return true
    }

    /// Whether `a` and `b` hold the same paths in the same order, each a token or a group in both.
    private static func hasTheShape(of a: GroupNode, _ b: GroupNode) -> Bool {
        let first = a.children, second = b.children
        guard first.count == second.count else { return false }
        for (x, y) in zip(first, second) {
            guard x.name == y.name else { return false }
            switch (x.node, y.node) {
            case (.token, .token): continue
            case (.group(let g), .group(let h)): guard hasTheShape(of: g, h) else { return false }
            default: return false
            }
        }
        return true
    }
}
