extension TokenResolver {
    mutating func decodeFontFamily(_ value: SourceValue, dialect: TokenDialect) -> FontFamilyValue? {
        if let name = value.json.stringValue {
            guard !name.trimmingSpaces.isEmpty else {
                invalid("a font family name must not be empty", at: value)
                return nil
            }
            if dialect == .legacy, name.contains(",") { return FontFamilyValue(names: Self.fontStack(name)) }
            return FontFamilyValue(names: [name], isSingleName: true)
        }
        guard let elements = value.json.arrayElements, !elements.isEmpty else {
            invalid("a font family must be a name or a non-empty array of names, found \(value.json.kind == .array ? "an empty array" : value.json.kind.description)", at: value)
            return nil
        }
        var names: [String] = []
        for element in elements {
            let element = SourceValue(element, file: value.file)
            guard let name = element.json.stringValue ?? stringOperand(element, dialect: dialect, "a font family name") else {
                return nil
            }
            guard !name.trimmingSpaces.isEmpty else {
                invalid("a font family name must not be empty", at: element)
                return nil
            }
            names.append(name)
        }
        return FontFamilyValue(names: names)
    }

    mutating func decodeFontWeight(_ value: SourceValue, dialect: TokenDialect) -> FontWeightValue? {
        if value.json.kind == .number {
            guard let number = representableNumber(value) else { return nil }
            guard (1...1000).contains(number.value) else {
                invalid("a font weight must be in [1, 1000], found \(number.text)", at: value)
                return nil
            }
            return FontWeightValue(value: NumberLiteral(value: number.value, text: number.text))
        }
        guard let name = value.json.stringValue else {
            invalid("a font weight must be a number in [1, 1000] or a weight name, found \(value.json.kind)", at: value)
            return nil
        }
        if let weight = FontWeightValue.aliases[name] {
            return FontWeightValue(value: NumberLiteral(Double(weight)), alias: name)
        }
        if dialect == .legacy, let legacy = legacyFontWeight(name, at: value) { return legacy }
        var message = "unknown font weight '\(name)'"
        if dialect == .dtcg, let suggestion = Suggestion.nearest(to: name, in: FontWeightValue.aliases.keys.sorted()) {
            message += "; did you mean '\(suggestion)'? (weight names are case-sensitive)"
        }
        invalid(message, at: value)
        return nil
    }

    /// A typography value. The format requires all five properties, but exports in the wild
    /// (Figma's among them) leave out letter spacing and line height; those are read as 0px and
    /// 1.2 with a `defaulted-property` warning; `--strict` holds them to the format.
    mutating func decodeTypography(_ value: SourceValue, dialect: TokenDialect) -> TypographyValue? {
        if dialect == .legacy { return legacyTypography(value) }
        let defaultable = ["letterSpacing", "lineHeight"]
        guard let members = members(
            of: value, dialect: dialect, "a typography value",
            required: ["fontFamily", "fontSize", "fontWeight"] + (options.strict ? defaultable : []),
            optional: options.strict ? [] : defaultable
        ) else { return nil }
        let family = subvalue(members["fontFamily"]!, dialect: dialect, .fontFamily) { if case .fontFamily(let v) = $0 { v } else { nil } }
        let size = subvalue(members["fontSize"]!, dialect: dialect, .dimension) { if case .dimension(let v) = $0 { v } else { nil } }
        let weight = subvalue(members["fontWeight"]!, dialect: dialect, .fontWeight) { if case .fontWeight(let v) = $0 { v } else { nil } }
        let spacing = members["letterSpacing"].map {
            subvalue($0, dialect: dialect, .dimension) { if case .dimension(let v) = $0 { v } else { nil } }
        } ?? DimensionValue(value: NumberLiteral(value: 0, text: "0"), unit: .px)
        let lineHeight = members["lineHeight"].map { numberOperand($0, dialect: dialect, "lineHeight") } ?? NumberLiteral(value: 1.2, text: "1.2")
        let missing = defaultable.filter { members[$0] == nil }
        if !missing.isEmpty {
            let defaults = missing.map { $0 == "letterSpacing" ? "letter spacing 0px" : "line height 1.2" }
            diagnostics.append(.warning(
                .defaultedProperty,
                "a typography value is missing \(Self.list(missing)); read as \(defaults.joined(separator: " and "))",
                at: value.location))
        }
        guard let family, let size, let weight, let spacing, let lineHeight else { return nil }
        return TypographyValue(fontFamily: family, fontSize: size, fontWeight: weight, letterSpacing: spacing, lineHeight: lineHeight)
    }
}
