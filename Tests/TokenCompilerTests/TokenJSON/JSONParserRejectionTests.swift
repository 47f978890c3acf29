import Testing
@testable import TokenCompiler

/// An input the parser must reject, where, and a word the message must contain.
struct Rejection: Sendable, CustomTestStringConvertible {
    var bytes: [UInt8]
    var line: Int
    var column: Int
    var keyword: String

    init(_ text: String, _ line: Int, _ column: Int, _ keyword: String) {
        self.init(bytes: Array(text.utf8), line, column, keyword)
    }

    init(bytes: [UInt8], _ line: Int, _ column: Int, _ keyword: String) {
        self.bytes = bytes
        self.line = line
        self.column = column
        self.keyword = keyword
    }

    var testDescription: String {
        let text = String(decoding: bytes, as: UTF8.self)
        return String(reflecting: text.count > 40 ? String(text.prefix(40)) + "…" : text)
    }
}

@Suite struct JSONParserRejectionTests {
    static let structure: [Rejection] = [
        Rejection("", 1, 1, "end of input"),
        Rejection("   ", 1, 4, "end of input"),
        Rejection(bytes: [0xEF, 0xBB, 0xBF], 1, 1, "end of input"),
        Rejection("[", 1, 2, "end of input"),
        Rejection("[1,", 1, 4, "end of input"),
        Rejection("[1", 1, 3, "array opened at 1:1 is not closed"),
        Rejection("{", 1, 2, "end of input"),
        Rejection(#"{"a""#, 1, 5, "end of input"),
        Rejection(#"{"a":"#, 1, 6, "end of input"),
        Rejection("{\"a\":1\n", 2, 1, "object opened at 1:1 is not closed"),
        Rejection("[1,]", 1, 3, "trailing comma"),
        Rejection(#"{"a":1,}"#, 1, 7, "trailing comma before '}'"),
        Rejection("[1,\n]", 1, 3, "trailing comma"),
        Rejection("[1,\r\n 2,\r\n ]", 2, 3, "trailing comma"),
        Rejection("[,1]", 1, 2, "','"),
        Rejection("[1,,2]", 1, 4, "','"),
        Rejection("[1 2]", 1, 4, "expected ',' or ']'"),
        Rejection("[1}", 1, 3, "expected ',' or ']'"),
        Rejection(#"{"a":1 "b":2}"#, 1, 8, "expected ',' or '}'"),
        Rejection(#"{"a" 1}"#, 1, 6, "expected ':' after object key"),
        Rejection(#"{"a"=1}"#, 1, 5, "expected ':'"),
        Rejection(#"{"a":}"#, 1, 6, "expected a JSON value"),
        Rejection("{1:2}", 1, 2, "expected a string key"),
        Rejection("{a:1}", 1, 2, "double quotes"),
        Rejection("{,}", 1, 2, "expected a string key"),
        Rejection("]", 1, 1, "expected a JSON value"),
        Rejection("[1] 2", 1, 5, "unexpected content after the JSON value"),
        Rejection("[1]]", 1, 4, "unexpected content"),
        Rejection("{}{}", 1, 3, "unexpected content"),
        Rejection("1 2", 1, 3, "unexpected content"),
        Rejection("[\"a\",\r\"b\" \"c\"]", 2, 5, "expected ',' or ']'"),
        Rejection("\n\n  x", 3, 3, "'x' is not a JSON value"),
        Rejection("\r\r[", 3, 2, "end of input"),
        Rejection("[\"é\", x]", 1, 7, "'x'"),
    ]

    static let nonJSONSyntax: [Rejection] = [
        Rejection("// comment\n1", 1, 1, "comments are not allowed"),
        Rejection("[1 /* c */]", 1, 4, "comments are not allowed"),
        Rejection(#"{"a": 1} // x"#, 1, 10, "comments are not allowed"),
        Rejection("[1,/**/2]", 1, 4, "comments"),
        Rejection("/", 1, 1, "'/'"),
        Rejection("'a'", 1, 1, "double quotes"),
        Rejection("{'a': 1}", 1, 2, "double quotes"),
        Rejection(#"{"a": 'b'}"#, 1, 7, "double quotes"),
        Rejection("NaN", 1, 1, "'NaN' is not a JSON value"),
        Rejection("Infinity", 1, 1, "'Infinity' is not a JSON value"),
        Rejection("-Infinity", 1, 1, "'-Infinity' is not a JSON value"),
        Rejection("[1, NaN]", 1, 5, "'NaN'"),
        Rejection("True", 1, 1, "lowercase"),
        Rejection("NULL", 1, 1, "lowercase"),
        Rejection("[nul]", 1, 2, "'nul'"),
        Rejection("tru", 1, 1, "'tru'"),
        Rejection("truex", 1, 1, "'truex'"),
        Rejection("nulls", 1, 1, "'nulls'"),
        Rejection(#"{"a": undefined}"#, 1, 7, "'undefined'"),
        Rejection("\u{0C}1", 1, 1, "U+000C"),
        Rejection("\u{0B}1", 1, 1, "U+000B"),
        Rejection("\u{A0}1", 1, 1, "U+00A0"),
        Rejection("[1,\u{2028}2]", 1, 4, "U+2028"),
        Rejection("1\u{FEFF}", 1, 2, "unexpected content"),
        Rejection("\u{FEFF}\u{FEFF}1", 1, 1, "U+FEFF"),
        Rejection(" \u{FEFF}1", 1, 2, "U+FEFF"),
    ]

    static let numbers: [Rejection] = [
        Rejection("01", 1, 1, "leading zeros"),
        Rejection("-01", 1, 2, "leading zeros"),
        Rejection("[00]", 1, 2, "leading zeros"),
        Rejection("01.5", 1, 1, "leading zeros"),
        Rejection("+1", 1, 1, "'+'"),
        Rejection("[+1]", 1, 2, "'+'"),
        Rejection(".5", 1, 1, "digit"),
        Rejection("-.5", 1, 2, "digit after '-'"),
        Rejection("-", 1, 2, "end of input"),
        Rejection("[-]", 1, 3, "digit after '-'"),
        Rejection("1.", 1, 3, "decimal point"),
        Rejection("[1.]", 1, 4, "decimal point"),
        Rejection("1.e5", 1, 3, "decimal point"),
        Rejection("1e", 1, 3, "exponent"),
        Rejection("1e+", 1, 4, "exponent"),
        Rejection("[1E-]", 1, 5, "exponent"),
        Rejection("0x1F", 1, 2, "unexpected content"),
        Rejection("1.5.3", 1, 4, "unexpected content"),
        Rejection("[1e5e5]", 1, 5, "expected ',' or ']'"),
        Rejection("- 1", 1, 2, "digit after '-'"),
    ]

    static let strings: [Rejection] = [
        Rejection(#""abc"#, 1, 1, "unterminated string"),
        Rejection(#"["a", "b"#, 1, 7, "unterminated string"),
        Rejection(#""abc\"#, 1, 1, "unterminated string"),
        Rejection(#""\u12"#, 1, 1, "unterminated string"),
        Rejection(#""\uD800"#, 1, 1, "unterminated string"),
        Rejection("\"a\nb\"", 1, 3, "control character U+000A must be escaped"),
        Rejection("\"a\tb\"", 1, 3, "U+0009"),
        Rejection("\"\u{01}\"", 1, 2, "U+0001"),
        Rejection("\"\u{0}\"", 1, 2, "U+0000"),
        Rejection("\"\u{1F}\"", 1, 2, "U+001F"),
        Rejection("\"é\r\"", 1, 3, "U+000D"),
        Rejection(#"{"k\ey": 1}"#, 1, 4, #"invalid escape '\e'"#),
        Rejection(#""\x41""#, 1, 2, #"invalid escape '\x'"#),
        Rejection(#""\'""#, 1, 2, "invalid escape"),
        Rejection(#""\U0041""#, 1, 2, "invalid escape"),
        Rejection("\"\\\u{1}\"", 1, 2, "invalid escape"),
        Rejection(#""\u12G4""#, 1, 2, "4 hex digits"),
        Rejection(#""\u12""#, 1, 2, "4 hex digits"),
        Rejection(#""\u""#, 1, 2, "4 hex digits"),
        Rejection(#""\uD800""#, 1, 2, #"lone surrogate \uD800"#),
        Rejection(#""\uDBFFx""#, 1, 2, "lone surrogate"),
        Rejection(#""\uD800\u0041""#, 1, 2, "lone surrogate"),
        Rejection(#""\uD800\uD800""#, 1, 2, "lone surrogate"),
        Rejection(#""\uD800\n""#, 1, 2, "lone surrogate"),
        Rejection(#""\uDC00""#, 1, 2, #"lone surrogate \uDC00"#),
        Rejection(#""ab\uDFFF\uD800""#, 1, 4, "lone surrogate"),
        Rejection(#""\uD800\uDG00""#, 1, 8, "4 hex digits"),
        Rejection(#"["é", "\uDE00"]"#, 1, 8, "lone surrogate"),
    ]

    static let utf8: [Rejection] = [
        Rejection(bytes: [0x22, 0xFF, 0x22], 1, 2, "invalid UTF-8 byte 0xFF"),
        Rejection(bytes: [0x22, 0xF5, 0x80, 0x80, 0x80, 0x22], 1, 2, "invalid UTF-8 byte 0xF5"),
        Rejection(bytes: [0x22, 0x80, 0x22], 1, 2, "continuation byte"),
        Rejection(bytes: [0x22, 0xC0, 0xAF, 0x22], 1, 2, "overlong"),
        Rejection(bytes: [0x22, 0xC1, 0xBF, 0x22], 1, 2, "overlong"),
        Rejection(bytes: [0x22, 0xE0, 0x80, 0xAF, 0x22], 1, 2, "overlong"),
        Rejection(bytes: [0x22, 0xF0, 0x8F, 0xBF, 0xBF, 0x22], 1, 2, "overlong"),
        Rejection(bytes: [0x22, 0xED, 0xA0, 0x80, 0x22], 1, 2, "surrogate"),
        Rejection(bytes: [0x22, 0xED, 0xBF, 0xBF, 0x22], 1, 2, "surrogate"),
        Rejection(bytes: [0x22, 0xF4, 0x90, 0x80, 0x80, 0x22], 1, 2, "above U+10FFFF"),
        Rejection(bytes: [0x22, 0xE2, 0x82, 0x22], 1, 2, "truncated"),
        Rejection(bytes: [0x22, 0xC3, 0x41, 0x22], 1, 2, "truncated"),
        Rejection(bytes: [0x22, 0xF0, 0x9F, 0x98], 1, 2, "truncated"),
        Rejection(bytes: [0x22, 0xC3], 1, 2, "truncated"),
        Rejection(bytes: [0x22, 0xC3, 0xA9, 0xFF, 0x22], 1, 3, "0xFF"),
        Rejection(bytes: [0x22, 0x61, 0x62, 0x63, 0x64, 0x65, 0x66, 0x67, 0x68, 0xFE, 0x22], 1, 10, "0xFE"),
        Rejection(bytes: [0x5B, 0xFF, 0x5D], 1, 2, "invalid UTF-8 byte 0xFF"),
        Rejection(bytes: [0x5B, 0x31, 0x5D, 0x20, 0xC3], 1, 5, "invalid UTF-8"),
        Rejection(bytes: [0x7B, 0x22, 0x61, 0x22, 0x3A, 0xE2, 0x82, 0x7D], 1, 6, "invalid UTF-8"),
        Rejection(bytes: [0xEF, 0xBB, 0x22, 0x22], 1, 1, "invalid UTF-8"),
        Rejection(bytes: [0xEF, 0xBB, 0xBF, 0x0A, 0x22, 0xFF, 0x22], 2, 2, "0xFF"),
    ]

    @Test(arguments: structure + nonJSONSyntax + numbers + strings + utf8)
    func rejects(_ rejection: Rejection) throws {
        let error = try #require(jsonSyntaxError(rejection.bytes))
        #expect(error.position == at(rejection.line, rejection.column), "\(error.message)")
        #expect(error.message.contains(rejection.keyword), "\(error.message)")
        #expect(error.kind == .syntax)
        #expect(error.description == "\(rejection.line):\(rejection.column): \(error.message)")
    }

    static let edgeCasesThatAreValid: [String] = [
        "0", "-0", "0.0", "0e0", "0E-0", "-0.0e+00", "1e400", "-1e-400", "1E+2",
        #""\u0000""#, #""\/""#, #""\uD834\uDD1E""#, #""\uFFFF""#, #""\uE000""#,
        "\u{FEFF}[]", " \t\r\n[] \t\r\n", "[[]]", #"{"":0}"#, "\"\u{7F}\"", "\"\u{10FFFF}\"",
        "[true,false,null]", "\"\u{D7FF}\u{E000}\"",
    ]

    @Test(arguments: edgeCasesThatAreValid)
    func acceptsValidEdgeCases(_ text: String) throws {
        #expect(jsonSyntaxError(text) == nil)
    }
}
