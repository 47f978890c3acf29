/// Builds Swift source line by line with indentation, in the manner of swift-protobuf's generator
/// `Printer`: `print` adds lines at the current indent, `indent`/`outdent` or `block` change it.
///
/// Output is byte-for-byte deterministic: four spaces per level, `\n` line ends, no trailing
/// whitespace (blank lines are empty), and exactly one newline at the end of the file.
///
/// The text grows in one buffer as lines arrive (a file of 100,000 tokens is tens of megabytes;
/// an array of lines joined at the end would hold it twice). Empty lines wait until a line with
/// text follows, so that trailing ones are dropped without editing the buffer.
struct SwiftPrinter {
    private var buffer = ""
    private var level = 0
    private var pendingEmptyLines = 0
    private var hasLines = false
    /// Whether the last line with text ends with `{`.
    private var lastLineOpensBlock = false

    init() {}

    /// Adds each line at the current indentation; an empty string adds an empty line.
    mutating func print(_ newLines: String...) {
        for line in newLines {
            append(line)
        }
    }

    /// Adds one line (which must not contain a newline) at the current indentation.
    mutating func append(_ line: String) {
        precondition(!line.containsBytes("\n"), "a printed line contains a newline: \(line)")
        hasLines = true
        guard !line.isEmpty else {
            pendingEmptyLines += 1
            return
        }
        for _ in 0..<pendingEmptyLines { buffer.append("\n") }
        pendingEmptyLines = 0
        buffer.append(level < Self.indentation.count ? Self.indentation[level] : String(repeating: "    ", count: level))
        buffer.append(line)
        buffer.append("\n")
        lastLineOpensBlock = line.utf8.last == UInt8(ascii: "{")
    }

    /// The indentation of the levels generated code reaches, made once: one append per line.
    private static let indentation = (0..<24).map { String(repeating: "    ", count: $0) }

    /// Adds every line of `other` at the current indentation (plus the indentation it has there).
    mutating func append(contentsOf other: SwiftPrinter) {
        for line in other.buffer.split(separator: "\n", omittingEmptySubsequences: false).dropLast() {
            append(String(line))
        }
    }

    /// Whether any line contains `fragment`.
    func contains(_ fragment: String) -> Bool {
        buffer.containsBytes(fragment)
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
        guard hasLines, pendingEmptyLines == 0, !lastLineOpensBlock else { return }
        pendingEmptyLines = 1
    }

    /// The text: the lines, each ending in `\n`, trailing empty lines dropped (an empty printer
    /// gives one newline).
    var text: String {
        buffer.isEmpty ? "\n" : buffer
    }
}
