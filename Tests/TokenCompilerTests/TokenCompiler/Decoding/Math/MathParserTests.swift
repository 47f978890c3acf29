import Testing
@testable import TokenCompiler

/// The parser follows expr-eval's precedence, which Tokens Studio and sd-transforms evaluate with.
@Suite struct MathParserTests {
    /// The tree as a fully parenthesized string.
    static func shape(_ expression: MathExpression) -> String {
        switch expression {
        case .number(let number, let unit, _): number.literal.text + unit
        case .reference(let path, _): "{\(path)}"
        case .negate(let operand, _): "(-\(shape(operand)))"
        case .binary(let op, let lhs, let rhs, _): "(\(shape(lhs)) \(op.rawValue) \(shape(rhs)))"
        case .call(let function, let arguments, _): "\(function.rawValue)(\(arguments.map(shape).joined(separator: ", ")))"
        }
    }

    @Test(arguments: [
        ("1 + 2 * 3", "(1 + (2 * 3))"),
        ("(1 + 2) * 3", "((1 + 2) * 3)"),
        ("8 / 4 / 2", "((8 / 4) / 2)"),
        ("8 - 4 - 2", "((8 - 4) - 2)"),
        ("-2^2", "(-(2 ^ 2))"),
        ("2^3^2", "(2 ^ (3 ^ 2))"),
        ("2^-1", "(2 ^ -1)"),
        ("{spacing.md} * -1", "({spacing.md} * -1)"),
        ("-{a}", "(-{a})"),
        ("--4px", "4px"),
        ("7 % 3 * 2", "((7 % 3) * 2)"),
        ("floor({size.unit} * 2.5)", "floor(({size.unit} * 2.5))"),
        ("max(1, {a}, 2px)", "max(1, {a}, 2px)"),
        ("roundTo({fontSizes.body}*1.25^5)", "roundTo(({fontSizes.body} * (1.25 ^ 5)))"),
        ("4px*2", "(4px * 2)"),
    ])
    func precedenceAndAssociativity(_ text: String, _ expected: String) throws {
        #expect(Self.shape(try MathParser.parse(text).get()) == expected)
    }

    /// Only what computes is maths: a number, a signed number and a reference alone are values.
    @Test(arguments: [("16px", false), ("-4px", false), ("{a.b}", false), ("-{a}", true), ("4px * 2", true), ("abs(-2)", true)])
    func whatComputes(_ text: String, _ computes: Bool) throws {
        #expect(try MathParser.parse(text).get().computes == computes)
    }

    @Test(arguments: [
        ("{a} * 2 {b}", 8..<11, "expected an operator before '{b}'"),
        ("1px solid {color}", 4..<9, "expected an operator before 'solid'"),
        ("{a} *", 5..<5, "the expression ends where a number or reference is expected"),
        ("(1 + 2", 0..<1, "'(' is not closed"),
        ("clamp(1, 2, 3)", 0..<5, "'clamp' is not a function expressions can use (floor, ceil, round, roundTo, trunc, abs, sign, sqrt, pow, min, max, clamped, lerp, norm, calc)"),
        ("floor 2", 0..<5, "'floor' must be followed by its arguments in parentheses"),
        ("pow(2)", 0..<6, "'pow' takes 2 arguments, found 1"),
        ("floor(1, 2)", 0..<11, "'floor' takes 1 argument, found 2"),
        ("* 2", 0..<1, "'*' stands where a number or reference is expected"),
    ])
    func syntaxErrorsSayWhereTheyAre(_ text: String, _ range: Range<Int>, _ message: String) {
        #expect(MathParser.parse(text) == .failure(MathSyntaxError(message: message, range: range)))
    }

    /// Nesting is bounded, so a hostile value cannot overflow the stack.
    @Test func deepNestingIsAnError() {
        let deep = String(repeating: "(", count: 10_000) + "1" + String(repeating: ")", count: 10_000)
        guard case .failure(let error) = MathParser.parse(deep) else {
            Issue.record("parsed")
            return
        }
        #expect(error.message == "the expression nests deeper than 64 levels")
        let signs = String(repeating: "-", count: 10_000) + "{a}"
        #expect((try? MathParser.parse(signs).get()) == nil)
    }
}
