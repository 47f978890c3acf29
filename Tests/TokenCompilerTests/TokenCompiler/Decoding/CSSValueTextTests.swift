import Testing
@testable import TokenCompiler
@testable import TokenModel

/// The CSS text a referenced value stands as inside a shorthand (``CSSValueText``): read back by
/// tokenc's CSS color reader, a color is the same color, in every space, at any alpha.
@Suite struct CSSValueTextTests {
    @Test func measuresAreTheirNumberAndUnit() {
        #expect(CSSValueText.text(of: .dimension(DimensionValue(value: NumberLiteral(0), unit: .px))) == "0px")
        #expect(CSSValueText.text(of: .dimension(DimensionValue(value: NumberLiteral(1.5), unit: .rem))) == "1.5rem")
        #expect(CSSValueText.text(of: .duration(DurationValue(value: NumberLiteral(0.6), unit: .s))) == "0.6s")
        #expect(CSSValueText.text(of: .number(NumberLiteral(0.25))) == "0.25")
        #expect(CSSValueText.text(of: .string("Inter")) == nil)
    }

    @Test func aColorIsWrittenInItsSpace() {
        let srgb = ColorValue(colorSpace: .srgb, components: [.number(NumberLiteral(0.4)), .number(NumberLiteral(0)), .number(NumberLiteral(1))], alpha: NumberLiteral(0.2))
        #expect(CSSValueText.text(of: srgb) == "color(srgb 0.4 0 1 / 0.2)")
        let oklch = ColorValue(colorSpace: .oklch, components: [.number(NumberLiteral(0.7)), .number(NumberLiteral(0.1)), .none])
        #expect(CSSValueText.text(of: oklch) == "oklch(0.7 0.1 none)")
    }

    /// Random colors in every space, with and without alpha, read back as they were.
    @Test func everyColorReadsBackAsItself() throws {
        var random = SeededRandom(state: 2026)
        for space in ColorSpace.allCases {
            for _ in 0..<200 {
                let components = space.componentRanges.map { range -> ColorValue.Component in
                    if random.next(below: 12) == 0 { return .none }
                    let low = range.lowerBound.isInfinite ? -200 : range.lowerBound
                    let high = range.upperBound.isInfinite ? 200 : range.upperBound
                    let value = low + (high - low) * Double(random.next(below: 1_000_000)) / 1_000_000
                    return .number(NumberLiteral(value))
                }
                let alpha = random.next(below: 3) == 0 ? nil : NumberLiteral(Double(random.next(below: 1001)) / 1000)
                let color = ColorValue(colorSpace: space, components: components, alpha: alpha)
                let text = CSSValueText.text(of: color)
                guard case .success(let read) = CSSColorParser.parse(text) else {
                    Issue.record("\(text) does not read as a color")
                    continue
                }
                #expect(read.colorSpace == color.colorSpace, "\(text)")
                #expect(read.components.map(Self.number) == color.components.map(Self.number), "\(text)")
                #expect(read.opacity == color.opacity, "\(text)")
            }
        }
    }

    static func number(_ component: ColorValue.Component) -> Double? {
        if case .number(let number) = component { number.value } else { nil }
    }
}
