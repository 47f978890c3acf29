import Foundation
import Testing
@testable import Lowering
@testable import TokenCompiler
@testable import TokenModel
@testable import SwiftOutput

/// Terrazzo's `$extensions.mode`: a token's value per mode beside its `$value`, read as a
/// modifier applied after every layer.
@Suite struct TerrazzoModesTests {
    static let semantic = ##"""
        {
          "bg": {
            "$type": "color",
            "page": { "$value": "{gray.100}", "$extensions": { "mode": { "light": "{gray.100}", "dark": "{gray.900}" } } },
            "ink": { "$value": "#000000", "$extensions": { "mode": { "dark": "#ffffff", "dim": "#cccccc" } } },
            "fixed": { "$value": "#ff0000" }
          }
        }
        """##
    static let core = ##"{ "gray": { "$type": "color", "100": { "$value": "#eeeeee" }, "900": { "$value": "#111111" } } }"##

    static func hex(_ values: [String: String], _ path: String) -> String? {
        values[path].flatMap { $0.split(separator: "\"").first { $0.hasPrefix("#") }.map(String.init) }
    }

    @Test func eachModeIsAContextAndDollarValueFillsTheModesATokenDoesNotName() throws {
        let folder = try TemporaryFolder.holding(["core.tokens.json": Self.core, "semantic.tokens.json": Self.semantic])
        defer { folder.remove() }
        let report = validateTokens(at: folder.path)
        #expect(report.diagnostics.filter { $0.code != .nonStandardColor }.map(FolderLayoutTests.printed) == [])
        #expect(FolderLayoutTests.modifiers(report) == ["mode: light, dark, dim (default light)"])
        let light = FolderLayoutTests.values(report, [:])
        let dark = FolderLayoutTests.values(report, ["mode": "dark"])
        let dim = FolderLayoutTests.values(report, ["mode": "dim"])
        #expect([Self.hex(light, "bg.page"), Self.hex(dark, "bg.page"), Self.hex(dim, "bg.page")] == ["#eeeeee", "#111111", "#eeeeee"])
        #expect([Self.hex(light, "bg.ink"), Self.hex(dark, "bg.ink"), Self.hex(dim, "bg.ink")] == ["#000000", "#ffffff", "#cccccc"])
        #expect([Self.hex(light, "bg.fixed"), Self.hex(dark, "bg.fixed")] == ["#ff0000", "#ff0000"])
    }

    /// A file given directly is read alike; without any mode extension the plan is unchanged.
    /// `$value` is Terrazzo's `:root`: beside a `dark` mode alone it is light, the default.
    @Test func aFileGivenDirectlyIsReadAlikeAndOthersAreUnchanged() throws {
        let folder = try TemporaryFolder.holding(["a.json": ##"{ "c": { "$type": "color", "$value": "#000000", "$extensions": { "mode": { "dark": "#ffffff" } } } }"##])
        defer { folder.remove() }
        let report = validateTokens(at: folder.path + "/a.json")
        #expect(FolderLayoutTests.modifiers(report) == ["mode: light, dark (default light)"])
        #expect(Self.hex(FolderLayoutTests.values(report, [:]), "c") == "#000000")
        #expect(Self.hex(FolderLayoutTests.values(report, ["mode": "dark"]), "c") == "#ffffff")
        let plain = try TemporaryFolder.holding(["a.json": ##"{ "mode": { "$type": "color", "$value": "#000000" } }"##])
        defer { plain.remove() }
        #expect(validateTokens(at: plain.path).theme.modifiers.isEmpty)
    }

    /// Modes that are no appearance (one agency's colors each) are alternatives to `$value`,
    /// which stays the default, named `default`.
    @Test func modesBesideDollarValueAreAlternativesToIt() throws {
        let folder = try TemporaryFolder.holding(["a.json": ##"{ "c": { "$type": "color", "$value": "#0000ff", "$extensions": { "mode": { "admin": "#ff8800", "parks": "#00aa00" } } } }"##])
        defer { folder.remove() }
        let report = validateTokens(at: folder.path + "/a.json")
        #expect(FolderLayoutTests.modifiers(report) == ["mode: default, admin, parks (default default)"])
        #expect(Self.hex(FolderLayoutTests.values(report, [:]), "c") == "#0000ff")
        #expect(Self.hex(FolderLayoutTests.values(report, ["mode": "parks"]), "c") == "#00aa00")
    }

    /// Beside a layout's own `mode` modifier (a `modes/` folder), the modes of the extension are
    /// the modifier `appearance`.
    @Test func besideALayoutsModeTheModifierIsNamedAppearance() throws {
        let folder = try TemporaryFolder.holding(["a.json": ##"{ "c": { "$type": "color", "$value": "#000000", "$extensions": { "mode": { "light": "#000000", "dark": "#ffffff" } } }, "n": { "$type": "number", "$value": 1 } }"##])
        defer { folder.remove() }
        try FileManager.default.createDirectory(atPath: folder.path + "/modes", withIntermediateDirectories: true)
        try ##"{ "n": { "$type": "number", "$value": 2 } }"##.write(toFile: folder.path + "/modes/compact.json", atomically: true, encoding: .utf8)
        try ##"{ "n": { "$type": "number", "$value": 3 } }"##.write(toFile: folder.path + "/modes/regular.json", atomically: true, encoding: .utf8)
        let report = validateTokens(at: folder.path)
        #expect(FolderLayoutTests.modifiers(report) == ["mode: compact, regular (default compact)", "appearance: light, dark (default light)"])
        #expect(Self.hex(FolderLayoutTests.values(report, ["appearance": "dark"]), "c") == "#ffffff")
    }

    /// Built, light and dark modes compile and the appearance reads the dark values.
    @Test func theBuiltThemeFollowsTheAppearance() throws {
        let folder = try TemporaryFolder.holding(["core.tokens.json": Self.core, "semantic.tokens.json": Self.semantic.replacingOccurrences(of: ##", "dim": "#cccccc""##, with: "")])
        defer { folder.remove() }
        let report = buildTheme(at: folder.path)
        #expect(report.succeeded, "\(report.diagnostics)")
        let main = #"""
            func rgb(_ c: ThemeColor) -> String { c.components.map { $0.map { String($0) } ?? "none" }.joined(separator: " ") }
            print(rgb(AppTheme.default.bg.ink), "|", rgb(AppTheme(mode: .dark).bg.ink), "|", AppTheme.Mode(isDark: true, isHighContrast: false))
            """#
        let run = try GeneratedCode.run(EmitFixtures.sources(report.files), main: main)
        #expect(run.status == 0, Comment(rawValue: run.output))
        #expect(run.output.split(separator: "\n") == ["0.0 0.0 0.0 | 1.0 1.0 1.0 | dark"])
    }
}
