import TokenJSON
import TokenModel

/// Reads a Style Dictionary or Tokens Studio file (`value`, `type`, `description` without `$`)
/// into the same tree as a DTCG file, mapping their type names onto the format's types.
struct LegacyTreeReader {
    let file: String
    var diagnostics: [Diagnostic] = []

    init(file: String) {
        self.file = file
    }

    /// Legacy type names and the format type each stands for. Most are the same kind of value
    /// under another name; `true` marks the one that is a guess worth a warning (`other` holds
    /// anything; text is the likeliest). Guesses about values are made where values are read.
    static let typeNames: [String: (type: TokenType, guess: Bool)] = [
        "color": (.color, false),
        "dimension": (.dimension, false), "sizing": (.dimension, false), "spacing": (.dimension, false),
        "borderRadius": (.dimension, false), "borderWidth": (.dimension, false), "size": (.dimension, false),
        "fontSizes": (.dimension, false), "fontSize": (.dimension, false),
        "letterSpacing": (.dimension, false), "paragraphSpacing": (.dimension, false), "paragraphIndent": (.dimension, false),
        "fontFamilies": (.fontFamily, false), "fontFamily": (.fontFamily, false),
        "fontWeights": (.fontWeight, false), "fontWeight": (.fontWeight, false),
        "lineHeights": (.number, false), "lineHeight": (.number, false),
        "opacity": (.number, false), "number": (.number, false),
        "duration": (.duration, false), "time": (.duration, false),
        "cubicBezier": (.cubicBezier, false),
        "boxShadow": (.shadow, false), "shadow": (.shadow, false),
        "border": (.border, false), "strokeStyle": (.strokeStyle, false),
        "typography": (.typography, false), "transition": (.transition, false), "gradient": (.gradient, false),
        "text": (.string, false), "string": (.string, false), "other": (.string, true),
        "textCase": (.string, false), "textDecoration": (.string, false),
        "boolean": (.boolean, false),
    ]

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
            if let value = member.value["value"] {
                group[key] = .token(readToken(member.value, value: value, keyPosition: position))
                diagnostics += DollarReference.warnings(in: value, file: file)
            } else {
                var child = GroupNode(location: SourceLocation(file: file, position: position))
                readMembers(member.value, into: &child)
                group[key] = .group(child)
            }
        }
    }

    private func located(_ value: String, _ position: SourcePosition) -> Located<String> {
        Located(value, at: SourceLocation(file: file, position: position))
    }

    private mutating func mapType(_ name: String, at position: SourcePosition) -> String {
        guard let mapped = Self.typeNames[name] else { return name }
        if mapped.guess {
            diagnostics.append(.warning(
                .legacyMapping, "the legacy type '\(name)' is read as '\(mapped.type)'",
                at: SourceLocation(file: file, position: position)
            ))
        }
        return mapped.type.rawValue
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
