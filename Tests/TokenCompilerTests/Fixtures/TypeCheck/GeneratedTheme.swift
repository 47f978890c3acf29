// A hand-written stand-in for what tokenc will generate: the shapes the generator is expected to emit,
// type-checked against the SwiftUI stand-in by TypeCheckPositiveTests. Not compiled by SwiftPM
// (Fixtures/ is excluded from the test target).
#if canImport(SwiftUI)
import SwiftUI

// MARK: - Theme values

public struct AppTheme: Sendable, Hashable {
    public struct Colors: Sendable, Hashable {
        public var primary: Color
        public var onPrimary: Color
        public var surface: Color
        public var border: Color
        public var accentP3: Color
        public var scrim: Color
    }

    public struct Typography: Sendable, Hashable {
        public var body: Font
        public var title: Font
        public var caption: Font
        public var mono: Font
    }

    public struct Spacing: Sendable, Hashable {
        public var small: CGFloat
        public var medium: CGFloat
        public var large: CGFloat
    }

    public var colors: Colors
    public var typography: Typography
    public var spacing: Spacing
    public var cornerRadius: CGFloat
    // EdgeInsets is Equatable but not Hashable [S], so a Hashable theme stores the numbers and
    // builds the insets on demand.
    public var buttonPaddingVertical: CGFloat
    public var buttonPaddingHorizontal: CGFloat
    public var letterSpacing: CGFloat
    public var pressedScale: CGFloat

    public static let light = AppTheme(
        colors: Colors(
            primary: Color(.sRGB, red: 0.1, green: 0.3, blue: 0.9, opacity: 1),
            onPrimary: Color(red: 1, green: 1, blue: 1),
            surface: Color(white: 0.98),
            border: Color(.sRGB, white: 0.8, opacity: 0.5),
            accentP3: Color(.displayP3, red: 1, green: 0.2, blue: 0.4, opacity: 1),
            scrim: Color.init(Color.RGBColorSpace.sRGBLinear, red: 0, green: 0, blue: 0, opacity: 0.4)
        ),
        typography: Typography(
            body: Font.system(size: 16, weight: .regular, design: .default),
            title: Font.custom("Inter-Bold", size: 28, relativeTo: .title),
            caption: Font.custom("Inter", fixedSize: 12),
            mono: .system(size: 14, design: .monospaced)
        ),
        spacing: Spacing(small: 4, medium: 8, large: 16),
        cornerRadius: 12,
        buttonPaddingVertical: 10,
        buttonPaddingHorizontal: 16,
        letterSpacing: 0.2,
        pressedScale: 0.97
    )

    public static let dark = AppTheme.light

    public var buttonInsets: EdgeInsets {
        EdgeInsets(top: buttonPaddingVertical, leading: buttonPaddingHorizontal, bottom: buttonPaddingVertical, trailing: buttonPaddingHorizontal)
    }

    public var brandGradient: LinearGradient {
        LinearGradient(
            gradient: Gradient(stops: [
                Gradient.Stop(color: colors.primary, location: 0),
                Gradient.Stop(color: colors.accentP3, location: 1),
            ]),
            startPoint: .topLeading,
            endPoint: .bottomTrailing
        )
    }

    public var emphasized: Animation {
        Animation.timingCurve(0.2, 0, 0, 1, duration: 0.3).delay(0.05)
    }

    public var cardBorder: StrokeStyle {
        StrokeStyle(lineWidth: 1, lineCap: .round, lineJoin: .round, miterLimit: 10, dash: [4, 2], dashPhase: 0)
    }
}

// MARK: - Environment

public struct AppThemeKey: EnvironmentKey {
    public static let defaultValue: AppTheme = .light
}

extension EnvironmentValues {
    public var appTheme: AppTheme {
        get { self[AppThemeKey.self] }
        set { self[AppThemeKey.self] = newValue }
    }
}

extension View {
    public func appTheme(_ theme: AppTheme) -> some View {
        environment(\.appTheme, theme)
    }
}

/// Picks the light or dark theme from the environment's colour scheme.
public struct AppThemeResolver: ViewModifier {
    @Environment(\.colorScheme) private var colorScheme
    @Environment(\.colorSchemeContrast) private var contrast

    public init() {}

    public func body(content: Content) -> some View {
        content.environment(\.appTheme, resolvedTheme)
    }

    private var resolvedTheme: AppTheme {
        switch colorScheme {
        case .light: return contrast == .increased ? .light : .light
        case .dark: return .dark
        @unknown default: return .light
        }
    }
}

// MARK: - Styles

public struct PrimaryButtonStyle: ButtonStyle {
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        PrimaryButton(configuration: configuration)
    }

    /// Reads the theme: a style cannot hold `@Environment` itself reliably, a view can.
    private struct PrimaryButton: View {
        let configuration: ButtonStyleConfiguration
        @Environment(\.appTheme) private var theme
        @Environment(\.isEnabled) private var isEnabled

        var body: some View {
            configuration.label
                .font(theme.typography.body)
                .tracking(theme.letterSpacing)
                .foregroundStyle(theme.colors.onPrimary)
                .padding(theme.buttonInsets)
                .background(theme.colors.primary, in: RoundedRectangle(cornerRadius: theme.cornerRadius, style: .continuous))
                .overlay {
                    RoundedRectangle(cornerRadius: theme.cornerRadius)
                        .strokeBorder(theme.colors.border, lineWidth: 1)
                }
                .opacity(isEnabled ? 1 : 0.5)
                .scaleEffect(configuration.isPressed ? theme.pressedScale : 1)
                .animation(theme.emphasized, value: configuration.isPressed)
                .shadow(color: theme.colors.scrim, radius: 4, x: 0, y: 2)
        }
    }
}

extension ButtonStyle where Self == PrimaryButtonStyle {
    @MainActor @preconcurrency public static var primary: PrimaryButtonStyle { .init() }
}

public struct RoundedFieldStyle: TextFieldStyle {
    public init() {}

    public func _body(configuration: TextField<Self._Label>) -> some View {
        RoundedField(field: configuration)
    }

    private struct RoundedField: View {
        let field: TextField<_TextFieldStyleLabel>
        @Environment(\.appTheme) private var theme

        var body: some View {
            field
                .font(theme.typography.body)
                .padding(.horizontal, theme.spacing.medium)
                .padding(theme.spacing.small)
                .background(theme.colors.surface, in: RoundedRectangle(cornerRadius: theme.cornerRadius))
                .clipShape(RoundedRectangle(cornerRadius: theme.cornerRadius, style: .continuous))
        }
    }
}

extension TextFieldStyle where Self == RoundedFieldStyle {
    public static var rounded: RoundedFieldStyle { .init() }
}

public struct BadgeLabelStyle: LabelStyle {
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        HStack(alignment: .center, spacing: 4) {
            configuration.icon
            configuration.title
        }
        .padding(EdgeInsets(top: 2, leading: 6, bottom: 2, trailing: 6))
        .background(alignment: .center) {
            Capsule().fill(AnyShapeStyle(Color.blue.opacity(0.2)))
        }
    }
}

extension LabelStyle where Self == BadgeLabelStyle {
    @MainActor @preconcurrency public static var badge: BadgeLabelStyle { .init() }
}

public struct PillToggleStyle: ToggleStyle {
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        Button {
            configuration.isOn.toggle()
        } label: {
            HStack {
                configuration.label
                Spacer()
                Image(systemName: configuration.isOn ? "checkmark.circle.fill" : "circle")
            }
        }
        .buttonStyle(.plain)
        .accessibilityToggle(configuration.$isOn)
    }
}

extension View {
    /// Not SwiftUI: shows that a `Binding` from `configuration.$isOn` can be passed around.
    fileprivate func accessibilityToggle(_ isOn: Binding<Bool>) -> some View { self }
}

extension ToggleStyle where Self == PillToggleStyle {
    @MainActor @preconcurrency public static var pill: PillToggleStyle { .init() }
}

public struct CardModifier: ViewModifier {
    @Environment(\.appTheme) private var theme

    public init() {}

    public func body(content: Content) -> some View {
        content
            .padding(theme.spacing.large)
            .background(theme.brandGradient, in: RoundedRectangle(cornerRadius: theme.cornerRadius))
            .overlay(alignment: .topTrailing) {
                Circle().stroke(theme.colors.border, lineWidth: 2).frame(width: 8, height: 8)
            }
            .clipShape(RoundedRectangle(cornerRadius: theme.cornerRadius, style: .continuous))
    }
}

extension View {
    public func card() -> some View {
        modifier(CardModifier())
    }
}
#endif
