import TokenModel

/// Applies `$extends`: a group inherits the tokens and properties of the group it names, and its
/// own members override inherited ones at the same path (a deep merge, as JSON Schema's `$ref`).
struct GroupExtension {
    private let original: GroupNode
    private var resolved: [TokenPath: GroupNode] = [:]
    private var visiting: [TokenPath] = []
    private var reportedCycles: Set<Set<TokenPath>> = []
    /// Per resolved group: how many tokens it holds, inherited ones included (overrides counted twice).
    private var tokenCounts: [TokenPath: Int] = [:]
    /// Tokens copied by `$extends` so far.
    private var inheritedTokens = 0
    var diagnostics: [Diagnostic] = []

    /// Limits that keep hostile files from exhausting the stack or the memory: a few kilobytes of
    /// groups that each extend the next twice would otherwise copy billions of tokens.
    static let maximumDepth = 512
    static let maximumInheritedTokens = 100_000

    init(root: GroupNode) {
        original = root
    }

    /// The tree with every `$extends` applied. Returns the tree unchanged when none is used.
    static func apply(to root: GroupNode, diagnostics: inout [Diagnostic]) -> GroupNode {
        guard usesExtends(root) else { return root }
        var groups = GroupExtension(root: root)
        let result = groups.resolve(.root, root)
        diagnostics += groups.diagnostics
        return result
    }

    private static func usesExtends(_ group: GroupNode) -> Bool {
        if group.extends != nil { return true }
        return group.children.contains { child in
            if case .group(let nested) = child.node { return usesExtends(nested) }
            return false
        }
    }

    private func lookup(_ path: TokenPath) -> TreeNode? {
        original.node(at: path)
    }

    private mutating func resolve(_ path: TokenPath, _ group: GroupNode) -> GroupNode {
        if let done = resolved[path] { return done }
        visiting.append(path)
        defer { visiting.removeLast() }

        var result = group
        var tokens = 0
        for (name, child) in group.children {
            switch child {
            case .group(let nested):
                let childPath = path.appending(name)
                result[name] = .group(resolve(childPath, nested))
                tokens += tokenCounts[childPath] ?? 0
            case .token:
                tokens += 1
            }
        }
        if let extends = group.extends, let inherited = target(of: extends, from: path) {
            result = Self.deepMerge(result, over: inherited.group)
            result.extends = nil
            tokens += inherited.tokens
        }
        resolved[path] = result
        tokenCounts[path] = tokens
        return result
    }

    private mutating func target(of extends: Located<String>, from path: TokenPath) -> (group: GroupNode, tokens: Int)? {
        guard case .reference(let targetPath) = ReferenceSyntax.alias(extends.value) else {
            diagnostics.append(.error(.invalidExtends, "$extends must name a group in braces, such as \"{button}\"; found \"\(extends.value)\"", at: extends.location))
            return nil
        }
        switch lookup(targetPath) {
        case nil:
            diagnostics.append(.error(.invalidExtends, "$extends names '\(targetPath)', which does not exist", at: extends.location))
            return nil
        case .token(let token)?:
            diagnostics.append(.error(
                .invalidExtends, "$extends names '\(targetPath)', which is a token; only groups can be extended",
                at: extends.location, notes: [.init("the token is defined here", at: token.location)]
            ))
            return nil
        case .group(let targetGroup)?:
            // Ancestors are being resolved too, so extending one of them is caught here as well.
            if let start = visiting.firstIndex(of: targetPath) {
                reportCycle(Array(visiting[start...]), at: extends)
                return nil
            }
            guard visiting.count < Self.maximumDepth else {
                diagnostics.append(.error(
                    .invalidExtends, "$extends leads through more than \(Self.maximumDepth) groups here, more than tokenc follows",
                    at: extends.location))
                return nil
            }
            let inherited = resolve(targetPath, targetGroup)
            let tokens = tokenCounts[targetPath] ?? 0
            guard inheritedTokens + tokens <= Self.maximumInheritedTokens else {
                // Once is enough: every later extension would say the same.
                if inheritedTokens <= Self.maximumInheritedTokens {
                    diagnostics.append(.error(
                        .invalidExtends,
                        "$extends would copy more than \(Self.maximumInheritedTokens) tokens in all, more than tokenc builds; is a large group extended from many places?",
                        at: extends.location))
                    inheritedTokens = Self.maximumInheritedTokens + 1
                }
                return nil
            }
            inheritedTokens += tokens
            return (inherited, tokens)
        }
    }

    private mutating func reportCycle(_ members: [TokenPath], at extends: Located<String>) {
        let key = Set(members)
        guard reportedCycles.insert(key).inserted else { return }
        let chain = (members + [members[0]]).map { $0.isRoot ? "(top level)" : $0.description }.joined(separator: " → ")
        diagnostics.append(.error(
            .invalidExtends, "$extends forms a cycle: \(chain)", at: extends.location,
            notes: members.compactMap { member in
                lookup(member).map { .init("'\(member)' is part of the cycle", at: $0.location) }
            }
        ))
    }

    /// Local members win over inherited ones at the same path; groups present in both merge.
    private static func deepMerge(_ local: GroupNode, over inherited: GroupNode) -> GroupNode {
        var result = inherited
        result.location = local.location
        result.extends = local.extends
        result.metadata.overlay(local.metadata)
        for (name, node) in local.children {
            if case .group(let localGroup) = node, case .group(let inheritedGroup)? = result[name] {
                result[name] = .group(deepMerge(localGroup, over: inheritedGroup))
            } else {
                result[name] = node
            }
        }
        return result
    }
}
