/// A Tokens Studio expression (`"{spacing.base} * 2"`, `"floor({size.unit} * 2.5)"`), parsed.
/// Every node keeps the scalars it was written in, for diagnostics.
indirect enum MathExpression: Sendable, Equatable {
    case number(ExactNumber, unit: String, range: Range<Int>)
    /// `{group.token}`: the path as written between the braces.
    case reference(String, range: Range<Int>)
    case negate(MathExpression, range: Range<Int>)
    case binary(MathOperator, MathExpression, MathExpression, operatorRange: Range<Int>)
    case call(MathFunction, [MathExpression], range: Range<Int>)

    /// The scalars the node covers.
    var range: Range<Int> {
        switch self {
        case .number(_, _, let range), .reference(_, let range), .negate(_, let range), .call(_, _, let range):
            range
        case .binary(_, let lhs, let rhs, _):
            lhs.range.lowerBound..<rhs.range.upperBound
        }
    }

    /// True when evaluating computes something: an operator or a function, not only a number
    /// (which a sign does not make a computation) or a reference.
    var computes: Bool {
        switch self {
        case .number, .reference: false
        // The parser folds the sign into a number, so a negation is of something computed or referenced.
        case .negate, .binary, .call: true
        }
    }
}

/// The binary operators expr-eval reads, by precedence.
enum MathOperator: Character, Sendable, Equatable {
    case add = "+", subtract = "-", multiply = "*", divide = "/", remainder = "%", power = "^"

    var precedence: Int {
        switch self {
        case .add, .subtract: 1
        case .multiply, .divide, .remainder: 2
        case .power: 4
        }
    }
}

extension MathExpression {
    /// Whether this node or any node below it satisfies `predicate`.
    func contains(where predicate: (MathExpression) -> Bool) -> Bool {
        if predicate(self) { return true }
        switch self {
        case .number, .reference: return false
        case .negate(let operand, _): return operand.contains(where: predicate)
        case .binary(_, let lhs, let rhs, _): return lhs.contains(where: predicate) || rhs.contains(where: predicate)
        case .call(_, let arguments, _): return arguments.contains { $0.contains(where: predicate) }
        }
    }
}

/// The functions of expr-eval that keep to numbers and units (Tokens Studio's documentation
/// uses `floor`, `ceil`, `round`, `roundTo`, `min`, `max`), those the plugin adds to it
/// (`clamped`, `lerp`, `norm`: its `checkAndEvaluateMath`), and CSS's `calc`, which Style
/// Dictionary sources write around maths the browser computes (`"calc({size.base} / 2)"`): the
/// value inside, where tokenc can compute it exactly.
enum MathFunction: String, Sendable, Equatable, CaseIterable {
    case floor, ceil, round, roundTo, trunc, abs, sign, sqrt, pow, min, max, clamped, lerp, norm, calc

    /// How many arguments it takes.
    var arity: ClosedRange<Int> {
        switch self {
        case .floor, .ceil, .round, .trunc, .abs, .sign, .sqrt, .calc: 1...1
        case .roundTo: 1...2
        case .pow: 2...2
        case .clamped, .lerp, .norm: 3...3
        case .min, .max: 1...Int.max
        }
    }
}

/// A recursive-descent parser for expr-eval's grammar: `+ -` below `* / %` below unary `- +`
/// below `^` (right-associative, so `-2^2` is `-4` and `2^3^2` is `2^9`), parentheses and calls.
struct MathParser {
    private let tokens: [MathToken]
    private var position = 0
    /// Nesting depth, bounded so that a hostile value cannot overflow the stack.
    private var depth = 0
    static let maximumDepth = 64

    /// Parses `text` as one expression.
    static func parse(_ text: String) -> Result<MathExpression, MathSyntaxError> {
        let tokens: [MathToken]
        switch MathTokenizer.tokens(text) {
        case .success(let read): tokens = read
        case .failure(let error): return .failure(error)
        }
        var parser = MathParser(tokens: tokens)
        let end = text.unicodeScalars.count
        do {
            let expression = try parser.expression(end: end)
            if parser.position < tokens.count {
                let token = tokens[parser.position]
                return .failure(MathSyntaxError(message: "expected an operator before \(Self.describe(token, in: text))", range: token.range))
            }
            return .success(expression)
        } catch {
            return .failure(error)
        }
    }

    private init(tokens: [MathToken]) {
        self.tokens = tokens
    }

    private static func describe(_ token: MathToken, in text: String) -> String {
        let scalars = Array(text.unicodeScalars)[token.range]
        return "'" + String(String.UnicodeScalarView(scalars)) + "'"
    }

    private var next: MathToken? { position < tokens.count ? tokens[position] : nil }

    private mutating func symbol(_ character: Character) -> MathToken? {
        guard let token = next, token.kind == .symbol(character) else { return nil }
        position += 1
        return token
    }

    private mutating func expression(end: Int, minimum: Int = 1) throws(MathSyntaxError) -> MathExpression {
        depth += 1
        defer { depth -= 1 }
        guard depth <= Self.maximumDepth else {
            throw MathSyntaxError(message: "the expression nests deeper than \(Self.maximumDepth) levels", range: (next?.range ?? end..<end))
        }
        var lhs = try unary(end: end)
        while let token = next, case .symbol(let character) = token.kind, let op = MathOperator(rawValue: character),
              op != .power, op.precedence >= minimum {
            position += 1
            let rhs = try expression(end: end, minimum: op.precedence + 1)
            lhs = .binary(op, lhs, rhs, operatorRange: token.range)
        }
        return lhs
    }

    private mutating func unary(end: Int) throws(MathSyntaxError) -> MathExpression {
        if let sign = symbol("-") ?? symbol("+") {
            depth += 1
            defer { depth -= 1 }
            guard depth <= Self.maximumDepth else {
                throw MathSyntaxError(message: "the expression nests deeper than \(Self.maximumDepth) levels", range: sign.range)
            }
            let operand = try unary(end: end)
            if sign.kind == .symbol("+") { return operand }
            // A signed number is a number: `-4px` computes nothing.
            if case .number(let value, let unit, let range) = operand {
                return .number(-value, unit: unit, range: sign.range.lowerBound..<range.upperBound)
            }
            return .negate(operand, range: sign.range.lowerBound..<operand.range.upperBound)
        }
        return try power(end: end)
    }

    private mutating func power(end: Int) throws(MathSyntaxError) -> MathExpression {
        let base = try primary(end: end)
        guard let caret = symbol("^") else { return base }
        let exponent = try unary(end: end)
        return .binary(.power, base, exponent, operatorRange: caret.range)
    }

    private mutating func primary(end: Int) throws(MathSyntaxError) -> MathExpression {
        guard let token = next else {
            throw MathSyntaxError(message: "the expression ends where a number or reference is expected", range: end..<end)
        }
        position += 1
        switch token.kind {
        case .number(let value, let unit):
            return .number(value, unit: unit, range: token.range)
        case .reference(let path):
            return .reference(path, range: token.range)
        case .symbol("("):
            let inner = try expression(end: end)
            guard symbol(")") != nil else {
                throw MathSyntaxError(message: "'(' is not closed", range: token.range)
            }
            return inner
        case .name(let name):
            guard let function = MathFunction(rawValue: name) else {
                throw MathSyntaxError(message: "'\(name)' is not a function expressions can use (\(MathFunction.allCases.map(\.rawValue).joined(separator: ", ")))", range: token.range)
            }
            guard symbol("(") != nil else {
                throw MathSyntaxError(message: "'\(name)' must be followed by its arguments in parentheses", range: token.range)
            }
            var arguments: [MathExpression] = []
            if symbol(")") == nil {
                repeat { arguments.append(try expression(end: end)) } while symbol(",") != nil
                guard symbol(")") != nil else {
                    throw MathSyntaxError(message: "the arguments of '\(name)' are not closed with ')'", range: next?.range ?? end..<end)
                }
            }
            let range = token.range.lowerBound..<tokens[position - 1].range.upperBound
            guard function.arity.contains(arguments.count) else {
                let expected = function.arity.lowerBound == function.arity.upperBound ? "\(function.arity.lowerBound)" : "at least \(function.arity.lowerBound)"
                let counted = function == .roundTo ? "1 or 2" : expected
                throw MathSyntaxError(message: "'\(name)' takes \(counted) argument\(counted == "1" ? "" : "s"), found \(arguments.count)", range: range)
            }
            return .call(function, arguments, range: range)
        case .symbol(let character):
            throw MathSyntaxError(message: "'\(character)' stands where a number or reference is expected", range: token.range)
        }
    }
}
