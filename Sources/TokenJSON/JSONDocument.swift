/// The JSON types of RFC 8259.
package enum JSONKind: UInt8, Sendable, Hashable {
    case null, bool, number, string, array, object
}

/// One node of a parsed document's tape. Nodes are stored in document order; an object's members
/// follow it as key node, value subtree, key node, value subtree…
///
/// The parser fills the tape; everything else reads it through `JSONValue`.
struct JSONNode: Sendable {
    var kind: JSONKind
    /// Strings: the raw text has at least one backslash escape. Bools: the value is `true`.
    /// Objects: at least one key appears twice.
    var flag: Bool
    var line: UInt32
    var column: UInt32
    /// Strings: byte offset just past the opening quote. Numbers: the first byte. Others: the first byte.
    var start: UInt32
    /// Strings: byte offset of the closing quote. Numbers: one past the last byte.
    /// Arrays and objects: the index of the first node after this node's subtree.
    var end: UInt32
    /// Arrays: the element count. Objects: the member count. Others: 0.
    var count: UInt32
}

/// Immutable storage shared by every `JSONValue` of one document.
final class JSONStorage: Sendable {
    let bytes: [UInt8]
    let nodes: [JSONNode]

    init(bytes: [UInt8], nodes: [JSONNode]) {
        self.bytes = bytes
        self.nodes = nodes
    }
}

/// A parsed JSON text: every value with its position, every number with its source text.
package struct JSONDocument: Sendable {
    let storage: JSONStorage
    /// Keys that appeared more than once in the same object, in document order.
    package let duplicateKeys: [JSONDuplicateKey]

    init(storage: JSONStorage, duplicateKeys: [JSONDuplicateKey]) {
        self.storage = storage
        self.duplicateKeys = duplicateKeys
    }

    /// Parses `bytes` as one strict RFC 8259 JSON text (a leading UTF-8 byte order mark is allowed).
    package init(parsing bytes: [UInt8], maxDepth: Int = JSONParser.defaultMaxDepth) throws(JSONSyntaxError) {
        self = try JSONParser.parse(bytes, maxDepth: maxDepth)
    }

    /// The top-level value.
    package var root: JSONValue { JSONValue(storage: storage, index: 0) }
}

/// A number as written in the source: its value and its exact text (`0.1` stays `0.1`).
package struct JSONNumber: Sendable, Hashable {
    package var value: Double
    package var text: String

    package init(value: Double, text: String) {
        self.value = value
        self.text = text
    }
}

/// A view of one value inside a `JSONDocument`. Cheap to copy: a reference and an index.
package struct JSONValue: Sendable {
    let storage: JSONStorage
    let index: Int

    init(storage: JSONStorage, index: Int) {
        self.storage = storage
        self.index = index
    }

    private var node: JSONNode { storage.nodes[index] }

    /// Which value of which document this is, for tables keyed by where a value is written.
    package struct Identity: Hashable, Sendable {
        let storage: ObjectIdentifier
        let index: Int
    }

    package var identity: Identity { Identity(storage: ObjectIdentifier(storage), index: index) }

    package var kind: JSONKind { node.kind }

    /// Where the value starts (for strings, the opening quote).
    package var position: SourcePosition {
        let node = self.node
        return SourcePosition(line: Int(node.line), column: Int(node.column))
    }

    package var isNull: Bool { node.kind == .null }

    package var boolValue: Bool? {
        let node = self.node
        return node.kind == .bool ? node.flag : nil
    }

    package var stringValue: String? {
        let node = self.node
        guard node.kind == .string else { return nil }
        return storage.decodeString(node)
    }

    /// Calls `body` with the UTF-8 bytes of a string written without escapes, in place: no
    /// `String` is made. Nil for a string with an escape and for any other kind of value.
    package func withUnescapedStringBytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result? {
        let node = self.node
        guard node.kind == .string, !node.flag else { return nil }
        return storage.bytes.withUnsafeBufferPointer { body(UnsafeBufferPointer(rebasing: $0[Int(node.start)..<Int(node.end)])) }
    }

    /// False when no string in this value, keys included, has an escape or starts with one of
    /// `bytes`, or (when `inner` is given) holds `inner` anywhere: a quick look at the tape,
    /// without making any `String`.
    package func anyStringMayStart(with bytes: (UInt8, UInt8), orContain inner: UInt8? = nil) -> Bool {
        storage.nodes.withUnsafeBufferPointer { nodes in
            storage.bytes.withUnsafeBufferPointer { text in
                for node in nodes[index..<storage.indexAfter(index)] where node.kind == .string {
                    if node.flag { return true }
                    guard node.start < node.end else { continue }
                    let first = text[Int(node.start)]
                    if first == bytes.0 || first == bytes.1 { return true }
                    if let inner, text[Int(node.start)..<Int(node.end)].contains(inner) { return true }
                }
                return false
            }
        }
    }

    /// False when no string in this value, keys included, has an escape or bytes `test` holds
    /// true of: one look at the tape, without making any `String`.
    package func anyStringMay(_ test: (UnsafeBufferPointer<UInt8>) -> Bool) -> Bool {
        storage.nodes.withUnsafeBufferPointer { nodes in
            storage.bytes.withUnsafeBufferPointer { text in
                nodes[index..<storage.indexAfter(index)].contains { node in
                    node.kind == .string && (node.flag || test(UnsafeBufferPointer(rebasing: text[Int(node.start)..<Int(node.end)])))
                }
            }
        }
    }

    /// True when this is a string with exactly the bytes of `text`, escapes decoded.
    package func isString(_ text: String) -> Bool {
        guard node.kind == .string else { return false }
        var text = text
        return text.withUTF8 { storage.keyEquals(index, $0) }
    }

    package var numberValue: JSONNumber? {
        let node = self.node
        guard node.kind == .number else { return nil }
        return storage.bytes.withUnsafeBufferPointer { all in
            let bytes = UnsafeBufferPointer(rebasing: all[Int(node.start)..<Int(node.end)])
            let text = String(decoding: bytes, as: UTF8.self)
            return JSONNumber(value: ExactDecimal.value(of: bytes) ?? Double(text) ?? .nan, text: text)
        }
    }

    /// The number's value, for callers that do not need its text.
    package var doubleValue: Double? { numberValue?.value }

    /// The elements of an array, or `nil` for any other kind.
    package var arrayElements: [JSONValue]? {
        let node = self.node
        guard node.kind == .array else { return nil }
        var result: [JSONValue] = []
        result.reserveCapacity(Int(node.count))
        var child = index + 1
        for _ in 0..<node.count {
            result.append(JSONValue(storage: storage, index: child))
            child = storage.indexAfter(child)
        }
        return result
    }

    /// The members of an object in source order, or `nil` for any other kind.
    /// A duplicated key appears once, with its later value.
    package var objectMembers: [JSONMember]? {
        let node = self.node
        guard node.kind == .object else { return nil }
        var result: [JSONMember] = []
        result.reserveCapacity(Int(node.count))
        var child = index + 1
        for _ in 0..<node.count {
            let key = JSONValue(storage: storage, index: child)
            let value = JSONValue(storage: storage, index: child + 1)
            result.append(JSONMember(keyValue: key, value: value))
            child = storage.indexAfter(child + 1)
        }
        if storage.hasDuplicates(in: node) {
            // Keyed by UTF-8, not `String`: String equality is canonical equivalence, which would
            // merge distinct keys such as precomposed and decomposed "é" that the parser and
            // `subscript` keep apart.
            var seen: [[UInt8]: Int] = [:]
            var unique: [JSONMember] = []
            for member in result {
                let key = Array(member.key.utf8)
                if let earlier = seen[key] {
                    unique[earlier] = member
                } else {
                    seen[key] = unique.count
                    unique.append(member)
                }
            }
            return unique
        }
        return result
    }

    /// The value of the object member named `key` (the last one if the key is duplicated).
    package subscript(key: String) -> JSONValue? {
        let node = self.node
        guard node.kind == .object else { return nil }
        var key = key
        return key.withUTF8 { keyBytes -> JSONValue? in
            var found: JSONValue?
            var child = index + 1
            for _ in 0..<node.count {
                if storage.keyEquals(child, keyBytes) {
                    found = JSONValue(storage: storage, index: child + 1)
                }
                child = storage.indexAfter(child + 1)
            }
            return found
        }
    }

    /// The number of elements or members; 0 for scalars.
    package var count: Int { Int(node.count) }

    /// The raw source text of a scalar value (for messages).
    package var sourceText: String {
        let node = self.node
        switch node.kind {
        case .string: return "\"" + (storage.decodeString(node)) + "\""
        case .number: return numberValue?.text ?? ""
        case .bool: return node.flag ? "true" : "false"
        case .null: return "null"
        case .array: return "an array"
        case .object: return "an object"
        }
    }
}

/// One member of a JSON object.
package struct JSONMember: Sendable {
    let keyValue: JSONValue
    package let value: JSONValue

    package var key: String { keyValue.stringValue ?? "" }

    /// The first of `names` that is this member's key, compared by bytes: no `String` is made
    /// from the key. (Member names are ASCII, whose canonical equivalence is byte equality.)
    package func key(in names: [String]) -> String? {
        guard let found = keyValue.withUnescapedStringBytes({ key in
            names.first { name in
                var name = name
                return name.withUTF8 { name in
                    guard name.count == key.count else { return false }
                    for index in 0..<key.count where name[index] != key[index] { return false }
                    return true
                }
            }
        }) else {
            return names.first { keyValue.isString($0) }
        }
        return found
    }

    /// Where the key starts (its opening quote).
    package var keyPosition: SourcePosition { keyValue.position }
}

extension JSONKind: CustomStringConvertible {
    /// The kind as messages name it: "a string", "an object".
    package var description: String {
        switch self {
        case .null: "null"
        case .bool: "a boolean"
        case .number: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }
}

extension JSONStorage {
    /// The index of the node after the subtree that starts at `index`.
    func indexAfter(_ index: Int) -> Int {
        let node = nodes[index]
        switch node.kind {
        case .array, .object: return Int(node.end)
        default: return index + 1
        }
    }

    func keyEquals(_ keyIndex: Int, _ key: UnsafeBufferPointer<UInt8>) -> Bool {
        let node = nodes[keyIndex]
        if node.flag { return decodeString(node).utf8.elementsEqual(key) }
        let length = Int(node.end - node.start)
        guard length == key.count else { return false }
        return bytes.withUnsafeBufferPointer { all in
            var i = 0
            let start = Int(node.start)
            while i < length {
                if all[start + i] != key[i] { return false }
                i += 1
            }
            return true
        }
    }

    func hasDuplicates(in object: JSONNode) -> Bool { object.flag }

    /// Decodes a string node's text, resolving escapes. The parser has validated the text
    /// (UTF-8, escapes, surrogate pairs), so this cannot fail.
    func decodeString(_ node: JSONNode) -> String {
        let start = Int(node.start), end = Int(node.end)
        if !node.flag {
            return bytes.withUnsafeBufferPointer {
                String(decoding: UnsafeBufferPointer(rebasing: $0[start..<end]), as: UTF8.self)
            }
        }
        var utf8: [UInt8] = []
        utf8.reserveCapacity(end - start)
        var i = start
        func hex4(_ at: Int) -> UInt32 {
            var value: UInt32 = 0
            for k in at..<(at + 4) {
                let c = bytes[k]
                let digit: UInt8 = switch c {
                case UInt8(ascii: "0")...UInt8(ascii: "9"): c &- UInt8(ascii: "0")
                case UInt8(ascii: "a")...UInt8(ascii: "f"): c &- UInt8(ascii: "a") &+ 10
                default: c &- UInt8(ascii: "A") &+ 10
                }
                value = value << 4 | UInt32(digit)
            }
            return value
        }
        while i < end {
            let byte = bytes[i]
            guard byte == UInt8(ascii: "\\") else {
                utf8.append(byte)
                i += 1
                continue
            }
            let escaped = bytes[i + 1]
            i += 2
            switch escaped {
            case UInt8(ascii: "n"): utf8.append(0x0A)
            case UInt8(ascii: "t"): utf8.append(0x09)
            case UInt8(ascii: "r"): utf8.append(0x0D)
            case UInt8(ascii: "b"): utf8.append(0x08)
            case UInt8(ascii: "f"): utf8.append(0x0C)
            case UInt8(ascii: "u"):
                var scalar = hex4(i)
                i += 4
                if (0xD800...0xDBFF).contains(scalar) {
                    let low = hex4(i + 2)
                    i += 6
                    scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
                }
                let encoded = String(Unicode.Scalar(scalar) ?? "\u{FFFD}")
                utf8.append(contentsOf: encoded.utf8)
            default: utf8.append(escaped)  // `"`, `\\` and `/` stand for themselves.
            }
        }
        return String(decoding: utf8, as: UTF8.self)
    }
}

extension JSONDocument {
    /// `text` as a JSON string value placed at `position`: text tokenc writes in place of what a
    /// design tool wrote there (a reference rewritten), so that what is said about it points at
    /// what the tool wrote.
    package static func string(_ text: String, placedAt position: SourcePosition) -> JSONValue? {
        value(JSONWriter(isCompact: true).text(of: .string(text)), placedAt: position)
    }

    /// The JSON value `text` writes, in place of one a design tool wrote at `position` (a number
    /// as the format's object, a Figma variable's `{r, g, b, a}` as a color), with every value
    /// placed there; nil when `text` does not parse.
    package static func value(_ text: String, placedAt position: SourcePosition) -> JSONValue? {
        (try? JSONDocument(parsing: Array(text.utf8), placedAt: position))?.root
    }

    /// Parses `bytes`, a value tokenc writes in place of one a design tool wrote at `position`
    /// (a Figma variable's `{r, g, b, a}` as a DTCG color), with every value placed there, so
    /// that what is said about it points at what the tool wrote.
    package init(parsing bytes: [UInt8], placedAt position: SourcePosition) throws(JSONSyntaxError) {
        let parsed = try JSONParser.parse(bytes, maxDepth: JSONParser.defaultMaxDepth)
        let nodes = parsed.storage.nodes.map { node in
            var placed = node
            placed.line = UInt32(clamping: position.line)
            placed.column = UInt32(clamping: position.column)
            return placed
        }
        self.init(storage: JSONStorage(bytes: parsed.storage.bytes, nodes: nodes), duplicateKeys: [])
    }
}
