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

    /// A token as DTCG JSON: `$value` (or `$ref`) after its type, then its other properties. A
    /// token read from a legacy `value` file is written as one (`value`, `type`, `description`),
    /// so that it reads back by the same rules (`{a.b.value}` references, bare sizes).
    package init(_ token: TokenNode) {
        let legacy = token.dialect == .legacy
        var members = Self.metadata(token.metadata, legacy: legacy)
        let value: Member? = token.value.map { Member(legacy ? "value" : "$value", JSONOutput($0.json)) }
            ?? token.pointer.map { Member("$ref", .string($0.value)) }
        if let value {
            members.insert(value, at: token.metadata.type == nil ? 0 : 1)
        }
        self = .object(members)
    }

    private static func metadata(_ metadata: TokenMetadata, legacy: Bool = false) -> [Member] {
        var members: [Member] = []
        if let type = metadata.type { members.append(Member(legacy ? "type" : "$type", .string(type.value))) }
        if let description = metadata.description { members.append(Member(legacy ? "description" : "$description", .string(description))) }
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
