import Testing
@testable import TokenCompiler
@testable import TokenJSON

@Suite struct JSONFuzzTests {
    static let samples: [String] = [
        ##"{"color": {"$type": "color", "brand": {"$value": "#0055ff", "$description": "Brand é 中 😀"}}}"##,
        #"[1, -0, 0.5, 1E+2, -12.5e-3, 1e400, true, false, null, [], {}, [[1], {"a": [2]}]]"#,
        #"{"esc": "\"\\\/\b\f\n\r\t\u0041\u00E9\uD83D\uDE00", "k": "a", "\u006b": "dup"}"#,
        "{\r\n  \"spacing\": {\r\n    \"small\": { \"$value\": \"4px\" },\r\n\t\"large\": [8, 16]\r\n  }\r\n}",
        "\u{FEFF}[\"ÿ€𝄞\", \"tail\"]",
    ]

    /// Bytes that tend to change the parse: structure, escapes, digits, controls, UTF-8 leads.
    static let interestingBytes: [UInt8] = Array(#"{}[]:,"\/u0-+.eE tfn"#.utf8)
        + [0x00, 0x0A, 0x0D, 0x1F, 0x7F, 0x80, 0xBF, 0xC0, 0xC3, 0xE0, 0xED, 0xF0, 0xF4, 0xF5, 0xFF]

    /// Every outcome must be a document with a sound tape or an error with a real position.
    private func checkOutcome(_ bytes: [UInt8]) {
        do {
            let document = try JSONDocument(parsing: bytes, maxDepth: 4)
            #expect(tapeViolation(in: document) == nil, "\(bytes)")
            #expect(positionViolation(in: document) == nil, "\(bytes)")
            for duplicate in document.duplicateKeys {
                #expect(duplicate.first < duplicate.second)
            }
        } catch {
            #expect(error.position.line >= 1 && error.position.column >= 1, "\(bytes)")
            #expect(error.position <= referencePosition(in: bytes, at: bytes.count), "\(bytes)")
            #expect(!error.message.isEmpty)
        }
    }

    @Test func samplesAreValid() throws {
        for sample in Self.samples {
            let document = try JSONDocument(parsing: Array(sample.utf8), maxDepth: 4)
            #expect(tapeViolation(in: document) == nil)
        }
    }

    @Test func everyTruncationIsHandled() {
        for sample in Self.samples {
            let bytes = Array(sample.utf8)
            for length in 0...bytes.count { checkOutcome(Array(bytes[..<length])) }
        }
    }

    @Test func byteFlipsAreHandled() {
        var random = SeededRandom(state: 0x5EED)
        for sample in Self.samples {
            let original = Array(sample.utf8)
            for _ in 0..<600 {
                var bytes = original
                for _ in 0..<(1 + random.next(below: 3)) {
                    let index = random.next(below: bytes.count)
                    bytes[index] = random.next(below: 2) == 0
                        ? Self.interestingBytes[random.next(below: Self.interestingBytes.count)]
                        : UInt8(random.next(below: 256))
                }
                checkOutcome(bytes)
            }
        }
    }

    @Test func splicesAreHandled() {
        var random = SeededRandom(state: 42)
        let all = Self.samples.map { Array($0.utf8) }
        for _ in 0..<1000 {
            let first = all[random.next(below: all.count)], second = all[random.next(below: all.count)]
            let cut = random.next(below: first.count), resume = random.next(below: second.count)
            checkOutcome(Array(first[..<cut] + second[resume...]))
        }
    }

    @Test func randomDocumentsParseWithExactPositions() throws {
        var random = SeededRandom(state: 7)
        for _ in 0..<300 {
            var text = ""
            appendRandomValue(to: &text, depth: 0, random: &random)
            let bytes = Array(text.utf8)
            let document = try JSONDocument(parsing: bytes)
            #expect(tapeViolation(in: document) == nil, "\(text)")
            #expect(positionViolation(in: document) == nil, "\(text)")
        }
    }

    private func appendRandomWhitespace(to text: inout String, random: inout SeededRandom) {
        let pieces = ["", "", " ", "\n", "\r\n", "\r", "\t", "  "]
        for _ in 0..<random.next(below: 3) { text += pieces[random.next(below: pieces.count)] }
    }

    private func appendRandomValue(to text: inout String, depth: Int, random: inout SeededRandom) {
        appendRandomWhitespace(to: &text, random: &random)
        let strings = [#""""#, #""a""#, #""é中😀""#, #""\n\"\u00e9\uD83D\uDE00""#, #""$value""#, #""ÿ\/x""#]
        let scalars = ["0", "-0", "12.5e-3", "1E+2", "true", "false", "null"] + strings
        switch depth < 4 ? random.next(below: 4) : 0 {
        case 0:
            text += scalars[random.next(below: scalars.count)]
        case 1:
            text += "["
            for index in 0..<random.next(below: 4) {
                if index > 0 { text += "," }
                appendRandomValue(to: &text, depth: depth + 1, random: &random)
            }
            appendRandomWhitespace(to: &text, random: &random)
            text += "]"
        default:
            text += "{"
            for index in 0..<random.next(below: 4) {
                if index > 0 { text += "," }
                appendRandomWhitespace(to: &text, random: &random)
                text += strings[random.next(below: strings.count)]
                appendRandomWhitespace(to: &text, random: &random)
                text += ":"
                appendRandomValue(to: &text, depth: depth + 1, random: &random)
            }
            appendRandomWhitespace(to: &text, random: &random)
            text += "}"
        }
        appendRandomWhitespace(to: &text, random: &random)
    }
}
