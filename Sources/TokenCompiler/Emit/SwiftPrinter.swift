/// Builds Swift source line by line with indentation, in the manner of swift-protobuf's generator
/// `Printer`: `print` adds lines at the current indent, `indent`/`outdent` or `block` change it.
///
/// Output is byte-for-byte deterministic: four spaces per level, `\n` line ends, no trailing
/// whitespace (blank lines are empty), and exactly one newline at the end of the file.
struct SwiftPrinter {
    private(set) var lines: [String] = []
    private var level = 0

    init() {}

    /// Adds each line at the current indentation; an empty string adds an empty line.
    mutating func print(_ newLines: String...) {
        for line in newLines {
            append(line)
        }
    }

    /// Adds one line (which must not contain a newline) at the current indentation.
    mutating func append(_ line: String) {
        precondition(!line.contains("\n"), "a printed line contains a newline: \(line)")
        lines.append(line.isEmpty ? "" : String(repeating: "    ", count: level) + line)
    }

    mutating func indent() { level += 1 }

    mutating func outdent() {
        precondition(level > 0, "outdent below zero")
        level -= 1
    }

    /// `header {`, the body one level deeper, then `}` (or `closing`).
    mutating func block(_ header: String, closing: String = "}", _ body: (inout SwiftPrinter) -> Void) {
        append(header + " {")
        indent()
        body(&self)
        outdent()
        append(closing)
    }

    /// Adds an empty line unless the last line is already empty or opens a block.
    mutating func blankLine() {
        guard let last = lines.last, !last.isEmpty, !last.hasSuffix("{") else { return }
        lines.append("")
    }

    /// The text: lines joined by `\n`, trailing empty lines dropped, one final newline.
    var text: String {
        var result = lines
        while result.last?.isEmpty == true { result.removeLast() }
        return result.joined(separator: "\n") + "\n"
    }
}
