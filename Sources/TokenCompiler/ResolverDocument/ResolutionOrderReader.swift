import TokenJSON
import TokenModel

/// Reading `resolutionOrder`: reference objects to sets and modifiers, and inline ones, each name
/// once.
extension ResolverReading {
    /// The layers in order; nil when `resolutionOrder` is missing or not an array.
    mutating func readResolutionOrder() -> [ResolutionLayer]? {
        guard let member = root.objectMembers?["resolutionOrder"] else {
            error(.invalidResolver, "a resolver document needs 'resolutionOrder', the sets and modifiers in the order they apply", at: root.position)
            return nil
        }
        guard let items = member.value.arrayElements else {
            error(.invalidResolver, "'resolutionOrder' must be an array of sets and modifiers, found \(member.value.kind)", at: member.value.position)
            return nil
        }
        if items.isEmpty {
            error(.invalidResolver, "'resolutionOrder' is empty; list at least one set or modifier, such as {\"$ref\": \"#/sets/base\"}", at: member.value.position)
        }
        var layers: [ResolutionLayer] = []
        var named: [String: (position: SourcePosition, reference: String?)] = [:]
        for (index, item) in items.enumerated() {
            guard let (layer, position) = readItem(item, path: ["resolutionOrder", String(index)]) else { continue }
            let reference = item["$ref"]?.stringValue
            if let first = named[layer.name] {
                let kind = if case .set = layer.kind { "set" } else { "modifier" }
                let message = reference != nil && reference == first.reference
                    ? "the \(kind) '\(layer.name)' is already in resolutionOrder; each set and modifier applies once"
                    : "the name '\(layer.name)' is already used in resolutionOrder; names there must be unique"
                error(.duplicateName, message, at: position, notes: [.init("'\(layer.name)' is first here", at: location(first.position))])
                continue
            }
            named[layer.name] = (position, reference)
            layers.append(layer)
        }
        return layers
    }

    /// One item and where its name is written (the `$ref` text, or the inline `name`).
    private mutating func readItem(_ item: JSONValue, path: [String]) -> (ResolutionLayer, SourcePosition)? {
        guard let members = item.objectMembers else {
            error(.invalidResolver, "an item of resolutionOrder must be a reference object such as {\"$ref\": \"#/sets/base\"} or an inline set or modifier, found \(item.kind)", at: item.position)
            return nil
        }
        if let reference = members["$ref"] {
            return readReferenceItem(reference, members: members, path: path)
        }
        return readInlineItem(members, at: item.position, path: path)
    }

    /// `{"$ref": "#/sets/base"}` or `{"$ref": "#/modifiers/theme"}`, with any overrides.
    private mutating func readReferenceItem(_ reference: JSONMember, members: [JSONMember], path: [String]) -> (ResolutionLayer, SourcePosition)? {
        let position = reference.value.position
        guard let text = reference.value.stringValue else {
            error(.invalidResolverReference, "$ref must be a string such as \"#/sets/base\", found \(reference.value.kind)", at: position)
            return nil
        }
        guard case .success(.pointer(let pointer)) = ResolverReference.parse(text), pointer.count == 2,
              pointer[0] == "sets" || pointer[0] == "modifiers" else {
            if case .success(.pointer(let pointer)) = ResolverReference.parse(text), pointer.first == "resolutionOrder" {
                _ = value(at: pointer, from: path, text: text, at: position)
            } else {
                var message = "'\(text)' is not a set or modifier of this document; an item of resolutionOrder refers to '#/sets/<name>' or '#/modifiers/<name>'"
                if case .success(.pointer(let pointer)) = ResolverReference.parse(text), pointer.count == 2,
                   let kind = Suggestion.nearest(to: pointer[0], in: ["sets", "modifiers"]) {
                    message += "; did you mean '\(ResolverReference.text(of: [kind, pointer[1]]))'?"
                }
                error(.invalidResolverReference, message, at: position)
            }
            return nil
        }
        let (kind, name) = (pointer[0], pointer[1])
        guard let target = value(at: pointer, from: path, text: text, at: position) else { return nil }
        let hasOverrides = members.count > 1
        if kind == "sets" {
            guard enter(text, at: position) else { return nil }
            defer { leave() }
            let sources: [TokenSource]
            if hasOverrides, let setMembers = target.objectMembers {
                sources = readSet(ResolverReading.overriding(setMembers, with: members), name: name, position: position, path: pointer)
            } else {
                sources = self.sources(ofSet: name)
            }
            return (ResolutionLayer(name: name, kind: .set(sources), location: declaration(of: pointer)), position)
        }
        let modifier: Modifier?
        if hasOverrides, let modifierMembers = target.objectMembers {
            modifier = readModifier(ResolverReading.overriding(modifierMembers, with: members), name: name, position: position, path: pointer)
        } else {
            modifier = self.modifier(named: name)
        }
        guard let modifier else { return nil }
        return (ResolutionLayer(name: name, kind: .modifier(modifier), location: declaration(of: pointer)), position)
    }

    /// An inline set or modifier: `{"type": "set", "name": "base", "sources": […]}`.
    private mutating func readInlineItem(_ members: [JSONMember], at position: SourcePosition, path: [String]) -> (ResolutionLayer, SourcePosition)? {
        let shape = members["contexts"] != nil || members["context"] != nil ? "modifier" : members["sources"] != nil ? "set" : nil
        var type: String?
        if let member = members["type"] {
            if let value = member.value.stringValue, value == "set" || value == "modifier" {
                type = value
            } else {
                var message = "'type' must be \"set\" or \"modifier\", found \(member.value.stringValue.map { "'\($0)'" } ?? member.value.kind.description)"
                if let value = member.value.stringValue, let suggestion = Suggestion.nearest(to: value, in: ["set", "modifier"]) {
                    message += "; did you mean '\(suggestion)'?"
                }
                error(.invalidResolver, message, at: member.value.position)
            }
        } else {
            let hint = shape.map { " (this one has '\($0 == "set" ? "sources" : "contexts")', so \"type\": \"\($0)\")" } ?? ""
            error(.invalidResolver, "an inline item of resolutionOrder needs \"type\": \"set\" or \"modifier\"\(hint)", at: position)
        }
        var name: String?
        var namePosition = position
        if let member = members["name"] {
            namePosition = member.value.position
            if let value = member.value.stringValue {
                name = value
            } else {
                error(.invalidResolver, "'name' must be a string, found \(member.value.kind)", at: member.value.position)
            }
        } else {
            error(.invalidResolver, "an inline \(type ?? shape ?? "item") in resolutionOrder needs a 'name', unique in resolutionOrder", at: position)
        }
        guard let type, let name else { return nil }
        if type == "set" {
            let sources = readSet(members, name: name, position: position, path: path, inline: true)
            return (ResolutionLayer(name: name, kind: .set(sources), location: location(position)), namePosition)
        }
        guard let modifier = readModifier(members, name: name, position: position, path: path, inline: true) else { return nil }
        return (ResolutionLayer(name: name, kind: .modifier(modifier), location: location(position)), namePosition)
    }

    /// Where `#/sets/<name>` or `#/modifiers/<name>` is declared: its key.
    private func declaration(of pointer: [String]) -> SourceLocation? {
        root[pointer[0]]?.objectMembers?[pointer[1]].map { location($0.keyPosition) }
    }
}
