import Foundation

/// Greedy word wrapping for help text.
enum TextWrapping {
    /// Help is laid out for a standard 80-column terminal.
    static let width = 80

    /// Lays `words` out in lines no longer than `width`, each line after the first starting with
    /// `indent` spaces. A word longer than a line gets a line of its own.
    static func wrap(words: [String], width: Int = width, firstLinePrefix: String = "", indent: Int = 0) -> [String] {
        var lines: [String] = []
        var line = firstLinePrefix
        var lineHasWord = false
        for word in words {
            if lineHasWord && line.count + 1 + word.count > width {
                lines.append(line)
                line = String(repeating: " ", count: indent)
                lineHasWord = false
            }
            line += (lineHasWord ? " " : "") + word
            lineHasWord = true
        }
        lines.append(line)
        return lines
    }

    /// Wraps prose: paragraphs are separated by blank lines, and single line breaks inside a
    /// paragraph are treated as spaces.
    static func wrap(paragraphs text: String, width: Int = width, indent: Int = 0) -> [String] {
        let paragraphs = text.components(separatedBy: "\n\n")
        let margin = String(repeating: " ", count: indent)
        return paragraphs.enumerated().flatMap { index, paragraph in
            let words = paragraph.split(whereSeparator: \.isWhitespace).map(String.init)
            let lines = wrap(words: words, width: width, firstLinePrefix: margin, indent: indent)
            return index == 0 ? lines : [""] + lines
        }
    }
}
