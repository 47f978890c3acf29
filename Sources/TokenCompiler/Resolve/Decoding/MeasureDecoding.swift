extension TokenResolver {
    mutating func decodeDimension(_ value: SourceValue, dialect: TokenDialect) -> DimensionValue? {
        let dimension = dialect == .legacy && value.json.kind != .object
            ? legacyDimension(value)
            : measure(value, dialect: dialect, "dimension").map { DimensionValue(value: $0, unit: $1) }
        return dimension.flatMap { representable($0, at: value) }
    }

    mutating func decodeDuration(_ value: SourceValue, dialect: TokenDialect) -> DurationValue? {
        let duration = dialect == .legacy && value.json.kind != .object
            ? legacyDuration(value)
            : measure(value, dialect: dialect, "duration").map { DurationValue(value: $0, unit: $1) }
        return duration.flatMap { representable($0, at: value) }
    }

    /// The `{ "value": number, "unit": "…" }` shape that dimensions and durations share.
    private mutating func measure<Unit: RawRepresentable<String> & CaseIterable>(
        _ value: SourceValue, dialect: TokenDialect, _ noun: String
    ) -> (NumberLiteral, Unit)? {
        guard let members = members(of: value, dialect: dialect, "a \(noun)", required: ["value", "unit"]) else { return nil }
        let number = numberOperand(members["value"]!, dialect: dialect, "a \(noun)'s value")
        guard let unitName = stringOperand(members["unit"]!, dialect: dialect, "a \(noun)'s unit") else { return nil }
        guard let unit = Unit(rawValue: unitName) else {
            let allowed = Unit.allCases.map { "'\($0.rawValue)'" }.joined(separator: " or ")
            invalid("a \(noun)'s unit must be \(allowed), found '\(unitName)'", at: members["unit"]!)
            return nil
        }
        return number.map { ($0, unit) }
    }

    mutating func decodeNumber(_ value: SourceValue, dialect: TokenDialect) -> NumberLiteral? {
        if value.json.kind == .number { return representableNumber(value) }
        if dialect == .legacy, value.json.kind == .string { return legacyNumber(value) }
        invalid("a number token's value must be a number, found \(value.json.kind)", at: value)
        return nil
    }

    mutating func decodeCubicBezier(_ value: SourceValue, dialect: TokenDialect) -> CubicBezierValue? {
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
