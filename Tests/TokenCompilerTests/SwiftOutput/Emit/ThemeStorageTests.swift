import Foundation
import Testing
@testable import TokenCompiler
@testable import TokenModel

/// `AppTheme` keeps its values in shared storage, in every appearance: a copy is a pointer, and a
/// custom theme keeps its edits in light, dark and increased contrast. The matrix fixture's core
/// layer, compiled and run (brands acme and nova; modes dark, dark-hc and light, following the
/// appearance; `color.surface` white in light and black in both darks, `color.text` yellow in
/// dark-hc only, `color.accent` per brand).
@Suite struct ThemeStorageTests {
    static let prelude = #"""
        func rgb(_ c: ThemeColor?) -> String {
            guard let c else { return "nil" }
            return c.components.map { $0.map { String($0) } ?? "none" }.joined(separator: " ")
        }
        let gray: ThemeColor = ThemeColor(srgb: 0.5, 0.5, 0.5)
        let appearances: [(Bool, Bool)] = [(false, false), (false, true), (true, false), (true, true)]
        """#

    static func run(_ main: String) throws -> [String] {
        let report = EmitFixtures.matrix
        #expect(report.succeeded, "\(report.diagnostics)")
        let run = try GeneratedCode.run(EmitFixtures.sources(report.files), main: prelude + "\n" + main)
        #expect(run.status == 0, Comment(rawValue: run.output))
        return run.output.split(separator: "\n").map(String.init)
    }

    /// What `EnvironmentValues.appTheme` gives for a theme set with `.appTheme(edited)`:
    /// `followingAppearance` of it, in each system appearance. The edit holds in every mode; the
    /// tokens not edited take each mode's own values.
    @Test func anEditedThemeKeepsItsEditsInEveryAppearance() throws {
        let lines = try Self.run(#"""
            var edited = AppTheme.nova
            edited.color.surface = gray
            for (isDark, isHighContrast) in appearances {
                let seen = edited.followingAppearance(isDark: isDark, isHighContrast: isHighContrast)
                let stock = AppTheme.shared(seen.selection)
                print(seen.selection.brand, seen.selection.mode, rgb(seen.color.surface), rgb(seen.color.text) == rgb(stock.color.text), rgb(seen.color.accent))
            }
            var darkEdit = AppTheme(brand: .acme, mode: .dark)
            darkEdit.color.accent = gray
            print("edited in dark, read in light:", rgb(darkEdit.followingAppearance(isDark: false, isHighContrast: false).color.accent))
            print("unchanged appearance is the same theme:", edited.followingAppearance(isDark: false, isHighContrast: false) == edited)
            """#)
        #expect(lines == [
            "nova light 0.5 0.5 0.5 true 0.0 1.0 0.0",
            "nova light 0.5 0.5 0.5 true 0.0 1.0 0.0",
            "nova dark 0.5 0.5 0.5 true 0.0 1.0 0.0",
            "nova darkHc 0.5 0.5 0.5 true 0.0 1.0 0.0",
            "edited in dark, read in light: 0.5 0.5 0.5",
            "unchanged appearance is the same theme: true",
        ])
    }

    /// A theme given a mode keeps it where the environment reads it (`followingAppearance` is
    /// the environment's getter); one without a mode, the shared and static themes follow the
    /// system; a theme read through the appearance subscript keeps that mode; the flag can be
    /// set. Each modifier's enum is `Identifiable` by itself, for `ForEach`.
    @Test func aThemeGivenAModeKeepsIt() throws {
        let lines = try Self.run(#"""
            let fixed = AppTheme(brand: .nova, mode: .dark)
            let following = AppTheme(brand: .nova)
            for (isDark, isHighContrast) in appearances {
                let a = fixed.followingAppearance(isDark: isDark, isHighContrast: isHighContrast)
                let b = following.followingAppearance(isDark: isDark, isHighContrast: isHighContrast)
                print(a.selection.mode, rgb(a.color.surface) == rgb(fixed.color.surface), b.selection.mode)
            }
            print(fixed.followsAppearance, following.followsAppearance, AppTheme.nova.followsAppearance, AppTheme.default.followsAppearance, AppTheme.nova[mode: .dark].followsAppearance)
            var switched = fixed
            switched.followsAppearance = true
            print(switched.followingAppearance(isDark: false, isHighContrast: false).selection.mode)
            print(AppTheme.Brand.allCases.map(\.id) == AppTheme.Brand.allCases, AppTheme.Mode.dark.id)
            func sendable<T: Sendable>(_: T.Type) -> String { "\(T.self)" }
            print(sendable(AppTheme.self), sendable(AppTheme.Selection.self), sendable(ThemeColor.self))
            """#)
        #expect(lines == [
            "dark true light",
            "dark true light",
            "dark true dark",
            "dark true darkHc",
            "false true true true false",
            "light",
            "true dark",
            "AppTheme Selection ThemeColor",
        ])
    }

    /// `theme[mode: .dark]` edits the dark values only; the theme keeps reading its own mode.
    @Test func anEditThroughTheAppearanceSubscriptChangesThatAppearanceOnly() throws {
        let lines = try Self.run(#"""
            var theme = AppTheme.acme
            theme[mode: .dark].color.surface = gray
            theme[mode: .darkHc].color.text = ThemeColor(srgb: 1, 0, 0)
            print(theme.selection.mode)
            for mode in AppTheme.Mode.allCases {
                print(mode, rgb(theme[mode: mode].color.surface), rgb(theme[mode: mode].color.text))
            }
            print("equal to the stock theme:", theme == AppTheme.acme)
            """#)
        #expect(lines == [
            "light",
            "dark 0.5 0.5 0.5 1.0 1.0 1.0",
            "darkHc 0.0 0.0 0.0 1.0 0.0 0.0",
            "light 1.0 1.0 1.0 0.0 0.0 0.0",
            // Equality covers every appearance.
            "equal to the stock theme: false",
        ])
    }

    /// Copies share storage and an edit of one leaves the other as it was (copy on write, through
    /// nested groups); a group assigned whole is an edit like any other (the tokens it changes in
    /// the mode read change in every mode), and assigned mode by mode it brings each mode's values;
    /// equality is by value and hashing agrees with it.
    @Test func copiesAreValuesWithEqualityAndHashingByValue() throws {
        let lines = try Self.run(#"""
            let original = AppTheme.nova
            var copy = original
            copy.color.accent = gray
            print(rgb(original.color.accent), rgb(copy.color.accent), original == copy)
            copy.color.accent = AppTheme.nova.color.accent
            print("reverted:", copy == original, copy.hashValue == original.hashValue)
            print("built twice:", AppTheme(brand: .nova) == AppTheme.nova, AppTheme(brand: .nova).hashValue == AppTheme.nova.hashValue)
            print("other mode:", AppTheme(brand: .nova, mode: .dark) == AppTheme.nova)
            var mixed = AppTheme.acme
            mixed.color = AppTheme(brand: .nova, mode: .dark).color
            print("group from nova dark:", rgb(mixed.color.accent), rgb(mixed[mode: .dark].color.surface), rgb(mixed.color.surface), rgb(mixed[mode: .darkHc].color.text))
            var perMode = AppTheme.acme
            for mode in AppTheme.Mode.allCases {
                perMode[mode: mode].color = AppTheme.nova[mode: mode].color
            }
            print("group from nova, mode by mode:", AppTheme.Mode.allCases.allSatisfy { perMode[mode: $0].color == AppTheme.nova[mode: $0].color }, perMode.color.hashValue == AppTheme.nova.color.hashValue)
            print("distinct:", Set([AppTheme.acme, AppTheme.nova, AppTheme(brand: .nova), copy, mixed, AppTheme(mode: .dark), perMode]).count)
            print("size:", MemoryLayout<AppTheme>.size)
            """#)
        #expect(lines == [
            "0.0 1.0 0.0 0.5 0.5 0.5 false",
            "reverted: true true",
            "built twice: true true",
            "other mode: false",
            // nova's accent, and the surface and text of nova's dark, in every mode: each differs
            // from acme's light, the values the assignment replaced.
            "group from nova dark: 0.0 1.0 0.0 0.0 0.0 0.0 0.0 0.0 0.0 1.0 1.0 1.0",
            "group from nova, mode by mode: true true",
            // acme, nova (twice, and the reverted copy), mixed, acme in dark, acme with nova's colors.
            "distinct: 5",
            // The selection (two one-byte enums), then the storage: a pointer, the appearance read, the edit scope.
            "size: 18",
        ])
    }

    /// An edit changes, in every mode it applies to, the tokens whose value it changes in the mode
    /// read: assigning a token the value it already has there changes nothing elsewhere.
    @Test func anEditCarriesTheTokensItChanges() throws {
        let lines = try Self.run(#"""
            var theme = AppTheme.acme
            theme.color.text = theme.color.text
            theme.color = AppTheme.acme.color
            print(rgb(theme[mode: .dark].color.text), theme == AppTheme.acme)
            theme.color.text = ThemeColor(srgb: 0, 0, 0)
            print(rgb(theme[mode: .dark].color.text), rgb(theme[mode: .darkHc].color.text))
            theme.color.text = gray
            print(rgb(theme.color.text), rgb(theme[mode: .dark].color.text), rgb(theme[mode: .darkHc].color.text))
            """#)
        #expect(lines == [
            "1.0 1.0 1.0 true",
            // Black already in light, so no mode changes.
            "1.0 1.0 1.0 1.0 1.0 0.0",
            "0.5 0.5 0.5 0.5 0.5 0.5 0.5 0.5 0.5",
        ])
    }

    /// The environment's getter is the core layer's `followingAppearance`, so what runs above is
    /// what SwiftUI gives; it never hands out a theme other than the one stored, or, in a debug
    /// build under `.appThemeLive()`, that one with the live values (`AppThemeLive.applied(to:)`).
    @Test func theEnvironmentReadsTheChosenThemeInTheSystemAppearance() throws {
        let environment = try #require(EmitFixtures.matrix.files.first { $0.path == "SwiftUI/AppTheme+Environment.swift" })
        #expect(environment.contents.contains("""
                    get {
                        chosen.followingAppearance(
                            isDark: colorScheme == .dark, isHighContrast: colorSchemeContrast == .increased)
                    }
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
            """))
        #expect(!environment.contents.contains("shared("))
    }

    /// `shared(_:)` keeps one theme per brand (the modes are in each), so more modes add no statics.
    @Test func sharedThemesAreKeptPerPermutationOfTheOtherModifiers() throws {
        let theme = try #require(EmitFixtures.matrix.files.first { $0.path == "AppTheme.swift" })
        #expect(theme.contents.contains("""
                private enum Shared {
                    static let theme0: AppTheme = AppTheme(Selection(brand: .acme))
                    static let theme1: AppTheme = AppTheme(Selection(brand: .nova))
                }
            """))
    }

    /// Every value that came from an alias names it on its property, and an alias that differs
    /// between contexts names each with the contexts it holds in.
    @Test func aliasedValuesNameTheirSourceInTheirDocumentation() throws {
        let report = buildJSON(
            #"""
            {
              "palette": { "$type": "color",
                "blue": { "$value": { "colorSpace": "srgb", "components": [0, 0, 1] } },
                "white": { "$value": { "colorSpace": "srgb", "components": [1, 1, 1] } } },
              "brand": { "$type": "color",
                "primary": { "$description": "Buttons.", "$value": "{palette.blue}" },
                "surface": { "$value": "{palette.white}" },
                "plain": { "$value": { "colorSpace": "srgb", "components": [0, 0, 0] } } }
            }
            """#,
            modifiers: [("mode", [
                ("light", "{}"),
                ("dark", #"{ "brand": { "surface": { "$value": "{palette.blue}" } } }"#),
                ("dim", #"{ "brand": { "surface": { "$type": "color", "$value": { "colorSpace": "srgb", "components": [0.1, 0.1, 0.1] } } } }"#),
            ])])
        #expect(report.succeeded, "\(report.diagnostics)")
        let brand = try #require(report.files.first { $0.path == "Tokens/AppTheme+Brand.swift" })
        #expect(brand.contents.contains("""
                    /// Buttons.
                    ///
                    /// {palette.blue}
                    public var primary: ThemeColor
                    /// {palette.white} when mode is light; {palette.blue} when mode is dark; a value of its own when mode is dim
                    public var surface: ThemeColor
                    public var plain: ThemeColor
            """))
    }
}
