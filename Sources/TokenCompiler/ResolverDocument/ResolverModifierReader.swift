import TokenJSON
import TokenModel

/// Reading modifiers: `{"contexts": {"light": […], "dark": […]}, "default": "light"}`, under
/// `modifiers` or inline in `resolutionOrder` with `name` and `type`.
extension ResolverReading {
    static let modifierKeys = ["description", "contexts", "default", "$extensions"]

    /// The modifier named `name` under `modifiers`, read once. The caller has checked that it exists.
    mutating func modifier(named name: String) -> Modifier? {
        if let known = modifiers[name] { return known }
        guard let member = root["modifiers"]?.objectMembers?[name] else { return nil }
        let modifier: Modifier?
        if let members = member.value.objectMembers {
            modifier = readModifier(members, name: name, position: member.keyPosition, path: ["modifiers", name])
        } else {
            error(.invalidResolver, "the modifier '\(name)' must be an object with 'contexts', found \(member.value.kind)", at: member.value.position)
            modifier = nil
        }
        modifiers[name] = modifier
        return modifier
    }

    /// A modifier; `position` is where it is declared (its key, or its opening brace inline).
    mutating func readModifier(_ members: [JSONMember], name: String, position: SourcePosition, path: [String], inline: Bool = false) -> Modifier? {
        var allowed = inline ? ["name", "type"] + Self.modifierKeys : Self.modifierKeys
        var contextsMember = members["contexts"]
        // The specification's own examples 14 and 17 write `context`; its meaning is plain.
        if contextsMember == nil, let misspelled = members["context"] {
            leniency(.nonStandardProperty, "'context' should be 'contexts'; read as 'contexts', as the specification's examples intend", at: misspelled.keyPosition)
            allowed.append("context")
            contextsMember = misspelled
        }
        if !inline { checkInlineKeys(members, key: name, kind: "modifier") }
        checkKeys(inline ? members : members.filter { !["name", "type"].contains($0.key) }, allowed: allowed, in: inline ? "an inline modifier" : "a modifier")
        checkMetadata(members)
        guard let contextsMember else {
            error(.invalidResolver, "the modifier '\(name)' has no 'contexts'; a modifier needs at least two, each an array of token sources", at: position)
            return nil
        }
        guard let contextMembers = contextsMember.value.objectMembers else {
            error(.invalidResolver, "'contexts' must be an object of context names to arrays of token sources, found \(contextsMember.value.kind)", at: contextsMember.value.position)
            return nil
        }
        switch contextMembers.count {
        case 0:
            error(.invalidResolver, "the modifier '\(name)' has no contexts; it needs at least two", at: contextsMember.value.position)
            return nil
        case 1:
            leniency(
                .singleContext,
                "the modifier '\(name)' has only the context '\(contextMembers[0].key)'; a modifier should have two or more (one is a set)",
                at: contextsMember.keyPosition)
        default:
            break
        }
        let contexts = contextMembers.map { member in
            Modifier.Context(
                name: member.key,
                sources: readSources(member.value, path: path + [contextsMember.key, member.key], what: "the context '\(member.key)'"),
                location: location(member.keyPosition))
        }
        let names = contexts.map(\.name)
        var defaultContext: String?
        if let member = members["default"] {
            if let value = member.value.stringValue {
                if names.contains(value) {
                    defaultContext = value
                } else {
                    var message = "the default '\(value)' is not a context of the modifier '\(name)', whose contexts are \(names.quotedList())"
                    if let suggestion = Suggestion.nearest(to: value, in: names) {
                        message += "; did you mean '\(suggestion)'?"
                    }
                    error(.invalidResolver, message, at: member.value.position)
                }
            } else {
                error(.invalidResolver, "'default' must be the name of a context (a string), found \(member.value.kind)", at: member.value.position)
            }
        }
        return Modifier(
            name: name, contexts: contexts, defaultContext: defaultContext,
            description: members["description"]?.value.stringValue, location: location(position))
    }
}
