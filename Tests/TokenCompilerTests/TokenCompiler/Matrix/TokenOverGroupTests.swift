import Foundation
import Testing
@testable import Lowering
@testable import TokenCompiler
@testable import TokenModel
@testable import SwiftOutput

/// A context that writes one token where the base has a group (sd-lifebit's `*.old.json`): in a
/// Style Dictionary file the base's group is kept with a `duplicate-token` warning, since one path
/// cannot be a token in some permutations and a group in others; in a DTCG file, and under
/// `--strict`, it stays the format's error.
@Suite struct TokenOverGroupTests {
    static let base = #"""
        {
          "border": {
            "default": { "value": "#000000", "type": "color" },
            "hover": { "value": "#333333", "type": "color" }
          }
        }
        """#

    static func build(_ context: String, strict: Bool = false) -> BuildReport {
        buildJSON(base, modifiers: [(name: "mode", contexts: [(name: "light", json: "{}"), (name: "old", json: context)])], strict: strict)
    }

    @Test func aStyleDictionaryTokenOverAGroupKeepsTheGroup() throws {
        let report = Self.build(##"{ "border": { "value": "#ff0000", "type": "color" } }"##)
        #expect(report.succeeded)
        #expect(report.theme.tokens.map(\.path.description) == ["border.default", "border.hover"])
        #expect(DialectReadingTests.summary(report) == [
            "warning duplicate-token 1:3 'border' is a token here but a group in the layer below; the group is kept and this token is ignored (Style Dictionary's merge would keep the token and drop the group's tokens, which a path that is a group elsewhere cannot do); write its tokens, 'border.<name>', in this file",
        ])
        #expect(report.diagnostics.first?.notes.first?.location.map { "\($0.file) \($0.position.line):\($0.position.column)" } == "base.json 2:3")
    }

    /// Two files of one folder, whose order nobody chose (an export beside a normalised copy of
    /// it), one with a token where the other has a group: the group is kept either way, with a
    /// warning, as a token defined twice is; under `--strict` the format's error.
    @Test(arguments: [("a.json", "b.json"), ("b.json", "a.json")])
    func filesOfOneFolderKeepTheGroupOverAToken(group: String, token: String) throws {
        let project = try TemporaryFolder.holding([
            "tokens/\(group)": ##"{ "shadow": { "1": { "$type": "number", "$value": 1 }, "2": { "$type": "number", "$value": 2 } } }"##,
            "tokens/\(token)": ##"{ "shadow": { "$type": "number", "$value": 3 }, "gap": { "$type": "number", "$value": 4 } }"##,
        ])
        defer { project.remove() }
        let report = validateTokens(at: project.path + "/tokens")
        #expect(report.succeeded, "\(report.diagnostics.map(FolderLayoutTests.printed))")
        #expect(report.theme.tokens.map(\.path.description).sorted() == ["gap", "shadow.1", "shadow.2"])
        #expect(report.diagnostics.map { "\($0.severity) \($0.code)" } == ["warning duplicate-token"])
        let strict = validateTokens(at: project.path + "/tokens", options: ReaderOptions(strict: true))
        #expect(strict.diagnostics.filter { $0.severity == .error }.map(\.code) == [.duplicateToken])
    }

    @Test func aDTCGTokenOverAGroupAndStrictStayErrors() {
        let strict = Self.build(##"{ "border": { "value": "#ff0000", "type": "color" } }"##, strict: true)
        #expect(strict.diagnostics.filter { $0.severity == .error }.map(\.code) == [.duplicateToken])
        let dtcg = Self.build(##"{ "border": { "$value": "#ff0000", "$type": "color" } }"##)
        #expect(dtcg.diagnostics.filter { $0.severity == .error }.map(\.code) == [.duplicateToken])
    }

    /// A token in one Tokens Studio set and a group of its name in a later one (two Figma
    /// collections both naming `Brand`, imported as two sets): the plugin keeps both side by side,
    /// so both stay, the token as the group's `$root`, and `{Brand}` names it. It was an error,
    /// and every reference into the group was broken. Under `--strict` the format's error.
    @Test func aTokenUnderALaterSetsGroupBecomesItsRoot() throws {
        let project = try TemporaryFolder.holding([
            "$themes.json": #"""
                [{"id":"c","name":"Light","group":"Color","selectedTokenSets":{"Color/Light":"enabled"}},
                 {"id":"p","name":"Value","group":"Primitives","selectedTokenSets":{"Primitives/Value":"enabled"}}]
                """#,
            "$metadata.json": #"{"tokenSetOrder":["Color/Light","Primitives/Value"]}"#,
            "Color/Light.json": ##"{"Brand":{"value":"SDS Light","type":"text"},"bg":{"value":"{Brand.900}","type":"color"},"label":{"value":"{Brand}","type":"text"}}"##,
            "Primitives/Value.json": ##"{"Brand":{"900":{"value":"#102030","type":"color"}}}"##,
        ])
        defer { project.remove() }
        let report = validateTokens(at: project.path)
        #expect(report.succeeded, "\(report.diagnostics.map(FolderLayoutTests.printed))")
        #expect(report.theme.tokens.map(\.path.description).sorted() == ["Brand.$root", "Brand.900", "bg", "label"])
        let values = FolderLayoutTests.values(report, [:])
        #expect(TerrazzoModesTests.hex(values, "bg") == "#102030")
        #expect(values["label"] == #""SDS Light""#)
        #expect(report.diagnostics.filter { $0.code == .duplicateToken || $0.code == .legacyMapping }.map(FolderLayoutTests.printed) == [
            "\(project.path)/Color/Light.json:1:2: warning: 'Brand' is a token here and a group in a later layer; both are kept, the token as the group's '$root' ('{Brand}' names it); rename one of them, or write the token as 'Brand.$root' [duplicate-token]",
            "\(project.path)/Color/Light.json:1:107: warning: '{Brand}' names a group; read as its root token, '{Brand.$root}' (write that) [legacy-mapping]",
        ])
        let strict = validateTokens(at: project.path, options: ReaderOptions(strict: true))
        #expect(strict.diagnostics.filter { $0.severity == .error }.map(\.code).contains(.duplicateToken))
    }

    /// A group of a base token's name in one mode only would make the path a token in some
    /// permutations and a group in others, which no theme can hold: that stays the error.
    @Test func aModesGroupOverABaseTokenStaysAnError() throws {
        let project = try TemporaryFolder.holding([
            "base.json": ##"{ "a": { "inv": { "$type": "color", "$value": "#ffffff" } } }"##,
            "theme/light.json": ##"{ "a": { "bg": { "$type": "color", "$value": "#eeeeee" } } }"##,
            "theme/dark.json": ##"{ "a": { "bg": { "$type": "color", "$value": "#111111" }, "inv": { "default": { "$type": "color", "$value": "#000000" } } } }"##,
        ])
        defer { project.remove() }
        let report = validateTokens(at: project.path)
        #expect(FolderLayoutTests.modifiers(report) == ["mode: dark, light (default light)"])
        #expect(report.diagnostics.filter { $0.severity == .error }.map(FolderLayoutTests.printed) == [
            "\(project.path)/theme/dark.json:1:59: error: 'a.inv' is a group here but a token elsewhere; a path must be one or the other in every file [duplicate-token]",
        ])
    }

    /// Two sets of a Tokens Studio export, the global set's `radius` group and a component set's
    /// `radius` token after it, are both kept, as the plugin keeps both names: the token as the
    /// group's `$root`, which `{radius}` names, with a warning. (It was ignored, the group kept.)
    @Test func aTokensStudioSetsTokenOverAnEarlierSetsGroupKeepsBoth() throws {
        let project = try TemporaryFolder.holding([
            "tokens.json": #"""
                { "global": { "radius": { "small": { "value": "3px", "type": "borderRadius" }, "medium": { "value": "6px", "type": "borderRadius" } } },
                  "components/field": { "radius": { "value": "{radius.medium}", "type": "borderRadius" }, "inset": { "value": "{radius}", "type": "spacing" } },
                  "$metadata": { "tokenSetOrder": ["global", "components/field"] } }
                """#,
        ])
        defer { project.remove() }
        let report = validateTokens(at: project.path)
        #expect(report.succeeded, "\(report.diagnostics.map(FolderLayoutTests.printed))")
        #expect(report.theme.tokens.map(\.path.description).sorted() == ["inset", "radius.$root", "radius.medium", "radius.small"])
        #expect(FolderLayoutTests.values(report, [:])["inset"] == #"{ "value": 6, "unit": "px" }"#)
        #expect(report.diagnostics.filter { $0.code == .duplicateToken }.map(\.message) == [
            "'radius' is a token here and a group in an earlier layer; both are kept, the token as the group's '$root' ('{radius}' names it); rename one of them, or write the token as 'radius.$root'",
        ])
    }
}
