import TokenJSON

/// A token as it stands in the merged tree, with what it inherits from its groups.
public struct TokenDefinition: Sendable {
    public var path: TokenPath
    public var node: TokenNode
    /// The `$type` of the nearest enclosing group that has one.
    public var groupType: Located<String>?
    /// The token's own `$deprecated`, else the nearest group's.
    public var deprecation: Deprecation?

    public var location: SourceLocation { node.location }
}

/// Every token of one merged tree, flat, in tree order; and the paths that are groups.
public struct TokenSet: Sendable {
    /// Every definition, in tree order.
    public private(set) var definitions: [TokenDefinition] = []
    private var indexByPath: [TokenPath: Int] = [:]
    public private(set) var groups: [TokenPath: SourceLocation] = [:]

    /// Flattens a tree whose `$extends` have been applied.
    public init(flattening root: GroupNode) {
        // Sized up front: grown by doubling, the largest arrays of a build would be up to half empty.
        let count = Self.tokenCount(in: root)
        definitions.reserveCapacity(count)
        indexByPath.reserveCapacity(count)
        add(root, path: .root, groupType: nil, deprecation: nil)
    }

    private static func tokenCount(in group: GroupNode) -> Int {
        group.children.reduce(0) { count, child in
            switch child.node {
            case .group(let nested): count + tokenCount(in: nested)
            case .token: count + 1
            }
        }
    }

    public var count: Int { definitions.count }

    public var indices: Range<Int> { definitions.indices }

    /// The token at `index`, in tree order.
    public subscript(index: Int) -> TokenDefinition { definitions[index] }

    /// The path of the token at `index`, without copying the rest of its definition.
    package func path(at index: Int) -> TokenPath { definitions[index].path }

    public subscript(path: TokenPath) -> TokenDefinition? {
        index(of: path).map { definitions[$0] }
    }

    /// The position of the token at `path`.
    public func index(of path: TokenPath) -> Int? {
        indexByPath[path]
    }

    private mutating func add(_ group: GroupNode, path: TokenPath, groupType: Located<String>?, deprecation: Deprecation?) {
        groups[path] = group.location
        let groupType = group.metadata.type ?? groupType
        let deprecation = group.metadata.deprecated ?? deprecation
        for (name, node) in group.children {
            let childPath = path.appending(name)
            switch node {
            case .group(let nested):
                add(nested, path: childPath, groupType: groupType, deprecation: deprecation)
            case .token(let token):
                indexByPath[childPath] = definitions.count
                definitions.append(TokenDefinition(
                    path: childPath, node: token, groupType: groupType,
                    deprecation: token.metadata.deprecated ?? deprecation
                ))
            }
        }
    }
}
