import TokenJSON
import TokenModel

/// What a value position held, read as Tokens Studio maths.
enum MathReading {
    /// Not an expression: the position is read as before.
    case notMath
    /// The expression's value, of the position's type.
    case evaluated(TokenValue)
    /// An expression without a value; the reason is reported.
    case failed
}

/// Tokens Studio maths (`"{spacing.base} * 2"`, `"floor({size.unit} * 2.5)"`, `"4px * 2"`),
/// evaluated exactly over the resolved values of the tokens it references, so each permutation
/// computes with its own operands. A result without a unit is rounded to 3 decimals as the
/// plugin rounds it (``JavaScriptToFixed``). Tokens Studio and sd-transforms evaluate it; the
/// DTCG format has no maths, so it is read with a `non-standard-value` warning that gives the
/// computed value to write instead, and under `--strict` it is the format's `invalid-value` error.
extension DecodingContext {
    /// Evaluates `value` when it is an expression at a position of a computable `type`.
    mutating func readMath(_ value: SourceValue, dialect: TokenDialect, as type: TokenType) -> MathReading {
        guard ValueSyntax.isComputable(type) else { return .notMath }
        switch evaluateMath(value, dialect: dialect) {
        case .notMath: return .notMath
        case .failed: return .failed
        case .evaluated(let result): return typed(result, as: type, from: value, dialect: dialect)
        }
    }

    /// A Tokens Studio typography line height written as maths: a plain result is the multiple
    /// of the font size; a result in the font size's unit is divided by it, as `"24px"` is.
    mutating func mathLineHeight(_ value: SourceValue, dialect: TokenDialect, fontSize: DimensionValue) -> MathReading {
        switch evaluateMath(value, dialect: dialect) {
        case .notMath: return .notMath
        case .failed: return .failed
        case .evaluated(var result):
            if result.unit == fontSize.unit.rawValue, let size = ExactNumber.decimal(Substring(fontSize.value.text)),
               let multiple = result.number / size {
                result = MathQuantity(multiple)
            }
            return typed(result, as: .number, from: value, dialect: dialect)
        }
    }

    private mutating func evaluateMath(_ value: SourceValue, dialect: TokenDialect) -> MathEvaluation {
        guard value.json.kind == .string, let expression = ValueSyntax.mathExpression(value.json),
              let text = value.json.stringValue else { return .notMath }
        var references: [Int: MathQuantity] = [:]
        var complete = true
        for (written, range) in Self.references(in: expression) {
            // Every reference is looked up, so that each broken one is reported.
            guard let quantity = mathOperand(written, at: location(of: range, in: value), dialect: dialect) else {
                complete = false
                continue
            }
            references[range.lowerBound] = quantity
        }
        guard complete else { return .failed }
        switch MathEvaluator(text: text, references: references).evaluate(expression) {
        case .failure(let error):
            // What CSS computes in the browser (`calc(100% - 16px)`) is a CSS function here.
            if !options.strict, Self.usesCalc(expression) {
                leaveOut("\(value.json.sourceText) is a CSS calc() whose value only a browser knows (\(error.message)); write the computed value", at: value.location, cause: .cssFunction)
                return .failed
            }
            diagnostics.append(.error(.invalidValue, "\(value.json.sourceText) cannot be evaluated: \(error.message)", at: location(of: error.range, in: value)))
            return .failed
        case .success(var result):
            // The plugin that writes maths rounds a result without a unit to 3 decimals, and
            // references compute with that.
            if !result.hasUnit {
                result.number = JavaScriptToFixed.rounded(result.number, places: 3)
            }
            return .evaluated(result)
        }
    }

    /// Whether `expression` calls CSS's `calc` anywhere.
    private static func usesCalc(_ expression: MathExpression) -> Bool {
        expression.contains { if case .call(.calc, _, _) = $0 { true } else { false } }
    }

    /// The references of an expression, in order, with where each is written.
    private static func references(in expression: MathExpression) -> [(String, Range<Int>)] {
        switch expression {
        case .number: []
        case .reference(let path, let range): [(path, range)]
        case .negate(let operand, _): references(in: operand)
        case .binary(_, let lhs, let rhs, _): references(in: lhs) + references(in: rhs)
        case .call(_, let arguments, _): arguments.flatMap(references(in:))
        }
    }

    /// Where scalar `range` of a string value is written: columns count from the opening quote;
    /// a string with escapes has no column per scalar, so its errors stand at the string.
    private func location(of range: Range<Int>, in value: SourceValue) -> SourceLocation {
        guard value.json.withUnescapedStringBytes({ _ in true }) == true else { return value.location }
        var position = value.json.position
        position.column += 1 + range.lowerBound
        return SourceLocation(file: value.file, position: position)
    }

    /// The value of the token a reference in an expression names, as a quantity; nil after
    /// reporting when it is broken, left out, or of a type that is not a number with a unit.
    private mutating func mathOperand(_ written: String, at location: SourceLocation, dialect: TokenDialect) -> MathQuantity? {
        let components = written.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        guard !components.contains(where: \.isEmpty) else {
            diagnostics.append(.error(.invalidReference, "the reference '{\(written)}' has an empty name between dots", at: location))
            return nil
        }
        let path = graph.referencedPath(TokenPath(components), dialect: dialect)
        guard let index = aliasIndex(path, at: location) else { return nil }
        if leaveOut(referencing: index, at: location) { return nil }
        // A token that failed or is on a cycle has no value; its own error says why.
        guard let type = types[index], let value = values[index] else { return nil }
        let exact = ExactNumber.exact
        switch value {
        // Tokens Studio puts the referenced token's text into the expression: a size written
        // as a bare number ("16", read alone as 16px) computes as that number.
        case .dimension(let dimension) where dimension.unit == .px && isPlainNumber(index):
            return MathQuantity(exact(dimension.value))
        case .dimension(let dimension): return MathQuantity(exact(dimension.value), unit: dimension.unit.rawValue)
        case .duration(let duration): return MathQuantity(exact(duration.value), unit: duration.unit.rawValue)
        case .number(let number): return MathQuantity(exact(number))
        case .fontWeight(let weight): return MathQuantity(exact(weight.value))
        // Tokens Studio puts a reference's text into the expression before evaluating it, so an
        // `other` (string) token holding a number is that number: `"{rem} * .625"` over "16".
        case .string(let text):
            if case .success(let tokens) = MathTokenizer.tokens(text), let last = tokens.last, case .number(let number, let unit) = last.kind {
                // The number alone, or negative: "-0.125" is a sign and a number.
                if tokens.count == 1 { return MathQuantity(number, unit: unit) }
                if tokens.count == 2, tokens[0].kind == .symbol("-") { return MathQuantity(-number, unit: unit) }
            }
            fallthrough
        default:
            diagnostics.append(.error(
                .typeMismatch, "'{\(path)}' is a \(type) token; an expression computes only with dimension, number, duration and font weight tokens (and text that is a number)",
                at: location, notes: [.init("'\(path)' is defined here", at: set[index].location)]))
            return nil
        }
    }

    /// True when the token at `index` is written as a number without a unit, through its
    /// aliases: a bare number (`"16"`), or maths over such numbers and tokens alone
    /// (`"2 / {base}"`). Read from the written text, so every permutation agrees.
    private func isPlainNumber(_ index: Int, depth: Int = 0) -> Bool {
        guard depth < 16, let own = set[index].node.value else { return false }
        let written = writtenThroughReferences(own, dialect: set[index].node.dialect)
        let dialect = written.origin.flatMap(set.index(of:)).map { set[$0].node.dialect } ?? set[index].node.dialect
        if written.value.json.numberValue != nil { return true }
        guard let text = written.value.json.stringValue else { return false }
        if let (_, unit) = ValueSyntax.measure(text) { return unit.isEmpty }
        guard ValueSyntax.mathExpression(written.value.json) != nil, case .success(let tokens) = MathTokenizer.tokens(text) else { return false }
        return tokens.allSatisfy { token in
            switch token.kind {
            case .number(_, let unit): unit.isEmpty
            case .reference(let path):
                graph.reference(TokenPath(path.split(separator: ".", omittingEmptySubsequences: false).map(String.init)), dialect: dialect).index
                    .map { isPlainNumber($0, depth: depth + 1) } ?? false
            case .name, .symbol: true
            }
        }
    }

    /// The computed quantity as a value of `type`, with the warning that gives it as the format
    /// writes it (under `--strict`, the format's error).
    private mutating func typed(_ result: MathQuantity, as type: TokenType, from value: SourceValue, dialect: TokenDialect) -> MathReading {
        var type = type
        if type == .number, isLengthInNumber(result, at: value, dialect: dialect) { type = .dimension }
        let number = result.number.literal
        let computed: TokenValue
        let rewrite: String
        let written = value.json.sourceText
        func wrongUnit(_ what: String) -> MathReading {
            invalid("\(written) gives \(result), but \(what)", at: value)
            return .failed
        }
        switch type {
        case .dimension:
            let unit: DimensionValue.Unit
            switch result.unit {
            case "px", "": unit = .px
            case "rem": unit = .rem
            default:
                leaveOut("\(written) gives \(result), and the unit '\(result.unit)' \(ExportedUnitTables.dimension.reason(for: result.unit)); Swift has no value for it", at: value.location, cause: .unit)
                return .failed
            }
            guard let dimension = representable(DimensionValue(value: number, unit: unit), at: value) else { return .failed }
            computed = .dimension(dimension)
            rewrite = dialect == .dtcg ? "{\"value\": \(number.text), \"unit\": \"\(unit.rawValue)\"}" : "\"\(number.text)\(unit.rawValue)\""
        case .duration:
            let unit: DurationValue.Unit
            switch result.unit {
            case "ms", "": unit = .ms
            case "s": unit = .s
            default: return wrongUnit("a duration must be in ms or s")
            }
            guard let duration = representable(DurationValue(value: number, unit: unit), at: value) else { return .failed }
            computed = .duration(duration)
            rewrite = dialect == .dtcg ? "{\"value\": \(number.text), \"unit\": \"\(unit.rawValue)\"}" : "\"\(number.text)\(unit.rawValue)\""
        case .number:
            var plain = number
            if result.unit == "%", let fraction = result.number / ExactNumber(100) {
                plain = fraction.literal
            } else if result.hasUnit {
                return wrongUnit("a number token holds a plain number (a line height, a ratio, an opacity)")
            }
            guard let checked = representable(plain, at: value) else { return .failed }
            computed = .number(checked)
            rewrite = checked.text
        case .fontWeight:
            guard !result.hasUnit, (1...1000).contains(number.value) else {
                return wrongUnit("a font weight is a number from 1 to 1000")
            }
            computed = .fontWeight(FontWeightValue(value: number))
            rewrite = number.text
        default:
            return .notMath
        }
        let message = "\(written) is Tokens Studio maths, which the DTCG format does not have; it is evaluated as \(computed.mathDescription(result))"
        if options.strict {
            diagnostics.append(.error(.invalidValue, "\(message) (write \(rewrite); maths is read only without --strict)", at: value.location))
            return .failed
        }
        diagnostics.append(.warning(.nonStandardValue, "\(message) (write \(rewrite))", at: value.location))
        return .evaluated(computed)
    }
}

private extension TokenValue {
    /// The evaluated value as the warning names it: `8px`, or `8 (read as 8px)` when the result
    /// had no unit and the token's type gave it one.
    func mathDescription(_ result: MathQuantity) -> String {
        switch self {
        case .dimension(let dimension) where !result.hasUnit: "\(result) (a plain number, read as \(dimension.value.text)px)"
        case .duration(let duration) where !result.hasUnit: "\(result) (a plain number, read as \(duration.value.text)ms)"
        case .number(let number) where result.unit == "%": "\(result), the number \(number.text)"
        default: "\(result)"
        }
    }
}

/// What evaluating a value gives, before its type is known.
private enum MathEvaluation {
    case notMath
    case evaluated(MathQuantity)
    case failed
}
