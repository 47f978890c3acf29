import Foundation
import Testing
@testable import Lowering
@testable import TokenCompiler
@testable import TokenJSON
@testable import TokenModel
@testable import SwiftOutput

/// The `names` table of `tokenc.json`: read with positions, applied by path or by name, and
/// checked against the tokens.
@Suite struct NameTableTests {
    static func configuration(_ json: String) -> (Configuration, [Diagnostic]) {
        var diagnostics: [Diagnostic] = []
        let document = TokenFileReader.parse(bytes: Array(json.utf8), file: "tokenc.json", diagnostics: &diagnostics)!
        let configuration = Configuration.read(document.root, file: "tokenc.json", diagnostics: &diagnostics)
        return (configuration, diagnostics)
    }

    @Test func theTableIsReadInOrderWithTheKeysPositions() throws {
        let (configuration, diagnostics) = Self.configuration("""
            {
              "names": { "selection": "selectionColors", "color.brand.default": "standard" }
            }
            """)
        #expect(diagnostics.isEmpty)
        let entries = try #require(configuration.names?.entries)
        #expect(entries.map(\.key) == ["selection", "color.brand.default"])
        #expect(entries.map(\.name) == ["selectionColors", "standard"])
        #expect(entries.map { $0.location?.description ?? "" } == ["tokenc.json:2:14", "tokenc.json:2:46"])
    }

    @Test func aNewNameThatIsNoSwiftIdentifierIsAnErrorAtTheValue() {
        let (_, diagnostics) = Self.configuration("""
            {
              "names": { "a": "two words", "b": "9lives", "c": "default", "d": 3, "e": "ok_1", "f": "_" }
            }
            """)
        #expect(diagnostics.map(\.code) == Array(repeating: .invalidConfig, count: 5))
        #expect(diagnostics.allSatisfy { $0.severity == .error })
        #expect(diagnostics.map { $0.location?.description ?? "" } == ["tokenc.json:2:19", "tokenc.json:2:37", "tokenc.json:2:52", "tokenc.json:2:68", "tokenc.json:2:89"])
        #expect(diagnostics[0].message == "'two words' cannot be the new name for 'a': a new name must be a Swift identifier: ASCII letters, digits and '_', not starting with a digit")
        #expect(diagnostics[2].message == "'default' cannot be the new name for 'c': 'default' is a Swift keyword")
        #expect(diagnostics[3].message == "the new name for 'd' must be a string, found a number")
        #expect(diagnostics[4].message == "'_' cannot be the new name for 'f': a new name needs a letter")
    }

    @Test func theTableMustBeAnObject() {
        let (configuration, diagnostics) = Self.configuration(#"{ "names": ["selection"] }"#)
        #expect(configuration.names == nil)
        #expect(diagnostics.map(\.code) == [.invalidConfig])
        #expect(diagnostics.first?.location?.description == "tokenc.json:1:12")
    }

    static let tokens = """
        {
          "selection": { "text": { "$type": "number", "$value": 1 }, "default": { "$type": "number", "$value": 2 } },
          "color": { "default": { "$type": "number", "$value": 3 } }
        }
        """

    static func build(_ entries: [NameTable.Entry], modifiers: [(name: String, contexts: [(name: String, json: String)])] = []) -> BuildReport {
        var diagnostics: [Diagnostic] = []
        let tree = TokenFileReader.read(bytes: Array(tokens.utf8), file: "base.json", diagnostics: &diagnostics)!
        var layers = [ResolutionLayer(name: "base", kind: .set([.inline(tree)]), location: nil)]
        for modifier in modifiers {
            let contexts = modifier.contexts.map { Modifier.Context(name: $0.name, sources: [], location: nil) }
            layers.append(ResolutionLayer(
                name: modifier.name, kind: .modifier(Modifier(name: modifier.name, contexts: contexts, defaultContext: contexts[0].name, location: nil)),
                location: nil))
        }
        let validation = validateTokens(
            ResolutionPlan(layers: layers, origin: "base.json"), files: ["base.json"], options: ReaderOptions(names: NameTable(entries)),
            diagnostics: diagnostics)
        return buildTheme(from: validation)
    }

    /// A path names one token or group; a name without a dot every token and group of that name,
    /// and modifiers and contexts; a path wins over a name.
    @Test func renamesApplyByPathFirstThenByName() throws {
        let report = Self.build(
            [
                .init(key: "selection", name: "selectionColors"), .init(key: "default", name: "standard"),
                .init(key: "color.default", name: "base"), .init(key: "mode", name: "appearance"), .init(key: "dim", name: "low_light"),
            ],
            modifiers: [("mode", [("bright", "{}"), ("dim", "{}")])])
        #expect(report.diagnostics.isEmpty, "\(report.diagnostics)")
        let theme = try #require(report.files.first { $0.path == "AppTheme.swift" })
        #expect(theme.contents.contains("public var selectionColors: SelectionColorsTokens {\n"))
        #expect(theme.contents.contains("public var color: ColorTokens {\n"))
        let selection = try #require(report.files.first { $0.path == "Tokens/AppTheme+SelectionColors.swift" })
        #expect(selection.contents.contains("public var standard: Double\n"))
        let color = try #require(report.files.first { $0.path == "Tokens/AppTheme+Color.swift" })
        #expect(color.contents.contains("public var base: Double\n"))
        let modifiers = try #require(report.files.first { $0.path == "AppTheme+Selection.swift" })
        #expect(modifiers.contents.contains("public var appearance: Appearance\n"))
        #expect(modifiers.contents.contains("case lowLight = \"dim\"\n"))
        #expect(report.validation.model.names.layout.member(at: TokenPath(["selection", "text"])) == "text")
        #expect(report.validation.model.names.layout.groupType(at: TokenPath(["selection"])) == "SelectionColorsTokens")
    }

    /// A new name that clashes too takes the fallback, with the warning; a key that names nothing
    /// is a warning at the key, with the nearest name.
    @Test func aNewNameThatClashesTakesTheFallbackAndAnUnusedKeyIsAWarning() throws {
        let location = SourceLocation(file: "tokenc.json", line: 2, column: 5)
        let report = Self.build([
            .init(key: "color", name: "shared"), .init(key: "color.defualt", name: "x", location: location),
        ])
        #expect(report.succeeded)
        #expect(report.diagnostics.map(\.code) == [.renamedMember, .renamedMember, .unusedRename])
        #expect(report.diagnostics.contains { $0.message.contains("the group 'color' cannot be 'shared' in Swift (tokenc declares 'shared' on AppTheme itself), so it is 'sharedGroup'") })
        let unused = try #require(report.diagnostics.last)
        #expect(unused.severity == .warning)
        #expect(unused.location == location)
        #expect(unused.message == "the rename 'color.defualt' in 'names' names no token, group, modifier or context; did you mean 'color.default'?")
    }
}
