import TokenModel

/// `SwiftUI/ThemeReference.swift`: values of the theme in the environment, named by their path
/// and read where SwiftUI uses them, so a view needs no `@Environment`:
/// `.foregroundStyle(.theme.color.text.primary)`, `.fill(.theme.gradient.brand)`,
/// `.typography(.theme.typography.body)`.
///
/// - `ThemeReference<Value>` is a path from `AppTheme` (`@dynamicMemberLookup` over the theme's own
///   properties, so every token name reads as it does on a theme, and a wrong path is a compile
///   error). It stores only a `fileprivate` closure, so no member of its own hides a token's name.
/// - Colors and gradients: `ThemeReference` is a `ShapeStyle` where `Value` is a color or a
///   gradient, resolving from `environment.appTheme` in `resolve(in:)`; SwiftUI resolves it again
///   when the brand or the appearance changes. `.theme` is a static member of
///   `ShapeStyle where Self == ThemeReference<ThemeColor>` (SE-0299), so an implicit member chain
///   from it works wherever a `ShapeStyle` is expected; SwiftUI declares no `theme`, so none of its
///   own members (`.primary`, `.tint`, `.background`, …) is shadowed. `resolve(in:)` exists from
///   iOS 17, macOS 14, tvOS 17, watchOS 10: the conformance and `.theme` carry that availability,
///   and before it a view reads `@Environment(\.appTheme)`.
/// - Typography: `View.typography(_:)` with a reference reads the environment's theme in a
///   modifier, so it works from iOS 16.
struct ThemeReferenceEmitter {
    var access: AccessLevel

    /// Apple's first releases with `ShapeStyle.resolve(in:)`.
    static let resolveAvailability = "@available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)"

    func file() -> GeneratedFile {
        let a = access.prefix
        let available = Self.resolveAvailability
        let text = """
            #if canImport(SwiftUI)
            import SwiftUI

            /// A value of the theme in the environment, named by its path from `AppTheme` and read where
            /// SwiftUI uses it, so it follows the brand and the appearance without `@Environment`:
            /// `.foregroundStyle(.theme.color.text.primary)`, `.typography(.theme.typography.body)`.
            @dynamicMemberLookup
            nonisolated \(a)struct ThemeReference<Value>: Sendable {
                fileprivate let valueInTheme: @Sendable (AppTheme) -> Value

                fileprivate init(_ valueInTheme: @escaping @Sendable (AppTheme) -> Value) {
                    self.valueInTheme = valueInTheme
                }

                /// The value at `member` of this one, in the same theme.
                \(a)subscript<Member>(dynamicMember member: KeyPath<Value, Member> & Sendable) -> ThemeReference<Member> {
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
            nonisolated \(a)protocol ThemeShapeStyleValue: Sendable {
                /// The SwiftUI style that draws it.
                associatedtype Style: ShapeStyle
                /// The value as a SwiftUI style.
                var shapeStyle: Style { get }
            }

            nonisolated extension ThemeColor: ThemeShapeStyleValue {
                /// The color.
                \(a)var shapeStyle: Color {
                    color
                }
            }

            nonisolated extension ThemeGradient: ThemeShapeStyleValue {
                /// The gradient from top to bottom (tokens do not say a direction).
                \(a)var shapeStyle: LinearGradient {
                    linearGradient()
                }
            }

            \(available)
            nonisolated extension ThemeReference: ShapeStyle where Value: ThemeShapeStyleValue {
                /// The value in the environment's theme, so the style follows its brand and appearance.
                \(a)func resolve(in environment: EnvironmentValues) -> Value.Style {
                    valueInTheme(environment.appTheme).shapeStyle
                }
            }

            \(available)
            nonisolated extension ShapeStyle where Self == ThemeReference<ThemeColor> {
                /// The theme in the environment, to name a color or a gradient by its path:
                /// `.foregroundStyle(.theme.color.text.primary)`, `.fill(.theme.gradient.brand)`.
                \(a)static var theme: ThemeReference<AppTheme> {
                    ThemeReference<AppTheme>.root
                }
            }

            nonisolated extension ThemeReference where Value == ThemeTypography {
                /// The theme in the environment, to name a typography by its path:
                /// `.typography(.theme.typography.body)`.
                \(a)static var theme: ThemeReference<AppTheme> {
                    ThemeReference<AppTheme>.root
                }
            }

            /// Applies the typography at a path of the environment's theme (see `ThemeTypographyModifier`).
            private struct ThemeTypographyReferenceModifier: ViewModifier {
                private let reference: ThemeReference<ThemeTypography>
                @Environment(\\.appTheme) private var theme: AppTheme

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
                nonisolated \(a)func typography(_ reference: ThemeReference<ThemeTypography>) -> some View {
                    modifier(ThemeTypographyReferenceModifier(reference))
                }
            }
            #endif
            """
        return GeneratedFile(
            path: "SwiftUI/ThemeReference.swift",
            contents: GeneratedFile.header + "\n// Theme values read from the environment where SwiftUI uses them.\n\n" + text + "\n")
    }
}
