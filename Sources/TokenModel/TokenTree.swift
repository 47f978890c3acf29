import TokenJSON

/// A value together with where it was written.
package struct Located<Value: Sendable>: Sendable {
    package var value: Value
    package var location: SourceLocation

    package init(_ value: Value, at location: SourceLocation) {
        self.value = value
        self.location = location
    }
}

/// How a file spells its tokens: the DTCG format (`$value`, `$type`) or the older
/// Style Dictionary / Tokens Studio form (`value`, `type`).
package enum TokenDialect: Sendable, Hashable {
    case dtcg
    case legacy
}

/// A JSON value with the file it came from, so that diagnostics about it can name the file.
package struct SourceValue: Sendable {
    package var json: JSONValue
    package var file: String

    package init(_ json: JSONValue, file: String) {
        self.json = json
        self.file = file
    }

    package var location: SourceLocation { SourceLocation(file: file, position: json.position) }
}

/// The metadata properties that groups and tokens share.
package struct TokenMetadata: Sendable {
    /// `$type` as written (validated later, when the type is resolved).
    package var type: Located<String>?
    package var description: String?
    package var deprecated: Deprecation? {
        get { uncommon.fields.deprecated }
        set { uncommon.fields.deprecated = newValue }
    }
    /// `$extensions`, kept as data.
    package var extensions: SourceValue? {
        get { uncommon.fields.extensions }
        set { uncommon.fields.extensions = newValue }
    }
    /// A group's `dev.tokenc.component` extension, decoded from ``extensions`` when read.
    package var component: ComponentDeclaration? {
        get { uncommon.fields.component }
        set { uncommon.fields.component = newValue }
    }

    private var uncommon = Uncommon<UncommonMetadata>()

    private struct UncommonMetadata: UncommonFields {
        var deprecated: Deprecation?
        var extensions: SourceValue?
        var component: ComponentDeclaration?

        var isEmpty: Bool { deprecated == nil && extensions == nil && component == nil }
    }

    package init() {}

    /// `overlay`'s properties where it has them, these elsewhere: a later file's group over an
    /// earlier one's, or a group's own over those it inherits with `$extends`. `$extensions`
    /// is replaced whole, with the declaration decoded from it.
    package mutating func overlay(_ overlay: TokenMetadata) {
        if let type = overlay.type { self.type = type }
        if let description = overlay.description { self.description = description }
        if let deprecated = overlay.deprecated { self.deprecated = deprecated }
        if let extensions = overlay.extensions {
            self.extensions = extensions
            component = overlay.component
        }
    }
}

/// A token as one file defines it, before references are resolved.
///
/// Its fields live in one box that copies share until one of them is changed (copy on write):
/// a node is copied from its file's tree into each merged tree and into each permutation's flat
/// set, and a copy is then one reference rather than every field to copy and retain
/// (Performance.md, "Measured choices in the code").
package struct TokenNode: Sendable {
    private var storage: Storage

    /// Where the token's name is written.
    package var location: SourceLocation {
        get { storage.fields.location }
        set { change { $0.location = newValue } }
    }
    package var metadata: TokenMetadata {
        get { storage.fields.metadata }
        set { change { $0.metadata = newValue } }
    }
    /// `$value`, unless the token is defined by a JSON Pointer.
    package var value: SourceValue? {
        get { storage.fields.value }
        set { change { $0.value = newValue } }
    }
    /// `$ref`: the token's value is what this JSON Pointer points at.
    package var pointer: Located<String>? {
        get { storage.fields.uncommon.fields.pointer }
        set { change { $0.uncommon.fields.pointer = newValue } }
    }
    package var dialect: TokenDialect {
        get { storage.fields.dialect }
        set { change { $0.dialect = newValue } }
    }
    /// Properties without `$` beside `$value` (Primer's `"alpha": 0.5`), which the format does not
    /// allow: how they are read depends on `--strict` and on the token's type, known only later.
    package var extraProperties: [ExtraProperty] {
        get { storage.fields.uncommon.fields.extraProperties }
        set { change { $0.uncommon.fields.extraProperties = newValue } }
    }
    /// The type when the token is a group that declares one of tokenc's extension types: its
    /// value is then the extension's object.
    package var extensionType: ExtensionType? {
        get { storage.fields.uncommon.fields.extensionType }
        set { change { $0.uncommon.fields.extensionType = newValue } }
    }

    /// Whether `other` is this very node (a copy of it, never changed since): its value, and what
    /// that value references, are then this node's.
    package func isIdentical(to other: TokenNode) -> Bool {
        storage === other.storage
    }

    package init(
        location: SourceLocation, metadata: TokenMetadata, value: SourceValue?, pointer: Located<String>?,
        dialect: TokenDialect, extraProperties: [ExtraProperty] = []
    ) {
        var fields = Fields(location: location, metadata: metadata, value: value, dialect: dialect)
        fields.uncommon.fields = UncommonTokenFields(pointer: pointer, extraProperties: extraProperties)
        storage = Storage(fields)
    }

    private struct Fields {
        var location: SourceLocation
        var metadata: TokenMetadata
        var value: SourceValue?
        var dialect: TokenDialect
        var uncommon = Uncommon<UncommonTokenFields>()
    }

    private struct UncommonTokenFields: UncommonFields {
        var pointer: Located<String>?
        var extraProperties: [ExtraProperty] = []
        var extensionType: ExtensionType?

        var isEmpty: Bool { pointer == nil && extraProperties.isEmpty && extensionType == nil }
    }

    /// The box of a node's fields. Changed only through ``change(_:)``, and only while one node
    /// alone holds it, so no two threads ever see it change: the reasoning that makes `Array`
    /// `Sendable`, which the compiler cannot check for a class with variables. For the same
    /// reason no access overlaps another, so the runtime's exclusivity check, paid on each of the
    /// hundreds of thousands of reads of a build, is left out (as `Array` leaves it out).
    private final class Storage: @unchecked Sendable {
        @exclusivity(unchecked) var fields: Fields

        init(_ fields: Fields) {
            self.fields = fields
        }
    }

    /// Changes the fields in place when this node alone holds them, else in a copy of its own.
    private mutating func change(_ body: (inout Fields) -> Void) {
        if !isKnownUniquelyReferenced(&storage) {
            storage = Storage(storage.fields)
        }
        body(&storage.fields)
    }
}

/// A property of a token that the format does not define, as written.
package struct ExtraProperty: Sendable {
    package var key: String
    /// Where the key is written.
    package var keyLocation: SourceLocation
    package var value: SourceValue

    package init(key: String, keyLocation: SourceLocation, value: SourceValue) {
        self.key = key
        self.keyLocation = keyLocation
        self.value = value
    }
}

/// A group as one or more files define it: metadata and named children in the order written.
package struct GroupNode: Sendable {
    /// Where the group's name is written (for a file's top level, the start of the file).
    package var location: SourceLocation
    package var metadata: TokenMetadata
    /// `$extends`: the group whose tokens and properties this one inherits.
    package var extends: Located<String>?
    /// The children in the order they were written, and, once there are more than
    /// ``positionsFrom``, where each name stands among them.
    private var entries: [(name: String, node: TreeNode)] = []
    private var positions: [String: Int] = [:]

    /// The number of children from which a group finds a name through a dictionary rather than
    /// by comparing it with each: most groups hold a handful of tokens, for which hashing the name
    /// costs more than the comparisons, and every group read or merged built a dictionary.
    static let positionsFrom = 12

    package init(location: SourceLocation, metadata: TokenMetadata = TokenMetadata(), extends: Located<String>? = nil) {
        self.location = location
        self.metadata = metadata
        self.extends = extends
    }

    package subscript(name: String) -> TreeNode? {
        get { position(of: name).map { entries[$0].node } }
        set {
            if let newValue {
                if let position = position(of: name) {
                    entries[position].node = newValue
                } else {
                    entries.append((name, newValue))
                    if entries.count > Self.positionsFrom {
                        if positions.isEmpty {
                            for (index, entry) in entries.enumerated() { positions[entry.name] = index }
                        } else {
                            positions[name] = entries.count - 1
                        }
                    }
                }
            } else if let position = position(of: name) {
                entries.remove(at: position)
                if entries.count > Self.positionsFrom {
                    positions[name] = nil
                    for (index, entry) in entries.enumerated().dropFirst(position) { positions[entry.name] = index }
                } else {
                    positions = [:]
                }
            }
        }
    }

    /// Where the child called `name` stands among the children.
    private func position(of name: String) -> Int? {
        entries.count > Self.positionsFrom ? positions[name] : entries.firstIndex { $0.name == name }
    }

    /// Makes room for `count` children, so that adding them does not grow the storage step by step.
    package mutating func reserveCapacity(_ count: Int) {
        entries.reserveCapacity(count)
        if count > Self.positionsFrom { positions.reserveCapacity(count) }
    }

    /// The children in the order they were written.
    package var children: [(name: String, node: TreeNode)] { entries }

    /// The children's names in the order they were written.
    package var names: [String] { entries.map(\.name) }

    package var isEmpty: Bool { entries.isEmpty }
}

/// A node of the token tree. A token is one reference already (its node's box), so only a group
/// is held out of line: a tree has a node per token, and every merged tree copies them.
package enum TreeNode: Sendable {
    indirect case group(GroupNode)
    case token(TokenNode)

    package var location: SourceLocation {
        switch self {
        case .group(let group): group.location
        case .token(let token): token.location
        }
    }
}

extension GroupNode {
    /// The node at `path` below this group, if any.
    package func node(at path: TokenPath) -> TreeNode? {
        var node = TreeNode.group(self)
        for name in path.components {
            guard case .group(let group) = node, let child = group[name] else { return nil }
            node = child
        }
        return node
    }
}
