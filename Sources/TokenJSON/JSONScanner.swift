/// The state of one parse: the input, the read position with its line and column, and the tape
/// being built.
///
/// Containers are tracked on an explicit stack rather than by recursion, so hostile nesting can
/// only hit `maxDepth`, never the thread's stack limit.
///
/// Some helpers on the hot path are `mutating` although they only read: called from a mutating
/// method, a non-mutating one gets a copy of the whole scanner, a memcpy per call.
struct JSONScanner: ~Copyable {
    /// An array or object whose closing bracket has not been read yet.
    struct Frame {
        /// The container's index in `nodes`.
        var node: Int
        /// Elements or members read so far.
        var count: UInt32
        var isObject: Bool
        /// Index in `keyTables` once the object is big enough to index its keys; -1 until then.
        var keyTable: Int32
        /// Objects: where their keys start in `keys`.
        var firstKey: Int
    }

    /// A key of an object that is still open.
    struct Key {
        /// Equal for keys with equal decoded text, so comparing it rules out most pairs at once.
        var fingerprint: UInt64
        var node: Int
    }

    let bytes: UnsafeBufferPointer<UInt8>
    /// The same bytes as an array, for decoding escaped keys with `JSONStorage.decodeString`.
    let source: [UInt8]
    let maxDepth: Int
    /// Where the JSON text starts: 0, or 3 after a byte order mark.
    let contentStart: Int
    /// The next byte to read.
    var offset: Int
    var line: UInt32 = 1
    var lineStart: Int
    /// Continuation bytes of multi-byte characters between `lineStart` and `offset`. Columns count
    /// scalars, and such characters only occur inside strings, so the string scanner keeps this
    /// up to date and every column is O(1) arithmetic instead of a rescan of the line.
    var continuationBytes = 0
    var nodes: [JSONNode] = []
    var duplicateKeys: [JSONDuplicateKey] = []
    /// The innermost open container, kept out of `enclosing` because every value touches it.
    var current = Frame(node: -1, count: 0, isObject: false, keyTable: -1, firstKey: 0)
    /// Open containers: the number of them, and all but the innermost.
    var depth = 0
    var enclosing = JSONScratchStack<Frame>(capacity: 16)
    /// The keys of every open object, innermost object last.
    var keys = JSONScratchStack<Key>(capacity: 64)
    /// Fingerprint-to-first-key indexes of the open objects too big for a linear scan.
    var keyTables: [[UInt64: Int]] = []

    init(bytes: UnsafeBufferPointer<UInt8>, source: [UInt8], maxDepth: Int) {
        self.bytes = bytes
        self.source = source
        self.maxDepth = maxDepth
        let hasByteOrderMark = bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF
        contentStart = hasByteOrderMark ? 3 : 0
        offset = contentStart
        lineStart = contentStart
        // Token files average well over 10 bytes per value; growing past the estimate is cheap.
        nodes.reserveCapacity(bytes.count / 10 + 4)
    }

    /// The column of `position`, which must be on the current line at or before `offset`.
    @inline(__always)
    func column(at position: Int) -> UInt32 {
        UInt32(truncatingIfNeeded: position &- lineStart &- continuationBytes &+ 1)
    }
}

// Tokens: whitespace, strings, numbers and literals. Each reader starts at `offset` and leaves
// `offset` just past its token.
extension JSONScanner {
    /// Skips space, tab, LF and CR, counting line ends (CRLF is one, a lone CR is one).
    @inline(__always)
    mutating func skipWhitespace() {
        // Minified text has no whitespace between tokens: one compare and out.
        guard offset < bytes.count && bytes[offset] <= 0x20 else { return }
        skipWhitespaceRun()
    }

    private mutating func skipWhitespaceRun() {
        let count = bytes.count
        while offset < count {
            switch bytes[offset] {
            case 0x20:
                // Indentation comes in runs of spaces: skip up to 8 at once.
                guard offset + 8 <= count, let base = bytes.baseAddress else {
                    offset += 1
                    continue
                }
                let spaces = UInt64(littleEndian: UnsafeRawPointer(base + offset).loadUnaligned(as: UInt64.self))
                    ^ 0x2020_2020_2020_2020
                offset += spaces == 0 ? 8 : spaces.trailingZeroBitCount >> 3
            case 0x09:
                offset += 1
            case 0x0A:
                offset += 1
                startLine()
            case 0x0D:
                offset += 1
                if offset < count && bytes[offset] == 0x0A { offset += 1 }
                startLine()
            default:
                return
            }
        }
    }

    @inline(__always)
    private mutating func startLine() {
        line &+= 1
        lineStart = offset
        continuationBytes = 0
    }

    /// Reads the string whose opening quote is at `offset`: validates escapes and UTF-8 and rejects
    /// unescaped control characters.
    mutating func scanString() throws(JSONSyntaxError) -> JSONNode {
        let quote = offset
        // Before the loop: the string's own multi-byte characters come after its quote.
        let quoteColumn = column(at: quote)
        let count = bytes.count
        var index = quote + 1
        var escaped = false
        while true {
            if let base = bytes.baseAddress {
                while index &+ 8 <= count {
                    let word = UInt64(littleEndian: UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self))
                    let special = Self.specialStringBytes(in: word)
                    if special != 0 {
                        index &+= special.trailingZeroBitCount &>> 3
                        break
                    }
                    index &+= 8
                }
            }
            guard index < count else { throw unterminatedString(at: quote) }
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") { break }
            if byte == UInt8(ascii: "\\") {
                escaped = true
                index = try scanEscape(at: index, quote: quote)
            } else if byte < 0x20 {
                throw controlCharacterInString(at: index)
            } else if byte >= 0x80 {
                let length = utf8SequenceLength(at: index)
                guard length > 0 else { throw invalidUTF8(at: index) }
                index &+= length
                continuationBytes &+= length &- 1
            } else {
                index &+= 1
            }
        }
        offset = index + 1
        return JSONNode(
            kind: .string, flag: escaped, line: line, column: quoteColumn,
            start: UInt32(truncatingIfNeeded: quote + 1), end: UInt32(truncatingIfNeeded: index), count: 0)
    }

    /// Flags (in bit 7 of each byte) the bytes of `word` a string scan must stop at: `"`, `\`,
    /// controls below 0x20 and non-ASCII. A flag can be spurious only above a real one, so the
    /// lowest flag is exact.
    @inline(__always)
    private static func specialStringBytes(in word: UInt64) -> UInt64 {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let high: UInt64 = 0x8080_8080_8080_8080
        let quotes = word ^ (ones &* 0x22)
        let backslashes = word ^ (ones &* 0x5C)
        let isQuote = (quotes &- ones) & ~quotes
        let isBackslash = (backslashes &- ones) & ~backslashes
        let isControl = (word &- ones &* 0x20) & ~word
        return (isQuote | isBackslash | isControl | word) & high
    }

    /// Validates the escape whose backslash is at `index` and returns the index after it.
    private mutating func scanEscape(at index: Int, quote: Int) throws(JSONSyntaxError) -> Int {
        guard index + 1 < bytes.count else { throw unterminatedString(at: quote) }
        switch bytes[index + 1] {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"), UInt8(ascii: "b"), UInt8(ascii: "f"),
            UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"):
            return index + 2
        case UInt8(ascii: "u"):
            let unit = try hexEscapeValue(at: index, quote: quote)
            switch unit {
            case 0xD800...0xDBFF:
                // A high surrogate is only valid as the first half of a `\uD83D\uDE00` pair.
                let next = index + 6
                guard next < bytes.count else { throw unterminatedString(at: quote) }
                guard bytes[next] == UInt8(ascii: "\\") else { throw loneSurrogate(unit, at: index) }
                guard next + 1 < bytes.count else { throw unterminatedString(at: quote) }
                guard bytes[next + 1] == UInt8(ascii: "u") else { throw loneSurrogate(unit, at: index) }
                let low = try hexEscapeValue(at: next, quote: quote)
                guard (0xDC00...0xDFFF).contains(low) else { throw loneSurrogate(unit, at: index) }
                return next + 6
            case 0xDC00...0xDFFF:
                throw loneSurrogate(unit, at: index)
            default:
                return index + 6
            }
        default:
            throw invalidEscape(at: index)
        }
    }

    /// The code unit of the `\uXXXX` escape whose backslash is at `index`.
    private mutating func hexEscapeValue(at index: Int, quote: Int) throws(JSONSyntaxError) -> UInt32 {
        var value: UInt32 = 0
        for position in (index + 2)..<(index + 6) {
            guard position < bytes.count else { throw unterminatedString(at: quote) }
            let byte = bytes[position]
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte &- UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte &- UInt8(ascii: "a") &+ 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte &- UInt8(ascii: "A") &+ 10
            default: throw invalidUnicodeEscape(at: index)
            }
            value = value << 4 | UInt32(digit)
        }
        return value
    }

    /// The length of the well-formed UTF-8 sequence at `index` (whose first byte is not ASCII), or
    /// 0 if it is ill-formed: overlong, a UTF-16 surrogate, above U+10FFFF, or truncated.
    @inline(__always)
    func utf8SequenceLength(at index: Int) -> Int {
        let count = bytes.count
        let lead = bytes[index]
        @inline(__always) func isContinuation(_ byte: UInt8) -> Bool { byte & 0xC0 == 0x80 }
        switch lead {
        case 0xC2...0xDF:
            return index + 1 < count && isContinuation(bytes[index + 1]) ? 2 : 0
        case 0xE0...0xEF:
            guard index + 2 < count else { return 0 }
            let second = bytes[index + 1]
            let lower: UInt8 = lead == 0xE0 ? 0xA0 : 0x80
            let upper: UInt8 = lead == 0xED ? 0x9F : 0xBF
            return second >= lower && second <= upper && isContinuation(bytes[index + 2]) ? 3 : 0
        case 0xF0...0xF4:
            guard index + 3 < count else { return 0 }
            let second = bytes[index + 1]
            let lower: UInt8 = lead == 0xF0 ? 0x90 : 0x80
            let upper: UInt8 = lead == 0xF4 ? 0x8F : 0xBF
            return second >= lower && second <= upper && isContinuation(bytes[index + 2])
                && isContinuation(bytes[index + 3]) ? 4 : 0
        default:
            return 0
        }
    }

    /// Reads a number, checking the RFC 8259 grammar. Its value is computed only when asked for.
    mutating func scanNumber() throws(JSONSyntaxError) -> JSONNode {
        let start = offset
        let count = bytes.count
        var index = start
        @inline(__always) func isDigit(_ position: Int) -> Bool {
            position < count && bytes[position] &- UInt8(ascii: "0") < 10
        }
        if bytes[index] == UInt8(ascii: "-") {
            index += 1
            guard isDigit(index) else { throw invalidAfterMinus(at: start) }
        }
        if bytes[index] == UInt8(ascii: "0") {
            index += 1
            if isDigit(index) { throw leadingZero(at: index - 1) }
        } else {
            repeat { index += 1 } while isDigit(index)
        }
        if index < count && bytes[index] == UInt8(ascii: ".") {
            index += 1
            guard isDigit(index) else { throw missingDigit("after the decimal point of a number", at: index) }
            repeat { index += 1 } while isDigit(index)
        }
        if index < count && bytes[index] | 0x20 == UInt8(ascii: "e") {
            index += 1
            if index < count && (bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-")) {
                index += 1
            }
            guard isDigit(index) else { throw missingDigit("in the exponent of a number", at: index) }
            repeat { index += 1 } while isDigit(index)
        }
        offset = index
        return JSONNode(
            kind: .number, flag: false, line: line, column: column(at: start),
            start: UInt32(truncatingIfNeeded: start), end: UInt32(truncatingIfNeeded: index), count: 0)
    }

    /// Reads `true`, `false` or `null`; any other word (`nul`, `True`, `NaN`) is an error.
    mutating func scanLiteral() throws(JSONSyntaxError) -> JSONNode {
        let start = offset
        let kind: JSONKind, value: Bool, length: Int, text: UInt64
        switch bytes[start] {
        case UInt8(ascii: "t"): (kind, value, length, text) = (.bool, true, 4, Self.packed("true"))
        case UInt8(ascii: "f"): (kind, value, length, text) = (.bool, false, 5, Self.packed("false"))
        default: (kind, value, length, text) = (.null, false, 4, Self.packed("null"))
        }
        guard start + length <= bytes.count && packed(at: start, length: length) == text
            && Self.wordLength(in: bytes, at: start) == length
        else { throw notAValue(at: start) }
        offset = start + length
        return JSONNode(
            kind: kind, flag: value, line: line, column: column(at: start),
            start: UInt32(truncatingIfNeeded: start), end: 0, count: 0)
    }

    /// Up to 8 bytes of the input as one integer, first byte lowest.
    @inline(__always)
    private func packed(at start: Int, length: Int) -> UInt64 {
        var value: UInt64 = 0
        for i in 0..<length { value |= UInt64(bytes[start &+ i]) &<< UInt64(i &* 8) }
        return value
    }

    @inline(__always)
    private static func packed(_ literal: StaticString) -> UInt64 {
        var value: UInt64 = 0
        for i in 0..<literal.utf8CodeUnitCount { value |= UInt64(literal.utf8Start[i]) &<< UInt64(i &* 8) }
        return value
    }

    /// The length of the bare word (such as `true` or `NaN`) at `start`: an ASCII letter, then
    /// letters, digits and underscores. 0 if no letter is at `start`.
    static func wordLength(in bytes: UnsafeBufferPointer<UInt8>, at start: Int) -> Int {
        @inline(__always) func isLetter(_ byte: UInt8) -> Bool { (byte | 0x20) &- UInt8(ascii: "a") < 26 }
        guard start < bytes.count && isLetter(bytes[start]) else { return 0 }
        var end = start + 1
        while end < bytes.count {
            let byte = bytes[end]
            guard isLetter(byte) || byte &- UInt8(ascii: "0") < 10 || byte == UInt8(ascii: "_") else { break }
            end += 1
        }
        return end - start
    }
}
