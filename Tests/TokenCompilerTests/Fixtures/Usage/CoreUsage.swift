// The core layer without SwiftUI: plain Swift values, usable on any platform and off the main actor.
import DesignSystem

// Snippet: core
/// Every brand in dark mode, e.g. for a brand picker's swatches.
nonisolated func darkSwatches() -> [(name: String, primary: ThemeColor)] {
    AppTheme.Brand.allCases.map { brand in
        let theme = AppTheme(brand: brand, mode: .dark)
        return (brand.rawValue, theme.color.brand.primary)
    }
}

let titleSize: Double = AppTheme.default.typography.title.fontSize   // 1.75rem × 16 = 28 points
let pressDuration: Double = AppTheme.acme.motion.transition.press.duration   // seconds
let cardRadius: Double = AppTheme.nova.radius.medium   // nova overrides radius.medium: 14
// Snippet: end

/// The font tokens on their own: a family's names in order of preference, a weight's number.
nonisolated func fontTokens() -> (family: [String], weight: Double, size: Double) {
    let font = AppTheme.default.font
    return (font.family.sans.names, font.weight.semibold.value, font.size.body)
}
