/// The two reference syntaxes of the format: `{group.token}` aliases and `$ref` JSON Pointers.
enum ReferenceSyntax {
    /// What a string is, seen as a possible alias.
    enum Alias: Equatable {
        case notAReference
        case reference(TokenPath)
        case malformed(String)
    }

    /// Classifies a string value: an alias is the whole string in braces, `{a.b}`.
    static func alias(_ text: String) -> Alias {
        let utf8 = text.utf8
        let opens = utf8.first == UInt8(ascii: "{")
        let closes = utf8.last == UInt8(ascii: "}")
        guard opens || closes else { return .notAReference }
        guard opens && closes && utf8.count >= 2 else {
            return .malformed(opens ? "the reference '\(text)' has no closing '}'" : "the reference '\(text)' has no opening '{'")
        }
        let inner = text.dropFirst().dropLast()
        if inner.isEmpty { return .malformed("the reference '{}' names no token") }
        if inner.contains("{") || inner.contains("}") {
            return .malformed("the reference '\(text)' has braces inside it; write one token path, such as '{color.primary}'")
        }
        let components = inner.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        if components.contains(where: \.isEmpty) {
            return .malformed("the reference '\(text)' has an empty name between dots")
        }
        return .reference(TokenPath(components))
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

    /// True for an object of the form `{ "$ref": "…" }` standing in for a value.
    static func pointerObject(_ json: JSONValue) -> JSONValue? {
        guard json.kind == .object, json.count == 1 else { return nil }
        return json["$ref"]
    }
}
