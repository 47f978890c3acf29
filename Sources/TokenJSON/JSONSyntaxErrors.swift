/// A JSON text that could not be parsed, with the position of the first offending character.
package struct JSONSyntaxError: Error, Sendable, Hashable, CustomStringConvertible {
    package enum Kind: Sendable, Hashable {
        case syntax
        case nestingTooDeep
    }

    package var kind: Kind
    package var message: String
    package var position: SourcePosition

    package init(_ message: String, at position: SourcePosition, kind: Kind = .syntax) {
        self.kind = kind
        self.message = message
        self.position = position
    }

    package var description: String { "\(position): \(message)" }
}

// The parser's errors. They are built off the hot path (`@inline(never)`): finding a position
// rescans the text from its start, which is fine once per failed parse.
extension JSONScanner {
    /// What the parser needed when it found something else.
    enum Expectation {
        case value, key, colon, elementEnd, memberEnd, end
    }

    /// The line and column of byte `index`, counted as `JSONNode` counts them.
    func position(at index: Int) -> SourcePosition {
        var line = 1, lineStart = contentStart, scan = contentStart
        while scan < index {
            switch bytes[scan] {
            case 0x0A:
                line += 1
                lineStart = scan + 1
            case 0x0D:
                if scan + 1 < index && bytes[scan + 1] == 0x0A { scan += 1 }
                line += 1
                lineStart = scan + 1
            default:
                break
            }
            scan += 1
        }
        var column = 1
        for byte in bytes[lineStart..<index] where byte & 0xC0 != 0x80 { column += 1 }
        return SourcePosition(line: line, column: column)
    }

    private func error(_ message: String, at index: Int) -> JSONSyntaxError {
        JSONSyntaxError(message, at: position(at: index))
    }

    /// The error for the byte at `offset` (or the end of input) where `expected` was needed.
    @inline(never)
    func unexpected(_ expected: Expectation) -> JSONSyntaxError {
        let index = offset
        guard index < bytes.count else { return endOfInput(expected) }
        let byte = bytes[index]
        if byte == UInt8(ascii: "/") && index + 1 < bytes.count
            && (bytes[index + 1] == UInt8(ascii: "/") || bytes[index + 1] == UInt8(ascii: "*")) {
            return error("comments are not allowed in JSON", at: index)
        }
        if byte >= 0x80, let problem = utf8Problem(at: index) { return error(problem, at: index) }
        let found = describe(at: index)
        switch expected {
        case .value:
            if byte == UInt8(ascii: "]") || byte == UInt8(ascii: "}"), let comma = commaBefore(index) {
                return error("trailing comma before \(found)", at: comma)
            }
            switch byte {
            case UInt8(ascii: "'"): return error("strings must use double quotes", at: index)
            case UInt8(ascii: "+"): return error("numbers must not start with '+'", at: index)
            case UInt8(ascii: "."): return error("numbers must start with a digit (write 0.5, not .5)", at: index)
            default: break
            }
            if Self.wordLength(in: bytes, at: index) > 0 { return notAValue(at: index) }
            return error("expected a JSON value, found \(found)", at: index)
        case .key:
            if byte == UInt8(ascii: "}"), let comma = commaBefore(index) {
                return error("trailing comma before '}'", at: comma)
            }
            if byte == UInt8(ascii: "'") { return error("strings must use double quotes", at: index) }
            if Self.wordLength(in: bytes, at: index) > 0 {
                return error("object keys must be strings in double quotes, found '\(word(at: index))'", at: index)
            }
            return error("expected a string key, found \(found)", at: index)
        case .colon:
            return error("expected ':' after object key, found \(found)", at: index)
        case .elementEnd:
            return error("expected ',' or ']' after an array element, found \(found)", at: index)
        case .memberEnd:
            return error("expected ',' or '}' after an object member, found \(found)", at: index)
        case .end:
            return error("unexpected content after the JSON value: \(found)", at: index)
        }
    }

    private func endOfInput(_ expected: Expectation) -> JSONSyntaxError {
        let detail: String
        switch expected {
        case .key: detail = "expected an object key"
        case .colon: detail = "expected ':' after object key"
        case .value, .elementEnd, .memberEnd, .end:
            if depth == 0 {
                detail = "expected a JSON value"
            } else if expected == .value {
                detail = "expected a value"
            } else {
                let container = nodes[current.node]
                detail = "the \(container.kind == .object ? "object" : "array") opened at "
                    + "\(container.line):\(container.column) is not closed"
            }
        }
        return error("unexpected end of input: \(detail)", at: bytes.count)
    }

    /// The index of the comma just before `index`, whitespace aside.
    private func commaBefore(_ index: Int) -> Int? {
        var scan = index - 1
        while scan >= contentStart {
            switch bytes[scan] {
            case 0x20, 0x09, 0x0A, 0x0D: scan -= 1
            case UInt8(ascii: ","): return scan
            default: return nil
            }
        }
        return nil
    }

    /// The character at `index` as messages quote it.
    private func describe(at index: Int) -> String {
        let byte = bytes[index]
        if byte > 0x20 && byte < 0x7F { return "'\(Character(Unicode.Scalar(byte)))'" }
        if byte < 0x80 { return "control character \(Self.codePoint(UInt32(byte)))" }
        let length = max(utf8SequenceLength(at: index), 1)
        let text = String(decoding: bytes[index..<(index + length)], as: UTF8.self)
        return "character \(Self.codePoint(text.unicodeScalars.first?.value ?? 0xFFFD))"
    }

    /// `U+00E9`.
    private static func codePoint(_ value: UInt32) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }

    private static func hexByte(_ byte: UInt8) -> String {
        let digits = String(byte, radix: 16, uppercase: true)
        return "0x" + (digits.count < 2 ? "0" : "") + digits
    }

    /// The bare word at `index`, shortened for a message.
    private func word(at index: Int) -> String {
        let length = Self.wordLength(in: bytes, at: index)
        let shown = String(decoding: bytes[index..<(index + min(length, 40))], as: UTF8.self)
        return length > 40 ? shown + "…" : shown
    }

    /// Why the UTF-8 sequence at `index` is ill-formed, or `nil` if it is well formed.
    private func utf8Problem(at index: Int) -> String? {
        guard utf8SequenceLength(at: index) == 0 else { return nil }
        let lead = bytes[index]
        let continuations: Int
        switch lead {
        case 0x80...0xBF: return "invalid UTF-8 byte \(Self.hexByte(lead)) (a continuation byte without a lead byte)"
        case 0xC0, 0xC1: return "invalid UTF-8 byte \(Self.hexByte(lead)) (it can only start an overlong encoding)"
        case 0xC2...0xDF: continuations = 1
        case 0xE0...0xEF: continuations = 2
        case 0xF0...0xF4: continuations = 3
        default: return "invalid UTF-8 byte \(Self.hexByte(lead))"
        }
        let sequence = "the sequence starting with byte \(Self.hexByte(lead))"
        for position in (index + 1)...(index + continuations) {
            guard position < bytes.count, bytes[position] & 0xC0 == 0x80 else {
                return "invalid UTF-8: \(sequence) is truncated"
            }
        }
        let second = bytes[index + 1]
        switch lead {
        case 0xE0, 0xF0: return "invalid UTF-8: \(sequence) is an overlong encoding"
        case 0xED: return "invalid UTF-8: bytes 0xED \(Self.hexByte(second)) encode a UTF-16 surrogate"
        default: return "invalid UTF-8: \(sequence) encodes a code point above U+10FFFF"
        }
    }

    @inline(never)
    func invalidUTF8(at index: Int) -> JSONSyntaxError {
        error(utf8Problem(at: index) ?? "invalid UTF-8", at: index)
    }

    @inline(never)
    func nestingTooDeep() -> JSONSyntaxError {
        JSONSyntaxError(
            "nesting is deeper than the limit of \(maxDepth) levels", at: position(at: offset), kind: .nestingTooDeep)
    }

    @inline(never)
    func unterminatedString(at quote: Int) -> JSONSyntaxError {
        error("unterminated string", at: quote)
    }

    @inline(never)
    func controlCharacterInString(at index: Int) -> JSONSyntaxError {
        let byte = bytes[index]
        let escape = switch byte {
        case 0x0A: "\\n"
        case 0x0D: "\\r"
        case 0x09: "\\t"
        default: "\\u" + Self.codePoint(UInt32(byte)).dropFirst(2)
        }
        let character = Self.codePoint(UInt32(byte))
        return error("control character \(character) must be escaped in a string (write \(escape))", at: index)
    }

    private static let validEscapes = #"valid escapes are \" \\ \/ \b \f \n \r \t and \uXXXX"#

    @inline(never)
    func invalidEscape(at backslash: Int) -> JSONSyntaxError {
        let byte = bytes[backslash + 1]
        let escape = byte > 0x20 && byte < 0x7F
            ? "'\\\(Character(Unicode.Scalar(byte)))'"
            : "'\\' followed by \(describe(at: backslash + 1))"
        return error("invalid escape \(escape) in a string (\(Self.validEscapes))", at: backslash)
    }

    @inline(never)
    func invalidUnicodeEscape(at backslash: Int) -> JSONSyntaxError {
        error("invalid escape in a string: '\\u' must be followed by 4 hex digits", at: backslash)
    }

    @inline(never)
    func loneSurrogate(_ unit: UInt32, at backslash: Int) -> JSONSyntaxError {
        let escape = "\\u" + String(unit, radix: 16, uppercase: true)
        let rule = unit < 0xDC00
            ? "a high surrogate must be followed by a low surrogate escape \\uDC00-\\uDFFF"
            : "a low surrogate must follow a high surrogate escape \\uD800-\\uDBFF"
        return error("lone surrogate \(escape) in escape (\(rule))", at: backslash)
    }

    /// The error for a `-` at `minus` that no digit follows.
    @inline(never)
    func invalidAfterMinus(at minus: Int) -> JSONSyntaxError {
        if Self.wordLength(in: bytes, at: minus + 1) > 0 {
            let word = word(at: minus + 1)
            return error("'-\(word)' is not a JSON value\(Self.hint(for: word))", at: minus)
        }
        return missingDigit("after '-'", at: minus + 1)
    }

    @inline(never)
    func leadingZero(at zero: Int) -> JSONSyntaxError {
        error("leading zeros are not allowed in numbers", at: zero)
    }

    @inline(never)
    func missingDigit(_ place: String, at index: Int) -> JSONSyntaxError {
        if index >= bytes.count {
            return error("unexpected end of input: expected a digit \(place)", at: index)
        }
        return error("expected a digit \(place), found \(describe(at: index))", at: index)
    }

    /// The error for a bare word such as `NaN`, `True` or `nul` where a value belongs.
    @inline(never)
    func notAValue(at index: Int) -> JSONSyntaxError {
        let word = word(at: index)
        return error("'\(word)' is not a JSON value\(Self.hint(for: word))", at: index)
    }

    private static func hint(for word: String) -> String {
        let lowercased = word.lowercased()
        switch lowercased {
        case "true", "false", "null": return " (JSON literals are lowercase: true, false, null)"
        case "nan", "infinity", "inf": return " (JSON numbers must be finite)"
        default: break
        }
        let literals = ["true", "false", "null"]
        if let literal = literals.first(where: { $0.hasPrefix(lowercased) || lowercased.hasPrefix($0) }) {
            return " (did you mean '\(literal)'?)"
        }
        return " (strings must be in double quotes)"
    }
}
