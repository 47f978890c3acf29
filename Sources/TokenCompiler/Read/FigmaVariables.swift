import Foundation
import TokenJSON
import TokenModel

/// The JSON of Figma's REST API `GET /v1/files/:key/variables/local` (saved whole, or its `meta`),
/// read as sets and modifiers: it is told from token files by its shape, `variables` and
/// `variableCollections` (objects keyed by id, or lists of objects with an `id`). Export plugins
/// write the plugin API's objects instead: a list of collections, each with its `modes` and
/// `variables`, a variable's values under `values` and its type under `type`; read alike. The
/// "Export/Import Variables" plugin writes one file per collection, the collection itself
/// (`{id, name, modes: {"<id>": "Light"}, variables}`), its first mode the default; the files of
/// one folder are read as one export, an alias naming a variable of another file
/// (``VariableIndex``).
///
/// - A collection with one mode is a set of tokens; one with several is a modifier, each mode a
///   context, the collection's `defaultModeId` its default; collections whose modes are the same
///   appearances are one modifier (``SharedModeCollections``). A library's collection (`remote`),
///   which the response lists because the file uses it, is read only as far as the file's own
///   variables alias its variables.
/// - A variable is a token at its name split at `/` (`color/bg/primary` → `color.bg.primary`);
///   one named as a group of others (`padding/x` beside `padding/x/small`) is the group's `$root`.
///   When two collections hold a variable of one name, or one's is a group of another's
///   (`focus` beside `focus/stroke`), every token is put under its collection's name instead. A
///   `.`, `{` or `}` in a name, which references use as syntax, is read as `_`, with an
///   `invalid-name` warning.
/// - `valuesByMode` gives each mode's value; a `VARIABLE_ALIAS` is a reference to the variable
///   with that id. One the file does not hold (a library's, whose id is the library's) is the
///   variable of that name, `resolvedValuesByMode`'s `aliasName`, when the export holds one;
///   else its resolved value there, with a `broken-reference` warning (its modes are not known);
///   else a `broken-reference` error.
/// - A variable's type and value become the format's by ``FigmaVariableType``.
enum FigmaVariables {
    /// True when the start of `file` looks like variables JSON: cheap enough to ask of every file.
    static func mayBeVariables(_ file: String) -> Bool {
        // Only a regular file is looked into: opening a FIFO waits for a writer, and reading it
        // as a token file reports what it is (`FileContents`).
        var info = stat()
        guard stat(file, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return false }
        guard let handle = FileHandle(forReadingAtPath: file) else { return false }
        defer { try? handle.close() }
        guard let data = try? handle.read(upToCount: 4096) else { return false }
        let head = [UInt8](data)
        // A collection file lists its variables' ids first, which may fill the first 4 KB.
        return head.mayHoldKey("valuesByMode") || head.mayHoldKey("variableCollections")
            || head.mayHoldKey("modeId") && head.mayHoldKey("variables") || head.mayHoldKey("variableIds")
    }

    /// The sets and modifiers `file` holds; nil when it is not variables JSON (or not JSON: reading
    /// it as a token file reports that).
    /// `others` are the variables of the folder's other variables files, which an alias may name.
    static func layers(of file: String, others: VariableIndex = VariableIndex(), diagnostics: inout [Diagnostic]) -> [ResolutionLayer]? {
        var ignored: [Diagnostic] = []
        guard let bytes = TokenFileReader.bytes(of: file, diagnostics: &ignored),
              let document = TokenFileReader.parse(bytes: bytes, file: file, diagnostics: &ignored),
              let (variables, collections) = contents(of: document.root) else { return nil }
        var reader = Reader(file: file, others: others)
        let layers = reader.layers(variables: variables, collections: collections)
        diagnostics += reader.diagnostics
        return layers
    }

    /// The variables (each with its collection's id where the shape says it) and the
    /// collections of one file's JSON; nil when it is no variables JSON.
    static func contents(of root: JSONValue) -> (variables: [(json: JSONValue, collection: String?)], collections: [JSONValue])? {
        let variables: [(json: JSONValue, collection: String?)]
        let collections: [JSONValue]
        if isCollection(root) {
            // One collection, as the Export/Import Variables plugin writes a file per collection.
            collections = [root]
            variables = (root["variables"]?.arrayElements ?? []).map { ($0, root["id"]?.stringValue) }
        } else if let list = document(list: root) {
            // A plugin's export: the collections in a list, each holding its variables, whose
            // values are under `values` and whose type is `type`.
            collections = list
            variables = list.flatMap { collection in
                (collection["variables"]?.arrayElements ?? []).map { ($0, collection["id"]?.stringValue) }
            }
        } else {
            let meta = root["meta"] ?? root
            guard let listed = meta["variables"].flatMap(entries), let held = meta["variableCollections"].flatMap(entries) else { return nil }
            (variables, collections) = (listed.map { ($0, nil) }, held)
        }
        return (variables, collections)
    }

    /// A variable's value per mode id: the REST API's `valuesByMode`, a plugin's `values`.
    static func values(of variable: JSONValue) -> JSONValue? {
        variable["valuesByMode"] ?? variable["values"]
    }

    /// The token path of a variable's name, its parts as tokens may name them.
    static func tokenPath(of name: String) -> String {
        let cleaned = Reader.parts(of: name).map(Reader.cleaned)
        return (cleaned.isEmpty ? ["_"] : cleaned).joined(separator: ".")
    }

    /// A plugin's list of collections, each holding its variables: the document itself, or its
    /// `collections` beside what the export says of itself (`{"schemaVersion": 1, "collections": […]}`).
    private static func document(list root: JSONValue) -> [JSONValue]? {
        guard let list = root.arrayElements ?? root["collections"]?.arrayElements, !list.isEmpty, list.allSatisfy({ $0["variables"]?.arrayElements != nil && $0["modes"] != nil }) else { return nil }
        return list
    }

    /// One collection holding its variables, its modes a map of ids to names.
    private static func isCollection(_ root: JSONValue) -> Bool {
        root.kind == .object && root["variables"]?.arrayElements != nil && root["modes"]?.kind == .object && root["id"]?.stringValue != nil
    }

    /// The objects of a map keyed by id or of a list.
    private static func entries(_ value: JSONValue) -> [JSONValue]? {
        if let members = value.objectMembers { return members.map(\.value) }
        return value.arrayElements
    }

    private struct Collection {
        var id: String
        var name: Located<String>
        var modes: [(id: String, name: String)]
        var defaultMode: String?
    }

    private struct Variable {
        var json: JSONValue
        var id: String
        var path: [String]
        var collection: String
    }

    private struct Reader {
        let file: String
        let others: VariableIndex
        var diagnostics: [Diagnostic] = []

        init(file: String, others: VariableIndex) {
            self.file = file
            self.others = others
        }

        func location(_ value: JSONValue) -> SourceLocation { SourceLocation(file: file, position: value.position) }

        mutating func layers(variables json: [(json: JSONValue, collection: String?)], collections json2: [JSONValue]) -> [ResolutionLayer] {
            let collections = json2.compactMap { collection -> Collection? in
                guard let id = collection["id"]?.stringValue, let name = collection["name"] else { return nil }
                // A list of `{modeId, name}`, or a map of ids to names (in the order written).
                let modes = (collection["modes"]?.arrayElements ?? []).compactMap { mode -> (String, String)? in
                    guard let modeID = mode["modeId"]?.stringValue, let modeName = mode["name"]?.stringValue else { return nil }
                    return (modeID, modeName)
                } + (collection["modes"]?.objectMembers ?? []).compactMap { member -> (String, String)? in
                    member.value.stringValue.map { (member.key, $0) }
                }
                return Collection(
                    id: id, name: Located(name.stringValue ?? id, at: location(name)), modes: modes,
                    defaultMode: collection["defaultModeId"]?.stringValue)
            }
            let remote = Set(json2.filter { $0["remote"]?.boolValue == true }.compactMap { $0["id"]?.stringValue })
            let used = Self.used(json, remote: remote)
            var variables = json.compactMap { entry -> Variable? in
                let variable = entry.json
                guard let id = variable["id"]?.stringValue, used.contains(id), let name = variable["name"],
                      let collection = entry.collection ?? variable["variableCollectionId"]?.stringValue else { return nil }
                return Variable(json: variable, id: id, path: path(of: name), collection: collection)
            }
            let holding = Set(variables.map(\.collection))
            var owners: [[String]: Set<String>] = [:]
            for variable in variables { owners[variable.path, default: []].insert(variable.collection) }
            if FigmaVariables.collectionsOverlap(owners.map { (path: $0.key, collections: $0.value) }) {
                let names = Dictionary(collections.map { ($0.id, $0.name.value) }, uniquingKeysWith: { first, _ in first })
                for index in variables.indices {
                    variables[index].path.insert(Self.cleaned(names[variables[index].collection] ?? variables[index].collection), at: 0)
                }
            }
            // A variable named as a group of others (`Padding/Horizontal` beside
            // `Padding/Horizontal/Regular`), which Figma allows, is that group's own value: its
            // `$root` token.
            let groups = Set(variables.flatMap { variable in (1..<max(variable.path.count, 1)).map { Array(variable.path[..<$0]) } })
            for index in variables.indices where groups.contains(variables[index].path) {
                variables[index].path.append("$root")
            }
            var index = others
            for variable in variables {
                index.add(variable.json, at: variable.path.joined(separator: "."), replacing: true)
            }
            let types = FigmaVariableType.types(of: variables.map { ($0.id, $0.json) })
            var layers: [ResolutionLayer] = []
            var modifiers: [SharedModeCollections.Collection] = []
            for collection in collections where !collection.modes.isEmpty && (!remote.contains(collection.id) || holding.contains(collection.id)) {
                let members = variables.filter { $0.collection == collection.id }
                let contexts = collection.modes.map { mode in
                    Modifier.Context(
                        name: mode.name, sources: [.inline(tree(members, mode: mode, at: collection.name.location, index: index, types: types))],
                        location: collection.name.location)
                }
                if contexts.count == 1 {
                    layers.append(ResolutionLayer(name: collection.name.value, kind: .set(contexts[0].sources), location: collection.name.location))
                } else {
                    let defaultMode = collection.modes.first { $0.id == collection.defaultMode }?.name ?? contexts[0].name
                    let modifier = Modifier(name: collection.name.value, contexts: contexts, defaultContext: defaultMode, location: collection.name.location)
                    modifiers.append(SharedModeCollections.Collection(name: collection.name.value, modifier: modifier))
                }
            }
            return layers + SharedModeCollections.modifiers(modifiers).map { modifier in
                ResolutionLayer(name: modifier.name, kind: .modifier(modifier), location: modifier.location)
            }
        }

        /// The ids of the variables read: the file's own, and the library variables (of a
        /// `remote` collection) that they alias, directly or through others. The response lists
        /// every library variable the file uses, with its library's collections and modes.
        static func used(_ variables: [(json: JSONValue, collection: String?)], remote: Set<String>) -> Set<String> {
            var byID: [String: JSONValue] = [:]
            for (variable, _) in variables {
                if let id = variable["id"]?.stringValue { byID[id] = variable }
            }
            var pending = variables.filter { entry in
                !remote.contains(entry.collection ?? entry.json["variableCollectionId"]?.stringValue ?? "") && entry.json["remote"]?.boolValue != true
            }.map(\.json)
            var used = Set(pending.compactMap { $0["id"]?.stringValue })
            while let variable = pending.popLast() {
                for value in FigmaVariables.values(of: variable)?.objectMembers ?? [] where value.value["type"]?.stringValue == "VARIABLE_ALIAS" {
                    guard let target = value.value["id"]?.stringValue, let found = byID[target], used.insert(target).inserted else { continue }
                    pending.append(found)
                }
            }
            return used
        }

        /// The token path of a variable's name; a part that holds reference syntax is rewritten.
        mutating func path(of name: JSONValue) -> [String] {
            let text = name.stringValue ?? ""
            let parts = Self.parts(of: text)
            let cleaned = parts.map(Self.cleaned)
            if cleaned != parts {
                diagnostics.append(.warning(
                    .invalidName,
                    "the variable name '\(text)' holds '.', '{' or '}', which token names cannot (references use them as syntax); it is read as '\(cleaned.joined(separator: "."))'",
                    at: location(name)))
            }
            return cleaned.isEmpty ? ["_"] : cleaned
        }

        /// The names a variable's name gives, as written.
        static func parts(of name: String) -> [String] {
            name.split(separator: "/").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        }

        static func cleaned(_ part: String) -> String {
            var result = String(part.map { $0 == "." || $0 == "{" || $0 == "}" ? "_" : $0 })
            if result.hasPrefix("$") { result = "_" + result.dropFirst() }
            return result
        }

        /// One mode's tokens of a collection.
        mutating func tree(
            _ members: [Variable], mode: (id: String, name: String), at location: SourceLocation, index: VariableIndex, types: [String: String]
        ) -> GroupNode {
            var root = GroupNode(location: location)
            for variable in members {
                guard let raw = FigmaVariables.values(of: variable.json)?[mode.id] else { continue }
                let resolved = FigmaVariableType.resolvedType(of: variable.json)
                let type = types[variable.id] ?? "number"
                let value: JSONValue
                if raw["type"]?.stringValue == "VARIABLE_ALIAS" {
                    let target = raw["id"]?.stringValue ?? ""
                    // A library's variable has the library's id: named, and resolved, beside it.
                    let resolution = variable.json["resolvedValuesByMode"]?[mode.id]
                    if let targetPath = index.paths[target] ?? resolution.flatMap({ index.path(aliasing: $0) }) {
                        // Escaped by the JSON writer: a name may hold a quote, a backslash or a control character.
                        value = JSONDocument.string("{\(targetPath)}", placedAt: raw.position) ?? raw
                    } else if let literal = resolution?["resolvedValue"], literal.kind != .null {
                        diagnostics.append(.warning(
                            .brokenReference,
                            "the variable '\(variable.path.joined(separator: "."))' aliases '\(resolution?["aliasName"]?.stringValue ?? target)' in the mode '\(mode.name)', a variable the export does not hold (a library's): read as the value it resolves to there, which does not follow the library's modes (export the library's collections beside it to keep the alias)",
                            at: self.location(raw)))
                        value = FigmaVariableType.value(literal, type: type)
                    } else {
                        diagnostics.append(.error(
                            .brokenReference,
                            "the variable '\(variable.path.joined(separator: "."))' aliases '\(target)' in the mode '\(mode.name)', a variable this file does not hold (a library's variable is in its own file's variables/local response)",
                            at: self.location(raw)))
                        continue
                    }
                } else {
                    value = FigmaVariableType.value(raw, type: type)
                }
                var metadata = TokenMetadata()
                metadata.type = Located(type == FigmaVariableType.percentOpacity ? "number" : type, at: resolved.map(self.location) ?? self.location(variable.json))
                if let description = variable.json["description"]?.stringValue, !description.isEmpty { metadata.description = description }
                let name = variable.json["name"] ?? variable.json
                let token = TokenNode(location: self.location(name), metadata: metadata, value: SourceValue(value, file: file), pointer: nil, dialect: .dtcg)
                FigmaVariables.insert(token, at: variable.path[...], into: &root, diagnostics: &diagnostics)
            }
            return root
        }
    }
}

extension FigmaVariables {
    /// Whether two collections' variables would share a path, or one's be a group of the
    /// other's (`focus` beside `focus/stroke`): then every token goes under its collection's name,
    /// as Figma keeps names apart per collection. `paths` are the variables' paths with the
    /// collections that hold each.
    static func collectionsOverlap(_ paths: [(path: [String], collections: Set<String>)]) -> Bool {
        var groups: [[String]: Set<String>] = [:]
        for entry in paths {
            if entry.collections.count > 1 { return true }
            for end in entry.path.indices.dropFirst() { groups[Array(entry.path[..<end]), default: []].formUnion(entry.collections) }
        }
        return paths.contains { entry in groups[entry.path].map { !$0.isSubset(of: entry.collections) } ?? false }
    }

    /// Puts a variable's token at `path` in `group`; one named as a group of other variables, or
    /// below another variable, is left out with a warning.
    static func insert(_ token: TokenNode, at path: ArraySlice<String>, into group: inout GroupNode, diagnostics: inout [Diagnostic]) {
        let name = path.first!
        if path.count == 1 {
            guard group[name] == nil else {
                diagnostics.append(.warning(
                    .tokenWithChildren,
                    "the variable '\(name)' has the name of a group of other variables; it is left out",
                    at: token.location))
                return
            }
            group[name] = .token(token)
            return
        }
        var child: GroupNode
        switch group[name] {
        case .group(let existing)?: child = existing
        case .token?:
            diagnostics.append(.warning(
                .tokenWithChildren,
                "the variable '\(path.joined(separator: "."))' is below the variable '\(name)', which a token cannot have; it is left out",
                at: token.location))
            return
        case nil: child = GroupNode(location: token.location)
        }
        insert(token, at: path.dropFirst(), into: &child, diagnostics: &diagnostics)
        group[name] = .group(child)
    }
}
