import TokenJSON
import TokenModel

extension VariationAnalysis {
    /// A path a token could look up; when `orItsRoot`, also the `$root` token below it, where a
    /// reference to a group is pointed.
    struct ReferencedPath {
        var path: TokenPath
        var orItsRoot = false
    }

    /// Every path a token's value or `$ref` could look up: what it references, the `$root` token
    /// a reference to a group is pointed to, the token a legacy `{a.b.value}` means, and each
    /// prefix of a JSON Pointer (the token it reaches into is the longest one that is a token).
    static func referencedPaths(of token: TokenNode) -> [ReferencedPath] {
        var result: [ReferencedPath] = []
        if let pointer = token.pointer { addPointer(pointer.value, to: &result) }
        if let value = token.value, ReferenceSyntax.mayHoldReferences(value.json) {
            addReferences(in: value.json, legacy: token.dialect == .legacy, to: &result)
        }
        // A Tokens Studio color modifier's amount and mix color are resolved with the value.
        if let modify = token.tokensStudioModify, ReferenceSyntax.mayHoldReferences(modify.json) {
            addReferences(in: modify.json, legacy: token.dialect == .legacy, to: &result)
        }
        return result
    }

    private static func addReferences(in json: JSONValue, legacy: Bool, to result: inout [ReferencedPath]) {
        switch json.kind {
        case .string:
            switch ReferenceSyntax.alias(in: json) {
            case .reference(let path)?:
                // A legacy `{a.b}` may mean the token `a`; the `$root` below `a.b` means `a.b`
                // itself, which is already here.
                result.append(ReferencedPath(path: path, orItsRoot: true))
                if legacy { result.append(ReferencedPath(path: path.parent)) }
                // `{ color.accent }` may mean `{color.accent}` (see `ReferenceGraph.referencedPath`).
                if let trimmed = ReferenceGraph.trimmed(path), trimmed != path {
                    result.append(ReferencedPath(path: trimmed, orItsRoot: true))
                }
            case .expression?:
                for path in ReferenceSyntax.embeddedReferences(json.stringValue ?? "") {
                    result.append(ReferencedPath(path: path))
                    if legacy { result.append(ReferencedPath(path: path.parent)) }
                }
            default:
                break
            }
        case .array:
            for element in json.arrayElements ?? [] { addReferences(in: element, legacy: legacy, to: &result) }
        case .object:
            if let pointer = ReferenceSyntax.pointerObject(json)?.stringValue {
                addPointer(pointer, to: &result)
                return
            }
            for member in json.objectMembers ?? [] { addReferences(in: member.value, legacy: legacy, to: &result) }
        default:
            break
        }
    }

    private static func addPointer(_ pointer: String, to result: inout [ReferencedPath]) {
        guard case .success(let segments) = ReferenceSyntax.pointer(pointer) else { return }
        result += segments.indices.map { ReferencedPath(path: TokenPath(Array(segments[...$0]))) }
    }
}
