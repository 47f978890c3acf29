import Foundation
import TokenJSON
import TokenModel

/// The "Design Tokens" Figma plugin's variables export (`org.lukasoppermann.figmaDesignTokens`
/// in each token's `extensions`): a collection with several modes is written as one group per
/// mode inside the collection's group (`buttons.light.background.hover` and
/// `buttons.dark.background.hover`), each token marking its `mode` and `collection`.
///
/// Read as Figma holds them: every token at its path without the mode's group, and a modifier
/// per collection whose contexts are its modes (`mode` when they are appearances, `Light` and
/// `Dark`, which the theme follows; else named by the collection), the first mode written, or
/// `Light`, its default. A group is a mode's only when every token in it marks that mode.
enum DesignTokensPluginModes {
    private static let namespace = "org.lukasoppermann.figmaDesignTokens"

    /// The sets and modifiers `file`, whose content is `bytes`, holds; nil when it is not such an
    /// export, or has no collection with modes written as groups.
    static func layers(of file: String, bytes: [UInt8], options: ReaderOptions, diagnostics: inout [Diagnostic]) -> [ResolutionLayer]? {
        var ignored: [Diagnostic] = []
        guard bytes.containsBytes(namespace),
              let document = TokenFileReader.parse(bytes: bytes, file: file, diagnostics: &ignored) else { return nil }
        var found: [ModeGroups] = []
        collect(document.root, path: [], into: &found)
        guard !found.isEmpty else { return nil }
        var reading: [Diagnostic] = []
        var base = TokenFileReader.read(embedded: document.root, file: file, components: options.components, diagnostics: &reading)
        diagnostics += reading
        // The plugin writes an alias with the mode's group in its path (`{buttons.dark.fill}`):
        // the variable, read in the context it is in.
        let prefixes = found.flatMap { groups in
            groups.modes.map { ("{" + (groups.path + [$0.group]).joined(separator: ".") + ".", "{" + groups.path.map { $0 + "." }.joined()) }
        }
        base = withoutModeGroups(in: base, prefixes)
        var contexts: [String: [(mode: String, tree: GroupNode)]] = [:]
        var collections: [String] = []
        for groups in found {
            guard case .group(let parent)? = node(at: groups.path, in: base) else { continue }
            if contexts[groups.collection] == nil { collections.append(groups.collection) }
            for mode in groups.modes {
                guard case .group(let content)? = parent[mode.group] else { continue }
                let tree = placing(content, at: groups.path, like: base)
                if let index = contexts[groups.collection, default: []].firstIndex(where: { $0.mode.lowercased() == mode.name.lowercased() }) {
                    contexts[groups.collection]![index].tree = merged(contexts[groups.collection]![index].tree, tree)
                } else {
                    contexts[groups.collection, default: []].append((mode.name, tree))
                }
            }
            base = removing(groups.modes.map(\.group), at: groups.path, from: base)
        }
        var layers = [ResolutionLayer(name: "base", kind: .set([.inline(base)]), location: nil)]
        for collection in collections {
            let modes = contexts[collection]!
            let isAppearance = modes.allSatisfy { AppearanceNames.appearance(in: $0.mode)?.key.isEmpty == true }
            let name = isAppearance ? "mode" : collection
            let modifier = Modifier(
                name: name,
                contexts: modes.map { Modifier.Context(name: $0.mode, sources: [.inline($0.tree)], location: $0.tree.location) },
                defaultContext: (modes.first { $0.mode.lowercased() == "light" } ?? modes[0]).mode,
                location: nil)
            layers.append(ResolutionLayer(name: name, kind: .modifier(modifier), location: nil))
        }
        return layers
    }

    /// A collection's mode groups: where they stand, and the modes, in the order written.
    private struct ModeGroups {
        var path: [String]
        var collection: String
        /// Each mode's group, and the mode as its tokens name it (Figma's name).
        var modes: [(group: String, name: String)]
    }

    /// Finds the groups whose children are two modes or more of one collection.
    private static func collect(_ object: JSONValue, path: [String], into found: inout [ModeGroups]) {
        guard let members = object.objectMembers, object["value"] == nil else { return }
        let groups = members.filter { $0.value.kind == .object && $0.value["value"] == nil }
        if groups.count >= 2, groups.count == members.count {
            let marked = groups.map { Self.marks(in: $0.value) }
            let collections = Set(marked.flatMap { $0.map(\.collection) })
            let modeGroups = zip(groups, marked).allSatisfy { group, marks in
                !marks.isEmpty && marks.allSatisfy { $0.mode.lowercased() == group.key.lowercased() }
            }
            if modeGroups, collections.count == 1, let collection = collections.first {
                found.append(ModeGroups(path: path, collection: collection, modes: zip(groups, marked).map { ($0.key, $1[0].mode) }))
                return
            }
        }
        for member in groups { collect(member.value, path: path + [member.key], into: &found) }
    }

    /// The mode and collection every token under `object` marks; a token without them gives an
    /// empty mode.
    private static func marks(in object: JSONValue) -> [(mode: String, collection: String)] {
        var result: [(mode: String, collection: String)] = []
        var stack = [object]
        while let next = stack.popLast() {
            guard let members = next.objectMembers else { continue }
            if next["value"] != nil {
                let mark = next["extensions"]?[namespace]
                result.append((mark?["mode"]?.stringValue ?? "", mark?["collection"]?.stringValue ?? ""))
                continue
            }
            stack += members.map(\.value).filter { $0.kind == .object }
        }
        return result
    }

    // MARK: - Trees

    /// `group` with each reference through a mode's group written without it.
    private static func withoutModeGroups(in group: GroupNode, _ prefixes: [(String, String)]) -> GroupNode {
        var result = group
        for (name, node) in group.children {
            switch node {
            case .group(let child):
                result[name] = .group(withoutModeGroups(in: child, prefixes))
            case .token(var token):
                guard let value = token.value, let text = value.json.stringValue, text.contains("{") else { continue }
                var rewritten = text
                for (from, to) in prefixes { rewritten = rewritten.replacingOccurrences(of: from, with: to) }
                guard rewritten != text else { continue }
                guard let placed = JSONDocument.string(rewritten, placedAt: value.json.position) else { continue }
                token.value = SourceValue(placed, file: value.file)
                result[name] = .token(token)
            }
        }
        return result
    }

    private static func node(at path: [String], in group: GroupNode) -> TreeNode? {
        guard let first = path.first else { return .group(group) }
        guard case .group(let child)? = group[first] else { return nil }
        return node(at: Array(path.dropFirst()), in: child)
    }

    /// `content` at `path` in a tree that holds nothing else, its groups those of `like`.
    private static func placing(_ content: GroupNode, at path: [String], like original: GroupNode) -> GroupNode {
        guard let first = path.first else { return content }
        var group = GroupNode(location: original.location, metadata: original.metadata)
        guard case .group(let child)? = original[first] else { return group }
        group[first] = .group(placing(content, at: Array(path.dropFirst()), like: child))
        return group
    }

    /// `tree` without the children `names` of the group at `path`.
    private static func removing(_ names: [String], at path: [String], from tree: GroupNode) -> GroupNode {
        var tree = tree
        guard let first = path.first else {
            for name in names { tree[name] = nil }
            return tree
        }
        if case .group(let child)? = tree[first] {
            tree[first] = .group(removing(names, at: Array(path.dropFirst()), from: child))
        }
        return tree
    }

    /// `b`'s children added to `a`'s, recursively.
    private static func merged(_ a: GroupNode, _ b: GroupNode) -> GroupNode {
        var result = a
        for (name, node) in b.children {
            if case .group(let existing)? = result[name], case .group(let added) = node {
                result[name] = .group(merged(existing, added))
            } else {
                result[name] = node
            }
        }
        return result
    }
}
