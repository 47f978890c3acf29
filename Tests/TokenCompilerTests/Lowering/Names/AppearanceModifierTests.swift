import Testing
@testable import Lowering
@testable import TokenModel

/// Which context the theme takes for each system appearance (`AppearanceModifier`).
@Suite struct AppearanceModifierTests {
    static func contexts(_ names: [String]) -> [String]? {
        AppearanceModifier(ThemeModifier(name: "mode", contexts: names, defaultContext: names[0])).map { appearance in
            [(false, false), (false, true), (true, false), (true, true)].map { appearance.context(isDark: $0, isHighContrast: $1) }
        }
    }

    @Test func lightAndDarkAtStandardContrastServeIncreasedContrastToo() {
        #expect(Self.contexts(["light", "dark"]) == ["light", "light", "dark", "dark"])
        #expect(Self.contexts(["Light mode", "Dark mode", "Dark HC"]) == ["Light mode", "Light mode", "Dark mode", "Dark HC"])
    }

    /// A theme named by contrast alone, beside `light` and `dark`, is both schemes' at increased
    /// contrast, where no scheme's own high-contrast context says otherwise.
    @Test(arguments: ["high-contrast", "HC", "Increased contrast mode", "highContrast", "contrast"])
    func aContrastThemeServesBothSchemesAtIncreasedContrast(name: String) {
        #expect(Self.contexts(["light", "dark", name]) == ["light", name, "dark", name])
        #expect(Self.contexts([name, "dark-hc", "light", "dark"]) == ["light", name, "dark", "dark-hc"])
    }

    /// Without both schemes, or with another context, the modifier is no appearance.
    @Test(arguments: [["light", "high-contrast"], ["light", "dark", "high-contrast", "sepia"], ["light", "dark", "contrast-ratio"]])
    func otherModifiersAreNoAppearance(names: [String]) {
        #expect(Self.contexts(names) == nil)
    }
}
