import Lowering
import TokenModel

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
