#if canImport(SwiftUI)
import DesignSystem
import SwiftUI

// Snippet: environment
struct ProfileCard: View {
    @Environment(\.appTheme) var theme

    var body: some View {
        VStack(alignment: .leading, spacing: theme.spacing.sm) {
            Text("Hi")
                .font(theme.typography.headline.font)
                .foregroundStyle(theme.color.text.primary.color)
            Text("Designed with tokens")
                .typography(theme.typography.body)
                .foregroundStyle(theme.color.text.secondary.color)
        }
        .padding(theme.spacing.lg)
        .background(theme.color.background.raised.color, in: RoundedRectangle(cornerRadius: theme.radius.medium))
        .themeBorder(theme.border.hairline, cornerRadius: theme.radius.medium)
        .themeShadow(theme.shadow.card)
    }
}

struct RootView: View {
    var body: some View {
        ProfileCard()
            .appTheme(.nova)  // the brand; light and dark follow the system
    }
}
// Snippet: end

/// The font group's tokens in SwiftUI: a weight and a family's first name.
struct MonoLabel: View {
    @Environment(\.appTheme) private var theme

    var body: some View {
        Text("v1.0")
            .font(.custom(theme.font.family.mono.names.first ?? "Menlo", size: theme.font.size.caption))
            .fontWeight(theme.font.weight.semibold.weight)
    }
}

// Snippet: values
struct PressableBadge: View {
    @Environment(\.appTheme) private var theme
    @State private var isPressed = false

    var body: some View {
        Text("New")
            .padding(AppTheme.insets(horizontal: theme.spacing.md, vertical: theme.spacing.xs))
            .foregroundStyle(theme.color.text.onBrand.color)
            .background(theme.gradient.brand.linearGradient(startPoint: .leading, endPoint: .trailing), in: Capsule())
            .scaleEffect(isPressed ? theme.motion.pressedScale : 1)
            .animation(theme.motion.transition.press.animation, value: isPressed)
    }
}

/// Themes outside the environment: previews, snapshot tests, widgets.
let previewTheme = AppTheme(brand: .nova, mode: .dark)
let everyTheme: [AppTheme] = AppTheme.Brand.allCases.flatMap { brand in
    AppTheme.Mode.allCases.map { mode in AppTheme(brand: brand, mode: mode) }
}
// Snippet: end

/// Nonisolated code can read theme values and build SwiftUI values and modifiers, as with SwiftUI's own.
nonisolated func accentLabel(_ title: String, theme: AppTheme) -> some View {
    Text(title)
        .typography(theme.typography.title)
        .foregroundStyle(theme.color.brand.primary.color)
        .padding(AppTheme.insets(theme.spacing.root))
        .appTheme(theme)
}

nonisolated func themeFromEnvironment(_ environment: EnvironmentValues) -> AppTheme {
    environment.appTheme
}
#endif
