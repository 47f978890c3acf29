import Foundation
import Testing
@testable import TokenCompiler
@testable import TokenModel

/// An alias stays a link in the generated theme: editing a token changes every token that aliases
/// it, through chains of aliases, in every appearance the edit applies to and where the alias holds,
/// unless an edit set that token itself. The core layer, compiled and run on Linux.
@Suite struct AliasEditTests {
    /// `brand.primary` aliases `palette.blue`; `button.background` and `button.border` alias
    /// `brand.primary`; `link.color` aliases `button.background` (a chain of three, two branches).
    /// `surface` aliases `palette.white` in light and `palette.blue` in dark; `card` aliases
    /// `surface`. `space.gap` aliases `space.base`; `space.double` is maths over it.
    static let tokens = #"""
        {
          "palette": { "$type": "color",
            "blue": { "$value": { "colorSpace": "srgb", "components": [0, 0, 1] } },
            "white": { "$value": { "colorSpace": "srgb", "components": [1, 1, 1] } } },
          "brand": { "primary": { "$type": "color", "$value": "{palette.blue}" } },
          "button": { "$type": "color",
            "background": { "$value": "{brand.primary}" },
            "border": { "$value": "{brand.primary}" } },
          "link": { "color": { "$type": "color", "$value": "{button.background}" } },
          "surface": { "$type": "color", "$value": "{palette.white}" },
          "card": { "$type": "color", "$value": "{surface}" },
          "space": { "$type": "dimension",
            "base": { "$value": { "value": 8, "unit": "px" } },
            "gap": { "$value": "{space.base}" },
            "double": { "$value": "{space.base} * 2" } }
        }
        """#

    static let prelude = #"""
        func rgb(_ c: ThemeColor) -> String {
            c.components.map { $0.map { String($0) } ?? "none" }.joined(separator: " ")
        }
        let red: ThemeColor = ThemeColor(srgb: 1, 0, 0)
        let gray: ThemeColor = ThemeColor(srgb: 0.5, 0.5, 0.5)
        func colors(_ t: AppTheme) -> String {
            [t.brand.primary, t.button.background, t.button.border, t.link.color, t.surface, t.card].map(rgb).joined(separator: " | ")
        }
        """#

    static let report = buildJSON(tokens, modifiers: [("mode", [
        ("light", "{}"),
        ("dark", #"{ "surface": { "$type": "color", "$value": "{palette.blue}" } }"#),
    ])])

    static func run(_ main: String) throws -> [String] {
        #expect(report.succeeded, "\(report.diagnostics)")
        let run = try GeneratedCode.run(EmitFixtures.sources(report.files), main: prelude + "\n" + main)
        #expect(run.status == 0, Comment(rawValue: run.output))
        return run.output.split(separator: "\n").map(String.init)
    }

    /// The table of slots in tree order, and the aliases: constant ones in one list, one that
    /// differs between modes in a `switch`; maths (`space.double`) is no alias.
    @Test func theTableListsEveryAliasByPosition() throws {
        let table = try #require(Self.report.files.first { $0.path == "AppTheme+TokenTable.swift" }).contents
        #expect(table.contains(#"""
                private static let entries: [String] = [
                    "color palette.blue",
                    "color palette.white",
                    "color brand.primary",
                    "color button.background",
                    "color button.border",
                    "color link.color",
                    "color surface",
                    "color card",
                    "dimension space.base",
                    "dimension space.gap",
                    "dimension space.double",
                ]
            """#), Comment(rawValue: table))
        #expect(table.contains("""
                static func aliases(in selection: AppTheme.Selection) -> [Int] {
                    var aliases: [Int] = [2, 0, 3, 2, 4, 2, 5, 3, 7, 6, 9, 8]
                    switch selection.mode {
                    case .light:
                        aliases += [6, 1]
                    case .dark:
                        aliases += [6, 0]
                    }
                    return aliases
                }
            """), Comment(rawValue: table))
    }

    /// An edit of the source reaches every alias of it, transitively, in every mode; in dark,
    /// where `surface` aliases `palette.blue`, it and `card` follow too, and in light they do not.
    @Test func anEditReachesEveryAliasTransitivelyInEachAppearance() throws {
        let lines = try Self.run(#"""
            var theme = AppTheme.default
            print(colors(theme[mode: .light]))
            print(colors(theme[mode: .dark]))
            theme.palette.blue = red
            print(colors(theme[mode: .light]))
            print(colors(theme[mode: .dark]))
            print(rgb(theme.palette.white), theme == AppTheme.default)
            """#)
        #expect(lines == [
            "0.0 0.0 1.0 | 0.0 0.0 1.0 | 0.0 0.0 1.0 | 0.0 0.0 1.0 | 1.0 1.0 1.0 | 1.0 1.0 1.0",
            "0.0 0.0 1.0 | 0.0 0.0 1.0 | 0.0 0.0 1.0 | 0.0 0.0 1.0 | 0.0 0.0 1.0 | 0.0 0.0 1.0",
            "1.0 0.0 0.0 | 1.0 0.0 0.0 | 1.0 0.0 0.0 | 1.0 0.0 0.0 | 1.0 1.0 1.0 | 1.0 1.0 1.0",
            "1.0 0.0 0.0 | 1.0 0.0 0.0 | 1.0 0.0 0.0 | 1.0 0.0 0.0 | 1.0 0.0 0.0 | 1.0 0.0 0.0",
            "1.0 1.0 1.0 false",
        ])
    }

    /// A token an edit set keeps its value when the token it aliases changes later, and so do the
    /// tokens that alias it (they follow it, not its old source); its siblings still follow.
    @Test func anEditedAliasNoLongerFollowsItsSource() throws {
        let lines = try Self.run(#"""
            var theme = AppTheme.default
            theme.button.background = gray
            print(colors(theme))
            theme.brand.primary = red
            print(colors(theme))
            theme.palette.blue = ThemeColor(srgb: 0, 1, 0)
            print(colors(theme))
            theme.link.color = red
            theme.button.background = ThemeColor(srgb: 0, 0, 0)
            print(colors(theme))
            """#)
        #expect(lines == [
            "0.0 0.0 1.0 | 0.5 0.5 0.5 | 0.0 0.0 1.0 | 0.5 0.5 0.5 | 1.0 1.0 1.0 | 1.0 1.0 1.0",
            "1.0 0.0 0.0 | 0.5 0.5 0.5 | 1.0 0.0 0.0 | 0.5 0.5 0.5 | 1.0 1.0 1.0 | 1.0 1.0 1.0",
            "1.0 0.0 0.0 | 0.5 0.5 0.5 | 1.0 0.0 0.0 | 0.5 0.5 0.5 | 1.0 1.0 1.0 | 1.0 1.0 1.0",
            "1.0 0.0 0.0 | 0.0 0.0 0.0 | 1.0 0.0 0.0 | 1.0 0.0 0.0 | 1.0 1.0 1.0 | 1.0 1.0 1.0",
        ])
    }

    /// An edit through the appearance subscript changes the aliases of that appearance only; an
    /// edit of a whole group changes the aliases of each token it changed.
    @Test func editsOfOneAppearanceAndOfWholeGroupsReachTheirAliases() throws {
        let lines = try Self.run(#"""
            var theme = AppTheme.default
            theme[mode: .dark].palette.blue = red
            print(colors(theme[mode: .light]))
            print(colors(theme[mode: .dark]))
            var other = AppTheme.default
            other.palette.white = gray
            theme.palette = other.palette
            print(colors(theme[mode: .light]))
            print(colors(theme[mode: .dark]))
            """#)
        #expect(lines == [
            "0.0 0.0 1.0 | 0.0 0.0 1.0 | 0.0 0.0 1.0 | 0.0 0.0 1.0 | 1.0 1.0 1.0 | 1.0 1.0 1.0",
            "1.0 0.0 0.0 | 1.0 0.0 0.0 | 1.0 0.0 0.0 | 1.0 0.0 0.0 | 1.0 0.0 0.0 | 1.0 0.0 0.0",
            // Read in light, the other palette differs in white only: white becomes gray in both
            // modes, with what aliases it there; dark keeps its red.
            "0.0 0.0 1.0 | 0.0 0.0 1.0 | 0.0 0.0 1.0 | 0.0 0.0 1.0 | 0.5 0.5 0.5 | 0.5 0.5 0.5",
            "1.0 0.0 0.0 | 1.0 0.0 0.0 | 1.0 0.0 0.0 | 1.0 0.0 0.0 | 1.0 0.0 0.0 | 1.0 0.0 0.0",
        ])
    }

    /// Dimensions follow as colors do; a value computed by maths over an alias is resolved at
    /// build time and keeps its value.
    @Test func dimensionsFollowAndMathsIsResolved() throws {
        let lines = try Self.run(#"""
            var theme = AppTheme.default
            theme.space.base = 10
            print(theme.space.base, theme.space.gap, theme.space.double)
            """#)
        #expect(lines == ["10.0 10.0 16.0"])
    }

    /// The example design system: the campaign theme of GeneratedAPI.md edits the brand color, and
    /// the primary button's background (`{color.brand.primary}`) follows it in light and dark; the
    /// groups the edit does not reach stay shared with the theme it was copied from.
    @Test func theBrandColorReachesThePrimaryButton() throws {
        let report = EmitFixtures.repository
        let core = report.files.filter { !$0.path.hasPrefix("SwiftUI/") && !$0.path.hasPrefix("UIKit/") && !$0.path.hasPrefix("AppKit/") }
        let run = try GeneratedCode.run(EmitFixtures.sources(core), main: #"""
            var theme = AppTheme.nova
            let purple: ThemeColor = ThemeColor(displayP3: 0.55, 0.2, 0.85)
            theme.color.brand.primary = purple
            print(theme.component.button.primary.background == purple, theme[mode: .dark].component.button.primary.background == purple)
            print(AppTheme.nova.component.button.primary.background == AppTheme.nova.color.brand.primary, AppTheme.nova.color.brand.primary == purple)
            // The groups the edit did not reach are still the original's, shared; the others are new.
            let stock = AppTheme.nova
            print(theme.color._text === stock.color._text, theme.color._brand === stock.color._brand, theme.component._card === stock.component._card)
            """#)
        #expect(run.status == 0, Comment(rawValue: run.output))
        #expect(run.output == "true true\ntrue false\ntrue false true\n")
    }
}
