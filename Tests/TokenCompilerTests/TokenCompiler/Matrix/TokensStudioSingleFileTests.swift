import Foundation
import Testing
@testable import Lowering
@testable import TokenCompiler
@testable import TokenJSON
@testable import TokenModel
@testable import SwiftOutput

/// Tokens Studio's single-file export: the token sets as the members of one file, beside
/// `$themes` and `$metadata`, with references that name tokens without their set.
@Suite struct TokensStudioSingleFileTests {
    /// A folder holding `tokens.json` with `text`; removed by the caller.
    static func folder(_ text: String) throws -> TemporaryFolder {
        try TemporaryFolder.holding(["tokens.json": text])
    }

    static let themed = #"""
        {
          "core": {
            "blue": { "value": "#0000ff", "type": "color" },
            "white": { "value": "#ffffff", "type": "color" },
            "black": { "value": "#000000", "type": "color" },
            "space": { "value": "8", "type": "spacing" }
          },
          "light": { "surface": { "value": "{white}", "type": "color" }, "accent": { "value": "{blue}", "type": "color" } },
          "dark": { "surface": { "value": "{black}", "type": "color" }, "accent": { "value": "{blue}", "type": "color" } },
          "$themes": [
            { "id": "1", "name": "Light", "group": "Mode", "selectedTokenSets": { "core": "source", "light": "enabled" } },
            { "id": "2", "name": "Dark", "group": "Mode", "selectedTokenSets": { "core": "source", "dark": "enabled", "contrast": "enabled" } }
          ],
          "$metadata": { "tokenSetOrder": ["core", "light", "dark"] }
        }
        """#

    @Test func theFilesThemesSelectItsSets() throws {
        let folder = try Self.folder(Self.themed)
        defer { folder.remove() }
        let report = validateTokens(at: folder.path)
        let file = folder.path + "/tokens.json"
        #expect(report.diagnostics.filter { $0.code != .nonStandardType && $0.code != .nonStandardValue }.map(FolderLayoutTests.printed) == [
            "\(file):12:5: warning: the theme 'Dark' selects the token set 'contrast', which the file does not hold; it is left out [invalid-resolver-reference]",
        ])
        #expect(FolderLayoutTests.modifiers(report) == ["Mode: Light, Dark (default Light)"])
        #expect(report.plan?.layers.map(\.name) == ["base", "base", "Mode"])
        let light = FolderLayoutTests.values(report, [:])
        let dark = FolderLayoutTests.values(report, ["Mode": "Dark"])
        #expect(light["surface"] == ##"{ "colorSpace": "srgb", "components": [ 1, 1, 1 ], "hex": "#ffffff" }"##)
        #expect(dark["surface"] == ##"{ "colorSpace": "srgb", "components": [ 0, 0, 0 ], "hex": "#000000" }"##)
        #expect(light["space"] == #"{ "value": 8, "unit": "px" }"#)
        // Set names are not part of token paths.
        #expect(light.keys.sorted() == ["accent", "black", "blue", "space", "surface", "white"])
        #expect(InputListing(tokens: folder.path, configuration: nil).read == [file])
    }

    /// A set of the project's `tokenSetOrder` that no theme selects is not applied, as the plugin
    /// applies none of it with any theme, and one warning names it at the first theme.
    @Test func aSetNoThemeSelectsIsNamed() throws {
        // A name the file holds no set of (a stale order) is not named.
        let folder = try Self.folder(Self.themed
            .replacingOccurrences(of: #""tokenSetOrder": ["core", "light", "dark"]"#, with: #""tokenSetOrder": ["core", "light", "dark", "brand/tilsynet", "gone"]"#)
            .replacingOccurrences(of: #""$themes": ["#, with: ##""brand/tilsynet": { "ink": { "value": "#123456", "type": "color" } }, "$themes": ["##))
        defer { folder.remove() }
        let report = validateTokens(at: folder.path)
        #expect(report.diagnostics.filter { $0.code == .invalidResolverReference }.map(FolderLayoutTests.printed).first
            == "\(folder.path)/tokens.json:11:5: warning: no theme in the file's $themes selects the token set 'brand/tilsynet' of the project's tokenSetOrder, so it is not applied, as Tokens Studio applies only the sets a theme selects; select it in a theme to build it [invalid-resolver-reference]")
        #expect(FolderLayoutTests.modifiers(report) == ["Mode: Light, Dark (default Light)"])
    }

    /// Given directly, the file is read the same way.
    @Test func theFileGivenDirectlyIsReadAlike() throws {
        let folder = try Self.folder(Self.themed)
        defer { folder.remove() }
        let report = validateTokens(at: folder.path + "/tokens.json")
        #expect(FolderLayoutTests.modifiers(report) == ["Mode: Light, Dark (default Light)"])
        #expect(FolderLayoutTests.values(report, ["Mode": "Dark"])["accent"] == ##"{ "colorSpace": "srgb", "components": [ 0, 0, 1 ], "hex": "#0000ff" }"##)
    }

    /// Without themes every set applies, in `tokenSetOrder`: a later set overrides an earlier one.
    /// A set all of whose tokens a later one overrides (`b` before `a`) gives the theme nothing,
    /// which is said (``ShadowedSourcesTests``).
    @Test(arguments: [(#"["b", "a"]"#, "2", ["2:8"]), (#"["a", "b"]"#, "1", [])])
    func withoutThemesEverySetAppliesInTheOrderOfMetadata(order: String, expected: String, shadowed: [String]) throws {
        let folder = try Self.folder(#"""
            { "a": { "n": { "value": "2", "type": "number" }, "m": { "value": "{n}", "type": "number" } },
              "b": { "n": { "value": "1", "type": "number" } },
              "$themes": [], "$metadata": { "tokenSetOrder": \#(order) } }
            """#)
        defer { folder.remove() }
        let report = validateTokens(at: folder.path)
        let said = report.diagnostics.filter { $0.code != .nonStandardValue }
        #expect(said.map(\.code) == shadowed.map { _ in .duplicateToken })
        #expect(said.compactMap { $0.location.map { "\($0.position)" } } == shadowed)
        #expect(report.theme.modifiers.isEmpty)
        #expect(FolderLayoutTests.values(report, [:]) == ["n": expected, "m": expected])
    }

    /// A line height above 3 is pixels, as the plugin applies a number, in either file shape of
    /// a Tokens Studio project: 40 over a 32px font is 1.25 with `$value` keys too, not 40 times.
    @Test(arguments: ["", "$"])
    func aLineHeightAboveThreeIsPixelsInEitherShape(prefix: String) throws {
        let folder = try Self.folder(##"""
            { "global": {
                "lineHeights": { "1": { "\##(prefix)value": "40", "\##(prefix)type": "lineHeights" } },
                "fontSizes": { "xl": { "\##(prefix)value": "32", "\##(prefix)type": "fontSizes" } },
                "heading": { "\##(prefix)type": "typography",
                  "\##(prefix)value": { "fontFamily": "Inter", "fontWeight": "400", "fontSize": "{fontSizes.xl}", "lineHeight": "{lineHeights.1}" } } },
              "$themes": [], "$metadata": { "tokenSetOrder": ["global"] } }
            """##)
        defer { folder.remove() }
        let report = validateTokens(at: folder.path)
        #expect(report.succeeded)
        guard case .typography(let heading)? = report.theme.tokens.first(where: { $0.path.description == "heading" })?.value(in: 0)?.value else {
            Issue.record("no typography")
            return
        }
        #expect(heading.lineHeight.text == "1.25")
        #expect(report.diagnostics.contains { $0.code == .suspiciousValue && $0.message.hasPrefix("line height 40 (from '{lineHeights.1}') is above 3, so it is read as 40px between lines") })
    }

    /// Figma Tokens wrote the file before it had themes: no `$themes`, no `$metadata`. Its
    /// references say the members are sets; sets named after appearances are modes.
    @Test func setsWithoutMetadataAreToldByTheirReferences() throws {
        let folder = try Self.folder(#"""
            {
              "global": { "grey": { "100": { "value": "#eeeeee", "type": "color" }, "900": { "value": "#111111", "type": "color" } } },
              "light": { "bg": { "value": "{grey.100}", "type": "color" } },
              "dark": { "bg": { "value": "{grey.900}", "type": "color" } }
            }
            """#)
        defer { folder.remove() }
        let report = validateTokens(at: folder.path)
        #expect(report.diagnostics.map(FolderLayoutTests.printed) == [])
        #expect(FolderLayoutTests.modifiers(report) == ["mode: light, dark (default light)"])
        #expect(FolderLayoutTests.values(report, [:])["bg"] == ##"{ "colorSpace": "srgb", "components": [ 0.9333333333333333, 0.9333333333333333, 0.9333333333333333 ], "hex": "#eeeeee" }"##)
        #expect(FolderLayoutTests.values(report, ["mode": "dark"])["bg"] == ##"{ "colorSpace": "srgb", "components": [ 0.06666666666666667, 0.06666666666666667, 0.06666666666666667 ], "hex": "#111111" }"##)
    }

    /// Sets whose names end in an appearance after a folder (`theme/light`) are modes too, named
    /// by the appearance.
    @Test func setsInAFolderNamedAfterAppearancesAreModes() throws {
        let folder = try Self.folder(##"""
            { "core": { "white": { "value": "#ffffff", "type": "color" }, "black": { "value": "#000000", "type": "color" } },
              "theme/light": { "bg": { "value": "{white}", "type": "color" } },
              "theme/dark": { "bg": { "value": "{black}", "type": "color" } },
              "$metadata": { "tokenSetOrder": ["core", "theme/light", "theme/dark"] } }
            """##)
        defer { folder.remove() }
        let report = validateTokens(at: folder.path)
        #expect(report.diagnostics.map(FolderLayoutTests.printed) == [])
        #expect(FolderLayoutTests.modifiers(report) == ["mode: light, dark (default light)"])
        #expect(FolderLayoutTests.values(report, ["mode": "dark"])["bg"] == ##"{ "colorSpace": "srgb", "components": [ 0, 0, 0 ], "hex": "#000000" }"##)
    }

    /// One set named by an appearance alone (`Dark Mode`) that redefines tokens of the sets
    /// before it is that appearance over them, the light one: merged with them, its values were
    /// the only theme's, without a word. One that redefines nothing stays a set of the base.
    @Test(arguments: [true, false])
    func aLoneAppearanceSetOverTheOthersIsTheMode(overrides: Bool) throws {
        let folder = try Self.folder(##"""
            { "global": { "neutral": { "90": { "value": "#252626", "type": "color" } }, "text": { "value": "{neutral.90}", "type": "color" } },
              "Dark Mode": { "neutral": { "\##(overrides ? "90" : "95")": { "value": "#F7F7F7", "type": "color" } } },
              "$metadata": { "tokenSetOrder": ["global", "Dark Mode"] } }
            """##)
        defer { folder.remove() }
        let report = validateTokens(at: folder.path)
        #expect(report.succeeded)
        #expect(FolderLayoutTests.modifiers(report) == (overrides ? ["mode: light, Dark (default light)"] : []))
        #expect(FolderLayoutTests.hex(report, [:], "text") == "#252626")
        if overrides {
            #expect(FolderLayoutTests.hex(report, ["mode": "Dark"], "text") == "#f7f7f7")
        }
    }

    /// A file whose references name its tokens as written keeps its top level, and so does one
    /// whose references name no token either way: that is a broken reference where it is written.
    @Test(arguments: [
        (##"{ "color": { "grey": { "value": "#eeeeee", "type": "color" } }, "light": { "bg": { "value": "{color.grey}", "type": "color" } } }"##, [String]()),
        (##"{ "color": { "grey": { "value": "#eeeeee", "type": "color" } }, "light": { "bg": { "value": "{colour.grey}", "type": "color" } } }"##,
         ["1:93 broken-reference"]),
    ])
    func aFileWhoseReferencesDoNotNameSetsKeepsItsTopLevel(text: String, errors: [String]) throws {
        let folder = try Self.folder(text)
        defer { folder.remove() }
        let report = validateTokens(at: folder.path)
        #expect(report.diagnostics.filter { $0.severity == .error }.map { "\($0.location?.line ?? 0):\($0.location?.column ?? 0) \($0.code.rawValue)" } == errors)
        #expect(report.theme.modifiers.isEmpty)
        if errors.isEmpty {
            #expect(FolderLayoutTests.values(report, [:]).keys.sorted() == ["color.grey", "light.bg"])
        }
    }

    /// Beside other token files, a file without `$themes` or `$metadata` is a token file.
    @Test func aFileWithoutMetadataAmongOthersIsATokenFile() throws {
        let folder = try Self.folder(##"{ "global": { "grey": { "100": { "value": "#eeeeee", "type": "color" } } }, "light": { "bg": { "value": "{grey.100}", "type": "color" } } }"##)
        defer { folder.remove() }
        try ##"{ "size": { "value": "4", "type": "spacing" } }"##.write(toFile: folder.path + "/palette.json", atomically: true, encoding: .utf8)
        let report = validateTokens(at: folder.path)
        #expect(report.diagnostics.filter { $0.severity == .error }.map { "\($0.location?.line ?? 0):\($0.location?.column ?? 0) \($0.code.rawValue)" } == ["1:105 broken-reference"])
    }

    /// Built, the themes compile and the dark mode's values are what the appearance reads.
    @Test func theBuiltThemeCompilesAndFollowsTheAppearance() throws {
        let folder = try Self.folder(Self.themed)
        defer { folder.remove() }
        let report = buildTheme(at: folder.path)
        #expect(report.succeeded, "\(report.diagnostics)")
        let main = #"""
            func rgb(_ c: ThemeColor) -> String { c.components.map { $0.map { String($0) } ?? "none" }.joined(separator: " ") }
            print(rgb(AppTheme.default.surface), rgb(AppTheme(mode: .dark).surface), AppTheme.default.space)
            """#
        let run = try GeneratedCode.run(EmitFixtures.sources(report.files), main: main)
        #expect(run.status == 0, Comment(rawValue: run.output))
        #expect(run.output.split(separator: "\n") == ["1.0 1.0 1.0 0.0 0.0 0.0 8.0"])
    }

    /// A reference broken only in some themes says which; a token file elsewhere in the folder
    /// that defines the name is no input of the single-file export (it lists no files), so no
    /// note sends the reader there and the condition stays.
    @Test func aFileBesideTheExportIsNoUnlistedSource() throws {
        let folder = try TemporaryFolder.holding([
            "tokens.json": ##"""
                {
                  "Global": { "hue": { "value": "227", "type": "number" } },
                  "Theme": { "surface": { "value": "{hue}", "type": "number" } },
                  "$themes": [
                    { "id": "a", "name": "Spring", "selectedTokenSets": { "Theme": "enabled" } },
                    { "id": "b", "name": "Hoory", "selectedTokenSets": { "Global": "enabled", "Theme": "enabled" } }
                  ]
                }
                """##,
            "export/Global.json": ##"{ "hue": { "value": "227", "type": "number" } }"##,
        ])
        defer { folder.remove() }
        let report = validateTokens(at: folder.path + "/tokens.json")
        let broken = report.diagnostics.filter { $0.code == .brokenReference }
        #expect(broken.map(\.message) == ["'{hue}' names no token (only when theme is Spring)"])
        #expect(broken.flatMap(\.notes).isEmpty)
    }
}
