import Testing
@testable import TokenCompiler
@testable import TokenModel

/// Exact arithmetic: decimals are fractions, so sums of tenths print as tenths.
@Suite struct ExactNumberTests {
    @Test(arguments: [
        ("16", ExactNumber.ratio(16, 1)), ("2.5", .ratio(5, 2)), (".5", .ratio(1, 2)), ("0.1", .ratio(1, 10)),
        ("1e3", .ratio(1000, 1)), ("1.5e-2", .ratio(3, 200)), ("0", .ratio(0, 1)), ("007", .ratio(7, 1)),
    ])
    func decimalsAreReadAsFractions(_ text: String, _ expected: ExactNumber) {
        #expect(ExactNumber.decimal(Substring(text)) == expected)
    }

    @Test(arguments: ["", ".", "1.2.3", "e5", "1e", "abc"])
    func textThatIsNotADecimalIsNone(_ text: String) {
        #expect(ExactNumber.decimal(Substring(text)) == nil)
    }

    /// More digits than 64 bits hold are read as the nearest Double.
    @Test func hugeDecimalsAreApproximate() {
        #expect(ExactNumber.decimal("123456789012345678901234567890") == .approximate(123456789012345678901234567890.0))
    }

    @Test func tenthsAddUpExactly() {
        let sum = ExactNumber.decimal("0.1")! + ExactNumber.decimal("0.2")!
        #expect(sum == .ratio(3, 10))
        #expect(sum.literal == NumberLiteral(value: 0.3, text: "0.3"))
        #expect((ExactNumber.decimal("1.1")! * ExactNumber.decimal("1.1")!).literal.text == "1.21")
    }

    @Test(arguments: [
        (ExactNumber.ratio(3, 10), "0.3"), (.ratio(-1, 8), "-0.125"), (.ratio(7, 1), "7"), (.ratio(1, 1024), "0.0009765625"),
        (.ratio(-12, 5), "-2.4"), (.ratio(0, 1), "0"),
    ])
    func fractionsOfPowersOfTenPrintAsDecimals(_ number: ExactNumber, _ text: String) {
        #expect(number.exactDecimalText == text)
        #expect(number.literal.text == text)
        #expect(number.literal.value == Double(text))
    }

    /// A third has no finite decimal: its literal is the nearest Double's shortest text.
    @Test func otherFractionsPrintAsTheirDouble() {
        let third = ExactNumber.ratio(1, 3)
        #expect(third.exactDecimalText == nil)
        #expect(third.literal == NumberLiteral(1.0 / 3))
    }

    @Test(arguments: [
        // value, floor, ceil, Math.round, trunc
        (ExactNumber.ratio(5, 2), 2, 3, 3, 2), (.ratio(-5, 2), -3, -2, -2, -2), (.ratio(7, 1), 7, 7, 7, 7),
        (.ratio(-7, 3), -3, -2, -2, -2), (.ratio(1, 3), 0, 1, 0, 0),
    ])
    func roundingFollowsJavaScript(_ number: ExactNumber, _ floor: Int64, _ ceiling: Int64, _ rounded: Int64, _ truncated: Int64) {
        #expect(number.floor == .ratio(floor, 1))
        #expect(number.ceiling == .ratio(ceiling, 1))
        #expect(number.roundedHalfUp == .ratio(rounded, 1))
        #expect(number.truncated == .ratio(truncated, 1))
    }

    @Test func divisionByZeroHasNoQuotient() {
        #expect(ExactNumber.one / .zero == nil)
        #expect(ExactNumber.one.remainder(dividingBy: .zero) == nil)
        #expect(ExactNumber.ratio(7, 1).remainder(dividingBy: .ratio(3, 1)) == .ratio(1, 1))
        #expect(ExactNumber.ratio(-7, 1).remainder(dividingBy: .ratio(3, 1)) == .ratio(-1, 1))
    }

    @Test func powersAndRootsAreExactWhenTheyCanBe() {
        #expect(ExactNumber.decimal("1.25")!.power(.ratio(2, 1)) == .ratio(25, 16))
        #expect(ExactNumber.ratio(2, 1).power(.ratio(-2, 1)) == .ratio(1, 4))
        #expect(ExactNumber.ratio(9, 4).squareRoot == .ratio(3, 2))
        #expect(ExactNumber.ratio(2, 1).squareRoot == .approximate(2.0.squareRoot()))
        #expect(ExactNumber.ratio(4, 1).power(.ratio(1, 2)) == .approximate(2))
    }

    /// Terms that overflow 64 bits carry on as a Double instead of trapping.
    @Test func overflowFallsBackToADouble() {
        let big = ExactNumber.ratio(Int64.max / 2, 1)
        #expect(big * .ratio(4, 1) == .approximate(Double(Int64.max / 2) * 4))
        #expect((big + big + big).double == Double(Int64.max / 2) * 3)
        #expect(ExactNumber.ratio(1, Int64.max) + .ratio(1, Int64.max - 1) != .zero)
    }
}
