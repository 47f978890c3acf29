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
