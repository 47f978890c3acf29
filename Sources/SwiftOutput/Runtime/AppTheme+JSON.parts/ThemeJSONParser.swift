/// A JSON value and where it starts.
nonisolated struct ThemeJSONNode: Sendable {
    nonisolated enum Value: Sendable {
        case object([(key: String, node: ThemeJSONNode)])
        case array([ThemeJSONNode])
        case string(String)
        case number(Double)
        case bool(Bool)
        case null
    }

    var value: Value
    var line: Int
    var column: Int

    /// The member `key` of an object; nil for another value or a missing member.
    subscript(key: String) -> ThemeJSONNode? {
        guard case .object(let members) = value else { return nil }
        return members.first { $0.key == key }?.node
    }
}

/// JSON text to ``ThemeJSONNode``s (RFC 8259), failing at the first problem with its position.
nonisolated struct ThemeJSONParser {
    private let bytes: [UInt8]
    private var offset: Int = 0
    private var line: Int = 1
    private var lineStart: Int = 0
    private var depth: Int = 0
    /// Deeper nesting is a problem, not a stack overflow.
    private static let maximumDepth: Int = 256

    /// Parses `text`, which begins on line `line` of its file (for the positions of problems).
    init(_ text: String, line: Int = 1) {
        bytes = Array(text.utf8)
        self.line = line
    }

    mutating func document() throws(ThemeJSONError.Problem) -> ThemeJSONNode {
        skipSpace()
        let node: ThemeJSONNode = try value()
        skipSpace()
        guard offset == bytes.count else { throw problem("unexpected text after the JSON value") }
        return node
    }

    private func problem(_ message: String) -> ThemeJSONError.Problem {
        ThemeJSONError.Problem(kind: .syntax, path: nil, line: line, column: offset - lineStart + 1, message: message)
    }

    private mutating func skipSpace() {
        while offset < bytes.count {
            switch bytes[offset] {
            case 0x20, 0x09, 0x0D:
                offset += 1
            case 0x0A:
                offset += 1
                line += 1
                lineStart = offset
            default:
                return
            }
        }
    }

    private mutating func value() throws(ThemeJSONError.Problem) -> ThemeJSONNode {
        guard offset < bytes.count else { throw problem("the JSON ends where a value should be") }
        let startLine: Int = line
        let startColumn: Int = offset - lineStart + 1
        let value: ThemeJSONNode.Value
        switch bytes[offset] {
        case UInt8(ascii: "{"):
            value = try object()
        case UInt8(ascii: "["):
            value = try array()
        case UInt8(ascii: "\""):
            value = .string(try string())
        case UInt8(ascii: "t"):
            try literal("true")
            value = .bool(true)
        case UInt8(ascii: "f"):
            try literal("false")
            value = .bool(false)
        case UInt8(ascii: "n"):
            try literal("null")
            value = .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            value = .number(try number())
        default:
            throw problem("unexpected character where a JSON value should be")
        }
        return ThemeJSONNode(value: value, line: startLine, column: startColumn)
    }

    private mutating func nest() throws(ThemeJSONError.Problem) {
        depth += 1
        guard depth <= Self.maximumDepth else { throw problem("the JSON nests deeper than \(Self.maximumDepth) levels") }
        offset += 1
        skipSpace()
    }

    private mutating func object() throws(ThemeJSONError.Problem) -> ThemeJSONNode.Value {
        try nest()
        var members: [(key: String, node: ThemeJSONNode)] = []
        if offset < bytes.count, bytes[offset] == UInt8(ascii: "}") {
            offset += 1
            depth -= 1
            return .object(members)
        }
        while true {
            guard offset < bytes.count, bytes[offset] == UInt8(ascii: "\"") else { throw problem("expected a member name in quotes") }
            let keyOffset: Int = offset
            let key: String = try string()
            guard !members.contains(where: { $0.key == key }) else {
                offset = keyOffset
                throw problem("the member '\(key)' appears twice")
            }
            skipSpace()
            guard offset < bytes.count, bytes[offset] == UInt8(ascii: ":") else { throw problem("expected ':' after the member name") }
            offset += 1
            skipSpace()
            let member: ThemeJSONNode = try value()
            members.append((key, member))
            skipSpace()
            guard offset < bytes.count else { throw problem("the JSON ends inside an object") }
            if bytes[offset] == UInt8(ascii: "}") {
                offset += 1
                depth -= 1
                return .object(members)
            }
            guard bytes[offset] == UInt8(ascii: ",") else { throw problem("expected ',' or '}' in an object") }
            offset += 1
            skipSpace()
        }
    }

    private mutating func array() throws(ThemeJSONError.Problem) -> ThemeJSONNode.Value {
        try nest()
        var elements: [ThemeJSONNode] = []
        if offset < bytes.count, bytes[offset] == UInt8(ascii: "]") {
            offset += 1
            depth -= 1
            return .array(elements)
        }
        while true {
            let element: ThemeJSONNode = try value()
            elements.append(element)
            skipSpace()
            guard offset < bytes.count else { throw problem("the JSON ends inside an array") }
            if bytes[offset] == UInt8(ascii: "]") {
                offset += 1
                depth -= 1
                return .array(elements)
            }
            guard bytes[offset] == UInt8(ascii: ",") else { throw problem("expected ',' or ']' in an array") }
            offset += 1
            skipSpace()
        }
    }

    private mutating func literal(_ word: String) throws(ThemeJSONError.Problem) {
        let expected: [UInt8] = Array(word.utf8)
        guard bytes.count - offset >= expected.count, Array(bytes[offset..<(offset + expected.count)]) == expected else {
            throw problem("unexpected word where a JSON value should be")
        }
        offset += expected.count
    }

    private mutating func number() throws(ThemeJSONError.Problem) -> Double {
        let start: Int = offset
        func digits() -> Int {
            let first: Int = offset
            while offset < bytes.count, bytes[offset] >= UInt8(ascii: "0"), bytes[offset] <= UInt8(ascii: "9") {
                offset += 1
            }
            return offset - first
        }
        if bytes[offset] == UInt8(ascii: "-") { offset += 1 }
        let integer: Int = digits()
        guard integer > 0 else { throw problem("a number needs digits") }
        guard integer == 1 || bytes[offset - integer] != UInt8(ascii: "0") else { throw problem("a number cannot start with 0") }
        if offset < bytes.count, bytes[offset] == UInt8(ascii: ".") {
            offset += 1
            guard digits() > 0 else { throw problem("a number needs digits after '.'") }
        }
        if offset < bytes.count, bytes[offset] == UInt8(ascii: "e") || bytes[offset] == UInt8(ascii: "E") {
            offset += 1
            if offset < bytes.count, bytes[offset] == UInt8(ascii: "+") || bytes[offset] == UInt8(ascii: "-") { offset += 1 }
            guard digits() > 0 else { throw problem("a number needs digits in its exponent") }
        }
        guard let number = Double(String(decoding: bytes[start..<offset], as: UTF8.self)), number.isFinite else {
            throw problem("the number is too large")
        }
        return number
    }

    private mutating func string() throws(ThemeJSONError.Problem) -> String {
        offset += 1
        var text: [UInt8] = []
        while offset < bytes.count {
            let byte: UInt8 = bytes[offset]
            switch byte {
            case UInt8(ascii: "\""):
                offset += 1
                return String(decoding: text, as: UTF8.self)
            case UInt8(ascii: "\\"):
                offset += 1
                guard offset < bytes.count else { break }
                let escaped: UInt8 = bytes[offset]
                offset += 1
                switch escaped {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): text.append(escaped)
                case UInt8(ascii: "b"): text.append(0x08)
                case UInt8(ascii: "f"): text.append(0x0C)
                case UInt8(ascii: "n"): text.append(0x0A)
                case UInt8(ascii: "r"): text.append(0x0D)
                case UInt8(ascii: "t"): text.append(0x09)
                case UInt8(ascii: "u"):
                    var scalar: UInt32 = try hex4()
                    if scalar >= 0xD800, scalar < 0xDC00, bytes.count - offset >= 6, bytes[offset] == UInt8(ascii: "\\"), bytes[offset + 1] == UInt8(ascii: "u") {
                        offset += 2
                        let low: UInt32 = try hex4()
                        scalar = low >= 0xDC00 && low < 0xE000 ? 0x10000 + (scalar - 0xD800) << 10 + (low - 0xDC00) : 0xFFFD
                    }
                    text.append(contentsOf: Array(String(Unicode.Scalar(scalar).map(Character.init) ?? "\u{FFFD}").utf8))
                default:
                    offset -= 1
                    throw problem("unknown escape in a string")
                }
            case 0x00..<0x20:
                throw problem("a control character inside a string")
            default:
                text.append(byte)
                offset += 1
            }
        }
        throw problem("the JSON ends inside a string")
    }

    private mutating func hex4() throws(ThemeJSONError.Problem) -> UInt32 {
        guard bytes.count - offset >= 4 else { throw problem("expected four hexadecimal digits after \\u") }
        var value: UInt32 = 0
        for _ in 0..<4 {
            let byte: UInt8 = bytes[offset]
            let digit: UInt32
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(byte - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = UInt32(byte - UInt8(ascii: "a")) + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = UInt32(byte - UInt8(ascii: "A")) + 10
            default: throw problem("expected four hexadecimal digits after \\u")
            }
            value = value * 16 + digit
            offset += 1
        }
        return value
    }
}
