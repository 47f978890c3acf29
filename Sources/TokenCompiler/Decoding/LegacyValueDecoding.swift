import TokenJSON
import TokenModel

/// The value shapes of Style Dictionary and Tokens Studio files (`"16px"`, `"200ms"`, `"Bold"`,
/// CSS colors, `{r, g, b}`, `{x, y, blur, spread, color}`), read into the same model.
///
/// Scalars in a legacy file are always read here, and their errors reported here; objects go to
/// the format's decoders unless they have a legacy shape. A mapping that is exact (`"150%"` → 1.5,
/// `"Bold"` → 700, `rgb()` → sRGB) is silent; one that assumes something the file does not say
/// (a bare number is pixels) is a `legacy-mapping` warning.
extension DecodingContext {
    mutating func legacyGuess(_ message: String, at location: SourceLocation) {
        diagnostics.append(.warning(.legacyMapping, message, at: location))
    }

    /// Tokens Studio writes arithmetic into values (`"16 * 1.5"`, `"$base / 2"`).
    private static func looksLikeMath(_ text: String) -> Bool {
        text.contains("*") || text.contains("/") || text.contains(" + ") || text.contains(" - ")
    }

    /// The error for a scalar that is not a `what`, naming math for what it is.
    mutating func unreadable(_ value: SourceValue, as what: String) {
        if let text = value.json.stringValue, Self.looksLikeMath(text) {
            leaveOut("\(value.json.sourceText) is a math expression, which tokenc does not evaluate; write the computed value", at: value.location, cause: .maths)
        } else {
            invalid("expected \(what), found \(value.json.sourceText)", at: value)
        }
    }

    /// An sRGB color from channels in [0, 1], with its hex fallback.
    private static func srgb(_ channels: [Double], alpha: NumberLiteral?) -> ColorValue {
        let hex = "#" + channels.map { channel -> String in
            let byte = String(Int((channel * 255).rounded()), radix: 16)
            return byte.count == 1 ? "0" + byte : byte
        }.joined()
        return ColorValue(colorSpace: .srgb, components: channels.map { .number(NumberLiteral($0)) }, alpha: alpha, hex: hex)
    }

    /// True for the color objects Style Dictionary hands to tinycolor: `{r, g, b, a}`.
    func isLegacyColorObject(_ value: SourceValue) -> Bool {
        value.json.kind == .object && value.json["r"] != nil && value.json["colorSpace"] == nil
    }

    /// `{r, g, b}` with channels in [0, 255] and an optional alpha `a` in [0, 1], as sRGB.
    mutating func legacyColorObject(_ value: SourceValue) -> ColorValue? {
        guard let members = members(of: value, dialect: .legacy, "a color", required: ["r", "g", "b"], optional: ["a"]) else { return nil }
        var channels: [Double] = []
        for key in ["r", "g", "b"] {
            let member = members[key]!
            guard let number = member.json.numberValue, (0...255).contains(number.value) else {
                invalid("the channel '\(key)' of an {r, g, b} color must be a number in [0, 255], found \(member.json.sourceText)", at: member)
                return nil
            }
            channels.append(number.value / 255)
        }
        var alpha: NumberLiteral?
        if let member = members["a"] {
            guard let number = member.json.numberValue, (0...1).contains(number.value) else {
                invalid("the alpha 'a' of an {r, g, b} color must be a number in [0, 1], found \(member.json.sourceText)", at: member)
                return nil
            }
            alpha = representable(NumberLiteral(number), at: member)
            if alpha == nil { return nil }
        }
        return Self.srgb(channels, alpha: alpha)
    }

    /// A tool's shadow layer (``ShadowSpelling``), in both file shapes: read with a
    /// `non-standard-value` warning that gives the format's members.
    mutating func toolShadowLayer(_ value: SourceValue, _ spelling: ShadowSpelling, dialect: TokenDialect) -> ShadowLayer? {
        guard let members = members(
            of: value, dialect: dialect, "a box shadow", required: [spelling.x, spelling.y, spelling.blur, "color"], optional: ["spread", spelling.type],
            ignoringUnknown: toolsOwnMembers(dialect)) else { return nil }
        diagnostics.append(.warning(.nonStandardValue, "\(spelling.tool) is read as a shadow (write \(spelling.rewrite))", at: value.location))
        func dimension(_ key: String) -> DimensionValue? {
            // A spread left blank (`""`, as the plugin's editor writes it) is none, as one left out.
            guard let member = members[key], options.strict || key != "spread" || !member.isBlankText else {
                return DimensionValue(value: NumberLiteral(0), unit: .px)
            }
            return subvalue(member, dialect: dialect, .dimension) { if case .dimension(let v) = $0 { v } else { nil } }
        }
        var inset = false
        if let type = members[spelling.type] {
            switch type.json.stringValue {
            case "dropShadow": inset = false
            case "innerShadow": inset = true
            default:
                invalid("a box shadow's \(spelling.type) must be \"dropShadow\" or \"innerShadow\", found \(type.json.sourceText)", at: type)
                return nil
            }
        }
        let color = subvalue(members["color"]!, dialect: dialect, .color) { if case .color(let v) = $0 { v } else { nil } }
        let x = dimension(spelling.x), y = dimension(spelling.y), blur = dimension(spelling.blur), spread = dimension("spread")
        guard let color, let x, let y, let blur, let spread else { return nil }
        return ShadowLayer(color: color, offsetX: x, offsetY: y, blur: blur, spread: spread, inset: inset)
    }
}

extension StringProtocol {
    /// The text without the spaces before and after it. Text that is all ASCII, nearly every value
    /// a token file holds, is trimmed on its UTF-8 bytes: walking `Character`s and reversing them
    /// twice took a fifth of a 10,000-token validation, called for every typography member.
    var trimmingSpaces: String {
        let bytes = utf8
        var first: Index?
        var last: Index?
        var index = bytes.startIndex
        while index != bytes.endIndex {
            let byte = bytes[index]
            guard byte < 0x80 else { return String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed()) }
            if byte != 0x20 {
                if first == nil { first = index }
                last = index
            }
            bytes.formIndex(after: &index)
        }
        guard let first, let last else { return "" }
        return String(self[first...last])
    }
}
