import Testing
@testable import TokenModel

/// `ColorSpaceMath.convertsFinitely` skips converting a color whose components all lie in
/// finite ranges: these tests convert such colors in full and find them finite.
@Suite struct BoundedColorTests {
    private static func converted(_ color: ColorValue) -> [Double] {
        let display = ColorConversion.display(color)
        return [display.red, display.green, display.blue] + ColorSpaceMath.encodedSRGB(color)
    }

    private static func color(_ space: ColorSpace, _ values: [Double?]) -> ColorValue {
        ColorValue(colorSpace: space, components: values.map { $0.map { .number(NumberLiteral($0)) } ?? .none })
    }

    static let boundedSpaces = ColorSpace.allCases.filter { space in
        space.componentRanges.allSatisfy { $0.lowerBound.isFinite && $0.upperBound.isFinite }
    }

    @Test func theUnboundedSpacesAreTheLabFamily() {
        #expect(Set(ColorSpace.allCases).subtracting(Self.boundedSpaces) == [.lab, .lch, .oklab, .oklch])
    }

    /// Every corner of every bounded space's box, and random points inside it, `none` included.
    @Test(arguments: boundedSpaces)
    func boundedColorsConvertFinitely(space: ColorSpace) {
        let ranges = space.componentRanges
        func top(_ range: ColorSpace.ComponentRange) -> Double {
            range.upperExcluded ? range.upperBound.nextDown : range.upperBound
        }
        var colors: [ColorValue] = []
        for corner in 0..<8 {
            colors.append(Self.color(space, ranges.indices.map { corner >> $0 & 1 == 0 ? ranges[$0].lowerBound : top(ranges[$0]) }))
        }
        var state: UInt64 = 0x2545_F491_4F6C_DD1D
        for _ in 0..<500 {
            colors.append(Self.color(space, ranges.map { range in
                state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                let fraction = Double(state >> 11) / Double(1 << 53)
                return fraction < 0.05 ? nil : range.lowerBound + (top(range) - range.lowerBound) * fraction
            }))
        }
        for color in colors {
            #expect(ColorSpaceMath.hasBoundedComponents(color), "\(color)")
            #expect(Self.converted(color).allSatisfy { $0.isFinite }, "\(color)")
        }
    }

    @Test func colorsOutsideFiniteRangesAreConverted() {
        #expect(!ColorSpaceMath.hasBoundedComponents(Self.color(.srgb, [2, 0, 0])))
        #expect(!ColorSpaceMath.hasBoundedComponents(Self.color(.hsl, [360, 50, 50])))
        #expect(!ColorSpaceMath.hasBoundedComponents(Self.color(.lab, [50, 0, 0])))
        #expect(!ColorSpaceMath.hasBoundedComponents(Self.color(.srgb, [0, 0])))
        // Still judged by converting: an enormous OKLab `a` overflows.
        #expect(!ColorSpaceMath.convertsFinitely(Self.color(.oklab, [0.5, 1e300, 0])))
        #expect(ColorSpaceMath.convertsFinitely(Self.color(.oklab, [0.5, 0.1, 0])))
    }
}
