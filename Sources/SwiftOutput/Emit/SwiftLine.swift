/// One line (or a piece of one) of generated Swift, written as a string literal with
/// interpolations and built straight into UTF-8 bytes: `"self.\(member) = \(expression)"`.
///
/// The emitter writes a few lines per token, each from literal text and names or value
/// expressions. Appending a piece to a `String` costs far more than a copy of its bytes, and
/// emitting is mostly appending pieces. A line nested in another
/// (`\(expression)`) is copied as bytes, never decoded. Lines compare by their bytes, so
/// expressions that print the same compare equal.
struct SwiftLine: Hashable, Sendable, ExpressibleByStringInterpolation, CustomStringConvertible {
    /// The line's text, UTF-8.
    private(set) var bytes: [UInt8]

    init(_ text: String) {
        bytes = Array(text.utf8)
    }

    init(stringLiteral literal: StaticString) {
        bytes = literal.withUTF8Buffer { Array($0) }
    }

    init(stringInterpolation: Interpolation) {
        self = stringInterpolation.line
    }

    private init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// The line as a `String`.
    var description: String { String(decoding: bytes, as: UTF8.self) }

    /// Appends the text's UTF-8 bytes.
    mutating func append(_ literal: StaticString) {
        literal.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    mutating func append(_ text: String) {
        bytes.append(contentsOf: text.utf8)
    }

    mutating func append(_ line: SwiftLine) {
        bytes.append(contentsOf: line.bytes)
    }

    /// Calls `write` with a line whose bytes are `buffer`'s, lent and taken back: what it appends
    /// goes straight into `buffer` (``SwiftPrinter/line(_:)``). Never shared while lent, so an
    /// append does not copy the buffer.
    static func writing(into buffer: inout [UInt8], _ write: (inout SwiftLine) -> Void) {
        var line = SwiftLine(bytes: [])
        swap(&line.bytes, &buffer)
        write(&line)
        swap(&line.bytes, &buffer)
    }

    struct Interpolation: StringInterpolationProtocol {
        fileprivate var line = SwiftLine(bytes: [])

        init(literalCapacity: Int, interpolationCount: Int) {
            // Names and numbers are mostly short: room for them saves growing the array.
            line.bytes.reserveCapacity(literalCapacity + 16 * interpolationCount)
        }

        mutating func appendLiteral(_ literal: StaticString) {
            line.append(literal)
        }

        mutating func appendInterpolation(_ text: String) {
            line.append(text)
        }

        mutating func appendInterpolation(_ line: SwiftLine) {
            self.line.append(line)
        }

        /// `true` or `false`.
        mutating func appendInterpolation(_ flag: Bool) {
            appendLiteral(flag ? "true" : "false")
        }

        /// The texts one after another, `separator` between each two: `\(path.components, separator: ".")`.
        mutating func appendInterpolation(_ texts: [String], separator: StaticString) {
            for (index, text) in texts.enumerated() {
                if index > 0 { appendLiteral(separator) }
                line.append(text)
            }
        }

        /// The lines one after another, `separator` between each two: `\(layers, separator: ", ")`.
        mutating func appendInterpolation(_ lines: [SwiftLine], separator: StaticString) {
            for (index, line) in lines.enumerated() {
                if index > 0 { appendLiteral(separator) }
                self.line.append(line)
            }
        }
    }
}
