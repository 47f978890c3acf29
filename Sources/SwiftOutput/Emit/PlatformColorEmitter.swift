import TokenModel

/// `UIKit/ThemeColor+UIKit.swift` and `AppKit/ThemeColor+AppKit.swift`: the theme's colors as
/// `UIColor` and `NSColor`, under `#if canImport(UIKit)` and `#if canImport(AppKit)` (not on Mac
/// Catalyst, where AppKit can be found but not used).
///
/// - `UIColor(_:)` / `NSColor(_:)` and `ThemeColor.uiColor` / `.nsColor`: one color, in the space
///   of `ThemeColor.display` (Display P3 where authored or converted so, else sRGB; linear sRGB
///   gamma-encoded into sRGB, since neither initializer takes linear components).
/// - `UIColor(theme: \.color.text.primary, brand: .nova)`: the token at a key path in the theme of
///   one context per modifier (each a parameter with its default), except the appearance
///   modifier, which a dynamic color takes from the trait collection (`userInterfaceStyle`,
///   `accessibilityContrast`) or the drawing appearance (`NSAppearance.bestMatch(from:)`) through
///   `Selection.followingAppearance(isDark:isHighContrast:)`, as the SwiftUI environment does.
///   Without an appearance modifier it is a plain color. The key path is `& Sendable` because the
///   provider closure may be `@Sendable` (Swift 6 infers a literal key path Sendable).
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
        }
        dynamicInitializer(platform, type: type, &p)
        if platform == .uiKit {
            p.print("#endif")
        }
        p.print("#endif")
        return GeneratedFile(
            path: "\(module)/ThemeColor+\(module).swift", summary: "The theme's colors as \(module)'s \(type), following the appearance.", body: p)
    }

    /// `init(theme:…)`: a parameter per modifier but the appearance modifier.
    private func dynamicInitializer(_ platform: Platform, type: String, _ p: inout SwiftPrinter) {
        let a = access.prefix
        let appearance = modifiers.first { $0.appearance != nil }
        let chosen = modifiers.filter { $0.appearance == nil }
        let members = Set(chosen.map { SwiftIdentifier.bare($0.member) })
        var keyPath = "keyPath"
        while members.contains(keyPath) { keyPath += "_" }
        let parameters = ["theme \(keyPath): KeyPath<AppTheme, ThemeColor> & Sendable"]
            + chosen.map { "\($0.member): AppTheme.\($0.typeName) = .\($0.defaultCase)" }
        let modifierList = chosen.map { "`\(SwiftIdentifier.bare($0.member))`" }
        p.print("nonisolated extension \(type) {")
        p.indent()
        var summary = "/// The color of the token at `\(keyPath)`"
        if !chosen.isEmpty {
            summary += " in the theme of the given \(modifierList.joined(separator: " and ")) (\(chosen.count == 1 ? "its default" : "each at its default") when left out)"
        }
        guard let appearance else {
            p.print(
                summary + ": a fixed color, since no modifier of the tokens follows the appearance.",
                "///",
                "///     \(platform == .uiKit ? "label.textColor" : "textField.textColor") = \(type)(theme: \\.color.text.primary)",
                "\(a)convenience init(\(parameters.joined(separator: ", "))) {")
            let theme = modifiers.isEmpty ? "AppTheme.default" : "AppTheme.shared(\(selection(chosen)))"
            p.print("    self.init(\(theme)[keyPath: \(keyPath)])", "}")
            p.print(
                "",
                "/// The color of the token at `keyPath` in `source`, edits and all: a fixed color.",
                "\(a)convenience init(theme keyPath: KeyPath<AppTheme, ThemeColor> & Sendable, in source: AppTheme) {",
                "    self.init(source[keyPath: keyPath])",
                "}")
            p.outdent()
            p.print("}")
            return
        }
        let member = SwiftIdentifier.bare(appearance.member)
        let source = platform == .uiKit
            ? "the trait collection's `userInterfaceStyle` and `accessibilityContrast`"
            : "the drawing appearance (dark and high-contrast `NSAppearance` names)"
        p.print(
            summary + ",",
            "/// with `\(member)` following \(source),",
            "/// as `EnvironmentValues.appTheme` does in SwiftUI.",
            "///",
            "///     \(platform == .uiKit ? "label.textColor" : "textField.textColor") = \(type)(theme: \\.color.text.primary)",
            "\(a)convenience init(\(parameters.joined(separator: ", "))) {",
            "    let selection: AppTheme.Selection = \(selection(chosen))")
        p.indent()
        dynamicProvider(platform, reading: ("AppTheme.shared(selection.followingAppearance(", "))"), keyPath: keyPath, &p)
        p.outdent()
        p.print(
            "}",
            "",
            "/// The color of the token at `keyPath` in `source`, edits and all (a custom theme, the one",
            "/// given to SwiftUI's `.appTheme(_:)`), with `\(member)` following",
            "/// \(source), unless `source` keeps its own (`followsAppearance`).",
            "///",
            "///     \(platform == .uiKit ? "label.textColor" : "textField.textColor") = \(type)(theme: \\.color.text.primary, in: campaignTheme)",
            "\(a)convenience init(theme keyPath: KeyPath<AppTheme, ThemeColor> & Sendable, in source: AppTheme) {")
        p.indent()
        dynamicProvider(platform, reading: ("source.followingAppearance(", ")"), keyPath: "keyPath", &p)
        p.outdent()
        p.print("}")
        p.outdent()
        p.print("}")
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
