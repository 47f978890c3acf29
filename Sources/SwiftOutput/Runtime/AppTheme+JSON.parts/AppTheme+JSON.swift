// A theme as data: the JSON `tokenc dump` prints, written and read at run time.

/// A document that could not be read as a theme: every problem found, each with its line and
/// column (from 1; a column counts UTF-8 bytes).
nonisolated public struct ThemeJSONError: Error, Sendable, Hashable, CustomStringConvertible {
    /// One problem and where it is.
    nonisolated public struct Problem: Error, Sendable, Hashable, CustomStringConvertible {
        nonisolated public enum Kind: String, Sendable, Hashable {
            /// The text is not JSON, or not a document of tokens.
            case syntax
            /// The document names a token the theme does not have.
            case unknownToken
            /// The document lacks a token of the theme (when it must give every one).
            case missingToken
            /// A token's `$type` or `$value` is not what the theme's token holds.
            case invalidValue
            /// A live document names a modifier or context the theme does not have, or
            /// lacks one of the theme's selections.
            case unknownContext
        }

        public var kind: Kind
        /// The token's path (`color.brand.primary`); nil for a problem of the JSON itself.
        public var path: String?
        public var line: Int
        public var column: Int
        public var message: String

        public var description: String { "\(line):\(column): \(message)" }
    }

    public var problems: [Problem]

    public var description: String { problems.map(\.description).joined(separator: "\n") }
}

nonisolated extension AppTheme {
    /// The values this theme reads (those of `selection`), as the DTCG document `tokenc dump`
    /// prints: groups nested as in the tokens, every token with its `$type` and a literal
    /// `$value` (a symbol as it is declared, its value in `$extensions`). Dimensions are in `px`
    /// (points), durations in `s`. `AppTheme(json:selection:)` reads it back to the same values.
    public func json() -> String {
        ThemeJSONWriter.document(of: _storage.current.values)
    }

    /// The theme of `selection` whose values, in every appearance, are the document's: one
    /// brand and mode as `tokenc dump` prints them, from a server, a test or a file. To follow
    /// the appearance with a document per mode, update each through the appearance subscript:
    /// `theme[mode: .dark].update(fromJSON: dark)`. The aliases of the tokens stay links.
    /// Throws every problem at once: text that is not JSON, a token the theme does not have,
    /// a token of the theme the document lacks, a value of the wrong type.
    public init(json: String, selection: Selection = Selection()) throws(ThemeJSONError) {
        self.init(selection)
        let values: [(slot: Int, value: any Sendable)] = try ThemeJSONReader.values(in: json, requiringEvery: true, current: _storage.current.values)
        _storage.replaceEveryAppearance { (each: inout AppTheme.Values) -> Void in
            ThemeJSONReader.set(values, in: &each)
        }
    }

    /// Edits this theme with the tokens the document names, as setting each through its
    /// property would: in every appearance, or through `theme[mode: .dark]`, in that one only;
    /// the tokens that alias an edited token follow it. Tokens the document leaves out keep
    /// their values. Throws every problem at once, and then changes nothing: text that is
    /// not JSON, a token the theme does not have, a value of the wrong type.
    public mutating func update(fromJSON json: String) throws(ThemeJSONError) {
        let values: [(slot: Int, value: any Sendable)] = try ThemeJSONReader.values(in: json, requiringEvery: false, current: _storage.current.values)
        _storage.edit { (each: inout AppTheme.Values) -> Void in
            ThemeJSONReader.set(values, in: &each)
        }
    }
}
