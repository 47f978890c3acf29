import TokenJSON

extension JSONOutput {
    /// A token tree as DTCG JSON: each group's and token's properties first (`$type`,
    /// `$description`, `$deprecated`, `$extensions`, `$extends`), then its children in the order
    /// they were written. Values print as written.
    package init(_ group: GroupNode) {
        var members = Self.metadata(group.metadata)
        if let extends = group.extends {
            members.append(Member("$extends", .string(extends.value)))
        }
        for (name, node) in group.children {
            switch node {
            case .group(let child): members.append(Member(name, JSONOutput(child)))
            case .token(let token): members.append(Member(name, JSONOutput(token)))
            }
        }
        self = .object(members)
    }

    /// A token as DTCG JSON: `$value` (or `$ref`) after its type, then its other properties.
    package init(_ token: TokenNode) {
        var members = Self.metadata(token.metadata)
        let value: Member? = token.value.map { Member("$value", JSONOutput($0.json)) }
            ?? token.pointer.map { Member("$ref", .string($0.value)) }
        if let value {
            members.insert(value, at: token.metadata.type == nil ? 0 : 1)
        }
        self = .object(members)
    }

    private static func metadata(_ metadata: TokenMetadata) -> [Member] {
        var members: [Member] = []
        if let type = metadata.type { members.append(Member("$type", .string(type.value))) }
        if let description = metadata.description { members.append(Member("$description", .string(description))) }
        switch metadata.deprecated {
        case .deprecated?: members.append(Member("$deprecated", .bool(true)))
        case .notDeprecated?: members.append(Member("$deprecated", .bool(false)))
        case .deprecatedBecause(let reason)?: members.append(Member("$deprecated", .string(reason)))
        case nil: break
        }
        if let extensions = metadata.extensions { members.append(Member("$extensions", JSONOutput(extensions.json))) }
        return members
    }
}
