import TokenModel

extension DecodingContext {
    mutating func decodeFontFamily(_ value: SourceValue, dialect: TokenDialect) -> FontFamilyValue? {
        if let name = value.json.stringValue {
            guard !name.trimmingSpaces.isEmpty else {
                invalid("a font family name must not be empty", at: value)
                return nil
            }
            if !options.strict, name.contains(","), ValueSyntax.fontStack(name).count > 1 {
                // A CSS font stack in one string: no font is named with a comma.
                let names = ValueSyntax.fontStack(name)
                diagnostics.append(.warning(
                    .nonStandardValue,
                    "the font stack \(value.json.sourceText) is read as the list of \(names.count) names (write \(ValueSyntax.jsonList(names)))",
                    at: value.location))
                return FontFamilyValue(names: names)
            }
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
            return FontWeightValue(value: number)
        }
        guard let name = value.json.stringValue else {
            invalid("a font weight must be a number in [1, 1000] or a weight name, found \(value.json.kind)", at: value)
            return nil
        }
        if let weight = FontWeightValue.aliases[name] {
            return FontWeightValue(value: NumberLiteral(Double(weight)), alias: name)
        }
        if !options.strict, let weight = toolFontWeight(name, at: value) { return weight }
        if !options.strict, CSSKeyword.isRuntimeFunction(name) {
            leaveOut("\(value.json.sourceText) is a CSS function, which tokenc does not evaluate; write the computed value", at: value.location, cause: .cssFunction)
            return nil
        }
        var message = "unknown font weight '\(name)'"
        let suggestion = Suggestion.nearest(to: name, in: FontWeightValue.aliases.keys.sorted())
        if let suggestion {
            message += "; did you mean '\(suggestion)'? (weight names are case-sensitive)"
        } else if !options.strict, FontWeightNames.isStyleName(name) {
            // A font's own style (BT Curve's `Headline`): Tokens Studio applies a weight as the
            // Figma style of that name, whatever it is, and Style Dictionary passes it through.
            diagnostics.append(.warning(
                .defaultedProperty,
                "the font weight \(value.json.sourceText) is no weight tokenc knows (a font's own style, which Tokens Studio applies by name); read as 400, regular: write the weight it has as a number (100 to 900)",
                at: value.location))
            return FontWeightValue(value: NumberLiteral(400), alias: nil)
        }
        invalid(message, at: value)
        return nil
    }

    /// A typography value. The format requires all five properties, but exports in the wild
    /// leave some out, or leave them `""`: Figma's letter spacing and line height, Tokens Studio's
    /// styles that set only a size and a line height (the plugin applies the members given).
    /// Those are read as CSS's initial values, the system font (`system-ui`), weight 400, 0px and
    /// 1.2, with a `defaulted-property` warning; `--strict` holds them to the format.
    mutating func decodeTypography(_ value: SourceValue, dialect: TokenDialect) -> TypographyValue? {
        let defaultable = ["fontFamily", "fontWeight", "letterSpacing", "lineHeight"]
        guard let members = members(
            of: value, dialect: dialect, "a typography value",
            required: ["fontSize"] + (options.strict ? defaultable : []),
            optional: options.strict ? [] : defaultable,
            ignoring: CSSTypographyMembers.contains, ignoringUnknown: true
        ) else { return nil }
        // Tokens Studio's editor writes `""` for a field left blank, which the plugin skips.
        func given(_ name: String) -> SourceValue? {
            members[name].flatMap { options.strict || !$0.isBlankText ? $0 : nil }
        }
        let family = given("fontFamily").map { written in
            subvalue(written, dialect: dialect, .fontFamily) { if case .fontFamily(let v) = $0 { v } else { nil } }
        } ?? FontFamilyValue(names: ["system-ui"], isSingleName: true)
        let size = subvalue(members["fontSize"]!, dialect: dialect, .dimension) { if case .dimension(let v) = $0 { v } else { nil } }
        let weight = given("fontWeight").map { written in
            subvalue(written, dialect: dialect, .fontWeight) { if case .fontWeight(let v) = $0 { v } else { nil } }
        } ?? FontWeightValue(value: NumberLiteral(value: 400, text: "400"))
        let spacing = given("letterSpacing").map { written in
            fontsOwnLetterSpacing(written) ?? relativeLetterSpacing(written, fontSize: size, dialect: dialect)
                ?? subvalue(written, dialect: dialect, .dimension) { if case .dimension(let v) = $0 { v } else { nil } }
        } ?? DimensionValue(value: NumberLiteral(value: 0, text: "0"), unit: .px)
        let lineHeight = given("lineHeight").map { written -> NumberLiteral? in
            if let size {
                switch mathLineHeight(written, dialect: dialect, fontSize: size) {
                case .evaluated(.number(let multiple)): return multiple
                case .evaluated, .failed: return nil
                case .notMath: break
                }
            }
            return relativeLineHeight(written, dialect: dialect) ?? lineHeightMultiplier(written, fontSize: size) ?? fontsOwnLineHeight(written)
                ?? dimensionLineHeight(written, fontSize: size, dialect: dialect) ?? lineHeightNumber(written, dialect: dialect)
        } ?? NumberLiteral(value: 1.2, text: "1.2")
        let missing = defaultable.filter { given($0) == nil }
        if !missing.isEmpty {
            let defaults = missing.map { (name: String) -> String in
                switch name {
                case "fontFamily": "the system font"
                case "fontWeight": "weight 400"
                case "letterSpacing": "letter spacing 0px"
                default: "line height 1.2"
                }
            }
            diagnostics.append(.warning(
                .defaultedProperty,
                "a typography value is missing \(Self.list(missing)); read as \(defaults.dropLast().joined(separator: ", "))\(defaults.count > 1 ? " and " : "")\(defaults.last!)",
                at: value.location))
        }
        guard let family, let size, let weight, let spacing, let lineHeight else { return nil }
        let typography = TypographyValue(fontFamily: family, fontSize: size, fontWeight: weight, letterSpacing: spacing, lineHeight: lineHeight)
        return checkTypography(typography, members: members, at: value, dialect: dialect)
    }

    /// `"Auto"` or `"normal"` letter spacing, as Tokens Studio and CSS write the font's own: the
    /// plugin sets none (`convertLetterSpacingToFigma` gives nothing), CSS computes 0. Read as
    /// 0px with a warning; nil for any other value, and under `--strict`.
    private mutating func fontsOwnLetterSpacing(_ value: SourceValue) -> DimensionValue? {
        guard !options.strict, let text = value.json.stringValue, ["auto", "normal"].contains(text.trimmingSpaces.lowercased()) else { return nil }
        legacyGuess("letter spacing \(value.json.sourceText) is the font's own; read as 0px (write {\"value\": 0, \"unit\": \"px\"})", at: value.location)
        return DimensionValue(value: NumberLiteral(value: 0, text: "0"), unit: .px)
    }

    /// A measure written literally, as a string (`"1.5em"`) or a `{value, unit}` object.
    private static func writtenMeasure(_ value: SourceValue) -> (number: NumberLiteral, unit: String)? {
        if let text = value.json.stringValue, case .notAReference = ReferenceSyntax.alias(text) { return ValueSyntax.measure(text) }
        guard value.json.kind == .object, let number = value.json["value"]?.numberValue, let unit = value.json["unit"]?.stringValue else { return nil }
        return (NumberLiteral(number), unit)
    }

    /// A measure as written: the string itself, or `30px` for a `{value, unit}` object.
    private static func written(_ value: SourceValue, _ number: NumberLiteral, _ unit: String) -> String {
        value.json.kind == .string ? value.json.sourceText : number.text + unit
    }

    /// Letter spacing in `em` or `%`, which CSS relates to the font size: that many font sizes,
    /// with a warning (under `--strict`, nil: the format's error follows). Written here or in the
    /// token a reference names (Tokens Studio's `"{letter-spacing.1}"` holding `"-1%"`): that token
    /// alone is left out, as a dimension cannot know its font size, but this typography knows it.
    private mutating func relativeLetterSpacing(_ value: SourceValue, fontSize: DimensionValue?, dialect: TokenDialect) -> DimensionValue? {
        guard !options.strict, let fontSize else { return nil }
        let (literal, origin) = writtenThroughReferences(value, dialect: dialect)
        guard let (number, unit) = Self.writtenMeasure(literal), unit == "em" || unit == "%" else { return nil }
        // In decimals, so that 5% of 14px is 0.7px, not the Double 0.7000000000000001.
        var product = ExactNumber.exact(fontSize.value) * ExactNumber.exact(number)
        if unit == "%", let share = product / ExactNumber(100) { product = share }
        let spacing = DimensionValue(value: product.literal, unit: fontSize.unit)
        let from = origin.map { " (from '{\($0)}')" } ?? ""
        diagnostics.append(.warning(
            .nonStandardValue,
            "letter spacing \(Self.written(literal, number, unit))\(from) is relative to the font size \(fontSize.value.text)\(fontSize.unit.rawValue); read as \(spacing.value.text)\(spacing.unit.rawValue) (write {\"value\": \(spacing.value.text), \"unit\": \"\(spacing.unit.rawValue)\"})",
            at: value.location))
        return spacing
    }

    /// A line height that references a token left out for a unit relative to the font size
    /// (`"{line-height.normal}"` holding `"120%"`: a dimension cannot know its font size), as
    /// Tokens Studio's `"{letter-spacing.1}"` does: this typography knows it, so the text written
    /// there is read as it is written here, `120%` the multiplier 1.2, with a warning. Nil for
    /// anything else, and under `--strict`.
    private mutating func relativeLineHeight(_ value: SourceValue, dialect: TokenDialect) -> NumberLiteral? {
        // Only the token it names being left out sends it down the chain: nearly every line height
        // names one that is not.
        guard !options.strict, case .reference(let written)? = ReferenceSyntax.alias(in: value.json),
              let named = graph.reference(written, dialect: dialect).index, leftOut(at: named) != nil else { return nil }
        let (literal, origin) = writtenThroughReferences(value, dialect: dialect)
        guard let origin, let index = set.index(of: origin), leftOut(at: index) != nil,
              let (number, unit) = Self.writtenMeasure(literal), unit == "%" || unit == "em" else { return nil }
        let multiple = unit == "%" ? (ExactNumber.exact(number) / ExactNumber(100))! : ExactNumber.exact(number)
        let multiplier = multiple.literal
        diagnostics.append(.warning(
            .nonStandardValue,
            "line height \(Self.written(literal, number, unit)) (from '{\(origin)}') is not a multiplier; read as \(multiplier.text) times the font size (write \(multiplier.text))",
            at: value.location))
        return multiplier
    }

    /// A line height that is a number, a reference to one, or (without `--strict`) text read as
    /// a number token's is (math in it is named as math).
    private mutating func lineHeightNumber(_ value: SourceValue, dialect: TokenDialect) -> NumberLiteral? {
        if !options.strict, let text = value.json.stringValue, case .notAReference = ReferenceSyntax.alias(text) {
            return numberInString(value)
        }
        return numberOperand(value, dialect: dialect, "lineHeight")
    }

    /// Tokens Studio's `"AUTO"` and CSS's `"normal"`: the font's own line height, which tokenc
    /// cannot know; read as 1.2, what browsers use for most fonts, with a guess warning.
    private mutating func fontsOwnLineHeight(_ value: SourceValue) -> NumberLiteral? {
        guard !options.strict, let text = value.json.stringValue, ["auto", "normal"].contains(text.lowercased().trimmingSpaces) else { return nil }
        legacyGuess("line height \(value.json.sourceText) is the font's own; read as 1.2 (write 1.2)", at: value.location)
        return NumberLiteral(value: 1.2, text: "1.2")
    }

    /// A line height written as a dimension (`"24px"`, `1.5em`, `150%`) rather than the format's
    /// multiplier: the multiplier of the font size it means, with a warning (under `--strict`,
    /// nil: the format's error follows). Units that differ from the font size's are not related.
    private mutating func lineHeightMultiplier(_ value: SourceValue, fontSize: DimensionValue?) -> NumberLiteral? {
        guard !options.strict, let (number, unit) = Self.writtenMeasure(value) else { return nil }
        let multiplier: Double
        switch unit {
        case "em", "": multiplier = number.value
        case "%": multiplier = number.value / 100
        case fontSize?.unit.rawValue where fontSize!.value.value > 0: multiplier = number.value / fontSize!.value.value
        default: return nil
        }
        let literal = NumberLiteral(multiplier)
        // A number in a string is only read as that number here: what the number means (a
        // multiplier, or a height between lines above 3) is the typography's check to say.
        let reading = unit.isEmpty
            ? "line height \(value.json.sourceText) is text; read as the number \(literal.text) (write \(literal.text))"
            : "line height \(Self.written(value, number, unit)) is not a multiplier; read as \(literal.text) times the font size (write \(literal.text))"
        diagnostics.append(.warning(.nonStandardValue, reading, at: value.location))
        return literal
    }
}

/// Typography members that only CSS, or a design tool, knows: text transforms, decorations,
/// font styles and smoothing, paragraph spacing. Read in exports and ignored with a warning.
enum CSSTypographyMembers {
    static func contains(_ name: String) -> Bool {
        names.contains(name)
    }

    private static let names: Set<String> = [
        "fontStyle", "font-style", "fontVariant", "fontVariantNumeric", "fontVariantLigatures", "fontKerning", "fontVariationSettings", "fontFeatureSettings", "fontStretch",
        "textTransform", "textDecoration", "textCase", "textAlign", "textIndent", "paragraphSpacing", "paragraphIndent",
        "WebkitFontSmoothing", "MozOsxFontSmoothing", "-webkit-font-smoothing", "-moz-osx-font-smoothing", "whiteSpace",
    ]
}
