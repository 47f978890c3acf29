// A theme as data: the JSON `tokenc dump` prints, written and read at run time.

/// A document that could not be read as a theme: every problem found, each with its line and
/// column (from 1; a column counts UTF-8 bytes).
nonisolated public struct ThemeJSONError: Error, Sendable, Hashable, CustomStringConvertible {
    /// One problem and where it is.
    nonisolated public struct Problem: Error, Sendable, Hashable, CustomStringConvertible {
        nonisolated public enum Kind: String, Sendable, Hashable {
            /// The text is not JSON, or not a document of tokens.
            case syntax
            /// The document names a token the theme does not have.
            case unknownToken
            /// The document lacks a token of the theme (when it must give every one).
            case missingToken
            /// A token's `$type` or `$value` is not what the theme's token holds.
            case invalidValue
            /// A live document names a modifier or context the theme does not have, or
            /// lacks one of the theme's selections.
            case unknownContext
        }

        public var kind: Kind
        /// The token's path (`color.brand.primary`); nil for a problem of the JSON itself.
        public var path: String?
        public var line: Int
        public var column: Int
        public var message: String

        public var description: String { "\(line):\(column): \(message)" }
    }

    public var problems: [Problem]

    public var description: String { problems.map(\.description).joined(separator: "\n") }
}

nonisolated extension AppTheme {
    /// The values this theme reads (those of `selection`), as the DTCG document `tokenc dump`
    /// prints: groups nested as in the tokens, every token with its `$type` and a literal
    /// `$value` (a symbol as it is declared, its value in `$extensions`). Dimensions are in `px`
    /// (points), durations in `s`. `AppTheme(json:selection:)` reads it back to the same values.
    public func json() -> String {
        ThemeJSONWriter.document(of: _storage.current.values)
    }

    /// The theme of `selection` whose values, in every appearance, are the document's: one
    /// brand and mode as `tokenc dump` prints them, from a server, a test or a file. To follow
    /// the appearance with a document per mode, update each through the appearance subscript:
    /// `theme[mode: .dark].update(fromJSON: dark)`. The aliases of the tokens stay links.
    /// Throws every problem at once: text that is not JSON, a token the theme does not have,
    /// a token of the theme the document lacks, a value of the wrong type.
    public init(json: String, selection: Selection = Selection()) throws(ThemeJSONError) {
        self.init(selection)
        let values: [(slot: Int, value: any Sendable)] = try ThemeJSONReader.values(in: json, requiringEvery: true, current: _storage.current.values)
        _storage.replaceEveryAppearance { (each: inout AppTheme.Values) -> Void in
            ThemeJSONReader.set(values, in: &each)
        }
    }

    /// Edits this theme with the tokens the document names, as setting each through its
    /// property would: in every appearance, or through `theme[mode: .dark]`, in that one only;
    /// the tokens that alias an edited token follow it. Tokens the document leaves out keep
    /// their values. Throws every problem at once, and then changes nothing: text that is
    /// not JSON, a token the theme does not have, a value of the wrong type.
    public mutating func update(fromJSON json: String) throws(ThemeJSONError) {
        let values: [(slot: Int, value: any Sendable)] = try ThemeJSONReader.values(in: json, requiringEvery: false, current: _storage.current.values)
        _storage.edit { (each: inout AppTheme.Values) -> Void in
            ThemeJSONReader.set(values, in: &each)
        }
    }
}

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

/// A document of tokens to the values of the theme's slots, every problem collected.
nonisolated enum ThemeJSONReader {
    typealias Problem = ThemeJSONError.Problem

    /// The value of each token the document gives, by position in `ThemeTokenTable.slots`.
    /// `current`, the values of the theme read, lets a color the reader does not convert read back unchanged.
    static func values(in text: String, requiringEvery: Bool, current: AppTheme.Values) throws(ThemeJSONError) -> [(slot: Int, value: any Sendable)] {
        var parser: ThemeJSONParser = ThemeJSONParser(text)
        let root: ThemeJSONNode
        do throws(Problem) {
            root = try parser.document()
        } catch {
            throw ThemeJSONError(problems: [error])
        }
        var problems: [Problem] = []
        let values: [(slot: Int, value: any Sendable)] = Self.values(in: root, requiringEvery: requiringEvery, current: current, problems: &problems)
        guard problems.isEmpty else { throw ThemeJSONError(problems: problems) }
        return values
    }

    /// The value of each token the group `root` gives, its problems added to `problems`.
    static func values(
        in root: ThemeJSONNode, requiringEvery: Bool, current: AppTheme.Values, problems: inout [Problem]
    ) -> [(slot: Int, value: any Sendable)] {
        values(in: root, requiringEvery: requiringEvery, current: ThemeTokenReader.values(of: current), problems: &problems)
    }

    /// The same, given the theme's values read out in the order of `ThemeTokenTable.slots`.
    static func values(
        in root: ThemeJSONNode, requiringEvery: Bool, current: [any Hashable & Sendable], problems: inout [Problem]
    ) -> [(slot: Int, value: any Sendable)] {
        var reader: Walk = Walk(current: current)
        reader.group(root, path: [])
        if requiringEvery {
            // An optional token the document leaves out is absent in the theme.
            for (position, slot) in ThemeTokenTable.slots.enumerated() where !reader.named.contains(position) && slot.isOptional {
                reader.values.append((position, ThemeJSONValues.absent(slot.type, current: current[position])))
            }
            for (position, slot) in ThemeTokenTable.slots.enumerated() where !reader.named.contains(position) && !slot.isOptional {
                reader.problems.append(Problem(
                    kind: .missingToken, path: slot.path, line: root.line, column: root.column,
                    message: "the document lacks the token '\(slot.path)' (\(slot.typeName))"))
            }
        }
        problems += reader.problems
        return reader.values
    }

    /// Sets each slot's value in `values`.
    static func set(_ given: [(slot: Int, value: any Sendable)], in values: inout AppTheme.Values) {
        ThemeTokenWriter.write(Dictionary(given, uniquingKeysWith: { _, last in last }), into: &values)
    }

    /// One pass over the document's groups.
    private struct Walk {
        let current: [any Hashable & Sendable]
        var values: [(slot: Int, value: any Sendable)] = []
        var problems: [Problem] = []
        /// The tokens the document names, values read or not: those it does not are missing.
        var named: Set<Int> = []

        mutating func group(_ node: ThemeJSONNode, path: [String]) {
            guard case .object(let members) = node.value else {
                problems.append(Problem(kind: .syntax, path: path.isEmpty ? nil : path.joined(separator: "."), line: node.line, column: node.column, message: "a group or token must be a JSON object"))
                return
            }
            if let value = node["$value"] ?? Self.extendedValue(of: node) {
                token(node, value: value, path: path.joined(separator: "."))
                return
            }
            for member in members where !member.key.hasPrefix("$") || member.key == "$root" {
                group(member.node, path: path + [member.key])
            }
        }

        /// The keys of the theme's extended types in `$extensions` (`dev.tokenc.symbol`).
        private static let extensionKeys: Set<String> = Set(ThemeTokenTable.slots.filter { $0.type == .extended }.map(\.extensionKey))

        /// The value of a token of an extended type, written as it is declared: a group whose
        /// `$extensions` holds it under the type's key (`dev.tokenc.symbol`).
        private static func extendedValue(of node: ThemeJSONNode) -> ThemeJSONNode? {
            guard case .object(let extensions)? = node["$extensions"]?.value else { return nil }
            return extensions.first { (member: (key: String, node: ThemeJSONNode)) -> Bool in
                extensionKeys.contains(member.key)
            }?.node
        }

        private mutating func token(_ node: ThemeJSONNode, value: ThemeJSONNode, path: String) {
            guard let position = ThemeTokenTable.positions[path] else {
                problems.append(Problem(kind: .unknownToken, path: path, line: node.line, column: node.column, message: "the theme has no token '\(path)'"))
                return
            }
            named.insert(position)
            let slot: ThemeTokenSlot = ThemeTokenTable.slots[position]
            if let type = node["$type"] {
                guard case .string(let name) = type.value, name == slot.typeName else {
                    problems.append(Problem(kind: .invalidValue, path: path, line: type.line, column: type.column, message: "'\(path)' is a \(slot.typeName) token in the theme"))
                    return
                }
            }
            if case .null = value.value {
                guard slot.isOptional else {
                    problems.append(Problem(kind: .invalidValue, path: path, line: value.line, column: value.column, message: "'\(path)' has a value in every brand and mode; null is for a token absent in some"))
                    return
                }
                values.append((position, ThemeJSONValues.absent(slot.type, current: current[position])))
                return
            }
            do throws(Problem) {
                let read: any Sendable = try ThemeJSONValues.value(value, type: slot.type, current: current[position])
                values.append((position, read))
            } catch {
                problems.append(Problem(kind: .invalidValue, path: path, line: error.line, column: error.column, message: "'\(path)': \(error.message)"))
            }
        }
    }
}

/// Token values to and from their JSON, by the type of the Design Tokens format.
nonisolated enum ThemeJSONValues {
    /// A value's problem, before the reader names the token.
    typealias Problem = ThemeJSONError.Problem

    static func problem(_ node: ThemeJSONNode, _ message: String) -> Problem {
        Problem(kind: .invalidValue, path: nil, line: node.line, column: node.column, message: message)
    }

    /// No value of `type`: an optional token absent in the theme, where it holds `current`.
    static func absent(_ type: ThemeTokenType, current: any Sendable) -> any Sendable {
        switch type {
        case .color: return ThemeColor?.none
        case .dimension, .duration, .number: return Double?.none
        case .fontFamily: return ThemeFontFamily?.none
        case .fontWeight: return ThemeFontWeight?.none
        case .cubicBezier: return ThemeCubicBezier?.none
        case .strokeStyle: return ThemeStrokeStyle?.none
        case .border: return ThemeBorder?.none
        case .transition: return ThemeTransition?.none
        case .shadow: return ThemeShadow?.none
        case .gradient: return ThemeGradient?.none
        case .typography: return ThemeTypography?.none
        case .string: return String?.none
        case .boolean: return Bool?.none
        case .extended: return (Swift.type(of: current) as? any ThemeExtendedSlot.Type)?.absent ?? current
        }
    }

    /// `node` read as a value of `type`; `current`, the token's value in the theme, lets a
    /// color in a space the theme does not convert read back when it is unchanged.
    static func value(_ node: ThemeJSONNode, type: ThemeTokenType, current: any Sendable) throws(Problem) -> any Sendable {
        switch type {
        case .color: return try color(node, current: current as? ThemeColor)
        case .dimension: return try dimension(node)
        case .duration: return try duration(node)
        case .number: return try number(node)
        case .fontFamily:
            switch node.value {
            case .string(let name): return ThemeFontFamily(names: [name])
            case .array(let names):
                var list: [String] = []
                for name in names {
                    guard case .string(let text) = name.value else { throw problem(name, "a font family name must be a string") }
                    list.append(text)
                }
                guard !list.isEmpty else { throw problem(node, "a font family needs a name") }
                return ThemeFontFamily(names: list)
            default: throw problem(node, "a font family must be a string or an array of strings")
            }
        case .fontWeight: return try fontWeight(node)
        case .cubicBezier: return try cubicBezier(node)
        case .strokeStyle: return try strokeStyle(node)
        case .border:
            return ThemeBorder(
                color: try color(try member(node, "color"), current: (current as? ThemeBorder)?.color),
                width: try dimension(try member(node, "width")), style: try strokeStyle(try member(node, "style")))
        case .transition:
            return ThemeTransition(
                duration: try duration(try member(node, "duration")), delay: try duration(try member(node, "delay")),
                timingFunction: try cubicBezier(try member(node, "timingFunction")))
        case .shadow:
            let currentLayers: [ThemeShadow.Layer] = (current as? ThemeShadow)?.layers ?? []
            var nodes: [ThemeJSONNode] = [node]
            if case .array(let list) = node.value { nodes = list }
            var layers: [ThemeShadow.Layer] = []
            for (index, layer) in nodes.enumerated() {
                let inset: Bool
                switch layer["inset"]?.value {
                case nil: inset = false
                case .bool(let flag)?: inset = flag
                default: throw problem(layer, "a shadow's inset must be true or false")
                }
                layers.append(ThemeShadow.Layer(
                    color: try color(try member(layer, "color"), current: index < currentLayers.count ? currentLayers[index].color : nil),
                    offsetX: try dimension(try member(layer, "offsetX")), offsetY: try dimension(try member(layer, "offsetY")),
                    blur: try dimension(try member(layer, "blur")), spread: try dimension(try member(layer, "spread")), inset: inset))
            }
            return ThemeShadow(layers: layers)
        case .gradient:
            guard case .array(let list) = node.value else { throw problem(node, "a gradient must be an array of stops") }
            let currentStops: [ThemeGradient.Stop] = (current as? ThemeGradient)?.stops ?? []
            var stops: [ThemeGradient.Stop] = []
            for (index, stop) in list.enumerated() {
                stops.append(ThemeGradient.Stop(
                    color: try color(try member(stop, "color"), current: index < currentStops.count ? currentStops[index].color : nil),
                    position: try number(try member(stop, "position"))))
            }
            return ThemeGradient(stops: stops)
        case .typography:
            let family: any Sendable = try value(try member(node, "fontFamily"), type: .fontFamily, current: current)
            return ThemeTypography(
                fontFamily: family as? ThemeFontFamily ?? ThemeFontFamily(names: []), fontSize: try dimension(try member(node, "fontSize")),
                fontWeight: try fontWeight(try member(node, "fontWeight")), letterSpacing: try dimension(try member(node, "letterSpacing")),
                lineHeight: try number(try member(node, "lineHeight")))
        case .string:
            guard case .string(let text) = node.value else { throw problem(node, "expected a string") }
            return text
        case .boolean:
            guard case .bool(let flag) = node.value else { throw problem(node, "expected true or false") }
            return flag
        case .extended:
            guard let slot = Swift.type(of: current) as? any ThemeExtendedSlot.Type else { throw problem(node, "the theme reads no value here") }
            return try slot.extendedType.init(themeJSON: node)
        }
    }

    private static func member(_ node: ThemeJSONNode, _ key: String) throws(Problem) -> ThemeJSONNode {
        if case .string(let text) = node.value, text.hasPrefix("{") {
            throw problem(node, "a reference; write the value itself, as tokenc dump does")
        }
        guard case .object = node.value else { throw problem(node, "expected an object with '\(key)'") }
        guard let member = node[key] else { throw problem(node, "'\(key)' is missing") }
        return member
    }

    private static func number(_ node: ThemeJSONNode) throws(Problem) -> Double {
        guard case .number(let number) = node.value else { throw problem(node, "expected a number") }
        return number
    }

    /// Points: `px` as they are, `rem` times the rem base the theme was built with.
    private static func dimension(_ node: ThemeJSONNode) throws(Problem) -> Double {
        let value: Double = try number(try member(node, "value"))
        let unit: ThemeJSONNode = try member(node, "unit")
        switch unit.value {
        case .string("px"): return value
        case .string("rem"): return value * ThemeTokenTable.remBase
        default: throw problem(unit, "a dimension's unit must be \"px\" or \"rem\"")
        }
    }

    /// Seconds.
    private static func duration(_ node: ThemeJSONNode) throws(Problem) -> Double {
        let value: Double = try number(try member(node, "value"))
        let unit: ThemeJSONNode = try member(node, "unit")
        switch unit.value {
        case .string("s"): return value
        case .string("ms"): return value / 1000
        default: throw problem(unit, "a duration's unit must be \"s\" or \"ms\"")
        }
    }

    private static let weightNames: [String: Double] = [
        "thin": 100, "hairline": 100, "extra-light": 200, "ultra-light": 200, "light": 300,
        "normal": 400, "regular": 400, "book": 400, "medium": 500, "semi-bold": 600, "demi-bold": 600,
        "bold": 700, "extra-bold": 800, "ultra-bold": 800, "black": 900, "heavy": 900,
        "extra-black": 950, "ultra-black": 950,
    ]

    static func fontWeight(_ node: ThemeJSONNode) throws(Problem) -> ThemeFontWeight {
        switch node.value {
        case .number(let weight) where weight >= 1 && weight <= 1000:
            return ThemeFontWeight(value: weight)
        case .string(let name):
            guard let weight = weightNames[name] else { throw problem(node, "unknown font weight '\(name)'") }
            return ThemeFontWeight(value: weight)
        default:
            throw problem(node, "a font weight must be a number from 1 to 1000 or a weight's name")
        }
    }

    private static func cubicBezier(_ node: ThemeJSONNode) throws(Problem) -> ThemeCubicBezier {
        guard case .array(let list) = node.value, list.count == 4 else { throw problem(node, "a cubic Bézier must be an array of four numbers") }
        let x1: Double = try number(list[0])
        let x2: Double = try number(list[2])
        guard x1 >= 0, x1 <= 1, x2 >= 0, x2 <= 1 else { throw problem(node, "a cubic Bézier's x values must be from 0 to 1") }
        return ThemeCubicBezier(x1: x1, y1: try number(list[1]), x2: x2, y2: try number(list[3]))
    }

    private static func strokeStyle(_ node: ThemeJSONNode) throws(Problem) -> ThemeStrokeStyle {
        switch node.value {
        case .string(let keyword):
            switch keyword {
            case "solid": return .solid
            case "dashed": return .dashed
            case "dotted": return .dotted
            case "double": return .double
            case "groove": return .groove
            case "ridge": return .ridge
            case "outset": return .outset
            case "inset": return .inset
            default: throw problem(node, "unknown stroke style '\(keyword)'")
            }
        case .object:
            guard case .array(let list) = try member(node, "dashArray").value else { throw problem(node, "a dash array must be an array of dimensions") }
            var dashes: [Double] = []
            for dash in list {
                dashes.append(try dimension(dash))
            }
            let capNode: ThemeJSONNode = try member(node, "lineCap")
            guard case .string(let name) = capNode.value, let cap = ThemeStrokeStyle.LineCap(rawValue: name) else {
                throw problem(capNode, "a line cap must be \"round\", \"butt\" or \"square\"")
            }
            return .dashes(dashArray: dashes, lineCap: cap)
        default:
            throw problem(node, "a stroke style must be a keyword or an object with dashArray and lineCap")
        }
    }

    private static func color(_ node: ThemeJSONNode, current: ThemeColor?) throws(Problem) -> ThemeColor {
        guard case .object = node.value else { throw problem(node, "a color must be an object with colorSpace and components") }
        let spaceNode: ThemeJSONNode = try member(node, "colorSpace")
        guard case .string(let name) = spaceNode.value, let space = ThemeColor.ColorSpace(rawValue: name) else {
            throw problem(spaceNode, "unknown color space")
        }
        let componentsNode: ThemeJSONNode = try member(node, "components")
        guard case .array(let list) = componentsNode.value, list.count == 3 else { throw problem(componentsNode, "a color needs three components") }
        var components: [Double?] = []
        for component in list {
            switch component.value {
            case .number(let number): components.append(number)
            case .string("none"): components.append(nil)
            default: throw problem(component, "a component must be a number or \"none\"")
            }
        }
        var alpha: Double = 1
        if let alphaNode = node["alpha"] {
            alpha = try number(alphaNode)
            guard alpha >= 0, alpha <= 1 else { throw problem(alphaNode, "alpha must be from 0 to 1") }
        }
        let display: ThemeColor.Display.Space?
        switch space {
        case .srgb: display = .sRGB
        case .srgbLinear: display = .sRGBLinear
        case .displayP3: display = .displayP3
        default: display = nil
        }
        if let display {
            let drawn: [Double] = components.map { $0 ?? 0 }
            let converted: ThemeColor.Display = ThemeColor.Display(space: display, red: drawn[0], green: drawn[1], blue: drawn[2])
            // The color the theme holds in a space it does not convert, drawn the same: kept as written.
            if let current, current.alpha == alpha, current.display == converted,
               current.colorSpace != .srgb, current.colorSpace != .srgbLinear, current.colorSpace != .displayP3 {
                return current
            }
            return ThemeColor(
                colorSpace: space, component1: components[0], component2: components[1], component3: components[2], alpha: alpha,
                display: converted)
        }
        if let current, current.colorSpace == space, current.components == components, current.alpha == alpha {
            return current
        }
        throw problem(node, "a color in \(name) is converted when tokenc builds the theme; write it in srgb or display-p3 here")
    }

    /// The JSON of a value of `type`.
    static func json(_ value: any Sendable, type: ThemeTokenType) -> ThemeJSONNode.Value? {
        func node(_ value: ThemeJSONNode.Value) -> ThemeJSONNode { ThemeJSONNode(value: value, line: 0, column: 0) }
        func number(_ value: Double) -> ThemeJSONNode { node(value.isFinite ? .number(value) : .null) }
        func dimension(_ value: Double) -> ThemeJSONNode { node(.object([("value", number(value)), ("unit", node(.string("px")))])) }
        func duration(_ value: Double) -> ThemeJSONNode { node(.object([("value", number(value)), ("unit", node(.string("s")))])) }
        func color(_ color: ThemeColor) -> ThemeJSONNode {
            var members: [(key: String, node: ThemeJSONNode)] = [
                ("colorSpace", node(.string(color.colorSpace.rawValue))),
                ("components", node(.array(color.components.map { $0.map(number) ?? node(.string("none")) }))),
            ]
            if color.alpha != 1 { members.append(("alpha", number(color.alpha))) }
            return node(.object(members))
        }
        func bezier(_ curve: ThemeCubicBezier) -> ThemeJSONNode { node(.array([curve.x1, curve.y1, curve.x2, curve.y2].map(number))) }
        func family(_ family: ThemeFontFamily) -> ThemeJSONNode {
            family.names.count == 1 ? node(.string(family.names[0])) : node(.array(family.names.map { node(.string($0)) }))
        }
        func stroke(_ style: ThemeStrokeStyle) -> ThemeJSONNode {
            switch style {
            case .solid: return node(.string("solid"))
            case .dashed: return node(.string("dashed"))
            case .dotted: return node(.string("dotted"))
            case .double: return node(.string("double"))
            case .groove: return node(.string("groove"))
            case .ridge: return node(.string("ridge"))
            case .outset: return node(.string("outset"))
            case .inset: return node(.string("inset"))
            case .dashes(let dashArray, let lineCap):
                return node(.object([("dashArray", node(.array(dashArray.map(dimension)))), ("lineCap", node(.string(lineCap.rawValue)))]))
            }
        }
        switch type {
        case .color: return (value as? ThemeColor).map { color($0).value }
        case .dimension: return (value as? Double).map { dimension($0).value }
        case .duration: return (value as? Double).map { duration($0).value }
        case .number: return (value as? Double).map { number($0).value }
        case .fontFamily: return (value as? ThemeFontFamily).map { family($0).value }
        case .fontWeight: return (value as? ThemeFontWeight).map { number($0.value).value }
        case .cubicBezier: return (value as? ThemeCubicBezier).map { bezier($0).value }
        case .strokeStyle: return (value as? ThemeStrokeStyle).map { stroke($0).value }
        case .border:
            return (value as? ThemeBorder).map { border in
                .object([("color", color(border.color)), ("width", dimension(border.width)), ("style", stroke(border.style))])
            }
        case .transition:
            return (value as? ThemeTransition).map { transition in
                .object([("duration", duration(transition.duration)), ("delay", duration(transition.delay)), ("timingFunction", bezier(transition.timingFunction))])
            }
        case .shadow:
            return (value as? ThemeShadow).map { shadow in
                let layers: [ThemeJSONNode] = shadow.layers.map { layer in
                    node(.object([
                        ("color", color(layer.color)), ("offsetX", dimension(layer.offsetX)), ("offsetY", dimension(layer.offsetY)),
                        ("blur", dimension(layer.blur)), ("spread", dimension(layer.spread)), ("inset", node(.bool(layer.inset))),
                    ]))
                }
                return layers.count == 1 ? layers[0].value : .array(layers)
            }
        case .gradient:
            return (value as? ThemeGradient).map { gradient in
                .array(gradient.stops.map { node(.object([("color", color($0.color)), ("position", number($0.position))])) })
            }
        case .typography:
            return (value as? ThemeTypography).map { typography in
                .object([
                    ("fontFamily", family(typography.fontFamily)), ("fontSize", dimension(typography.fontSize)),
                    ("fontWeight", number(typography.fontWeight.value)), ("letterSpacing", dimension(typography.letterSpacing)),
                    ("lineHeight", number(typography.lineHeight)),
                ])
            }
        case .string: return (value as? String).map { .string($0) }
        case .boolean: return (value as? Bool).map { .bool($0) }
        case .extended: return (value as? any ThemeExtendedValue)?.themeJSON
        }
    }
}

/// The theme's values as the document `tokenc dump` prints: two spaces of indentation,
/// groups in the tokens' order.
nonisolated enum ThemeJSONWriter {
    static func document(of values: AppTheme.Values) -> String {
        var root: [(key: String, node: ThemeJSONNode)] = []
        for (slot, value) in zip(ThemeTokenTable.slots, ThemeTokenReader.values(of: values)) {
            guard let value = ThemeJSONValues.json(value, type: slot.type) else { continue }
            let valueNode: ThemeJSONNode = ThemeJSONNode(value: value, line: 0, column: 0)
            // An extended type's token is written as it is declared, its value in `$extensions`.
            let members: [(key: String, node: ThemeJSONNode)] = slot.type == .extended
                ? [("$extensions", ThemeJSONNode(value: .object([(slot.extensionKey, valueNode)]), line: 0, column: 0))]
                : [("$type", ThemeJSONNode(value: .string(slot.typeName), line: 0, column: 0)), ("$value", valueNode)]
            let token: ThemeJSONNode = ThemeJSONNode(value: .object(members), line: 0, column: 0)
            insert(token, at: slot.path.split(separator: ".").map(String.init)[...], into: &root)
        }
        var text: String = ""
        write(.object(root), indent: "", into: &text)
        return text + "\n"
    }

    /// Tokens come in the tree's order, so a token's group, when it exists, is the last member.
    private static func insert(_ token: ThemeJSONNode, at path: ArraySlice<String>, into members: inout [(key: String, node: ThemeJSONNode)]) {
        guard let first = path.first else { return }
        guard path.count > 1 else {
            members.append((first, token))
            return
        }
        if let last = members.last, last.key == first, case .object(var children) = last.node.value, last.node["$value"] == nil {
            members.removeLast()
            insert(token, at: path.dropFirst(), into: &children)
            members.append((first, ThemeJSONNode(value: .object(children), line: 0, column: 0)))
        } else {
            var children: [(key: String, node: ThemeJSONNode)] = []
            insert(token, at: path.dropFirst(), into: &children)
            members.append((first, ThemeJSONNode(value: .object(children), line: 0, column: 0)))
        }
    }

    private static func write(_ value: ThemeJSONNode.Value, indent: String, into text: inout String) {
        let inner: String = indent + "  "
        switch value {
        case .object(let members):
            guard !members.isEmpty else {
                text += "{}"
                return
            }
            text += "{\n"
            for (index, member) in members.enumerated() {
                text += inner
                string(member.key, into: &text)
                text += ": "
                write(member.node.value, indent: inner, into: &text)
                text += index + 1 < members.count ? ",\n" : "\n"
            }
            text += indent + "}"
        case .array(let elements):
            guard !elements.isEmpty else {
                text += "[]"
                return
            }
            text += "[\n"
            for (index, element) in elements.enumerated() {
                text += inner
                write(element.value, indent: inner, into: &text)
                text += index + 1 < elements.count ? ",\n" : "\n"
            }
            text += indent + "]"
        case .string(let string):
            self.string(string, into: &text)
        case .number(let number):
            // Integers without a fraction, as tokenc dump prints them. (No `rounded()`: the core layer
            // imports nothing, and that would need the C maths library.)
            text += abs(number) < 1e15 && number == Double(Int64(number)) ? String(Int64(number)) : String(number)
        case .bool(let flag):
            text += flag ? "true" : "false"
        case .null:
            text += "null"
        }
    }

    private static func string(_ string: String, into text: inout String) {
        text += "\""
        for scalar in string.unicodeScalars {
            switch scalar {
            case "\"": text += "\\\""
            case "\\": text += "\\\\"
            case "\n": text += "\\n"
            case "\r": text += "\\r"
            case "\t": text += "\\t"
            case "\u{0}"..<"\u{20}":
                let hex: String = String(scalar.value, radix: 16)
                text += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: text.unicodeScalars.append(scalar)
            }
        }
        text += "\""
    }
}
