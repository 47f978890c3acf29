import TokenModel

/// Text from token files made safe to place in generated Swift: string literals, `///` comments and
/// numbers. No token text can end a literal or comment early or add code.
package enum SwiftLiteral {
    /// A Swift string literal (`"…"`) whose value is exactly `text`.
    ///
    /// `\` and `"` are escaped; `\n`, `\r`, `\t` and `\0` use their short escapes; every other
    /// control, format (bidi overrides such as U+202E), line or paragraph separator and
    /// non-character code point is written as `\u{…}`, so the literal is one visible line whose
    /// source reads in logical order.
    package static func string(_ text: String) -> String {
        // Most strings (font names) are printable ASCII with nothing to escape.
        if isPlain(text) {
            return "\"" + text + "\""
        }
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": result += "\\\\"
            case "\"": result += "\\\""
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case "\0": result += "\\0"
            default:
                result += needsEscape(scalar) ? "\\u{\(hex(scalar))}" : String(scalar)
            }
        }
        return result + "\""
    }

    /// Whether `text` is printable ASCII without `\` or `"`: the text of its own literal, which
    /// ``string(_:)`` puts in quotes as it is. Asked of every name and path the token table
    /// writes, so the bytes are read in place.
    package static func isPlain(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { bytes in
            for byte in bytes where byte < 0x20 || byte >= 0x7F || byte == UInt8(ascii: "\\") || byte == UInt8(ascii: "\"") {
                return false
            }
            return true
        }
    }

    /// The lines of a `///` documentation comment saying `text`.
    ///
    /// Every line break the compiler or an editor recognises (`\n`, `\r`, U+2028, U+2029, U+0085,
    /// vertical tab, form feed) starts a new `///` line, so text cannot leave the comment; other
    /// invisible or direction-changing characters are shown as `U+202E` text.
    package static func documentation(_ text: String) -> [String] {
        // Most documentation is one line of printable ASCII, which needs none of the work below:
        // it runs for every generated doc comment, and the Unicode checks cost the most there.
        if isPrintableASCII(text) {
            let trimmed = text.utf8.lastIndex { $0 != UInt8(ascii: " ") }.map { String(text[...$0]) }
            return trimmed.map { ["/// " + $0] } ?? []
        }
        var lines: [String] = []
        var current = ""
        var previousWasCarriageReturn = false
        for scalar in text.unicodeScalars {
            if scalar == "\n", previousWasCarriageReturn {
                previousWasCarriageReturn = false
                continue
            }
            previousWasCarriageReturn = scalar == "\r"
            if lineBreaks.contains(scalar.value) {
                lines.append(current)
                current = ""
            } else if scalar == "\t" {
                current += " "
            } else if needsEscape(scalar) {
                let digits = hex(scalar)
                current += "U+" + String(repeating: "0", count: max(0, 4 - digits.count)) + digits
            } else {
                current.unicodeScalars.append(scalar)
            }
        }
        lines.append(current)
        // Trailing spaces are trimmed so output never carries invisible differences.
        let trimmed = lines.map { line in String(line.reversed().drop { $0 == " " }.reversed()) }
        var result = trimmed
        while result.last?.isEmpty == true { result.removeLast() }
        while result.first?.isEmpty == true { result.removeFirst() }
        return result.map { $0.isEmpty ? "///" : "/// " + $0 }
    }

    /// `text` as one line of documentation, to sit inside a sentence of a `///` comment.
    package static func inlineDocumentation(_ text: String) -> String {
        // Paths and most descriptions are printable ASCII: one line of documentation, whose text
        // is `text` without its trailing spaces.
        if isPrintableASCII(text) {
            return text.utf8.lastIndex { $0 != UInt8(ascii: " ") }.map { String(text[...$0]) } ?? ""
        }
        return documentation(text).map { $0 == "///" ? "" : String($0.dropFirst(4)) }.filter { !$0.isEmpty }.joined(separator: " ")
    }

    /// Whether every character of `text` is printable ASCII (a space to `~`), read in place: asked of
    /// every path and description documented.
    package static func isPrintableASCII(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { bytes in
            for byte in bytes where byte < 0x20 || byte >= 0x7F { return false }
            return true
        }
    }

    /// A number as a Swift floating-point literal, the same on every machine: integers without a
    /// fraction (`16`, `-4`), others as the shortest text that reads back as the same `Double`
    /// (`0.478`, `1e-07`). Never locale-dependent.
    package static func number(_ value: Double) -> String {
        NumberLiteral(value == 0 ? 0 : value).text
    }

    /// `number(literal.value)`, which is the literal's own text when that is already the shortest
    /// (``NumberLiteral/isShortestText``), as a token file's numbers nearly always are: then it is
    /// not worked out again.
    package static func number(_ literal: NumberLiteral) -> String {
        literal.isShortestText ? literal.text : number(literal.value)
    }

    private static let lineBreaks: Set<UInt32> = [0x0A, 0x0B, 0x0C, 0x0D, 0x85, 0x2028, 0x2029]

    /// Control characters, format characters (bidi embeddings and overrides, isolates, marks, zero
    /// width characters), separators other than the space, surrogates, private-use and unassigned
    /// code points.
    package static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .control, .format, .lineSeparator, .paragraphSeparator, .surrogate, .privateUse, .unassigned:
            return true
        case .spaceSeparator:
            return scalar != " "
        default:
            return false
        }
    }

    private static func hex(_ scalar: Unicode.Scalar) -> String {
        String(scalar.value, radix: 16, uppercase: true)
    }
}
