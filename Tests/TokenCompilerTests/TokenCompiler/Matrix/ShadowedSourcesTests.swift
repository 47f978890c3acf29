import Foundation
import Testing
@testable import Lowering
@testable import TokenCompiler
@testable import TokenModel

/// A source of a set whose every token is defined again after it in every permutation reaches no
/// theme: a Tokens Studio project whose `$themes` is empty, with sets `theme-light`, `theme-dark`
/// and `theme-red`, built light and dark as a mode over the base and lost `theme-red` without a
/// word. One `duplicate-token` warning per such source; a source any of whose tokens survives
/// somewhere is said nothing of.
@Suite struct ShadowedSourcesTests {
    static func set(_ background: String) -> String {
        ##"{ "bg": { "value": "\##(background)", "type": "color" }, "fg": { "value": "#000000", "type": "color" } }"##
    }

    static let singleFile = ##"""
        {
          "core": { "blue": { "value": "#0000ff", "type": "color" } },
          "theme-light": \##(set("#ffffff")),
          "theme-dark": \##(set("#111111")),
          "theme-red": \##(set("#ff0000")),
          "$themes": [],
          "$metadata": { "tokenSetOrder": ["core", "theme-light", "theme-dark", "theme-red"] }
        }
        """##

    static func shadowed(_ report: ValidationReport) -> [String] {
        report.diagnostics.filter { $0.message.contains("none of its values reaches the theme") }.map(FolderLayoutTests.printed)
    }

    static let advice = "if it is a theme of its own, make it a context of a modifier, chosen instead of what overrides it (a Tokens Studio theme that selects it, or a resolver document's context) [duplicate-token]"

    @Test func aSetEveryModeOverridesIsSaid() throws {
        let folder = try TemporaryFolder.holding(["tokens.json": Self.singleFile])
        defer { folder.remove() }
        let report = validateTokens(at: folder.path + "/tokens.json")
        #expect(report.succeeded)
        #expect(Self.shadowed(report) == [
            "\(folder.path)/tokens.json:5:16: warning: every token of the token set written here is defined again by what is merged after it, in every theme built, so none of its values reaches the theme: " + Self.advice,
        ])
    }

    @Test func aFileEveryModeOverridesIsSaidByItsPath() throws {
        let folder = try TemporaryFolder.holding([
            "$themes.json": "[]",
            "$metadata.json": #"{ "tokenSetOrder": ["core", "theme-light", "theme-dark", "theme-red"] }"#,
            "core.json": ##"{ "core": { "blue": { "value": "#0000ff", "type": "color" } } }"##,
            "theme-light.json": Self.set("#ffffff"),
            "theme-dark.json": Self.set("#111111"),
            "theme-red.json": Self.set("#ff0000"),
        ])
        defer { folder.remove() }
        let report = validateTokens(at: folder.path)
        #expect(Self.shadowed(report) == [
            "\(folder.path)/theme-red.json:1:1: warning: every token of 'theme-red.json' is defined again by what is merged after it, in every theme built, so none of its values reaches the theme: " + Self.advice,
        ])
    }

    /// Sets merged in `tokenSetOrder` without modes: each but the last is lost.
    @Test func setsMergedOverEachOtherAreSaidButTheLast() throws {
        let json = ##"""
            { "theme-blue": \##(Self.set("#0000ff")), "theme-green": \##(Self.set("#00ff00")), "theme-red": \##(Self.set("#ff0000")),
              "$themes": [], "$metadata": { "tokenSetOrder": ["theme-blue", "theme-green", "theme-red"] } }
            """##
        let folder = try TemporaryFolder.holding(["tokens.json": json])
        defer { folder.remove() }
        let report = validateTokens(at: folder.path + "/tokens.json")
        #expect(Self.shadowed(report).map { $0.components(separatedBy: ": warning").first! } == ["\(folder.path)/tokens.json:1:17", "\(folder.path)/tokens.json:1:130"])
    }

    /// A later source that overrides only some tokens, or a modifier that overrides them in only
    /// some contexts, leaves the source's other values in the theme: nothing is said.
    @Test(arguments: [
        ["a.json": #"{ "x": { "$type": "number", "$value": 1 }, "y": { "$type": "number", "$value": 2 } }"#,
         "b.json": #"{ "x": { "$type": "number", "$value": 3 } }"#],
        ["base.json": #"{ "x": { "$type": "number", "$value": 1 } }"#,
         "modes/light.json": #"{ "x": { "$type": "number", "$value": 2 } }"#,
         "modes/dark.json": #"{ "y": { "$type": "number", "$value": 3 } }"#],
    ])
    func aSourceWithAValueThatSurvivesIsNotSaid(files: [String: String]) throws {
        let folder = try TemporaryFolder.holding(files)
        defer { folder.remove() }
        let report = validateTokens(at: folder.path)
        #expect(Self.shadowed(report) == [])
    }

    /// Sets enabled in one theme group, each a source of another group's themes (Tokens Studio's
    /// primitives, merged again under each mode or each brand), reach the theme through them:
    /// each is merged after itself, not overridden, and nothing is said. Their values are in
    /// every theme.
    @Test func setsMergedAgainAsSourcesOfLaterThemesAreNotSaid() throws {
        let themes = #"""
            [
              { "id": "p", "name": "Primitives", "group": "Primitives", "selectedTokenSets": { "base/colors": "enabled", "base/type": "enabled" } },
              { "id": "l", "name": "Light", "group": "ColorMode", "selectedTokenSets": { "base/colors": "source", "semantic/light": "enabled" } },
              { "id": "d", "name": "Dark", "group": "ColorMode", "selectedTokenSets": { "base/colors": "source", "semantic/dark": "enabled" } },
              { "id": "a", "name": "A", "group": "Brand", "selectedTokenSets": { "base/type": "source", "semantic/brand-a": "enabled" } },
              { "id": "b", "name": "B", "group": "Brand", "selectedTokenSets": { "base/type": "source", "semantic/brand-b": "enabled" } }
            ]
            """#
        let folder = try TemporaryFolder.holding([
            "$themes.json": themes,
            "$metadata.json": #"{ "tokenSetOrder": ["base/colors", "semantic/light", "semantic/dark", "semantic/brand-a", "semantic/brand-b", "base/type"] }"#,
            "base/colors.json": ##"{ "base": { "white": { "$value": "#ffffff", "$type": "color" }, "black": { "$value": "#000000", "$type": "color" } } }"##,
            "base/type.json": #"{ "font": { "body": { "$value": "Open Sans", "$type": "fontFamily" } } }"#,
            "semantic/light.json": #"{ "bg": { "$value": "{base.white}", "$type": "color" } }"#,
            "semantic/dark.json": #"{ "bg": { "$value": "{base.black}", "$type": "color" } }"#,
            "semantic/brand-a.json": #"{ "text": { "$value": "{font.body}", "$type": "fontFamily" } }"#,
            "semantic/brand-b.json": #"{ "text": { "$value": "Georgia", "$type": "fontFamily" } }"#,
        ])
        defer { folder.remove() }
        let report = validateTokens(at: folder.path)
        #expect(report.succeeded)
        #expect(Self.shadowed(report) == [])
        let dark = FolderLayoutTests.values(report, ["ColorMode": "Dark", "Brand": "A"])
        #expect(TerrazzoModesTests.hex(dark, "bg") == "#000000")
        #expect(TerrazzoModesTests.hex(dark, "base.white") == "#ffffff")
        #expect(dark["text"] == #"[ "Open Sans" ]"# || dark["text"] == #""Open Sans""#)
    }

    /// A set that is a context of one theme group and a source of another's single theme
    /// (`Internals/Engage`, a source of `Default` and chosen by `Internals`) reaches the theme in
    /// its context: nothing is said, and each context has its own values.
    @Test func aSetThatIsAlsoALaterContextIsNotSaid() throws {
        let folder = try TemporaryFolder.holding([
            "$themes.json": #"""
                [
                  { "id": "d", "name": "Default", "group": "Externals", "selectedTokenSets": { "Externals/Default": "enabled", "Internals/Legacy": "source", "Internals/Engage": "source" } },
                  { "id": "e", "name": "Engage", "group": "Internals", "selectedTokenSets": { "Internals/Engage": "enabled" } },
                  { "id": "l", "name": "Legacy", "group": "Internals", "selectedTokenSets": { "Internals/Legacy": "enabled" } }
                ]
                """#,
            "$metadata.json": #"{ "tokenSetOrder": ["Internals/Engage", "Internals/Legacy", "Externals/Default"] }"#,
            "Internals/Engage.json": Self.set("#706e7b"),
            "Internals/Legacy.json": Self.set("#575757"),
            "Externals/Default.json": ##"{ "text": { "value": "{bg}", "type": "color" } }"##,
        ])
        defer { folder.remove() }
        let report = validateTokens(at: folder.path)
        #expect(report.succeeded)
        #expect(Self.shadowed(report) == [])
        #expect(TerrazzoModesTests.hex(FolderLayoutTests.values(report, ["Internals": "Engage"]), "text") == "#706e7b")
        #expect(TerrazzoModesTests.hex(FolderLayoutTests.values(report, ["Internals": "Legacy"]), "text") == "#575757")
    }
}
