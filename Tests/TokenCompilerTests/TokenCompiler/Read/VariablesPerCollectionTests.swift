import Foundation
import Testing
@testable import Lowering
@testable import TokenCompiler
@testable import TokenModel

/// The Export/Import Variables plugin's export: one file per collection, the collection itself
/// (`{id, name, modes: {"<id>": "<name>"}, variableIds, variables}`), read as one export: a
/// collection of one mode a set, of several a modifier; an alias by id into another file, or
/// into a library by the `aliasName` of `resolvedValuesByMode`, a reference; an alias to a
/// variable the export does not hold, its resolved value with a warning.
@Suite struct VariablesPerCollectionTests {
    /// `variableIds` first and long, as the plugin writes them: the shape is told past them.
    static let ids = (0..<400).map { "\"VariableID:9:\($0)\"" }.joined(separator: ", ")

    static let theme = ##"""
        { "id": "VariableCollectionId:1:1", "name": "Theme", "modes": { "1:0": "Light", "1:1": "Dark" },
          "variableIds": [\##(ids)],
          "variables": [
            { "id": "VariableID:1:2", "name": "Shadow/shadow-default", "type": "COLOR", "scopes": ["ALL_SCOPES"],
              "valuesByMode": { "1:0": { "r": 0, "g": 0, "b": 0, "a": 0.05 }, "1:1": { "r": 0, "g": 0, "b": 0, "a": 0.5 } } },
            { "id": "VariableID:1:3", "name": "Content/primary", "type": "COLOR", "scopes": ["ALL_SCOPES"],
              "valuesByMode": { "1:0": { "type": "VARIABLE_ALIAS", "id": "VariableID:lib/5:1" }, "1:1": { "type": "VARIABLE_ALIAS", "id": "VariableID:lib/5:2" } },
              "resolvedValuesByMode": {
                "1:0": { "resolvedValue": { "r": 0, "g": 0, "b": 0, "a": 1 }, "alias": "VariableID:lib/5:1", "aliasName": "black/900" },
                "1:1": { "resolvedValue": { "r": 1, "g": 1, "b": 1, "a": 1 }, "alias": "VariableID:lib/5:2", "aliasName": "white/900" } } } ] }
        """##

    static let shadow = ##"""
        { "id": "VariableCollectionId:2:1", "name": "Shadow", "modes": { "2:0": "Default" },
          "variableIds": ["VariableID:2:2", "VariableID:2:3"],
          "variables": [
            { "id": "VariableID:2:2", "name": "shadow/color", "type": "COLOR", "scopes": ["EFFECT_COLOR"],
              "valuesByMode": { "2:0": { "type": "VARIABLE_ALIAS", "id": "VariableID:1:2" } } },
            { "id": "VariableID:2:3", "name": "shadow/library", "type": "COLOR", "scopes": ["EFFECT_COLOR"],
              "valuesByMode": { "2:0": { "type": "VARIABLE_ALIAS", "id": "VariableID:elsewhere/7:7" } },
              "resolvedValuesByMode": { "2:0": { "resolvedValue": { "r": 0, "g": 0, "b": 1, "a": 1 }, "alias": "VariableID:elsewhere/7:7", "aliasName": "blue/500" } } },
            { "id": "VariableID:2:4", "name": "shadow/namesake", "type": "COLOR", "scopes": ["EFFECT_COLOR"],
              "valuesByMode": { "2:0": { "type": "VARIABLE_ALIAS", "id": "VariableID:elsewhere/7:8" } },
              "resolvedValuesByMode": { "2:0": { "resolvedValue": { "r": 1, "g": 0, "b": 0, "a": 1 }, "alias": "VariableID:elsewhere/7:8", "aliasName": "black/900" } } } ] }
        """##

    static let primitives = ##"""
        { "id": "VariableCollectionId:3:1", "name": "Colors", "modes": { "3:0": "Default" },
          "variableIds": ["VariableID:3:2", "VariableID:3:3"],
          "variables": [
            { "id": "VariableID:3:2", "name": "black/900", "type": "COLOR", "scopes": ["ALL_SCOPES"], "valuesByMode": { "3:0": { "r": 0, "g": 0, "b": 0, "a": 1 } } },
            { "id": "VariableID:3:3", "name": "white/900", "type": "COLOR", "scopes": ["ALL_SCOPES"], "valuesByMode": { "3:0": { "r": 1, "g": 1, "b": 1, "a": 1 } } } ] }
        """##

    @Test func theCollectionFilesAreOneExport() throws {
        let folder = try TemporaryFolder.holding(["theme.json": Self.theme, "shadow.json": Self.shadow, "primitive-colors.json": Self.primitives])
        defer { folder.remove() }
        let report = validateTokens(at: folder.path)
        #expect(report.succeeded, "\(report.diagnostics.map(FolderLayoutTests.printed))")
        #expect(FolderLayoutTests.modifiers(report) == ["Theme: Light, Dark (default Light)"])
        let light = FolderLayoutTests.values(report, ["Theme": "Light"])
        let dark = FolderLayoutTests.values(report, ["Theme": "Dark"])
        #expect(light.keys.sorted() == ["Content.primary", "Shadow.shadow-default", "black.900", "shadow.color", "shadow.library", "shadow.namesake", "white.900"])
        // By id into another file: it follows that collection's modes.
        #expect(light["shadow.color"] == light["Shadow.shadow-default"])
        #expect(dark["shadow.color"] == dark["Shadow.shadow-default"])
        #expect(light["shadow.color"] != dark["shadow.color"])
        // A library's id, by its name.
        #expect(light["Content.primary"] == light["black.900"])
        #expect(dark["Content.primary"] == dark["white.900"])
        let aliases = report.theme.tokens.filter { ["shadow.color", "Content.primary"].contains($0.path.description) }
        #expect(aliases.allSatisfy { $0.values.definedProvenances.allSatisfy { if case .alias = $0 { true } else { false } } })
        // Held nowhere, or a library's variable of the name of one of the export's own whose
        // values differ: its resolved value, said.
        #expect(light["shadow.library"] == ##"{ "colorSpace": "srgb", "components": [ 0, 0, 1 ], "alpha": 1 }"##)
        #expect(light["shadow.namesake"] == ##"{ "colorSpace": "srgb", "components": [ 1, 0, 0 ], "alpha": 1 }"##)
        #expect(report.diagnostics.filter { $0.code == .brokenReference }.map(FolderLayoutTests.printed) == [
            "\(folder.path)/shadow.json:7:32: warning: the variable 'shadow.library' aliases 'blue/500' in the mode 'Default', a variable the export does not hold (a library's): read as the value it resolves to there, which does not follow the library's modes (export the library's collections beside it to keep the alias) [broken-reference]",
            "\(folder.path)/shadow.json:10:32: warning: the variable 'shadow.namesake' aliases 'black/900' in the mode 'Default', a variable the export does not hold (a library's): read as the value it resolves to there, which does not follow the library's modes (export the library's collections beside it to keep the alias) [broken-reference]",
        ])
    }

    /// One collection file alone is read too; its aliases into files not given stay as written.
    @Test func oneCollectionFileIsReadAlone() throws {
        let folder = try TemporaryFolder.holding(["theme.json": Self.theme])
        defer { folder.remove() }
        let report = validateTokens(at: folder.path + "/theme.json")
        #expect(report.succeeded)
        #expect(FolderLayoutTests.values(report, ["Theme": "Dark"])["Content.primary"] == ##"{ "colorSpace": "srgb", "components": [ 1, 1, 1 ], "alpha": 1 }"##)
        #expect(report.diagnostics.filter { $0.code == .brokenReference }.count == 2)
    }
}
