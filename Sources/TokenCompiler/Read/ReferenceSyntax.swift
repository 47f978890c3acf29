import TokenJSON
import TokenModel

/// The two reference syntaxes of the format: `{group.token}` aliases and `$ref` JSON Pointers
/// (and Tokens Studio's older `$group.token`, ``DollarReference``).
enum ReferenceSyntax {
    /// What a string is, seen as a possible alias.
    enum Alias: Equatable {
        case notAReference
        case reference(TokenPath)
        case malformed(String)
        /// References inside a longer text: Tokens Studio math (`{a} * 2`), color functions
        /// (`rgba({a}, 0.5)`), Style Dictionary interpolation (`1px solid {a}`).
        case expression
    }

    /// Classifies a string value: an alias is the whole string in braces, `{a.b}`.
    static func alias(_ text: String) -> Alias {
        var contiguous = text
        // On the contiguous bytes: this runs for every string of every token.
        return contiguous.withUTF8 { alias(bytes: $0) }
    }

    /// Classifies a JSON string as ``alias(_:)`` does, on its bytes in the document when it has
    /// no escape (nearly every string): no `String` is made of text that is not a reference.
    /// Nil for a value that is not a string.
    static func alias(in json: JSONValue) -> Alias? {
        if let alias = json.withUnescapedStringBytes(alias(bytes:)) { return alias }
        return json.stringValue.map(alias)
    }

    private static func alias(bytes: UnsafeBufferPointer<UInt8>) -> Alias {
        // Made only for a message: most strings are never needed as text.
        var text: String { String(decoding: bytes, as: UTF8.self) }
        let open = UInt8(ascii: "{"), close = UInt8(ascii: "}"), dot = UInt8(ascii: ".")
        // One pass: this runs for every string of every token.
        var braces = 0
        var dots = 0
        for byte in bytes {
            if byte == open || byte == close { braces += 1 } else if byte == dot { dots += 1 }
        }
        // Most strings in token files (color spaces, units, names) have no brace at all.
        guard braces > 0 else { return DollarReference.path(bytes).map(Alias.reference) ?? .notAReference }
        let count = bytes.count
        let opens = bytes.first == open
        let closes = bytes.last == close
        // Braces at both ends and none between them.
        let single = opens && closes && count > 2 && braces == 2
        if !single, embedsReference(bytes) { return .expression }
        guard opens || closes else { return .notAReference }
        guard opens && closes && count >= 2 else {
            return .malformed(opens ? "the reference '\(text)' has no closing '}'" : "the reference '\(text)' has no opening '{'")
        }
        if count == 2 { return .malformed("the reference '{}' names no token") }
        if !single {
            return .malformed("the reference '\(text)' has braces inside it; write one token path, such as '{color.primary}'")
        }
        // Sized up front: grown one name at a time, most paths would be copied twice.
        var components: [String] = []
        components.reserveCapacity(dots + 1)
        var start = 1
        for index in 1..<count where index == count - 1 || bytes[index] == dot {
            components.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self))
            start = index + 1
        }
        if components.contains(where: \.isEmpty) {
            return .malformed("the reference '\(text)' has an empty name between dots")
        }
        return .reference(TokenPath(components))
    }

    /// The well-formed references inside an expression, in order.
    static func embeddedReferences(_ text: String) -> [TokenPath] {
        var contiguous = text
        return contiguous.withUTF8 { bytes in
            embeddedRanges(bytes, stopAtFirst: false).compactMap { range in
                let components = String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
                    .split(separator: ".", omittingEmptySubsequences: false).map(String.init)
                return components.contains(where: \.isEmpty) ? nil : TokenPath(components)
            }
        }
    }

    /// True when the bytes hold a `{name}` somewhere: braces around something without braces.
    private static func embedsReference(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        !embeddedRanges(bytes, stopAtFirst: true).isEmpty
    }

    /// The ranges between `{` and the next `}` that hold something other than braces.
    private static func embeddedRanges(_ bytes: UnsafeBufferPointer<UInt8>, stopAtFirst: Bool) -> [Range<Int>] {
        var ranges: [Range<Int>] = []
        var open: Int?
        for (index, byte) in bytes.enumerated() {
            if byte == UInt8(ascii: "{") {
                open = index
            } else if byte == UInt8(ascii: "}") {
                if let start = open, start + 1 < index {
                    ranges.append(start + 1..<index)
                    if stopAtFirst { return ranges }
                }
                open = nil
            }
        }
        return ranges
    }

    /// Parses a same-document JSON Pointer (`#/a/b/$value/0`) into its unescaped segments.
    static func pointer(_ text: String) -> Result<[String], PointerError> {
        guard text.hasPrefix("#") else {
            return .failure(PointerError("the JSON Pointer '\(text)' must start with '#/' (a reference within this document)"))
        }
        let body = text.dropFirst()
        guard body.hasPrefix("/") else {
            return .failure(PointerError(body.isEmpty
                ? "the JSON Pointer '#' points at the whole document; name a token value, such as '#/group/token/$value'"
                : "the JSON Pointer '\(text)' must start with '#/'"))
        }
        var segments: [String] = []
        for raw in body.dropFirst().split(separator: "/", omittingEmptySubsequences: false) {
            // Checked before decoding: `%20` is how a fragment writes a space.
            if let bad = raw.unicodeScalars.first(where: { $0 == " " || $0 == "{" || $0 == "}" || $0 == "#" || $0.value < 0x20 }) {
                return .failure(PointerError("the JSON Pointer '\(text)' contains '\(bad)', which must be percent-encoded in a URI fragment"))
            }
            guard let decoded = percentDecoded(raw) else {
                return .failure(PointerError("the JSON Pointer '\(text)' has an invalid percent escape"))
            }
            var segment = ""
            var iterator = decoded.makeIterator()
            while let character = iterator.next() {
                guard character == "~" else {
                    segment.append(character)
                    continue
                }
                switch iterator.next() {
                case "0": segment.append("~")
                case "1": segment.append("/")
                default: return .failure(PointerError("the JSON Pointer '\(text)' has '~' not followed by 0 or 1"))
                }
            }
            segments.append(segment)
        }
        return .success(segments)
    }

    struct PointerError: Error, Equatable {
        var message: String
        init(_ message: String) { self.message = message }
    }

    private static func percentDecoded(_ text: Substring) -> String? {
        guard text.contains("%") else { return String(text) }
        var bytes: [UInt8] = []
        var utf8 = text.utf8.makeIterator()
        while let byte = utf8.next() {
            guard byte == UInt8(ascii: "%") else {
                bytes.append(byte)
                continue
            }
            guard let high = utf8.next().flatMap(hexDigit), let low = utf8.next().flatMap(hexDigit) else { return nil }
            bytes.append(high << 4 | low)
        }
        return String(validating: bytes, as: UTF8.self)
    }

    private static func hexDigit(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }

    /// False when `json` certainly holds no alias and no `$ref`: no string in it starts with `$`,
    /// holds a `{` (maths such as `floor({a} * 2)` and `rgba({a}, 0.5)` hold references past their
    /// start) or has an escape (which could spell either). Most literal values, such as a color's
    /// components and space, are ruled out without reading them.
    static func mayHoldReferences(_ json: JSONValue) -> Bool {
        json.anyStringMayStart(with: (UInt8(ascii: "{"), UInt8(ascii: "$")), orContain: UInt8(ascii: "{"))
    }

    /// True for an object of the form `{ "$ref": "…" }` standing in for a value.
    static func pointerObject(_ json: JSONValue) -> JSONValue? {
        guard json.kind == .object, json.count == 1 else { return nil }
        return json["$ref"]
    }

    /// The pointer of a value written as `{ "$ref": "…" }`, located where its text is written;
    /// `nil` for any other value (a `$ref` that is not a string included).
    static func pointer(in value: SourceValue) -> Located<String>? {
        guard let pointer = pointerObject(value.json), let text = pointer.stringValue else { return nil }
        return Located(text, at: SourceLocation(file: value.file, position: pointer.position))
    }
}
