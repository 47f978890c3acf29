#if canImport(SwiftUI)
import DesignSystem
import SwiftUI

// Snippet: shape-styles
@available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
struct WelcomeBanner: View {
    var body: some View {
        Text("Welcome")
            .typography(.theme.typography.headline)
            .foregroundStyle(.theme.color.text.onBrand)
            .background(.theme.gradient.brand, in: Capsule())
    }
}
// Snippet: end

/// Shape styles with modifiers of their own, and typography on iOS 16.
@available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
struct Banner: View {
    var body: some View {
        VStack(alignment: .leading) {
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

struct Headline: View {
    var body: some View {
        Text("Read the theme where it is used")
            .typography(.theme.typography.headline)
    }
}

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

// Snippet: reading
struct Caption: View {
    @Environment(\.appTheme) private var theme

    var body: some View {
        Text("Dynamic Type").font(theme.typography.body.font).shadow(color: theme.palette.shadow.color, radius: 2)
    }
}
// Snippet: end

/// The other fonts of a typography.
struct FixedCaption: View {
    @Environment(\.appTheme) private var theme

    var body: some View {
        Text("Always 17 points").font(theme.typography.body.fixedFont)
    }
}

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

let bodyFont: UIFont = AppTheme.nova.typography.body.uiFont
let fixedTitleFont: UIFont = AppTheme.nova.typography.title.fixedUIFont
#endif
