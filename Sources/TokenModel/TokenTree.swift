import TokenJSON

/// A value together with where it was written.
public struct Located<Value: Sendable>: Sendable {
    public var value: Value
    public var location: SourceLocation

    public init(_ value: Value, at location: SourceLocation) {
        self.value = value
        self.location = location
    }
}

/// How a file spells its tokens: the DTCG format (`$value`, `$type`) or the older
/// Style Dictionary / Tokens Studio form (`value`, `type`).
public enum TokenDialect: Sendable, Hashable {
    case dtcg
    case legacy
}

/// A JSON value with the file it came from, so that diagnostics about it can name the file.
public struct SourceValue: Sendable {
    public var json: JSONValue
    public var file: String

    public init(_ json: JSONValue, file: String) {
        self.json = json
        self.file = file
    }

    public var location: SourceLocation { SourceLocation(file: file, position: json.position) }
}

/// The metadata properties that groups and tokens share.
public struct TokenMetadata: Sendable {
    /// `$type` as written (validated later, when the type is resolved).
    public var type: Located<String>?
    public var description: String?
    public var deprecated: Deprecation?
    /// `$extensions`, kept as data.
    public var extensions: SourceValue?

    public init() {}
}

/// A token as one file defines it, before references are resolved.
public struct TokenNode: Sendable {
    /// Where the token's name is written.
    public var location: SourceLocation
    public var metadata: TokenMetadata
    /// `$value`, unless the token is defined by a JSON Pointer.
    public var value: SourceValue?
    /// `$ref`: the token's value is what this JSON Pointer points at.
    public var pointer: Located<String>?
    public var dialect: TokenDialect
    /// Properties without `$` beside `$value` (Primer's `"alpha": 0.5`), which the format does not
    /// allow: how they are read depends on `--strict` and on the token's type, known only later.
    public var extraProperties: [ExtraProperty]

    public init(
        location: SourceLocation, metadata: TokenMetadata, value: SourceValue?, pointer: Located<String>?,
        dialect: TokenDialect, extraProperties: [ExtraProperty] = []
    ) {
        self.location = location
        self.metadata = metadata
        self.value = value
        self.pointer = pointer
        self.dialect = dialect
        self.extraProperties = extraProperties
    }
}

/// A property of a token that the format does not define, as written.
public struct ExtraProperty: Sendable {
    public var key: String
    /// Where the key is written.
    public var keyLocation: SourceLocation
    public var value: SourceValue

    public init(key: String, keyLocation: SourceLocation, value: SourceValue) {
        self.key = key
        self.keyLocation = keyLocation
        self.value = value
    }
}

/// A group as one or more files define it: metadata and named children in the order written.
public struct GroupNode: Sendable {
    /// Where the group's name is written (for a file's top level, the start of the file).
    public var location: SourceLocation
    public var metadata: TokenMetadata
    /// `$extends`: the group whose tokens and properties this one inherits.
    public var extends: Located<String>?
    /// The children in the order they were written, and where each name stands among them.
    private var entries: [(name: String, node: TreeNode)] = []
    private var positions: [String: Int] = [:]

    public init(location: SourceLocation, metadata: TokenMetadata = TokenMetadata(), extends: Located<String>? = nil) {
        self.location = location
        self.metadata = metadata
        self.extends = extends
    }

    public subscript(name: String) -> TreeNode? {
        get { positions[name].map { entries[$0].node } }
        set {
            if let newValue {
                if let position = positions[name] {
                    entries[position].node = newValue
                } else {
                    positions[name] = entries.count
                    entries.append((name, newValue))
                }
            } else if let position = positions.removeValue(forKey: name) {
                entries.remove(at: position)
                for (index, entry) in entries.enumerated().dropFirst(position) { positions[entry.name] = index }
            }
        }
    }

    /// Makes room for `count` children, so that adding them does not grow the storage step by step.
    package mutating func reserveCapacity(_ count: Int) {
        entries.reserveCapacity(count)
        positions.reserveCapacity(count)
    }

    /// The children in the order they were written.
    public var children: [(name: String, node: TreeNode)] { entries }

    /// The children's names in the order they were written.
    public var names: [String] { entries.map(\.name) }

    public var isEmpty: Bool { entries.isEmpty }
}

/// A node of the token tree.
public indirect enum TreeNode: Sendable {
    case group(GroupNode)
    case token(TokenNode)

    public var location: SourceLocation {
        switch self {
        case .group(let group): group.location
        case .token(let token): token.location
        }
    }
}

extension GroupNode {
    /// The node at `path` below this group, if any.
    public func node(at path: TokenPath) -> TreeNode? {
        var node = TreeNode.group(self)
        for name in path.components {
            guard case .group(let group) = node, let child = group[name] else { return nil }
            node = child
        }
        return node
    }
}
