import Foundation
import Testing
@testable import TokenCompiler
@testable import TokenModel
import TokencBenchSupport

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

    /// `JavaScriptToFixed` against JavaScript's `toFixed(3)` of the same `Double`s: values written
    /// with three decimals and a fourth from 0 to 9, whose `Double`s lie above or below the tie
    /// (only a tie a `Double` holds exactly, such as 0.0625, goes to the larger magnitude).
    @Test(arguments: [
        ("0.0625", "0.063"), ("-0.0625", "-0.063"), ("0.1875", "0.188"), ("1.0005", "1"), ("2.0005", "2.001"),
        ("1.2344", "1.234"), ("1.2346", "1.235"), ("-1.2346", "-1.235"), ("999.9999", "1000"), ("0", "0"),
        ("0.0004", "0"), ("123456.7891", "123456.789"), ("17.71875", "17.719"),
    ])
    func roundsAsJavaScriptsToFixed(written: String, expected: String) throws {
        let value = try #require(written.hasPrefix("-") ? ExactNumber.decimal(Substring(written.dropFirst())).map { -$0 } : ExactNumber.decimal(Substring(written)))
        #expect(JavaScriptToFixed.rounded(value, places: 3).literal.text == expected)
    }

    /// Thousands of generated numbers (ties a `Double` holds, such as sixteenths, and decimals of
    /// four to seven places, either sign) rounded by `JavaScriptToFixed` and by Node's own
    /// `Number.parseFloat(x.toFixed(3))`, when `node` is on `PATH` (skipped without it).
    @Test func roundsAsNodeDoesOnGeneratedNumbers() throws {
        guard let node = ExecutableSearch.find("node") else { return }
        var random = SeededRandom(state: 1_729)
        var values: [ExactNumber] = []
        for index in 0..<4_000 {
            let sign: Int64 = random.next(below: 2) == 0 ? 1 : -1
            if index % 4 == 0 {
                values.append(.ratio(sign * Int64(random.next(below: 100_000)), 16))
            } else {
                let places = 4 + random.next(below: 4)
                var scale: Int64 = 1
                for _ in 0..<places { scale *= 10 }
                values.append(ExactNumber.fraction(sign * Int64(random.next(below: 1_000_000_000)), scale)!)
            }
        }
        let script = "for (const v of process.argv.slice(1)) console.log(String(Number.parseFloat(Number(v).toFixed(3))))"
        let run = try ProcessRunner.run(URL(fileURLWithPath: node), ["-e", script] + values.map { String($0.double) })
        try #require(run.status == 0, "\(run.output)")
        let expected = run.output.split(separator: "\n").map { Double(String($0))! }
        #expect(expected.count == values.count)
        for (value, javascript) in zip(values, expected) where JavaScriptToFixed.rounded(value, places: 3).double != javascript {
            Issue.record("\(value.double): \(JavaScriptToFixed.rounded(value, places: 3).double), JavaScript \(javascript)")
        }
    }
}
