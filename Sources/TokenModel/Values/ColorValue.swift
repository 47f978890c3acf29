/// The color spaces of the DTCG Color module, with the ranges their components must lie in.
package enum ColorSpace: String, Sendable, Hashable, CaseIterable {
    case srgb
    case srgbLinear = "srgb-linear"
    case hsl
    case hwb
    case lab
    case lch
    case oklab
    case oklch
    case displayP3 = "display-p3"
    case a98RGB = "a98-rgb"
    case prophotoRGB = "prophoto-rgb"
    case rec2020
    case xyzD65 = "xyz-d65"
    case xyzD50 = "xyz-d50"

    /// The allowed range of one component, as the Color module's table gives it.
    package struct ComponentRange: Sendable, Hashable {
        package var name: String
        package var lowerBound: Double
        package var upperBound: Double
        /// True when the upper bound itself is excluded (hue: `[0, 360)`).
        package var upperExcluded: Bool

        package func contains(_ value: Double) -> Bool {
            value >= lowerBound && (upperExcluded ? value < upperBound : value <= upperBound)
        }

        /// The range as the specification writes it: `[0, 360)`, `[0, ∞)`.
        package var notation: String {
            func text(_ bound: Double) -> String {
                bound.isInfinite ? (bound < 0 ? "-∞" : "∞") : NumberLiteral(bound).text
            }
            let open = lowerBound.isInfinite ? "(" : "["
            let close = upperExcluded || upperBound.isInfinite ? ")" : "]"
            return "\(open)\(text(lowerBound)), \(text(upperBound))\(close)"
        }
    }

    /// The three components of this color space in order.
    package var componentRanges: [ComponentRange] {
        Self.rangesBySpace[self]!
    }

    /// Every space's ranges, made once: colors are decoded by the thousand.
    private static let rangesBySpace: [ColorSpace: [ComponentRange]] = Dictionary(
        uniqueKeysWithValues: allCases.map { ($0, $0.makeComponentRanges()) })

    private func makeComponentRanges() -> [ComponentRange] {
        func range(_ name: String, _ low: Double, _ high: Double, excluded: Bool = false) -> ComponentRange {
            ComponentRange(name: name, lowerBound: low, upperBound: high, upperExcluded: excluded)
        }
        let hue = range("hue", 0, 360, excluded: true)
        switch self {
        case .srgb, .srgbLinear, .displayP3, .a98RGB, .prophotoRGB, .rec2020:
            return [range("red", 0, 1), range("green", 0, 1), range("blue", 0, 1)]
        case .hsl:
            return [hue, range("saturation", 0, 100), range("lightness", 0, 100)]
        case .hwb:
            return [hue, range("whiteness", 0, 100), range("blackness", 0, 100)]
        case .lab:
            return [range("lightness", 0, 100), range("a", -.infinity, .infinity), range("b", -.infinity, .infinity)]
        case .lch:
            return [range("lightness", 0, 100), range("chroma", 0, .infinity), hue]
        case .oklab:
            return [range("lightness", 0, 1), range("a", -.infinity, .infinity), range("b", -.infinity, .infinity)]
        case .oklch:
            return [range("lightness", 0, 1), range("chroma", 0, .infinity), hue]
        case .xyzD65, .xyzD50:
            return [range("x", 0, 1), range("y", 0, 1), range("z", 0, 1)]
        }
    }
}

/// A color exactly as authored: its space, components and alpha, converted only at emission.
package struct ColorValue: Sendable, Hashable {
    /// One component: a number, or `none` (not applicable, e.g. the hue of a gray).
    package enum Component: Sendable, Hashable {
        case number(NumberLiteral)
        case none
    }

    package var colorSpace: ColorSpace
    package var components: [Component]
    /// `nil` when the file gave no alpha (which means fully opaque).
    package var alpha: NumberLiteral?
    /// The optional 6-digit `#rrggbb` fallback.
    package var hex: String?

    package init(colorSpace: ColorSpace, components: [Component], alpha: NumberLiteral? = nil, hex: String? = nil) {
        self.colorSpace = colorSpace
        self.components = components
        self.alpha = alpha
        self.hex = hex
    }

    /// The opacity in 0...1 (1 when the file gave none).
    package var opacity: Double { alpha?.value ?? 1 }
}
