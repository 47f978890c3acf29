import Foundation
import TokenJSON
import TokenModel

/// Reads one token file from disk into a tree: JSON syntax, duplicate keys, then the structure
/// of the file's dialect.
package enum TokenFileReader {
    /// The file's tree, or `nil` when it cannot be read or parsed (the diagnostics say why).
    /// `components` says where component declarations belong.
    package static func read(
        _ file: String, limit: Int = Limits.defaultFileBytes, components: ComponentConvention = .standard, diagnostics: inout [Diagnostic]
    ) -> GroupNode? {
        guard let bytes = bytes(of: file, limit: limit, diagnostics: &diagnostics) else { return nil }
        return read(bytes: bytes, file: file, components: components, diagnostics: &diagnostics)
    }

    /// The file's bytes, or an error at its first line saying why there are none: it does not
    /// exist, is a link to nothing or a loop of links, is not a regular file (a FIFO is never
    /// opened), or is larger than `limit` bytes (`file-too-large`, refused before it is read).
    package static func bytes(of file: String, limit: Int = Limits.defaultFileBytes, diagnostics: inout [Diagnostic]) -> [UInt8]? {
        switch FileContents.read(file, limit: limit) {
        case .success(let bytes):
            return bytes
        case .failure(let problem):
            let code: DiagnosticCode = if case .tooLarge = problem { .fileTooLarge } else { .unreadableFile }
            diagnostics.append(.error(code, message(file, problem, limit: limit), at: SourceLocation(file: file, line: 1, column: 1)))
            return nil
        }
    }

    /// Why `file` cannot be read, in words. A symbolic link that leads nowhere is listed among the
    /// token files (see ``TokenFiles/discover(at:limit:)``) to be reported here, and so are FIFOs,
    /// sockets and devices.
    static func message(_ file: String, _ problem: FileContents.Problem, limit: Int) -> String {
        switch problem {
        case .missing:
            return "cannot read '\(file)': it does not exist"
        case .danglingLink(let target):
            return "cannot read '\(file)': it is a symbolic link to '\(target)', which does not exist"
        case .linkLoop(let chain):
            return "cannot read '\(file)': it is a loop of symbolic links (\(chain.joined(separator: " → "))); make one of them a file, or remove the links"
        case .notAFile(let kind):
            return "'\(file)' is \(kind), not a file, so tokenc did not open it; token files must be regular files: replace it with one, or move it out of the tokens folder"
        case .tooLarge(let size):
            return "'\(file)' is \(Int(size).grouped) bytes, more than the limit of \(limit.grouped) bytes a file; if it really holds tokens, raise \"limits\": { \"fileBytes\": … } in tokenc.json"
        case .unreadable(let reason):
            return "cannot read '\(file)': \(reason)"
        }
    }

    /// Reads a file that listing the tokens folder found, rather than one the user or a document
    /// names: a file that does not read as tokens and has none of their syntax, no `value` and
    /// no `$` property anywhere (a tool's configuration, a build's output of plain values), or
    /// holds no object at its top level (a plugin's list of exports), is not a token file, and is
    /// left out with one `not-token-file` warning in place of what reading it found, unless
    /// `strict`.
    package static func read(
        listed file: String, limit: Int = Limits.defaultFileBytes, components: ComponentConvention = .standard, strict: Bool,
        diagnostics: inout [Diagnostic]
    ) -> GroupNode? {
        var parsing: [Diagnostic] = []
        guard let bytes = bytes(of: file, limit: limit, diagnostics: &diagnostics),
              let document = parse(bytes: bytes, file: file, diagnostics: &parsing) else {
            diagnostics += parsing
            return nil
        }
        var reading: [Diagnostic] = []
        let tree = read(embedded: document.root, file: file, components: components, diagnostics: &reading)
        // Plain values are ignored with a warning each where tokens are (as Style Dictionary
        // ignores them): a file of nothing else is one warning, not one per value.
        guard !strict, !reading.isEmpty,
              document.root.kind != .object || !hasTokenSyntax(document.root) else {
            diagnostics += parsing + reading
            return tree
        }
        // Left out: how its syntax differs from JSON does not matter.
        diagnostics += parsing.filter { $0.code != .json5Syntax }
        let reason = document.root.kind == .object
            ? "this file holds no token (no object in it has $value or value)"
            : "this file holds \(document.root.kind) at its top level, where a token file holds an object"
        diagnostics.append(.warning(
            .notTokenFile,
            "\(reason), so it was left out as not a token file; to leave it out without a word, add it to \"exclude\" in tokenc.json (or --exclude)",
            at: SourceLocation(file: file, line: 1, column: 1)))
        return nil
    }

    /// Reads token JSON that is already in memory; `file` names it in diagnostics.
    package static func read(
        bytes: [UInt8], file: String, components: ComponentConvention = .standard, diagnostics: inout [Diagnostic]
    ) -> GroupNode? {
        guard let document = parse(bytes: bytes, file: file, diagnostics: &diagnostics) else { return nil }
        return read(embedded: document.root, file: file, components: components, diagnostics: &diagnostics)
    }

    /// Reads tokens from a value of an already parsed document: a whole file, or tokens written
    /// inside a resolver document, so that positions point into that document.
    static func read(embedded root: JSONValue, file: String, components: ComponentConvention, diagnostics: inout [Diagnostic]) -> GroupNode {
        if dialect(of: root) == .legacy {
            var reader = LegacyTreeReader(file: file)
            let tree = reader.readFile(root)
            diagnostics += reader.diagnostics
            return tree
        }
        var reader = TokenTreeReader(file: file, components: components)
        let tree = reader.readFile(root)
        diagnostics += reader.diagnostics
        return tree
    }

    /// Parses JSON, reporting syntax errors and duplicate keys with their positions. A file named
    /// `.json5` or `.jsonc` is JSON5; another that is not JSON but is JSON5 is read as Style
    /// Dictionary reads every source, with a `json5-syntax` warning at the first place JSON lacks.
    /// A key written twice is a warning, or with `duplicateKeysAreErrors` an error.
    package static func parse(bytes: [UInt8], file: String, duplicateKeysAreErrors: Bool = false, diagnostics: inout [Diagnostic]) -> JSONDocument? {
        let document: JSONDocument
        do {
            document = TokenFileName.isJSON5(file) ? try JSONDocument.parsingJSON5(bytes).document : try JSONDocument(parsing: bytes)
        } catch {
            if error.kind == .syntax, !TokenFileName.isJSON5(file), let (json5, use) = try? JSONDocument.parsingJSON5(bytes), let use {
                diagnostics.append(.warning(
                    .json5Syntax,
                    "this file is not JSON but JSON5: it has \(use.rewrite); read as JSON5, as Style Dictionary reads its sources (or name the file .json5)",
                    at: SourceLocation(file: file, position: use.position)))
                return checked(json5, file: file, duplicateKeysAreErrors: duplicateKeysAreErrors, diagnostics: &diagnostics)
            }
            let code: DiagnosticCode = error.kind == .nestingTooDeep ? .nestingTooDeep : .invalidJSON
            diagnostics.append(.error(code, error.message, at: SourceLocation(file: file, position: error.position)))
            return nil
        }
        return checked(document, file: file, duplicateKeysAreErrors: duplicateKeysAreErrors, diagnostics: &diagnostics)
    }

    /// `document`, with a `duplicate-key` warning for each key it holds twice (an error under
    /// `--strict`, or with `asErrors`): the later member is read, as `JSON.parse` and `JSON5.parse`
    /// read it, which is what the JavaScript tools that write and read token files see.
    private static func checked(_ document: JSONDocument, file: String, duplicateKeysAreErrors asErrors: Bool, diagnostics: inout [Diagnostic]) -> JSONDocument {
        for duplicate in document.duplicateKeys {
            let first = Diagnostic.Note("the first '\(duplicate.key)' is here", at: SourceLocation(file: file, position: duplicate.first))
            let at = SourceLocation(file: file, position: duplicate.second)
            diagnostics.append(asErrors
                ? .error(.duplicateKey, "the key '\(duplicate.key)' appears twice in one object", at: at, notes: [first])
                : .warning(
                    .duplicateKey, "the key '\(duplicate.key)' appears twice in one object: the second is read, as JavaScript's JSON.parse reads it; remove the first",
                    at: at, notes: [first]))
        }
        return document
    }

    /// Whether any object in `root`, in objects or arrays, has a `value` or a `$` property
    /// (`$value`, `$type`, `$extensions`, a resolver document's `$ref`…): what token files have,
    /// and other JSON files do not.
    static func hasTokenSyntax(_ root: JSONValue) -> Bool {
        var stack = [root]
        while let value = stack.popLast() {
            stack += value.arrayElements ?? []
            for member in value.objectMembers ?? [] {
                if member.key == "value" || member.key.hasPrefix("$") { return true }
                stack.append(member.value)
            }
        }
        return false
    }

    /// A file is legacy when no object in it has `$value` but some object has `value`; nil when
    /// no object has either: the file holds no token.
    static func dialect(of root: JSONValue) -> TokenDialect? {
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
        return sawLegacyValue ? .legacy : nil
    }
}
