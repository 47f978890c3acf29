import TokenJSON
import TokenModel

/// Reading sets: `{"description": …, "sources": […], "$extensions": {…}}`, under `sets` or inline
/// in `resolutionOrder` with `name` and `type`.
extension ResolverReading {
    static let setKeys = ["description", "sources", "$extensions"]

    /// The sources of the set named `name` under `sets`, read once (a context may splice a set
    /// in before or after `resolutionOrder` names it). The caller has checked that it exists.
    mutating func sources(ofSet name: String) -> [TokenSource] {
        if let known = setSources[name] { return known }
        guard let member = root["sets"]?.objectMembers?[name] else { return [] }
        let sources: [TokenSource]
        if let members = member.value.objectMembers {
            sources = readSet(members, name: name, position: member.keyPosition, path: ["sets", name])
        } else {
            error(.invalidResolver, "the set '\(name)' must be an object with 'sources', found \(member.value.kind)", at: member.value.position)
            sources = []
        }
        setSources[name] = sources
        return sources
    }

    /// A set's sources; `position` is where it is declared (its key, or its opening brace inline).
    mutating func readSet(_ members: [JSONMember], name: String, position: SourcePosition, path: [String], inline: Bool = false) -> [TokenSource] {
        if inline {
            checkKeys(members, allowed: ["name", "type"] + Self.setKeys, in: "an inline set")
        } else {
            checkInlineKeys(members, key: name, kind: "set")
            checkKeys(members.filter { !["name", "type"].contains($0.key) }, allowed: Self.setKeys, in: "a set")
        }
        checkMetadata(members)
        guard let sources = members["sources"] else {
            error(.invalidResolver, "the set '\(name)' has no 'sources'; a set needs an array of token sources (it may be empty)", at: position)
            return []
        }
        return readSources(sources.value, path: path + ["sources"], what: "'sources'")
    }
}
