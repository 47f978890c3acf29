/// A number with the unit written against it (`""` for none): what an expression computes with.
struct MathQuantity: Sendable, Equatable, CustomStringConvertible {
    var number: ExactNumber
    var unit: String

    init(_ number: ExactNumber, unit: String = "") {
        self.number = number
        self.unit = unit
    }

    var hasUnit: Bool { !unit.isEmpty }

    /// As a token file writes it: `8px`, `1.5`.
    var description: String { number.literal.text + unit }

    /// Durations in one unit: seconds are exactly 1000 milliseconds, as CSS converts them.
    var inMilliseconds: MathQuantity? {
        switch unit {
        case "ms": self
        case "s": MathQuantity(number * ExactNumber(1000), unit: "ms")
        default: nil
        }
    }
}

/// Why an expression has no value, and where.
struct MathEvaluationError: Error, Sendable, Equatable {
    var message: String
    /// The scalars at fault: an operator, a call, an operand.
    var range: Range<Int>
}

/// Evaluates a ``MathExpression`` exactly, checking units: a length times a number is a length,
/// a length over a length is a number, and lengths in units that do not convert (`px` and `rem`)
/// cannot be combined. Where Tokens Studio and sd-transforms read a unit as a plain number, so
/// does this: a unitless operand of `+`, `-`, `%`, `min` or `max` takes the other operand's unit
/// (`"{a} + 2"`), and a product or power of values in one unit is in that unit (`"{a} * {a}"`,
/// `"{ratio}^3"` over a ratio written `"1.2"` under a size type, which reads it as 1.2px).
struct MathEvaluator {
    /// The expression's text, for naming operands in messages.
    private let scalars: [Unicode.Scalar]
    /// The value of each reference, keyed by where it starts.
    private let references: [Int: MathQuantity]

    init(text: String, references: [Int: MathQuantity]) {
        scalars = Array(text.unicodeScalars)
        self.references = references
    }

    /// The value of `expression`; every reference in it must be in `references`.
    func evaluate(_ expression: MathExpression) -> Result<MathQuantity, MathEvaluationError> {
        Result { () throws(MathEvaluationError) in try value(of: expression) }
    }

    private func value(of expression: MathExpression) throws(MathEvaluationError) -> MathQuantity {
        switch expression {
        case .number(let number, let unit, _):
            return MathQuantity(number, unit: unit)
        case .reference(_, let range):
            guard let quantity = references[range.lowerBound] else {
                throw MathEvaluationError(message: "\(written(range)) has no value", range: range)
            }
            return quantity
        case .negate(let operand, _):
            let value = try value(of: operand)
            return MathQuantity(-value.number, unit: value.unit)
        case .binary(let op, let lhs, let rhs, let range):
            let result = try binary(op, lhs, try value(of: lhs), rhs, try value(of: rhs), at: range)
            return try finite(result, of: expression, at: range)
        case .call(let function, let arguments, let range):
            var values: [MathQuantity] = []
            for argument in arguments { values.append(try value(of: argument)) }
            return try finite(try call(function, arguments, values, at: range), of: expression, at: range)
        }
    }

    private func finite(_ result: MathQuantity, of node: MathExpression, at range: Range<Int>) throws(MathEvaluationError) -> MathQuantity {
        guard result.number.isFinite else {
            throw MathEvaluationError(message: "\(written(node.range)) gives a number too large to hold", range: range)
        }
        return result
    }

    /// The text of `range` as written.
    private func written(_ range: Range<Int>) -> String {
        "'" + String(String.UnicodeScalarView(scalars[range.clamped(to: 0..<scalars.count)])) + "'"
    }

    /// An operand named for a message: its text, and its value when that is not what is written.
    private func describe(_ node: MathExpression, _ value: MathQuantity) -> String {
        if case .number = node { return written(node.range) }
        return "\(written(node.range)) (\(value))"
    }

    private func binary(
        _ op: MathOperator, _ lhsNode: MathExpression, _ lhs: MathQuantity, _ rhsNode: MathExpression, _ rhs: MathQuantity, at range: Range<Int>
    ) throws(MathEvaluationError) -> MathQuantity {
        switch op {
        case .add, .subtract, .remainder:
            let verb = op == .add ? "add" : op == .subtract ? "subtract" : "take the remainder of"
            let (a, b) = try commonUnit(lhsNode, lhs, rhsNode, rhs, verb: verb, at: range)
            switch op {
            case .add: return MathQuantity(a.number + b.number, unit: a.unit)
            case .subtract: return MathQuantity(a.number - b.number, unit: a.unit)
            default:
                guard let remainder = a.number.remainder(dividingBy: b.number) else { throw divisionByZero(rhsNode, rhs, at: range) }
                return MathQuantity(remainder, unit: a.unit)
            }
        case .multiply:
            // Two values in one unit multiply as their numbers, in that unit: Tokens Studio and
            // sd-transforms read a unit as a plain number (`{a} * {a}` over 10px is 100px).
            guard !(lhs.hasUnit && rhs.hasUnit) || lhs.unit == rhs.unit else {
                throw MathEvaluationError(
                    message: "cannot multiply \(describe(lhsNode, lhs)) by \(describe(rhsNode, rhs)): '\(lhs.unit)' and '\(rhs.unit)' do not convert",
                    range: range)
            }
            return MathQuantity(lhs.number * rhs.number, unit: lhs.hasUnit ? lhs.unit : rhs.unit)
        case .divide:
            var (a, b) = (lhs, rhs)
            if a.hasUnit, b.hasUnit, a.unit != b.unit, let ms = a.inMilliseconds, let other = b.inMilliseconds { (a, b) = (ms, other) }
            guard !b.hasUnit || a.unit == b.unit else {
                let why = a.hasUnit ? "'\(a.unit)' and '\(b.unit)' do not convert" : "a plain number over a value with a unit has no token type"
                throw MathEvaluationError(message: "cannot divide \(describe(lhsNode, lhs)) by \(describe(rhsNode, rhs)): \(why)", range: range)
            }
            guard let quotient = a.number / b.number else { throw divisionByZero(rhsNode, rhs, at: range) }
            return MathQuantity(quotient, unit: b.hasUnit ? "" : a.unit)
        case .power:
            return try power(lhsNode, lhs, rhsNode, rhs, at: range)
        }
    }

    private func divisionByZero(_ node: MathExpression, _ value: MathQuantity, at range: Range<Int>) -> MathEvaluationError {
        MathEvaluationError(message: "division by zero: \(describe(node, value)) is 0", range: range)
    }

    /// The two operands of an addition in one unit: the same unit, or a plain number with the
    /// other's unit, or durations in milliseconds.
    private func commonUnit(
        _ lhsNode: MathExpression, _ lhs: MathQuantity, _ rhsNode: MathExpression, _ rhs: MathQuantity, verb: String, at range: Range<Int>
    ) throws(MathEvaluationError) -> (MathQuantity, MathQuantity) {
        if lhs.unit == rhs.unit { return (lhs, rhs) }
        if !lhs.hasUnit { return (MathQuantity(lhs.number, unit: rhs.unit), rhs) }
        if !rhs.hasUnit { return (lhs, MathQuantity(rhs.number, unit: lhs.unit)) }
        if let a = lhs.inMilliseconds, let b = rhs.inMilliseconds { return (a, b) }
        let why = Set([lhs.unit, rhs.unit]) == ["px", "rem"]
            ? "rem depends on the root font size, which tokens do not know"
            : "'\(lhs.unit)' and '\(rhs.unit)' do not convert"
        throw MathEvaluationError(message: "cannot \(verb) \(describe(lhsNode, lhs)) and \(describe(rhsNode, rhs)): \(why)", range: range)
    }

    private func power(
        _ baseNode: MathExpression, _ base: MathQuantity, _ exponentNode: MathExpression, _ exponent: MathQuantity, at range: Range<Int>
    ) throws(MathEvaluationError) -> MathQuantity {
        guard !exponent.hasUnit else {
            throw MathEvaluationError(message: "the exponent \(describe(exponentNode, exponent)) must be a plain number", range: range)
        }
        if base.number.isZero, exponent.number.isNegative { throw divisionByZero(baseNode, base, at: range) }
        if base.number.isNegative, case .ratio(_, let denominator) = exponent.number, denominator != 1 {
            throw MathEvaluationError(message: "\(describe(baseNode, base)) is negative: its fractional power \(describe(exponentNode, exponent)) is not a real number", range: range)
        }
        return MathQuantity(base.number.power(exponent.number), unit: base.unit)
    }

    private func call(_ function: MathFunction, _ nodes: [MathExpression], _ values: [MathQuantity], at range: Range<Int>) throws(MathEvaluationError) -> MathQuantity {
        let first = values[0]
        switch function {
        case .calc: return first
        case .floor: return MathQuantity(first.number.floor, unit: first.unit)
        case .ceil: return MathQuantity(first.number.ceiling, unit: first.unit)
        case .round: return MathQuantity(first.number.roundedHalfUp, unit: first.unit)
        case .trunc: return MathQuantity(first.number.truncated, unit: first.unit)
        case .abs: return MathQuantity(first.number.magnitude, unit: first.unit)
        case .sign: return MathQuantity(first.number.sign)
        case .roundTo:
            // expr-eval's roundTo(x, n): x rounded to n decimal places (n = 0 when not given).
            let places = values.count > 1 ? values[1] : MathQuantity(.zero)
            guard !places.hasUnit, case .ratio(let count, 1) = places.number, abs(count) <= 18 else {
                throw MathEvaluationError(message: "the decimal places of 'roundTo', \(describe(nodes[1], places)), must be a whole number from -18 to 18", range: nodes[1].range)
            }
            let scale = ExactNumber(10).power(ExactNumber(count))
            let rounded = (first.number * scale).roundedHalfUp
            return MathQuantity((rounded / scale) ?? rounded, unit: first.unit)
        case .sqrt:
            guard !first.hasUnit else {
                throw MathEvaluationError(message: "cannot take the square root of \(describe(nodes[0], first)): the result's unit would be the root of '\(first.unit)'", range: range)
            }
            guard !first.number.isNegative else {
                throw MathEvaluationError(message: "\(describe(nodes[0], first)) is negative: it has no square root", range: range)
            }
            return MathQuantity(first.number.squareRoot)
        case .pow:
            return try power(nodes[0], values[0], nodes[1], values[1], at: range)
        // The plugin's own: its definitions, over the same unit-checked operations.
        case .clamped:
            // max(min(x, upper), lower)
            let below = try call(.min, [nodes[0], nodes[2]], [values[0], values[2]], at: range)
            return try call(.max, [nodes[0], nodes[1]], [below, values[1]], at: range)
        case .lerp:
            // start + (end - start) * x
            let span = try binary(.subtract, nodes[2], values[2], nodes[1], values[1], at: range)
            let part = try binary(.multiply, nodes[2], span, nodes[0], values[0], at: range)
            return try binary(.add, nodes[1], values[1], nodes[2], part, at: range)
        case .norm:
            // (x - start) / (end - start)
            let offset = try binary(.subtract, nodes[0], values[0], nodes[1], values[1], at: range)
            let span = try binary(.subtract, nodes[2], values[2], nodes[1], values[1], at: range)
            return try binary(.divide, nodes[0], offset, nodes[2], span, at: range)
        case .min, .max:
            var best = first
            var bestNode = nodes[0]
            for (node, value) in zip(nodes, values).dropFirst() {
                let (a, b) = try commonUnit(bestNode, best, node, value, verb: "compare", at: range)
                let takeNew = function == .min ? b.number.double < a.number.double : b.number.double > a.number.double
                best = takeNew ? b : a
                bestNode = takeNew ? node : bestNode
            }
            return best
        }
    }
}
