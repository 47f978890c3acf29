import TokenJSON
import TokenModel

/// The token tree as generated Swift sees it: groups become nested structs, tokens stored
/// properties, each with its Swift name (``SwiftNaming``: the `names` table applied, and a fallback
/// for every name that clashes); and a `renamed-member` warning for each fallback.
package struct ThemeLayout {
    /// A group: a struct nested in its parent's (the root group is `AppTheme` itself).
    package struct Group: Sendable {
        package var path: TokenPath
        /// The stored property in the parent (`color`); empty for the root.
        package var member: String
        /// The struct's own name (`ColorTokens`); `AppTheme` for the root.
        package var typeName: String
        /// The struct's fully qualified name (`AppTheme.ColorTokens.TextTokens`).
        package var qualifiedName: String
        package var children: [Node]

        /// The tokens in the group and its nested groups.
        package var tokenCount: Int {
            children.reduce(0) { count, child in
                switch child {
                case .token: count + 1
                case .group(let group): count + group.tokenCount
                }
            }
        }
    }

    /// One token: a stored property of its group.
    package struct Token: Sendable {
        package var token: ThemeToken
        package var member: String
        /// The member of its `RoundedRectangle` when the token is a radius (`smallShape`), else nil.
        package var shapeMember: String?
        /// The position of the default permutation in `token.values`.
        package var defaultIndex: Int
        /// Whether the token is deprecated in the default permutation: then it is stored as
        /// `_name` behind a deprecated property. Kept, since every pass over a group asks, and
        /// reading ``resolved`` copies the whole token.
        package var isDeprecated: Bool
        /// The token in the default permutation: its description, deprecation and location.
        package var resolved: ResolvedToken { token.values[defaultIndex] }
        /// Where the token is written in the default permutation.
        package var location: SourceLocation { resolved.location }
    }

    package enum Node: Sendable {
        case group(Group)
        case token(Token)
    }

    package var root: Group
    /// The fallbacks taken, as `renamed-member` warnings.
    package var diagnostics: [Diagnostic] = []
    /// The name each renamed token and group is spelt from (its new name or fallback), by path;
    /// any other path is spelt from its own name.
    package private(set) var chosenNames: [TokenPath: String] = [:]
    /// `AppTheme`'s names once the top-level groups and tokens have theirs: the modifiers' enums
    /// are named in it next.
    package let rootScope: NameScope

    package init(theme: ResolvedTheme, names table: NameTable = NameTable(), rootTypeName: String = "AppTheme") {
        let defaultIndex = theme.index(of: theme.defaultPermutation) ?? 0
        let groupLocations = Dictionary(theme.groups.map { ($0.path, $0.location) }, uniquingKeysWith: { first, _ in first })
        var builder = Builder(tokens: theme.tokens, table: table, defaultIndex: defaultIndex, groupLocations: groupLocations)
        for index in theme.tokens.indices {
            builder.insert(index)
        }
        // Each top-level group is laid out and named on its own: on all cores, the largest first.
        // The root's own names are given first, in written order, so each group knows its name.
        var rootScope = NameScope(owner: rootTypeName, reserved: ReservedNames.rootMembers.union(ReservedNames.rootTypes))
        var fallbacks: [Fallback] = []
        let rootChildren = builder.entries[0].children.map { child in
            builder.name(child, in: &rootScope, inRadiusGroup: false, fallbacks: &fallbacks)
        }
        let laidOut = rootChildren.concurrentMap(costliestFirst: { builder.tokenCount($0.child) }) { [builder] named in
            var nested: [Fallback] = []
            let node = builder.node(named, qualifiedParent: rootTypeName, fallbacks: &nested)
            return (node, nested)
        }
        root = Group(path: .root, member: "", typeName: rootTypeName, qualifiedName: rootTypeName, children: laidOut.map(\.0))
        self.rootScope = rootScope
        fallbacks += laidOut.flatMap(\.1)
        for fallback in fallbacks {
            chosenNames[fallback.path] = fallback.chosen
            guard let clash = fallback.clash else { continue }
            diagnostics.append(SwiftNaming.warning(
                "'\(fallback.path)'", kind: fallback.kind, key: fallback.path.description, wanted: fallback.wanted,
                given: fallback.given, clash: clash, at: fallback.location))
        }
    }

    /// The member a token or group at `path` has in its parent's struct.
    package func member(at path: TokenPath) -> String {
        SwiftIdentifier.member(chosenNames[path] ?? path.name)
    }

    /// The struct type of the group at `path` (`ColorTokens`).
    package func groupType(at path: TokenPath) -> String {
        SwiftIdentifier.groupType(chosenNames[path] ?? path.name)
    }

    /// A token or group whose Swift name is not spelt from its own name: renamed by the `names`
    /// table, or a fallback (then with the clash that made it one).
    package struct Fallback: Sendable {
        package var kind: SwiftNaming.Kind
        package var path: TokenPath
        /// The name it is spelt from.
        package var chosen: String
        package var wanted: String
        package var given: String
        package var clash: SwiftNaming.Clash?
        package var location: SourceLocation?
    }

    /// A child with its Swift names given, its own children not yet.
    package struct NamedChild: Sendable {
        package var child: Builder.Child
        package var member: String
        package var typeName: String
        package var shapeMember: String?
        /// Whether a token is deprecated in the default permutation; false for a group.
        package var isDeprecated: Bool
        var inRadiusGroup: Bool
    }

    /// The groups as they are found, kept flat and by index so that adding a token to a wide
    /// group never copies its siblings; turned into nested ``Group``s once at the end.
    package struct Builder: Sendable {
        package enum Child: Sendable {
            /// A token, by its index in ``tokens``.
            case token(Int)
            case group(Int)
        }

        package struct Entry: Sendable {
            package var path: TokenPath
            package var children: [Child] = []
            /// The tokens in this group and its nested groups.
            package var tokenCount = 0
            /// Where the group's name is written (in the default permutation), else its first token.
            package var location: SourceLocation?
        }

        package var tokens: [ThemeToken]
        package var table: NameTable
        package var defaultIndex: Int
        var groupLocations: [TokenPath: SourceLocation]
        /// By the numbers of ``groups``.
        package var entries = [Entry(path: .root)]
        package var groups = GroupNumbering()

        package init(tokens: [ThemeToken], table: NameTable, defaultIndex: Int, groupLocations: [TokenPath: SourceLocation]) {
            self.tokens = tokens
            self.table = table
            self.defaultIndex = defaultIndex
            self.groupLocations = groupLocations
        }

        /// Adds the token at `index` of ``tokens`` to its group, and the groups it is the first in.
        package mutating func insert(_ index: Int) {
            let components = tokens[index].path.components
            var current = 0
            entries[0].tokenCount += 1
            groups.walk(components.dropLast()) { step in
                if step.isNew {
                    let path = TokenPath(Array(components[...step.depth]))
                    entries.append(Entry(path: path, location: groupLocations[path] ?? tokens[index].values[defaultIndex].location))
                    entries[step.parent].children.append(.group(step.group))
                }
                entries[step.group].tokenCount += 1
                current = step.group
            }
            entries[current].children.append(.token(index))
        }

        /// How much work laying out `child` is: its tokens.
        package func tokenCount(_ child: Child) -> Int {
            switch child {
            case .token: 1
            case .group(let index): entries[index].tokenCount
            }
        }

        /// `child`'s Swift names in `scope`: its own, its new name's, or a fallback (recorded in
        /// `fallbacks`). A token declares its member, the storage of a deprecated one
        /// (`_gutter`) and the shape of a radius (`smallShape`); a group its member and struct type.
        package func name(_ child: Child, in scope: inout NameScope, inRadiusGroup: Bool, fallbacks: inout [Fallback]) -> NamedChild {
            switch child {
            case .token(let index):
                let token = tokens[index]
                let resolved = token.values[defaultIndex]
                // A radius some permutations lack has no shape to give there.
                let isRadius = token.type == .dimension && !token.isOptional
                    && (inRadiusGroup || RadiusNames.says(token.path.name))
                let isDeprecated = resolved.deprecation?.isDeprecated == true
                let member = choose(
                    token.path, as: .token(isDeprecated: isDeprecated, isRadius: isRadius), scope: &scope,
                    location: resolved.location, fallbacks: &fallbacks
                ).member
                return NamedChild(
                    child: child, member: member, typeName: "", shapeMember: isRadius ? SwiftIdentifier.bare(member) + "Shape" : nil,
                    isDeprecated: isDeprecated, inRadiusGroup: inRadiusGroup)
            case .group(let index):
                let entry = entries[index]
                let (name, member) = choose(entry.path, as: .group, scope: &scope, location: entry.location, fallbacks: &fallbacks)
                return NamedChild(
                    child: child, member: member, typeName: SwiftIdentifier.groupType(name), shapeMember: nil,
                    isDeprecated: false, inRadiusGroup: inRadiusGroup || RadiusNames.says(entry.path.name))
            }
        }

        /// What a name declares in its scope besides its member.
        package enum Declaration {
            /// A token: the storage `_name` when deprecated, the shape `nameShape` when a radius.
            case token(isDeprecated: Bool, isRadius: Bool)
            /// A group: its struct type.
            case group

            package var kind: SwiftNaming.Kind {
                switch self {
                case .token: .token
                case .group: .group
                }
            }

            /// The bare identifiers that `name`, spelt as the member `member`, declares.
            package func identifiers(name: String, member: String) -> [String] {
                let bare = SwiftIdentifier.bare(member)
                switch self {
                case .token(let isDeprecated, let isRadius):
                    var identifiers = [bare]
                    if isDeprecated { identifiers.append("_" + bare) }
                    if isRadius { identifiers.append(bare + "Shape") }
                    return identifiers
                case .group:
                    return [bare, SwiftIdentifier.groupType(name)]
                }
            }
        }

        /// The name `path` is spelt from and its member, claimed in `scope` with the rest of what
        /// `declaration` declares.
        private func choose(
            _ path: TokenPath, as declaration: Declaration, scope: inout NameScope, location: SourceLocation?,
            fallbacks: inout [Fallback]
        ) -> (name: String, member: String) {
            func spelling(_ name: String) -> (member: String, identifiers: [String]) {
                let member = SwiftIdentifier.member(name)
                return (member, declaration.identifiers(name: name, member: member))
            }
            let kind = declaration.kind
            let own = table.rename(path) ?? path.name
            var chosen = spelling(own)
            let (name, clash) = SwiftNaming.choose(own, kind: kind) { candidate in
                if candidate != own { chosen = spelling(candidate) }
                return SwiftNaming.reservedBySwift(chosen.member) ?? scope.clash(chosen.identifiers)
            }
            scope.claim(chosen.identifiers, by: .path(kind, path), at: location)
            if name != path.name {
                fallbacks.append(Fallback(
                    kind: kind, path: path, chosen: name, wanted: SwiftIdentifier.bare(SwiftIdentifier.member(own)),
                    given: SwiftIdentifier.bare(chosen.member), clash: clash, location: location))
            }
            return (name, chosen.member)
        }

        /// A named child of the group whose qualified name is `qualifiedParent`, nested groups and all.
        package func node(_ named: NamedChild, qualifiedParent: String, fallbacks: inout [Fallback]) -> Node {
            switch named.child {
            case .token(let index):
                return .token(Token(
                    token: tokens[index], member: named.member, shapeMember: named.shapeMember, defaultIndex: defaultIndex,
                    isDeprecated: named.isDeprecated))
            case .group(let index):
                let entry = entries[index]
                let qualifiedName = qualifiedParent + "." + named.typeName
                var scope = NameScope(owner: qualifiedName, reserved: ReservedNames.groupMembers, capacity: entry.children.count)
                // A nested struct of the struct's own name would hide it inside its body: its name
                // there, in the code the styles generate and in what a reader writes, would mean the child.
                scope.claim([named.typeName], by: .path(.group, entry.path), at: entry.location)
                let children = entry.children.map { child in
                    name(child, in: &scope, inRadiusGroup: named.inRadiusGroup, fallbacks: &fallbacks)
                }.map { node($0, qualifiedParent: qualifiedName, fallbacks: &fallbacks) }
                return .group(Group(path: entry.path, member: named.member, typeName: named.typeName, qualifiedName: qualifiedName, children: children))
            }
        }
    }
}
