/// Rewrites a JSON5 text as the JSON text it stands for, keeping every value on its line.
///
/// Comments and trailing commas become spaces, so columns stay put; where quoting a key or
/// rewriting a number or an escape moves the rest of a line, `shifts` records by how much, so
/// that positions read from the JSON can be mapped back to the JSON5 the user wrote. A string
/// continued across lines is joined, and the line ends it held are written after its closing
/// quote. `Infinity` and `NaN` are errors: no token holds them.
struct JSON5Transcoder: ~Copyable {
    /// From output column `from` on (in Unicode scalars), the input column is `from + delta`.
    struct Shift: Sendable {
        var from: UInt32
        var delta: Int32
    }

    private let input: [UInt8]
    private var offset = 0
    private(set) var output: [UInt8] = []
    /// The output's line: the input's, except inside a string continued on the next line.
    private var line: UInt32 = 1
    private var inputLine: UInt32 = 1
    private var inColumn: UInt32 = 1
    private var outColumn: UInt32 = 1
    private var delta: Int32 = 0
    private(set) var shifts: [UInt32: [Shift]] = [:]
    private(set) var firstUse: JSON5Use?

    init(_ input: [UInt8]) {
        self.input = input
        output.reserveCapacity(input.count + input.count / 8)
    }

    mutating func transcode() throws(JSONSyntaxError) {
        if input.starts(with: [0xEF, 0xBB, 0xBF]) {
            output += input[0..<3]
            offset = 3
        }
        while offset < input.count {
            let byte = input[offset]
            switch byte {
            case UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                copyLineEnd()
            case UInt8(ascii: " "), UInt8(ascii: "\t"):
                copy()
            case 0x0B, 0x0C:
                note(.whitespace)
                replace(with: UInt8(ascii: " "))
            case UInt8(ascii: "/") where offset + 1 < input.count && (input[offset + 1] == UInt8(ascii: "/") || input[offset + 1] == UInt8(ascii: "*")):
                note(.comment)
                blankComment()
            case UInt8(ascii: "\""), UInt8(ascii: "'"):
                try string()
            case UInt8(ascii: ","):
                if followsValue, let next = significant(after: offset + 1), input[next] == UInt8(ascii: "}") || input[next] == UInt8(ascii: "]") {
                    note(.trailingComma)
                    replace(with: UInt8(ascii: " "))
                } else {
                    copy()
                }
            case UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "0")...UInt8(ascii: "9"):
                try number()
            default:
                if byte >= 0x80, let length = whitespaceLength(at: offset) {
                    note(.whitespace)
                    offset += length
                    inColumn += 1
                    emit([UInt8(ascii: " ")])
                } else if Self.startsIdentifier(byte) {
                    try identifier()
                } else {
                    copy()
                }
            }
        }
    }

    // MARK: Tokens

    /// A quoted string, as a JSON string in double quotes.
    private mutating func string() throws(JSONSyntaxError) {
        let quote = input[offset]
        if quote == UInt8(ascii: "'") { note(.singleQuotes) }
        copy()
        output[output.count - 1] = UInt8(ascii: "\"")
        var continuedLines = 0
        while offset < input.count {
            let byte = input[offset]
            if byte == quote {
                copy()
                output[output.count - 1] = UInt8(ascii: "\"")
                break
            }
            switch byte {
            case UInt8(ascii: "\""):
                skip(1)
                emit(Array("\\\"".utf8))
            case UInt8(ascii: "\\"):
                try escape(continuedLines: &continuedLines)
            case UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                // Unterminated in JSON5 too: leave it for the JSON parser to report.
                copyLineEnd()
            case 0x00..<0x20:
                note(.controlCharacter)
                skip(1)
                emit(byte == 0x09 ? Array("\\t".utf8) : Self.unicodeEscape(UInt32(byte)))
            default:
                copy()
            }
        }
        guard continuedLines > 0 else { return record() }
        // The joined lines' ends go after the string, so what follows keeps its line.
        for _ in 0..<continuedLines {
            output.append(UInt8(ascii: "\n"))
            line += 1
        }
        outColumn = 1
        delta = 0
        record()
    }

    /// A backslash escape inside a string; the backslash is at `offset`.
    private mutating func escape(continuedLines: inout Int) throws(JSONSyntaxError) {
        guard offset + 1 < input.count else { return copy() }
        let escaped = input[offset + 1]
        switch escaped {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"), UInt8(ascii: "b"), UInt8(ascii: "f"),
             UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"), UInt8(ascii: "u"):
            copy()
            copy()
        case UInt8(ascii: "\n"), UInt8(ascii: "\r"):
            note(.lineContinuation)
            offset += escaped == UInt8(ascii: "\r") && offset + 2 < input.count && input[offset + 2] == UInt8(ascii: "\n") ? 3 : 2
            continuedLines += 1
            inputLine += 1
            inColumn = 1
        case UInt8(ascii: "v"):
            note(.escape)
            skip(2)
            emit(Self.unicodeEscape(0x0B))
        case UInt8(ascii: "0") where !(offset + 2 < input.count && Self.isDigit(input[offset + 2])):
            note(.escape)
            skip(2)
            emit(Self.unicodeEscape(0))
        case UInt8(ascii: "x") where offset + 3 < input.count && Self.isHexDigit(input[offset + 2]) && Self.isHexDigit(input[offset + 3]):
            note(.escape)
            output += Array("\\u00".utf8) + [input[offset + 2], input[offset + 3]]
            offset += 4
            inColumn += 4
            outColumn += 6
        case UInt8(ascii: "1")...UInt8(ascii: "9"), UInt8(ascii: "x"), UInt8(ascii: "0"):
            throw JSONSyntaxError("this escape is not JSON5 either: write \\u and four hex digits", at: position)
        default:
            // Any other character escapes to itself.
            note(.escape)
            skip(1)
            copy()
        }
    }

    /// A JSON5 number (`+1`, `.5`, `5.`, `0x1F`), as a JSON number.
    private mutating func number() throws(JSONSyntaxError) {
        let start = offset
        var text: [UInt8] = []
        var index = offset
        if input[index] == UInt8(ascii: "+") || input[index] == UInt8(ascii: "-") {
            if input[index] == UInt8(ascii: "+") { note(.plusSign) } else { text.append(input[index]) }
            index += 1
        }
        if let word = Self.word(in: input, at: index), word == "Infinity" || word == "NaN" {
            throw JSONSyntaxError("JSON5's \(word) is not a value a token can hold", at: position)
        }
        if index + 1 < input.count, input[index] == UInt8(ascii: "0"), input[index + 1] | 0x20 == UInt8(ascii: "x") {
            note(.hexadecimalNumber)
            var end = index + 2
            var value: UInt64 = 0
            while end < input.count, let digit = Self.hexValue(input[end]) {
                let (shifted, overflow) = value.multipliedReportingOverflow(by: 16)
                guard !overflow else { throw JSONSyntaxError("this hexadecimal number is too large", at: position) }
                value = shifted + UInt64(digit)
                end += 1
            }
            guard end > index + 2 else { throw JSONSyntaxError("'0x' must be followed by hexadecimal digits", at: position) }
            text += Array(String(value).utf8)
            index = end
        } else {
            let digits = index
            while index < input.count, Self.isDigit(input[index]) { index += 1 }
            let hasInteger = index > digits
            text += hasInteger ? input[digits..<index] : [UInt8(ascii: "0")]
            if index < input.count, input[index] == UInt8(ascii: ".") {
                let fraction = index + 1
                index = fraction
                while index < input.count, Self.isDigit(input[index]) { index += 1 }
                if index > fraction {
                    text.append(UInt8(ascii: "."))
                    text += input[fraction..<index]
                }
                if !hasInteger || index == fraction { note(.decimalPoint) }
                if !hasInteger && index == fraction {
                    throw JSONSyntaxError("a decimal point must have a digit beside it", at: position)
                }
            } else if !hasInteger {
                // A lone sign: leave it for the JSON parser to report.
                return copy()
            }
            if index < input.count, input[index] | 0x20 == UInt8(ascii: "e") {
                let exponent = index
                index += 1
                if index < input.count, input[index] == UInt8(ascii: "+") || input[index] == UInt8(ascii: "-") { index += 1 }
                while index < input.count, Self.isDigit(input[index]) { index += 1 }
                text += input[exponent..<index]
            }
        }
        offset = index
        inColumn += UInt32(index - start)
        emit(text)
        record()
    }

    /// A name outside quotes: a key when a `:` follows, else a literal (`true`, `false`, `null`).
    private mutating func identifier() throws(JSONSyntaxError) {
        var end = offset
        while end < input.count, Self.continuesIdentifier(input[end]) || (input[end] >= 0x80 && whitespaceLength(at: end) == nil) { end += 1 }
        let name = input[offset..<end]
        if let next = significant(after: end), input[next] == UInt8(ascii: ":") {
            note(.unquotedKey)
            let scalars = UInt32(name.count(where: { $0 & 0xC0 != 0x80 }))
            output.append(UInt8(ascii: "\""))
            output += name
            output.append(UInt8(ascii: "\""))
            offset = end
            inColumn += scalars
            outColumn += scalars + 2
            return record()
        }
        let word = String(decoding: name, as: UTF8.self)
        if word == "Infinity" || word == "NaN" {
            throw JSONSyntaxError("JSON5's \(word) is not a value a token can hold", at: position)
        }
        while offset < end { copy() }
    }

    /// Replaces a comment with spaces, one a character, keeping its line ends.
    private mutating func blankComment() {
        let isBlock = input[offset + 1] == UInt8(ascii: "*")
        replace(with: UInt8(ascii: " "))
        replace(with: UInt8(ascii: " "))
        while offset < input.count {
            let byte = input[offset]
            if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") {
                guard isBlock else { return }
                copyLineEnd()
            } else if isBlock && byte == UInt8(ascii: "*") && offset + 1 < input.count && input[offset + 1] == UInt8(ascii: "/") {
                replace(with: UInt8(ascii: " "))
                replace(with: UInt8(ascii: " "))
                return
            } else if byte & 0xC0 == 0x80 {
                offset += 1
            } else {
                replace(with: UInt8(ascii: " "))
            }
        }
    }

    // MARK: Output and positions

    private var position: SourcePosition { SourcePosition(line: Int(inputLine), column: Int(inColumn)) }

    private mutating func note(_ kind: JSON5Use.Kind) {
        if firstUse == nil { firstUse = JSON5Use(kind: kind, position: position) }
    }

    /// Copies the byte at `offset`.
    private mutating func copy() {
        let byte = input[offset]
        output.append(byte)
        offset += 1
        if byte & 0xC0 != 0x80 {
            inColumn += 1
            outColumn += 1
        }
    }

    /// Writes `byte` for the character at `offset`, an ASCII one.
    private mutating func replace(with byte: UInt8) {
        output.append(byte)
        offset += 1
        inColumn += 1
        outColumn += 1
    }

    private mutating func copyLineEnd() {
        let isCRLF = input[offset] == UInt8(ascii: "\r") && offset + 1 < input.count && input[offset + 1] == UInt8(ascii: "\n")
        output += input[offset..<(offset + (isCRLF ? 2 : 1))]
        offset += isCRLF ? 2 : 1
        line += 1
        inputLine += 1
        inColumn = 1
        outColumn = 1
        delta = 0
    }

    /// Passes over `count` ASCII bytes of input without writing them.
    private mutating func skip(_ count: Int) {
        offset += count
        inColumn += UInt32(count)
    }

    /// Writes ASCII text that stands for input already passed over.
    private mutating func emit(_ text: [UInt8]) {
        output += text
        outColumn += UInt32(text.count)
    }

    /// Notes where output and input columns part from here on, when that changed.
    private mutating func record() {
        let now = Int32(inColumn) - Int32(outColumn)
        guard now != delta else { return }
        delta = now
        shifts[line, default: []].append(Shift(from: outColumn, delta: now))
    }

    // MARK: Looking ahead

    /// Whether the output so far ends with a value, so that a comma after it may be trailing
    /// (after `[`, `{`, `:` or another comma it is an error JSON5 has too).
    private var followsValue: Bool {
        guard let last = output.last(where: { $0 != 0x20 && !(0x09...0x0D).contains($0) }) else { return false }
        return ![UInt8(ascii: ","), UInt8(ascii: "["), UInt8(ascii: "{"), UInt8(ascii: ":")].contains(last)
    }

    /// The offset of the next character after `start` that is not whitespace or a comment.
    private func significant(after start: Int) -> Int? {
        var index = start
        while index < input.count {
            let byte = input[index]
            if byte == 0x20 || (0x09...0x0D).contains(byte) {
                index += 1
            } else if byte == UInt8(ascii: "/"), index + 1 < input.count, input[index + 1] == UInt8(ascii: "/") {
                while index < input.count, input[index] != UInt8(ascii: "\n"), input[index] != UInt8(ascii: "\r") { index += 1 }
            } else if byte == UInt8(ascii: "/"), index + 1 < input.count, input[index + 1] == UInt8(ascii: "*") {
                index += 2
                while index + 1 < input.count, !(input[index] == UInt8(ascii: "*") && input[index + 1] == UInt8(ascii: "/")) { index += 1 }
                index += 2
            } else if byte >= 0x80, let length = whitespaceLength(at: index) {
                index += length
            } else {
                return index
            }
        }
        return nil
    }

    /// The length in bytes of the non-ASCII whitespace character at `index` (JSON5 allows
    /// U+00A0, U+FEFF, the line and paragraph separators and every space separator), or nil.
    private func whitespaceLength(at index: Int) -> Int? {
        var iterator = input[index...].makeIterator()
        var decoder = UTF8()
        guard case .scalarValue(let scalar) = decoder.decode(&iterator) else { return nil }
        let isSpace = scalar.value == 0xA0 || scalar.value == 0xFEFF || scalar.value == 0x2028 || scalar.value == 0x2029
            || scalar.properties.generalCategory == .spaceSeparator
        return isSpace ? UTF8.width(scalar) : nil
    }

    private static func startsIdentifier(_ byte: UInt8) -> Bool {
        (byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "z")) || byte == UInt8(ascii: "$")
            || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "\\") || byte >= 0x80
    }

    private static func continuesIdentifier(_ byte: UInt8) -> Bool {
        (startsIdentifier(byte) && byte < 0x80) || isDigit(byte)
    }

    private static func word(in bytes: [UInt8], at index: Int) -> String? {
        var end = index
        while end < bytes.count, bytes[end] | 0x20 >= UInt8(ascii: "a"), bytes[end] | 0x20 <= UInt8(ascii: "z") { end += 1 }
        return end > index ? String(decoding: bytes[index..<end], as: UTF8.self) : nil
    }

    private static func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }

    private static func isHexDigit(_ byte: UInt8) -> Bool { hexValue(byte) != nil }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        if isDigit(byte) { return byte - UInt8(ascii: "0") }
        let lower = byte | 0x20
        return lower >= UInt8(ascii: "a") && lower <= UInt8(ascii: "f") ? lower - UInt8(ascii: "a") + 10 : nil
    }

    private static func unicodeEscape(_ value: UInt32) -> [UInt8] {
        let hex = String(value, radix: 16)
        return Array(("\\u" + String(repeating: "0", count: 4 - hex.count) + hex).utf8)
    }
}
