extension JSONOutput {
    /// Resolved tokens as one DTCG 2025.10 document: groups nested by path, in the order the
    /// tokens come; each token with an explicit `$type`, a literal `$value` (no aliases, no
    /// `$ref`), and its `$description`, `$deprecated` and `$extensions`.
    public init(resolved tokens: [ResolvedToken]) {
        var root = Group()
        for token in tokens { root.insert(token, at: token.path.components[...]) }
        self = root.json
    }

    /// A group being built: its children by name, in first-insertion order.
    private struct Group {
        var names: [String] = []
        var groups: [String: Group] = [:]
        var tokens: [String: ResolvedToken] = [:]

        mutating func insert(_ token: ResolvedToken, at path: ArraySlice<String>) {
            let name = path.first!
            if groups[name] == nil, tokens[name] == nil { names.append(name) }
            if path.count == 1 {
                tokens[name] = token
            } else {
                groups[name, default: Group()].insert(token, at: path.dropFirst())
            }
        }

        var json: JSONOutput {
            .object(names.map { name in
                if let token = tokens[name] { return Member(name, JSONOutput(token: token)) }
                return Member(name, groups[name]!.json)
            })
        }
    }

    private init(token: ResolvedToken) {
        var members = [Member("$type", .string(token.type.rawValue)), Member("$value", JSONOutput(token.value))]
        if let description = token.description { members.append(Member("$description", .string(description))) }
        switch token.deprecation {
        case .deprecated?: members.append(Member("$deprecated", .bool(true)))
        case .deprecatedBecause(let reason)?: members.append(Member("$deprecated", .string(reason)))
        case .notDeprecated?, nil: break
        }
        if let extensions = token.extensions { members.append(Member("$extensions", JSONOutput(extensions.json))) }
        self = .object(members)
    }
}
