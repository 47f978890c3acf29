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
    public private(set) var definitions: [TokenDefinition] = []
    private var indexByPath: [TokenPath: Int] = [:]
    public private(set) var groups: [TokenPath: SourceLocation] = [:]

    /// Flattens a tree whose `$extends` have been applied.
    public init(flattening root: GroupNode) {
        add(root, path: .root, groupType: nil, deprecation: nil)
    }

    public subscript(path: TokenPath) -> TokenDefinition? {
        indexByPath[path].map { definitions[$0] }
    }

    public var count: Int { definitions.count }

    /// Puts `definition` in place of the token at its path, or after the last token when the path
    /// is new; returns its index. Other tokens keep their indices.
    @discardableResult
    mutating func replaceOrAppend(_ definition: TokenDefinition) -> Int {
        if let index = indexByPath[definition.path] {
            definitions[index] = definition
            return index
        }
        indexByPath[definition.path] = definitions.count
        definitions.append(definition)
        return definitions.count - 1
    }

    /// Records a group that a patched-in token brought along.
    mutating func addGroup(_ path: TokenPath, at location: SourceLocation) {
        if groups[path] == nil { groups[path] = location }
    }

    /// The position of the token at `path` in `definitions`.
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
