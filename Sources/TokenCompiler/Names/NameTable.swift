import TokenJSON

/// The `names` table of `tokenc.json`: Swift names a team chooses for tokens, groups, modifiers and
/// contexts whose own names it does not control.
///
/// ```json
/// { "names": { "selection": "selectionColors", "color.brand.default": "standard" } }
/// ```
///
/// - A key with a dot is the path of one token or group (`color.brand.default`).
/// - A key without a dot is a name: it applies to every token and group of that name that no path
///   key names, and to the modifier and every context of that name.
/// - A value is the new name, written as a Swift identifier; tokenc spells it as it spells any
///   name (`SelectionColors` is the member `selectionColors` and the type `SelectionColorsTokens`).
///   If the new name clashes too, the fallback rule applies to it, with a warning.
public struct NameTable: Sendable, Hashable {
    /// One rename, with where its key is written.
    public struct Entry: Sendable, Hashable {
        public var key: String
        public var name: String
        public var location: SourceLocation?

        public init(key: String, name: String, location: SourceLocation? = nil) {
            self.key = key
            self.name = name
            self.location = location
        }
    }

    /// In the order written.
    public private(set) var entries: [Entry] = []
    private var byKey: [String: Int] = [:]

    public init(_ entries: [Entry] = []) {
        for entry in entries { add(entry) }
    }

    /// Adds a rename; a later entry for the same key replaces the earlier one.
    public mutating func add(_ entry: Entry) {
        if let index = byKey[entry.key] {
            entries[index] = entry
        } else {
            byKey[entry.key] = entries.count
            entries.append(entry)
        }
    }

    public var isEmpty: Bool { entries.isEmpty }

    /// The name a modifier or context named `name` takes.
    func name(forModifierOrContext name: String) -> String? {
        guard !entries.isEmpty, let index = byKey[name] else { return nil }
        return entries[index].name
    }

    /// The name a token or group at `path` takes, by its path first, then by its name alone.
    func rename(_ path: TokenPath) -> String? {
        guard !entries.isEmpty else { return nil }
        if let index = byKey[path.description] { return entries[index].name }
        guard let index = byKey[path.name] else { return nil }
        return entries[index].name
    }

    /// Whether `text` can be a new name: an ASCII identifier (`[A-Za-z_][A-Za-z0-9_]*`) that is
    /// not a Swift keyword or a name Swift reserves; nil when it can, else why not.
    static func problem(withNewName text: String) -> String? {
        guard let first = text.utf8.first else { return "it is empty" }
        let isLetter = { (byte: UInt8) in (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20) || byte == UInt8(ascii: "_") }
        let isDigit = { (byte: UInt8) in (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) }
        guard isLetter(first), text.utf8.allSatisfy({ isLetter($0) || isDigit($0) }) else {
            return "a new name must be a Swift identifier: ASCII letters, digits and '_', not starting with a digit"
        }
        guard text.utf8.contains(where: { $0 != UInt8(ascii: "_") }) else { return "a new name needs a letter" }
        if SwiftIdentifier.keywords.contains(text) || SwiftIdentifier.unescapable.contains(text) {
            return "'\(text)' is a Swift keyword"
        }
        return nil
    }
}
