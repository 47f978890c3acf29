import Lowering
import TokenCompiler
import SwiftOutput

/// Text from token files made inert for a terminal or an IDE's build log: names and values quoted
/// in messages cannot start a line, hide text or reorder it. Without this a token named
/// `"x\n/Users/dev/App/Secrets.swift:12:5: error: …"` printed a line that Xcode shows as an error
/// in another file, and U+202E reversed what followed it on the screen.
package enum InertText {
    /// `text` with every control character, line or paragraph separator, format character (bidi
    /// embeddings, overrides and isolates U+202A–U+202E and U+2066–U+2069, zero-width characters),
    /// private-use and unassigned code point written as an escape: `\n`, `\r`, `\t`, `\0`, or
    /// `\u{202E}`. Everything else, non-ASCII letters and emoji included, is kept.
    package static func escaped(_ text: String) -> String {
        // Nearly every message is printable ASCII, with nothing to escape.
        if text.utf8.allSatisfy({ (0x20..<0x7F).contains($0) }) { return text }
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case "\0": result += "\\0"
            default:
                if SwiftLiteral.needsEscape(scalar) {
                    result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result
    }
}
