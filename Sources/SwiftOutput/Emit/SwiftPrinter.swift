import TokenModel

/// Builds Swift source line by line with indentation, in the manner of swift-protobuf's generator
/// `Printer`: `print` adds lines at the current indent, `indent`/`outdent` or `block` change it.
///
/// Output is byte-for-byte deterministic: four spaces per level, `\n` line ends, no trailing
/// whitespace (blank lines are empty), and exactly one newline at the end of the file.
///
/// The text grows in one byte buffer as lines arrive (a file of 100,000 tokens is tens of
/// megabytes; an array of lines joined at the end would hold it twice, and appending to a
/// `String` costs several times more per line than copying bytes). Empty lines wait until a line
/// with text follows, so that trailing ones are dropped without editing the buffer.
struct SwiftPrinter {
    private var buffer: [UInt8] = []
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

    /// Indentation is copied from here, at most this much at a time (appending spaces one by one
    /// cost more than the line).
    private static let spaces = [UInt8](repeating: UInt8(ascii: " "), count: 64)

    /// Adds one line (which must not contain a newline) at the current indentation.
    mutating func append(_ line: String) {
        var line = line
        line.withUTF8 { append(utf8: $0) }
    }

    /// Adds one line built as bytes (which must not contain a newline) at the current indentation:
    /// the emitter's lines for each token, which are never `String`s.
    mutating func line(_ line: SwiftLine) {
        line.bytes.withUnsafeBufferPointer { append(utf8: $0) }
    }

    private mutating func append(utf8 line: UnsafeBufferPointer<UInt8>) {
        precondition(!line.containsBytes("\n"), "a printed line contains a newline: \(String(decoding: line, as: UTF8.self))")
        hasLines = true
        guard !line.isEmpty else {
            pendingEmptyLines += 1
            return
        }
        startLine()
        buffer.append(contentsOf: line)
        endLine()
    }

    /// Adds one line with text at the current indentation, written by `write` straight into the
    /// file's bytes: the lines the emitter writes for every token, which would otherwise each be
    /// built in an array of their own and copied. The line must have text and no newline.
    mutating func line(_ write: (inout SwiftLine) -> Void) {
        hasLines = true
        startLine()
        let start = buffer.count
        SwiftLine.writing(into: &buffer, write)
        precondition(buffer.count > start, "a line written in place is empty")
        precondition(
            !buffer.withUnsafeBufferPointer { UnsafeBufferPointer(rebasing: $0[start...]).containsBytes("\n") },
            "a printed line contains a newline: \(String(decoding: buffer[start...], as: UTF8.self))")
        endLine()
    }

    /// The empty lines waiting for this one, and its indentation.
    private mutating func startLine() {
        for _ in 0..<pendingEmptyLines { buffer.append(UInt8(ascii: "\n")) }
        pendingEmptyLines = 0
        var indentation = 4 * level
        while indentation > 0 {
            let count = min(indentation, Self.spaces.count)
            buffer.append(contentsOf: Self.spaces[..<count])
            indentation -= count
        }
    }

    /// Ends the line with text just written.
    private mutating func endLine() {
        lastLineOpensBlock = buffer.last == UInt8(ascii: "{")
        buffer.append(UInt8(ascii: "\n"))
    }

    /// Adds every line of `other` at the current indentation (plus the indentation it has there).
    mutating func append(contentsOf other: SwiftPrinter) {
        for line in other.buffer.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).dropLast() {
            append(String(decoding: line, as: UTF8.self))
        }
    }

    /// Whether any line contains `fragment`.
    func contains(_ fragment: String) -> Bool {
        buffer.withUnsafeBufferPointer { $0.containsBytes(fragment) }
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
        buffer.isEmpty ? "\n" : String(decoding: buffer, as: UTF8.self)
    }
}
