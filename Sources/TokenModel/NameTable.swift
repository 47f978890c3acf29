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
package struct NameTable: Sendable, Hashable {
    /// One rename, with where its key is written.
    package struct Entry: Sendable, Hashable {
        package var key: String
        package var name: String
        package var location: SourceLocation?

        package init(key: String, name: String, location: SourceLocation? = nil) {
            self.key = key
            self.name = name
            self.location = location
        }
    }

    /// In the order written.
    package private(set) var entries: [Entry] = []
    private var byKey: [String: Int] = [:]

    package init(_ entries: [Entry] = []) {
        for entry in entries { add(entry) }
    }

    /// Adds a rename; a later entry for the same key replaces the earlier one.
    package mutating func add(_ entry: Entry) {
        if let index = byKey[entry.key] {
            entries[index] = entry
        } else {
            byKey[entry.key] = entries.count
            entries.append(entry)
        }
    }

    package var isEmpty: Bool { entries.isEmpty }

    /// The name a modifier or context named `name` takes.
    package func name(forModifierOrContext name: String) -> String? {
        guard !entries.isEmpty, let index = byKey[name] else { return nil }
        return entries[index].name
    }

    /// The name a token or group at `path` takes, by its path first, then by its name alone.
    package func rename(_ path: TokenPath) -> String? {
        guard !entries.isEmpty else { return nil }
        if let index = byKey[path.description] { return entries[index].name }
        guard let index = byKey[path.name] else { return nil }
        return entries[index].name
    }
}
