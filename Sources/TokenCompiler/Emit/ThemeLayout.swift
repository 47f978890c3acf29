/// The token tree as generated Swift sees it: groups become nested structs, tokens stored
/// properties, each with its Swift name; and the problems that naming finds.
struct ThemeLayout {
    /// A group: a struct nested in its parent's (the root group is `AppTheme` itself).
    struct Group {
        var path: TokenPath
        /// The stored property in the parent (`color`); empty for the root.
        var member: String
        /// The struct's own name (`ColorTokens`); `AppTheme` for the root.
        var typeName: String
        /// The struct's fully qualified name (`AppTheme.ColorTokens.TextTokens`).
        var qualifiedName: String
        var children: [Node]
    }

    /// One token: a stored property of its group.
    struct Token {
        var token: ThemeToken
        var member: String
        /// The position of the default permutation in `token.values`.
        var defaultIndex: Int
        /// The token in the default permutation: its description, deprecation and location.
        var resolved: ResolvedToken { token.values[defaultIndex] }
        /// Where the token is written in the default permutation.
        var location: SourceLocation { resolved.location }
    }

    enum Node {
        case group(Group)
        case token(Token)

        var member: String {
            switch self {
            case .group(let group): group.member
            case .token(let token): token.member
            }
        }

        /// Where a naming problem with this member is reported: the token, or the first token of a group.
        var location: SourceLocation? {
            switch self {
            case .token(let token): token.location
            case .group(let group): group.children.lazy.compactMap(\.location).first
            }
        }

        var path: TokenPath {
            switch self {
            case .group(let group): group.path
            case .token(let token): token.token.path
            }
        }
    }

    var root: Group
    var diagnostics: [Diagnostic] = []

    /// Members of `AppTheme` that tokenc itself declares.
    static let reservedRootMembers: Set<String> = ["selection"]

    init(theme: AppTheme, rootTypeName: String = "AppTheme") {
        var root = Group(path: .root, member: "", typeName: rootTypeName, qualifiedName: rootTypeName, children: [])
        let defaultIndex = theme.index(of: theme.defaultPermutation) ?? 0
        for token in theme.tokens {
            Self.insert(token, defaultIndex: defaultIndex, into: &root, depth: 0)
        }
        self.root = root
        checkNames(in: self.root, reserved: Self.reservedRootMembers)
    }

    private static func insert(_ token: ThemeToken, defaultIndex: Int, into group: inout Group, depth: Int) {
        let components = token.path.components
        if depth == components.count - 1 {
            group.children.append(.token(Token(token: token, member: SwiftIdentifier.member(components[depth]), defaultIndex: defaultIndex)))
            return
        }
        let name = components[depth]
        if let index = group.children.firstIndex(where: {
            if case .group(let child) = $0 { return child.path.name == name }
            return false
        }), case .group(var child) = group.children[index] {
            insert(token, defaultIndex: defaultIndex, into: &child, depth: depth + 1)
            group.children[index] = .group(child)
            return
        }
        let typeName = SwiftIdentifier.groupType(name)
        var child = Group(
            path: TokenPath(Array(components[...depth])), member: SwiftIdentifier.member(name),
            typeName: typeName, qualifiedName: group.qualifiedName + "." + typeName, children: [])
        insert(token, defaultIndex: defaultIndex, into: &child, depth: depth + 1)
        group.children.append(.group(child))
    }

    /// Two children of one group with the same Swift member (or nested type) name are an error at
    /// both; so is a member that tokenc itself declares.
    private mutating func checkNames(in group: Group, reserved: Set<String>) {
        var byMember: [String: Node] = [:]
        var byType: [String: Node] = [:]
        for child in group.children {
            let bare = SwiftIdentifier.bare(child.member)
            if reserved.contains(bare) {
                diagnostics.append(.error(
                    .nameCollision,
                    "'\(child.path)' becomes the Swift member '\(bare)', which tokenc declares itself on \(group.qualifiedName); rename it",
                    at: child.location))
            }
            if let earlier = byMember[child.member] {
                report(child, earlier, as: "the member '\(bare)' of \(group.qualifiedName)")
            } else {
                byMember[child.member] = child
                if case .group(let nested) = child {
                    if let earlier = byType[nested.typeName] {
                        report(child, earlier, as: "the type \(group.qualifiedName).\(nested.typeName)")
                    } else {
                        byType[nested.typeName] = child
                    }
                }
            }
            if case .group(let nested) = child {
                checkNames(in: nested, reserved: [])
            }
        }
    }

    private mutating func report(_ node: Node, _ earlier: Node, as what: String) {
        let message = "'\(node.path)' and '\(earlier.path)' both become \(what); rename one of them"
        diagnostics.append(.error(.nameCollision, message, at: node.location, notes: [.init("'\(earlier.path)' is here", at: earlier.location)]))
        diagnostics.append(.error(.nameCollision, message, at: earlier.location, notes: [.init("'\(node.path)' is here", at: node.location)]))
    }
}
