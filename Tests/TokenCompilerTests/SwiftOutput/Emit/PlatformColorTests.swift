import Foundation
import Testing
@testable import TokenCompiler
@testable import TokenModel
@testable import SwiftOutput

/// `UIKit/ThemeColor+UIKit.swift` and `AppKit/ThemeColor+AppKit.swift`: `UIColor(theme:…)` and
/// `NSColor(theme:…)` for every shape of theme, type-checked with the UIKit and AppKit stand-ins
/// (and the usage examples against Apple's real iOS SDK where it is set up).
@Suite struct PlatformColorTests {
    static let ink = #"{ "ink": { "$type": "color", "$value": { "colorSpace": "srgb", "components": [0, 0, 0] } } }"#
    static let paper = #"{ "ink": { "$type": "color", "$value": { "colorSpace": "display-p3", "components": [1, 1, 1] } } }"#

    /// No modifiers; an appearance modifier with high-contrast contexts beside a modifier named
    /// `theme`'s neighbour `size`; modifiers without an appearance modifier, one named `theme`
    /// (the initializer's own label) and one named `keyPath` (its parameter's name; as its enum
    /// would be `KeyPath`, which the generated code uses, it becomes `keyPathModifier`).
    static let shapes: [(name: String, report: BuildReport, use: String)] = [
        ("plain", buildJSON(ink), "ink"),
        ("appearance", buildJSON(ink, modifiers: [
            ("theme", [("light", "{}"), ("dark", paper), ("light-hc", "{}"), ("dark-hc", paper)]),
            ("size", [("compact", "{}"), ("regular", "{}")]),
        ]), "ink, size: .regular"),
        ("no appearance", buildJSON(ink, modifiers: [
            ("theme", [("plain", "{}"), ("inverted", paper)]),
            ("keyPath", [("a", "{}"), ("b", "{}")]),
        ]), "ink, theme: .inverted, keyPathModifier: .b"),
    ]

    @Test(arguments: [StandInPlatform.iOS, .macOS], [false, true])
    func everyShapeTypeChecks(platform: StandInPlatform, defaultIsolationMainActor: Bool) throws {
        for shape in Self.shapes {
            #expect(shape.report.succeeded, "\(shape.name)")
            let type = platform == .iOS ? "UIColor" : "NSColor"
            let use = SourceFile(name: "Use.swift", contents: """
                #if canImport(UIKit) || canImport(AppKit)
                #if canImport(UIKit)
                import UIKit
                #else
                import AppKit
                #endif
                nonisolated func dynamic() -> \(type) { \(type)(theme: \\.\(shape.use)) }
                nonisolated func fixed(_ theme: AppTheme) -> [\(type)] { [\(type)(theme.ink), theme.ink.\(platform == .iOS ? "uiColor" : "nsColor")] }
                #if canImport(UIKit)
                @available(iOS 17.0, *)
                @MainActor func app(_ view: UIView) -> UIColor {
                    view.traitOverrides.appTheme = AppTheme.default
                    return UIColor(theme: \\.ink)
                }
                #endif
                #endif

                """)
            let result = try SwiftTypeChecker.typeCheck(
                files: EmitFixtures.sources(shape.report.files) + [use],
                options: .init(defaultIsolationMainActor: defaultIsolationMainActor, platform: platform))
            #expect(result.succeeded, "\(shape.name): \(result.description)")
        }
    }

    /// The stand-ins are really imported: without `import UIKit`'s module, the same call fails,
    /// so the checks above did compile the `#if canImport(UIKit)` code.
    @Test func theUIKitLayerIsCompiledOnlyWithTheStandIn() throws {
        let use = SourceFile(name: "Use.swift", contents: "import UIKit\nlet c = UIColor(theme: \\.ink)\n")
        let files = EmitFixtures.sources(Self.shapes[0].report.files) + [use]
        let with = try SwiftTypeChecker.typeCheck(files: files, options: .init(platform: .iOS))
        #expect(with.succeeded, Comment(rawValue: with.description))
        let without = try SwiftTypeChecker.typeCheck(files: files, options: .init(platform: .swiftUI))
        #expect(!without.succeeded)
        #expect(without.rawOutput.contains("no such module 'UIKit'"), Comment(rawValue: without.rawOutput))
    }

    /// A provider must capture only Sendable values: the stand-in's `@Sendable` provider rejects a
    /// key path that is not `& Sendable`, which is why the generated parameter is.
    @Test func aNonSendableKeyPathIsRejectedByTheProvider() throws {
        let use = SourceFile(name: "Use.swift", contents: """
            import UIKit
            nonisolated func color(_ keyPath: KeyPath<AppTheme, ThemeColor>) -> UIColor {
                UIColor(dynamicProvider: { _ in UIColor(AppTheme.default[keyPath: keyPath]) })
            }

            """)
        let result = try SwiftTypeChecker.typeCheck(
            files: EmitFixtures.sources(Self.shapes[0].report.files) + [use], options: .init(platform: .iOS))
        #expect(!result.succeeded)
        #expect(result.rawOutput.contains("KeyPath<AppTheme, ThemeColor>"), Comment(rawValue: result.rawOutput))
    }

    /// The repository's initializers, exactly: the brand is a parameter to give, `mode` follows
    /// the traits; without a brand, the app's theme comes from the trait collection (iOS 17).
    @Test func repositoryInitializerText() throws {
        let file = try #require(EmitFixtures.repository.files.first { $0.path == "UIKit/ThemeColor+UIKit.swift" })
        #expect(file.contents.contains("""
                @available(iOS 17.0, tvOS 17.0, *)
                public convenience init(theme keyPath: KeyPath<AppTheme, ThemeColor> & Sendable) {
                    self.init(dynamicProvider: { (traits: UITraitCollection) -> UIColor in
                        let app: AppTheme = traits.appTheme
                        let theme: AppTheme = app.followingAppearance(
                            isDark: traits.userInterfaceStyle == .dark, isHighContrast: traits.accessibilityContrast == .high)
                        return UIColor(theme[keyPath: keyPath])
                    })
                }
            """))
        #expect(file.contents.contains("""
                public convenience init(theme keyPath: KeyPath<AppTheme, ThemeColor> & Sendable, brand: AppTheme.Brand) {
                    let selection: AppTheme.Selection = AppTheme.Selection(brand: brand)
                    self.init(dynamicProvider: { (traits: UITraitCollection) -> UIColor in
                        let theme: AppTheme = AppTheme.shared(selection.followingAppearance(
                            isDark: traits.userInterfaceStyle == .dark, isHighContrast: traits.accessibilityContrast == .high))
                        return UIColor(theme[keyPath: keyPath])
                    })
                }
            """))
        let plain = try #require(Self.shapes[0].report.files.first { $0.path == "AppKit/ThemeColor+AppKit.swift" })
        #expect(plain.contents.contains("""
                public convenience init(theme keyPath: KeyPath<AppTheme, ThemeColor> & Sendable) {
                    self.init(AppTheme.default[keyPath: keyPath])
                }
            """))
        let named = try #require(Self.shapes[2].report.files.first { $0.path == "UIKit/ThemeColor+UIKit.swift" })
        #expect(named.contents.contains(
            "public convenience init(theme keyPath: KeyPath<AppTheme, ThemeColor> & Sendable, theme: AppTheme.Theme, keyPathModifier: AppTheme.KeyPathModifier) {"))
        // Nothing left to choose: `UIColor(theme:)` on every version, the default theme before iOS 17.
        let plainUIKit = try #require(Self.shapes[0].report.files.first { $0.path == "UIKit/ThemeColor+UIKit.swift" })
        #expect(plainUIKit.contents.contains("""
                public convenience init(theme keyPath: KeyPath<AppTheme, ThemeColor> & Sendable) {
                    self.init(dynamicProvider: { (traits: UITraitCollection) -> UIColor in
                        let app: AppTheme
                        if #available(iOS 17.0, tvOS 17.0, *) {
                            app = traits.appTheme
                        } else {
                            app = AppTheme.default
                        }
                        return UIColor(app[keyPath: keyPath])
                    })
                }
            """))
    }

    /// The usage examples (UIKit included) with `Generated/` against Apple's iOS 17.4 SDK at
    /// deployment target iOS 16, as one module (`import DesignSystem` left out).
    @Test(.enabled(if: RealIOSSDK.isAvailable, "the iOS SDK is absent (see ../shared/tools/ios-sdk)"))
    func usageTypeChecksAgainstTheRealIOSSDK() throws {
        let usage = try EmitFixtures.usageExamples().map {
            SourceFile(name: $0.name, contents: $0.contents.replacingOccurrences(of: "import DesignSystem\n", with: ""))
        }
        #expect(usage.contains { $0.contents.contains("UIColor(theme:") })
        let result = try RealIOSSDK.typeCheck(EmitFixtures.sources(EmitFixtures.repository.files) + usage)
        #expect(result.status == 0, Comment(rawValue: result.output))
    }
}
