import TokenJSON
import TokenModel

/// The value shapes of Style Dictionary and Tokens Studio files (`"16px"`, `"200ms"`, `"Bold"`,
/// CSS colors, `{r, g, b}`, `{x, y, blur, spread, color}`), read into the same model.
///
/// Scalars in a legacy file are always read here, and their errors reported here; objects go to
/// the format's decoders unless they have a legacy shape. A mapping that is exact (`"150%"` → 1.5,
/// `"Bold"` → 700, `rgb()` → sRGB) is silent; one that assumes something the file does not say
/// (a bare number is pixels) is a `legacy-mapping` warning.
extension TokenResolver {
    mutating func legacyGuess(_ message: String, at location: SourceLocation) {
        diagnostics.append(.warning(.legacyMapping, message, at: location))
    }

    private mutating func guessed(_ message: String, at value: SourceValue) {
        legacyGuess(message, at: value.location)
    }

    /// Splits `"16px"` into its number and unit (letters or `%`, possibly none); `nil` when the text
    /// is not one number with such a suffix.
    static func measure(_ text: String) -> (number: NumberLiteral, unit: String)? {
        let trimmed = text.trimmingSpaces
        var unitStart = trimmed.firstIndex { !("0"..."9").contains($0) && $0 != "." && $0 != "-" && $0 != "+" && $0 != "e" && $0 != "E" } ?? trimmed.endIndex
        // The `e` of `em` or `ex` is not an exponent: give back what does not parse.
        while unitStart > trimmed.startIndex, Double(trimmed[..<unitStart]) == nil {
            unitStart = trimmed.index(before: unitStart)
        }
        let numberText = String(trimmed[..<unitStart])
        guard let value = Double(numberText) else { return nil }
        let number = NumberLiteral(value: value, text: numberText)
        // Text such as "1e400px" or "1e-400px" means nothing Swift can hold.
        guard number.representationProblem == nil else { return nil }
        let unit = String(trimmed[unitStart...]).trimmingSpaces
        guard unit == "%" || unit.allSatisfy(\.isLetter) else { return nil }
        return (number, unit)
    }

    /// Tokens Studio writes arithmetic into values (`"16 * 1.5"`, `"$base / 2"`).
    private static func looksLikeMath(_ text: String) -> Bool {
        text.contains("*") || text.contains("/") || text.contains(" + ") || text.contains(" - ")
    }

    /// The error for a scalar that is not a `what`, naming math for what it is.
    private mutating func unreadable(_ value: SourceValue, as what: String) {
        if let text = value.json.stringValue, Self.looksLikeMath(text) {
            leaveOut("\(value.json.sourceText) is a math expression, which tokenc does not evaluate; write the computed value", at: value.location, cause: .maths)
        } else {
            invalid("expected \(what), found \(value.json.sourceText)", at: value)
        }
    }

    /// Zero is zero in every unit, so reading it as pixels or milliseconds guesses nothing.
    private mutating func guessedUnit(_ number: NumberLiteral, _ unit: String, at value: SourceValue) {
        guard number.value != 0 else { return }
        let written = value.json.kind == .string ? "the unitless \(value.json.sourceText)" : "the bare number \(number.text)"
        guessed("\(written) is read as \(number.text)\(unit)", at: value)
    }

    mutating func legacyDimension(_ value: SourceValue) -> DimensionValue? {
        if value.json.kind == .number {
            guard let literal = representableNumber(value) else { return nil }
            return unitless(literal, at: value)
        }
        guard value.json.kind == .string, let text = value.json.stringValue, let (number, unit) = Self.measure(text) else {
            unreadable(value, as: "a dimension such as \"16px\" or \"1rem\"")
            return nil
        }
        switch unit {
        case "px": return DimensionValue(value: number, unit: .px)
        case "rem": return DimensionValue(value: number, unit: .rem)
        case "":
            return unitless(number, at: value)
        case "%":
            invalid("\(value.json.sourceText) is relative to something this token does not know (a font size, a parent); a dimension must be in px or rem", at: value)
            return nil
        default:
            invalid("the unit '\(unit)' in \(value.json.sourceText) cannot be converted to a dimension; use px or rem", at: value)
            return nil
        }
    }

    /// A size without a unit. Style Dictionary's `size/rem` transforms (and `remToPt`, `remToDp`
    /// on its native platforms) read the unitless sizes of its `size` category as rem, as its
    /// own multi-brand example writes font sizes (`"0.75"`); every other unitless size is pixels.
    private mutating func unitless(_ number: NumberLiteral, at value: SourceValue) -> DimensionValue {
        if typedByCategory, number.value != 0 {
            guessed("\(value.json.kind == .string ? "the unitless \(value.json.sourceText)" : "the bare number \(number.text)") is read as \(number.text)rem: Style Dictionary's size tokens are rem", at: value)
            return DimensionValue(value: number, unit: .rem)
        }
        guessedUnit(number, "px", at: value)
        return DimensionValue(value: number, unit: .px)
    }

    mutating func legacyDuration(_ value: SourceValue) -> DurationValue? {
        if value.json.kind == .number {
            guard let literal = representableNumber(value) else { return nil }
            guessedUnit(literal, "ms", at: value)
            return DurationValue(value: literal, unit: .ms)
        }
        guard value.json.kind == .string, let text = value.json.stringValue, let (number, unit) = Self.measure(text) else {
            unreadable(value, as: "a duration such as \"200ms\" or \"0.2s\"")
            return nil
        }
        switch unit {
        case "ms": return DurationValue(value: number, unit: .ms)
        case "s": return DurationValue(value: number, unit: .s)
        case "":
            guessedUnit(number, "ms", at: value)
            return DurationValue(value: number, unit: .ms)
        default:
            invalid("the unit '\(unit)' in \(value.json.sourceText) is not a duration unit; use ms or s", at: value)
            return nil
        }
    }

    /// Numbers written as strings (`"1.5"`) and percentages (`"150%"` is 1.5).
    mutating func legacyNumber(_ value: SourceValue) -> NumberLiteral? {
        guard let text = value.json.stringValue, let (number, unit) = Self.measure(text) else {
            unreadable(value, as: "a number")
            return nil
        }
        switch unit {
        case "": return number
        case "%": return NumberLiteral(number.value / 100)
        default:
            invalid("\(value.json.sourceText) has the unit '\(unit)'; a number token holds a plain number (a line height, a ratio, an opacity)", at: value)
            return nil
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
            alpha = representable(NumberLiteral(value: number.value, text: number.text), at: member)
            if alpha == nil { return nil }
        }
        return Self.srgb(channels, alpha: alpha)
    }

    /// Weight names as design tools write them: `"Bold"`, `"SemiBold"`, `"Semi Bold"`, `"600"`,
    /// and Figma style names with a slant (`"Bold Italic"`), whose slant has no place in a weight.
    mutating func legacyFontWeight(_ name: String, at value: SourceValue) -> FontWeightValue? {
        if let weight = Self.fontWeight(named: name) { return weight }
        for slant in ["italic", "oblique"] {
            let lowered = name.lowercased().trimmingSpaces
            guard lowered.hasSuffix(slant) else { continue }
            let upright = String(name.trimmingSpaces.dropLast(slant.count)).trimmingSpaces
            let weight = upright.isEmpty ? FontWeightValue(value: NumberLiteral(400), alias: "normal") : Self.fontWeight(named: upright)
            guard let weight else { return nil }
            guessed("\(value.json.sourceText) is a style, not a weight: read as the weight \(weight.value.text), without '\(slant)'", at: value)
            return weight
        }
        return nil
    }

    private static func fontWeight(named name: String) -> FontWeightValue? {
        if let number = Double(name.trimmingSpaces), (1...1000).contains(number) {
            return FontWeightValue(value: NumberLiteral(value: number, text: name.trimmingSpaces))
        }
        let folded = String(name.lowercased().filter { $0.isLetter })
        let match = FontWeightValue.aliases.keys.sorted().first { $0.filter(\.isLetter) == folded }
        guard let match, let weight = FontWeightValue.aliases[match] else { return nil }
        return FontWeightValue(value: NumberLiteral(Double(weight)), alias: match)
    }

    /// A CSS font stack in one string (`"Inter, 'Helvetica Neue', sans-serif"`) as its list of names.
    static func fontStack(_ text: String) -> [String] {
        text.split(separator: ",").map { name in
            var name = name.trimmingSpaces
            if name.count >= 2, let first = name.first, first == "\"" || first == "'", name.last == first {
                name = String(name.dropFirst().dropLast())
            }
            return name
        }.filter { !$0.isEmpty }
    }

    /// Tokens Studio typography: fontFamily, fontSize and fontWeight, and optionally lineHeight
    /// (`1.5`, `"150%"`, `"24px"`, `"AUTO"`), letterSpacing (`"2%"` of the font size) and the
    /// paragraph and text properties the model has no place for.
    mutating func legacyTypography(_ value: SourceValue) -> TypographyValue? {
        guard let members = members(
            of: value, dialect: .legacy, "a typography value", required: ["fontFamily", "fontSize", "fontWeight"],
            optional: ["lineHeight", "letterSpacing", "paragraphSpacing", "paragraphIndent", "textCase", "textDecoration"]
        ) else { return nil }
        let dialect = TokenDialect.legacy
        let family = subvalue(members["fontFamily"]!, dialect: dialect, .fontFamily) { if case .fontFamily(let v) = $0 { v } else { nil } }
        let size = subvalue(members["fontSize"]!, dialect: dialect, .dimension) { if case .dimension(let v) = $0 { v } else { nil } }
        let weight = subvalue(members["fontWeight"]!, dialect: dialect, .fontWeight) { if case .fontWeight(let v) = $0 { v } else { nil } }
        guard let family, let size, let weight else { return nil }
        var spacing = DimensionValue(value: NumberLiteral(0), unit: .px)
        if let letterSpacing = members["letterSpacing"] {
            if let text = letterSpacing.json.stringValue, let (number, unit) = Self.measure(text), unit == "%" {
                spacing = DimensionValue(value: NumberLiteral(size.value.value * number.value / 100), unit: size.unit)
            } else if let decoded = subvalue(letterSpacing, dialect: dialect, .dimension, { if case .dimension(let v) = $0 { v } else { nil } }) {
                spacing = decoded
            } else {
                return nil
            }
        }
        var lineHeight = NumberLiteral(1.2)
        if let height = members["lineHeight"] {
            guard let decoded = legacyLineHeight(height, fontSize: size) else { return nil }
            lineHeight = decoded
        } else {
            guessed("no line height given; 1.2 is assumed", at: value)
        }
        let typography = TypographyValue(fontFamily: family, fontSize: size, fontWeight: weight, letterSpacing: spacing, lineHeight: lineHeight)
        checkTypography(typography, members: members, at: value)
        return typography
    }

    /// A line height as a multiple of the font size.
    private mutating func legacyLineHeight(_ height: SourceValue, fontSize size: DimensionValue) -> NumberLiteral? {
        switch mathLineHeight(height, dialect: .legacy, fontSize: size) {
        case .evaluated(.number(let multiple)): return multiple
        case .evaluated, .failed: return nil
        case .notMath: break
        }
        guard let text = height.json.stringValue, case .notAReference = ReferenceSyntax.alias(text) else {
            return dimensionLineHeight(height, fontSize: size, dialect: .legacy) ?? numberOperand(height, dialect: .legacy, "lineHeight")
        }
        if ["auto", "normal"].contains(text.lowercased().trimmingSpaces) {
            guessed("line height \(height.json.sourceText) is the font's own; read as 1.2", at: height)
            return NumberLiteral(1.2)
        }
        if let (number, unit) = Self.measure(text), unit == size.unit.rawValue {
            guard size.value.value > 0 else {
                invalid("line height \(height.json.sourceText) cannot be related to a font size of 0", at: height)
                return nil
            }
            return NumberLiteral(number.value / size.value.value)
        }
        return legacyNumber(height)
    }

    /// True for the shape of a Tokens Studio box shadow, whatever else is wrong with it.
    func isLegacyShadowLayer(_ value: SourceValue) -> Bool {
        value.json.kind == .object && (value.json["x"] != nil || value.json["y"] != nil)
    }

    /// Tokens Studio box shadows: `{x, y, blur, spread, color, type}`, `type` being `dropShadow`
    /// or `innerShadow`.
    mutating func legacyShadowLayer(_ value: SourceValue) -> ShadowLayer? {
        guard let members = members(of: value, dialect: .legacy, "a box shadow", required: ["x", "y", "blur", "color"], optional: ["spread", "type"]) else { return nil }
        let dialect = TokenDialect.legacy
        func dimension(_ key: String) -> DimensionValue? {
            guard let member = members[key] else { return DimensionValue(value: NumberLiteral(0), unit: .px) }
            return subvalue(member, dialect: dialect, .dimension) { if case .dimension(let v) = $0 { v } else { nil } }
        }
        var inset = false
        if let type = members["type"] {
            switch type.json.stringValue {
            case "dropShadow": inset = false
            case "innerShadow": inset = true
            default:
                invalid("a box shadow's type must be \"dropShadow\" or \"innerShadow\", found \(type.json.sourceText)", at: type)
                return nil
            }
        }
        let color = subvalue(members["color"]!, dialect: dialect, .color) { if case .color(let v) = $0 { v } else { nil } }
        let x = dimension("x"), y = dimension("y"), blur = dimension("blur"), spread = dimension("spread")
        guard let color, let x, let y, let blur, let spread else { return nil }
        return ShadowLayer(color: color, offsetX: x, offsetY: y, blur: blur, spread: spread, inset: inset)
    }
}

extension StringProtocol {
    var trimmingSpaces: String {
        String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
    }
}
