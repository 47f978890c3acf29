/// The names of the files tokenc reads as tokens, and what their extensions say.
package enum TokenFileName {
    /// The extensions of token files, longest first so `a.tokens.json` loses `.tokens.json`.
    static let suffixes = [".tokens.json5", ".tokens.json", ".json5", ".jsonc", ".json", ".tokens"]

    /// True for `*.json`, `*.json5`, `*.jsonc`, `*.tokens` and `*.tokens.json`.
    static func hasTokenSuffix(_ name: String) -> Bool {
        suffixes.contains { name.hasSuffix($0) }
    }

    /// The name without its token file extension: `Theme.Light.tokens.json` → `Theme.Light`.
    static func stem(of name: String) -> String {
        guard let suffix = suffixes.first(where: { name.hasSuffix($0) }) else { return name }
        return String(name.dropLast(suffix.count))
    }

    /// JSON5 (`.json5`) and JSON with comments (`.jsonc`): read as JSON5, without a word.
    package static func isJSON5(_ name: String) -> Bool {
        name.hasSuffix(".json5") || name.hasSuffix(".jsonc")
    }
}
