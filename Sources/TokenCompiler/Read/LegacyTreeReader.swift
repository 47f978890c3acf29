import TokenJSON
import TokenModel

/// Reads a Style Dictionary or Tokens Studio file (`value`, `type`, `description` without `$`)
/// into the same tree as a DTCG file, mapping their type names onto the format's types as
/// ``TokenTreeReader`` maps them under `$type`.
struct LegacyTreeReader {
    let file: String
    var diagnostics: [Diagnostic] = []

    init(file: String) {
        self.file = file
    }

    /// The tools' type names, mapped as in DTCG files.
    private var typeNames = TypeNameReading()
    /// Whether this file's first composition token was reported.
    private var compositionReported = false

    mutating func readFile(_ root: JSONValue) -> GroupNode {
        var group = GroupNode(location: SourceLocation(file: file, position: root.position))
        readMembers(root, into: &group)
        return group
    }

    private mutating func readMembers(_ object: JSONValue, into group: inout GroupNode) {
        for member in object.objectMembers ?? [] {
            let key = member.key
            if key.hasPrefix("$") {
                if key == "$type", let type = member.value.stringValue {
                    group.metadata.type = located(mapType(type, at: member.value.position), member.value.position)
                } else if key == "$description", let description = member.value.stringValue {
                    group.metadata.description = description
                }
                continue
            }
            guard member.value.kind == .object else { continue }
            guard !key.contains("{"), !key.contains("}"), !key.contains(".") else {
                diagnostics.append(.error(.invalidName, "the name '\(key)' contains '{', '}' or '.', which references use as syntax", at: located("", member.keyPosition).location))
                continue
            }
            let position = member.keyPosition
            if let earlier = group[key] {
                // As in DTCG files: canonically equivalent names would silently replace each other.
                diagnostics.append(.error(
                    .duplicateKey, "the name '\(key)' is written twice, in two Unicode normalization forms; tokenc cannot keep both",
                    at: SourceLocation(file: file, position: position), notes: [.init("the other spelling is here", at: earlier.location)]
                ))
                continue
            }
            if let value = member.value["value"], value.kind == .object,
               (member.value["type"] ?? member.value["$type"])?.isString("composition") == true {
                group[key] = .group(expandComposition(member.value, value: value, name: key, keyPosition: position))
            } else if let value = member.value["value"] {
                group[key] = .token(readToken(member.value, value: value, keyPosition: position))
                diagnostics += DollarReference.warnings(in: value, file: file)
            } else {
                var child = GroupNode(location: SourceLocation(file: file, position: position))
                readMembers(member.value, into: &child)
                group[key] = .group(child)
            }
        }
    }

    /// A composition token as the group of the tokens its properties are (``CompositionExpansion``).
    private mutating func expandComposition(_ object: JSONValue, value: JSONValue, name: String, keyPosition: SourcePosition) -> GroupNode {
        var group = GroupNode(location: SourceLocation(file: file, position: keyPosition))
        let description = (object["description"] ?? object["comment"])?.stringValue
        group.metadata.description = description
        var properties: [(name: String, type: String)] = []
        for property in value.objectMembers ?? [] {
            let key = property.key
            guard !key.isEmpty, !key.hasPrefix("$"), !key.contains("{"), !key.contains("}"), !key.contains("."), group[key] == nil else {
                diagnostics.append(.error(.invalidName, "the composition property '\(key)' cannot name a token", at: located("", property.keyPosition).location))
                continue
            }
            if let ignored = CompositionExpansion.unapplied(property: key, value: property.value) {
                diagnostics.append(.warning(.ignoredProperty, "'\(name).\(key)' is \(property.value.sourceText), which \(ignored); it is ignored", at: located("", property.keyPosition).location))
                continue
            }
            let typeName = CompositionExpansion.typeName(ofProperty: key, value: property.value)
            var metadata = TokenMetadata()
            metadata.type = located(mapType(typeName, at: property.keyPosition), property.keyPosition)
            metadata.description = description
            group[key] = .token(TokenNode(
                location: SourceLocation(file: file, position: property.keyPosition), metadata: metadata,
                value: SourceValue(property.value, file: file), pointer: nil, dialect: .legacy))
            diagnostics += DollarReference.warnings(in: property.value, file: file)
            properties.append((key, metadata.type!.value))
        }
        if !compositionReported {
            compositionReported = true
            diagnostics.append(CompositionExpansion.warning(token: name, properties: properties, at: located("", (object["type"] ?? object["$type"])!.position).location))
        }
        return group
    }

    private func located(_ value: String, _ position: SourcePosition) -> Located<String> {
        Located(value, at: SourceLocation(file: file, position: position))
    }

    private mutating func mapType(_ name: String, at position: SourcePosition) -> String {
        let (mapped, warning) = typeNames.read(name, at: SourceLocation(file: file, position: position))
        if let warning { diagnostics.append(warning) }
        return mapped
    }

    private mutating func readToken(_ object: JSONValue, value: JSONValue, keyPosition: SourcePosition) -> TokenNode {
        var metadata = TokenMetadata()
        if let type = object["type"] ?? object["$type"], let name = type.stringValue {
            metadata.type = located(mapType(name, at: type.position), type.position)
        }
        if let description = (object["description"] ?? object["comment"])?.stringValue {
            metadata.description = description
        }
        if let deprecated = object["deprecated"] {
            if let flag = deprecated.boolValue { metadata.deprecated = flag ? .deprecated : .notDeprecated }
            if let reason = deprecated.stringValue { metadata.deprecated = .deprecatedBecause(reason) }
        }
        if let extensions = object["$extensions"], extensions.kind == .object {
            metadata.extensions = SourceValue(extensions, file: file)
        }
        return TokenNode(
            location: SourceLocation(file: file, position: keyPosition), metadata: metadata,
            value: SourceValue(value, file: file), pointer: nil, dialect: .legacy
        )
    }
}
