import Testing
@testable import TokenModel
import TokencBenchSupport

/// The decimal text written from digits is Swift's own shortest text of the number, for every
/// number it writes, and it writes the numbers design systems hold.
@Suite struct ShortDecimalTextTests {
    /// Every decimal of one to six places with up to three digits before the point, generated
    /// decimals up to a billion with up to six places, the neighbours of each (one Double up and
    /// down, which no short decimal names), and Doubles drawn from their bits: wherever a text is
    /// written, it is `description`'s.
    @Test func writesWhatDescriptionWrites() {
        var written = 0
        var generator = SplitMix64(seed: 1204)
        var values: [Double] = []
        for places in 1...6 {
            let scale = (0..<places).reduce(1.0) { product, _ in product * 10 }
            for _ in 0..<20_000 {
                let digits = Double(generator.below(999 * Int(scale) + 1))
                values.append(digits / scale)
                let large = Double(generator.below(1_000_000_000)) + Double(generator.below(Int(scale))) / scale
                values.append(large)
            }
        }
        values += values.flatMap { [$0.nextUp, $0.nextDown, -$0] }
        values += (0..<50_000).map { _ in Double(bitPattern: generator.next()) }
        values += [0.001, 0.000999, 0.0015, 999_999_999.999999, 1e9, 0.1 + 0.2, 1.0 / 3, 2.675, 1.005, 0.125, 123456.7890625]
        for value in values {
            guard let text = ShortDecimalText.text(of: value) else { continue }
            written += 1
            #expect(text == value.description, "\(value.bitPattern)")
        }
        #expect(written > 200_000)
    }

    /// Integers, numbers below 0.001 or from a billion up, and numbers with more than six places
    /// are left to `description`.
    @Test func leavesOtherNumbersToDescription() {
        for value in [16.0, -4, 0, 0.0009, 0.00012, 1e9, 2.5e12, 0.1234567, 1.0 / 3, .infinity, .nan] {
            #expect(ShortDecimalText.text(of: value) == nil, "\(value)")
        }
        #expect(ShortDecimalText.text(of: -0.945) == "-0.945")
        #expect(NumberLiteral(0.478).text == "0.478")
        #expect(NumberLiteral(1e-7).text == "1e-07")
    }
}
