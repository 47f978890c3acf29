/// How token, group, modifier and context names become Swift identifiers.
///
/// The rules:
/// - A name is split into words at `-`, `_`, spaces and every other character that is not an ASCII
///   letter or digit, and before an upper-case letter that follows a lower-case letter or digit
///   (`primaryPressed` is two words). An apostrophe (`'`, `’`) is dropped inside its word
///   (`Men's Health` → `mensHealth`). A non-ASCII character becomes a word of its own, spelt
///   `u` + its code point in hex (`色` → `u8272`), so every name gives a plain ASCII identifier;
///   an emoji beside other words is a picture, not a word, and is left out (`🌞 Brand Light` →
///   `brandLight`; `🌞` alone → `u1F31E`).
/// - Members are lowerCamelCase (`on-brand` → `onBrand`, `URL` → `url`), types UpperCamelCase
///   (`text` → `Text`). Letters inside a word keep their case (`iOS-tint` → `iOSTint`).
/// - A name that starts with a digit gets a leading underscore: `500` → `_500`, `2xl` → `_2xl`.
/// - Swift keywords are escaped with backticks (`default` → `` `default` ``); the few names that
///   cannot be escaped as members (`self`, `Self`, `Type`, `Protocol`, `init`) get a trailing
///   underscore (`self_`).
/// - `$root` is the group's own value, the member `root`.
/// - A name of punctuation only spells its code points: `-` → `x2D`.
///
/// These spell one name. Whether the spelling can be used where it is declared (not a name tokenc
/// declares there, not one an earlier sibling has, not `self_` for `self`) is ``SwiftNaming``'s
/// to decide, with a fallback name when it cannot.
package enum SwiftIdentifier {
    /// The words of a token or group name.
    package static func words(_ name: String) -> [String] {
        var words: [String] = []
        // Emoji that decorate a name (`🌞 Brand Light`, `📦 Box`), spelt only when nothing else is.
        var decorations: [String] = []
        var current = ""
        // Whether the last character of `current` is a lower-case letter or a digit: an upper-case
        // letter after one starts a word.
        var afterLowercaseOrDigit = false
        func flush() {
            if !current.isEmpty { words.append(current) }
            current = ""
        }
        // Every name of a theme goes through here; ASCII is classified by its bytes, which is many
        // times cheaper than asking `Character` for Unicode properties.
        for scalar in name.unicodeScalars {
            if Self.apostrophes.contains(scalar) { continue }
            guard scalar.isASCII else {
                flush()
                let spelt = "u" + String(scalar.value, radix: 16, uppercase: true)
                if Self.isDecoration(scalar) { decorations.append(spelt) } else { words.append(spelt) }
                afterLowercaseOrDigit = false
                continue
            }
            switch ASCIIClass(UInt8(scalar.value)) {
            case .upper:
                if afterLowercaseOrDigit { flush() }
                current.unicodeScalars.append(scalar)
                afterLowercaseOrDigit = false
            case .lower, .digit:
                current.unicodeScalars.append(scalar)
                afterLowercaseOrDigit = true
            case .other:
                flush()
                afterLowercaseOrDigit = false
            }
        }
        flush()
        if words.isEmpty { words = decorations }
        // Only punctuation (`-`, `_`): spell the code points, so the name still gives an identifier.
        if words.isEmpty, !name.isEmpty {
            words = ["x" + name.unicodeScalars.map { String($0.value, radix: 16, uppercase: true) }.joined()]
        }
        return words
    }

    /// An emoji, or what joins or varies one (a zero-width joiner, a variation selector, a skin
    /// tone): a picture beside a name, not a word of it.
    private static func isDecoration(_ scalar: Unicode.Scalar) -> Bool {
        let properties = scalar.properties
        return properties.isEmoji || properties.isEmojiModifier || scalar.value == 0x200D || (0xFE00...0xFE0F).contains(scalar.value)
    }

    /// `'`, `’` and `ʼ`: part of the word they stand in.
    private static let apostrophes: Set<Unicode.Scalar> = ["\u{27}", "\u{2019}", "\u{2BC}"]

    private enum ASCIIClass {
        case upper, lower, digit, other

        var isLowerOrDigit: Bool { self == .lower || self == .digit }

        package init(_ byte: UInt8) {
            switch byte {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"): self = .upper
            case UInt8(ascii: "a")...UInt8(ascii: "z"): self = .lower
            case UInt8(ascii: "0")...UInt8(ascii: "9"): self = .digit
            default: self = .other
            }
        }
    }

    /// The lowerCamelCase member name for a token or group name, escaped where Swift needs it.
    package static func member(_ name: String) -> String {
        if name == "$root" { return "root" }
        // Most names are lower-case letters and digits already: one word, its own identifier.
        if !name.isEmpty, name.utf8.allSatisfy({ ASCIIClass($0).isLowerOrDigit }) {
            return escaped(prefixed(name))
        }
        let words = words(name)
        guard let first = words.first else { return "_" }
        // Words are ASCII letters and digits: a word without a lower-case letter (`URL`, `2XL`) is
        // lowered whole, any other only at its first letter (`iOS` stays `iOS`).
        let head = first.utf8.contains(where: { ASCIIClass($0) == .lower }) ? lowercasingFirst(first) : first.lowercased()
        let identifier = head + words.dropFirst().map(uppercasingFirst).joined()
        return escaped(prefixed(identifier))
    }

    /// The UpperCamelCase type name for a name (never a keyword: keywords are lower case, and
    /// `Type`, `Protocol` and `Self`, which cannot name a nested type, get a trailing underscore).
    package static func type(_ name: String) -> String {
        let words = words(name)
        guard !words.isEmpty else { return "_" }
        let identifier = prefixed(words.map(uppercasingFirst).joined())
        return unescapable.contains(identifier) ? identifier + "_" : identifier
    }

    /// The type name of a group's struct: the type name and `Tokens` (`color` → `ColorTokens`), so
    /// that no group type shadows a SwiftUI type (`Color`, `Text`, `Font`) inside the theme.
    package static func groupType(_ name: String) -> String {
        let words = words(name)
        return prefixed(words.map(uppercasingFirst).joined()) + "Tokens"
    }

    /// The identifier without backticks: `` `default` `` → `default`, for file names and messages.
    package static func bare(_ identifier: String) -> String {
        identifier.hasPrefix("`") ? String(identifier.dropFirst().dropLast()) : identifier
    }

    private static func prefixed(_ identifier: String) -> String {
        identifier.utf8.first.map { ASCIIClass($0) == .digit } == true ? "_" + identifier : identifier
    }

    private static func escaped(_ identifier: String) -> String {
        // Every keyword but `_` starts with a letter: a prefixed number (`_500`), as most names of
        // a scale are, needs no lookup.
        if identifier.utf8.first == UInt8(ascii: "_"), identifier.utf8.count > 1 { return identifier }
        if unescapable.contains(identifier) { return identifier + "_" }
        return keywords.contains(identifier) ? "`\(identifier)`" : identifier
    }

    private static func lowercasingFirst(_ word: String) -> String {
        word.prefix(1).lowercased() + word.dropFirst()
    }

    private static func uppercasingFirst(_ word: String) -> String {
        word.prefix(1).uppercased() + word.dropFirst()
    }

    /// Names that backticks do not make usable as members.
    static let unescapable: Set<String> = ["self", "Self", "Type", "Protocol", "init"]

    /// Swift's reserved words (The Swift Programming Language, "Lexical Structure": keywords used
    /// in declarations, statements, expressions and types, and those reserved in particular contexts
    /// that would change the meaning of a declaration).
    package static let keywords: Set<String> = [
        // Declarations.
        "associatedtype", "borrowing", "class", "consuming", "deinit", "enum", "extension", "fileprivate",
        "func", "import", "inout", "internal", "let", "nonisolated", "open", "operator", "private",
        "precedencegroup", "protocol", "public", "rethrows", "static", "struct", "subscript", "typealias",
        "var",
        // Statements.
        "break", "case", "catch", "continue", "default", "defer", "do", "else", "fallthrough", "for",
        "guard", "if", "in", "repeat", "return", "throw", "switch", "where", "while",
        // Expressions and types.
        "Any", "as", "await", "false", "is", "nil", "super", "throws", "true", "try",
        // Patterns and others.
        "_",
    ]
}
