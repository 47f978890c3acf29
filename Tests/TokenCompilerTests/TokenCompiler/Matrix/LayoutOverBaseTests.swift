import Foundation
import Testing
@testable import Lowering
@testable import TokenCompiler
@testable import TokenModel
@testable import SwiftOutput

/// Layouts whose modes are layered over a base, read by the rules of the tools that wrote them:
/// modes only where there is a base to override, the base a mode of its own, keys found in JSON5
/// however written, and a token a later layer always replaces varying only with that layer.
@Suite struct LayoutOverBaseTests {
    static func color(_ hex: String) -> String { #"{ "$type": "color", "$value": "\#(hex)" }"# }

    /// Style Dictionary builds each `modes/<mode>.json` over the base: with a dark mode and no
    /// `light` among them, and every mode file redefining base tokens only, the base is the light
    /// mode and the default (it was the dark one), so the light theme is reachable.
    @Test func aModesFolderOverTheBaseHasTheBaseAsItsLightMode() throws {
        let project = try TemporaryFolder.holding([
            "tokens/base.json": #"{ "bg": \#(Self.color("#ffffff")), "gap": { "$type": "dimension", "$value": "4px" } }"#,
            "tokens/modes/dark.json": #"{ "bg": \#(Self.color("#000000")) }"#,
            "tokens/modes/large.json": #"{ "gap": { "$type": "dimension", "$value": "8px" } }"#,
        ])
        defer { project.remove() }
        let report = validateTokens(at: project.path + "/tokens")
        #expect(FolderLayoutTests.modifiers(report) == ["mode: light, dark, large (default light)"])
        #expect(FolderLayoutTests.values(report, [:])["bg"] == FolderLayoutTests.values(report, ["mode": "large"])["bg"])
        #expect(FolderLayoutTests.values(report, [:])["bg"] != FolderLayoutTests.values(report, ["mode": "dark"])["bg"])
        #expect(FolderLayoutTests.values(report, [:])["gap"] != FolderLayoutTests.values(report, ["mode": "large"])["gap"])
    }

    /// A mode file that defines a token of its own keeps the folder as it was: its first mode
    /// (or `light`) the default.
    @Test func aModesFolderWithTokensOfItsOwnHasNoBaseMode() throws {
        let project = try TemporaryFolder.holding([
            "tokens/base.json": #"{ "bg": \#(Self.color("#ffffff")) }"#,
            "tokens/modes/dark.json": #"{ "bg": \#(Self.color("#000000")), "glow": \#(Self.color("#333333")) }"#,
            "tokens/modes/dim.json": #"{ "bg": \#(Self.color("#222222")), "glow": \#(Self.color("#444444")) }"#,
        ])
        defer { project.remove() }
        #expect(FolderLayoutTests.modifiers(validateTokens(at: project.path + "/tokens")) == ["mode: dark, dim (default dark)"])
    }

    /// `<name>.<suffix>.json` files are modes over the files without a suffix; two suffixed files
    /// and no base (an export beside a copy of it) are two files of one set, not a modifier whose
    /// default holds no token.
    @Test func suffixedFilesWithoutABaseAreNoModes() throws {
        let tokens = #"{ "bg": \#(Self.color("#ffffff")), "fg": \#(Self.color("#000000")) }"#
        let project = try TemporaryFolder.holding(["tokens/export.v2.json": tokens, "tokens/tokens.generated.json": tokens])
        defer { project.remove() }
        let report = validateTokens(at: project.path + "/tokens")
        #expect(FolderLayoutTests.modifiers(report) == [])
        #expect(report.theme.tokens.map(\.isOptional) == [false, false])
        let based = try TemporaryFolder.holding(["tokens/colors.json": tokens, "tokens/colors.dark.json": #"{ "bg": \#(Self.color("#000000")) }"#])
        defer { based.remove() }
        #expect(FolderLayoutTests.modifiers(validateTokens(at: based.path + "/tokens")) == ["mode: light, dark (default light)"])
    }

    /// JSON5 writes keys bare or in single quotes: Terrazzo's `mode` extension and Style
    /// Dictionary's `darkValue` are found so written, as they are in JSON.
    @Test(arguments: ["mode", "'mode'"])
    func modesAreFoundUnderUnquotedKeysInJSON5(key: String) throws {
        let project = try TemporaryFolder.holding([
            "tokens/colors.json5": "{ bg: { $type: 'color', $value: '#ffffff', $extensions: { \(key): { dark: '#000000' } } } }",
            "tokens/legacy.json5": "{ fg: { value: '#000000', darkValue: '#ffffff' } }",
        ])
        defer { project.remove() }
        let report = validateTokens(at: project.path + "/tokens")
        #expect(report.succeeded, "\(report.diagnostics.map(FolderLayoutTests.printed))")
        #expect(report.theme.modifiers.contains { $0.contexts.contains("dark") }, "\(FolderLayoutTests.modifiers(report))")
        let dark = FolderLayoutTests.values(report, Dictionary(uniqueKeysWithValues: report.theme.modifiers.map {
            ($0.name, $0.contexts.contains("dark") ? "dark" : $0.defaultContext)
        }))
        let light = FolderLayoutTests.values(report, [:])
        #expect(dark["bg"] != light["bg"] && dark["fg"] != light["fg"], "\(dark) \(light)")
        #expect(dark["bg"] == light["fg"] && dark["fg"] == light["bg"], "\(dark) \(light)")
    }

    /// A token a later modifier defines in every one of its contexts varies with that modifier
    /// only: what the modifiers before it define there is always replaced. Each Figma collection's
    /// own `Documentation` variable, one file per collection and mode.
    @Test func aTokenALaterModifierAlwaysDefinesVariesWithItAlone() throws {
        var files: [String: String] = [:]
        let collections = ["Alpha": ["A1", "A2", "A3"], "Beta": ["B1", "B2"], "Gamma": ["G1", "G2", "G3", "G4"]]
        for (collection, modes) in collections {
            for mode in modes {
                files["tokens/\(collection).\(mode).json"] = #"""
                    { "Documentation": { "$type": "string", "$value": "\#(collection) \#(mode)" },
                      "\#(collection.lowercased())": { "$type": "number", "$value": \#(mode.dropFirst()) } }
                    """#
            }
        }
        let project = try TemporaryFolder.holding(files)
        defer { project.remove() }
        let report = validateTokens(at: project.path + "/tokens")
        #expect(report.succeeded, "\(report.diagnostics.map(FolderLayoutTests.printed))")
        let last = try #require(report.theme.modifiers.last?.name)
        let documentation = try #require(report.theme.tokens.first { $0.path.description == "Documentation" })
        #expect(documentation.variesWith == [last])
        #expect(report.theme.modifiers.map(\.name).sorted() == ["Alpha", "Beta", "Gamma"])
    }
}
