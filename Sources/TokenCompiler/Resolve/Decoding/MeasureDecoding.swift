extension TokenResolver {
    mutating func decodeDimension(_ value: SourceValue, dialect: TokenDialect) -> DimensionValue? {
        if dialect == .legacy {
            let reported = diagnostics.count
            if let legacy = legacyDimension(value) { return legacy }
            // It knew the shape and said what is wrong with it (an unknown unit).
            if diagnostics.count > reported { return nil }
        }
        guard let members = members(of: value, "a dimension", required: ["value", "unit"]) else { return nil }
        let number = numberOperand(members["value"]!, dialect: dialect, "a dimension's value")
        guard let unitName = stringOperand(members["unit"]!, dialect: dialect, "a dimension's unit") else { return nil }
        guard let unit = DimensionValue.Unit(rawValue: unitName) else {
            invalid("a dimension's unit must be 'px' or 'rem', found '\(unitName)'", at: members["unit"]!)
            return nil
        }
        return number.map { DimensionValue(value: $0, unit: unit) }
    }

    mutating func decodeDuration(_ value: SourceValue, dialect: TokenDialect) -> DurationValue? {
        if dialect == .legacy, let legacy = legacyDuration(value) { return legacy }
        guard let members = members(of: value, "a duration", required: ["value", "unit"]) else { return nil }
        let number = numberOperand(members["value"]!, dialect: dialect, "a duration's value")
        guard let unitName = stringOperand(members["unit"]!, dialect: dialect, "a duration's unit") else { return nil }
        guard let unit = DurationValue.Unit(rawValue: unitName) else {
            invalid("a duration's unit must be 'ms' or 's', found '\(unitName)'", at: members["unit"]!)
            return nil
        }
        return number.map { DurationValue(value: $0, unit: unit) }
    }

    mutating func decodeNumber(_ value: SourceValue, dialect: TokenDialect) -> NumberLiteral? {
        if let number = value.json.numberValue {
            return NumberLiteral(value: number.value, text: number.text)
        }
        if dialect == .legacy, let legacy = legacyNumber(value) { return legacy }
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
