import TokenCompiler
import TokenModel

/// Recognises a modifier whose contexts are light and dark appearances, so the generated theme
/// follows SwiftUI's `colorScheme` and `colorSchemeContrast` with no app code.
///
/// A context name is read as words (as for Swift names: `light-hc`, `dark_ax`,
/// `lightHighContrast`, `Dark High Contrast`): the first word is `light` or `dark`, and the rest is
/// nothing (standard contrast) or one of `hc`, `ax`, `high contrast`, `increased contrast`,
/// `contrast`, `accessible`, `accessibility` (increased contrast), a trailing `mode`, `theme`,
/// `scheme` or `appearance` not counted (`Dark mode`). A modifier is an appearance
/// modifier when every context reads so and both `light` and `dark` exist at standard contrast;
/// one context may instead be named by increased contrast alone (`high-contrast`): it is both
/// schemes' at increased contrast.
package struct AppearanceModifier {
    package struct Appearance: Hashable {
        package var isDark: Bool
        package var isHighContrast: Bool
    }

    /// The context for each appearance the modifier declares.
    package var contexts: [Appearance: String]

    package init?(_ modifier: ThemeModifier) {
        var contexts: [Appearance: String] = [:]
        var contrastOnly: String?
        for context in modifier.contexts {
            if Self.isContrastOnly(context), contrastOnly == nil {
                contrastOnly = context
                continue
            }
            guard let appearance = Self.appearance(of: context), contexts[appearance] == nil else { return nil }
            contexts[appearance] = context
        }
        guard contexts[Appearance(isDark: false, isHighContrast: false)] != nil,
              contexts[Appearance(isDark: true, isHighContrast: false)] != nil else { return nil }
        // A theme named by contrast alone (`high-contrast` beside `light` and `dark`, as a web
        // build chooses it for `prefers-contrast: more`) is both schemes' at increased contrast,
        // where no `light-hc` or `dark-hc` says otherwise.
        if let contrastOnly {
            for isDark in [false, true] where contexts[Appearance(isDark: isDark, isHighContrast: true)] == nil {
                contexts[Appearance(isDark: isDark, isHighContrast: true)] = contrastOnly
            }
        }
        self.contexts = contexts
    }

    /// Whether a context is named by increased contrast alone: `high-contrast`, `HC`, `Increased
    /// contrast mode`.
    package static func isContrastOnly(_ context: String) -> Bool {
        var words = SwiftIdentifier.words(context).map { $0.lowercased() }
        while words.count > 1, AppearanceNames.fillerWords.contains(words.last!) { words.removeLast() }
        return AppearanceNames.contrastOnlyWords.contains(words.joined())
    }

    package static func appearance(of context: String) -> Appearance? {
        var words = SwiftIdentifier.words(context).map { $0.lowercased() }
        // Figma's mode names: `Light mode`, `Dark Theme`.
        while words.count > 1, AppearanceNames.fillerWords.contains(words.last!) { words.removeLast() }
        guard let first = words.first, first == "light" || first == "dark" else { return nil }
        let rest = words.dropFirst().joined()
        guard rest.isEmpty || AppearanceNames.contrastWords.contains(rest) else { return nil }
        return Appearance(isDark: first == "dark", isHighContrast: !rest.isEmpty)
    }

    /// The context used for an appearance: the exact one, else the same scheme at standard contrast.
    package func context(isDark: Bool, isHighContrast: Bool) -> String {
        contexts[Appearance(isDark: isDark, isHighContrast: isHighContrast)]
            ?? contexts[Appearance(isDark: isDark, isHighContrast: false)]!
    }
}
