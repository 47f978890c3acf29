import Lowering
import TokenModel

/// `UIKit/ThemeColor+UIKit.swift` and `AppKit/ThemeColor+AppKit.swift`: the theme's colors as
/// `UIColor` and `NSColor`, under `#if canImport(UIKit)` and `#if canImport(AppKit)` (not on Mac
/// Catalyst, where AppKit can be found but not used).
///
/// - `UIColor(_:)` / `NSColor(_:)` and `ThemeColor.uiColor` / `.nsColor`: one color, in the space
///   of `ThemeColor.display` (Display P3 where authored or converted so, else sRGB; linear sRGB
///   gamma-encoded into sRGB, since neither initializer takes linear components).
/// - `UIColor(theme: \.color.text.primary, brand: .nova)`: the token at a key path in the theme of
///   one context per modifier (each a parameter to give: no brand is assumed), except the
///   appearance modifier, which a dynamic color takes from the trait collection (`userInterfaceStyle`,
///   `accessibilityContrast`) or the drawing appearance (`NSAppearance.bestMatch(from:)`) through
///   `Selection.followingAppearance(isDark:isHighContrast:)`, as the SwiftUI environment does.
///   Without an appearance modifier it is a plain color. The key path is `& Sendable` because the
///   provider closure may be `@Sendable` (Swift 6 infers a literal key path Sendable).
/// - `UIColor(theme: \.color.text.primary)` (iOS 17): the token in the theme the trait collection
///   carries, `AppThemeTrait`, which SwiftUI's `.appTheme(_:)` sets for the UIKit views it hosts.
struct PlatformColorEmitter {
    enum Platform {
        case uiKit
        case appKit
    }

    var access: AccessLevel
    /// Every modifier, in order.
    var modifiers: [ModifierNames]

    func file(for platform: Platform) -> GeneratedFile {
        let a = access.prefix
        let type = platform == .uiKit ? "UIColor" : "NSColor"
        let module = platform == .uiKit ? "UIKit" : "AppKit"
        let condition = platform == .uiKit ? "canImport(UIKit)" : "canImport(AppKit) && !targetEnvironment(macCatalyst)"
        let sRGBInit = platform == .uiKit ? "red" : "srgbRed"
        var p = SwiftPrinter()
        p.print(
            "#if \(condition)",
            "import \(module)",
            "",
            "nonisolated extension \(type) {",
            "    /// The color for \(module), in the RGB space tokenc chose (`display`): Display P3 or sRGB, with",
            "    /// linear sRGB components gamma-encoded into sRGB.",
            "    \(a)convenience init(_ color: ThemeColor) {",
            "        let display: ThemeColor.Display = color.display",
            "        switch display.space {",
            "        case .sRGB:",
            "            self.init(\(sRGBInit): display.red, green: display.green, blue: display.blue, alpha: color.alpha)",
            "        case .sRGBLinear:",
            "            self.init(",
            "                \(sRGBInit): sRGBEncoded(display.red), green: sRGBEncoded(display.green), blue: sRGBEncoded(display.blue),",
            "                alpha: color.alpha)",
            "        case .displayP3:",
            "            self.init(displayP3Red: display.red, green: display.green, blue: display.blue, alpha: color.alpha)",
            "        }",
            "    }",
            "}",
            "",
            "/// A linear sRGB component encoded with the sRGB transfer function; the sign is kept for extended values.",
            "private nonisolated func sRGBEncoded(_ linear: Double) -> Double {",
            "    let magnitude: Double = abs(linear)",
            "    let encoded: Double = magnitude <= 0.0031308 ? magnitude * 12.92 : 1.055 * pow(magnitude, 1 / 2.4) - 0.055",
            "    return linear < 0 ? -encoded : encoded",
            "}",
            "",
            "nonisolated extension ThemeColor {",
            "    /// The color as \(platform == .uiKit ? "a" : "an") `\(type)` (`\(type)(_:)`).",
            "    \(a)var \(platform == .uiKit ? "uiColor" : "nsColor"): \(type) { \(type)(self) }",
            "}",
            "")
        if platform == .uiKit {
            // watchOS has UIColor but neither trait collections nor dynamic colors.
            p.print("#if !os(watchOS)")
            traitDefinition(&p)
        }
        dynamicInitializer(platform, type: type, &p)
        if platform == .uiKit {
            p.print("#endif")
        }
        p.print("#endif")
        return GeneratedFile(
            path: "\(module)/ThemeColor+\(module).swift", summary: "The theme's colors as \(module)'s \(type), following the appearance.", body: p)
    }

    /// `init(theme:…)`: a parameter per modifier but the appearance modifier, each to be given: no
    /// brand is assumed. In UIKit, `init(theme:)` reads the app's theme from the trait collection
    /// (``traitDefinition(_:)``, iOS 17), and where no modifier is left to choose, `AppTheme.default`
    /// before iOS 17.
    private func dynamicInitializer(_ platform: Platform, type: String, _ p: inout SwiftPrinter) {
        let a = access.prefix
        let appearance = modifiers.first { $0.appearance != nil }
        let chosen = modifiers.filter { $0.appearance == nil }
        let members = Set(chosen.map { SwiftIdentifier.bare($0.member) })
        var keyPath = "keyPath"
        while members.contains(keyPath) { keyPath += "_" }
        let parameters = ["theme \(keyPath): KeyPath<AppTheme, ThemeColor> & Sendable"] + chosen.map { "\($0.member): AppTheme.\($0.typeName)" }
        let modifierList = chosen.map { "`\(SwiftIdentifier.bare($0.member))`" }
        let example = platform == .uiKit ? "label.textColor" : "textField.textColor"
        let follows = appearance.map { modifier in
            let source = platform == .uiKit
                ? "the trait collection's `userInterfaceStyle` and `accessibilityContrast`"
                : "the drawing appearance (dark and high-contrast `NSAppearance` names)"
            return "with `\(SwiftIdentifier.bare(modifier.member))` following \(source)"
        }
        p.print("nonisolated extension \(type) {")
        p.indent()
        if platform == .uiKit {
            traitInitializer(appearance: appearance != nil, fallback: chosen.isEmpty, follows: follows, &p)
        }
        if !chosen.isEmpty || platform == .appKit {
            var summary = "/// The color of the token at `\(keyPath)`"
            if !chosen.isEmpty { summary += " in the theme of the given \(modifierList.joined(separator: " and "))" }
            let arguments = chosen.map { "\($0.label): .\($0.defaultCase)" }.joined(separator: ", ")
            if let follows {
                p.print(summary + ",", "/// \(follows), as `EnvironmentValues.appTheme` does in SwiftUI.")
            } else {
                p.print(summary + ": a fixed color, since no modifier of the tokens follows the appearance.")
            }
            p.print(
                "///",
                "///     \(example) = \(type)(theme: \\.color.text.primary\(arguments.isEmpty ? "" : ", " + arguments))",
                "\(a)convenience init(\(parameters.joined(separator: ", "))) {")
            p.indent()
            if appearance != nil {
                p.print("let selection: AppTheme.Selection = \(selection(chosen))")
                dynamicProvider(platform, reading: ("AppTheme.shared(selection.followingAppearance(", "))"), keyPath: keyPath, &p)
            } else {
                p.print("self.init(\(modifiers.isEmpty ? "AppTheme.default" : "AppTheme.shared(\(selection(chosen)))")[keyPath: \(keyPath)])")
            }
            p.outdent()
            p.print("}", "")
        }
        p.print(
            "/// The color of the token at `keyPath` in `source`, edits and all (a custom theme, the one",
            "/// given to SwiftUI's `.appTheme(_:)`)" + (follows == nil ? ": a fixed color." : ","))
        if let follows { p.print("/// \(follows), unless `source` keeps its own (`followsAppearance`).") }
        p.print(
            "///",
            "///     \(example) = \(type)(theme: \\.color.text.primary, in: campaignTheme)",
            "\(a)convenience init(theme keyPath: KeyPath<AppTheme, ThemeColor> & Sendable, in source: AppTheme) {")
        p.indent()
        if appearance != nil {
            dynamicProvider(platform, reading: ("source.followingAppearance(", ")"), keyPath: "keyPath", &p)
        } else {
            p.print("self.init(source[keyPath: keyPath])")
        }
        p.outdent()
        p.print("}")
        p.outdent()
        p.print("}")
    }

    /// UIKit's `init(theme:)`: the token in the theme the trait collection carries, which a window,
    /// view controller or view sets with `traitOverrides.appTheme` and SwiftUI's `.appTheme(_:)`
    /// sets for the views it hosts. Before iOS 17 there is no such trait: with a modifier left to
    /// choose the initializer needs iOS 17; without one, it reads `AppTheme.default` there (`fallback`).
    private func traitInitializer(appearance: Bool, fallback: Bool, follows: String?, _ p: inout SwiftPrinter) {
        let a = access.prefix
        p.print(
            "/// The color of the token at `keyPath` in the app's theme: the one the trait collection",
            "/// carries (`UITraitCollection.appTheme`, set with `traitOverrides.appTheme` or SwiftUI's",
            "/// `.appTheme(_:)`), edits and all" + (follows == nil ? "." : ","))
        if let follows { p.print("/// \(follows).") }
        if fallback { p.print("/// Before iOS 17, which has no such trait, the color of `AppTheme.default`.") }
        p.print(
            "///",
            "///     label.textColor = UIColor(theme: \\.color.text.primary)")
        if !fallback { p.print("@available(iOS 17.0, tvOS 17.0, *)") }
        p.print("\(a)convenience init(theme keyPath: KeyPath<AppTheme, ThemeColor> & Sendable) {")
        p.indent()
        p.print("self.init(dynamicProvider: { (traits: UITraitCollection) -> UIColor in")
        p.indent()
        if fallback {
            p.print(
                "let app: AppTheme",
                "if #available(iOS 17.0, tvOS 17.0, *) {",
                "    app = traits.appTheme",
                "} else {",
                "    app = AppTheme.default",
                "}")
        } else {
            p.print("let app: AppTheme = traits.appTheme")
        }
        if appearance {
            p.print(
                "let theme: AppTheme = app.followingAppearance(",
                "    isDark: traits.userInterfaceStyle == .dark, isHighContrast: traits.accessibilityContrast == .high)",
                "return UIColor(theme[keyPath: keyPath])")
        } else {
            p.print("return UIColor(app[keyPath: keyPath])")
        }
        p.outdent()
        p.print("})")
        p.outdent()
        p.print("}", "")
    }

    /// The app's theme as a UIKit trait (iOS 17, tvOS 17), and its accessors.
    private func traitDefinition(_ p: inout SwiftPrinter) {
        let a = access.prefix
        p.print(
            "/// The app's theme as a UIKit trait: set it on a window, view controller or view with",
            "/// `traitOverrides.appTheme`, and every view below it reads it, as SwiftUI's `.appTheme(_:)`",
            "/// sets it for the UIKit views it hosts. Colors made with `UIColor(theme:)` follow it.",
            "@available(iOS 17.0, tvOS 17.0, *)",
            "nonisolated \(a)struct AppThemeTrait: UITraitDefinition {",
            "    \(a)static let defaultValue: AppTheme = AppTheme.default",
            "    \(a)static let affectsColorAppearance: Bool = true",
            "    \(a)static let name: String = \"AppTheme\"",
            "}",
            "",
            "@available(iOS 17.0, tvOS 17.0, *)",
            "nonisolated extension UITraitCollection {",
            "    /// The app's theme (``AppThemeTrait``): `AppTheme.default` unless a window, view controller",
            "    /// or view sets one with `traitOverrides.appTheme`, or SwiftUI's `.appTheme(_:)` does.",
            "    \(a)var appTheme: AppTheme { self[AppThemeTrait.self] }",
            "}",
            "",
            "@available(iOS 17.0, tvOS 17.0, *)",
            "nonisolated extension UIMutableTraits {",
            "    /// The app's theme (``AppThemeTrait``).",
            "    \(a)var appTheme: AppTheme {",
            "        get { self[AppThemeTrait.self] }",
            "        set { self[AppThemeTrait.self] = newValue }",
            "    }",
            "}",
            "",
            "#if DEBUG",
            "@available(iOS 17.0, tvOS 17.0, *)",
            "extension UIWindow {",
            "    /// DEBUG builds only: this window's views show the tokens as `tokenc build --watch --live`",
            "    /// writes them, as they change, without a rebuild: `traitOverrides.appTheme` takes the values",
            "    /// of each new document (its brand and mode kept), so `UIColor(theme:)` colors follow. Stops",
            "    /// when the task is cancelled or the window is gone. A release build has no such method.",
            "    @discardableResult",
            "    \(a)func appThemeLive(path: String = AppThemeLiveFile.defaultPath) -> Task<Void, Never> {",
            "        Task { @MainActor [weak self] () -> Void in",
            "            for await document in AppThemeLiveFile.documents(at: path) {",
            "                guard let self else { return }",
            "                traitOverrides.appTheme = document.applied(to: traitCollection.appTheme)",
            "            }",
            "        }",
            "    }",
            "}",
            "#endif",
            "")
    }

    /// `self.init(dynamicProvider:)` reading the theme that `reading` opens and closes around the
    /// appearance's `isDark:isHighContrast:` arguments.
    private func dynamicProvider(_ platform: Platform, reading: (open: String, close: String), keyPath: String, _ p: inout SwiftPrinter) {
        switch platform {
        case .uiKit:
            p.print(
                "self.init(dynamicProvider: { (traits: UITraitCollection) -> UIColor in",
                "    let theme: AppTheme = \(reading.open)",
                "        isDark: traits.userInterfaceStyle == .dark, isHighContrast: traits.accessibilityContrast == .high\(reading.close)",
                "    return UIColor(theme[keyPath: \(keyPath)])",
                "})")
        case .appKit:
            p.print(
                "self.init(name: nil, dynamicProvider: { (appearance: NSAppearance) -> NSColor in",
                "    let match: NSAppearance.Name? = appearance.bestMatch(",
                "        from: [.aqua, .darkAqua, .accessibilityHighContrastAqua, .accessibilityHighContrastDarkAqua])",
                "    let theme: AppTheme = \(reading.open)",
                "        isDark: match == .darkAqua || match == .accessibilityHighContrastDarkAqua,",
                "        isHighContrast: match == .accessibilityHighContrastAqua || match == .accessibilityHighContrastDarkAqua\(reading.close)",
                "    return NSColor(theme[keyPath: \(keyPath)])",
                "})")
        }
    }

    /// `AppTheme.Selection(brand: brand)`: the chosen modifiers passed through, the rest at their defaults.
    private func selection(_ chosen: [ModifierNames]) -> String {
        "AppTheme.Selection(\(chosen.map { "\($0.label): \($0.member)" }.joined(separator: ", ")))"
    }
}
