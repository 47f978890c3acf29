/// The token tree as generated Swift sees it: groups become nested structs, tokens stored
/// properties, each with its Swift name; and the problems that naming finds.
struct ThemeLayout {
    /// A group: a struct nested in its parent's (the root group is `AppTheme` itself).
    struct Group: Sendable {
        var path: TokenPath
        /// The stored property in the parent (`color`); empty for the root.
        var member: String
        /// The struct's own name (`ColorTokens`); `AppTheme` for the root.
        var typeName: String
        /// The struct's fully qualified name (`AppTheme.ColorTokens.TextTokens`).
        var qualifiedName: String
        var children: [Node]

        /// The tokens in the group and its nested groups.
        var tokenCount: Int {
            children.reduce(0) { count, child in
                switch child {
                case .token: count + 1
                case .group(let group): count + group.tokenCount
                }
            }
        }
    }

    /// One token: a stored property of its group.
    struct Token: Sendable {
        var token: ThemeToken
        var member: String
        /// The position of the default permutation in `token.values`.
        var defaultIndex: Int
        /// The token in the default permutation: its description, deprecation and location.
        var resolved: ResolvedToken { token.values[defaultIndex] }
        /// Where the token is written in the default permutation.
        var location: SourceLocation { resolved.location }
    }

    enum Node: Sendable {
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
        let defaultIndex = theme.index(of: theme.defaultPermutation) ?? 0
        var builder = Builder()
        for token in theme.tokens {
            builder.insert(token)
        }
        // Each top-level group is laid out and its names checked on its own: on all cores, the
        // largest first. The root's own names are checked last, with the groups' problems put in
        // where a depth-first check of the whole tree would have found them.
        let laidOut = builder.entries[0].children.concurrentMap(costliestFirst: builder.tokenCount) { [builder] child in
            let node = builder.node(child, qualifiedParent: rootTypeName, defaultIndex: defaultIndex)
            var problems: [Diagnostic] = []
            if case .group(let group) = node { Self.checkNames(in: group, reserved: [], diagnostics: &problems) }
            return (node, problems)
        }
        root = Group(path: .root, member: "", typeName: rootTypeName, qualifiedName: rootTypeName, children: laidOut.map(\.0))
        Self.checkNames(in: root, reserved: Self.reservedRootMembers, diagnostics: &diagnostics, nestedProblems: laidOut.map(\.1))
    }

    /// The groups as they are found, kept flat and by index so that adding a token to a wide
    /// group never copies its siblings; turned into nested ``Group``s once at the end.
    private struct Builder {
        enum Child {
            case token(ThemeToken)
            case group(Int)
        }

        struct Entry {
            var path: TokenPath
            var children: [Child] = []
            var groupsByName: [String: Int] = [:]
            /// The tokens in this group and its nested groups.
            var tokenCount = 0
        }

        var entries = [Entry(path: .root)]

        mutating func insert(_ token: ThemeToken) {
            let components = token.path.components
            var current = 0
            entries[0].tokenCount += 1
            for depth in 0..<(components.count - 1) {
                let name = components[depth]
                if let next = entries[current].groupsByName[name] {
                    current = next
                } else {
                    let next = entries.count
                    entries.append(Entry(path: TokenPath(Array(components[...depth]))))
                    entries[current].groupsByName[name] = next
                    entries[current].children.append(.group(next))
                    current = next
                }
                entries[current].tokenCount += 1
            }
            entries[current].children.append(.token(token))
        }

        /// How much work laying out `child` is: its tokens.
        func tokenCount(_ child: Child) -> Int {
            switch child {
            case .token: 1
            case .group(let index): entries[index].tokenCount
            }
        }

        /// A child of the group whose qualified name is `qualifiedParent`, nested groups and all.
        func node(_ child: Child, qualifiedParent: String, defaultIndex: Int) -> Node {
            switch child {
            case .token(let token):
                return .token(Token(token: token, member: SwiftIdentifier.member(token.path.name), defaultIndex: defaultIndex))
            case .group(let nested):
                let name = entries[nested].path.name
                let nestedType = SwiftIdentifier.groupType(name)
                return .group(group(
                    nested, member: SwiftIdentifier.member(name), typeName: nestedType,
                    qualifiedName: qualifiedParent + "." + nestedType, defaultIndex: defaultIndex))
            }
        }

        func group(_ index: Int, member: String, typeName: String, qualifiedName: String, defaultIndex: Int) -> Group {
            let entry = entries[index]
            let children = entry.children.map { node($0, qualifiedParent: qualifiedName, defaultIndex: defaultIndex) }
            return Group(path: entry.path, member: member, typeName: typeName, qualifiedName: qualifiedName, children: children)
        }
    }

    /// Two children of one group with the same Swift member (or nested type) name are an error at
    /// both; so is a member that tokenc itself declares. `nestedProblems`, when given, holds per
    /// child what checking it would find, checked beforehand.
    private static func checkNames(in group: Group, reserved: Set<String>, diagnostics: inout [Diagnostic], nestedProblems: [[Diagnostic]]? = nil) {
        // Positions in `children`, not the nodes: a node holds every value of its token.
        var byMember: [String: Int] = [:]
        var byType: [String: Int] = [:]
        byMember.reserveCapacity(group.children.count)
        for (position, child) in group.children.enumerated() {
            let bare = SwiftIdentifier.bare(child.member)
            if reserved.contains(bare) {
                diagnostics.append(.error(
                    .nameCollision,
                    "'\(child.path)' becomes the Swift member '\(bare)', which tokenc declares itself on \(group.qualifiedName); rename it",
                    at: child.location))
            }
            if let earlier = byMember[child.member] {
                report(child, group.children[earlier], as: "the member '\(bare)' of \(group.qualifiedName)", into: &diagnostics)
            } else {
                byMember[child.member] = position
                if case .group(let nested) = child {
                    if let earlier = byType[nested.typeName] {
                        report(child, group.children[earlier], as: "the type \(group.qualifiedName).\(nested.typeName)", into: &diagnostics)
                    } else {
                        byType[nested.typeName] = position
                    }
                }
            }
            if let nestedProblems {
                diagnostics += nestedProblems[position]
            } else if case .group(let nested) = child {
                checkNames(in: nested, reserved: [], diagnostics: &diagnostics)
            }
        }
    }

    private static func report(_ node: Node, _ earlier: Node, as what: String, into diagnostics: inout [Diagnostic]) {
        let message = "'\(node.path)' and '\(earlier.path)' both become \(what); rename one of them"
        diagnostics.append(.error(.nameCollision, message, at: node.location, notes: [.init("'\(earlier.path)' is here", at: earlier.location)]))
        diagnostics.append(.error(.nameCollision, message, at: earlier.location, notes: [.init("'\(node.path)' is here", at: node.location)]))
    }
}
