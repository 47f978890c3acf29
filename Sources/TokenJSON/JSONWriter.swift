/// Prints ``JSONOutput`` deterministically: two-space indentation, one member or element per line
/// (or, compact, no whitespace at all), `{}` and `[]` when empty, keys in the order given.
///
/// Strings are escaped as RFC 8259 requires and no further: `"` and `\` with a backslash, line
/// feed, carriage return and tab as `\n`, `\r`, `\t`, other control characters as `\u00XX`.
/// Everything else, non-ASCII included, is written as UTF-8.
package struct JSONWriter: Sendable {
    package var indentation: String
    /// Whether to write no whitespace at all: every value on one line, `{"a":1}`.
    package var isCompact: Bool

    package init(indentation: String = "  ", isCompact: Bool = false) {
        self.indentation = indentation
        self.isCompact = isCompact
    }

    /// The JSON text of `value`, ending with a newline.
    package func text(of value: JSONOutput) -> String {
        var text = ""
        write(value, depth: 0, into: &text)
        text += "\n"
        return text
    }

    private func write(_ value: JSONOutput, depth: Int, into text: inout String) {
        switch value {
        case .null: text += "null"
        case .bool(let flag): text += flag ? "true" : "false"
        case .number(let number): text += number
        case .string(let string): Self.writeString(string, into: &text)
        case .array(let elements):
            guard !elements.isEmpty else { text += "[]"; return }
            text += "["
            for (index, element) in elements.enumerated() {
                if index > 0 { text += "," }
                newLine(depth + 1, into: &text)
                write(element, depth: depth + 1, into: &text)
            }
            newLine(depth, into: &text)
            text += "]"
        case .object(let members):
            guard !members.isEmpty else { text += "{}"; return }
            text += "{"
            for (index, member) in members.enumerated() {
                if index > 0 { text += "," }
                newLine(depth + 1, into: &text)
                Self.writeString(member.key, into: &text)
                text += isCompact ? ":" : ": "
                write(member.value, depth: depth + 1, into: &text)
            }
            newLine(depth, into: &text)
            text += "}"
        }
    }

    /// A line break and the indentation of `depth`; nothing when compact.
    private func newLine(_ depth: Int, into text: inout String) {
        guard !isCompact else { return }
        text += "\n"
        for _ in 0..<depth { text += indentation }
    }

    /// Appends `string` as a JSON string literal, escaped as the type's documentation says.
    package static func writeString(_ string: String, into text: inout String) {
        text += "\""
        // Nearly every string (names, keys) needs no escape: appended whole, not scalar by scalar.
        if !string.utf8.contains(where: { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") }) {
            text += string
            text += "\""
            return
        }
        for scalar in string.unicodeScalars {
            switch scalar {
            case "\"": text += "\\\""
            case "\\": text += "\\\\"
            case "\n": text += "\\n"
            case "\r": text += "\\r"
            case "\t": text += "\\t"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16, uppercase: true)
                text += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: text.unicodeScalars.append(scalar)
            }
        }
        text += "\""
    }
}
