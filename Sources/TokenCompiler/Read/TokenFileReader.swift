import Foundation
import TokenJSON
import TokenModel

/// Reads one token file from disk into a tree: JSON syntax, duplicate keys, then the structure
/// of the file's dialect.
package enum TokenFileReader {
    /// The file's tree, or `nil` when it cannot be read or parsed (the diagnostics say why).
    package static func read(_ file: String, diagnostics: inout [Diagnostic]) -> GroupNode? {
        guard let bytes = bytes(of: file, diagnostics: &diagnostics) else { return nil }
        return read(bytes: bytes, file: file, diagnostics: &diagnostics)
    }

    /// The file's bytes, or an `unreadable-file` error.
    package static func bytes(of file: String, diagnostics: inout [Diagnostic]) -> [UInt8]? {
        guard let data = FileManager.default.contents(atPath: file) else {
            diagnostics.append(.error(.unreadableFile, unreadableMessage(file), at: nil))
            return nil
        }
        return [UInt8](data)
    }

    /// Why `file` cannot be read, when tokenc can tell: a symbolic link that leads nowhere is
    /// listed among the token files (see ``TokenFiles/discover(at:)``) to be reported here.
    private static func unreadableMessage(_ file: String) -> String {
        let manager = FileManager.default
        if let target = try? manager.destinationOfSymbolicLink(atPath: file), !manager.fileExists(atPath: file) {
            return "cannot read '\(file)': it is a symbolic link to '\(target)', which does not exist"
        }
        return "cannot read '\(file)'"
    }

    /// Reads token JSON that is already in memory; `file` names it in diagnostics.
    package static func read(bytes: [UInt8], file: String, diagnostics: inout [Diagnostic]) -> GroupNode? {
        guard let document = parse(bytes: bytes, file: file, diagnostics: &diagnostics) else { return nil }
        return read(embedded: document.root, file: file, diagnostics: &diagnostics)
    }

    /// Reads tokens from a value of an already parsed document: a whole file, or tokens written
    /// inside a resolver document, so that positions point into that document.
    static func read(embedded root: JSONValue, file: String, diagnostics: inout [Diagnostic]) -> GroupNode {
        if dialect(of: root) == .legacy {
            var reader = LegacyTreeReader(file: file)
            let tree = reader.readFile(root)
            diagnostics += reader.diagnostics
            return tree
        }
        var reader = TokenTreeReader(file: file)
        let tree = reader.readFile(root)
        diagnostics += reader.diagnostics
        return tree
    }

    /// Parses JSON, reporting syntax errors and duplicate keys with their positions.
    package static func parse(bytes: [UInt8], file: String, diagnostics: inout [Diagnostic]) -> JSONDocument? {
        let document: JSONDocument
        do {
            document = try JSONDocument(parsing: bytes)
        } catch {
            let code: DiagnosticCode = error.kind == .nestingTooDeep ? .nestingTooDeep : .invalidJSON
            diagnostics.append(.error(code, error.message, at: SourceLocation(file: file, position: error.position)))
            return nil
        }
        for duplicate in document.duplicateKeys {
            diagnostics.append(.error(
                .duplicateKey, "the key '\(duplicate.key)' appears twice in one object",
                at: SourceLocation(file: file, position: duplicate.second),
                notes: [.init("the first '\(duplicate.key)' is here", at: SourceLocation(file: file, position: duplicate.first))]
            ))
        }
        return document
    }

    /// A file is legacy when no object in it has `$value` but some object has `value`.
    static func dialect(of root: JSONValue) -> TokenDialect {
        var sawLegacyValue = false
        var stack = [root]
        while let value = stack.popLast() {
            if let members = value.objectMembers {
                for member in members {
                    switch member.key {
                    case "$value", "$ref": return .dtcg
                    case "value": sawLegacyValue = true
                    case "$extensions", "$themes", "$metadata": continue
                    default: break
                    }
                    if member.value.kind == .object { stack.append(member.value) }
                }
            }
        }
        return sawLegacyValue ? .legacy : .dtcg
    }
}
