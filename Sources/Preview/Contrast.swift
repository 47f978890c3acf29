import Foundation

/// WCAG 2.x contrast (https://www.w3.org/TR/WCAG22/#dfn-contrast-ratio), computed from the
/// definitions without rounding: a ratio of 4.499 fails 4.5:1.
package enum WCAGContrast {
    /// The ratio that normal-size text needs against its background (success criterion 1.4.3, AA).
    package static let minimumTextRatio = 4.5

    /// The relative luminance of an sRGB color, 0 for black to 1 for white; alpha is ignored
    /// (composite a translucent color first). Components are clipped into 0...1.
    ///
    /// The linear-segment threshold is 0.04045, as in IEC 61966-2-1 and WCAG 2.2's note; WCAG
    /// 2.0's 0.03928 gives the same result for every 8-bit value.
    package static func relativeLuminance(_ color: SRGBColor) -> Double {
        let clipped = color.clipped
        func linear(_ channel: Double) -> Double {
            channel <= 0.04045 ? channel / 12.92 : pow((channel + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * linear(clipped.red) + 0.7152 * linear(clipped.green) + 0.0722 * linear(clipped.blue)
    }

    /// The contrast ratio of two colors, from 1 (the same luminance) to 21 (black on white); the
    /// order does not matter. A translucent foreground is first drawn over the background, and a
    /// translucent background over white.
    package static func ratio(_ foreground: SRGBColor, _ background: SRGBColor) -> Double {
        let white = SRGBColor(red: 1, green: 1, blue: 1)
        let opaqueBackground = background.composited(over: white)
        let opaqueForeground = foreground.composited(over: opaqueBackground)
        let lighter = max(relativeLuminance(opaqueForeground), relativeLuminance(opaqueBackground))
        let darker = min(relativeLuminance(opaqueForeground), relativeLuminance(opaqueBackground))
        return (lighter + 0.05) / (darker + 0.05)
    }

    /// The ratio as people write it, truncated (never rounded up) to two decimals: `4.48:1`, `21:1`.
    package static func format(_ ratio: Double) -> String {
        let hundredths = (ratio * 100 + 1e-9).rounded(.down) / 100
        return CSS.number(hundredths, fractionDigits: 2) + ":1"
    }
}
