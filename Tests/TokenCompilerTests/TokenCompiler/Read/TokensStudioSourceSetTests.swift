import Foundation
import Testing
@testable import Lowering
@testable import TokenCompiler
@testable import TokenModel

/// A set a Tokens Studio theme selects as `source` is there for references: the plugin merges a
/// theme's sets with the enabled ones over the sources ("if the set is enabled … it should always
/// win", `getOverallConfig`), and exports each theme from its own selection.
@Suite struct TokensStudioSourceSetTests {
    static let light = ##"{"bg":{"value":"#ffffff","type":"color"}}"##
    static let dark = ##"{"bg":{"value":"#000000","type":"color"}}"##
    static let shadow = ##"{"elevation":{"value":{"x":"0","y":"2","blur":"4","spread":"0","color":"{bg}","type":"dropShadow"},"type":"boxShadow"}}"##

    /// A group of one theme (a shadow theme that selects both appearances' colors as sources, as
    /// Esri's calcite does) applies in every theme: its sources lie beneath the appearance
    /// group's enabled set, which was overridden by the later source in every theme.
    @Test func aOneThemeGroupsSourcesLieBeneathEveryEnabledSet() throws {
        let folder = try TemporaryFolder.holding([
            "$themes.json": #"""
                [{"id":"l","name":"Light","group":"appearance","selectedTokenSets":{"color/light":"enabled"}},
                 {"id":"d","name":"Dark","group":"appearance","selectedTokenSets":{"color/dark":"enabled"}},
                 {"id":"s","name":"styles","group":"shadow","selectedTokenSets":{"color/light":"source","color/dark":"source","shadow":"enabled"}}]
                """#,
            "$metadata.json": #"{"tokenSetOrder":["color/light","color/dark","shadow"]}"#,
            "color/light.json": Self.light, "color/dark.json": Self.dark, "shadow.json": Self.shadow,
        ])
        defer { folder.remove() }
        let report = validateTokens(at: folder.path)
        #expect(report.succeeded)
        #expect(FolderLayoutTests.modifiers(report) == ["appearance: Light, Dark (default Light)"])
        let light = FolderLayoutTests.values(report, ["appearance": "Light"])
        let dark = FolderLayoutTests.values(report, ["appearance": "Dark"])
        #expect(TerrazzoModesTests.hex(light, "bg") == "#ffffff")
        #expect(TerrazzoModesTests.hex(dark, "bg") == "#000000")
        #expect(light["elevation"]?.contains("1, 1, 1") == true, "\(light["elevation"] ?? "")")
        #expect(dark["elevation"]?.contains("0, 0, 0") == true, "\(dark["elevation"] ?? "")")
    }

    /// Within one theme, a source set lies beneath its enabled sets whatever `tokenSetOrder`
    /// says; sets of one status keep that order.
    @Test func aThemesSourceSetsLieBeneathItsEnabledSetsWhateverTheOrder() throws {
        let folder = try TemporaryFolder.holding([
            "$themes.json": #"""
                [{"id":"a","name":"A","group":"brand","selectedTokenSets":{"brand/a":"enabled","palette":"source","extra":"source"}},
                 {"id":"b","name":"B","group":"brand","selectedTokenSets":{"brand/b":"enabled","palette":"source"}}]
                """#,
            "$metadata.json": #"{"tokenSetOrder":["palette","brand/a","brand/b","extra"]}"#,
            "brand/a.json": ##"{"bg":{"value":"#aa0000","type":"color"},"fg":{"value":"#aa0000","type":"color"}}"##,
            "brand/b.json": ##"{"bg":{"value":"#bb0000","type":"color"}}"##,
            "extra.json": ##"{"fg":{"value":"#111111","type":"color"},"line":{"value":"#111111","type":"color"}}"##,
            "palette.json": ##"{"bg":{"value":"#222222","type":"color"},"fg":{"value":"#222222","type":"color"},"line":{"value":"#222222","type":"color"}}"##,
        ])
        defer { folder.remove() }
        let report = validateTokens(at: folder.path)
        #expect(report.succeeded)
        let a = FolderLayoutTests.values(report, ["brand": "A"])
        let b = FolderLayoutTests.values(report, ["brand": "B"])
        #expect(["bg", "fg", "line"].map { TerrazzoModesTests.hex(a, $0) } == ["#aa0000", "#aa0000", "#111111"])
        #expect(["bg", "fg", "line"].map { TerrazzoModesTests.hex(b, $0) } == ["#bb0000", "#222222", "#222222"])
    }
}
