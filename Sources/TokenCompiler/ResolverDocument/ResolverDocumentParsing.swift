import TokenJSON
import TokenModel

/// Parsing a resolver document's JSON. A key written twice is an error (unlike in token files,
/// which the tools that write them read by `JSON.parse`'s rules), except where it is only
/// documentation (`name`, `description`): there the later one is used, with a warning, as most
/// JSON readers would.
extension ResolverDocumentReader {
    static func parse(bytes: [UInt8], file: String, diagnostics: inout [Diagnostic]) -> JSONDocument? {
        var found: [Diagnostic] = []
        let document = TokenFileReader.parse(bytes: bytes, file: file, duplicateKeysAreErrors: true, diagnostics: &found)
        if let document {
            let documentation = Set(documentationKeys(in: document.root).map { SourceLocation(file: file, position: $0) })
            found = found.map { diagnostic in
                guard diagnostic.code == .duplicateKey, let location = diagnostic.location, documentation.contains(location) else { return diagnostic }
                var warning = diagnostic
                warning.severity = .warning
                warning.allowedByFormat = true
                warning.message += "; it is documentation, so the later one is used"
                return warning
            }
        }
        diagnostics += found
        return document
    }

    /// Where the documentation keys of the document, its sets, modifiers and inline items are written.
    private static func documentationKeys(in root: JSONValue) -> [SourcePosition] {
        var objects = [root]
        for kind in ["sets", "modifiers"] {
            objects += root[kind]?.objectMembers?.map(\.value) ?? []
        }
        objects += root["resolutionOrder"]?.arrayElements ?? []
        return objects.flatMap { object in
            (object.objectMembers ?? []).filter { $0.key == "description" || ($0.key == "name" && object.position == root.position) }.map(\.keyPosition)
        }
    }
}
