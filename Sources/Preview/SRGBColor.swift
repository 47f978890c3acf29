import Foundation
import TokenModel

/// A color as gamma-encoded sRGB components, for showing it: hex text, contrast, CSS fallbacks.
///
/// Converted from any of the Color module's spaces by ``ColorSpaceMath``. A wide-gamut color outside sRGB keeps
/// its out-of-range components here (``isInGamut`` is false); ``clipped`` brings it into range.
package struct SRGBColor: Sendable, Hashable {
    package var red: Double
    package var green: Double
    package var blue: Double
    /// The opacity in 0...1.
    package var alpha: Double

    package init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// The color converted from its authored space; a `none` component counts as 0, as in CSS.
    package init(_ color: ColorValue) {
        let rgb = ColorSpaceMath.encodedSRGB(color)
        self.init(red: rgb[0], green: rgb[1], blue: rgb[2], alpha: min(max(color.opacity, 0), 1))
    }

    /// Whether every component lies in 0...1 (within rounding), so sRGB shows the color exactly.
    package var isInGamut: Bool {
        let tolerance = 0.5 / 255
        return [red, green, blue].allSatisfy { $0 >= -tolerance && $0 <= 1 + tolerance }
    }

    /// The color with every component clipped into 0...1.
    package var clipped: SRGBColor {
        func clip(_ value: Double) -> Double { min(max(value, 0), 1) }
        return SRGBColor(red: clip(red), green: clip(green), blue: clip(blue), alpha: clip(alpha))
    }

    /// `#rrggbb` of the clipped color, lowercase; alpha is left out.
    package var hex: String {
        let clipped = self.clipped
        return "#" + [clipped.red, clipped.green, clipped.blue].map(Self.hexByte).joined()
    }

    /// `#rrggbb`, or `#rrggbbaa` when the color is not fully opaque.
    package var hexWithAlpha: String {
        let alpha = clipped.alpha
        return Self.byte(alpha) == 255 ? hex : hex + Self.hexByte(alpha)
    }

    /// The color from `#rgb`, `#rrggbb` or `#rrggbbaa` text (with or without `#`), or nil.
    package init?(hex text: String) {
        var digits = Substring(text)
        if digits.hasPrefix("#") { digits = digits.dropFirst() }
        if digits.count == 3 { digits = Substring(digits.flatMap { [$0, $0] }) }
        guard digits.count == 6 || digits.count == 8, digits.allSatisfy(\.isHexDigit) else { return nil }
        var bytes: [Double] = []
        var index = digits.startIndex
        while index < digits.endIndex {
            let next = digits.index(index, offsetBy: 2)
            bytes.append(Double(UInt8(digits[index..<next], radix: 16) ?? 0) / 255)
            index = next
        }
        self.init(red: bytes[0], green: bytes[1], blue: bytes[2], alpha: bytes.count == 4 ? bytes[3] : 1)
    }

    /// This color drawn over an opaque `background` (source-over, in gamma-encoded sRGB as browsers blend).
    package func composited(over background: SRGBColor) -> SRGBColor {
        let top = clipped, bottom = background.clipped
        func mix(_ a: Double, _ b: Double) -> Double { a * top.alpha + b * (1 - top.alpha) }
        return SRGBColor(red: mix(top.red, bottom.red), green: mix(top.green, bottom.green), blue: mix(top.blue, bottom.blue))
    }

    /// The component as 0…255. NaN counts as 0: `min` and `max` pass NaN through, and converting
    /// it to `Int` would trap. Validated colors never hold one; this is the last guard.
    static func byte(_ component: Double) -> Int {
        guard !component.isNaN else { return 0 }
        return Int((min(max(component, 0), 1) * 255).rounded())
    }

    private static func hexByte(_ component: Double) -> String {
        let value = byte(component)
        let digits = Array("0123456789abcdef")
        return String([digits[value / 16], digits[value % 16]])
    }
}
