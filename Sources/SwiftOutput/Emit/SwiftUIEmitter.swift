import TokenModel

/// `SwiftUI/ThemeValues+SwiftUI.swift`: SwiftUI values and modifiers for the core value types,
/// under `#if canImport(SwiftUI)`. Every API it calls is a public SwiftUI declaration with Apple's
/// signature (checked against the stand-in in `Tests/StandIns/SwiftUI`).
///
/// Mappings:
/// - Colors: `Color(_:red:green:blue:opacity:)` in `ThemeColor.display.space` (sRGB, linear sRGB
///   or Display P3; tokenc converted other spaces).
/// - Font weights: the `Font.Weight` of the standard weight nearest (`FontMatchingEmitter`):
///   100 `ultraLight`, 200 `thin`, 300 `light`, 400 `regular`, 500 `medium`, 600 `semibold`,
///   700 `bold`, 800 `heavy`, 900 `black`.
/// - Fonts: `font` scales with Dynamic Type relative to the text style nearest the size: a named
///   family through `Font.custom(_:size:relativeTo:)`; the system font and the generic families
///   (`system-ui`, `sans-serif`, `SF Pro…`, `ui-rounded`, `monospace`, `serif`, `New York`, …)
///   through `Font.system(_:design:weight:)`, at the text style's size (SwiftUI cannot scale a
///   system font of another size). `fixedFont` is the exact size, unscaled
///   (`Font.system(size:weight:design:)`, `Font.custom(_:fixedSize:)`). `View.typography(_:)`
///   scales the exact size, letter spacing and line spacing with `@ScaledMetric`.
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

            nonisolated extension Color {
                /// The token's color, as `ThemeColor.color` gives it, wherever SwiftUI takes a `Color`:
                /// `.tint(Color(theme.color.brand.primary))`.
                \(a)init(_ color: ThemeColor) {
                    self = color.color
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

            \(PlatformFontWeight.swiftUI.declaration(access: access))

            nonisolated extension ThemeFontFamily {
                /// The system font's design when the preferred family is the system font or a generic family
                /// (see `systemFontDesign`); `nil` for a named font.
                \(a)var systemDesign: Font.Design? {
                    switch systemFontDesign {
                    case .default:
                        return .default
                    case .rounded:
                        return .rounded
                    case .monospaced:
                        return .monospaced
                    case .serif:
                        return .serif
                    case nil:
                        return nil
                    }
                }
            }

            nonisolated extension ThemeTypography {
                /// The Dynamic Type style the font scales with: `nearestTextStyle`, the style whose default
                /// size is nearest `fontSize` (34 largeTitle, 28 title, 22 title2, 20 title3, 17 body,
                /// 16 callout, 15 subheadline, 13 footnote, 12 caption, 11 caption2; halfway, the larger).
                \(a)var textStyle: Font.TextStyle {
                    switch nearestTextStyle {
                    case .largeTitle:
                        return .largeTitle
                    case .title:
                        return .title
                    case .title2:
                        return .title2
                    case .title3:
                        return .title3
                    case .body:
                        return .body
                    case .callout:
                        return .callout
                    case .subheadline:
                        return .subheadline
                    case .footnote:
                        return .footnote
                    case .caption:
                        return .caption
                    case .caption2:
                        return .caption2
                    }
                }

                /// The font, scaled with Dynamic Type relative to `textStyle`. A named family is
                /// `fontSize` points at the Large setting (`Font.custom(_:size:relativeTo:)`). The system
                /// font is the text style's own font (`Font.system(_:design:weight:)`), so at the Large
                /// setting it is the style's default size, which differs from `fontSize` unless that is a
                /// default size: SwiftUI has no system font of a chosen size that scales. For the exact
                /// size, scaled, use `View.typography(_:)`; unscaled, `fixedFont`.
                \(a)var font: Font {
                    if let design = fontFamily.systemDesign {
                        return Font.system(textStyle, design: design, weight: fontWeight.weight)
                    }
                    return Font.custom(fontFamily.primary, size: fontSize, relativeTo: textStyle).weight(fontWeight.weight)
                }

                /// The font at exactly `fontSize` points whatever the Dynamic Type setting.
                \(a)var fixedFont: Font {
                    font(size: fontSize)
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

            extension Text {
                /// The font and letter spacing of a typography token, returning `Text`, so that runs
                /// of text styled apart still concatenate:
                /// `Text("Total ") + Text(price).typography(inline: theme.typography.price)`. The font
                /// is ``ThemeTypography/font``, scaled with Dynamic Type; the letter spacing is the
                /// token's. Line spacing belongs to the view that lays out the lines: give it
                /// `.lineSpacing(typography.lineSpacing)`, or `.typography(_:)` for the whole text.
                nonisolated \(a)func typography(inline typography: ThemeTypography) -> Text {
                    font(typography.font).tracking(CGFloat(typography.letterSpacing))
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
                    /// so a change of appearance re-renders the views that read it with the matching values;
                    /// a theme that keeps its own `\(SwiftIdentifier.bare(appearance.member))` (`followsAppearance` false) is read in that one.
                """
            getter = """
                        get {
                            chosen.followingAppearance(
                                isDark: colorScheme == .dark, isHighContrast: colorSchemeContrast == .increased)
                        }
                """
        } else {
            summary = """
                    /// The theme of this view: the one chosen with `View.appTheme(_:)`, else `AppTheme.default`.
                """
            getter = """
                        get { chosen }
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

                /// The theme chosen with `View.appTheme(_:)`; in a debug build under `.appThemeLive()`, with
                /// the live values.
                private var chosen: AppTheme {
                    #if DEBUG
                    if let live = self[AppThemeLiveKey.self] {
                        return live.applied(to: self[AppThemeKey.self])
                    }
                    #endif
                    return self[AppThemeKey.self]
                }
            }

            extension View {
                /// Uses `theme` for this view and its descendants\(appearance == nil ? "" : " (its appearance still follows the system)"),
                /// UIKit views it hosts included (iOS 17: `UITraitCollection.appTheme`).
                nonisolated \(a)func appTheme(_ theme: AppTheme) -> some View {
                    environment(\\.appTheme, theme)
                }
            }

            #if DEBUG
            extension View {
                /// DEBUG builds only: this view and its descendants show the tokens as
                /// `tokenc build --watch --live` writes them, as they change, without a rebuild. Every
                /// theme they read takes the live values, keeping its brand and mode: the one chosen
                /// with `.appTheme(_:)` outside this modifier or inside it, and the UIKit views they host.
                /// The file is the one at `path` (`AppThemeLiveFile.defaultPath`, in the folder of the
                /// generated files, unless given). A release build has no such modifier: call it under
                /// `#if DEBUG`.
                \(a)func appThemeLive(path: String = AppThemeLiveFile.defaultPath) -> some View {
                    modifier(AppThemeLiveModifier(path: path))
                }
            }

            /// Where `.appThemeLive()` keeps the latest live document, which `appTheme` applies.
            nonisolated private struct AppThemeLiveKey: EnvironmentKey {
                static let defaultValue: AppThemeLive? = nil
            }

            /// Follows the live file, and gives the themes below it its values.
            private struct AppThemeLiveModifier: ViewModifier {
                let path: String
                @State private var document: AppThemeLive?
                @Environment(\\.appTheme) private var theme: AppTheme

                func body(content: Content) -> some View {
                    content
                        .environment(\\.appTheme, document?.applied(to: theme) ?? theme)
                        .environment(\\.appThemeLive, document)
                        .task(id: path) {
                            for await next in AppThemeLiveFile.documents(at: path) {
                                document = next
                            }
                        }
                }
            }

            nonisolated extension EnvironmentValues {
                /// The latest live document, for `appTheme` to apply.
                fileprivate var appThemeLive: AppThemeLive? {
                    get { self[AppThemeLiveKey.self] }
                    set { self[AppThemeLiveKey.self] = newValue }
                }
            }
            #endif

            #if canImport(UIKit) && !os(watchOS)
            import UIKit

            /// The theme crosses between SwiftUI and UIKit: `.appTheme(_:)` reaches the UIKit views a
            /// SwiftUI view hosts, and a theme a window or view controller sets with
            /// `traitOverrides.appTheme` reaches the SwiftUI views it hosts.
            @available(iOS 17.0, tvOS 17.0, *)
            extension AppThemeKey: UITraitBridgedEnvironmentKey {
                \(a)static func read(from traitCollection: UITraitCollection) -> AppTheme {
                    traitCollection.appTheme
                }

                \(a)static func write(to mutableTraits: inout any UIMutableTraits, value: AppTheme) {
                    mutableTraits.appTheme = value
                }
            }
            #endif
            #endif
            """
        return GeneratedFile(
            path: "SwiftUI/AppTheme+Environment.swift",
            contents: GeneratedFile.header + "\n// The theme in the SwiftUI environment.\n\n" + text + "\n")
    }
}
