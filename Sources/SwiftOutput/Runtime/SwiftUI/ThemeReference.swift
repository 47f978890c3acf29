// Theme values read from the environment where SwiftUI uses them.

#if canImport(SwiftUI)
import SwiftUI

/// A value of the theme in the environment, named by its path from `AppTheme` and read where
/// SwiftUI uses it, so it follows the brand and the appearance without `@Environment`:
/// `.foregroundStyle(.theme.color.text.primary)`, `.typography(.theme.typography.body)`.
@dynamicMemberLookup
nonisolated public struct ThemeReference<Value>: Sendable {
    fileprivate let valueInTheme: @Sendable (AppTheme) -> Value

    fileprivate init(_ valueInTheme: @escaping @Sendable (AppTheme) -> Value) {
        self.valueInTheme = valueInTheme
    }

    /// The value at `member` of this one, in the same theme.
    public subscript<Member>(dynamicMember member: KeyPath<Value, Member> & Sendable) -> ThemeReference<Member> {
        let valueInTheme: @Sendable (AppTheme) -> Value = self.valueInTheme
        return ThemeReference<Member> { (theme: AppTheme) -> Member in valueInTheme(theme)[keyPath: member] }
    }
}

nonisolated extension ThemeReference where Value == AppTheme {
    /// The whole theme, where every path starts.
    fileprivate static var root: ThemeReference<AppTheme> {
        ThemeReference<AppTheme> { (theme: AppTheme) -> AppTheme in theme }
    }
}

/// A token value SwiftUI can fill a shape with.
nonisolated public protocol ThemeShapeStyleValue: Sendable {
    /// The SwiftUI style that draws it.
    associatedtype Style: ShapeStyle
    /// The value as a SwiftUI style.
    var shapeStyle: Style { get }
}

nonisolated extension ThemeColor: ThemeShapeStyleValue {
    /// The color.
    public var shapeStyle: Color {
        color
    }
}

nonisolated extension ThemeGradient: ThemeShapeStyleValue {
    /// The gradient from top to bottom (tokens do not say a direction).
    public var shapeStyle: LinearGradient {
        linearGradient()
    }
}

@available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
nonisolated extension ThemeReference: ShapeStyle where Value: ThemeShapeStyleValue {
    /// The value in the environment's theme, so the style follows its brand and appearance.
    public func resolve(in environment: EnvironmentValues) -> Value.Style {
        valueInTheme(environment.appTheme).shapeStyle
    }
}

@available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
nonisolated extension ShapeStyle where Self == ThemeReference<ThemeColor> {
    /// The theme in the environment, to name a color or a gradient by its path:
    /// `.foregroundStyle(.theme.color.text.primary)`, `.fill(.theme.gradient.brand)`.
    public static var theme: ThemeReference<AppTheme> {
        ThemeReference<AppTheme>.root
    }
}

nonisolated extension ThemeReference where Value == ThemeTypography {
    /// The theme in the environment, to name a typography by its path:
    /// `.typography(.theme.typography.body)`.
    public static var theme: ThemeReference<AppTheme> {
        ThemeReference<AppTheme>.root
    }
}

/// Applies the typography at a path of the environment's theme (see `ThemeTypographyModifier`).
private struct ThemeTypographyReferenceModifier: ViewModifier {
    private let reference: ThemeReference<ThemeTypography>
    @Environment(\.appTheme) private var theme: AppTheme

    nonisolated init(_ reference: ThemeReference<ThemeTypography>) {
        self.reference = reference
    }

    func body(content: Content) -> some View {
        content.modifier(ThemeTypographyModifier(reference.valueInTheme(theme)))
    }
}

extension View {
    /// Sets the font, letter spacing and line spacing of the typography at `reference` in the
    /// environment's theme, scaled with Dynamic Type: `.typography(.theme.typography.body)`.
    nonisolated public func typography(_ reference: ThemeReference<ThemeTypography>) -> some View {
        modifier(ThemeTypographyReferenceModifier(reference))
    }
}
#endif
