import TokenJSON
import TokenModel

/// Which token of a merged set refers to which: the paths references name (with the readings
/// Style Dictionary allows), the tokens each value depends on, and the token a whole-value alias
/// names. Reads the set only, so it answers the same for every token and can be asked alone.
struct ReferenceGraph {
    let set: TokenSet
    /// Under `--strict`, references name exactly what they write (no trimming of spaces).
    let strict: Bool

    /// The token a whole-value alias (`"{a.b}"`) names: its path and its index in the set.
    typealias AliasTarget = (path: TokenPath, index: Int)

    /// The tokens that the token at `index` refers to.
    func dependencies(of index: Int) -> [Int] {
        var discarded = AliasTargets.discarding
        return dependencies(of: set[index], recording: &discarded)
    }

    /// The tokens `definition`'s value refers to; the aliases that name one go into `aliases`.
    func dependencies(of definition: TokenDefinition, recording aliases: inout AliasTargets) -> [Int] {
        var result: [Int] = []
        if let pointer = definition.node.pointer {
            collectPointerDependency(pointer.value, into: &result)
        }
        if let value = definition.node.value, ReferenceSyntax.mayHoldReferences(value.json) {
            collectDependencies(value.json, dialect: definition.node.dialect, into: &result, aliases: &aliases)
        }
        if let modify = definition.node.tokensStudioModify, ReferenceSyntax.mayHoldReferences(modify.json) {
            collectDependencies(modify.json, dialect: definition.node.dialect, into: &result, aliases: &aliases)
        }
        return result
    }

    private func collectDependencies(_ json: JSONValue, dialect: TokenDialect, into result: inout [Int], aliases: inout AliasTargets) {
        switch json.kind {
        case .string:
            switch ReferenceSyntax.alias(in: json) {
            case .reference(let written)?:
                let (path, found) = reference(written, dialect: dialect)
                if let index = found {
                    result.append(index)
                    // The set's own path, equal to the one just parsed: a table of every alias
                    // then holds no path of its own.
                    if path == written { aliases.record(json, names: index, at: set.path(at: index)) }
                }
            // Some expressions are read (`rgba({color}, 0.5)`): what they reference comes first.
            case .expression?:
                for path in ReferenceSyntax.embeddedReferences(json.stringValue ?? "") {
                    if let index = reference(path, dialect: dialect).index { result.append(index) }
                }
            default:
                break
            }
        case .array:
            for element in json.arrayElements ?? [] { collectDependencies(element, dialect: dialect, into: &result, aliases: &aliases) }
        case .object:
            if let pointer = ReferenceSyntax.pointerObject(json)?.stringValue {
                collectPointerDependency(pointer, into: &result)
                return
            }
            for member in json.objectMembers ?? [] { collectDependencies(member.value, dialect: dialect, into: &result, aliases: &aliases) }
        default:
            break
        }
    }

    private func collectPointerDependency(_ pointer: String, into result: inout [Int]) {
        if let target = pointerTargetIndex(pointer) { result.append(target) }
    }

    /// The token a pointer reaches into, if its syntax is valid and such a token exists.
    private func pointerTargetIndex(_ pointer: String) -> Int? {
        guard case .success(let segments) = ReferenceSyntax.pointer(pointer) else { return nil }
        var components: [String] = []
        for segment in segments {
            components.append(segment)
            if let index = set.index(of: TokenPath(components)) { return index }
        }
        return nil
    }

    /// The token a whole-value alias names, when it names one; `known` holds the aliases already
    /// found while collecting dependencies, which spare a parse of the reference and a lookup.
    func aliasTarget(of definition: TokenDefinition, known: AliasTargets) -> AliasTarget? {
        if let value = definition.node.value?.json, let found = known.target(of: value) {
            return (found.path, found.index)
        }
        if let value = definition.node.value?.json, case .reference(let written)? = ReferenceSyntax.alias(in: value) {
            let (path, found) = reference(written, dialect: definition.node.dialect)
            if let index = found { return (path, index) }
        }
        return nil
    }

    /// The path a reference names. Style Dictionary 2 wrote `{a.b.value}`, reaching into the
    /// token `a.b` for its value; in legacy files that names `a.b`. Style Dictionary trims the
    /// text between the braces (`{ color.accent }`), in either file shape; so does tokenc without
    /// `--strict`, when no token has the untrimmed names.
    func referencedPath(_ path: TokenPath, dialect: TokenDialect) -> TokenPath {
        reference(path, dialect: dialect).path
    }

    /// ``referencedPath(_:dialect:)`` and the index of the token there, if there is one: a path
    /// that names a token, as nearly every reference does, is looked up once.
    func reference(_ path: TokenPath, dialect: TokenDialect) -> (path: TokenPath, index: Int?) {
        if let index = set.index(of: path) { return (path, index) }
        // A group with a root token is named for it (`{Brand}` for `Brand.$root`), as a token
        // and a group of one name kept side by side are (``TreeMerger``): it can mean no other.
        if !strict, set.group(at: path) != nil, let root = set.index(of: path.appending("$root")) {
            return (path.appending("$root"), root)
        }
        if !strict, let trimmed = Self.trimmed(path), trimmed != path,
           set.index(of: trimmed) != nil || set.group(at: trimmed) != nil {
            return reference(trimmed, dialect: dialect)
        }
        // Style Dictionary resolves a reference as a path into the JSON, so `{a.b.$value}` in a
        // DTCG file reaches the same value (`ValueSuffixReference` warns of it).
        // `{a.b.darkValue}` names a Style Dictionary mode's value of `a.b` (``ValueKeyModes``).
        guard path.components.count > 1, path.name == "$value" || (dialect == .legacy && (path.name == "value" || ValueKeyModes.isModeValueKey(path.name))),
              let parent = set.index(of: path.parent) else { return (path, nil) }
        return (path.parent, parent)
    }

    /// `path` without the spaces just inside its braces, as Style Dictionary trims the text
    /// between them (spaces around a dot stay: it does not trim names); nil when a name would
    /// be empty.
    static func trimmed(_ path: TokenPath) -> TokenPath? {
        guard var first = path.components.first, let lastIndex = path.components.indices.last else { return nil }
        // Nearly every path has no space to trim: no name of it is made again.
        if first.utf8.first != UInt8(ascii: " "), path.components[lastIndex].utf8.last != UInt8(ascii: " ") {
            return path.components.contains(where: \.isEmpty) ? nil : path
        }
        var names = path.components
        first = String(first.drop { $0 == " " })
        names[0] = first
        names[lastIndex] = String(names[lastIndex].reversed().drop { $0 == " " }.reversed())
        return names.contains(where: \.isEmpty) ? nil : TokenPath(names)
    }
}
