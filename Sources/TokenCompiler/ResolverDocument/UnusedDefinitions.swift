import TokenJSON
import TokenModel

/// The sets and modifiers a resolver document defines but never applies: `resolutionOrder` does
/// not refer to them, nor does any set or modifier that it applies. Their tokens are never read,
/// so every reference into them breaks; a warning at each definition says why.
extension ResolverReading {
    /// Warns at each unused set and modifier, and returns their sources.
    mutating func reportUnusedDefinitions() -> [UnusedSource] {
        guard let members = root.objectMembers, let order = members["resolutionOrder"]?.value else { return [] }
        var definitions: [String: JSONMember] = [:]
        for kind in ["sets", "modifiers"] {
            for definition in members[kind]?.value.objectMembers ?? [] {
                definitions[ResolverReference.text(of: [kind, definition.key])] = definition
            }
        }
        var reached: Set<String> = []
        var pending = Self.references(in: order)
        while let next = pending.popLast() {
            guard reached.insert(next).inserted, let definition = definitions[next] else { continue }
            pending += Self.references(in: definition.value)
        }
        var unused: [UnusedSource] = []
        for kind in ["sets", "modifiers"] {
            for definition in members[kind]?.value.objectMembers ?? [] where !reached.contains(ResolverReference.text(of: [kind, definition.key])) {
                let what = kind == "sets" ? "set" : "modifier"
                let sources = kind == "sets" ? setSources[definition.key] ?? [] : (modifiers[definition.key] ?? nil)?.contexts.flatMap(\.sources) ?? []
                unused.append(UnusedSource(description: "the \(what) '\(definition.key)', which resolutionOrder never applies", sources: sources))
                warning(
                    .unusedSource,
                    "the \(what) '\(definition.key)' is never applied: resolutionOrder does not refer to it, so its tokens are not read (add {\"$ref\": \"\(ResolverReference.text(of: [kind, definition.key]))\"} to resolutionOrder, or remove it)",
                    at: definition.keyPosition)
            }
        }
        return unused
    }

    /// Every `#/sets/…` and `#/modifiers/…` reference object inside `value`.
    private static func references(in value: JSONValue) -> [String] {
        var found: [String] = []
        var stack = [value]
        while let value = stack.popLast() {
            if let text = value["$ref"]?.stringValue, case .success(.pointer(let pointer)) = ResolverReference.parse(text),
               pointer.count == 2, pointer[0] == "sets" || pointer[0] == "modifiers" {
                found.append(ResolverReference.text(of: pointer))
            }
            stack += value.objectMembers?.map(\.value) ?? value.arrayElements ?? []
        }
        return found
    }
}
