/// `SwiftUI/ThemeValues+SwiftUI.swift`: SwiftUI values and modifiers for the core value types,
/// under `#if canImport(SwiftUI)`. Every API it calls is a public SwiftUI declaration with Apple's
/// signature (checked against the stand-in in `Tests/StandIns/SwiftUI`).
///
/// Mappings:
/// - Colors: `Color(_:red:green:blue:opacity:)` in `ThemeColor.display.space` (sRGB, linear sRGB
///   or Display P3; tokenc converted other spaces).
/// - Font weights: the nearest `Font.Weight` (100 `ultraLight`, 200 `thin`, 300 `light`,
///   400 `regular`, 500 `medium`, 600 `semibold`, 700 `bold`, 800 `heavy`, 900+ `black`).
/// - Fonts: a named family through `Font.custom(_:size:relativeTo:)`; the system font and the
///   generic families (`system-ui`, `sans-serif`, `SF Pro…`, `ui-rounded`, `SF Pro Rounded`,
///   `monospace`, `ui-monospace`, `SF Mono`, `serif`, `ui-serif`, `New York`) through
///   `Font.system(size:weight:design:)`. The Dynamic Type text style is chosen by size (see
///   `textStyle`). `View.typography(_:)` scales size, letter spacing and line spacing with
///   `@ScaledMetric`, so system fonts scale too.
/// - Line height: `lineSpacing` = (lineHeight − 1.2) × fontSize, at least 0 (1.2 is the natural
///   line height of the system font); letter spacing through `tracking(_:)`.
/// - Shadows: each non-inset layer as `shadow(color:radius:x:y:)` with radius = blur / 2; spread
///   and inset layers cannot be drawn by SwiftUI's shadow and are left out.
/// - Borders: `strokeBorder(_:style:)` on a continuous `RoundedRectangle`; `dashed` as dashes of
///   2 × width, `dotted` as round dots, other named styles solid.
/// - Gradients: `LinearGradient`, top to bottom unless given other points.
/// - Transitions: `Animation.timingCurve(_:_:_:_:duration:)` with `delay(_:)`.
struct SwiftUIEmitter {
    var access: AccessLevel

    func file() -> GeneratedFile {
        let a = access.prefix
        let text = """
            #if canImport(SwiftUI)
            import SwiftUI

            nonisolated extension ThemeColor {
                /// The color for SwiftUI, in the RGB space tokenc chose (`display`).
                \(a)var color: Color {
                    Color(display.space.rgbColorSpace, red: display.red, green: display.green, blue: display.blue, opacity: alpha)
                }
            }

            nonisolated extension ThemeColor.Display.Space {
                /// The matching SwiftUI color space.
                \(a)var rgbColorSpace: Color.RGBColorSpace {
                    switch self {
                    case .sRGB:
                        return .sRGB
                    case .sRGBLinear:
                        return .sRGBLinear
                    case .displayP3:
                        return .displayP3
                    }
                }
            }

            nonisolated extension ThemeFontWeight {
                /// The nearest SwiftUI weight: 100 ultraLight, 200 thin, 300 light, 400 regular, 500 medium,
                /// 600 semibold, 700 bold, 800 heavy, 900 and above black.
                \(a)var weight: Font.Weight {
                    switch value {
                    case ..<150:
                        return .ultraLight
                    case ..<250:
                        return .thin
                    case ..<350:
                        return .light
                    case ..<450:
                        return .regular
                    case ..<550:
                        return .medium
                    case ..<650:
                        return .semibold
                    case ..<750:
                        return .bold
                    case ..<850:
                        return .heavy
                    default:
                        return .black
                    }
                }
            }

            nonisolated extension ThemeFontFamily {
                /// The system font's design when the preferred family is the system font or a generic family;
                /// `nil` for a named font.
                \(a)var systemDesign: Font.Design? {
                    switch primary.lowercased() {
                    case "system-ui", "-apple-system", "blinkmacsystemfont", "sans-serif", "ui-sans-serif", "sf pro", "sf pro text", "sf pro display":
                        return .default
                    case "ui-rounded", "sf pro rounded":
                        return .rounded
                    case "monospace", "ui-monospace", "sf mono":
                        return .monospaced
                    case "serif", "ui-serif", "new york":
                        return .serif
                    default:
                        return nil
                    }
                }
            }

            nonisolated extension ThemeTypography {
                /// The Dynamic Type style the size scales with: the style whose default size (at the Large
                /// setting) is the largest not above `fontSize` — 34 largeTitle, 28 title, 22 title2,
                /// 20 title3, 17 body, 16 callout, 15 subheadline, 13 footnote, 12 caption, else caption2.
                \(a)var textStyle: Font.TextStyle {
                    switch fontSize {
                    case 34...:
                        return .largeTitle
                    case 28...:
                        return .title
                    case 22...:
                        return .title2
                    case 20...:
                        return .title3
                    case 17...:
                        return .body
                    case 16...:
                        return .callout
                    case 15...:
                        return .subheadline
                    case 13...:
                        return .footnote
                    case 12...:
                        return .caption
                    default:
                        return .caption2
                    }
                }

                /// The font: a named family scales with Dynamic Type (`relativeTo: textStyle`); the system
                /// font has a fixed size here (use `View.typography(_:)` to scale it as well).
                \(a)var font: Font {
                    if let design = fontFamily.systemDesign {
                        return Font.system(size: fontSize, weight: fontWeight.weight, design: design)
                    }
                    return Font.custom(fontFamily.primary, size: fontSize, relativeTo: textStyle).weight(fontWeight.weight)
                }

                /// The font at exactly `size` points, not scaled again.
                \(a)func font(size: CGFloat) -> Font {
                    if let design = fontFamily.systemDesign {
                        return Font.system(size: size, weight: fontWeight.weight, design: design)
                    }
                    return Font.custom(fontFamily.primary, fixedSize: size).weight(fontWeight.weight)
                }

                /// The space SwiftUI adds between lines (`lineSpacing(_:)`) for `lineHeight`: the height
                /// beyond the system font's natural 1.2 × size, at least 0.
                \(a)var lineSpacing: CGFloat {
                    CGFloat(max(0, (lineHeight - 1.2) * fontSize))
                }
            }

            /// Applies a typography token: its font, letter spacing (`tracking`) and line spacing, all
            /// scaled with Dynamic Type relative to the token's text style.
            \(a)struct ThemeTypographyModifier: ViewModifier {
                private let typography: ThemeTypography

                nonisolated \(a)init(_ typography: ThemeTypography) {
                    self.typography = typography
                }

                \(a)func body(content: Content) -> some View {
                    ScaledTypography(content: content, typography: typography)
                }
            }

            /// Reads the Dynamic Type scale of the typography's text style with `@ScaledMetric`.
            private struct ScaledTypography<Content: View>: View {
                let content: Content
                let typography: ThemeTypography
                @ScaledMetric private var scale: CGFloat

                init(content: Content, typography: ThemeTypography) {
                    self.content = content
                    self.typography = typography
                    self._scale = ScaledMetric(wrappedValue: 1, relativeTo: typography.textStyle)
                }

                var body: some View {
                    content
                        .font(typography.font(size: typography.fontSize * scale))
                        .tracking(typography.letterSpacing * scale)
                        .lineSpacing(typography.lineSpacing * scale)
                }
            }

            nonisolated extension ThemeCubicBezier {
                /// A SwiftUI animation along this curve.
                \(a)func animation(duration: Double) -> Animation {
                    Animation.timingCurve(x1, y1, x2, y2, duration: duration)
                }
            }

            nonisolated extension ThemeTransition {
                /// The transition as a SwiftUI animation: its curve, duration and delay.
                \(a)var animation: Animation {
                    timingFunction.animation(duration: duration).delay(delay)
                }
            }

            nonisolated extension ThemeGradient {
                /// The stops as a SwiftUI gradient.
                \(a)var gradient: Gradient {
                    Gradient(stops: stops.map { (stop: ThemeGradient.Stop) -> Gradient.Stop in
                        Gradient.Stop(color: stop.color.color, location: CGFloat(stop.position))
                    })
                }

                /// A linear gradient between two points; tokens do not say a direction, so top to bottom
                /// unless given.
                \(a)func linearGradient(startPoint: UnitPoint = .top, endPoint: UnitPoint = .bottom) -> LinearGradient {
                    LinearGradient(gradient: gradient, startPoint: startPoint, endPoint: endPoint)
                }
            }

            nonisolated extension ThemeStrokeStyle.LineCap {
                /// The Core Graphics line cap.
                \(a)var cgLineCap: CGLineCap {
                    switch self {
                    case .round:
                        return .round
                    case .butt:
                        return .butt
                    case .square:
                        return .square
                    }
                }
            }

            nonisolated extension ThemeStrokeStyle {
                /// A SwiftUI stroke `lineWidth` points wide: dashes of 2 × width for `dashed`, round dots for
                /// `dotted`, the dash array as given, and a solid line for the other named styles.
                \(a)func strokeStyle(lineWidth: CGFloat) -> StrokeStyle {
                    switch self {
                    case .dashed:
                        return StrokeStyle(lineWidth: lineWidth, lineCap: .butt, dash: [lineWidth * 2, lineWidth])
                    case .dotted:
                        return StrokeStyle(lineWidth: lineWidth, lineCap: .round, dash: [0, lineWidth * 2])
                    case .dashes(let dashArray, let lineCap):
                        return StrokeStyle(lineWidth: lineWidth, lineCap: lineCap.cgLineCap, dash: dashArray.map { (length: Double) -> CGFloat in CGFloat(length) })
                    case .solid, .double, .groove, .ridge, .outset, .inset:
                        return StrokeStyle(lineWidth: lineWidth)
                    }
                }
            }

            nonisolated extension ThemeBorder {
                /// The stroke for this border's width and style.
                \(a)var strokeStyle: StrokeStyle {
                    style.strokeStyle(lineWidth: CGFloat(width))
                }
            }

            /// Draws a border token inside the view's edge, on a continuous rounded rectangle.
            \(a)struct ThemeBorderModifier: ViewModifier {
                private let border: ThemeBorder
                private let cornerRadius: CGFloat

                nonisolated \(a)init(_ border: ThemeBorder, cornerRadius: CGFloat) {
                    self.border = border
                    self.cornerRadius = cornerRadius
                }

                \(a)func body(content: Content) -> some View {
                    content.overlay(alignment: .center) {
                        RoundedRectangle(cornerRadius: cornerRadius, style: .continuous)
                            .strokeBorder(border.color.color, style: border.strokeStyle, antialiased: true)
                    }
                }
            }

            /// Draws a shadow token's layers in order with `shadow(color:radius:x:y:)`; radius is half the
            /// blur. Spread and inset layers cannot be drawn by SwiftUI's shadow and are left out.
            \(a)struct ThemeShadowModifier: ViewModifier {
                private let layers: [ThemeShadow.Layer]

                nonisolated \(a)init(_ shadow: ThemeShadow) {
                    self.layers = shadow.layers.filter { (layer: ThemeShadow.Layer) -> Bool in !layer.inset }
                }

                \(a)func body(content: Content) -> some View {
                    var view: AnyView = AnyView(content)
                    for layer in layers {
                        view = AnyView(view.shadow(color: layer.color.color, radius: CGFloat(layer.blur / 2), x: CGFloat(layer.offsetX), y: CGFloat(layer.offsetY)))
                    }
                    return view
                }
            }

            extension View {
                /// Sets the font, letter spacing and line spacing of a typography token, scaled with Dynamic Type.
                nonisolated \(a)func typography(_ typography: ThemeTypography) -> some View {
                    modifier(ThemeTypographyModifier(typography))
                }

                /// Draws a border token inside the view's edge.
                nonisolated \(a)func themeBorder(_ border: ThemeBorder, cornerRadius: CGFloat = 0) -> some View {
                    modifier(ThemeBorderModifier(border, cornerRadius: cornerRadius))
                }

                /// Draws a shadow token behind the view.
                nonisolated \(a)func themeShadow(_ shadow: ThemeShadow) -> some View {
                    modifier(ThemeShadowModifier(shadow))
                }
            }

            nonisolated extension AppTheme {
                /// Insets of `length` points on every edge.
                \(a)static func insets(_ length: Double) -> EdgeInsets {
                    EdgeInsets(top: length, leading: length, bottom: length, trailing: length)
                }

                /// Insets of `horizontal` points leading and trailing and `vertical` points top and bottom.
                \(a)static func insets(horizontal: Double, vertical: Double) -> EdgeInsets {
                    EdgeInsets(top: vertical, leading: horizontal, bottom: vertical, trailing: horizontal)
                }
            }
            #endif
            """
        return GeneratedFile(
            path: "SwiftUI/ThemeValues+SwiftUI.swift",
            contents: GeneratedFile.header + "\n// SwiftUI values and view modifiers for the theme's value types.\n\n" + text + "\n")
    }
}

/// `SwiftUI/AppTheme+Environment.swift`: the theme in SwiftUI's environment, through an explicit
/// `EnvironmentKey` (not `@Entry`, which needs a compiler plugin).
struct EnvironmentEmitter {
    var access: AccessLevel
    var appearance: ModifierNames?

    func file() -> GeneratedFile {
        let a = access.prefix
        let getter: String
        let summary: String
        if let appearance {
            summary = """
                    /// The theme of this view: the one chosen with `View.appTheme(_:)` (or `AppTheme.default`),
                    /// edits and all, read in the `\(SwiftIdentifier.bare(appearance.member))` that follows `colorScheme` and `colorSchemeContrast`,
                    /// so a change of appearance re-renders the views that read it with the matching values.
                """
            getter = """
                        get {
                            self[AppThemeKey.self].followingAppearance(
                                isDark: colorScheme == .dark, isHighContrast: colorSchemeContrast == .increased)
                        }
                """
        } else {
            summary = """
                    /// The theme of this view: the one chosen with `View.appTheme(_:)`, else `AppTheme.default`.
                """
            getter = """
                        get { self[AppThemeKey.self] }
                """
        }
        let text = """
            #if canImport(SwiftUI)
            import SwiftUI

            /// Where the environment keeps the theme chosen with `View.appTheme(_:)`.
            nonisolated \(a)struct AppThemeKey: EnvironmentKey {
                \(a)static let defaultValue: AppTheme = AppTheme.default
            }

            nonisolated extension EnvironmentValues {
            \(summary)
                \(a)var appTheme: AppTheme {
            \(getter)
                    set { self[AppThemeKey.self] = newValue }
                }
            }

            extension View {
                /// Uses `theme` for this view and its descendants\(appearance == nil ? "" : " (its appearance still follows the system)").
                nonisolated \(a)func appTheme(_ theme: AppTheme) -> some View {
                    environment(\\.appTheme, theme)
                }
            }
            #endif
            """
        return GeneratedFile(
            path: "SwiftUI/AppTheme+Environment.swift",
            contents: GeneratedFile.header + "\n// The theme in the SwiftUI environment.\n\n" + text + "\n")
    }
}
