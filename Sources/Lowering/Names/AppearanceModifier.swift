import TokenModel

/// Recognises a modifier whose contexts are light and dark appearances, so the generated theme
/// follows SwiftUI's `colorScheme` and `colorSchemeContrast` with no app code.
///
/// A context name is read as words (as for Swift names: `light-hc`, `dark_ax`,
/// `lightHighContrast`, `Dark High Contrast`): the first word is `light` or `dark`, and the rest is
/// nothing (standard contrast) or one of `hc`, `ax`, `high contrast`, `increased contrast`,
/// `contrast`, `accessible`, `accessibility` (increased contrast), a trailing `mode`, `theme`,
/// `scheme` or `appearance` not counted (`Dark mode`). A modifier is an appearance
/// modifier when every context reads so and both `light` and `dark` exist at standard contrast.
package struct AppearanceModifier {
    package struct Appearance: Hashable {
        package var isDark: Bool
        package var isHighContrast: Bool
    }

    /// The context for each appearance the modifier declares.
    package var contexts: [Appearance: String]

    package init?(_ modifier: ThemeModifier) {
        var contexts: [Appearance: String] = [:]
        for context in modifier.contexts {
            guard let appearance = Self.appearance(of: context), contexts[appearance] == nil else { return nil }
            contexts[appearance] = context
        }
        guard contexts[Appearance(isDark: false, isHighContrast: false)] != nil,
              contexts[Appearance(isDark: true, isHighContrast: false)] != nil else { return nil }
        self.contexts = contexts
    }

    package static func appearance(of context: String) -> Appearance? {
        var words = SwiftIdentifier.words(context).map { $0.lowercased() }
        // Figma's mode names: `Light mode`, `Dark Theme`.
        while words.count > 1, ["mode", "theme", "scheme", "appearance"].contains(words.last!) { words.removeLast() }
        guard let first = words.first, first == "light" || first == "dark" else { return nil }
        let rest = words.dropFirst().joined()
        let highContrast = ["hc", "ax", "highcontrast", "increasedcontrast", "contrast", "accessible", "accessibility"]
        guard rest.isEmpty || highContrast.contains(rest) else { return nil }
        return Appearance(isDark: first == "dark", isHighContrast: !rest.isEmpty)
    }

    /// The context used for an appearance: the exact one, else the same scheme at standard contrast.
    package func context(isDark: Bool, isHighContrast: Bool) -> String {
        contexts[Appearance(isDark: isDark, isHighContrast: isHighContrast)]
            ?? contexts[Appearance(isDark: isDark, isHighContrast: false)]!
    }
}
