// SwiftUI values and view modifiers for the theme's value types.

#if canImport(SwiftUI)
import SwiftUI

nonisolated extension ThemeColor {
    /// The color for SwiftUI, in the RGB space tokenc chose (`display`).
    public var color: Color {
        Color(display.space.rgbColorSpace, red: display.red, green: display.green, blue: display.blue, opacity: alpha)
    }
}

nonisolated extension Color {
    /// The token's color, as `ThemeColor.color` gives it, wherever SwiftUI takes a `Color`:
    /// `.tint(Color(theme.color.brand.primary))`.
    public init(_ color: ThemeColor) {
        self = color.color
    }
}

nonisolated extension ThemeColor.Display.Space {
    /// The matching SwiftUI color space.
    public var rgbColorSpace: Color.RGBColorSpace {
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
    /// The SwiftUI weight of `standardWeight`: 100 ultraLight, 200 thin, 300 light, 400 regular,
    /// 500 medium, 600 semibold, 700 bold, 800 heavy, 900 black.
    public var weight: Font.Weight {
        switch standardWeight {
        case 100:
            return .ultraLight
        case 200:
            return .thin
        case 300:
            return .light
        case 400:
            return .regular
        case 500:
            return .medium
        case 600:
            return .semibold
        case 700:
            return .bold
        case 800:
            return .heavy
        default:
            return .black
        }
    }
}

nonisolated extension ThemeFontFamily {
    /// The system font's design when the preferred family is the system font or a generic family
    /// (see `systemFontDesign`); `nil` for a named font.
    public var systemDesign: Font.Design? {
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
    public var textStyle: Font.TextStyle {
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
    public var font: Font {
        if let design = fontFamily.systemDesign {
            return Font.system(textStyle, design: design, weight: fontWeight.weight)
        }
        return Font.custom(fontFamily.primary, size: fontSize, relativeTo: textStyle).weight(fontWeight.weight)
    }

    /// The font at exactly `fontSize` points whatever the Dynamic Type setting.
    public var fixedFont: Font {
        font(size: fontSize)
    }

    /// The font at exactly `size` points, not scaled again.
    public func font(size: CGFloat) -> Font {
        if let design = fontFamily.systemDesign {
            return Font.system(size: size, weight: fontWeight.weight, design: design)
        }
        return Font.custom(fontFamily.primary, fixedSize: size).weight(fontWeight.weight)
    }

    /// The space SwiftUI adds between lines (`lineSpacing(_:)`) for `lineHeight`: the height
    /// beyond the system font's natural 1.2 × size, at least 0.
    public var lineSpacing: CGFloat {
        CGFloat(max(0, (lineHeight - 1.2) * fontSize))
    }
}

/// Applies a typography token: its font, letter spacing (`tracking`) and line spacing, all
/// scaled with Dynamic Type relative to the token's text style.
public struct ThemeTypographyModifier: ViewModifier {
    private let typography: ThemeTypography

    nonisolated public init(_ typography: ThemeTypography) {
        self.typography = typography
    }

    public func body(content: Content) -> some View {
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
    public func animation(duration: Double) -> Animation {
        Animation.timingCurve(x1, y1, x2, y2, duration: duration)
    }
}

nonisolated extension ThemeTransition {
    /// The transition as a SwiftUI animation: its curve, duration and delay.
    public var animation: Animation {
        timingFunction.animation(duration: duration).delay(delay)
    }
}

nonisolated extension ThemeGradient {
    /// The stops as a SwiftUI gradient.
    public var gradient: Gradient {
        Gradient(stops: stops.map { (stop: ThemeGradient.Stop) -> Gradient.Stop in
            Gradient.Stop(color: stop.color.color, location: CGFloat(stop.position))
        })
    }

    /// A linear gradient between two points; tokens do not say a direction, so top to bottom
    /// unless given.
    public func linearGradient(startPoint: UnitPoint = .top, endPoint: UnitPoint = .bottom) -> LinearGradient {
        LinearGradient(gradient: gradient, startPoint: startPoint, endPoint: endPoint)
    }
}

nonisolated extension ThemeStrokeStyle.LineCap {
    /// The Core Graphics line cap.
    public var cgLineCap: CGLineCap {
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
    public func strokeStyle(lineWidth: CGFloat) -> StrokeStyle {
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
    public var strokeStyle: StrokeStyle {
        style.strokeStyle(lineWidth: CGFloat(width))
    }
}

/// Draws a border token inside the view's edge, on a continuous rounded rectangle.
public struct ThemeBorderModifier: ViewModifier {
    private let border: ThemeBorder
    private let cornerRadius: CGFloat

    nonisolated public init(_ border: ThemeBorder, cornerRadius: CGFloat) {
        self.border = border
        self.cornerRadius = cornerRadius
    }

    public func body(content: Content) -> some View {
        content.overlay(alignment: .center) {
            RoundedRectangle(cornerRadius: cornerRadius, style: .continuous)
                .strokeBorder(border.color.color, style: border.strokeStyle, antialiased: true)
        }
    }
}

/// Draws a shadow token's layers in order with `shadow(color:radius:x:y:)`; radius is half the
/// blur. Spread and inset layers cannot be drawn by SwiftUI's shadow and are left out.
public struct ThemeShadowModifier: ViewModifier {
    private let layers: [ThemeShadow.Layer]

    nonisolated public init(_ shadow: ThemeShadow) {
        self.layers = shadow.layers.filter { (layer: ThemeShadow.Layer) -> Bool in !layer.inset }
    }

    public func body(content: Content) -> some View {
        var view: AnyView = AnyView(content)
        for layer in layers {
            view = AnyView(view.shadow(color: layer.color.color, radius: CGFloat(layer.blur / 2), x: CGFloat(layer.offsetX), y: CGFloat(layer.offsetY)))
        }
        return view
    }
}

extension View {
    /// Sets the font, letter spacing and line spacing of a typography token, scaled with Dynamic Type.
    nonisolated public func typography(_ typography: ThemeTypography) -> some View {
        modifier(ThemeTypographyModifier(typography))
    }

    /// Draws a border token inside the view's edge.
    nonisolated public func themeBorder(_ border: ThemeBorder, cornerRadius: CGFloat = 0) -> some View {
        modifier(ThemeBorderModifier(border, cornerRadius: cornerRadius))
    }

    /// Draws a shadow token behind the view.
    nonisolated public func themeShadow(_ shadow: ThemeShadow) -> some View {
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
    nonisolated public func typography(inline typography: ThemeTypography) -> Text {
        font(typography.font).tracking(CGFloat(typography.letterSpacing))
    }
}

nonisolated extension AppTheme {
    /// Insets of `length` points on every edge.
    public static func insets(_ length: Double) -> EdgeInsets {
        EdgeInsets(top: length, leading: length, bottom: length, trailing: length)
    }

    /// Insets of `horizontal` points leading and trailing and `vertical` points top and bottom.
    public static func insets(horizontal: Double, vertical: Double) -> EdgeInsets {
        EdgeInsets(top: vertical, leading: horizontal, bottom: vertical, trailing: horizontal)
    }
}
#endif
