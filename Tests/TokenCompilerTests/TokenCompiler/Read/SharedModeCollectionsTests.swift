import Foundation
import Testing
@testable import Lowering
@testable import TokenCompiler
@testable import TokenModel

/// Figma collections whose modes are the same appearances are one modifier in every Figma reader:
/// the REST JSON, the plugin API's list of collections and the variables2json export. Apart, only
/// the first collection followed the system's appearance. Collections of other modes stay apart.
@Suite struct SharedModeCollectionsTests {
    /// Collections `Semantic` (Light, Dark), `Service` (light, dark: the case differs), `Density`
    /// and `Spacing` (both Compact, Regular), each with one color token `<name>.c`, in the REST
    /// JSON's shape.
    static let rest = ##"""
        {"meta":{
          "variableCollections":{
            "C:1":{"id":"C:1","name":"Semantic","defaultModeId":"1:0","modes":[{"modeId":"1:0","name":"Light"},{"modeId":"1:1","name":"Dark"}]},
            "C:2":{"id":"C:2","name":"Service","defaultModeId":"2:0","modes":[{"modeId":"2:0","name":"light"},{"modeId":"2:1","name":"dark"}]},
            "C:3":{"id":"C:3","name":"Density","defaultModeId":"3:0","modes":[{"modeId":"3:0","name":"Compact"},{"modeId":"3:1","name":"Regular"}]},
            "C:4":{"id":"C:4","name":"Spacing","defaultModeId":"4:1","modes":[{"modeId":"4:0","name":"Compact"},{"modeId":"4:1","name":"Regular"}]}},
          "variables":{
            "V:1":{"id":"V:1","name":"semantic/c","variableCollectionId":"C:1","resolvedType":"COLOR","valuesByMode":{"1:0":{"r":0.0666667,"g":0,"b":0,"a":1},"1:1":{"r":0.1333333,"g":0,"b":0,"a":1}}},
            "V:2":{"id":"V:2","name":"service/c","variableCollectionId":"C:2","resolvedType":"COLOR","valuesByMode":{"2:0":{"r":0.0666667,"g":0.0666667,"b":0,"a":1},"2:1":{"r":0.1333333,"g":0.1333333,"b":0,"a":1}}},
            "V:3":{"id":"V:3","name":"density/c","variableCollectionId":"C:3","resolvedType":"COLOR","valuesByMode":{"3:0":{"r":0.2,"g":0,"b":0,"a":1},"3:1":{"r":0.2666667,"g":0,"b":0,"a":1}}},
            "V:4":{"id":"V:4","name":"spacing/c","variableCollectionId":"C:4","resolvedType":"COLOR","valuesByMode":{"4:0":{"r":0.2,"g":0.2,"b":0,"a":1},"4:1":{"r":0.2666667,"g":0.2666667,"b":0,"a":1}}}}}}
        """##

    @Test func restCollectionsOfTheSameModesAreOneModifier() throws {
        let folder = try TemporaryFolder.holding(["variables.json": Self.rest])
        defer { folder.remove() }
        let report = validateTokens(at: folder.path)
        #expect(report.succeeded)
        #expect(FolderLayoutTests.modifiers(report) == [
            "mode: Light, Dark (default Light)", "Density: Compact, Regular (default Compact)", "Spacing: Compact, Regular (default Regular)",
        ])
        let dark = FolderLayoutTests.values(report, ["mode": "Dark"])
        #expect(["semantic.c", "service.c"].map { Self.components(dark, $0) } == ["[0.1333333,0,0]", "[0.1333333,0.1333333,0]"])
        let light = FolderLayoutTests.values(report, ["mode": "Light", "Density": "Regular", "Spacing": "Compact"])
        #expect(["semantic.c", "service.c", "density.c", "spacing.c"].map { Self.components(light, $0) }
            == ["[0.0666667,0,0]", "[0.0666667,0.0666667,0]", "[0.2666667,0,0]", "[0.2,0.2,0]"])
    }

    /// A color's components as written, `[0.1,0,0]`.
    static func components(_ values: [String: String], _ path: String) -> String? {
        let compact = values[path]?.filter { $0 != " " }
        return compact?.split(separator: "\"components\":").dropFirst().first?.split(separator: "]").first.map { $0 + "]" }
    }

    /// variables2json: two appearance collections made two modifiers both named `mode`; one of
    /// other modes keeps its collection's name, and an appearance collection of other modes
    /// (with high contrast) takes its collection's name, `mode` being taken.
    @Test func variables2jsonCollectionsOfTheSameModesAreOneModifier() throws {
        func collection(_ name: String, _ modes: [(String, String)]) -> String {
            let modes = modes.map { mode, hex in
                #"{"name":"\#(mode)","variables":[{"name":"\#(name.lowercased())/c","type":"color","isAlias":false,"value":"\#(hex)"}]}"#
            }
            return #"{"name":"\#(name)","modes":[\#(modes.joined(separator: ","))]}"#
        }
        let document = #"{"version":"1.0.4","metadata":{},"collections":["#
            + [
                collection("Component", [("Light", "#110000"), ("Dark", "#220000")]),
                collection("Service", [("Light", "#111100"), ("Dark", "#222200")]),
                collection("Contrast", [("Light", "#001100"), ("Dark", "#002200"), ("Light HC", "#003300")]),
            ].joined(separator: ",") + "]}"
        let folder = try TemporaryFolder.holding(["tokens.json": document])
        defer { folder.remove() }
        let report = validateTokens(at: folder.path)
        #expect(report.succeeded)
        #expect(FolderLayoutTests.modifiers(report) == ["mode: Light, Dark (default Light)", "Contrast: Light, Dark, Light HC (default Light)"])
        let dark = FolderLayoutTests.values(report, ["mode": "Dark", "Contrast": "Light HC"])
        #expect(["component.c", "service.c", "contrast.c"].map { TerrazzoModesTests.hex(dark, $0) } == ["#220000", "#222200", "#003300"])
    }
}
