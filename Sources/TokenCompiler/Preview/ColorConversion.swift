import Foundation

/// A color as gamma-encoded sRGB components, for showing it: hex text, contrast, CSS fallbacks.
///
/// Converted from any of the Color module's spaces with the CSS Color 4 sample code's matrices
/// (through CIE XYZ, Bradford-adapted between D50 and D65). A wide-gamut color outside sRGB keeps
/// its out-of-range components here (``isInGamut`` is false); ``clipped`` brings it into range.
public struct SRGBColor: Sendable, Hashable {
    public var red: Double
    public var green: Double
    public var blue: Double
    /// The opacity in 0...1.
    public var alpha: Double

    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// The color converted from its authored space; a `none` component counts as 0, as in CSS.
    public init(_ color: ColorValue) {
        let components = (0..<3).map { index -> Double in
            guard index < color.components.count, case .number(let number) = color.components[index] else { return 0 }
            return number.value.isFinite ? number.value : 0
        }
        let rgb = ColorMath.gammaSRGB(from: color.colorSpace, components)
        self.init(red: rgb[0], green: rgb[1], blue: rgb[2], alpha: min(max(color.opacity, 0), 1))
    }

    /// Whether every component lies in 0...1 (within rounding), so sRGB shows the color exactly.
    public var isInGamut: Bool {
        let tolerance = 0.5 / 255
        return [red, green, blue].allSatisfy { $0 >= -tolerance && $0 <= 1 + tolerance }
    }

    /// The color with every component clipped into 0...1.
    public var clipped: SRGBColor {
        func clip(_ value: Double) -> Double { min(max(value, 0), 1) }
        return SRGBColor(red: clip(red), green: clip(green), blue: clip(blue), alpha: clip(alpha))
    }

    /// `#rrggbb` of the clipped color, lowercase; alpha is left out.
    public var hex: String {
        let clipped = self.clipped
        return "#" + [clipped.red, clipped.green, clipped.blue].map(Self.hexByte).joined()
    }

    /// `#rrggbb`, or `#rrggbbaa` when the color is not fully opaque.
    public var hexWithAlpha: String {
        let alpha = clipped.alpha
        return Self.byte(alpha) == 255 ? hex : hex + Self.hexByte(alpha)
    }

    /// The color from `#rgb`, `#rrggbb` or `#rrggbbaa` text (with or without `#`), or nil.
    public init?(hex text: String) {
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
    public func composited(over background: SRGBColor) -> SRGBColor {
        let top = clipped, bottom = background.clipped
        func mix(_ a: Double, _ b: Double) -> Double { a * top.alpha + b * (1 - top.alpha) }
        return SRGBColor(red: mix(top.red, bottom.red), green: mix(top.green, bottom.green), blue: mix(top.blue, bottom.blue))
    }

    static func byte(_ component: Double) -> Int {
        Int((min(max(component, 0), 1) * 255).rounded())
    }

    private static func hexByte(_ component: Double) -> String {
        let value = byte(component)
        let digits = Array("0123456789abcdef")
        return String([digits[value / 16], digits[value % 16]])
    }
}

/// The conversions of CSS Color 4's sample code (https://drafts.csswg.org/css-color-4/#color-conversion-code).
enum ColorMath {
    typealias Vector = [Double]
    typealias Matrix = [[Double]]

    static func multiply(_ matrix: Matrix, _ vector: Vector) -> Vector {
        matrix.map { row in zip(row, vector).reduce(0) { $0 + $1.0 * $1.1 } }
    }

    /// Gamma-encoded sRGB from components in `space`.
    static func gammaSRGB(from space: ColorSpace, _ c: Vector) -> Vector {
        switch space {
        case .srgb: return c
        case .hsl: return hslToSRGB(c)
        case .hwb: return hwbToSRGB(c)
        default: return encodeSRGB(multiply(xyzD65ToLinearSRGB, xyzD65(from: space, c)))
        }
    }

    /// CIE XYZ relative to D65 from components in `space`.
    static func xyzD65(from space: ColorSpace, _ c: Vector) -> Vector {
        switch space {
        case .srgb: return multiply(linearSRGBToXYZD65, decodeSRGB(c))
        case .srgbLinear: return multiply(linearSRGBToXYZD65, c)
        case .hsl: return xyzD65(from: .srgb, hslToSRGB(c))
        case .hwb: return xyzD65(from: .srgb, hwbToSRGB(c))
        case .displayP3: return multiply(linearP3ToXYZD65, decodeSRGB(c))
        case .a98RGB: return multiply(linearA98ToXYZD65, c.map { signed($0) { pow($0, 563 / 256) } })
        case .rec2020: return multiply(linearRec2020ToXYZD65, c.map(decodeRec2020))
        case .prophotoRGB: return multiply(d50ToD65, multiply(linearProPhotoToXYZD50, c.map(decodeProPhoto)))
        case .xyzD65: return c
        case .xyzD50: return multiply(d50ToD65, c)
        case .lab: return multiply(d50ToD65, labToXYZD50(c))
        case .lch: return multiply(d50ToD65, labToXYZD50(polarToCartesian(c)))
        case .oklab: return oklabToXYZD65(c)
        case .oklch: return oklabToXYZD65(polarToCartesian(c))
        }
    }

    // MARK: Transfer functions

    static func signed(_ value: Double, _ curve: (Double) -> Double) -> Double {
        value < 0 ? -curve(-value) : curve(value)
    }

    static func decodeSRGB(_ c: Vector) -> Vector {
        c.map { signed($0) { $0 <= 0.04045 ? $0 / 12.92 : pow(($0 + 0.055) / 1.055, 2.4) } }
    }

    static func encodeSRGB(_ c: Vector) -> Vector {
        c.map { signed($0) { $0 <= 0.0031308 ? $0 * 12.92 : 1.055 * pow($0, 1 / 2.4) - 0.055 } }
    }

    static func decodeRec2020(_ value: Double) -> Double {
        let alpha = 1.09929682680944, beta = 0.018053968510807
        return signed(value) { $0 < beta * 4.5 ? $0 / 4.5 : pow(($0 + alpha - 1) / alpha, 1 / 0.45) }
    }

    static func decodeProPhoto(_ value: Double) -> Double {
        signed(value) { $0 <= 16.0 / 512 ? $0 / 16 : pow($0, 1.8) }
    }

    // MARK: Cylindrical and perceptual spaces

    /// Hue in degrees, saturation and lightness in percent.
    static func hslToSRGB(_ c: Vector) -> Vector {
        let hue = c[0].truncatingRemainder(dividingBy: 360) + (c[0] < 0 ? 360 : 0)
        let saturation = c[1] / 100, lightness = c[2] / 100
        func channel(_ n: Double) -> Double {
            let k = (n + hue / 30).truncatingRemainder(dividingBy: 12)
            let a = saturation * min(lightness, 1 - lightness)
            return lightness - a * max(-1, min(k - 3, 9 - k, 1))
        }
        return [channel(0), channel(8), channel(4)]
    }

    /// Hue in degrees, whiteness and blackness in percent.
    static func hwbToSRGB(_ c: Vector) -> Vector {
        let white = c[1] / 100, black = c[2] / 100
        if white + black >= 1 {
            let gray = white / (white + black)
            return [gray, gray, gray]
        }
        return hslToSRGB([c[0], 100, 50]).map { $0 * (1 - white - black) + white }
    }

    /// `[L, C, h]` to `[L, a, b]`.
    static func polarToCartesian(_ c: Vector) -> Vector {
        let radians = c[2] * Double.pi / 180
        return [c[0], c[1] * cos(radians), c[1] * sin(radians)]
    }

    static func labToXYZD50(_ lab: Vector) -> Vector {
        let kappa = 24389.0 / 27, epsilon = 216.0 / 24389
        let f1 = (lab[0] + 16) / 116
        let f0 = lab[1] / 500 + f1
        let f2 = f1 - lab[2] / 200
        let xyz = [
            pow(f0, 3) > epsilon ? pow(f0, 3) : (116 * f0 - 16) / kappa,
            lab[0] > kappa * epsilon ? pow((lab[0] + 16) / 116, 3) : lab[0] / kappa,
            pow(f2, 3) > epsilon ? pow(f2, 3) : (116 * f2 - 16) / kappa,
        ]
        return zip(xyz, d50White).map { $0 * $1 }
    }

    static func oklabToXYZD65(_ lab: Vector) -> Vector {
        multiply(lmsToXYZD65, multiply(oklabToLMS, lab).map { $0 * $0 * $0 })
    }

    // MARK: Matrices

    static let d50White: Vector = [0.3457 / 0.3585, 1, (1 - 0.3457 - 0.3585) / 0.3585]

    static let linearSRGBToXYZD65: Matrix = [
        [0.41239079926595934, 0.357584339383878, 0.1804807884018343],
        [0.21263900587151027, 0.715168678767756, 0.07219231536073371],
        [0.01933081871559182, 0.11919477979462598, 0.9505321522496607],
    ]
    static let xyzD65ToLinearSRGB: Matrix = [
        [3.2409699419045226, -1.537383177570094, -0.4986107602930034],
        [-0.9692436362808796, 1.8759675015077202, 0.04155505740717559],
        [0.05563007969699366, -0.20397695888897652, 1.0569715142428786],
    ]
    static let linearP3ToXYZD65: Matrix = [
        [0.4865709486482162, 0.26566769316909306, 0.1982172852343625],
        [0.2289745640697488, 0.6917385218365064, 0.079286914093745],
        [0.0, 0.04511338185890264, 1.043944368900976],
    ]
    static let linearA98ToXYZD65: Matrix = [
        [0.5766690429101305, 0.1855582379065463, 0.1882286462349947],
        [0.29734497525053605, 0.6273635662554661, 0.07529145849399788],
        [0.02703136138641234, 0.07068885253582723, 0.9913375368376388],
    ]
    static let linearRec2020ToXYZD65: Matrix = [
        [0.6369580483012914, 0.14461690358620832, 0.1688809751641721],
        [0.2627002120112671, 0.6779980715188708, 0.05930171646986196],
        [0.0, 0.028072693049087428, 1.060985057710791],
    ]
    static let linearProPhotoToXYZD50: Matrix = [
        [0.7977604896723027, 0.13518583717574031, 0.0313493495815248],
        [0.2880711282292934, 0.7118432178101014, 0.00008565396060525902],
        [0.0, 0.0, 0.8251046025104601],
    ]
    /// Bradford chromatic adaptation.
    static let d50ToD65: Matrix = [
        [0.9554734527042182, -0.023098536874261423, 0.0632593086610217],
        [-0.028369706963208136, 1.0099954580058226, 0.021041398966943008],
        [0.012314001688319899, -0.020507696433477912, 1.3303659366080753],
    ]
    static let oklabToLMS: Matrix = [
        [1.0, 0.3963377773761749, 0.2158037573099136],
        [1.0, -0.1055613458156586, -0.0638541728258133],
        [1.0, -0.0894841775298119, -1.2914855480194092],
    ]
    static let lmsToXYZD65: Matrix = [
        [1.2268798758459243, -0.5578149944602171, 0.2813910456659647],
        [-0.0405757452148008, 1.1122868032803170, -0.0717110580655164],
        [-0.0763729366746601, -0.4214933324022432, 1.5869240198367816],
    ]
}
