import TokenJSON
import TokenModel

/// Style Dictionary's "single-token" modes, as its dark-mode example and the article it comes
/// from write them: a token holds its value in another mode beside `value`, under a key named
/// `<mode>Value` (`darkValue`, `noirValue`, `hcValue`), and a build per mode reads that key where
/// a token has it; a reference to `{a.b.darkValue}` names that mode's value of `a.b`.
///
/// In a tokens folder without a resolver document, the keys found in the base files' legacy
/// (`value`) tokens are the contexts of one modifier `mode`, each holding the tokens that have
/// its key; the files' `value`s are the default context, `light` beside a `dark`, else `default`.
enum ValueKeyModes {
    /// True for `darkValue`, `noirValue`, `hcValue`: a lower-case word, then `Value`.
    static func isModeValueKey(_ key: String) -> Bool {
        guard key.hasSuffix("Value"), key.count > 5, let first = key.unicodeScalars.first, ("a"..."z").contains(first) else { return false }
        return key.dropLast(5).unicodeScalars.allSatisfy { ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0) }
    }

    /// The modifier `mode` the `<mode>Value` keys of `files` make, nil when none has one.
    static func modifier(in files: [String]) -> Modifier? {
        var sources: [String: [TokenSource]] = [:]
        var written: [String: String] = [:]
        for file in files {
            var ignored: [Diagnostic] = []
            // `Value` ends the keys (`darkValue`), so any occurrence may be one.
            guard let bytes = TokenFileReader.bytes(of: file, diagnostics: &ignored), bytes.containsBytes("Value"),
                  let document = TokenFileReader.parse(bytes: bytes, file: file, diagnostics: &ignored),
                  TokenFileReader.dialect(of: document.root) == .legacy else { continue }
            for key in keys(in: document.root) {
                let mode = String(key.dropLast(5))
                var reader = LegacyTreeReader(file: file, valueKey: key)
                sources[mode.lowercased(), default: []].append(.inline(reader.readFile(document.root)))
                written[mode.lowercased()] = written[mode.lowercased()] ?? mode
            }
        }
        guard !sources.isEmpty else { return nil }
        let defaultName = sources["dark"] != nil && sources["light"] == nil ? "light" : "default"
        guard sources[defaultName] == nil else { return nil }
        var contexts = [Modifier.Context(name: defaultName, sources: [], location: nil)]
        for mode in sources.keys.sorted() {
            contexts.append(Modifier.Context(name: written[mode]!, sources: sources[mode]!, location: nil))
        }
        return Modifier(name: "mode", contexts: contexts, defaultContext: defaultName, location: nil)
    }

    /// The `<mode>Value` keys beside `value` in the tokens of `root`, in sorted order.
    private static func keys(in root: JSONValue) -> [String] {
        var found = Set<String>()
        var stack = [root]
        while let object = stack.popLast() {
            guard let members = object.objectMembers else { continue }
            if object["value"] != nil {
                for member in members where isModeValueKey(member.key) { found.insert(member.key) }
                continue
            }
            stack += members.map(\.value).filter { $0.kind == .object }
        }
        return found.sorted()
    }
}
