import TokenModel

/// `out-of-gamut` warnings for the colors generated Swift writes that lie outside Display P3
/// (SwiftUI gets them clipped, ``ColorConversion``).
///
/// The values checked are those the emitter writes (``ThemeToken/writtenValues(in:)``): a constant
/// token's value in the default permutation, a varying token's value in each row of its `switch`.
/// A whole-token alias is not reported: the token it aliases reports its own colors, once.
package enum ColorGamutCheck {
    package static func warnings(for theme: ResolvedTheme, modifiers: [ModifierNames]) -> [Diagnostic] {
        let defaultIndex = theme.index(of: theme.defaultPermutation) ?? 0
        var rows = VariationRows.Cache()
        var warnings: [Diagnostic] = []
        for token in theme.tokens where token.type.holdsColors {
            if token.variesWith.isEmpty {
                warnings += self.warnings(for: token.values[defaultIndex])
            } else {
                for value in token.writtenValues(in: rows.rows(for: token.variesWith, modifiers: modifiers, theme: theme)) {
                    if let value { warnings += self.warnings(for: value) }
                }
            }
        }
        return warnings.uniqued()
    }

    /// A warning for each color of `token`'s value outside Display P3, at the token.
    package static func warnings(for token: ResolvedToken) -> [Diagnostic] {
        guard token.aliasOf == nil else { return [] }
        return colors(of: token.value).filter { !ColorConversion.display($0).inGamut }.map { color in
            .warning(
                .outOfGamut,
                "the color of '\(token.path)' (\(color.colorSpace.rawValue)) lies outside Display P3; SwiftUI gets it clipped to Display P3",
                at: token.location)
        }
    }

    /// The colors a value is drawn with, in the order the emitter writes them.
    package static func colors(of value: TokenValue) -> [ColorValue] {
        switch value {
        case .color(let color): [color]
        case .border(let border): [border.color]
        case .shadow(let shadow): shadow.layers.map(\.color)
        case .gradient(let gradient): gradient.stops.map(\.color)
        case .extended(let value): value.members.flatMap { $0.map(colors(of:)) ?? [] }
        case .dimension, .fontFamily, .fontWeight, .duration, .cubicBezier, .number, .strokeStyle, .transition, .typography, .string, .boolean:
            []
        }
    }
}

extension TokenType {
    /// Whether a value of this type has colors (``ColorGamutCheck/colors(of:)``).
    fileprivate var holdsColors: Bool {
        switch self {
        case .color, .border, .shadow, .gradient: true
        case .extended(let type):
            type.home.members.contains {
                if case .value(let memberType) = $0.kind { memberType.holdsColors } else { false }
            }
        case .dimension, .fontFamily, .fontWeight, .duration, .cubicBezier, .number, .strokeStyle, .transition, .typography, .string, .boolean: false
        }
    }
}

extension ThemeToken {
    /// The token's value in each row of its `switch` (nil where the permutation lacks it): what
    /// the emitter writes for a token that varies, and what lowering checks.
    package func writtenValues(in rows: VariationRows) -> [ResolvedToken?] {
        rows.rows.map { value(in: $0.permutation) }
    }
}
