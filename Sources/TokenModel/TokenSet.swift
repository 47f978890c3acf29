import TokenJSON

/// A token as it stands in the merged tree, with what it inherits from its groups.
package struct TokenDefinition: Sendable {
    package var path: TokenPath
    package var node: TokenNode
    /// What the token's groups give it, shared by every token of a group: a permutation's set
    /// holds a definition per token, and most of them inherit the same.
    private var inherited: Inherited

    /// The `$type` of the nearest enclosing group that has one.
    package var groupType: Located<String>? { inherited.groupType }
    /// The token's own `$deprecated`, else the nearest group's.
    package var deprecation: Deprecation? { node.metadata.deprecated ?? inherited.deprecation }

    package var location: SourceLocation { node.location }

    init(path: TokenPath, node: TokenNode, inherited: Inherited) {
        self.path = path
        self.node = node
        self.inherited = inherited
    }

    /// The token `node` at `path`, below groups whose nearest `$type` is `groupType` and nearest
    /// `$deprecated` is `deprecation`.
    package init(path: TokenPath, node: TokenNode, groupType: Located<String>?, deprecation: Deprecation?) {
        self.init(path: path, node: node, inherited: Inherited(groupType: groupType, deprecation: deprecation))
    }

    /// The nearest `$type` and `$deprecated` of the groups above a token.
    final class Inherited: Sendable {
        let groupType: Located<String>?
        let deprecation: Deprecation?

        init(groupType: Located<String>?, deprecation: Deprecation?) {
            self.groupType = groupType
            self.deprecation = deprecation
        }
    }
}

/// Every token of one merged tree, flat, in tree order; and the paths that are groups.
package struct TokenSet: Sendable {
    /// Every definition, in tree order.
    package private(set) var definitions: [TokenDefinition] = []
    /// The token paths in tree order and the position of each, which sets of the same paths in
    /// the same order share (``init(flattening:sharingIndexOf:)``).
    package private(set) var pathIndex = PathIndex()
    /// Where each group is, by path, as the tree flattened had it; ``group(at:)`` is where it is
    /// in this set.
    package private(set) var groups: [TokenPath: SourceLocation] = [:]
    /// Groups that stand elsewhere in this set than in ``groups`` (``replacing(_:groups:)``), each
    /// table consulted in order before it.
    private var movedGroups: [[TokenPath: SourceLocation]] = []

    /// The token paths of a set, in order, and the position of each.
    package struct PathIndex: Sendable {
        package fileprivate(set) var paths: [TokenPath] = []
        fileprivate(set) var positions: [TokenPath: Int] = [:]

        /// The position of the token at `path`.
        package func position(of path: TokenPath) -> Int? {
            positions[path]
        }

        /// Whether `other` is this index, shared (``TokenSet/init(flattening:sharingIndexOf:)``):
        /// then a position in one is the same token's position in the other.
        package func isShared(with other: PathIndex) -> Bool {
            paths.count == other.paths.count
                && paths.withUnsafeBufferPointer { mine in other.paths.withUnsafeBufferPointer { $0.baseAddress == mine.baseAddress } }
        }
    }

    /// Flattens a tree whose `$extends` have been applied.
    package init(flattening root: GroupNode) {
        self.init(flattening: root, sharingIndexOf: nil)
    }

    /// Flattens a tree whose `$extends` have been applied. When its token paths are `earlier`'s,
    /// in the same order (as the permutations of one design system mostly are), the set takes
    /// `earlier` as its index instead of hashing every path again.
    package init(flattening root: GroupNode, sharingIndexOf earlier: PathIndex?) {
        var builder = Builder(capacity: Self.tokenCount(in: root), earlier: earlier)
        builder.add(root, path: .root, groupType: nil, deprecation: nil)
        definitions = builder.definitions
        groups = builder.groups
        pathIndex = builder.finishedIndex()
    }

    private static func tokenCount(in group: GroupNode) -> Int {
        group.children.reduce(0) { count, child in
            switch child.node {
            case .group(let nested): count + tokenCount(in: nested)
            case .token: count + 1
            }
        }
    }

    /// This set with other definitions at some positions and other locations for some of its
    /// groups: the set of a merged tree that has this set's paths in their order, whose tokens
    /// differ from this set's only there. Each definition has the path of the one it replaces;
    /// a group is found in the first of `moved` that has it. The tables are taken as they are,
    /// not merged into ``groups``: a permutation of a modifier that adds groups would otherwise
    /// hash every one of them, for locations only a diagnostic reads.
    package func replacing(_ replaced: [(position: Int, definition: TokenDefinition)], groups moved: [[TokenPath: SourceLocation]]) -> TokenSet {
        var set = self
        for (position, definition) in replaced { set.definitions[position] = definition }
        set.movedGroups = moved.filter { !$0.isEmpty } + movedGroups
        return set
    }

    /// Where the group at `path` is; nil when no group is there.
    package func group(at path: TokenPath) -> SourceLocation? {
        for moved in movedGroups {
            if let location = moved[path] { return location }
        }
        return groups[path]
    }

    package var count: Int { definitions.count }

    package var indices: Range<Int> { definitions.indices }

    /// The token at `index`, in tree order.
    package subscript(index: Int) -> TokenDefinition { definitions[index] }

    /// The path of the token at `index`, without copying the rest of its definition.
    package func path(at index: Int) -> TokenPath { definitions[index].path }

    /// The node of the token at `index`, without copying the rest of its definition.
    package func node(at index: Int) -> TokenNode { definitions[index].node }

    package subscript(path: TokenPath) -> TokenDefinition? {
        index(of: path).map { definitions[$0] }
    }

    /// The position of the token at `path`.
    package func index(of path: TokenPath) -> Int? {
        pathIndex.position(of: path)
    }

    /// Walks a tree into a set. While every path so far is the earlier index's at the same
    /// position, no path is hashed; at the first that is not, the paths so far are indexed.
    private struct Builder {
        var definitions: [TokenDefinition] = []
        var groups: [TokenPath: SourceLocation] = [:]
        var index = PathIndex()
        /// The index being followed; nil once this set's paths have left it (or without one).
        var earlier: PathIndex?
        let capacity: Int

        init(capacity: Int, earlier: PathIndex?) {
            // Sized up front: grown by doubling, the largest arrays of a build would be up to half empty.
            self.capacity = capacity
            self.earlier = earlier
            definitions.reserveCapacity(capacity)
            index.paths.reserveCapacity(capacity)
            if earlier == nil { index.positions.reserveCapacity(capacity) }
        }

        mutating func add(_ group: GroupNode, path: TokenPath, groupType: Located<String>?, deprecation: Deprecation?) {
            groups[path] = group.location
            let groupType = group.metadata.type ?? groupType
            let deprecation = group.metadata.deprecated ?? deprecation
            let inherited = TokenDefinition.Inherited(groupType: groupType, deprecation: deprecation)
            for (name, node) in group.children {
                switch node {
                case .group(let nested):
                    add(nested, path: path.appending(name), groupType: groupType, deprecation: deprecation)
                case .token(let token):
                    let position = definitions.count
                    let childPath: TokenPath
                    if let earlier, position < earlier.paths.count, earlier.paths[position].isChild(named: name, of: path) {
                        // Still the earlier set's paths: its index will do, and its path is this
                        // one, shared rather than built again (sets resolve side by side).
                        childPath = earlier.paths[position]
                    } else {
                        childPath = path.appending(name)
                        stopFollowing()
                        index.positions[childPath] = position
                    }
                    index.paths.append(childPath)
                    definitions.append(TokenDefinition(path: childPath, node: token, inherited: inherited))
                }
            }
        }

        /// Indexes the paths so far, which were the earlier index's.
        private mutating func stopFollowing() {
            guard earlier != nil else { return }
            earlier = nil
            index.positions.reserveCapacity(capacity)
            for (position, path) in index.paths.enumerated() { index.positions[path] = position }
        }

        /// The index: the earlier one when every path was its, in its order.
        mutating func finishedIndex() -> PathIndex {
            if let earlier, earlier.paths.count == index.paths.count { return earlier }
            stopFollowing()
            return index
        }
    }
}
