import Testing
@testable import TokenJSON

/// JSON5 as Style Dictionary reads its sources: every value as JSON5 means it, at the line and
/// column it is written at in the JSON5.
@Suite struct JSON5Tests {
    private func parse(_ text: String) throws(JSONSyntaxError) -> (document: JSONDocument, firstUse: JSON5Use?) {
        try JSONDocument.parsingJSON5(Array(text.utf8))
    }

    /// The document as one line of JSON: strings quoted, numbers by value.
    private static func canonical(_ value: JSONValue) -> String {
        switch value.kind {
        case .null: "null"
        case .bool: value.boolValue! ? "true" : "false"
        case .number: "\(value.doubleValue!)"
        case .string: "\"\(value.stringValue!.unicodeScalars.map { $0.isASCII && $0.value >= 0x20 ? String($0) : "\\u{\(String($0.value, radix: 16))}" }.joined())\""
        case .array: "[" + value.arrayElements!.map(canonical).joined(separator: ",") + "]"
        case .object: "{" + value.objectMembers!.map { "\"\($0.key)\":" + canonical($0.value) }.joined(separator: ",") + "}"
        }
    }

    /// Each thing JSON5 adds, read as JSON5 reads it, with the first one named where it stands.
    @Test(arguments: [
        ("{a: 1}", "{\"a\":1.0}", JSON5Use.Kind.unquotedKey, 1, 2),
        ("{$value: 1, _x9: 2}", "{\"$value\":1.0,\"_x9\":2.0}", .unquotedKey, 1, 2),
        ("{\"a\": 'it\\'s \"q\"'}", "{\"a\":\"it's \"q\"\"}", .singleQuotes, 1, 7),
        ("[1, 2,]", "[1.0,2.0]", .trailingComma, 1, 6),
        ("{\"a\": 1, /* c */ }", "{\"a\":1.0}", .trailingComma, 1, 8),
        ("// head\n{\"a\": 1}", "{\"a\":1.0}", .comment, 1, 1),
        ("[0x1F, 0XfF]", "[31.0,255.0]", .hexadecimalNumber, 1, 2),
        ("[.5, 5., -.25, 1.e2]", "[0.5,5.0,-0.25,100.0]", .decimalPoint, 1, 2),
        ("[+1, +.5]", "[1.0,0.5]", .plusSign, 1, 2),
        ("[\"\\x41\\v\\0\\q\"]", "[\"A\\u{b}\\u{0}q\"]", .escape, 1, 3),
        ("[\"a\\\nb\"]", "[\"ab\"]", .lineContinuation, 1, 4),
        ("[\"a\tb\"]", "[\"a\\u{9}b\"]", .controlCharacter, 1, 4),
        ("[1,\u{00A0}2]", "[1.0,2.0]", .whitespace, 1, 4),
    ])
    func eachExtensionReadsAsJSON5Does(text: String, expected: String, kind: JSON5Use.Kind, line: Int, column: Int) throws {
        let (document, use) = try parse(text)
        #expect(Self.canonical(document.root) == expected)
        #expect(use == JSON5Use(kind: kind, position: SourcePosition(line: line, column: column)))
    }

    /// A JSON text is JSON5 as it is: the same values at the same places, nothing named.
    @Test func jsonIsReadUnchanged() throws {
        let text = "{\r\n  \"spacing\": {\"small\": { \"$value\": \"4px\", \"n\": [1, -0.5e2, true, null] }},\n\t\"é\": \"中😀\\u0041\"\n}"
        let json = try JSONDocument(parsing: Array(text.utf8))
        let (json5, use) = try parse(text)
        #expect(use == nil)
        #expect(Self.canonical(json5.root) == Self.canonical(json.root))
        #expect(json5.storage.nodes.map { "\($0.line):\($0.column)" } == json.storage.nodes.map { "\($0.line):\($0.column)" })
    }

    /// Positions after a quoted key, a rewritten number or a joined string are those of the JSON5.
    @Test func positionsAreThoseOfTheJSON5() throws {
        let (document, _) = try parse("{\n  size: { s: {value: +.5, type: 'x\\\ny', n: 0x10 }, t: 1 }\n}")
        let size = try #require(document.root["size"])
        #expect(size.position == SourcePosition(line: 2, column: 9))
        let s = try #require(size["s"])
        #expect(s.position == SourcePosition(line: 2, column: 14))
        #expect(s["value"]?.position == SourcePosition(line: 2, column: 22))
        #expect(s["type"]?.position == SourcePosition(line: 2, column: 33))
        #expect(s["type"]?.stringValue == "xy")
        #expect(s["n"]?.position == SourcePosition(line: 3, column: 8))
        #expect(s["n"]?.doubleValue == 16)
        #expect(size["t"]?.position == SourcePosition(line: 3, column: 19))
        let member = try #require(size.objectMembers?.last)
        #expect(member.keyPosition == SourcePosition(line: 3, column: 16))
    }

    /// What JSON5 does not allow either is an error at the JSON5's position; so are `Infinity`
    /// and `NaN`, which no token holds.
    @Test(arguments: [
        ("{a: Infinity}", "JSON5's Infinity is not a value a token can hold", 1, 5),
        ("[-NaN]", "JSON5's NaN is not a value a token can hold", 1, 2),
        ("[\"\\1\"]", "this escape is not JSON5 either: write \\u and four hex digits", 1, 3),
        ("{key: 1 2}", "expected ',' or '}' after an object member", 1, 9),
        ("{long_key: 0x10 ,, }", "expected a string key", 1, 18),
        ("[.]", "a decimal point must have a digit beside it", 1, 2),
    ])
    func whatJSON5LacksIsAnErrorWhereItIsWritten(text: String, message: String, line: Int, column: Int) {
        do {
            _ = try parse(text)
            Issue.record("\(text) parsed")
        } catch {
            #expect(error.message.hasPrefix(message), "\(error.message)")
            #expect(error.position == SourcePosition(line: line, column: column))
        }
    }

    /// Generated documents: every value written each way JSON5 allows reads back as the value it
    /// was, each at the line and column it was written at.
    @Test(arguments: 0..<200)
    func generatedDocumentsReadBackAtTheirPositions(seed: Int) throws {
        var writer = JSON5Writer(seed: UInt64(seed))
        writer.value(depth: 0)
        let (document, _) = try JSONDocument.parsingJSON5(Array(writer.text.utf8))
        #expect(Self.canonical(document.root) == writer.canonical, "\(writer.text)")
        let positions = document.storage.nodes.map { SourcePosition(line: Int($0.line), column: Int($0.column)) }
        #expect(positions == writer.positions, "\(writer.text)")
    }

    /// Mangled JSON5 never crashes the reader: a document or an error at a real position.
    @Test(arguments: 0..<100)
    func mangledDocumentsGiveADocumentOrAnError(seed: Int) {
        var writer = JSON5Writer(seed: UInt64(seed) &+ 1_000)
        writer.value(depth: 0)
        var bytes = Array(writer.text.utf8)
        var state = UInt64(seed) &* 0x2545_F491_4F6C_DD1D &+ 7
        let interesting = Array(#"{}[]:,"'\/*+-.0xXeE "#.utf8) + [0x0A, 0x0D, 0x09, 0x0B, 0xC2, 0xA0, 0xE2, 0x80, 0xA8, 0xFF]
        for _ in 0..<3 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            let at = Int((state >> 33) % UInt64(bytes.count + 1))
            let byte = interesting[Int((state >> 20) % UInt64(interesting.count))]
            switch (state >> 40) % 3 {
            case 0 where at < bytes.count: bytes.remove(at: at)
            case 1 where at < bytes.count: bytes[at] = byte
            default: bytes.insert(byte, at: at)
            }
        }
        do {
            let (document, _) = try JSONDocument.parsingJSON5(bytes)
            #expect(tapeViolation(in: document) == nil)
        } catch {
            #expect(error.position.line >= 1 && error.position.column >= 1)
            #expect(error.position <= referencePosition(in: bytes, at: bytes.count))
        }
    }
}

/// Writes a random JSON5 document, noting each value's canonical form and where it starts, in
/// the order the parsed tape holds them (an object, then each key and its value).
private struct JSON5Writer {
    var random: SeededRandom
    var text = ""
    var canonical = ""
    var positions: [SourcePosition] = []
    private var line = 1
    private var column = 1

    init(seed: UInt64) { random = SeededRandom(state: seed &* 0x9E37_79B9_7F4A_7C15 &+ 1) }

    private mutating func next(_ bound: Int) -> Int {
        random.next(below: bound)
    }

    private mutating func write(_ piece: String) {
        for scalar in piece.unicodeScalars {
            if scalar == "\n" {
                line += 1
                column = 1
            } else if scalar != "\r" {
                column += 1
            }
        }
        text += piece
    }

    private mutating func mark() { positions.append(SourcePosition(line: line, column: column)) }

    private mutating func gap() {
        let gaps = ["", " ", "\n  ", "\t", " // note é\n", "/* a\n * b */", "\u{00A0}", "\r\n", "/**/"]
        write(gaps[next(gaps.count)])
    }

    mutating func value(depth: Int) {
        gap()
        switch next(depth > 3 ? 3 : 5) {
        case 0: number()
        case 1: string()
        case 2:
            let literal = ["true", "false", "null"][next(3)]
            mark()
            write(literal)
            canonical += literal
        case 3: container(isObject: true, depth: depth)
        default: container(isObject: false, depth: depth)
        }
        gap()
    }

    private mutating func container(isObject: Bool, depth: Int) {
        mark()
        write(isObject ? "{" : "[")
        canonical += isObject ? "{" : "["
        let count = next(4)
        for index in 0..<count {
            if index > 0 {
                write(",")
                canonical += ","
            }
            if isObject {
                gap()
                key(index)
                gap()
                write(":")
            }
            value(depth: depth + 1)
        }
        if count > 0 && next(2) == 0 { write(",") }
        gap()
        write(isObject ? "}" : "]")
        canonical += isObject ? "}" : "]"
    }

    private mutating func key(_ index: Int) {
        let names = ["a", "$value", "_x", "é", "color-1", "two words", "k\(index)"]
        let name = names[next(names.count)] + "\(index)"
        let isIdentifier = !name.contains("-") && !name.contains(" ")
        mark()
        canonical += "\"\(name)\":"
        if isIdentifier && next(2) == 0 {
            write(name)
        } else {
            write(next(2) == 0 ? "\"\(name)\"" : "'\(name)'")
        }
    }

    private mutating func number() {
        let forms: [(String, Double)] = [
            ("0", 0), ("12", 12), ("-3", -3), ("+4", 4), ("0x1A", 26), ("-0x10", -16), (".5", 0.5), ("-.25", -0.25),
            ("7.", 7), ("+1.5e2", 150), ("2.E1", 20), ("1e-1", 0.1),
        ]
        let (written, value) = forms[next(forms.count)]
        mark()
        write(written)
        canonical += "\(value)"
    }

    private mutating func string() {
        let pieces: [(written: (Character) -> String, value: String)] = [
            ({ _ in "abc" }, "abc"),
            ({ _ in "é中😀" }, "\\u{e9}\\u{4e2d}\\u{1f600}"),
            ({ quote in quote == "'" ? "\\'" : "'" }, "'"),
            ({ quote in quote == "\"" ? "\\\"" : "\"" }, "\""),
            ({ _ in "\\x41" }, "A"),
            ({ _ in "\\t" }, "\\u{9}"),
            ({ _ in "\t" }, "\\u{9}"),
            ({ _ in "\\\n" }, ""),
            ({ _ in "\\\\" }, "\\"),
            ({ _ in "\\u0042" }, "B"),
        ]
        let quote: Character = next(2) == 0 ? "\"" : "'"
        mark()
        var written = String(quote)
        var value = ""
        for _ in 0..<next(4) {
            let piece = pieces[next(pieces.count)]
            written += piece.written(quote)
            value += piece.value
        }
        written.append(quote)
        write(written)
        canonical += "\"\(value)\""
    }
}
