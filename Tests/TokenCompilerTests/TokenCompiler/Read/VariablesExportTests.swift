import Foundation
import Testing
@testable import Lowering
@testable import TokenCompiler
@testable import TokenModel

/// The variables2json plugin's export, read by its shape and by Figma's rules for its values.
@Suite struct VariablesExportTests {
    /// The plugin's documentation's example (version 1.0.2) writes no `isAlias`: it was read as a
    /// token file whose members were all ignored, and built 0 tokens with exit 0.
    @Test func anExportWithoutIsAliasIsReadByItsShape() throws {
        let folder = try TemporaryFolder.holding(["variables.json": ##"""
            {"version":"1.0.2","metadata":{},"collections":[
              {"name":"Theme","modes":[
                {"name":"Light","variables":[{"name":"Colors/panelBg","type":"color","value":{"r":255,"g":255,"b":255,"a":1}},
                                             {"name":"Colors/line","type":"color","value":{"collection":"Theme","name":"Colors/panelBg"}},
                                             {"name":"bigGap","type":"number","value":54}]},
                {"name":"Dark","variables":[{"name":"Colors/panelBg","type":"color","value":{"r":0,"g":0,"b":0,"a":1}},
                                            {"name":"Colors/line","type":"color","value":{"collection":"Theme","name":"Colors/panelBg"}},
                                            {"name":"bigGap","type":"number","value":108}]}]}]}
            """##])
        defer { folder.remove() }
        let report = validateTokens(at: folder.path)
        #expect(report.succeeded)
        #expect(report.tokenCount == 3)
        #expect(FolderLayoutTests.modifiers(report) == ["mode: Light, Dark (default Light)"])
        let dark = FolderLayoutTests.values(report, ["mode": "Dark"])
        #expect(dark["Colors.line"] == dark["Colors.panelBg"])
        #expect(dark["bigGap"] == "108")
    }

    /// Figma's `LineHeight` and `LetterSpacing` units beside the numbers: a line height of 150
    /// percent is 1.5, one of 16 pixels over an 11 point font 16/11, `AUTO` the default (1.2); a
    /// letter spacing of -10 percent of 20 points is -2 points. `letterSpacingUnit` was an error.
    @Test(arguments: [
        (#""lineHeight":150,"lineHeightUnit":"PERCENT","letterSpacing":-10,"letterSpacingUnit":"PERCENT""#, 1.5, -2.0),
        (#""lineHeight":30,"lineHeightUnit":"PIXELS","letterSpacing":1,"letterSpacingUnit":"PIXELS""#, 1.5, 1.0),
        (#""lineHeightUnit":"AUTO","letterSpacing":0,"letterSpacingUnit":"PERCENT""#, 1.2, 0.0),
    ])
    func figmaUnitsOfATextStyle(_ members: String, lineHeight: Double, letterSpacing: Double) throws {
        let folder = try TemporaryFolder.holding(["tokens.json": ##"""
            {"version":"1.0.4","metadata":{},"collections":[{"name":"Typography","modes":[{"name":"Style","variables":[
              {"name":"Body","type":"typography","isAlias":false,"value":{"fontSize":20,"fontFamily":"Inter","fontWeight":"Regular",\##(members)}}]}]}]}
            """##])
        defer { folder.remove() }
        let report = validateTokens(at: folder.path)
        #expect(report.succeeded, "\(report.diagnostics.map(FolderLayoutTests.printed))")
        let body = try #require(report.theme.tokens.first { $0.path.description == "Body" })
        guard case .typography(let typography) = body.values[0].value else { Issue.record("not a typography"); return }
        #expect(abs(typography.lineHeight.value - lineHeight) < 1e-9)
        #expect(typography.letterSpacing.value.value == letterSpacing)
    }

    /// Collections keep names apart, as Figma does: when two hold a name (`radius`), or one's name
    /// is a group of another's (`focus` beside `focus/stroke`), every token goes under its
    /// collection's name, and an alias naming no collection (version 1.0.4 writes only the name)
    /// names the variable of its own collection, else of the one collection that holds the name.
    /// It looked in its own collection only ('{Semantic.blue.500}' names no token), and a name over
    /// another's group was a build error.
    @Test(arguments: ["radius", "focus"])
    func collectionsKeepTheirNamesApartAndAliasesFindTheirTarget(_ clash: String) throws {
        let semanticName = clash == "radius" ? "radius" : "focus/stroke"
        let folder = try TemporaryFolder.holding(["tokens.json": ##"""
            {"version":"1.0.4","metadata":{},"collections":[
              {"name":"Primitives","modes":[{"name":"Value","variables":[
                {"name":"blue/500","type":"color","isAlias":false,"value":"#0000FF"},
                {"name":"\##(clash)","type":"color","isAlias":false,"value":"#111111"}]}]},
              {"name":"Semantic","modes":[{"name":"Light","variables":[
                {"name":"accent","type":"color","isAlias":true,"value":{"name":"blue/500"}},
                {"name":"\##(semanticName)","type":"color","isAlias":false,"value":"#222222"}]},
               {"name":"Dark","variables":[
                {"name":"accent","type":"color","isAlias":true,"value":{"name":"blue/500"}},
                {"name":"\##(semanticName)","type":"color","isAlias":false,"value":"#333333"}]}]}]}
            """##])
        defer { folder.remove() }
        let report = validateTokens(at: folder.path)
        #expect(report.succeeded, "\(report.diagnostics.map(FolderLayoutTests.printed))")
        let dark = FolderLayoutTests.values(report, ["mode": "Dark"])
        #expect(TerrazzoModesTests.hex(dark, "Semantic.accent") == "#0000ff")
        #expect(TerrazzoModesTests.hex(dark, "Primitives.\(clash)") == "#111111")
        #expect(TerrazzoModesTests.hex(dark, "Semantic.\(semanticName.replacingOccurrences(of: "/", with: "."))") == "#333333")
    }

    /// An effect style of drop and inner shadows (Figma's, with 0–255 channels and an alpha from
    /// 0 to 1) is a shadow, a blur beside them left out of it with a warning; one of blurs alone
    /// stays an unknown type, left out. All were left out with advice to give a $type, which an
    /// export's user cannot.
    @Test func anEffectStyleOfShadowsIsAShadow() throws {
        func effect(_ name: String, _ effects: String) -> String {
            #"{"name":"\#(name)","type":"effect","isAlias":false,"value":{"effects":[\#(effects)]}}"#
        }
        let drop = #"{"type":"DROP_SHADOW","color":{"r":51,"g":102,"b":255,"a":0.25},"offset":{"x":0,"y":4},"radius":8,"spread":1}"#
        let inner = #"{"type":"INNER_SHADOW","color":{"r":0,"g":0,"b":0,"a":1},"offset":{"x":1,"y":2},"radius":0,"spread":0}"#
        let blur = #"{"type":"LAYER_BLUR","radius":4}"#
        let folder = try TemporaryFolder.holding(["tokens.json": #"{"version":"1.0.4","metadata":{},"collections":[{"name":"Effects","modes":[{"name":"Style","variables":["#
            + [effect("card", drop), effect("pressed", drop + "," + inner), effect("frosted", blur), effect("floating", drop + "," + blur)].joined(separator: ",") + "]}]}]}"])
        defer { folder.remove() }
        let report = validateTokens(at: folder.path)
        #expect(report.succeeded)
        let values = FolderLayoutTests.values(report, [:])
        #expect(values["card"]?.filter { $0 != " " } == #"{"color":{"colorSpace":"srgb","components":[0.2,0.4,1],"alpha":0.25},"offsetX":{"value":0,"unit":"px"},"offsetY":{"value":4,"unit":"px"},"blur":{"value":8,"unit":"px"},"spread":{"value":1,"unit":"px"}}"#)
        #expect(values["pressed"]?.filter { $0 != " " }.contains(#""inset":true"#) == true)
        #expect(report.leftOut.tokens.map(\.path.description) == ["frosted"])
        #expect(values["floating"] == values["card"])
        #expect(report.diagnostics.filter { $0.code == .ignoredProperty }.map(\.message) == [
            "a layer blur is no shadow, and a shadow has no place for it; it is left out of the effect's shadow",
        ])
    }
}
