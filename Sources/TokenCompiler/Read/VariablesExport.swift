import TokenJSON
import TokenModel

/// The variables export some Figma plugins write: `{"version", "metadata", "collections": [{
/// "name", "modes": [{"name", "variables": [{"name", "type", "isAlias", "value"}]}]}]}`, an
/// alias's value naming its target as `{"collection", "name"}`.
///
/// Read as Figma holds the variables, as the REST JSON is (``FigmaVariables``): a variable is the
/// token its name says, split at `/` (under its collection's name when two collections hold the
/// name); a collection with one mode is a set, one with several a modifier named after it (`mode`
/// when its modes are appearances, `Light Mode` and `Dark Mode`), each mode a context, `Light`
/// or else the first its default; collections whose modes have the same names are one modifier
/// (``SharedModeCollections``). Values are read as in Style Dictionary files: `"#FEFBE9"` is a
/// color, a number a number.
enum VariablesExport {
    /// The sets and modifiers `file`, whose content is `bytes`, holds; nil when it has not this
    /// shape. A variable named as a group of others, or below another, is left out with a warning.
    static func layers(of file: String, bytes: [UInt8], diagnostics: inout [Diagnostic]) -> [ResolutionLayer]? {
        var ignored: [Diagnostic] = []
        guard bytes.mayHoldKey("collections"), bytes.mayHoldKey("isAlias"),
              let document = TokenFileReader.parse(bytes: bytes, file: file, diagnostics: &ignored),
              let collections = document.root["collections"]?.arrayElements, !collections.isEmpty,
              collections.allSatisfy({ $0["name"]?.stringValue != nil && $0["modes"]?.arrayElements != nil }) else { return nil }
        var owners: [String: Set<String>] = [:]
        for collection in collections {
            for mode in collection["modes"]?.arrayElements ?? [] {
                for variable in mode["variables"]?.arrayElements ?? [] {
                    if let name = variable["name"]?.stringValue { owners[name, default: []].insert(collection["name"]!.stringValue!) }
                }
            }
        }
        let prefixed = owners.values.contains { $0.count > 1 }
        func path(_ name: String, in collection: String) -> [String] {
            (prefixed ? [collection] : []) + name.split(separator: "/").map(String.init)
        }
        var base: [TokenSource] = []
        var modifiers: [SharedModeCollections.Collection] = []
        for collection in collections {
            let name = collection["name"]!.stringValue!
            let modes = collection["modes"]!.arrayElements!
            let trees = modes.map { mode in
                tree(of: mode, collection: name, file: file, path: path, diagnostics: &diagnostics)
            }
            guard modes.count > 1 else {
                base += trees.map(TokenSource.inline)
                continue
            }
            let names = modes.enumerated().map { $1["name"]?.stringValue ?? "Mode \($0 + 1)" }
            let isAppearance = names.allSatisfy { AppearanceNames.appearance(in: $0)?.key.isEmpty == true }
            let contexts = zip(names, trees).map { Modifier.Context(name: $0, sources: [.inline($1)], location: $1.location) }
            let preferred = names.first { AppearanceNames.appearance(in: $0)?.mode.lowercased() == "light" } ?? names[0]
            let modifierName = isAppearance ? "mode" : name
            modifiers.append(SharedModeCollections.Collection(
                name: name,
                modifier: Modifier(name: modifierName, contexts: contexts, defaultContext: preferred, location: SourceLocation(file: file, position: collection.position))))
        }
        return [ResolutionLayer(name: "base", kind: .set(base), location: nil)]
            + SharedModeCollections.modifiers(modifiers).map { ResolutionLayer(name: $0.name, kind: .modifier($0), location: nil) }
    }

    /// One mode's variables of `collection` as a tree of tokens; `path` places a variable's name
    /// in a collection.
    private static func tree(
        of mode: JSONValue, collection: String, file: String, path: (String, String) -> [String], diagnostics: inout [Diagnostic]
    ) -> GroupNode {
        var root = GroupNode(location: SourceLocation(file: file, position: mode.position))
        for variable in mode["variables"]?.arrayElements ?? [] {
            guard let name = variable["name"]?.stringValue, let value = variable["value"] else { continue }
            let location = SourceLocation(file: file, position: variable.position)
            var metadata = TokenMetadata()
            if let type = variable["type"], let text = type.stringValue {
                metadata.type = Located(text, at: SourceLocation(file: file, position: type.position))
            }
            var written = value
            if variable["isAlias"]?.boolValue == true, let target = value["name"]?.stringValue {
                let reference = "{" + path(target, value["collection"]?.stringValue ?? collection).joined(separator: ".") + "}"
                written = JSONDocument.string(reference, placedAt: value.position) ?? value
            }
            let token = TokenNode(location: location, metadata: metadata, value: SourceValue(written, file: file), pointer: nil, dialect: .legacy)
            FigmaVariables.insert(token, at: path(name, collection)[...], into: &root, diagnostics: &diagnostics)
        }
        return root
    }
}
