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
/// Its fields live in one box that copies share until one of them is changed
/// (``CopyOnWriteFields``): a node is copied from its file's tree into each merged tree and into
/// each permutation's flat set, and a copy is then one reference rather than every field to copy
/// and retain (Performance.md, "Measured choices in the code").
package struct TokenNode: Sendable {
    private var storage: CopyOnWriteFields<Fields>

    /// Where the token's name is written.
    package var location: SourceLocation {
        get { storage.fields.location }
        set { storage.fields.location = newValue }
    }
    package var metadata: TokenMetadata {
        get { storage.fields.metadata }
        set { storage.fields.metadata = newValue }
    }
    /// `$value`, unless the token is defined by a JSON Pointer.
    package var value: SourceValue? {
        get { storage.fields.value }
        set { storage.fields.value = newValue }
    }
    /// `$ref`: the token's value is what this JSON Pointer points at.
    package var pointer: Located<String>? {
        get { storage.fields.uncommon.fields.pointer }
        set { storage.fields.uncommon.fields.pointer = newValue }
    }
    package var dialect: TokenDialect {
        get { storage.fields.dialect }
        set { storage.fields.dialect = newValue }
    }
    /// Properties without `$` beside `$value` (Primer's `"alpha": 0.5`), which the format does not
    /// allow: how they are read depends on `--strict` and on the token's type, known only later.
    package var extraProperties: [ExtraProperty] {
        get { storage.fields.uncommon.fields.extraProperties }
        set { storage.fields.uncommon.fields.extraProperties = newValue }
    }
    /// The type when the token is a group that declares one of tokenc's extension types: its
    /// value is then the extension's object.
    package var extensionType: ExtensionType? {
        get { storage.fields.uncommon.fields.extensionType }
        set { storage.fields.uncommon.fields.extensionType = newValue }
    }

    /// Whether `other` is this very node (a copy of it, never changed since): its value, and what
    /// that value references, are then this node's.
    package func isIdentical(to other: TokenNode) -> Bool {
        storage.isIdentical(to: other.storage)
    }

    package init(
        location: SourceLocation, metadata: TokenMetadata, value: SourceValue?, pointer: Located<String>?,
        dialect: TokenDialect, extraProperties: [ExtraProperty] = []
    ) {
        var fields = Fields(location: location, metadata: metadata, value: value, dialect: dialect)
        fields.uncommon.fields = UncommonTokenFields(pointer: pointer, extraProperties: extraProperties)
        storage = CopyOnWriteFields(fields)
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
/// Its fields are held behind one reference (``CopyOnWriteFields``): every permutation's merge
/// copies the groups it changes, and every walk of a tree copies the groups it passes.
package struct GroupNode: Sendable {
    private var storage: CopyOnWriteFields<Fields>

    /// Where the group's name is written (for a file's top level, the start of the file).
    package var location: SourceLocation {
        get { storage.fields.location }
        set { storage.fields.location = newValue }
    }
    package var metadata: TokenMetadata {
        get { storage.fields.metadata }
        set { storage.fields.metadata = newValue }
    }
    /// `$extends`: the group whose tokens and properties this one inherits.
    package var extends: Located<String>? {
        get { storage.fields.extends }
        set { storage.fields.extends = newValue }
    }

    private struct Fields: Sendable {
        var location: SourceLocation
        var metadata: TokenMetadata
        var extends: Located<String>?
        /// The children in the order they were written, and, once there are more than
        /// ``positionsFrom``, where each name stands among them.
        var entries: [(name: String, node: TreeNode)] = []
        var positions: [String: Int] = [:]

        /// Where the child called `name` stands among the children.
        func position(of name: String) -> Int? {
            entries.count > GroupNode.positionsFrom ? positions[name] : entries.firstIndex { $0.name == name }
        }

        mutating func set(_ node: TreeNode?, named name: String) {
            if let node {
                if let position = position(of: name) {
                    entries[position].node = node
                } else {
                    entries.append((name, node))
                    if entries.count > GroupNode.positionsFrom {
                        if positions.isEmpty {
                            for (index, entry) in entries.enumerated() { positions[entry.name] = index }
                        } else {
                            positions[name] = entries.count - 1
                        }
                    }
                }
            } else if let position = position(of: name) {
                entries.remove(at: position)
                if entries.count > GroupNode.positionsFrom {
                    positions[name] = nil
                    for (index, entry) in entries.enumerated().dropFirst(position) { positions[entry.name] = index }
                } else {
                    positions = [:]
                }
            }
        }
    }

    /// The number of children from which a group finds a name through a dictionary rather than
    /// by comparing it with each: most groups hold a handful of tokens, for which hashing the name
    /// costs more than the comparisons, and every group read or merged built a dictionary.
    static let positionsFrom = 12

    package init(location: SourceLocation, metadata: TokenMetadata = TokenMetadata(), extends: Located<String>? = nil) {
        storage = CopyOnWriteFields(Fields(location: location, metadata: metadata, extends: extends))
    }

    package subscript(name: String) -> TreeNode? {
        // Field by field: a method called on all of them would copy them all.
        get {
            let entries = storage.fields.entries
            guard entries.count > Self.positionsFrom else { return entries.first { $0.name == name }?.node }
            return storage.fields.positions[name].map { entries[$0].node }
        }
        set { storage.fields.set(newValue, named: name) }
    }

    /// Makes room for `count` children, so that adding them does not grow the storage step by step.
    package mutating func reserveCapacity(_ count: Int) {
        storage.fields.entries.reserveCapacity(count)
        if count > Self.positionsFrom { storage.fields.positions.reserveCapacity(count) }
    }

    /// The children in the order they were written.
    package var children: [(name: String, node: TreeNode)] { storage.fields.entries }

    /// The children's names in the order they were written.
    package var names: [String] { storage.fields.entries.map(\.name) }

    package var isEmpty: Bool { storage.fields.entries.isEmpty }
}

/// A node of the token tree: a group or a token, each one reference (its fields' box), so a
/// node is copied by retaining one object.
package enum TreeNode: Sendable {
    case group(GroupNode)
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
