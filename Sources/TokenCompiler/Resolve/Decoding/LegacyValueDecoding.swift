/// The value shapes of Style Dictionary and Tokens Studio files (`"16px"`, `"200ms"`, `"Bold"`,
/// `{x, y, blur, spread, color}`), read into the same model. Each returns `nil` for a shape it does
/// not know, so the format's own decoder reports the error.
extension TokenResolver {
    private mutating func guessed(_ message: String, at value: SourceValue) {
        diagnostics.append(.warning(.legacyMapping, message, at: value.location))
    }

    /// Splits `"16px"` into its number and unit; `nil` when the text is not a number with a suffix.
    static func measure(_ text: String) -> (number: NumberLiteral, unit: String)? {
        let trimmed = text.trimmingSpaces
        var unitStart = trimmed.firstIndex { !("0"..."9").contains($0) && $0 != "." && $0 != "-" && $0 != "+" && $0 != "e" && $0 != "E" } ?? trimmed.endIndex
        // The `e` of `em` or `ex` is not an exponent: give back what does not parse.
        while unitStart > trimmed.startIndex, Double(trimmed[..<unitStart]) == nil {
            unitStart = trimmed.index(before: unitStart)
        }
        let numberText = String(trimmed[..<unitStart])
        guard let value = Double(numberText), value.isFinite else { return nil }
        return (NumberLiteral(value: value, text: numberText), String(trimmed[unitStart...]).trimmingSpaces)
    }

    mutating func legacyDimension(_ value: SourceValue) -> DimensionValue? {
        if let number = value.json.numberValue {
            guessed("the bare number \(number.text) is read as \(number.text)px", at: value)
            return DimensionValue(value: NumberLiteral(value: number.value, text: number.text), unit: .px)
        }
        guard let text = value.json.stringValue, let (number, unit) = Self.measure(text) else { return nil }
        switch unit {
        case "px": return DimensionValue(value: number, unit: .px)
        case "rem": return DimensionValue(value: number, unit: .rem)
        case "":
            guessed("the unitless \"\(text)\" is read as \(number.text)px", at: value)
            return DimensionValue(value: number, unit: .px)
        default:
            invalid("the unit '\(unit)' in \"\(text)\" cannot be converted to a dimension; use px or rem", at: value)
            return nil
        }
    }

    mutating func legacyDuration(_ value: SourceValue) -> DurationValue? {
        if let number = value.json.numberValue {
            guessed("the bare number \(number.text) is read as \(number.text)ms", at: value)
            return DurationValue(value: NumberLiteral(value: number.value, text: number.text), unit: .ms)
        }
        guard let text = value.json.stringValue, let (number, unit) = Self.measure(text) else { return nil }
        switch unit {
        case "ms": return DurationValue(value: number, unit: .ms)
        case "s": return DurationValue(value: number, unit: .s)
        default: return nil
        }
    }

    mutating func legacyNumber(_ value: SourceValue) -> NumberLiteral? {
        guard let text = value.json.stringValue, let (number, unit) = Self.measure(text) else { return nil }
        switch unit {
        case "": return number
        case "%":
            guessed("\"\(text)\" is read as the number \(NumberLiteral(number.value / 100).text)", at: value)
            return NumberLiteral(number.value / 100)
        default: return nil
        }
    }

    /// Weight names as design tools write them: `"Bold"`, `"SemiBold"`, `"Semi Bold"`.
    mutating func legacyFontWeight(_ name: String, at value: SourceValue) -> FontWeightValue? {
        if let number = Double(name.trimmingSpaces), (1...1000).contains(number) {
            return FontWeightValue(value: NumberLiteral(value: number, text: name.trimmingSpaces))
        }
        let folded = String(name.lowercased().filter { $0.isLetter })
        let match = FontWeightValue.aliases.keys.sorted().first { $0.filter(\.isLetter) == folded }
        guard let match, let weight = FontWeightValue.aliases[match] else { return nil }
        return FontWeightValue(value: NumberLiteral(Double(weight)), alias: match)
    }

    /// Tokens Studio typography: any of fontFamily, fontSize, fontWeight, lineHeight, letterSpacing.
    mutating func legacyTypography(_ value: SourceValue) -> TypographyValue? {
        guard let members = members(
            of: value, "a typography value", required: ["fontFamily", "fontSize", "fontWeight"],
            optional: ["lineHeight", "letterSpacing", "paragraphSpacing", "paragraphIndent", "textCase", "textDecoration"]
        ) else { return nil }
        let dialect = TokenDialect.legacy
        let family = subvalue(members["fontFamily"]!, dialect: dialect, .fontFamily) { if case .fontFamily(let v) = $0 { v } else { nil } }
        let size = subvalue(members["fontSize"]!, dialect: dialect, .dimension) { if case .dimension(let v) = $0 { v } else { nil } }
        let weight = subvalue(members["fontWeight"]!, dialect: dialect, .fontWeight) { if case .fontWeight(let v) = $0 { v } else { nil } }
        var spacing = DimensionValue(value: NumberLiteral(0), unit: .px)
        if let letterSpacing = members["letterSpacing"] {
            if let text = letterSpacing.json.stringValue, let (number, unit) = Self.measure(text), unit == "%", let size {
                spacing = DimensionValue(value: NumberLiteral(size.value.value * number.value / 100), unit: size.unit)
                guessed("letter spacing \"\(text)\" is read as a share of the font size", at: letterSpacing)
            } else if let decoded = subvalue(letterSpacing, dialect: dialect, .dimension, { if case .dimension(let v) = $0 { v } else { nil } }) {
                spacing = decoded
            } else {
                return nil
            }
        }
        var lineHeight = NumberLiteral(1.2)
        if let height = members["lineHeight"] {
            if let text = height.json.stringValue, text.lowercased() == "auto" || text.lowercased() == "normal" {
                guessed("line height \"\(text)\" is read as 1.2", at: height)
            } else if let text = height.json.stringValue, let (number, unit) = Self.measure(text), unit == "px" || unit == "", let size, size.unit == .px, size.value.value > 0, unit == "px" {
                lineHeight = NumberLiteral(number.value / size.value.value)
                guessed("line height \"\(text)\" is read as \(lineHeight.text) times the font size", at: height)
            } else if let number = numberOperand(height, dialect: dialect, "lineHeight") {
                lineHeight = number
            } else {
                return nil
            }
        } else {
            guessed("no line height given; 1.2 is assumed", at: value)
        }
        guard let family, let size, let weight else { return nil }
        return TypographyValue(fontFamily: family, fontSize: size, fontWeight: weight, letterSpacing: spacing, lineHeight: lineHeight)
    }

    /// Tokens Studio box shadows: `{x, y, blur, spread, color, type}`.
    mutating func legacyShadowLayer(_ value: SourceValue) -> ShadowLayer? {
        guard value.json["x"] != nil || value.json["y"] != nil else { return nil }
        guard let members = members(of: value, "a box shadow", required: ["x", "y", "blur", "color"], optional: ["spread", "type"]) else { return nil }
        let dialect = TokenDialect.legacy
        func dimension(_ key: String) -> DimensionValue? {
            guard let member = members[key] else { return DimensionValue(value: NumberLiteral(0), unit: .px) }
            return subvalue(member, dialect: dialect, .dimension) { if case .dimension(let v) = $0 { v } else { nil } }
        }
        let color = subvalue(members["color"]!, dialect: dialect, .color) { if case .color(let v) = $0 { v } else { nil } }
        let inset = members["type"]?.json.stringValue == "innerShadow"
        guard let color, let x = dimension("x"), let y = dimension("y"), let blur = dimension("blur"), let spread = dimension("spread") else { return nil }
        return ShadowLayer(color: color, offsetX: x, offsetY: y, blur: blur, spread: spread, inset: inset)
    }
}

extension StringProtocol {
    var trimmingSpaces: String {
        String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
    }
}
