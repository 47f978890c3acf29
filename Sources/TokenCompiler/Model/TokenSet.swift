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
///
/// A set patched from another (a permutation made from the default one) shares that set's
/// storage and keeps only what differs: the definitions it replaces and the ones it adds.
public struct TokenSet: Sendable {
    /// Definitions shared with the set this one was patched from.
    private var shared: [TokenDefinition] = []
    private var sharedIndexByPath: [TokenPath: Int] = [:]
    /// Definitions that replace shared ones, by index.
    private var replaced = SparseValues<TokenDefinition>()
    /// Definitions after the shared ones.
    private var appended: [TokenDefinition] = []
    private var appendedIndexByPath: [TokenPath: Int] = [:]
    public private(set) var groups: [TokenPath: SourceLocation] = [:]

    /// Flattens a tree whose `$extends` have been applied.
    public init(flattening root: GroupNode) {
        // Sized up front: grown by doubling, the largest arrays of a build would be up to half empty.
        let count = Self.tokenCount(in: root)
        shared.reserveCapacity(count)
        sharedIndexByPath.reserveCapacity(count)
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

    public var count: Int { shared.count + appended.count }

    public var indices: Range<Int> { 0..<count }

    /// The token at `index`, in tree order (added tokens last).
    public subscript(index: Int) -> TokenDefinition {
        if index >= shared.count { return appended[index - shared.count] }
        if !replaced.isEmpty, let definition = replaced[index] { return definition }
        return shared[index]
    }

    /// The path of the token at `index`, without copying the rest of its definition.
    func path(at index: Int) -> TokenPath {
        if index >= shared.count { return appended[index - shared.count].path }
        if !replaced.isEmpty, let definition = replaced[index] { return definition.path }
        return shared[index].path
    }

    public subscript(path: TokenPath) -> TokenDefinition? {
        index(of: path).map { self[$0] }
    }

    /// Every definition, in order.
    public var definitions: [TokenDefinition] {
        replaced.isEmpty && appended.isEmpty ? shared : indices.map { self[$0] }
    }

    /// The position of the token at `path`.
    public func index(of path: TokenPath) -> Int? {
        sharedIndexByPath[path] ?? (appendedIndexByPath.isEmpty ? nil : appendedIndexByPath[path])
    }

    /// Puts `definition` in place of the token at its path, or after the last token when the path
    /// is new; returns its index. Other tokens keep their indices.
    @discardableResult
    mutating func replaceOrAppend(_ definition: TokenDefinition) -> Int {
        if let index = index(of: definition.path) {
            if index < shared.count {
                replaced.set(definition, at: index)
            } else {
                appended[index - shared.count] = definition
            }
            return index
        }
        let index = count
        appendedIndexByPath[definition.path] = index
        appended.append(definition)
        return index
    }

    /// Records a group that a patched-in token brought along.
    mutating func addGroup(_ path: TokenPath, at location: SourceLocation) {
        if groups[path] == nil { groups[path] = location }
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
                sharedIndexByPath[childPath] = shared.count
                shared.append(TokenDefinition(
                    path: childPath, node: token, groupType: groupType,
                    deprecation: token.metadata.deprecated ?? deprecation
                ))
            }
        }
    }
}
