import Foundation

/// The conversions between the Color module's 14 color spaces, with the formulas and matrices of
/// CSS Color Module Level 4 (§ 7–9 and the sample code of § 18): everything through CIE XYZ D65,
/// D50 spaces through the Bradford matrix. Emission and the preview both convert with these.
package enum ColorSpaceMath {
    /// The three components as numbers; `none` counts as 0, as CSS does when converting.
    static func components(of color: ColorValue) -> [Double] {
        (0..<3).map { index in
            guard index < color.components.count, case .number(let number) = color.components[index] else { return 0 }
            return number.value.isFinite ? number.value : 0
        }
    }

    /// Gamma-encoded sRGB components of `color`, not clipped: a wide-gamut color outside sRGB
    /// has components outside `[0, 1]`.
    package static func encodedSRGB(_ color: ColorValue) -> [Double] {
        let c = components(of: color)
        switch color.colorSpace {
        case .srgb: return c
        case .hsl: return hsl(hue: c[0], saturation: c[1] / 100, lightness: c[2] / 100)
        case .hwb: return hwb(hue: c[0], whiteness: c[1] / 100, blackness: c[2] / 100)
        default: return multiply(xyzToSRGB, xyzD65(color.colorSpace, c)).map(sRGBEncode)
        }
    }

    /// True when every conversion that emission and the preview make of `color` is finite.
    package static func convertsFinitely(_ color: ColorValue) -> Bool {
        if hasBoundedComponents(color) { return true }
        let display = ColorConversion.display(color)
        return ([display.red, display.green, display.blue] + encodedSRGB(color)).allSatisfy(\.isFinite)
    }

    /// True when every component lies in a range of its space with finite bounds. Each
    /// conversion is continuous on such a closed box, so it is finite there without converting:
    /// only Lab, LCH, OKLab and OKLCH (whose a, b and chroma are unbounded) need the conversions
    /// tried, and colors are decoded by the thousand.
    static func hasBoundedComponents(_ color: ColorValue) -> Bool {
        let ranges = color.colorSpace.componentRanges
        guard color.components.count == ranges.count else { return false }
        for (component, range) in zip(color.components, ranges) {
            guard range.lowerBound.isFinite, range.upperBound.isFinite else { return false }
            if case .number(let number) = component, !range.contains(number.value) { return false }
        }
        return true
    }

    // MARK: - To XYZ D65

    /// CIE XYZ (D65) of components in `space`.
    static func xyzD65(_ space: ColorSpace, _ c: [Double]) -> [Double] {
        switch space {
        case .srgb:
            return multiply(sRGBToXYZ, c.map(sRGBDecode))
        case .hsl:
            return xyzD65(.srgb, hsl(hue: c[0], saturation: c[1] / 100, lightness: c[2] / 100))
        case .hwb:
            return xyzD65(.srgb, hwb(hue: c[0], whiteness: c[1] / 100, blackness: c[2] / 100))
        case .srgbLinear:
            return multiply(sRGBToXYZ, c)
        case .displayP3:
            return multiply(p3ToXYZ, c.map(sRGBDecode))
        case .a98RGB:
            return multiply(a98ToXYZ, c.map { signed($0) { pow($0, 563.0 / 256.0) } })
        case .rec2020:
            return multiply(rec2020ToXYZ, c.map(rec2020Decode))
        case .prophotoRGB:
            return multiply(d50ToD65, multiply(proPhotoToXYZD50, c.map(proPhotoDecode)))
        case .xyzD65:
            return c
        case .xyzD50:
            return multiply(d50ToD65, c)
        case .lab:
            return multiply(d50ToD65, labToXYZD50(c))
        case .lch:
            return multiply(d50ToD65, labToXYZD50(polarToRectangular(c)))
        case .oklab:
            return multiply(sRGBToXYZ, oklabToLinearSRGB(c))
        case .oklch:
            return multiply(sRGBToXYZ, oklabToLinearSRGB(polarToRectangular(c)))
        }
    }

    // MARK: - Cylindrical sRGB spaces (CSS Color 4 § 7.1, § 8.1)

    /// Gamma-encoded sRGB of an HSL color; saturation and lightness in `[0, 1]`.
    static func hsl(hue: Double, saturation: Double, lightness: Double) -> [Double] {
        let h = hue.truncatingRemainder(dividingBy: 360) + (hue < 0 ? 360 : 0)
        let a = saturation * min(lightness, 1 - lightness)
        func f(_ n: Double) -> Double {
            let k = (n + h / 30).truncatingRemainder(dividingBy: 12)
            return lightness - a * max(-1, min(k - 3, 9 - k, 1))
        }
        return [f(0), f(8), f(4)]
    }

    /// Gamma-encoded sRGB of an HWB color; whiteness and blackness in `[0, 1]`.
    static func hwb(hue: Double, whiteness: Double, blackness: Double) -> [Double] {
        if whiteness + blackness >= 1 {
            let gray = whiteness / (whiteness + blackness)
            return [gray, gray, gray]
        }
        return hsl(hue: hue, saturation: 1, lightness: 0.5).map { $0 * (1 - whiteness - blackness) + whiteness }
    }

    // MARK: - Transfer functions

    static func sRGBDecode(_ value: Double) -> Double {
        signed(value) { $0 <= 0.04045 ? $0 / 12.92 : pow(($0 + 0.055) / 1.055, 2.4) }
    }

    static func sRGBEncode(_ value: Double) -> Double {
        signed(value) { $0 <= 0.0031308 ? $0 * 12.92 : 1.055 * pow($0, 1 / 2.4) - 0.055 }
    }

    static func rec2020Decode(_ value: Double) -> Double {
        let alpha = 1.09929682680944, beta = 0.018053968510807
        return signed(value) { $0 < beta * 4.5 ? $0 / 4.5 : pow(($0 + alpha - 1) / alpha, 1 / 0.45) }
    }

    static func proPhotoDecode(_ value: Double) -> Double {
        signed(value) { $0 <= 16.0 / 512.0 ? $0 / 16 : pow($0, 1.8) }
    }

    static func signed(_ value: Double, _ transfer: (Double) -> Double) -> Double {
        value < 0 ? -transfer(-value) : transfer(value)
    }

    // MARK: - Lab, LCH, OKLab, OKLCH

    /// `[L, C, h]` → `[L, a, b]`.
    static func polarToRectangular(_ c: [Double]) -> [Double] {
        let radians = c[2] * Double.pi / 180
        return [c[0], c[1] * cos(radians), c[1] * sin(radians)]
    }

    static func labToXYZD50(_ lab: [Double]) -> [Double] {
        let kappa = 24389.0 / 27.0, epsilon = 216.0 / 24389.0
        let f1 = (lab[0] + 16) / 116
        let f0 = lab[1] / 500 + f1
        let f2 = f1 - lab[2] / 200
        let x = pow(f0, 3) > epsilon ? pow(f0, 3) : (116 * f0 - 16) / kappa
        let y = lab[0] > kappa * epsilon ? pow((lab[0] + 16) / 116, 3) : lab[0] / kappa
        let z = pow(f2, 3) > epsilon ? pow(f2, 3) : (116 * f2 - 16) / kappa
        return [x * d50White[0], y * d50White[1], z * d50White[2]]
    }

    static func oklabToLinearSRGB(_ lab: [Double]) -> [Double] {
        let l = pow(lab[0] + 0.3963377774 * lab[1] + 0.2158037573 * lab[2], 3)
        let m = pow(lab[0] - 0.1055613458 * lab[1] - 0.0638541728 * lab[2], 3)
        let s = pow(lab[0] - 0.0894841775 * lab[1] - 1.2914855480 * lab[2], 3)
        return [
            4.0767416621 * l - 3.3077115913 * m + 0.2309699292 * s,
            -1.2684380046 * l + 2.6097574011 * m - 0.3413193965 * s,
            -0.0041960863 * l - 0.7034186147 * m + 1.7076147010 * s,
        ]
    }

    // MARK: - Matrices (CSS Color 4, § 18)

    static let d50White = [0.3457 / 0.3585, 1.0, (1.0 - 0.3457 - 0.3585) / 0.3585]

    static let sRGBToXYZ: [[Double]] = [
        [0.41239079926595934, 0.357584339383878, 0.1804807884018343],
        [0.21263900587151027, 0.715168678767756, 0.07219231536073371],
        [0.01933081871559182, 0.11919477979462598, 0.9505321522496607],
    ]
    static let xyzToSRGB: [[Double]] = [
        [3.2409699419045226, -1.537383177570094, -0.4986107602930034],
        [-0.9692436362808796, 1.8759675015077202, 0.04155505740717559],
        [0.05563007969699366, -0.20397695888897652, 1.0569715142428786],
    ]
    static let p3ToXYZ: [[Double]] = [
        [0.4865709486482162, 0.26566769316909306, 0.1982172852343625],
        [0.2289745640697488, 0.6917385218365064, 0.079286914093745],
        [0.0, 0.04511338185890264, 1.043944368900976],
    ]
    static let xyzToP3: [[Double]] = [
        [2.493496911941425, -0.9313836179191239, -0.40271078445071684],
        [-0.8294889695615747, 1.7626640603183463, 0.023624685841943577],
        [0.03584583024378447, -0.07617238926804182, 0.9568845240076872],
    ]
    static let a98ToXYZ: [[Double]] = [
        [0.5766690429101305, 0.1855582379065463, 0.1882286462349947],
        [0.29734497525053605, 0.6273635662554661, 0.07529145849399788],
        [0.02703136138641234, 0.07068885253582723, 0.9913375368376388],
    ]
    static let rec2020ToXYZ: [[Double]] = [
        [0.6369580483012914, 0.14461690358620832, 0.1688809751641721],
        [0.2627002120112671, 0.6779980715188708, 0.05930171646986196],
        [0.0, 0.028072693049087428, 1.060985057710791],
    ]
    static let proPhotoToXYZD50: [[Double]] = [
        [0.7977604896723027, 0.13518583717574031, 0.0313493495815248],
        [0.2880711282292934, 0.7118432178101014, 0.00008565396060525902],
        [0.0, 0.0, 0.8251046025104601],
    ]
    static let d50ToD65: [[Double]] = [
        [0.955473421488075, -0.02309845494876471, 0.06325924320057072],
        [-0.0283697093338637, 1.0099953980813041, 0.021041441191917323],
        [0.012314014864481998, -0.020507649298898964, 1.330365926242124],
    ]

    static func multiply(_ matrix: [[Double]], _ vector: [Double]) -> [Double] {
        matrix.map { row in row[0] * vector[0] + row[1] * vector[1] + row[2] * vector[2] }
    }
}
