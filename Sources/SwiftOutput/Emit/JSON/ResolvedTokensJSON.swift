import TokenJSON
import TokenModel

extension JSONOutput {
    /// Resolved tokens as one DTCG 2025.10 document: groups nested by path, in the order the
    /// tokens come; each token with an explicit `$type`, a literal `$value` (no aliases, no
    /// `$ref`), and its `$description`, `$deprecated` and `$extensions`. Groups keep their
    /// `$description` and `$extensions` (component declarations live there).
    package init(resolved tokens: [ResolvedToken], groups: [ThemeGroup] = []) {
        var root = Group()
        for token in tokens { root.insert(JSONOutput(token: token), at: token.path.components[...]) }
        for group in groups { root.describe(group, at: group.path.components[...]) }
        self = root.json
    }

    /// Tokens given as their JSON, nested by path as ``init(resolved:groups:)`` nests them.
    init(tokens: [(path: TokenPath, json: JSONOutput)]) {
        var root = Group()
        for token in tokens { root.insert(token.json, at: token.path.components[...]) }
        self = root.json
    }

    /// A group being built: its children by name, in first-insertion order.
    private struct Group {
        var names: [String] = []
        var groups: [String: Group] = [:]
        var tokens: [String: JSONOutput] = [:]
        var metadata: [Member] = []

        /// Gives the group at `path` its properties. A group without tokens is left out, unless it
        /// declares a component (a variant that only sets nested styles is a style all the same).
        mutating func describe(_ group: ThemeGroup, at path: ArraySlice<String>) {
            guard let name = path.first else { return }
            if groups[name] == nil {
                guard group.component != nil, tokens[name] == nil else { return }
                names.append(name)
                groups[name] = Group()
            }
            if path.count > 1 {
                groups[name]!.describe(group, at: path.dropFirst())
                return
            }
            if let description = group.description { groups[name]!.metadata.append(Member("$description", .string(description))) }
            if let extensions = group.extensions { groups[name]!.metadata.append(Member("$extensions", JSONOutput(extensions.json))) }
        }

        mutating func insert(_ token: JSONOutput, at path: ArraySlice<String>) {
            let name = path.first!
            if groups[name] == nil, tokens[name] == nil { names.append(name) }
            if path.count == 1 {
                tokens[name] = token
            } else {
                groups[name, default: Group()].insert(token, at: path.dropFirst())
            }
        }

        var json: JSONOutput {
            .object(metadata + names.map { name in
                if let token = tokens[name] { return Member(name, token) }
                return Member(name, groups[name]!.json)
            })
        }
    }

    private init(token: ResolvedToken) {
        var members: [Member] = []
        if case .extended = token.type {} else {
            members = [Member("$type", .string(token.type.rawValue)), Member("$value", JSONOutput(token.value))]
        }
        if let description = token.description { members.append(Member("$description", .string(description))) }
        switch token.deprecation {
        case .deprecated?: members.append(Member("$deprecated", .bool(true)))
        case .deprecatedBecause(let reason)?: members.append(Member("$deprecated", .string(reason)))
        case .notDeprecated?, nil: break
        }
        if let extensions = Self.extensions(of: token) { members.append(Member("$extensions", extensions)) }
        self = .object(members)
    }

    /// The token's `$extensions`; for a token of one of tokenc's extension types, the resolved
    /// value under the type's key, in place of what was written there (its references): the token
    /// is written as it is declared, a group whose extension holds the value, which tokenc reads.
    private static func extensions(of token: ResolvedToken) -> JSONOutput? {
        let kept = token.extensions.map { JSONOutput($0.json) }
        guard case .extended(let type) = token.type else { return kept }
        var others: [Member] = []
        if case .object(let members)? = kept { others = members.filter { $0.key != type.extensionKey } }
        return .object([Member(type.extensionKey, JSONOutput(token.value))] + others)
    }
}
