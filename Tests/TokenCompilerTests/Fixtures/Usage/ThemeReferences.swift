#if canImport(SwiftUI)
import DesignSystem
import SwiftUI

// Snippet: shape-styles
@available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
struct WelcomeBanner: View {
    var body: some View {
        VStack(alignment: .leading) {
            Text("Welcome")
                .foregroundStyle(.theme.color.text.primary)
            Text("Tokens all the way down")
                .foregroundStyle(.theme.color.text.secondary.opacity(0.8))
            Capsule()
                .fill(.theme.gradient.brand)
                .frame(height: 4)
        }
        .padding()
        .background(.theme.color.background.raised, in: RoundedRectangle(cornerRadius: 12))
    }
}
// Snippet: end

// Snippet: typography-reference
struct Headline: View {
    var body: some View {
        Text("Read the theme where it is used")
            .typography(.theme.typography.headline)  // iOS 16 too: a modifier reads the environment
    }
}
// Snippet: end

/// Every color and gradient token of the repository as a `ShapeStyle`, beside SwiftUI's own
/// named styles, which `.theme` leaves reachable.
@available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
struct EveryShapeStyle: View {
    var body: some View {
        VStack {
            Text("brand").foregroundStyle(.theme.color.brand.primary, .theme.color.brand.primaryPressed)
            Text("text").foregroundStyle(.theme.color.text.onBrand)
            Text("status").foregroundStyle(.theme.color.status.danger)
            Rectangle().fill(.theme.color.background.base)
            Rectangle().stroke(.theme.color.border.subtle, lineWidth: 1)
            Rectangle().fill(.theme.palette.blue._500).background(.theme.palette.gray._1000)
            Rectangle().strokeBorder(.theme.component.button.primary.background, lineWidth: 2)
            Text("button").foregroundStyle(.theme.component.button.primary.foreground)
            Text("tint").tint(AnyShapeStyle(.theme.color.brand.primary))  // `tint(_:)` takes an optional
            Text("SwiftUI").foregroundStyle(.primary, .secondary).background(.tertiary)
            Text("SwiftUI").foregroundStyle(.quaternary).background(.background)
            Rectangle().fill(.tint).background(.foreground)
            Rectangle().fill(.separator).background(.selection)
            Rectangle().fill(.placeholder).background(.link)
            Rectangle().fill(.fill)
        }
    }
}

// Snippet: fonts
struct Caption: View {
    @Environment(\.appTheme) private var theme

    var body: some View {
        VStack {
            Text("Scales with Dynamic Type").font(theme.typography.body.font)
            Text("Always 17 points").font(theme.typography.body.fixedFont)
            Text("Any color API").shadow(color: theme.palette.shadow.color, radius: 2)
        }
    }
}
// Snippet: end

/// Every typography token through the environment, and its fonts.
struct EveryTypography: View {
    @Environment(\.appTheme) private var theme

    var body: some View {
        VStack {
            Text("title").typography(.theme.typography.title)
            Text("body").typography(.theme.typography.body)
            Text("button").typography(.theme.component.button.primary.typography)
            Text("fixed").font(theme.typography.headline.fixedFont)
            Text("style").font(.system(theme.typography.title.textStyle))
        }
    }
}

/// A color for an API that takes one, from the environment a `ShapeStyle` resolves in.
@available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
nonisolated func resolvedPrimary(in environment: EnvironmentValues) -> Color {
    let primary: ThemeReference<ThemeColor> = .theme.color.text.primary
    return primary.resolve(in: environment)
}
#endif

#if canImport(UIKit)
import DesignSystem
import UIKit

// Snippet: uikit-fonts
/// UIKit: a font that scales with Dynamic Type (set `adjustsFontForContentSizeCategory` on the
/// label to follow later changes) and one of a fixed size.
func uiKitFonts(theme: AppTheme) -> (body: UIFont, fixedTitle: UIFont) {
    (theme.typography.body.uiFont, theme.typography.title.fixedUIFont)
}
// Snippet: end
#endif
