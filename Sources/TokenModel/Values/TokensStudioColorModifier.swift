import Foundation

/// A Tokens Studio color modifier (`$extensions["studio.tokens"].modify`): lighten, darken, mix or
/// alpha, computed in the space it declares exactly as `@tokens-studio/sd-transforms` does with
/// color.js (`src/color-modifiers/*.ts`), output included: the result is in the modifier's space
/// (or its `format`'s), mapped into gamut with CSS Color 4's algorithm where it left it, and each
/// component rounded as color.js prints it with precision 5.
package struct TokensStudioColorModifier: Sendable, Hashable {
    package enum Kind: String, Sendable, CaseIterable {
        case lighten, darken, mix, alpha
    }

    /// The spaces Tokens Studio offers.
    package enum Space: String, Sendable, CaseIterable {
        case srgb, hsl, lch, p3

        package var colorSpace: ColorSpace {
            switch self {
            case .srgb: .srgb
            case .hsl: .hsl
            case .lch: .lch
            case .p3: .displayP3
            }
        }
    }

    /// The output formats sd-transforms takes; `hex` is sRGB written in 8 bits.
    package enum Format: String, Sendable, CaseIterable {
        case srgb, hsl, lch, p3, hex
    }

    package var kind: Kind
    package var amount: Double
    package var space: Space
    /// The color mixed in (`mix` only).
    package var mixColor: ColorValue?
    package var format: Format?

    package init(kind: Kind, amount: Double, space: Space, mixColor: ColorValue? = nil, format: Format? = nil) {
        self.kind = kind
        self.amount = amount
        self.space = space
        self.mixColor = mixColor
        self.format = format
    }

    /// `color` modified.
    package func apply(to color: ColorValue) -> ColorValue {
        var result = Coordinates(color, in: space)
        switch kind {
        case .lighten: result.values = lightened(result.values)
        case .darken: result.values = darkened(result.values)
        case .alpha: result.alpha = min(1, max(0, amount))
        case .mix:
            let other = Coordinates(mixColor ?? color, in: space)
            // sd-transforms prints the mix and reads it back before printing it again.
            result = mixed(result, other).printed()
        }
        switch format {
        case nil: return result.output().value
        case .hex: return result.converted(to: .srgb).hex()
        case let format?: return result.converted(to: Space(rawValue: format.rawValue)!).output().value
        }
    }

    private func lightened(_ c: [Double]) -> [Double] {
        switch space {
        case .lch: return [min(100, c[0] + (100 - c[0]) * amount), max(0, c[1] - amount * c[1]), c[2]]
        case .hsl: return [c[0], c[1], min(100, c[2] + (100 - c[2]) * amount)]
        case .srgb, .p3: return c.map { min(1, $0 + amount * (1 - $0)) }
        }
    }

    private func darkened(_ c: [Double]) -> [Double] {
        switch space {
        case .lch: return [max(0, c[0] - c[0] * amount), max(0, c[1] - amount * c[1]), c[2]]
        case .hsl: return [c[0], c[1], max(0, c[2] - c[2] * amount)]
        case .srgb, .p3: return c.map { max(0, $0 - amount * $0) }
        }
    }

    /// color.js's `mix` (its `range`): both colors mapped into gamut, hues taken the shorter way,
    /// a missing component taken from the other color, no premultiplication.
    private func mixed(_ first: Coordinates, _ second: Coordinates) -> Coordinates {
        let progress = min(1, max(0, amount))
        var a = first.mappedIntoGamut(), b = second.mappedIntoGamut()
        if let hue = space.hueIndex {
            var h1 = a.values[hue], h2 = b.values[hue]
            if h1.isNaN, !h2.isNaN { h1 = h2 } else if h2.isNaN, !h1.isNaN { h2 = h1 }
            h1 = Coordinates.constrained(h1)
            h2 = Coordinates.constrained(h2)
            if h2 - h1 > 180 { h1 += 360 } else if h2 - h1 < -180 { h2 += 360 }
            a.values[hue] = h1
            b.values[hue] = h2
        }
        func interpolate(_ start: Double, _ end: Double) -> Double {
            if start.isNaN { return end }
            if end.isNaN { return start }
            return start + (end - start) * progress
        }
        var result = a
        result.values = zip(a.values, b.values).map(interpolate)
        result.alpha = interpolate(a.alpha, b.alpha)
        return result
    }
}

extension TokensStudioColorModifier.Space {
    /// Where the hue is, in the polar spaces.
    var hueIndex: Int? {
        switch self {
        case .hsl: 0
        case .lch: 2
        case .srgb, .p3: nil
        }
    }
}

/// A color in one of Tokens Studio's spaces as color.js holds it: hsl saturation and lightness in
/// 0–100, a missing (`none`) component as NaN.
struct Coordinates {
    typealias Space = TokensStudioColorModifier.Space
    var space: Space
    var values: [Double]
    var alpha: Double

    init(space: Space, values: [Double], alpha: Double) {
        self.space = space
        self.values = values
        self.alpha = alpha
    }

    init(_ color: ColorValue, in space: Space) {
        alpha = color.opacity
        self.space = space
        if color.colorSpace == space.colorSpace {
            values = color.components.map { if case .number(let n) = $0 { n.value } else { .nan } }
        } else {
            values = Self.convert(ColorSpaceMath.components(of: color), from: color.colorSpace, to: space)
        }
    }

    /// sRGB and HSL convert into each other directly, as color.js does: through XYZ a gray
    /// would gain a hue from rounding.
    static func convert(_ values: [Double], from source: ColorSpace, to target: Space) -> [Double] {
        switch (source, target) {
        case (.srgb, .hsl): return hsl(fromSRGB: values)
        case (.hsl, .srgb): return ColorSpaceMath.hsl(hue: values[0], saturation: values[1] / 100, lightness: values[2] / 100)
        default: return fromXYZD65(ColorSpaceMath.xyzD65(source, values), target)
        }
    }

    /// This color in `target`, missing components counting as 0 as color.js converts them.
    func converted(to target: Space) -> Coordinates {
        guard target != space else { return self }
        let known = values.map { $0.isNaN ? 0 : $0 }
        return Coordinates(space: target, values: Self.convert(known, from: space.colorSpace, to: target), alpha: alpha)
    }

    static func fromXYZD65(_ xyz: [Double], _ space: Space) -> [Double] {
        switch space {
        case .srgb: return ColorSpaceMath.multiply(ColorSpaceMath.xyzToSRGB, xyz).map(ColorSpaceMath.sRGBEncode)
        case .p3: return ColorSpaceMath.multiply(ColorSpaceMath.xyzToP3, xyz).map(ColorSpaceMath.sRGBEncode)
        case .hsl: return hsl(fromSRGB: fromXYZD65(xyz, .srgb))
        case .lch: return lch(fromLab: lab(fromXYZD50: ColorSpaceMath.multiply(d65ToD50, xyz)))
        }
    }

    /// color.js's sRGB → HSL: an achromatic color has no hue; a negative saturation turns the hue.
    static func hsl(fromSRGB rgb: [Double]) -> [Double] {
        let high = rgb.max()!, low = rgb.min()!
        var hue = Double.nan, saturation = 0.0
        let lightness = (low + high) / 2
        let delta = high - low
        if delta != 0 {
            saturation = lightness == 0 || lightness == 1 ? 0 : (high - lightness) / min(lightness, 1 - lightness)
            switch high {
            case rgb[0]: hue = (rgb[1] - rgb[2]) / delta + (rgb[1] < rgb[2] ? 6 : 0)
            case rgb[1]: hue = (rgb[2] - rgb[0]) / delta + 2
            default: hue = (rgb[0] - rgb[1]) / delta + 4
            }
            hue *= 60
        }
        if saturation < 0 {
            hue += 180
            saturation = abs(saturation)
        }
        if hue >= 360 { hue -= 360 }
        return [hue, saturation * 100, lightness * 100]
    }

    static func lab(fromXYZD50 xyz: [Double]) -> [Double] {
        let epsilon = 216.0 / 24389.0, kappa = 24389.0 / 27.0
        let f = zip(xyz, ColorSpaceMath.d50White).map { value, white -> Double in
            let scaled = value / white
            return scaled > epsilon ? cbrt(scaled) : (kappa * scaled + 16) / 116
        }
        return [116 * f[1] - 16, 500 * (f[0] - f[1]), 200 * (f[1] - f[2])]
    }

    /// color.js's Lab → LCH: a hue only where a or b is at least 0.02.
    static func lch(fromLab lab: [Double]) -> [Double] {
        let hue = abs(lab[1]) < 0.02 && abs(lab[2]) < 0.02 ? Double.nan : constrained(atan2(lab[2], lab[1]) * 180 / .pi)
        return [lab[0], (lab[1] * lab[1] + lab[2] * lab[2]).squareRoot(), hue]
    }

    static func constrained(_ angle: Double) -> Double {
        (angle.truncatingRemainder(dividingBy: 360) + 360).truncatingRemainder(dividingBy: 360)
    }

    /// Bradford, as color.js adapts D65 to D50.
    static let d65ToD50: [[Double]] = [
        [1.0479297925449969, 0.022946870601609652, -0.05019226628920524],
        [0.02962780877005599, 0.9904344267538799, -0.017073799063418826],
        [-0.009243040646204504, 0.015055191490298152, 0.7518742814281371],
    ]

    // MARK: - Gamut

    /// The RGB space whose gamut this space's colors must keep to; nil for LCH, which has none.
    private var gamut: Space? {
        switch space {
        case .srgb, .hsl: .srgb
        case .p3: .p3
        case .lch: nil
        }
    }

    private func inGamut(epsilon: Double) -> Bool {
        guard let gamut else { return true }
        return converted(to: gamut).values.allSatisfy { $0 >= -epsilon && $0 <= 1 + epsilon }
    }

    /// CSS Color 4's gamut mapping (§ 13.2), as color.js's default `css` method: chroma reduced in
    /// OKLCH until clipping the color changes it by less than a just-noticeable difference.
    func mappedIntoGamut() -> Coordinates {
        guard let gamut, !inGamut(epsilon: 0) else { return self }
        let xyz = ColorSpaceMath.xyzD65(space.colorSpace, values.map { $0.isNaN ? 0 : $0 })
        let origin = Self.oklch(fromXYZD65: xyz)
        func inSpace(_ rgb: [Double]) -> Coordinates {
            Coordinates(space: gamut, values: rgb, alpha: alpha).converted(to: space)
        }
        if origin[0] >= 1 { return inSpace([1, 1, 1]) }
        if origin[0] <= 0 { return inSpace([0, 0, 0]) }
        func rgb(_ oklch: [Double]) -> [Double] {
            let xyz = ColorSpaceMath.xyzD65(.oklch, oklch)
            return Self.fromXYZD65(xyz, gamut)
        }
        func clip(_ values: [Double]) -> [Double] { values.map { min(1, max(0, $0)) } }
        func deltaEOK(_ rgbValues: [Double], _ oklch: [Double]) -> Double {
            let clipped = Self.oklab(fromXYZD65: ColorSpaceMath.xyzD65(gamut.colorSpace, rgbValues))
            let reference = ColorSpaceMath.polarToRectangular(oklch)
            return sqrt(zip(clipped, reference).map { ($0 - $1) * ($0 - $1) }.reduce(0, +))
        }
        let jnd = 0.02, epsilon = 0.0001
        var current = origin
        var clipped = clip(rgb(current))
        if deltaEOK(clipped, current) < jnd { return inSpace(clipped) }
        var low = 0.0, high = origin[1], lowInGamut = true
        while high - low > epsilon {
            let chroma = (low + high) / 2
            current[1] = chroma
            let candidate = rgb(current)
            if lowInGamut, candidate.allSatisfy({ $0 >= 0 && $0 <= 1 }) {
                low = chroma
            } else {
                clipped = clip(candidate)
                let difference = deltaEOK(clipped, current)
                if difference < jnd {
                    if jnd - difference < epsilon { break }
                    lowInGamut = false
                    low = chroma
                } else {
                    high = chroma
                }
            }
        }
        return inSpace(clipped)
    }

    static func oklab(fromXYZD65 xyz: [Double]) -> [Double] {
        let linear = ColorSpaceMath.multiply(ColorSpaceMath.xyzToSRGB, xyz)
        let l = cbrt(0.4122214708 * linear[0] + 0.5363325363 * linear[1] + 0.0514459929 * linear[2])
        let m = cbrt(0.2119034982 * linear[0] + 0.6806995451 * linear[1] + 0.1073969566 * linear[2])
        let s = cbrt(0.0883024619 * linear[0] + 0.2817188376 * linear[1] + 0.6299787005 * linear[2])
        return [
            0.2104542553 * l + 0.7936177850 * m - 0.0040720468 * s,
            1.9779984951 * l - 2.4285922050 * m + 0.4505937099 * s,
            0.0259040371 * l + 0.7827717662 * m - 0.8086757660 * s,
        ]
    }

    static func oklch(fromXYZD65 xyz: [Double]) -> [Double] {
        let lab = oklab(fromXYZD65: xyz)
        return [lab[0], (lab[1] * lab[1] + lab[2] * lab[2]).squareRoot(), constrained(atan2(lab[2], lab[1]) * 180 / .pi)]
    }

    // MARK: - Output

    /// color.js's `toPrecision(n, 5)`: five decimals below 1, fewer as the integer part grows.
    static func rounded(_ value: Double) -> Double {
        guard value != 0, value.isFinite else { return value }
        let integer = value.rounded(.towardZero)
        let digits = integer == 0 ? 0 : Int(log10(abs(integer)).rounded(.towardZero)) + 1
        let multiplier = pow(10, Double(5 - digits))
        let result = (value * multiplier + 0.5).rounded(.down) / multiplier
        return result == 0 ? 0 : result
    }

    /// Mapped into gamut where it is out by more than color.js's tolerance, and rounded as
    /// color.js prints it.
    func output() -> (value: ColorValue, coordinates: Coordinates) {
        var color = inGamut(epsilon: 0.000075) ? self : mappedIntoGamut()
        color.values = color.values.map { $0.isNaN ? .nan : Self.rounded($0) }
        if let hue = space.hueIndex, color.values[hue] >= 360 { color.values[hue] -= 360 }
        color.alpha = Self.rounded(color.alpha)
        let components = color.values.map { $0.isNaN ? ColorValue.Component.none : .number(NumberLiteral($0)) }
        return (ColorValue(colorSpace: space.colorSpace, components: components, alpha: color.alpha < 1 ? NumberLiteral(color.alpha) : nil), color)
    }

    func printed() -> Coordinates { output().coordinates }

    /// sRGB as color.js writes hex: each channel in gamut, rounded to 8 bits.
    func hex() -> ColorValue {
        let color = inGamut(epsilon: 0.000075) ? self : mappedIntoGamut()
        let bytes = color.values.map { Int((min(1, max(0, $0.isNaN ? 0 : $0)) * 255).rounded()) }
        let alphaByte = Int((min(1, max(0, color.alpha)) * 255).rounded())
        let hex = "#" + bytes.map { String(format: "%02x", $0) }.joined()
        return ColorValue(
            colorSpace: .srgb, components: bytes.map { .number(NumberLiteral(Double($0) / 255)) },
            alpha: alphaByte < 255 ? NumberLiteral(Double(alphaByte) / 255) : nil, hex: hex)
    }
}
