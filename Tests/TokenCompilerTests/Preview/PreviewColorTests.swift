import Testing
@testable import TokenCompiler
@testable import TokenModel
@testable import Preview

/// sRGB hex from every kind of authored color, and the CSS written for it.
@Suite struct PreviewColorTests {
    static func color(_ space: ColorSpace, _ components: [Double], alpha: Double? = nil) -> ColorValue {
        ColorValue(
            colorSpace: space, components: components.map { .number(NumberLiteral($0)) }, alpha: alpha.map { NumberLiteral($0) })
    }

    static func close(_ a: Double, _ b: Double, within tolerance: Double = 0.0005) -> Bool {
        abs(a - b) <= tolerance
    }

    @Test func srgbComponentsBecomeLowercaseHex() {
        #expect(SRGBColor(Self.color(.srgb, [0, 0.478, 1])).hex == "#007aff")
        #expect(SRGBColor(Self.color(.srgb, [1, 1, 1])).hex == "#ffffff")
        #expect(SRGBColor(Self.color(.srgb, [0, 0, 0])).hex == "#000000")
        #expect(SRGBColor(Self.color(.srgb, [119.0 / 255, 119.0 / 255, 119.0 / 255])).hex == "#777777")
        // 0.5 × 255 = 127.5 rounds half away from zero.
        #expect(SRGBColor(Self.color(.srgb, [0.5, 0.5, 0.5])).hex == "#808080")
    }

    @Test func alphaIsAddedOnlyWhenNotOpaque() {
        #expect(SRGBColor(Self.color(.srgb, [0, 0, 0], alpha: 0.18)).hexWithAlpha == "#0000002e")
        #expect(SRGBColor(Self.color(.srgb, [0, 0, 0], alpha: 1)).hexWithAlpha == "#000000")
        #expect(SRGBColor(Self.color(.srgb, [0, 0, 0], alpha: 0.18)).hex == "#000000")
    }

    @Test func hexTextReadsBack() throws {
        let color = try #require(SRGBColor(hex: "#0a84FF"))
        #expect(color.hex == "#0a84ff")
        #expect(SRGBColor(hex: "777")?.hex == "#777777")
        #expect(SRGBColor(hex: "#00000080")?.alpha == 128.0 / 255)
        #expect(SRGBColor(hex: "#12345") == nil)
        #expect(SRGBColor(hex: "#zzzzzz") == nil)
    }

    @Test func cylindricalSpacesConvertAsCSSDoes() {
        #expect(SRGBColor(Self.color(.hsl, [120, 100, 25])).hex == "#008000")
        #expect(SRGBColor(Self.color(.hsl, [0, 100, 50])).hex == "#ff0000")
        #expect(SRGBColor(Self.color(.hsl, [-120, 100, 50])).hex == "#0000ff")
        #expect(SRGBColor(Self.color(.hwb, [0, 0, 100])).hex == "#000000")
        #expect(SRGBColor(Self.color(.hwb, [240, 0, 0])).hex == "#0000ff")
        // Whiteness and blackness over 100% together make a gray.
        #expect(SRGBColor(Self.color(.hwb, [30, 60, 60])).hex == "#808080")
    }

    @Test func perceptualSpacesReachSRGBRed() {
        // sRGB red in CSS Color 4's OKLab/OKLCH and (D50) Lab/LCH.
        for color in [
            Self.color(.oklab, [0.627955, 0.224863, 0.125846]),
            Self.color(.oklch, [0.627955, 0.257683, 29.2339]),
            Self.color(.lab, [54.2905, 80.8049, 69.8910]),
            Self.color(.lch, [54.2905, 106.8390, 40.8526]),
        ] {
            let srgb = SRGBColor(color)
            #expect(Self.close(srgb.red, 1, within: 0.002) && Self.close(srgb.green, 0, within: 0.002) && Self.close(srgb.blue, 0, within: 0.002), "\(color.colorSpace): \(srgb)")
            #expect(srgb.hex == "#ff0000")
        }
    }

    @Test func whiteIsWhiteInEverySpace() {
        let whites: [ColorValue] = [
            Self.color(.srgbLinear, [1, 1, 1]), Self.color(.displayP3, [1, 1, 1]), Self.color(.a98RGB, [1, 1, 1]),
            Self.color(.prophotoRGB, [1, 1, 1]), Self.color(.rec2020, [1, 1, 1]),
            Self.color(.xyzD65, [0.3127 / 0.3290, 1, (1 - 0.3127 - 0.3290) / 0.3290]),
            Self.color(.xyzD50, [0.3457 / 0.3585, 1, (1 - 0.3457 - 0.3585) / 0.3585]),
            Self.color(.lab, [100, 0, 0]), Self.color(.lch, [100, 0, 0]), Self.color(.oklab, [1, 0, 0]), Self.color(.oklch, [1, 0, 0]),
            Self.color(.hsl, [0, 0, 100]), Self.color(.hwb, [0, 100, 0]),
        ]
        for white in whites {
            #expect(SRGBColor(white).hex == "#ffffff", "\(white.colorSpace)")
        }
        #expect(Set(ColorSpace.allCases) == Set(whites.map(\.colorSpace) + [.srgb]))
    }

    @Test func displayP3RedLiesOutsideSRGBAndIsClipped() {
        let p3Red = SRGBColor(Self.color(.displayP3, [1, 0, 0]))
        // CSS Color 4: color(display-p3 1 0 0) is color(srgb 1.0931 -0.2267 -0.1501).
        #expect(Self.close(p3Red.red, 1.0931, within: 0.001))
        #expect(Self.close(p3Red.green, -0.2267, within: 0.001))
        #expect(Self.close(p3Red.blue, -0.1501, within: 0.001))
        #expect(!p3Red.isInGamut)
        #expect(p3Red.hex == "#ff0000")
        #expect(SRGBColor(Self.color(.displayP3, [0.5, 0.5, 0.5])).isInGamut)
    }

    @Test func noneComponentsCountAsZero() {
        let gray = ColorValue(colorSpace: .oklch, components: [.number(NumberLiteral(1)), .number(NumberLiteral(0)), .none])
        #expect(SRGBColor(gray).hex == "#ffffff")
        #expect(CSS.color(gray) == "oklch(1 0 none)")
    }

    @Test func cssKeepsTheAuthoredSpace() {
        #expect(CSS.color(Self.color(.srgb, [0, 0.478, 1])) == "#007aff")
        #expect(CSS.color(Self.color(.srgb, [0, 0, 0], alpha: 0.3)) == "#0000004d")
        #expect(CSS.color(Self.color(.displayP3, [0.95, 0.38, 0.33])) == "color(display-p3 0.95 0.38 0.33)")
        #expect(CSS.color(Self.color(.displayP3, [1, 0, 0], alpha: 0.5)) == "color(display-p3 1 0 0 / 0.5)")
        #expect(CSS.color(Self.color(.oklch, [0.62, 0.19, 255])) == "oklch(0.62 0.19 255)")
        #expect(CSS.color(Self.color(.hsl, [120, 100, 25])) == "hsl(120 100% 25%)")
        #expect(CSS.color(Self.color(.xyzD50, [0.1, 0.2, 0.3])) == "color(xyz-d50 0.1 0.2 0.3)")
    }

    @Test func aWideGamutDeclarationFollowsItsSRGBFallback() {
        var style = CSSStyle()
        style.setColor("background-color", Self.color(.displayP3, [0.95, 0.38, 0.33]))
        #expect(style.text == "background-color:#ff534b;background-color:color(display-p3 0.95 0.38 0.33)")
        var plain = CSSStyle()
        plain.setColor("color", Self.color(.srgb, [1, 1, 1]))
        #expect(plain.text == "color:#ffffff")
    }

    @Test func numbersPrintWithoutExponentsOrNegativeZero() {
        #expect(CSS.number(-0.0) == "0")
        #expect(CSS.number(1.5) == "1.5")
        #expect(CSS.number(0.123456) == "0.1235")
        #expect(CSS.number(16) == "16")
        #expect(CSS.number(.infinity) == "0")
        #expect(CSS.number(-0.00001) == "0")
    }
}
