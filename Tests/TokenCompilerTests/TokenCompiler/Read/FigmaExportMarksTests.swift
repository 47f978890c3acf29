import Foundation
import Testing
@testable import Lowering
@testable import TokenCompiler
@testable import TokenModel

/// Figma's own DTCG export marks what its `number` tokens are: a boolean variable
/// (`"com.figma.type": "boolean"`, 0 false and any other number true) and an opacity
/// (`"com.figma.scopes": ["OPACITY"]`, a percentage), read as its REST JSON's variables are.
@Suite struct FigmaExportMarksTests {
    static func file(mode: String, flag: String, extra: String = "") -> String {
        ##"""
        {
          "Descriptor": { "$type": "number", "$value": \##(flag),
            "$extensions": { "com.figma.variableId": "VariableID:1:2", "com.figma.scopes": ["ALL_SCOPES"], "com.figma.type": "boolean" } },
          "Count": { "$type": "number", "$value": 3, "$extensions": { "com.figma.type": "number" } },
          "Linked": { "$type": "number", "$value": "{Descriptor}", "$extensions": { "com.figma.type": "boolean" } },\##(extra)
          "$extensions": { "com.figma.modeName": "\##(mode)" }
        }
        """##
    }

    @Test func aMarkedNumberIsABooleanInEveryMode() throws {
        let folder = try TemporaryFolder.holding([
            "Light.tokens.json": Self.file(mode: "Light", flag: "1"),
            "Dark.tokens.json": Self.file(mode: "Dark", flag: "0"),
        ])
        defer { folder.remove() }
        let report = validateTokens(at: folder.path)
        #expect(report.diagnostics.map(FolderLayoutTests.printed) == [])
        let types = Dictionary(uniqueKeysWithValues: report.theme.tokens.map { ($0.path.description, $0.type) })
        #expect(types == ["Descriptor": .boolean, "Count": .number, "Linked": .boolean])
        let light = FolderLayoutTests.values(report, ["mode": "Light"])
        let dark = FolderLayoutTests.values(report, ["mode": "Dark"])
        #expect([light["Descriptor"], light["Linked"], dark["Descriptor"], dark["Linked"]] == ["true", "true", "false", "false"])
        #expect(light["Count"] == "3")
    }

    /// Any number but 0 is true, as Figma reads the mark back.
    @Test(arguments: [("2", "true"), ("-1", "true"), ("0.0", "false"), ("0.5", "true")])
    func anyNumberButZeroIsTrue(written: String, read: String) throws {
        let folder = try TemporaryFolder.holding(["Mode 1.tokens.json": Self.file(mode: "Mode 1", flag: written)])
        defer { folder.remove() }
        let report = validateTokens(at: folder.path)
        #expect(FolderLayoutTests.values(report, [:])["Descriptor"] == read)
    }

    /// An opacity variable is a percentage in Figma, 40 for 0.4, whatever its group is named; a
    /// number of other scopes keeps its value.
    @Test func anOpacityVariableIsItsPercentageOverAHundred() throws {
        let folder = try TemporaryFolder.holding(["Mode 1.tokens.json": ##"""
            {
              "Opacity": { "disabled": { "$type": "number", "$value": 40, "$extensions": { "com.figma.scopes": ["OPACITY"] } } },
              "Effects": {
                "scrim": { "$type": "number", "$value": 60, "$extensions": { "com.figma.scopes": ["OPACITY"] } },
                "veil": { "$type": "number", "$value": "{Effects.scrim}", "$extensions": { "com.figma.scopes": ["OPACITY"] } },
                "count": { "$type": "number", "$value": 60, "$extensions": { "com.figma.scopes": ["ALL_SCOPES"] } }
              },
              "$extensions": { "com.figma.modeName": "Mode 1" }
            }
            """##])
        defer { folder.remove() }
        let report = validateTokens(at: folder.path)
        #expect(report.diagnostics.map(FolderLayoutTests.printed) == [])
        let values = FolderLayoutTests.values(report, [:])
        #expect([values["Opacity.disabled"], values["Effects.scrim"], values["Effects.veil"], values["Effects.count"]] == ["0.4", "0.6", "0.6", "60"])
    }
}

/// A variable aliasing one of another collection, which Figma's own export writes as the target's
/// value in the exported mode with `com.figma.aliasData` naming it, is a reference to the target
/// when the files hold it with that value in some mode: it follows the target's modes.
@Suite struct FigmaAliasDataTests {
    static func theme(_ mode: String, alpha: String) -> String {
        ##"""
        {
          "Shadow": { "shadow-default": { "$type": "color",
            "$value": { "colorSpace": "srgb", "components": [0, 0, 0], "alpha": \##(alpha) } } },
          "Space": { "0.5": { "$type": "number", "$value": \##(mode == "light" ? "2" : "3") } },
          "Font": { "family": { "$type": "string", "$value": "\##(mode == "light" ? "Inter" : "SF Pro Text")" } },
          "$extensions": { "com.figma.modeName": "\##(mode)" }
        }
        """##
    }

    static func aliasing(_ target: String, value: String) -> String {
        ##"{ "$type": "\##(value.hasPrefix("{") ? "color" : value.hasPrefix("\"") ? "string" : "number")", "$value": \##(value), "$extensions": { "com.figma.aliasData": { "targetVariableName": "\##(target)", "targetVariableSetName": "Theme" } } }"##
    }

    @Test func anAliasIntoAnotherCollectionFollowsItsModes() throws {
        let black = #"{ "colorSpace": "srgb", "components": [0, 0, 0], "alpha": 0.05 }"#
        let folder = try TemporaryFolder.holding([
            "theme.light.tokens.json": Self.theme("light", alpha: "0.05"),
            "theme.dark.tokens.json": Self.theme("dark", alpha: "0.5"),
            "elevation.tokens.json": ##"""
                {
                  "elevation": {
                    "shadow": \##(Self.aliasing("Shadow/shadow-default", value: black)),
                    "gap": \##(Self.aliasing("Space/0.5", value: "2")),
                    "family": \##(Self.aliasing("Font/family", value: #""Inter""#)),
                    "linked": \##(Self.aliasing("Font/family", value: #""{Font.family}""#)),
                    "library": \##(Self.aliasing("Library/shadow", value: black)),
                    "namesake": \##(Self.aliasing("Shadow/shadow-default", value: #"{ "colorSpace": "srgb", "components": [1, 0, 0], "alpha": 1 }"#))
                  },
                  "$extensions": { "com.figma.modeName": "Value" }
                }
                """##,
        ])
        defer { folder.remove() }
        let report = validateTokens(at: folder.path)
        #expect(report.succeeded, "\(report.diagnostics.map(FolderLayoutTests.printed))")
        let light = FolderLayoutTests.values(report, ["mode": "light"])
        let dark = FolderLayoutTests.values(report, ["mode": "dark"])
        #expect([light["elevation.shadow"], dark["elevation.shadow"]] == [light["Shadow.shadow-default"], dark["Shadow.shadow-default"]])
        #expect(light["elevation.shadow"] != dark["elevation.shadow"])
        #expect([light["elevation.gap"], dark["elevation.gap"]] == ["2", "3"])
        // Text too (a font family), and a value already written as the reference stays one.
        #expect([light["elevation.family"], dark["elevation.family"]] == [#""Inter""#, #""SF Pro Text""#])
        #expect([light["elevation.linked"], dark["elevation.linked"]] == [#""Inter""#, #""SF Pro Text""#])
        // A target the files do not hold (a library's variable) keeps the value written.
        #expect(light["elevation.library"] == dark["elevation.library"])
        #expect(light["elevation.library"] == light["Shadow.shadow-default"])
        // A library's variable of the name of one of the files' own, whose values all differ
        // from the one written, is not that variable: the value stays as written.
        #expect(light["elevation.namesake"] == dark["elevation.namesake"])
        #expect(light["elevation.namesake"] == ##"{ "colorSpace": "srgb", "components": [ 1, 0, 0 ], "alpha": 1 }"##)
        let shadow = try #require(report.theme.tokens.first { $0.path.description == "elevation.shadow" })
        #expect(shadow.values.definedProvenances.allSatisfy { if case .alias = $0 { true } else { false } })
    }
}
