import Foundation

/// Escaping for text from the code placed in Markdown.
enum Markdown {
    /// Prose that must not turn into markup: emphasis, HTML, or a table column break.
    static func escaped(_ text: String) -> String {
        var result = ""
        for character in text {
            if "\\*<|".contains(character) { result.append("\\") }
            result.append(character)
        }
        return result
    }

    /// A table cell: escaped, except inside `code spans`, where a backslash would show, so only a
    /// column break is escaped there.
    static func cell(_ text: String) -> String {
        text.split(separator: "`", omittingEmptySubsequences: false).enumerated().map { index, part in
            index.isMultiple(of: 2) ? escaped(String(part)) : String(part).replacingOccurrences(of: "|", with: "\\|")
        }.joined(separator: "`")
    }

    /// Paragraphs separated by blank lines, each joined into one line.
    static func paragraphs(_ text: String) -> String {
        text.components(separatedBy: "\n\n").map { paragraph in
            escaped(paragraph.split(whereSeparator: \.isNewline).joined(separator: " "))
        }.joined(separator: "\n\n")
    }
}
