import TokenJSON
import TokenModel

/// Tokens Studio's older reference syntax, `$colors.gray.11` for `{colors.gray.11}`.
///
/// Tokens Studio still reads it: its `AliasDollarRegex` is `\$([^\s,]+\w)`
/// (`src/constants/AliasRegex.ts`): any characters but spaces and commas, ending in a letter, a
/// digit or `_` (`$fontFamilies.euclid-circular-b`), and files it synced years ago keep it. tokenc
/// reads a string that is wholly such a name as the reference it stands for, with a warning
/// giving the braces to write; `--strict` makes the warning an error. Only a name that starts with
/// a letter or `_` is one, so a price such as `"$5"` stays text.
enum DollarReference {
    /// The path `$a.b.c` names; nil for any other text.
    static func path(_ bytes: UnsafeBufferPointer<UInt8>) -> TokenPath? {
        guard bytes.count > 1, bytes[0] == UInt8(ascii: "$"), isNameStart(bytes[1]),
              let last = bytes.last, isWordByte(last) else { return nil }
        var components: [String] = []
        var start = 1
        for index in 1...bytes.count {
            if index < bytes.count, bytes[index] != UInt8(ascii: ".") {
                guard isNameByte(bytes[index]) else { return nil }
                continue
            }
            guard start < index else { return nil }
            components.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self))
            start = index + 1
        }
        return TokenPath(components)
    }

    /// The path a string value names in this syntax; nil for any other value.
    static func path(in json: JSONValue) -> TokenPath? {
        json.withUnescapedStringBytes(path) ?? nil
    }

    /// One warning for each string in a token's value that is a `$` reference (or names a
    /// `$value`, ``ValueSuffixReference``), where it is written.
    static func warnings(in value: JSONValue, file: String) -> [Diagnostic] {
        // Both syntaxes write a `$`: a value none of whose strings holds one (or an escape, which
        // could spell one), as nearly every value, is told apart on the tape without a `String`.
        guard value.anyStringMayStart(with: (UInt8(ascii: "$"), UInt8(ascii: "$")), orContain: UInt8(ascii: "$")) else { return [] }
        return warningsReadingEveryString(in: value, file: file)
    }

    /// ``warnings(in:file:)`` without its quick look: every string read.
    static func warningsReadingEveryString(in value: JSONValue, file: String) -> [Diagnostic] {
        var found: [Diagnostic] = []
        collectWarnings(in: value, file: file, into: &found)
        return found
    }

    private static func collectWarnings(in value: JSONValue, file: String, into found: inout [Diagnostic]) {
        switch value.kind {
        case .string:
            if let warning = ValueSuffixReference.warning(for: value, file: file) {
                found.append(warning)
            } else if let path = path(in: value) {
                found.append(.warning(
                    .legacyMapping,
                    "'$\(path)' is Tokens Studio's older reference syntax; read as the reference '{\(path)}' (write \"{\(path)}\")",
                    at: SourceLocation(file: file, position: value.position)))
            }
        case .array:
            for element in value.arrayElements ?? [] { collectWarnings(in: element, file: file, into: &found) }
        case .object:
            for member in value.objectMembers ?? [] { collectWarnings(in: member.value, file: file, into: &found) }
        default:
            break
        }
    }

    private static func isNameStart(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20) || byte == UInt8(ascii: "_")
    }

    /// What `\w` matches in JavaScript: an ASCII letter, digit or `_`.
    private static func isWordByte(_ byte: UInt8) -> Bool {
        isNameStart(byte) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }

    /// What `[^\s,]` matches: anything but white space and a comma.
    private static func isNameByte(_ byte: UInt8) -> Bool {
        ![UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"), 0x0B, 0x0C, UInt8(ascii: ",")].contains(byte)
    }
}
