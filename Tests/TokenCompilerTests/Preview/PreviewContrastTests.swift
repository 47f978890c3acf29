import Testing
@testable import TokenCompiler
@testable import TokenModel
@testable import Preview

/// WCAG 2.x relative luminance and contrast, against pairs whose ratios are published.
@Suite struct PreviewContrastTests {
    static func hex(_ text: String) -> SRGBColor { SRGBColor(hex: text)! }

    @Test func blackOnWhiteIs21() {
        let ratio = WCAGContrast.ratio(Self.hex("#000"), Self.hex("#fff"))
        #expect(abs(ratio - 21) < 1e-9)
        #expect(WCAGContrast.format(ratio) == "21:1")
        #expect(WCAGContrast.relativeLuminance(Self.hex("#fff")) == 1)
        #expect(WCAGContrast.relativeLuminance(Self.hex("#000")) == 0)
    }

    @Test func sameColorsAre1AndOrderDoesNotMatter() {
        #expect(WCAGContrast.ratio(Self.hex("#0a84ff"), Self.hex("#0a84ff")) == 1)
        #expect(WCAGContrast.ratio(Self.hex("#777"), Self.hex("#fff")) == WCAGContrast.ratio(Self.hex("#fff"), Self.hex("#777")))
    }

    @Test func grayOnWhiteAroundTheAAThreshold() {
        // #777 on white is the classic near miss (4.48:1); #767676 is the lightest gray that passes (4.54:1).
        let near = WCAGContrast.ratio(Self.hex("#777777"), Self.hex("#ffffff"))
        #expect(abs(near - 4.478) < 0.001)
        #expect(near < WCAGContrast.minimumTextRatio)
        let passing = WCAGContrast.ratio(Self.hex("#767676"), Self.hex("#ffffff"))
        #expect(abs(passing - 4.542) < 0.001)
        #expect(passing >= WCAGContrast.minimumTextRatio)
    }

    @Test func knownLuminances() {
        // sRGB primaries: the luminance coefficients themselves.
        #expect(abs(WCAGContrast.relativeLuminance(Self.hex("#f00")) - 0.2126) < 1e-12)
        #expect(abs(WCAGContrast.relativeLuminance(Self.hex("#0f0")) - 0.7152) < 1e-12)
        #expect(abs(WCAGContrast.relativeLuminance(Self.hex("#00f")) - 0.0722) < 1e-12)
        // Pure blue on white 8.59:1, red on white 4.0:1 (WebAIM's checker).
        #expect(abs(WCAGContrast.ratio(Self.hex("#00f"), Self.hex("#fff")) - 8.592) < 0.001)
        #expect(abs(WCAGContrast.ratio(Self.hex("#f00"), Self.hex("#fff")) - 3.998) < 0.001)
    }

    @Test func ratiosAreTruncatedNeverRoundedUp() {
        #expect(WCAGContrast.format(4.4999) == "4.49:1")
        #expect(WCAGContrast.format(4.478) == "4.47:1")
        #expect(WCAGContrast.format(4.5) == "4.5:1")
        #expect(WCAGContrast.format(1) == "1:1")
    }

    @Test func translucentColorsAreDrawnOverTheirBackgroundFirst() {
        let halfBlack = SRGBColor(red: 0, green: 0, blue: 0, alpha: 0.5)
        let white = Self.hex("#fff")
        let composite = halfBlack.composited(over: white)
        #expect(composite.hex == "#808080")
        #expect(WCAGContrast.ratio(halfBlack, white) == WCAGContrast.ratio(composite, white))
        // A fully transparent text color disappears into its background.
        #expect(WCAGContrast.ratio(SRGBColor(red: 0, green: 0, blue: 0, alpha: 0), white) == 1)
    }

    @Test func outOfGamutColorsAreClippedBeforeMeasuring() {
        let p3Red = SRGBColor(ColorValue(colorSpace: .displayP3, components: [.number(NumberLiteral(1)), .number(NumberLiteral(0)), .number(NumberLiteral(0))]))
        #expect(WCAGContrast.relativeLuminance(p3Red) == WCAGContrast.relativeLuminance(Self.hex("#f00")))
    }
}
