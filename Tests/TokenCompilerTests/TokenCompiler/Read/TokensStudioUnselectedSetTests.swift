import Foundation
import Testing
@testable import Lowering
@testable import TokenCompiler
@testable import TokenModel
@testable import TokencCLI

/// A reference into a Tokens Studio set that no theme selects: the plugin merges the sets a theme
/// does not use beneath the ones it does (`getTokenSetsOrder`'s `overallSets`, since 2024), so the
/// reference resolves there; here the tokens the themes need from such a set are read beneath
/// every theme, with a warning, and under `--strict` the reference stays broken.
@Suite struct TokensStudioUnselectedSetTests {
    static let themes = #"""
        [{"id":"l","name":"Light","group":"mode","selectedTokenSets":{"semantic":"enabled","light":"enabled"}},
         {"id":"d","name":"Dark","group":"mode","selectedTokenSets":{"semantic":"enabled","dark":"enabled"}}]
        """#
    static let files = [
        "$themes.json": themes,
        "$metadata.json": #"{"tokenSetOrder":["core","extra","semantic","light","dark"]}"#,
        // `core.unused` is broken, and no theme needs it: it is not read.
        "core.json": ##"""
            {"core":{"blue":{"value":"{core.base}","type":"color"},"base":{"value":"#0000ff","type":"color"},
             "sans":{"value":"Inter","type":"fontFamilies"},"mono":{"value":"Menlo","type":"fontFamilies"},
             "unused":{"value":"{nowhere}","type":"color"},"accent":{"value":"#00ff00","type":"color"}}}
            """##,
        "extra.json": ##"{"core":{"accent":{"value":"#ff0000","type":"color"}},"spare":{"value":"#123456","type":"color"}}"##,
        "semantic.json": ##"""
            {"brand":{"value":"{core.blue}","type":"color"},
             "stack":{"value":"{core.sans}, {core.mono}","type":"fontFamilies"}}
            """##,
        "light.json": ##"{"bg":{"value":"{core.accent}","type":"color"}}"##,
        "dark.json": ##"{"bg":{"value":"#000000","type":"color"},"core":{"base":{"value":"#000088","type":"color"}}}"##,
    ]

    @Test func theTokensTheThemesReferenceAreReadBeneathEveryTheme() throws {
        let folder = try TemporaryFolder.holding(Self.files)
        defer { folder.remove() }
        let report = validateTokens(at: folder.path)
        #expect(report.succeeded, "\(report.diagnostics.map(FolderLayoutTests.printed))")
        let fallback = report.diagnostics.filter { $0.message.contains("beneath every theme") }.map(FolderLayoutTests.printed)
        #expect(fallback == [
            "\(folder.path)/light.json:1:16: warning: '{core.accent}' is defined only in the token set 'extra', which no theme in $themes.json selects: its 1 token that the themes reference is read beneath every theme, as Tokens Studio resolves them; select the set as \"source\" in the themes that reference it to say so [invalid-resolver-reference]",
            "\(folder.path)/semantic.json:1:19: warning: '{core.blue}' is defined only in the token set 'core', which no theme in $themes.json selects: its 4 tokens that the themes reference are read beneath every theme, as Tokens Studio resolves them; select the set as \"source\" in the themes that reference it to say so [invalid-resolver-reference]",
        ])
        let light = FolderLayoutTests.values(report, ["mode": "Light"])
        let dark = FolderLayoutTests.values(report, ["mode": "Dark"])
        // Beneath: a selected set's `core.base` (Dark's) wins over the unselected one's; a later
        // unselected set wins over an earlier one (`core.accent`).
        #expect(TerrazzoModesTests.hex(light, "brand") == "#0000ff")
        #expect(TerrazzoModesTests.hex(dark, "brand") == "#000088")
        #expect(TerrazzoModesTests.hex(light, "bg") == "#ff0000")
        #expect(light["stack"] == #"[ "Inter", "Menlo" ]"#)
        // Only what the themes need: neither `core.unused` nor the unreferenced `spare`.
        #expect(light.keys.sorted() == ["bg", "brand", "core.accent", "core.base", "core.blue", "core.mono", "core.sans", "stack"])
    }

    @Test func underStrictTheReferenceStaysBrokenAndSaysWhereTheTokenIs() throws {
        let folder = try TemporaryFolder.holding(Self.files)
        defer { folder.remove() }
        let report = validateTokens(at: folder.path, options: ReaderOptions(strict: true))
        let broken = report.diagnostics.filter { $0.code == .brokenReference }
        #expect(broken.map(\.message) == ["'{core.accent}' names no token", "'{core.blue}' names no token"])
        #expect(broken.first?.notes.map(\.message) == ["'core.accent' is defined in the token set 'core', which no theme in $themes.json selects"])
        #expect(broken.first?.notes.first?.location?.file == "\(folder.path)/core.json")
        #expect(!report.diagnostics.contains { $0.message.contains("beneath every theme") })
    }

    /// `tokenc resolver` writes the tokens the themes need from those sets into the base set, so
    /// the document builds the theme the folder builds; under `--strict` it has none of them.
    @Test func theResolverDocumentHoldsTheTokensTheThemesNeed() throws {
        let folder = try TemporaryFolder.holding(Self.files)
        defer { folder.remove() }
        let run = runTokenc(["resolver", "--tokens", folder.path])
        #expect(run.code == .success)
        #expect(run.standardOutput.contains(#""blue": {"#) && run.standardOutput.contains(#""value": "{core.base}""#))
        #expect(!run.standardOutput.contains("unused") && !run.standardOutput.contains("spare"))
        let strict = runTokenc(["resolver", "--strict", "--tokens", folder.path])
        #expect(strict.code == .success && !strict.standardOutput.contains(#""blue": {"#))
        try run.standardOutput.write(toFile: folder.path + "/roundtrip.resolver.json", atomically: true, encoding: .utf8)
        let before = validateTokens(at: folder.path)
        let after = validateTokens(at: folder.path + "/roundtrip.resolver.json")
        #expect(after.diagnostics.filter { $0.severity == .error }.map(FolderLayoutTests.printed) == [])
        #expect(!after.diagnostics.contains { $0.message.contains("beneath every theme") })
        for mode in ["Light", "Dark"] {
            #expect(FolderLayoutTests.values(after, ["mode": mode]) == FolderLayoutTests.values(before, ["mode": mode]))
        }
    }

    /// A reference that no set defines stays broken, and nothing is read again for it.
    @Test func aReferenceNoSetDefinesStaysBroken() throws {
        var files = Self.files
        files["semantic.json"] = ##"{"brand":{"value":"{core.missing}","type":"color"}}"##
        files["light.json"] = ##"{"bg":{"value":"#ffffff","type":"color"}}"##
        let folder = try TemporaryFolder.holding(files)
        defer { folder.remove() }
        let report = validateTokens(at: folder.path)
        #expect(report.diagnostics.filter { $0.severity == .error }.map(\.message) == ["'{core.missing}' names no token"])
        #expect(!report.diagnostics.contains { $0.message.contains("beneath every theme") })
    }

    /// In a single-file export the sets are the file's members: one no theme selects resolves
    /// references alike, named as the file's.
    @Test func aSingleFileExportsUnselectedSetResolvesReferencesAlike() throws {
        let folder = try TemporaryFolder.holding(["tokens.json": ##"""
            {
              "core": { "blue": { "value": "#0000ff", "type": "color" }, "red": { "value": "#ff0000", "type": "color" } },
              "light": { "accent": { "value": "{blue}", "type": "color" } },
              "dark": { "accent": { "value": "#000000", "type": "color" } },
              "$themes": [
                { "id": "1", "name": "Light", "group": "Mode", "selectedTokenSets": { "light": "enabled" } },
                { "id": "2", "name": "Dark", "group": "Mode", "selectedTokenSets": { "dark": "enabled" } }
              ],
              "$metadata": { "tokenSetOrder": ["core", "light", "dark"] }
            }
            """##])
        defer { folder.remove() }
        let report = validateTokens(at: folder.path)
        #expect(report.succeeded, "\(report.diagnostics.map(FolderLayoutTests.printed))")
        #expect(report.diagnostics.filter { $0.message.contains("beneath every theme") }.map(FolderLayoutTests.printed) == [
            "\(folder.path)/tokens.json:3:35: warning: '{blue}' is defined only in the token set 'core', which no theme in the file's $themes selects: its 1 token that the themes reference is read beneath every theme, as Tokens Studio resolves them; select the set as \"source\" in the themes that reference it to say so [invalid-resolver-reference]",
        ])
        let light = FolderLayoutTests.values(report, ["Mode": "Light"])
        #expect(TerrazzoModesTests.hex(light, "accent") == "#0000ff")
        #expect(light.keys.sorted() == ["accent", "blue"])
    }
}
