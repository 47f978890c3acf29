import TokenJSON
import TokenModel

/// Reads a Style Dictionary or Tokens Studio file (`value`, `type`, `description` without `$`)
/// into the same tree as a DTCG file, mapping their type names onto the format's types as
/// ``TokenTreeReader`` maps them under `$type`.
struct LegacyTreeReader {
    let file: String
    /// The key a token's value is read from: `value`, or a Style Dictionary mode's
    /// (``ValueKeyModes``), when only the tokens that have it are read.
    let valueKey: String
    var diagnostics: [Diagnostic] = []

    init(file: String, valueKey: String = "value") {
        self.file = file
        self.valueKey = valueKey
        compositions = CompositionExpansion(file: file)
    }

    /// The tools' type names, mapped as in DTCG files.
    private var typeNames = TypeNameReading()
    /// Tokens Studio's composition tokens, read as groups.
    private var compositions: CompositionExpansion

    mutating func readFile(_ root: JSONValue) -> GroupNode {
        var group = GroupNode(location: SourceLocation(file: file, position: root.position))
        readMembers(root, into: &group)
        return group
    }

    private mutating func readMembers(_ object: JSONValue, into group: inout GroupNode) {
        // The first names of members with dots read as groups (``DottedNames``): a member of one of
        // those names is merged with them.
        var placedNames: Set<String> = []
        for member in object.objectMembers ?? [] {
            var key = member.key
            if key.hasPrefix("$") {
                if key == "$type", let type = member.value.stringValue {
                    group.metadata.type = located(mapType(type, at: member.value.position), member.value.position)
                } else if key == "$description", let description = member.value.stringValue {
                    group.metadata.description = description
                }
                continue
            }
            guard member.value.kind == .object else { continue }
            // A group's `extensions` (the Design Tokens plugin's `org.lukasoppermann…` styles
            // metadata) is metadata, as on a token, when it holds no token.
            if key == "extensions", TokenFileReader.dialect(of: member.value) == nil { continue }
            switch DottedNames.reading(of: key) {
            case .valid:
                break
            case .renamed where DottedNames.parts(of: key) != nil:
                let parts = DottedNames.parts(of: key)!
                guard let node = readNode(member.value, key: parts.last!, position: member.keyPosition) else { continue }
                let location = SourceLocation(file: file, position: member.keyPosition)
                if DottedNames.place(node, at: parts[...], into: &group, location: location) {
                    diagnostics.append(DottedNames.warning(key, placedAt: parts, at: location))
                    placedNames.insert(parts[0])
                    continue
                }
                let renamed = key.replacingDots
                guard group[renamed] == nil else {
                    diagnostics.append(.error(.invalidName, "the name '\(key)' contains '.', which references use as syntax, and read with '_' it is another member's name", at: location))
                    continue
                }
                diagnostics.append(DottedNames.warning(key, renamed: renamed, at: location))
                group[renamed] = node
                continue
            case .renamed(let renamed) where group[renamed] == nil:
                diagnostics.append(DottedNames.warning(key, renamed: renamed, at: located("", member.keyPosition).location))
                key = renamed
            case .invalid(let brace):
                diagnostics.append(DottedNames.skipped(key, brace: brace, at: located("", member.keyPosition).location))
                continue
            case .renamed:
                diagnostics.append(.error(.invalidName, "the name '\(key)' contains '.', which references use as syntax, and read with '_' it is another member's name", at: located("", member.keyPosition).location))
                continue
            }
            let position = member.keyPosition
            if placedNames.contains(key), group[key] != nil {
                // Merged with the groups a name with dots made (`size` beside `size.icon`).
                let location = SourceLocation(file: file, position: position)
                guard let node = readNode(member.value, key: key, position: position) else { continue }
                if !DottedNames.place(node, at: [key], into: &group, location: location) {
                    diagnostics.append(.error(.invalidName, "'\(key)' defines a token where a name with dots that begins with it makes a group, or the other way round; rename one", at: location))
                }
                continue
            }
            if let earlier = group[key] {
                // As in DTCG files: canonically equivalent names would silently replace each other.
                diagnostics.append(.error(
                    .duplicateKey, "the name '\(key)' is written twice, in two Unicode normalization forms; tokenc cannot keep both",
                    at: SourceLocation(file: file, position: position), notes: [.init("the other spelling is here", at: earlier.location)]
                ))
                continue
            }
            if let node = readNode(member.value, key: key, position: position) { group[key] = node }
        }
    }

    /// A member's token or group; nil for a token whose value is not under the file's key
    /// (`$value` in a file of `value`s that writes both).
    private mutating func readNode(_ object: JSONValue, key: String, position: SourcePosition) -> TreeNode? {
        if CompositionExpansion.expands(object) {
            return .group(compositions.group(of: object, name: key, keyPosition: position, typeNames: &typeNames, diagnostics: &diagnostics))
        }
        if let written = object["value"] {
            guard let value = valueKey == "value" ? written : object[valueKey] else { return nil }
            diagnostics += DollarReference.warnings(in: value, file: file)
            return .token(readToken(object, value: value, keyPosition: position))
        }
        var child = GroupNode(location: SourceLocation(file: file, position: position))
        readMembers(object, into: &child)
        return .group(child)
    }

    private func located(_ value: String, _ position: SourcePosition) -> Located<String> {
        Located(value, at: SourceLocation(file: file, position: position))
    }

    private mutating func mapType(_ name: String, value: JSONValue? = nil, at position: SourcePosition) -> String {
        let (mapped, warning) = typeNames.read(name, value: value, at: SourceLocation(file: file, position: position))
        if let warning { diagnostics.append(warning) }
        return mapped
    }

    private mutating func readToken(_ object: JSONValue, value: JSONValue, keyPosition: SourcePosition) -> TokenNode {
        var metadata = TokenMetadata()
        var writtenType: String?
        if let type = object["type"] ?? object["$type"], let name = type.stringValue {
            metadata.type = located(mapType(name, value: value, at: type.position), type.position)
            writtenType = name
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
        var token = TokenNode(
            location: SourceLocation(file: file, position: keyPosition), metadata: metadata,
            value: StringBuiltValue.read(value, type: object["type"] ?? object["$type"], ofMembers: true, file: file, diagnostics: &diagnostics), pointer: nil, dialect: .legacy
        )
        if let writtenType { DesignTokensPluginStyles.read(&token, writtenType: writtenType, diagnostics: &diagnostics) }
        SiblingUnit.read(&token, object: object, diagnostics: &diagnostics)
        // `alpha` beside a color (Primer's and HashiCorp's transforms set it as the opacity) is
        // read as it is beside `$value`; the other members are the metadata Style Dictionary keeps.
        if object["alpha"] != nil, let member = object.objectMembers?.last(where: { $0.key == "alpha" }) {
            token.extraProperties.append(ExtraProperty(
                key: "alpha", keyLocation: SourceLocation(file: file, position: member.keyPosition), value: SourceValue(member.value, file: file)))
        }
        return token
    }
}
