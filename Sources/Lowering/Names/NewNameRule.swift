import TokenModel

extension NameTable {
    /// Whether `text` can be a new name: an ASCII identifier (`[A-Za-z_][A-Za-z0-9_]*`) that is
    /// not a Swift keyword or a name Swift reserves; nil when it can, else why not.
    package static func problem(withNewName text: String) -> String? {
        guard let first = text.utf8.first else { return "it is empty" }
        let isLetter = { (byte: UInt8) in (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20) || byte == UInt8(ascii: "_") }
        let isDigit = { (byte: UInt8) in (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) }
        guard isLetter(first), text.utf8.allSatisfy({ isLetter($0) || isDigit($0) }) else {
            return "a new name must be a Swift identifier: ASCII letters, digits and '_', not starting with a digit"
        }
        guard text.utf8.contains(where: { $0 != UInt8(ascii: "_") }) else { return "a new name needs a letter" }
        if SwiftIdentifier.keywords.contains(text) || SwiftIdentifier.unescapable.contains(text) {
            return "'\(text)' is a Swift keyword"
        }
        return nil
    }
}
