import Foundation

/// A color as SwiftUI draws it: one of the RGB spaces `Color(_:red:green:blue:opacity:)` takes,
/// with gamma-encoded (or, for `sRGBLinear`, linear) components.
package struct DisplayColor: Sendable, Hashable {
    package enum Space: String, Sendable, Hashable {
        case sRGB
        case sRGBLinear
        case displayP3
    }

    package var space: Space
    package var red: Double
    package var green: Double
    package var blue: Double
    /// False when the color lay outside Display P3 and was clipped into it.
    package var inGamut: Bool

    package init(space: Space, red: Double, green: Double, blue: Double, inGamut: Bool = true) {
        self.space = space
        self.red = red
        self.green = green
        self.blue = blue
        self.inGamut = inGamut
    }
}

/// Converts the Color module's 14 color spaces into what SwiftUI can draw, with the formulas and
/// matrices of CSS Color Module Level 4 (§ 10 and the sample code of § 18).
///
/// - `srgb`, `srgb-linear` and `display-p3` are drawn as written: SwiftUI has these three spaces.
/// - Every other space is converted to CIE XYZ (D65; D50 spaces through the Bradford matrix). A
///   color inside the sRGB gamut becomes sRGB; one outside sRGB but inside Display P3 becomes
///   Display P3, so wide-gamut colors keep their saturation on wide-gamut screens.
/// - A color outside Display P3 is **clipped**: each gamma-encoded Display P3 component is clamped
///   to `[0, 1]` (hue may shift slightly; lightness is kept better than by clipping in linear
///   light). Lowering reports it with an `out-of-gamut` warning (``ColorGamutCheck``).
/// - `none` components count as 0, as CSS does when converting.
/// - Converted components are rounded to 6 decimal places (far below what an 8- or 10-bit display
///   shows), so that every platform's `pow` gives the same generated text. A component within
///   0.000001 of the gamut boundary counts as inside.
package enum ColorConversion {
    static let tolerance = 1e-6

    package static func display(_ color: ColorValue) -> DisplayColor {
        let c = ColorSpaceMath.components(of: color)
        switch color.colorSpace {
        case .srgb:
            return DisplayColor(space: .sRGB, red: c[0], green: c[1], blue: c[2])
        case .srgbLinear:
            return DisplayColor(space: .sRGBLinear, red: c[0], green: c[1], blue: c[2])
        case .displayP3:
            return DisplayColor(space: .displayP3, red: c[0], green: c[1], blue: c[2])
        case .hsl:
            return encodedSRGB(ColorSpaceMath.hsl(hue: c[0], saturation: c[1] / 100, lightness: c[2] / 100))
        case .hwb:
            return encodedSRGB(ColorSpaceMath.hwb(hue: c[0], whiteness: c[1] / 100, blackness: c[2] / 100))
        default:
            return fromXYZD65(ColorSpaceMath.xyzD65(color.colorSpace, c))
        }
    }

    /// sRGB when the color fits, else Display P3, clipped when it does not fit either.
    static func fromXYZD65(_ xyz: [Double]) -> DisplayColor {
        let linearSRGB = ColorSpaceMath.multiply(ColorSpaceMath.xyzToSRGB, xyz)
        if fits(linearSRGB) {
            let encoded = linearSRGB.map { ColorSpaceMath.sRGBEncode(clamp($0)) }
            return rounded(DisplayColor(space: .sRGB, red: encoded[0], green: encoded[1], blue: encoded[2]))
        }
        let linearP3 = ColorSpaceMath.multiply(ColorSpaceMath.xyzToP3, xyz)
        let fitsP3 = fits(linearP3)
        let encoded = linearP3.map { clamp(ColorSpaceMath.sRGBEncode($0)) }
        return rounded(DisplayColor(space: .displayP3, red: encoded[0], green: encoded[1], blue: encoded[2], inGamut: fitsP3))
    }

    private static func encodedSRGB(_ linearOrEncoded: [Double]) -> DisplayColor {
        rounded(DisplayColor(space: .sRGB, red: linearOrEncoded[0], green: linearOrEncoded[1], blue: linearOrEncoded[2]))
    }

    /// `value` rounded to `places` decimal places, for computed values (color conversions), so
    /// that the last bits of a platform's `pow` do not change the output.
    package static func rounded(_ value: Double, places: Int = 6) -> Double {
        var scale = 1.0
        for _ in 0..<places { scale *= 10 }
        let result = (value * scale).rounded() / scale
        return result == 0 ? 0 : result
    }

    private static func rounded(_ color: DisplayColor) -> DisplayColor {
        var copy = color
        copy.red = rounded(color.red)
        copy.green = rounded(color.green)
        copy.blue = rounded(color.blue)
        return copy
    }

    private static func fits(_ linear: [Double]) -> Bool {
        linear.allSatisfy { $0 >= -tolerance && $0 <= 1 + tolerance }
    }

    private static func clamp(_ value: Double) -> Double { min(max(value, 0), 1) }
}
