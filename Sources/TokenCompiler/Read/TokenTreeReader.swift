import TokenJSON
import TokenModel

/// Reads one DTCG token file's JSON into a `GroupNode`, checking the structure the format
/// requires: names, reserved properties, and what may stand in tokens and groups.
struct TokenTreeReader {
    let file: String
    /// Which groups' `dev.tokenc.component` declarations mean something.
    let components: ComponentConvention
    var diagnostics: [Diagnostic] = []
    /// The names of the groups being read, outermost first: where a component declaration stands.
    private var groupPath: [String] = []
    /// Tokens Studio's and Style Dictionary's type names, read as the format's.
    private var typeNames = TypeNameReading()
    /// Tokens Studio's composition tokens, read as groups.
    private var compositions: CompositionExpansion

    init(file: String, components: ComponentConvention) {
        self.file = file
        self.components = components
        compositions = CompositionExpansion(file: file)
    }

    /// Reads a whole file. The top level must be an object: the file's root group.
    mutating func readFile(_ root: JSONValue) -> GroupNode {
        var group = GroupNode(location: location(root.position))
        guard root.kind == .object else {
            error(.invalidValue, "a token file must hold a JSON object at its top level, found \(root.kind)", at: root.position)
            return group
        }
        // A resolver document found among the token files (named `resolver.json`) is no token
        // file: read as one, every key of it would be an error.
        if root["resolutionOrder"]?.arrayElements != nil {
            error(
                .invalidValue,
                "this file is a resolver document (it has 'resolutionOrder'), not a token file: rename it to end in '.resolver.json' (such as 'tokens.resolver.json'), which tokenc reads as the folder's resolver",
                at: root.position)
            return group
        }
        readGroupMembers(root, into: &group, isFileRoot: true)
        return group
    }

    private func location(_ position: SourcePosition) -> SourceLocation {
        SourceLocation(file: file, position: position)
    }

    private mutating func error(_ code: DiagnosticCode, _ message: String, at position: SourcePosition, notes: [Diagnostic.Note] = []) {
        diagnostics.append(.error(code, message, at: location(position), notes: notes))
    }

    private mutating func warning(_ code: DiagnosticCode, _ message: String, at position: SourcePosition, notes: [Diagnostic.Note] = []) {
        diagnostics.append(.warning(code, message, at: location(position), notes: notes))
    }

    /// True when an object is a token rather than a group.
    static func isToken(_ object: JSONValue) -> Bool {
        object["$value"] != nil || object["$ref"] != nil
    }

    private mutating func readNode(_ object: JSONValue, name: String, keyPosition: SourcePosition) -> TreeNode {
        if Self.isToken(object) {
            if CompositionExpansion.expands(object) {
                return .group(compositions.group(of: object, name: name, keyPosition: keyPosition, typeNames: &typeNames, diagnostics: &diagnostics))
            }
            return .token(readToken(object, keyPosition: keyPosition))
        }
        if let declared = Self.declaredExtensionType(object) {
            return .token(readExtensionToken(object, type: declared.type, value: declared.value, keyPosition: keyPosition))
        }
        var group = GroupNode(location: location(keyPosition))
        groupPath.append(name)
        readGroupMembers(object, into: &group, isFileRoot: false)
        groupPath.removeLast()
        return .group(group)
    }

    private mutating func readGroupMembers(_ object: JSONValue, into group: inout GroupNode, isFileRoot: Bool) {
        var lowercased: [String: (name: String, position: SourcePosition)] = [:]
        // Names read from a name with `.`, so that a later name spelt like one is not taken for
        // a second Unicode spelling.
        var readAsDotted: Set<String> = []
        // The first names of members with dots read as groups (``DottedNames``): a member of one of
        // those names is merged with them.
        var placedNames: Set<String> = []
        let members = object.objectMembers ?? []
        group.reserveCapacity(members.count)
        lowercased.reserveCapacity(members.count)
        for member in members {
            let key = member.key
            if key.hasPrefix("$") {
                switch key {
                case "$type", "$description", "$deprecated", "$extensions":
                    readMetadata(member, into: &group.metadata)
                case "$extends":
                    if let target = member.value.stringValue {
                        group.extends = Located(target, at: location(member.value.position))
                    } else {
                        error(.invalidProperty, "$extends must be a reference string such as \"{group.name}\", found \(member.value.kind)", at: member.value.position)
                    }
                case "$root":
                    guard member.value.kind == .object, Self.isToken(member.value) else {
                        error(.invalidProperty, "$root must be a token (an object with $value)", at: member.value.position)
                        continue
                    }
                    group["$root"] = .token(readToken(member.value, keyPosition: member.keyPosition))
                case "$schema" where isFileRoot:
                    continue
                case _ where member.value.kind == .object && (Self.isToken(member.value) || !isFileRoot):
                    error(.invalidName, "the name '\(key)' starts with '$', which the format reserves for its own properties; rename the token or group", at: member.keyPosition)
                default:
                    warning(.unknownProperty, "unknown property '\(key)' in a group; properties starting with '$' are reserved by the format", at: member.keyPosition)
                }
                continue
            }
            if member.value.kind == .string, Self.isCommentName(key) {
                warning(
                    .legacyMapping,
                    "'\(key)' holds text where a token or a group goes: read as a comment and ignored, as Style Dictionary ignores what is no object in a group (write it as the group's \"$description\")",
                    at: member.keyPosition)
                continue
            }
            if member.value.kind == .object, case .renamed(let renamed) = DottedNames.reading(of: key), let parts = DottedNames.parts(of: key) {
                let node = readNode(member.value, name: parts.last!, keyPosition: member.keyPosition)
                let location = location(member.keyPosition)
                if DottedNames.place(node, at: parts[...], into: &group, location: location) {
                    diagnostics.append(DottedNames.warning(key, placedAt: parts, at: location))
                    placedNames.insert(parts[0])
                } else if let earlier = group[renamed] {
                    error(
                        .invalidName, "the name '\(key)' and another name are both read as '\(renamed)' ('.' is read as '_'); rename one of them",
                        at: member.keyPosition, notes: [.init("the other name is here", at: earlier.location)])
                } else {
                    diagnostics.append(DottedNames.warning(key, renamed: renamed, at: location))
                    readAsDotted.insert(renamed)
                    group[renamed] = node
                }
                continue
            }
            guard let key = checkedName(key, at: member.keyPosition) else { continue }
            if placedNames.contains(key), group[key] != nil, member.value.kind == .object {
                // Merged with the groups a name with dots made (`size` beside `size.icon`).
                let node = readNode(member.value, name: key, keyPosition: member.keyPosition)
                if !DottedNames.place(node, at: [key], into: &group, location: location(member.keyPosition)) {
                    error(.invalidName, "'\(key)' defines a token where a name with dots that begins with it makes a group, or the other way round; rename one", at: member.keyPosition)
                }
                continue
            }
            guard member.value.kind == .object else {
                // Style Dictionary collects only objects, and Terrazzo skips what is no object.
                warning(
                    .legacyMapping,
                    "'\(key)' holds \(member.value.kind) where a token or a group (an object) goes: ignored, as Style Dictionary and Terrazzo ignore it (write {\"$value\": …} to keep it as a token)",
                    at: member.value.position)
                continue
            }
            if let earlier = group[key], key != member.key || readAsDotted.contains(key) {
                error(
                    .invalidName, "the name '\(member.key)' and another name are both read as '\(key)' ('.' is read as '_'); rename one of them",
                    at: member.keyPosition, notes: [.init("the other name is here", at: earlier.location)]
                )
                continue
            }
            if key != member.key { readAsDotted.insert(key) }
            if let earlier = group[key] {
                // Only canonically equivalent spellings meet here (`é` and `e\u{301}`): JSON keeps
                // them apart but Swift strings, and so token paths, cannot.
                error(
                    .duplicateKey, "the name '\(key)' is written twice, in two Unicode normalization forms; tokenc cannot keep both",
                    at: member.keyPosition, notes: [.init("the other spelling is here", at: earlier.location)]
                )
                continue
            }
            let folded = key.lowercased()
            if let earlier = lowercased[folded], earlier.name != key {
                warning(
                    .caseCollision,
                    "'\(key)' differs from '\(earlier.name)' only by case; the two collide in generated code",
                    at: member.keyPosition,
                    notes: [.init("'\(earlier.name)' is here", at: location(earlier.position))]
                )
            } else {
                lowercased[folded] = (key, member.keyPosition)
            }
            group[key] = readNode(member.value, name: key, keyPosition: member.keyPosition)
        }
        if let declaration = group.metadata.extensions?.json[ComponentVocabulary.extensionKey] {
            var reader = ComponentDeclarationReader(file: file, convention: components)
            group.metadata.component = reader.read(declaration, on: TokenPath(groupPath))
            diagnostics += reader.diagnostics
        }
    }

    /// The extension type a group declares in its `$extensions` (`dev.tokenc.symbol`), with the
    /// value declared; nil when it declares none.
    static func declaredExtensionType(_ object: JSONValue) -> (type: ExtensionType, value: JSONValue)? {
        guard let extensions = object["$extensions"]?.objectMembers else { return nil }
        for member in extensions {
            if let type = ExtensionType(extensionKey: member.key) { return (type, member.value) }
        }
        return nil
    }

    /// A group that declares one of tokenc's extension types: a token of that type whose value is
    /// the extension's object. It may have a description and be deprecated; it holds nothing else.
    private mutating func readExtensionToken(_ object: JSONValue, type: ExtensionType, value: JSONValue, keyPosition: SourcePosition) -> TokenNode {
        var token = TokenNode(
            location: location(keyPosition), metadata: TokenMetadata(), value: SourceValue(value, file: file), pointer: nil, dialect: .dtcg)
        token.extensionType = type
        for member in object.objectMembers ?? [] {
            switch member.key {
            case "$description", "$deprecated", "$extensions":
                readMetadata(member, into: &token.metadata)
            case "$type":
                warning(
                    .ignoredProperty,
                    "$type is ignored: the group is \(type.home.summary) token, declared by '\(type.extensionKey)' in its $extensions (remove it)",
                    at: member.keyPosition)
            default:
                error(
                    .tokenWithChildren,
                    "'\(member.key)' is inside a group that declares \(type.home.summary) ('\(type.extensionKey)'): that group is a token, and holds no tokens or groups",
                    at: member.keyPosition)
            }
        }
        return token
    }

    /// Names must not start with `$` (checked by the caller) or contain `{`, `}` or `.`; a name
    /// with `.` is kept with each `.` read as `_`, one with `{` or `}` skipped (``DottedNames``).
    /// Nil when the member is not read.
    private mutating func checkedName(_ name: String, at position: SourcePosition) -> String? {
        switch DottedNames.reading(of: name) {
        case .valid:
            return name
        case .renamed(let renamed):
            diagnostics.append(DottedNames.warning(name, renamed: renamed, at: location(position)))
            return renamed
        case .invalid(let brace):
            diagnostics.append(DottedNames.skipped(name, brace: brace, at: location(position)))
            return nil
        }
    }

    /// The names JSON files give a comment, which has no syntax of its own: `_comment`, `//`,
    /// `comment`, `description`, `note`.
    static func isCommentName(_ name: String) -> Bool {
        name.hasPrefix("_") || name.hasPrefix("//") || ["comment", "comments", "description", "note", "notes"].contains(name.lowercased())
    }

    private mutating func readToken(_ object: JSONValue, keyPosition: SourcePosition) -> TokenNode {
        var token = TokenNode(location: location(keyPosition), metadata: TokenMetadata(), value: nil, pointer: nil, dialect: .dtcg)
        // Looked up once: each lookup walks the object's keys.
        let written = object["$value"]
        var pointerValue: JSONValue?
        var writtenType: JSONValue?
        var hasExtensions = false
        for member in object.objectMembers ?? [] {
            switch member.key {
            case "$value":
                // `null` is no value; the resolver leaves the token out (under `--strict`, an error).
                token.value = StringBuiltValue.read(member.value, type: object["$type"], ofMembers: false, file: file, diagnostics: &diagnostics)
                diagnostics += DollarReference.warnings(in: member.value, file: file)
            case "$ref":
                pointerValue = member.value
                if let pointer = member.value.stringValue {
                    token.pointer = Located(pointer, at: location(member.value.position))
                } else {
                    error(.invalidReference, "$ref must be a JSON Pointer string such as \"#/group/token/$value\", found \(member.value.kind)", at: member.value.position)
                }
            case "$type", "$description", "$deprecated", "$extensions":
                hasExtensions = hasExtensions || member.key == "$extensions"
                if member.key == "$type" { writtenType = member.value }
                readMetadata(member, into: &token.metadata, value: written)
            case let key where key.hasPrefix("$"):
                warning(.unknownProperty, "unknown property '\(key)' in a token; properties starting with '$' are reserved by the format", at: member.keyPosition)
            case let key where member.value.kind == .object && TokenFileReader.dialect(of: member.value) == .dtcg:
                error(.tokenWithChildren, "'\(key)' is a child of a token; an object with $value is a token and cannot also be a group", at: member.keyPosition)
            case let key:
                token.extraProperties.append(ExtraProperty(key: key, keyLocation: location(member.keyPosition), value: SourceValue(member.value, file: file)))
            }
        }
        if let value = written, let pointer = pointerValue {
            error(
                .invalidReference, "a token cannot have both $value and $ref",
                at: pointer.position, notes: [.init("$value is here", at: location(value.position))]
            )
            token.pointer = nil
        }
        // Looked for only where they can be: reading a token's metadata copies it.
        if hasExtensions { FigmaExportMarks.read(&token) }
        if !token.extraProperties.isEmpty { SiblingUnit.read(&token, diagnostics: &diagnostics) }
        // Only where the plugin's type names map to: making the written name a `String` costs.
        if let type = token.metadata.type?.value, type == TokenType.typography.rawValue || type == TokenType.gradient.rawValue,
           let written = writtenType?.stringValue {
            DesignTokensPluginStyles.read(&token, writtenType: written, diagnostics: &diagnostics)
        }
        return token
    }

    /// `tokenValue` is the `$value` of the token the member is on; nil on a group.
    private mutating func readMetadata(_ member: JSONMember, into metadata: inout TokenMetadata, value tokenValue: JSONValue? = nil) {
        let value = member.value
        switch member.key {
        case "$type":
            if let type = value.stringValue {
                let (mapped, warning) = typeNames.read(type, value: tokenValue, at: location(value.position))
                if let warning { diagnostics.append(warning) }
                metadata.type = Located(mapped, at: location(value.position))
            } else {
                error(.invalidProperty, "$type must be a string, found \(value.kind)", at: value.position)
            }
        case "$description":
            if let description = value.stringValue {
                metadata.description = description
            } else {
                error(.invalidProperty, "$description must be a string, found \(value.kind)", at: value.position)
            }
        case "$deprecated":
            if let flag = value.boolValue {
                metadata.deprecated = flag ? .deprecated : .notDeprecated
            } else if let reason = value.stringValue {
                metadata.deprecated = .deprecatedBecause(reason)
            } else {
                error(.invalidProperty, "$deprecated must be true, false or a string giving the reason, found \(value.kind)", at: value.position)
            }
        default:
            if value.kind == .object {
                metadata.extensions = SourceValue(value, file: file)
            } else {
                error(.invalidProperty, "$extensions must be an object, found \(value.kind)", at: value.position)
            }
        }
    }
}
