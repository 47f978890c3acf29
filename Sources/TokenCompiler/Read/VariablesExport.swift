import TokenJSON
import TokenModel

/// The variables export some Figma plugins write (variables2json): `{"version", "metadata",
/// "collections": [{"name", "modes": [{"name", "variables": [{"name", "type", "isAlias",
/// "value"}]}]}]}`, an alias's value naming its target as `{"collection", "name"}`; earlier
/// versions write no `isAlias`.
///
/// Read as Figma holds the variables, as the REST JSON is (``FigmaVariables``): a variable is the
/// token its name says, split at `/` (under its collection's name when two collections hold the
/// name); a collection with one mode is a set, one with several a modifier named after it (`mode`
/// when its modes are appearances, `Light Mode` and `Dark Mode`), each mode a context, `Light`
/// or else the first its default; collections whose modes are the same appearances are one
/// modifier (``SharedModeCollections``). Values are read as in Style Dictionary files:
/// `"#FEFBE9"` is a color, a number a number.
enum VariablesExport {
    /// The sets and modifiers `file`, whose content is `bytes`, holds; nil when it has not this
    /// shape. A variable named as a group of others, or below another, is left out with a warning.
    static func layers(of file: String, bytes: [UInt8], diagnostics: inout [Diagnostic]) -> [ResolutionLayer]? {
        var ignored: [Diagnostic] = []
        // Told by its shape alone: a group never holds a list, and `isAlias` is missing from the
        // plugin's earlier versions (its documentation's example, version 1.0.2).
        guard bytes.mayHoldKey("collections"),
              let document = TokenFileReader.parse(bytes: bytes, file: file, diagnostics: &ignored),
              let collections = document.root["collections"]?.arrayElements, !collections.isEmpty,
              collections.allSatisfy({ collection in
                  collection["name"]?.stringValue != nil
                      && collection["modes"]?.arrayElements?.allSatisfy { $0["variables"]?.arrayElements != nil } == true
              }) else { return nil }
        var owners: [String: Set<String>] = [:]
        for collection in collections {
            for mode in collection["modes"]?.arrayElements ?? [] {
                for variable in mode["variables"]?.arrayElements ?? [] {
                    if let name = variable["name"]?.stringValue { owners[name, default: []].insert(collection["name"]!.stringValue!) }
                }
            }
        }
        let prefixed = FigmaVariables.collectionsOverlap(owners.map { (path: $0.key.split(separator: "/").map(String.init), collections: $0.value) })
        func path(_ name: String, in collection: String) -> [String] {
            (prefixed ? [collection] : []) + name.split(separator: "/").map(String.init)
        }
        // An alias that names no collection (the plugin's 1.0.4 writes only the name) names the
        // variable of its own collection, else the one collection that holds the name.
        func target(_ name: String, from collection: String) -> String {
            guard let holders = owners[name], !holders.contains(collection), holders.count == 1 else { return collection }
            return holders.first!
        }
        var base: [TokenSource] = []
        var modifiers: [SharedModeCollections.Collection] = []
        for collection in collections {
            let name = collection["name"]!.stringValue!
            let modes = collection["modes"]!.arrayElements!
            let trees = modes.map { mode in
                tree(of: mode, collection: name, file: file, path: path, target: target, diagnostics: &diagnostics)
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

    /// A text style with Figma's units beside its numbers (`"lineHeight": 150, "lineHeightUnit":
    /// "PERCENT"`, as the plugin writes Figma's `LineHeight` and `LetterSpacing`), in the format's
    /// terms: a line height in percent is that multiplier (1.5), in pixels a length, `AUTO` the
    /// font's own (left out, so the default); a letter spacing in percent is that share of the
    /// font size, in pixels a length. Nil for a value without units.
    static func textStyle(_ value: JSONValue) -> JSONValue? {
        guard let members = value.objectMembers, members.contains(where: { $0.key.hasSuffix("Unit") }) else { return nil }
        let fontSize = value["fontSize"]?.doubleValue
        func pixels(_ amount: Double) -> JSONOutput { .string(NumberLiteral(amount).text + "px") }
        var written: [JSONOutput.Member] = []
        for member in members where !["lineHeightUnit", "letterSpacingUnit"].contains(member.key) {
            let number = member.value.doubleValue
            var output = JSONOutput(member.value)
            switch (member.key, value[member.key + "Unit"]?.stringValue?.uppercased(), number) {
            case ("lineHeight", "AUTO", _):
                continue
            case ("lineHeight", "PERCENT", let percent?):
                output = .number(NumberLiteral(percent / 100).text)
            case ("lineHeight", "PIXELS", let amount?), ("letterSpacing", "PIXELS", let amount?):
                output = pixels(amount)
            case ("letterSpacing", "PERCENT", let percent?):
                guard let fontSize else { break }
                output = pixels(percent / 100 * fontSize)
            default:
                break
            }
            written.append(JSONOutput.Member(member.key, output))
        }
        let text = JSONWriter(isCompact: true).text(of: .object(written))
        return JSONDocument.value(text, placedAt: value.position)
    }

    /// An effect style made of drop and inner shadows (Figma's `DROP_SHADOW`, `INNER_SHADOW`: a
    /// `color` of 0–255 channels and an alpha from 0 to 1, an `offset`, a `radius` that is the
    /// blur, a `spread`), as the format's shadow: a list of layers, innermost last as Figma
    /// lists them. A blur among them (`LAYER_BLUR`, `BACKGROUND_BLUR`), which no shadow holds, is
    /// left out of it with an `ignored-property` warning. Nil for anything else (blurs alone),
    /// which stays an unknown type.
    static func shadow(_ value: JSONValue, file: String, diagnostics: inout [Diagnostic]) -> JSONValue? {
        guard let effects = value["effects"]?.arrayElements, !effects.isEmpty else { return nil }
        let blurs = effects.filter { ["LAYER_BLUR", "BACKGROUND_BLUR"].contains($0["type"]?.stringValue ?? "") }
        var layers: [JSONOutput] = []
        for effect in effects where !blurs.contains(where: { $0.position == effect.position }) {
            guard let kind = effect["type"]?.stringValue, ["DROP_SHADOW", "INNER_SHADOW"].contains(kind),
                  let color = effect["color"], let r = color["r"]?.doubleValue, let g = color["g"]?.doubleValue, let b = color["b"]?.doubleValue,
                  let x = effect["offset"]?["x"]?.doubleValue, let y = effect["offset"]?["y"]?.doubleValue else { return nil }
            func pixels(_ amount: Double?) -> JSONOutput {
                .object(["value": .number(NumberLiteral(amount ?? 0).text), "unit": .string("px")])
            }
            let components = [r, g, b].map { JSONOutput.number(NumberLiteral($0 / 255).text) }
            layers.append(.object([
                "color": .object(["colorSpace": .string("srgb"), "components": .array(components), "alpha": .number(NumberLiteral(color["a"]?.doubleValue ?? 1).text)]),
                "offsetX": pixels(x), "offsetY": pixels(y),
                "blur": pixels(effect["radius"]?.doubleValue), "spread": pixels(effect["spread"]?.doubleValue),
                "inset": .bool(kind == "INNER_SHADOW"),
            ]))
        }
        guard !layers.isEmpty else { return nil }
        for blur in blurs {
            diagnostics.append(.warning(
                .ignoredProperty,
                "a \(blur["type"]?.stringValue == "LAYER_BLUR" ? "layer" : "background") blur is no shadow, and a shadow has no place for it; it is left out of the effect's shadow",
                at: SourceLocation(file: file, position: blur.position)))
        }
        let text = JSONWriter(isCompact: true).text(of: layers.count == 1 ? layers[0] : .array(layers))
        return JSONDocument.value(text, placedAt: value.position)
    }

    /// Without `isAlias`: whether a value is an alias's, an object naming a variable and nothing
    /// else (`{"collection": "Primitives", "name": "blue/500"}`).
    private static func namesAVariable(_ value: JSONValue) -> Bool {
        guard let members = value.objectMembers, value["name"]?.stringValue != nil else { return false }
        return members.allSatisfy { ["name", "collection"].contains($0.key) }
    }

    /// One mode's variables of `collection` as a tree of tokens; `path` places a variable's name
    /// in a collection, `target` gives the collection an alias naming no collection names.
    private static func tree(
        of mode: JSONValue, collection: String, file: String, path: (String, String) -> [String],
        target: (String, String) -> String, diagnostics: inout [Diagnostic]
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
            if variable["isAlias"]?.boolValue ?? Self.namesAVariable(value), let aliased = value["name"]?.stringValue {
                let owner = value["collection"]?.stringValue ?? target(aliased, collection)
                let reference = "{" + path(aliased, owner).joined(separator: ".") + "}"
                written = JSONDocument.string(reference, placedAt: value.position) ?? value
            }
            if metadata.type?.value == "typography", let style = Self.textStyle(value) { written = style }
            if metadata.type?.value == "effect", let shadow = Self.shadow(value, file: file, diagnostics: &diagnostics) {
                written = shadow
                metadata.type = Located("shadow", at: metadata.type!.location)
            }
            let token = TokenNode(location: location, metadata: metadata, value: SourceValue(written, file: file), pointer: nil, dialect: .legacy)
            FigmaVariables.insert(token, at: path(name, collection)[...], into: &root, diagnostics: &diagnostics)
        }
        return root
    }
}
