import TokenJSON
import TokenModel

/// A variable that aliases a variable of another collection, in Figma's own export (and in the
/// exporters that write its shape): `{…}` references stay inside one collection's file, so such an
/// alias is written as the value the target had in the exported mode, with the target named in
/// `$extensions`:
///
/// ```json
/// "$value": { "colorSpace": "srgb", "components": [0, 0, 0], "alpha": 0.05 },
/// "$extensions": { "com.figma.aliasData": { "targetVariableName": "Shadow/shadow-default", "targetVariableSetName": "Theme" } }
/// ```
///
/// Read as the value written, every mode of a collection that has one mode would take the
/// exported mode's value of a target whose collection has several (the alpha of a dark shadow
/// 0.05 where it is 0.5). So when the target, its `/`s read as the path's dots, is a token of the
/// files read whose value in some mode is the one written, the value is the reference
/// `{Shadow.shadow-default}`, as Figma applies it, and an edit of the target at run time reaches
/// it. A target the files do not hold, or a token of its name whose values all differ (a
/// library's variable of the name of one of the file's own), leaves the value as written, the
/// only one known.
enum FigmaAliasData {
    /// Rewrites, in every tree, each token whose `com.figma.aliasData` names a token of some
    /// tree that has its value as a reference to that token.
    /// Only Figma's export files are looked into, each marked with its mode
    /// (`"com.figma.modeName"` in the root group's `$extensions`).
    static func link(_ trees: inout [String: GroupNode?]) {
        guard trees.values.contains(where: { tree in
            tree.map { $0.metadata.extensions?.json["com.figma.modeName"] != nil && hasAlias($0) } ?? false
        }) else { return }
        var defined: [TokenPath: [JSONValue]] = [:]
        for case let tree? in trees.values {
            tree.forEachToken(at: .root) { path, token in
                if let value = token.value { defined[path, default: []].append(value.json) }
            }
        }
        for file in trees.keys {
            guard var tree = trees[file] ?? nil else { continue }
            link(&tree, at: .root, defined: defined)
            trees[file] = tree
        }
    }

    /// The path `com.figma.aliasData` names, when `token` has one and is not written as a reference.
    private static func target(of token: TokenNode) -> TokenPath? {
        guard let extensions = token.metadata.extensions?.json, let alias = extensions["com.figma.aliasData"],
              let name = alias["targetVariableName"]?.stringValue, let value = token.value,
              ReferenceSyntax.alias(in: value.json).map({ $0 == .notAReference }) ?? true else { return nil }
        var names: [String] = []
        for written in name.split(separator: "/", omittingEmptySubsequences: false) {
            // Named as the reader names the groups and tokens the export writes for it: a name
            // with dots is the groups its names make.
            switch DottedNames.reading(of: String(written)) {
            case .valid where !written.isEmpty: names.append(String(written))
            case .renamed(let renamed): names += DottedNames.parts(of: String(written)) ?? [renamed]
            case .valid, .invalid: return nil
            }
        }
        return TokenPath(names)
    }

    private static func hasAlias(_ group: GroupNode) -> Bool {
        group.children.contains { _, node in
            switch node {
            case .group(let nested): hasAlias(nested)
            case .token(let token): token.metadata.extensions != nil && target(of: token) != nil
            }
        }
    }

    /// Whether one of the values written at `target` (following the references among them) is
    /// `value`, as the export writes it.
    private static func holds(_ value: JSONValue, at target: TokenPath, defined: [TokenPath: [JSONValue]]) -> Bool {
        let written = value.canonicalText
        var pending = [target]
        var seen: Set<TokenPath> = []
        while let path = pending.popLast(), seen.insert(path).inserted, seen.count <= 64 {
            for candidate in defined[path] ?? [] {
                if case .reference(let next) = ReferenceSyntax.alias(in: candidate) {
                    pending.append(next)
                } else if candidate.canonicalText == written {
                    return true
                }
            }
        }
        return false
    }

    private static func link(_ group: inout GroupNode, at path: TokenPath, defined: [TokenPath: [JSONValue]]) {
        for (name, node) in group.children {
            switch node {
            case .group(var nested):
                link(&nested, at: path.appending(name), defined: defined)
                group[name] = .group(nested)
            case .token(var token):
                guard token.metadata.extensions != nil, let target = target(of: token), target != path.appending(name),
                      let value = token.value, holds(value.json, at: target, defined: defined),
                      let reference = JSONDocument.string("{\(target)}", placedAt: value.json.position) else { continue }
                token.value = SourceValue(reference, file: value.file)
                group[name] = .token(token)
            }
        }
    }
}
