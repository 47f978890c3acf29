import Foundation
import TokenModel

/// A number in an expression, kept as a fraction of two integers while the arithmetic allows,
/// so that `0.1 + 0.2` is `3/10` and prints `0.3`, never `0.30000000000000004`.
///
/// What integers cannot hold exactly (a square root that is not a perfect square, a fractional
/// power, a fraction whose terms overflow 64 bits) is carried on as a `Double`.
enum ExactNumber: Sendable, Hashable {
    /// `numerator / denominator`, in lowest terms, the denominator positive.
    case ratio(Int64, Int64)
    /// A value the ratio cannot hold.
    case approximate(Double)

    static let zero = ExactNumber.ratio(0, 1)
    static let one = ExactNumber.ratio(1, 1)

    init(_ integer: Int64) {
        self = .ratio(integer, 1)
    }

    /// The fraction `numerator / denominator` in lowest terms; nil for a zero denominator.
    static func fraction(_ numerator: Int64, _ denominator: Int64) -> ExactNumber? {
        guard denominator != 0 else { return nil }
        // -Int64.min does not exist.
        guard numerator != .min, denominator != .min else {
            return .approximate(Double(numerator) / Double(denominator))
        }
        let divisor = Self.gcd(abs(numerator), abs(denominator))
        let sign: Int64 = denominator < 0 ? -1 : 1
        return .ratio(sign * numerator / divisor, sign * denominator / divisor)
    }

    /// The exact value of decimal text (`16`, `2.5`, `.5`, `1e-3`); nil when the text is not a
    /// decimal number. Digits beyond what 64 bits hold give an approximate value.
    static func decimal(_ text: Substring) -> ExactNumber? {
        var digits: Int64 = 0
        var scale = 0
        var exact = true
        var seenDigit = false
        var index = text.startIndex
        var inFraction = false
        while index < text.endIndex {
            let character = text[index]
            if character == "." {
                guard !inFraction else { return nil }
                inFraction = true
            } else if let digit = character.wholeNumberValue, character.isASCII {
                seenDigit = true
                let (times, overflow1) = digits.multipliedReportingOverflow(by: 10)
                let (plus, overflow2) = times.addingReportingOverflow(Int64(digit))
                if overflow1 || overflow2 { exact = false } else { digits = plus }
                if inFraction && exact { scale += 1 }
            } else {
                break
            }
            index = text.index(after: index)
        }
        guard seenDigit else { return nil }
        var exponent = 0
        if index < text.endIndex {
            guard text[index] == "e" || text[index] == "E" else { return nil }
            let exponentText = text[text.index(after: index)...]
            guard let value = Int(exponentText), abs(value) <= 400 else { return nil }
            exponent = value
        }
        guard exact, let value = Self.scaled(digits, power: exponent - scale) else {
            return Double(String(text)).map(ExactNumber.approximate)
        }
        return value
    }

    /// `digits × 10^power`, nil when the terms overflow.
    private static func scaled(_ digits: Int64, power: Int) -> ExactNumber? {
        var factor: Int64 = 1
        for _ in 0..<abs(power) {
            let (next, overflow) = factor.multipliedReportingOverflow(by: 10)
            guard !overflow else { return nil }
            factor = next
        }
        if power >= 0 {
            let (product, overflow) = digits.multipliedReportingOverflow(by: factor)
            return overflow ? nil : .ratio(product, 1)
        }
        return fraction(digits, factor)
    }

    /// The nearest `Double`.
    var double: Double {
        switch self {
        case .ratio(let numerator, let denominator):
            // Both terms exact in a Double: one division rounds correctly.
            if abs(numerator) <= 1 << 53, denominator <= 1 << 53 { return Double(numerator) / Double(denominator) }
            if let text = exactDecimalText, let value = Double(text) { return value }
            return Double(numerator) / Double(denominator)
        case .approximate(let value):
            return value
        }
    }

    var isFinite: Bool { double.isFinite }
    var isZero: Bool { self == .zero || self == .approximate(0) }
    var isNegative: Bool { double < 0 }

    /// The decimal text of a ratio whose denominator divides a power of ten (`3/10` is `0.3`);
    /// nil for any other value (`1/3` has no finite decimal).
    var exactDecimalText: String? {
        guard case .ratio(let numerator, var denominator) = self else { return nil }
        var places = 0
        var multiplier: Int64 = 1
        // Turn the denominator into a power of ten: every factor must be a 2 or a 5.
        while denominator % 10 == 0 { denominator /= 10; places += 1 }
        var twos = 0, fives = 0
        while denominator % 2 == 0 { denominator /= 2; twos += 1 }
        while denominator % 5 == 0 { denominator /= 5; fives += 1 }
        guard denominator == 1 else { return nil }
        let missing = max(twos, fives)
        for _ in 0..<(missing - twos) { multiplier *= 2 }
        for _ in 0..<(missing - fives) { multiplier *= 5 }
        places += missing
        let (scaled, overflow) = numerator.multipliedReportingOverflow(by: multiplier)
        guard !overflow else { return nil }
        let magnitude = String(scaled.magnitude)
        let sign = scaled < 0 ? "-" : ""
        guard places > 0 else { return sign + magnitude }
        let padded = String(repeating: "0", count: max(0, places + 1 - magnitude.count)) + magnitude
        let split = padded.index(padded.endIndex, offsetBy: -places)
        var fraction = String(padded[split...])
        while fraction.hasSuffix("0") { fraction.removeLast() }
        return sign + padded[..<split] + (fraction.isEmpty ? "" : "." + fraction)
    }

    /// The number a literal's text writes, exactly where it can (`0.1` is 1/10, not the `Double`
    /// nearest it; `-2.5` is -5/2).
    static func exact(_ literal: NumberLiteral) -> ExactNumber {
        let text = Substring(literal.text)
        if text.hasPrefix("-"), let magnitude = decimal(text.dropFirst()) { return -magnitude }
        return decimal(text) ?? .approximate(literal.value)
    }

    /// The number as generated code prints it: the exact decimal when there is one, else the
    /// shortest text of the nearest `Double`.
    var literal: NumberLiteral {
        // Swift reads the decimal text as the same correctly rounded Double.
        if let text = exactDecimalText { return NumberLiteral(value: double, text: text) }
        return NumberLiteral(double)
    }

    // MARK: - Arithmetic

    static func + (lhs: ExactNumber, rhs: ExactNumber) -> ExactNumber {
        if case .ratio(let a, let b) = lhs, case .ratio(let c, let d) = rhs,
           let ad = product(a, d), let cb = product(c, b), let bd = product(b, d),
           let total = sum(ad, cb), let result = fraction(total, bd) {
            return result
        }
        return .approximate(lhs.double + rhs.double)
    }

    static prefix func - (operand: ExactNumber) -> ExactNumber {
        if case .ratio(let a, let b) = operand, a != .min { return .ratio(-a, b) }
        return .approximate(-operand.double)
    }

    static func - (lhs: ExactNumber, rhs: ExactNumber) -> ExactNumber {
        lhs + -rhs
    }

    static func * (lhs: ExactNumber, rhs: ExactNumber) -> ExactNumber {
        if case .ratio(let a, let b) = lhs, case .ratio(let c, let d) = rhs {
            // Reduced crosswise first, so that the products overflow as late as possible.
            let g1 = gcd(abs(a), abs(d)), g2 = gcd(abs(c), abs(b))
            if g1 > 0, g2 > 0, let numerator = product(a / g1, c / g2), let denominator = product(b / g2, d / g1),
               let result = fraction(numerator, denominator) {
                return result
            }
        }
        return .approximate(lhs.double * rhs.double)
    }

    /// The quotient; nil when `rhs` is zero.
    static func / (lhs: ExactNumber, rhs: ExactNumber) -> ExactNumber? {
        guard !rhs.isZero else { return nil }
        switch rhs {
        case .ratio(let c, let d): return lhs * (fraction(d, c) ?? .approximate(Double(d) / Double(c)))
        case .approximate(let value): return .approximate(lhs.double / value)
        }
    }

    /// The remainder with the sign of `lhs`, as JavaScript's `%` gives it; nil when `rhs` is zero.
    func remainder(dividingBy rhs: ExactNumber) -> ExactNumber? {
        guard let quotient = self / rhs else { return nil }
        return self - quotient.truncated * rhs
    }

    var floor: ExactNumber { rounded(.down) }
    var ceiling: ExactNumber { rounded(.up) }
    var truncated: ExactNumber { rounded(.towardZero) }
    /// Rounded as JavaScript's `Math.round`: halves go up (`-2.5` is `-2`).
    var roundedHalfUp: ExactNumber { (self + .ratio(1, 2)).floor }

    var magnitude: ExactNumber { isNegative ? -self : self }
    var sign: ExactNumber { isZero ? .zero : isNegative ? .ratio(-1, 1) : .one }

    private func rounded(_ rule: FloatingPointRoundingRule) -> ExactNumber {
        switch self {
        case .ratio(let a, let b):
            var quotient = a / b
            let remainder = a % b
            if remainder != 0 {
                switch rule {
                case .down where a < 0: quotient -= 1
                case .up where a > 0: quotient += 1
                default: break
                }
            }
            return .ratio(quotient, 1)
        case .approximate(let value):
            return .approximate(value.rounded(rule))
        }
    }

    /// `self` raised to `exponent`: exact for an integer power of a ratio while the terms fit.
    func power(_ exponent: ExactNumber) -> ExactNumber {
        if case .ratio(let e, 1) = exponent, case .ratio = self, abs(e) <= 64 {
            var result = ExactNumber.one
            for _ in 0..<abs(e) { result = result * self }
            if case .ratio = result {
                if e >= 0 { return result }
                if let inverse = ExactNumber.one / result { return inverse }
            }
        }
        return .approximate(Foundation.pow(double, exponent.double))
    }

    /// The square root: exact when both terms are perfect squares.
    var squareRoot: ExactNumber {
        if case .ratio(let a, let b) = self, a >= 0, let p = Self.exactRoot(a), let q = Self.exactRoot(b) {
            return .ratio(p, q)
        }
        return .approximate(double.squareRoot())
    }

    private static func exactRoot(_ value: Int64) -> Int64? {
        let root = Int64(Double(value).squareRoot().rounded())
        for candidate in [root - 1, root, root + 1] where candidate >= 0 {
            let (square, overflow) = candidate.multipliedReportingOverflow(by: candidate)
            if !overflow, square == value { return candidate }
        }
        return nil
    }

    private static func product(_ a: Int64, _ b: Int64) -> Int64? {
        let (value, overflow) = a.multipliedReportingOverflow(by: b)
        return overflow ? nil : value
    }

    private static func sum(_ a: Int64, _ b: Int64) -> Int64? {
        let (value, overflow) = a.addingReportingOverflow(b)
        return overflow ? nil : value
    }

    private static func gcd(_ a: Int64, _ b: Int64) -> Int64 {
        var (x, y) = (a, b)
        while y != 0 { (x, y) = (y, x % y) }
        return x == 0 ? 1 : x
    }
}
