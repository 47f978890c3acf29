import TokenModel

/// What the text of a reference object's `$ref` names.
enum ResolverReference: Equatable {
    /// A place in the same document: `#/sets/base` as `["sets", "base"]`; `[]` is the whole document.
    case pointer([String])
    /// A file, relative to the document unless absolute, and optionally a place in it
    /// (`base.json#/colors`).
    case file(String, pointer: [String]?)

    /// Parses `text`, or says why it cannot be followed.
    static func parse(_ text: String) -> Result<ResolverReference, ReferenceSyntax.PointerError> {
        if text.contains("://") || text.hasPrefix("//") {
            return .failure(.init("'\(text)' is a remote reference, which tokenc does not fetch; download the file and reference it by its path"))
        }
        guard let hash = text.firstIndex(of: "#") else {
            guard !text.isEmpty else { return .failure(.init("$ref is empty; name a file or a place in this document such as '#/sets/base'")) }
            return .success(.file(text, pointer: nil))
        }
        let path = String(text[..<hash])
        let fragment = String(text[hash...])
        let pointer: [String]
        if fragment == "#" {
            pointer = []
        } else {
            switch ReferenceSyntax.pointer(fragment) {
            case .success(let segments): pointer = segments
            case .failure(let error): return .failure(error)
            }
        }
        if path.isEmpty { return .success(.pointer(pointer)) }
        return .success(.file(path, pointer: pointer.isEmpty ? nil : pointer))
    }

    /// `#/sets/a~1b`, `#/modifiers/Color%20scheme`: the pointer as a same-document `$ref` writes
    /// it, a JSON Pointer (`~` and `/` escaped) in a URI fragment, where every byte that RFC 3986
    /// does not allow there (a space, `%`, `{`, `#`, a letter beyond ASCII) is percent-encoded.
    static func text(of pointer: [String]) -> String {
        "#" + pointer.map { "/" + percentEncoded($0.replacingOccurrences(of: "~", with: "~0").replacingOccurrences(of: "/", with: "~1")) }.joined()
    }

    /// What a fragment may hold as it is: unreserved characters, sub-delimiters, `:` and `@`.
    private static let fragmentBytes = Set("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~!$&'()*+,;=:@".utf8)

    private static func percentEncoded(_ segment: String) -> String {
        guard !segment.utf8.allSatisfy(fragmentBytes.contains) else { return segment }
        let hex = Array("0123456789ABCDEF".utf8)
        var bytes: [UInt8] = []
        for byte in segment.utf8 {
            if fragmentBytes.contains(byte) {
                bytes.append(byte)
            } else {
                bytes += [UInt8(ascii: "%"), hex[Int(byte >> 4)], hex[Int(byte & 0xF)]]
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}

/// File paths as resolver documents use them: relative to the document's folder.
package enum ResolverPaths {
    /// `reference` read from a document in `folder`, with `.` and `name/..` steps removed, so that
    /// paths print as the user would write them.
    package static func resolve(_ reference: String, inFolder folder: String) -> String {
        let joined = reference.hasPrefix("/") || folder.isEmpty ? reference : (folder.hasSuffix("/") ? folder : folder + "/") + reference
        return FileContents.lexicallyNormal(joined)
    }
}
