#if canImport(SwiftUI)
import DesignSystem
import SwiftUI

// Snippet: color-slots
/// Every brand's primary color, listed with `ForEach` (a modifier's enum is `Identifiable`), in
/// the places SwiftUI takes a `Color`.
struct BrandSwatches: View {
    @Environment(\.appTheme) private var theme

    var body: some View {
        ForEach(AppTheme.Brand.allCases) { brand in
            Text(brand.rawValue)
                .foregroundStyle(Color(AppTheme(brand: brand).color.brand.primary))
                .shadow(color: Color(theme.color.border.subtle), radius: 2)
        }
        .tint(Color(theme.color.brand.primary))
    }
}
// Snippet: end

// Snippet: inline-typography
/// A price set in a sentence: runs of text styled apart concatenate into one `Text`.
struct PriceLine: View {
    @Environment(\.appTheme) private var theme

    var body: some View {
        (Text("Total ") + Text("€42").typography(inline: theme.typography.headline))
            .typography(theme.typography.body)
    }
}
// Snippet: end

// Snippet: fixed-mode
/// nova in dark whatever the system's appearance: a theme given a mode keeps it.
struct NightSaleBanner: View {
    var body: some View {
        Text("Night sale")
            .appTheme(AppTheme(brand: .nova, mode: .dark))
    }
}
// Snippet: end
#endif
