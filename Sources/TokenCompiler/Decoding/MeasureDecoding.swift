import TokenModel

extension DecodingContext {
    mutating func decodeDimension(_ value: SourceValue, dialect: TokenDialect) -> DimensionValue? {
        decodeMeasure(value, dialect: dialect, units: ExportedUnitTables.dimension)
            .flatMap { representable($0, at: value) }
    }

    mutating func decodeDuration(_ value: SourceValue, dialect: TokenDialect) -> DurationValue? {
        decodeMeasure(value, dialect: dialect, units: ExportedUnitTables.duration)
            .flatMap { representable($0, at: value) }
    }

    /// A dimension or duration in whichever form it is written: an exported string or bare number
    /// (read leniently, the same in `$value` and `value` files), or the format's `{value, unit}`.
    private mutating func decodeMeasure<Unit, Value: MeasureValue<Unit>>(
        _ value: SourceValue, dialect: TokenDialect, units: ExportedUnits<Unit>
    ) -> Value? {
        let measured = value.json.kind != .object && !options.strict
            ? exportedMeasure(value, as: units)
            : measure(value, dialect: dialect, units.noun, units: units)
        return measured.map { Value(value: $0.value, unit: $0.unit) }
    }

    /// The `{ "value": number, "unit": "…" }` shape that dimensions and durations share. A unit
    /// the format does not list is read leniently where `units` says how.
    private mutating func measure<Unit>(
        _ value: SourceValue, dialect: TokenDialect, _ noun: String, units: ExportedUnits<Unit>
    ) -> (value: NumberLiteral, unit: Unit)? {
        if let plain = PlainMeasure.measure(value.json, in: Unit.self) { return plain }
        return measureReadingEveryMember(value, dialect: dialect, noun, units: units)
    }

    /// `measure` without its quick reading of a plain object (``PlainMeasure``), which gives what
    /// this gives: kept apart so that a test can compare the two.
    mutating func measureReadingEveryMember<Unit>(
        _ value: SourceValue, dialect: TokenDialect, _ noun: String, units: ExportedUnits<Unit>
    ) -> (value: NumberLiteral, unit: Unit)? {
        guard let members = members(of: value, dialect: dialect, "a \(noun)", required: ["value", "unit"]) else { return nil }
        let number = numberOperand(members["value"]!, dialect: dialect, "a \(noun)'s value")
        guard let unitName = stringOperand(members["unit"]!, dialect: dialect, "a \(noun)'s unit") else { return nil }
        if let unit = Unit(rawValue: unitName) { return number.map { ($0, unit) } }
        let message = "a \(noun)'s unit must be \(Unit.allCases.map { "'\($0.rawValue)'" }.joined(separator: " or ")), found '\(unitName)'"
        guard !options.strict, let number else {
            invalid(message, at: members["unit"]!)
            return nil
        }
        return readExportedUnit(number, unitName, written: "\(number.text) \(unitName)", at: members["unit"]!, units: units)
    }

    /// A dimension or duration written as design tools export it: a string such as `"16px"` or
    /// `"80ms"`, or a bare number. Read with a `non-standard-value` warning that gives the
    /// format's spelling; under `--strict` the caller reports the format's error instead.
    private mutating func exportedMeasure<Unit>(_ value: SourceValue, as units: ExportedUnits<Unit>) -> (value: NumberLiteral, unit: Unit)? {
        if let number = value.json.numberValue {
            let literal = NumberLiteral(number)
            if let rem = categorySize(literal, written: "the bare number \(number.text)", at: value, units: units) { return rem }
            exported(value, literal, units.bareUnit, "the bare number \(number.text) is read as \(number.text)\(units.bareUnit.rawValue)")
            return (literal, units.bareUnit)
        }
        if let text = value.json.stringValue, text.contains("(") {
            leaveOut("\(value.json.sourceText) is a CSS function, which tokenc does not evaluate; write the computed value", at: value.location, cause: .cssFunction)
            return nil
        }
        guard let text = value.json.stringValue, let (number, unitName) = ValueSyntax.measure(text) else {
            if let text = value.json.stringValue, let truncated = Self.beforeDecimalComma(text),
               let (number, unitName) = ValueSyntax.measure(truncated), let unit = unitName.isEmpty ? units.bareUnit : Unit(rawValue: unitName) {
                exported(
                    value, number, unit,
                    "\(value.json.sourceText) has a decimal comma, where Tokens Studio's parseFloat stops: it is read as \(number.text)\(unit.rawValue), as the plugin applies it in Figma (write \"\(text.replacingOccurrences(of: ",", with: "."))\" if that is meant)")
                return (number, unit)
            }
            if let text = value.json.stringValue, Self.isShorthand(text) {
                leaveOut("\(value.json.sourceText) is a CSS shorthand or list of several values (a padding, margin or shadow), which one \(units.noun) cannot hold", at: value.location)
            } else if let text = value.json.stringValue, text.trimmingSpaces.lowercased() == "normal", units.noun == "dimension", !currentIsLineHeight {
                // CSS's `normal` letter-spacing, word-spacing and gap compute to zero (a line
                // height's `normal` is the font's own, read as a number elsewhere).
                let zero = NumberLiteral(value: 0, text: "0")
                exported(value, zero, units.bareUnit, "CSS's \(value.json.sourceText) spacing (letter-spacing, word-spacing, gap) is 0; it is read as 0\(units.bareUnit.rawValue)")
                return (zero, units.bareUnit)
            } else if let text = value.json.stringValue, CSSKeyword.isKeyword(text) {
                leaveOut("\(value.json.sourceText) is a CSS keyword (a size the layout decides), which no \(units.noun) holds", at: value.location)
            } else {
                unreadable(value, as: "a \(units.noun): an object with 'value' and 'unit'")
            }
            return nil
        }
        if unitName.isEmpty, let rem = categorySize(number, written: "the unitless \(value.json.sourceText)", at: value, units: units) { return rem }
        if let unit = Unit(rawValue: unitName) {
            exported(value, number, unit, "the string \(value.json.sourceText) is read as \(number.text)\(unit.rawValue)")
            return (number, unit)
        }
        return readExportedUnit(number, unitName, written: value.json.sourceText, at: value, units: units)
    }

    /// True when the token being read is named a line height (`font.line-height.tight`), whose
    /// CSS `normal` is no spacing.
    private var currentIsLineHeight: Bool {
        guard let current else { return false }
        return set[current].path.components.contains { name in
            name.lowercased().filter { $0 != "-" && $0 != "_" }.contains("lineheight")
        }
    }

    /// A unit the format does not list: one that is the same as a format unit (`pt` and `dp` are
    /// points, which is what tokenc's `px` becomes; no unit is `px` or `ms`) is read as it, with a
    /// warning; one that depends on what the token cannot know (`em`, `%`, `vw`) leaves it out.
    private mutating func readExportedUnit<Unit>(
        _ number: NumberLiteral, _ unitName: String, written: String, at value: SourceValue, units: ExportedUnits<Unit>
    ) -> (value: NumberLiteral, unit: Unit)? {
        if let unit = units.equivalents[unitName] ?? Unit(rawValue: unitName.lowercased()) {
            exported(value, number, unit, "\(written) is read as \(number.text)\(unit.rawValue)\(unitName.isEmpty ? "" : " (\(units.equivalentNote))")")
            return (number, unit)
        }
        // Nothing of anything is nothing: `"0%"`, `"0em"` is the bare unit's zero, whatever it is relative to.
        if number.value == 0, unitName.unicodeScalars.allSatisfy({ $0.properties.isAlphabetic || $0 == "%" }) {
            exported(value, number, units.bareUnit, "\(written) is read as 0\(units.bareUnit.rawValue): zero of any unit is zero")
            return (number, units.bareUnit)
        }
        leaveOut("the unit '\(unitName)' of \(written) \(units.reason(for: unitName)); Swift has no value for it", at: value.location, cause: .unit)
        return nil
    }

    /// A size without a unit in Style Dictionary's `size` category, in a `value` file. Its
    /// `size/rem` transforms (and `remToPt`, `remToDp` on its native platforms) read them as rem,
    /// as its own multi-brand example writes font sizes (`"0.75"`); every other unitless size is
    /// pixels, as Tokens Studio and Figma mean them (Style Dictionary 4 and later, which read
    /// `$value` files, transform by type and leave an untyped size as it is).
    private mutating func categorySize<Unit>(
        _ number: NumberLiteral, written: String, at value: SourceValue, units: ExportedUnits<Unit>
    ) -> (value: NumberLiteral, unit: Unit)? {
        guard typedByCategory, number.value != 0, let rem = Unit(rawValue: "rem") else { return nil }
        diagnostics.append(.warning(
            .legacyMapping,
            "\(written) is read as \(number.text)rem: Style Dictionary's size tokens are rem (write {\"value\": \(number.text), \"unit\": \"rem\"})",
            at: value.location))
        return (number, rem)
    }

    /// Several measures in one string, as CSS writes a padding (`"8px 16px"`), a shadow of
    /// lengths and a hex colour (`"0 0 #000000"`), or a list (`"50ch, 40vw"`).
    /// `"2,5px"`, one number with a decimal comma (a locale's spelling), as far as Tokens Studio's
    /// `parseFloat` reads it, with the unit: `"2px"`. Nil for anything else (`"0, 4px"` is a list).
    static func beforeDecimalComma(_ text: String) -> String? {
        let parts = text.split(separator: ",", omittingEmptySubsequences: false)
        guard parts.count == 2 else { return nil }
        let whole = parts[0].hasPrefix("-") ? parts[0].dropFirst() : parts[0][...]
        let fraction = parts[1].prefix { $0.isASCII && $0.isNumber }
        let unit = parts[1].dropFirst(fraction.count)
        guard !whole.isEmpty, whole.allSatisfy({ $0.isASCII && $0.isNumber }), !fraction.isEmpty,
              unit.allSatisfy({ $0.isASCII && $0.isLetter || $0 == "%" }) else { return nil }
        return String(parts[0] + unit)
    }

    static func isShorthand(_ text: String) -> Bool {
        let parts = text.split { $0 == " " || $0 == "," }
        return parts.count > 1 && parts.contains { ValueSyntax.measure(String($0)) != nil }
            && parts.allSatisfy { ValueSyntax.measure(String($0)) != nil || $0.hasPrefix("#") }
    }


    private mutating func exported<Unit>(_ value: SourceValue, _ number: NumberLiteral, _ unit: Unit, _ reading: String) where Unit: RawRepresentable<String> {
        diagnostics.append(.warning(
            .nonStandardValue, "\(reading) (write {\"value\": \(number.text), \"unit\": \"\(unit.rawValue)\"})", at: value.location))
    }


    mutating func decodeNumber(_ value: SourceValue, dialect: TokenDialect) -> NumberLiteral? {
        if value.json.kind == .number { return representableNumber(value) }
        if !options.strict, value.json.kind == .string { return numberInString(value) }
        invalid("a number token's value must be a number, found \(value.json.kind)", at: value)
        return nil
    }

    /// Numbers written as strings (`"1.5"`) and percentages (`"150%"` is 1.5), as Tokens Studio
    /// and Style Dictionary files write opacities and line heights.
    mutating func numberInString(_ value: SourceValue) -> NumberLiteral? {
        if let text = value.json.stringValue, ["auto", "normal"].contains(text.lowercased().trimmingSpaces) {
            // Tokens Studio's `lineHeights` "AUTO", as in a typography value.
            legacyGuess("line height \(value.json.sourceText) is the font's own; read as 1.2 (write 1.2)", at: value.location)
            return NumberLiteral(value: 1.2, text: "1.2")
        }
        guard let text = value.json.stringValue, let (number, unit) = ValueSyntax.measure(text) else {
            unreadable(value, as: "a number")
            return nil
        }
        let read: NumberLiteral
        switch unit {
        case "": read = number
        case "%": read = NumberLiteral(number.value / 100)
        default:
            // A length in a number token (a line height of "16px", as Figma-scoped exports write
            // it) is not a multiplier: reading its number would be wrong, so it is left out.
            leaveOut(
                "\(value.json.sourceText) has the unit '\(unit)', which a number token cannot hold (a line height, a ratio, an opacity is a plain number); write a dimension token, {\"$type\": \"dimension\", \"$value\": {\"value\": \(number.text), \"unit\": \"\(unit)\"}}, or the plain number it means",
                at: value.location, cause: .unit)
            return nil
        }
        diagnostics.append(.warning(
            .nonStandardValue, "the string \(value.json.sourceText) is read as the number \(read.text) (write \(read.text))", at: value.location))
        return read
    }

    mutating func decodeCubicBezier(_ value: SourceValue, dialect: TokenDialect) -> CubicBezierValue? {
        if !options.strict, let text = value.json.stringValue, let points = CSSEasing.curve(text), (0...1).contains(points[0].value), (0...1).contains(points[2].value) {
            let array = "[\(points.map(\.text).joined(separator: ", "))]"
            diagnostics.append(.warning(.nonStandardValue, "the CSS easing \(value.json.sourceText) is read as the cubic Bézier \(array) (write \(array))", at: value.location))
            return CubicBezierValue(x1: points[0], y1: points[1], x2: points[2], y2: points[3])
        }
        guard let elements = value.json.arrayElements, elements.count == 4 else {
            invalid("a cubic Bézier must be an array of 4 numbers [x1, y1, x2, y2], found \(value.json.kind == .array ? "\(value.json.count) elements" : value.json.kind.description)", at: value)
            return nil
        }
        var numbers: [NumberLiteral] = []
        for (offset, element) in elements.enumerated() {
            let element = SourceValue(element, file: value.file)
            guard let number = numberOperand(element, dialect: dialect, "a cubic Bézier coordinate") else { continue }
            if offset % 2 == 0 && !(0...1).contains(number.value) {
                invalid("the x coordinates of a cubic Bézier must be in [0, 1], found \(number.text)", at: element)
                continue
            }
            numbers.append(number)
        }
        guard numbers.count == 4 else { return nil }
        return CubicBezierValue(x1: numbers[0], y1: numbers[1], x2: numbers[2], y2: numbers[3])
    }
}

/// How exported dimensions or durations map onto the format's units.
struct ExportedUnits<Unit: RawRepresentable<String> & CaseIterable & Sendable>: Sendable {
    /// `dimension` or `duration`.
    var noun: String
    /// The unit of a bare number.
    var bareUnit: Unit
    /// Units outside the format that mean exactly one of its units.
    var equivalents: [String: Unit]
    /// Why the equivalents hold, for the warning.
    var equivalentNote: String
    /// Why any other unit leaves the token out, for the warning.
    var unknownUnitReason: String

    /// Why `unit` leaves the token out: a physical length (`in`, `mm`) a screen's dimension does
    /// not hold, else ``unknownUnitReason``.
    func reason(for unit: String) -> String {
        guard noun == "dimension", Self.physicalUnits.contains(unit.lowercased()) else { return unknownUnitReason }
        return Self.physicalReason
    }

    /// CSS's absolute lengths other than px and pt: print sizes, with no size on a screen.
    static var physicalUnits: Set<String> { ["in", "cm", "mm", "q", "pc"] }

    static var physicalReason: String {
        "is a physical length, which a dimension token on a screen does not hold (tokenc's px is a point; a print size has no point size)"
    }
}

/// A number with a unit: what dimensions and durations have in common for decoding.
protocol MeasureValue<Unit> {
    associatedtype Unit
    init(value: NumberLiteral, unit: Unit)
}

extension DimensionValue: MeasureValue {}
extension DurationValue: MeasureValue {}

/// The units of the measures tokenc reads, with what exports write instead.
enum ExportedUnitTables {
    static let dimension = ExportedUnits<DimensionValue.Unit>(
        noun: "dimension", bareUnit: .px, equivalents: ["": .px, "pt": .px, "dp": .px],
        equivalentNote: "points and density-independent pixels are what tokenc's px becomes",
        unknownUnitReason: "is relative to what a dimension token cannot know (a font size, a viewport)")
    static let duration = ExportedUnits<DurationValue.Unit>(
        noun: "duration", bareUnit: .ms, equivalents: ["": .ms], equivalentNote: "",
        unknownUnitReason: "is not one a duration can be written in (ms or s)")
}
