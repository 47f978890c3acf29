import Testing
@testable import TokenCompiler
@testable import TokenModel

/// Evaluation is exact and checks units as dimensional analysis does.
@Suite struct MathEvaluatorTests {
    static func evaluate(_ text: String, _ references: [String: MathQuantity] = [:]) throws -> Result<MathQuantity, MathEvaluationError> {
        let expression = try MathParser.parse(text).get()
        var values: [Int: MathQuantity] = [:]
        for token in try MathTokenizer.tokens(text).get() {
            if case .reference(let path) = token.kind { values[token.range.lowerBound] = references[path] }
        }
        return MathEvaluator(text: text, references: values).evaluate(expression)
    }

    static let operands: [String: MathQuantity] = [
        "base.fontSize": MathQuantity(.ratio(16, 1), unit: "px"), "size.unit": MathQuantity(.ratio(4, 1), unit: "px"),
        "spacing.md": MathQuantity(.ratio(12, 1), unit: "px"), "rem": MathQuantity(.ratio(1, 1), unit: "rem"),
        "scale": MathQuantity(.ratio(3, 2)), "zero": MathQuantity(.zero), "fast": MathQuantity(.ratio(1, 5), unit: "s"),
    ]

    @Test(arguments: [
        ("{base.fontSize} / 2", "8px"),
        ("floor({size.unit} * 2.5)", "10px"),
        ("{spacing.md} * -1", "-12px"),
        ("4px * 2", "8px"),
        ("{base.fontSize} + {spacing.md}", "28px"),
        ("({size.unit} - 2) * 3", "6px"),
        ("0.1 + 0.2", "0.3"),
        ("{scale} * {base.fontSize}", "24px"),
        ("{rem} / 4", "0.25rem"),
        ("{base.fontSize} / {size.unit}", "4"),
        ("{base.fontSize} + 2", "18px"),
        ("2 - {rem}", "1rem"),
        ("{fast} + 50ms", "250ms"),
        ("{fast} / 100ms", "2"),
        ("roundTo({base.fontSize} * 1.25^2)", "25px"),
        ("roundTo(1.23456, 2)", "1.23"),
        // The plugin's own functions: clamped(x, lower, upper), lerp(x, start, end), norm(x, start, end).
        ("clamped(5, 2, 4)", "4"),
        ("clamped({size.unit}, 8px, {spacing.md})", "8px"),
        ("lerp(0.5, 5, 15)", "10"),
        ("lerp(0.25, {size.unit}, {base.fontSize})", "7px"),
        ("norm(3, 0, 10)", "0.3"),
        ("norm({spacing.md}, {size.unit}, {base.fontSize})", "0.6666666666666666"),
        ("round(-2.5)", "-2"),
        ("ceil({base.fontSize} / 3)", "6px"),
        ("min({spacing.md}, 10, {size.unit} * 4)", "10px"),
        ("max(1rem, 0.5)", "1rem"),
        ("abs({spacing.md} * -1)", "12px"),
        ("sqrt(2.25)", "1.5"),
        ("pow(2, 10)", "1024"),
        ("7 % 3", "1"),
        ("-{size.unit}", "-4px"),
        ("{scale}^2", "2.25"),
        ("sign(-3px)", "-1"),
        ("trunc(-2.7)", "-2"),
        // As Tokens Studio's own benchmark writes it: a unit read as a plain number.
        ("{size.unit} * {size.unit}", "16px"),
        ("{size.unit}^2", "16px"),
        // A modular type scale, `{base} / {ratio}^n`, with the ratio typed as a size.
        ("roundTo({base.fontSize} / {size.unit}^2, 0)", "1"),
    ])
    func valuesAreExact(_ text: String, _ expected: String) throws {
        let result = try Self.evaluate(text, Self.operands).get()
        #expect(result.description == expected)
    }

    @Test(arguments: [
        ("{base.fontSize} + {rem}", 16..<17, "cannot add '{base.fontSize}' (16px) and '{rem}' (1rem): rem depends on the root font size, which tokens do not know"),
        ("{rem} - 4px", 6..<7, "cannot subtract '{rem}' (1rem) and '4px': rem depends on the root font size, which tokens do not know"),
        ("2em + 4px", 4..<5, "cannot add '2em' and '4px': 'em' and 'px' do not convert"),
        ("{size.unit} * {rem}", 12..<13, "cannot multiply '{size.unit}' (4px) by '{rem}' (1rem): 'px' and 'rem' do not convert"),
        ("2 / {size.unit}", 2..<3, "cannot divide '2' by '{size.unit}' (4px): a plain number over a value with a unit has no token type"),
        ("{base.fontSize} / {rem}", 16..<17, "cannot divide '{base.fontSize}' (16px) by '{rem}' (1rem): 'px' and 'rem' do not convert"),
        ("{base.fontSize} / ({size.unit} - 4)", 16..<17, "division by zero: '{size.unit} - 4' (0px) is 0"),
        ("1 / {zero}", 2..<3, "division by zero: '{zero}' (0) is 0"),
        ("5 % 0", 2..<3, "division by zero: '0' is 0"),
        ("2^{size.unit}", 1..<2, "the exponent '{size.unit}' (4px) must be a plain number"),
        ("sqrt(-4)", 0..<8, "'-4' is negative: it has no square root"),
        ("sqrt(4px)", 0..<9, "cannot take the square root of '4px': the result's unit would be the root of 'px'"),
        ("(-8)^0.5", 4..<5, "'-8' is negative: its fractional power '0.5' is not a real number"),
        ("0^-1", 1..<2, "division by zero: '0' is 0"),
        ("10^400", 2..<3, "'10^400' gives a number too large to hold"),
        ("roundTo(1, 0.5)", 11..<14, "the decimal places of 'roundTo', '0.5', must be a whole number from -18 to 18"),
        ("min(1px, 1rem)", 0..<14, "cannot compare '1px' and '1rem': rem depends on the root font size, which tokens do not know"),
    ])
    func errorsNameTheOperandsAndWhere(_ text: String, _ range: Range<Int>, _ message: String) throws {
        #expect(try Self.evaluate(text, Self.operands) == .failure(MathEvaluationError(message: message, range: range)))
    }

    // MARK: - Property: random expressions against a reference evaluator

    /// A fraction in lowest terms, for the reference evaluator: nil on overflow, so a case whose
    /// exact value does not fit is skipped rather than compared.
    struct Fraction: Equatable {
        var numerator: Int64
        var denominator: Int64

        init?(_ numerator: Int64, _ denominator: Int64) {
            guard denominator != 0 else { return nil }
            var (a, b) = (numerator.magnitude, denominator.magnitude)
            while b != 0 { (a, b) = (b, a % b) }
            let divisor = Int64(a == 0 ? 1 : a)
            let sign: Int64 = (numerator < 0) != (denominator < 0) ? -1 : 1
            self.numerator = sign * abs(numerator / divisor)
            self.denominator = abs(denominator / divisor)
        }

        static func combine(_ x: Fraction, _ y: Fraction, _ op: Character) -> Fraction? {
            func mul(_ a: Int64, _ b: Int64) -> Int64? { let r = a.multipliedReportingOverflow(by: b); return r.overflow ? nil : r.partialValue }
            func add(_ a: Int64, _ b: Int64) -> Int64? { let r = a.addingReportingOverflow(b); return r.overflow ? nil : r.partialValue }
            switch op {
            case "+", "-":
                guard let ad = mul(x.numerator, y.denominator), let cb = mul(y.numerator, x.denominator), let bd = mul(x.denominator, y.denominator),
                      let sum = add(ad, op == "+" ? cb : -cb) else { return nil }
                return Fraction(sum, bd)
            case "*":
                guard let n = mul(x.numerator, y.numerator), let d = mul(x.denominator, y.denominator) else { return nil }
                return Fraction(n, d)
            default:
                guard let n = mul(x.numerator, y.denominator), let d = mul(x.denominator, y.numerator) else { return nil }
                return Fraction(n, d)
            }
        }

        var floor: Fraction {
            let q = numerator / denominator
            return Fraction(numerator < 0 && numerator % denominator != 0 ? q - 1 : q, 1)!
        }

        func less(than other: Fraction) -> Bool {
            Double(numerator) / Double(denominator) < Double(other.numerator) / Double(other.denominator)
        }
    }

    /// What the reference evaluator makes of a tree: a value, a unit error or division by zero
    /// (both must be errors), or an overflow (skipped).
    enum Outcome: Equatable {
        case value(Fraction, unit: String)
        case error
        case overflow
    }

    indirect enum Tree {
        case leaf(Fraction, unit: String, reference: String?)
        case negate(Tree)
        case binary(Character, Tree, Tree)
        case call(String, [Tree])

        var text: String {
            switch self {
            case .leaf(let f, let unit, let reference):
                if let reference { return "{\(reference)}" }
                let magnitude = Self.decimal(Fraction(abs(f.numerator), f.denominator)!) + unit
                return f.numerator < 0 ? "(-\(magnitude))" : magnitude
            case .negate(let operand): return "-(\(operand.text))"
            case .binary(let op, let lhs, let rhs): return "(\(lhs.text) \(op) \(rhs.text))"
            case .call(let name, let arguments): return "\(name)(\(arguments.map(\.text).joined(separator: ", ")))"
            }
        }

        /// Leaves are whole or tenths (`n/10` in lowest terms), written as a decimal.
        static func decimal(_ f: Fraction) -> String {
            let tenths = f.numerator * 10 / f.denominator
            return f.denominator == 1 ? "\(f.numerator)" : "\(tenths / 10).\(tenths % 10)"
        }

        func outcome() -> Outcome {
            switch self {
            case .leaf(let f, let unit, _): return .value(f, unit: unit)
            case .negate(let operand):
                guard case .value(let f, let unit) = operand.outcome() else { return operand.outcome() }
                return .value(Fraction(-f.numerator, f.denominator)!, unit: unit)
            case .binary(let op, let lhs, let rhs):
                let (l, r) = (lhs.outcome(), rhs.outcome())
                guard case .value(let a, let ua) = l else { return l }
                guard case .value(let b, let ub) = r else { return r }
                let unit: String
                switch op {
                case "+", "-":
                    guard ua == ub || ua.isEmpty || ub.isEmpty else { return .error }
                    unit = ua.isEmpty ? ub : ua
                case "*":
                    guard ua.isEmpty || ub.isEmpty || ua == ub else { return .error }
                    unit = ua.isEmpty ? ub : ua
                default:
                    guard ub.isEmpty || ua == ub else { return .error }
                    guard b.numerator != 0 else { return .error }
                    unit = ub.isEmpty ? ua : ""
                }
                guard let value = Fraction.combine(a, b, op) else { return .overflow }
                return .value(value, unit: unit)
            case .call(let name, let arguments):
                let outcomes = arguments.map { $0.outcome() }
                var values: [(Fraction, String)] = []
                for outcome in outcomes {
                    guard case .value(let f, let unit) = outcome else { return outcome }
                    values.append((f, unit))
                }
                switch name {
                case "floor": return .value(values[0].0.floor, unit: values[0].1)
                case "abs": return .value(Fraction(abs(values[0].0.numerator), values[0].0.denominator)!, unit: values[0].1)
                default:
                    var best = values[0]
                    for next in values.dropFirst() {
                        guard best.1 == next.1 || best.1.isEmpty || next.1.isEmpty else { return .error }
                        let unit = best.1.isEmpty ? next.1 : best.1
                        let takeNext = name == "min" ? next.0.less(than: best.0) : best.0.less(than: next.0)
                        best = (takeNext ? next.0 : best.0, unit)
                    }
                    return .value(best.0, unit: best.1)
                }
            }
        }
    }

    /// SplitMix64: the same sequence on every run and machine.
    struct Generator: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    static func tree(depth: Int, references: inout [String: MathQuantity], using random: inout Generator) -> Tree {
        let units = ["", "", "px", "rem"]
        if depth == 0 || Int.random(in: 0..<4, using: &random) == 0 {
            let tenths = Int.random(in: 0...1, using: &random) == 0
            let numerator = Int64.random(in: -30...30, using: &random)
            let value = Fraction(numerator, tenths ? 10 : 1)!
            let unit = units.randomElement(using: &random)!
            var reference: String?
            if Int.random(in: 0..<3, using: &random) == 0 {
                reference = "r\(references.count)"
                references[reference!] = MathQuantity(.ratio(value.numerator, value.denominator), unit: unit)
            }
            return .leaf(value, unit: unit, reference: reference)
        }
        switch Int.random(in: 0..<10, using: &random) {
        case 0: return .negate(tree(depth: depth - 1, references: &references, using: &random))
        case 1: return .call(["floor", "abs"].randomElement(using: &random)!, [tree(depth: depth - 1, references: &references, using: &random)])
        case 2:
            return .call(["min", "max"].randomElement(using: &random)!, [
                tree(depth: depth - 1, references: &references, using: &random), tree(depth: depth - 1, references: &references, using: &random),
            ])
        default:
            return .binary(
                ["+", "-", "*", "/"].randomElement(using: &random)!,
                tree(depth: depth - 1, references: &references, using: &random), tree(depth: depth - 1, references: &references, using: &random))
        }
    }

    @Test func randomExpressionsMatchExactRationalArithmetic() throws {
        var random = Generator(state: 0x7015_EC5A_11D0_0028)
        var compared = 0, errors = 0
        for _ in 0..<3_000 {
            var references: [String: MathQuantity] = [:]
            let tree = Self.tree(depth: 5, references: &references, using: &random)
            let text = tree.text
            let result = try Self.evaluate(text, references)
            switch tree.outcome() {
            case .overflow:
                continue
            case .error:
                errors += 1
                guard case .failure = result else {
                    Issue.record("\(text) should fail, gave \(result)")
                    continue
                }
            case .value(let fraction, let unit):
                compared += 1
                guard case .success(let quantity) = result else {
                    Issue.record("\(text) should be \(fraction) \(unit), gave \(result)")
                    continue
                }
                #expect(quantity.number == .ratio(fraction.numerator, fraction.denominator), "\(text)")
                #expect(quantity.unit == unit, "\(text)")
            }
        }
        // Both kinds are exercised in numbers, so the comparison cannot pass by skipping.
        #expect(compared > 1_000)
        #expect(errors > 300)
    }
}
