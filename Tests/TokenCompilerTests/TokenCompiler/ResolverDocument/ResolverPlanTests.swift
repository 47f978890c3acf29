import Foundation
import Testing
@testable import Lowering
@testable import TokenCompiler
@testable import TokenJSON
@testable import TokenModel
@testable import SwiftOutput

/// What a valid resolver document becomes, and how a tokens path finds its plan.
@Suite struct ResolverPlanTests {
    static let complete = ResolverFixtures.path("valid/complete.resolver.json")

    @Test func layersInResolutionOrder() throws {
        let (plan, _, diagnostics) = ResolverFixtures.load(Self.complete)
        // The set `unused` is applied nowhere; `context` for `contexts` is read, with a warning.
        #expect(diagnostics.map(\.code) == [.unusedSource, .nonStandardProperty])
        #expect(diagnostics.first?.location?.line == 10)
        let loaded = try #require(plan)
        #expect(loaded.origin == Self.complete)
        #expect(loaded.layers.map(\.name) == ["base", "inline", "theme", "size"])
        #expect(loaded.layers.map { $0.location?.line } == [6, 27, 13, 20])
        #expect(loaded.modifiers.map(\.name) == ["theme", "size"])
        #expect(loaded.modifiers.map(\.contextNames) == [["light", "dark"], ["small", "large"]])
        // `"default": "dark"` beside the `$ref` overrides the modifier's own.
        #expect(loaded.modifiers.map(\.defaultContext) == ["dark", nil])
        #expect(loaded.modifiers.map(\.description) == [nil, "Density"])
        #expect(loaded.defaultPermutation == Permutation(contexts: ["dark", "small"]))
    }

    /// Files relative to the document; a set inside a context spliced in; tokens inline, from
    /// `$defs` and from a place in another file, with positions where they are written.
    @Test func sourcesOfEachPermutation() throws {
        let loaded = try #require(ResolverFixtures.load(Self.complete).plan)
        let lists = loaded.sourceLists(relativeTo: ResolverFixtures.path("valid"))
        let base = ["file:tokens/base.json", "inline:palette.json:1", "inline:complete.resolver.json:27"]
        #expect(lists == [
            "light/small": base + ["file:tokens/light.json"],
            "light/large": base + ["file:tokens/light.json", "inline:complete.resolver.json:32"],
            "dark/small": base + ["file:tokens/base.json", "inline:palette.json:1", "file:tokens/dark.json"],
            "dark/large": base + ["file:tokens/base.json", "inline:palette.json:1", "file:tokens/dark.json", "inline:complete.resolver.json:32"],
        ])
        guard case .file(let path, let referencedAt) = loaded.sources(for: loaded.defaultPermutation)[5] else {
            Issue.record("the sixth source of dark/small should be a file")
            return
        }
        // `./tokens/../tokens/dark.json`, as a person would write it.
        #expect(path == ResolverFixtures.path("valid/tokens/dark.json"))
        #expect(referencedAt == SourceLocation(file: Self.complete, line: 16, column: 52))
    }

    @Test func inlineTokensKeepTheirPositions() throws {
        let loaded = try #require(ResolverFixtures.load(Self.complete).plan)
        guard case .set(let sources) = loaded.layers[1].kind, case .inline(let group)? = sources.first,
              case .token(let token)? = group["spacing"] else {
            Issue.record("the inline set should hold the token 'spacing'")
            return
        }
        #expect(token.location == SourceLocation(file: Self.complete, line: 27, column: 52))
        #expect(token.value?.json.numberValue?.text == "4")
    }

    @Test func duplicatedDocumentationIsAWarning() {
        let (plan, _, diagnostics) = ResolverFixtures.load(ResolverFixtures.path("valid/duplicate-description.resolver.json"))
        #expect(plan != nil)
        #expect(diagnostics.map(\.severity) == [.warning])
        #expect(diagnostics.first?.message == "the key 'description' appears twice in one object; it is documentation, so the later one is used")
    }

    /// `themes.json#orange`, a member's name where a JSON Pointer belongs (Terrazzo accepts
    /// it): read as `themes.json#/orange` with a warning that is an error under `--strict`.
    @Test func aFileReferenceByMemberNameIsReadAsItsPointer() throws {
        let folder = try makeResolverTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try folder.write(##"{ "orange": { "c": { "$type": "color", "$value": "#ff8800" } }, "blue": { "c": { "$type": "color", "$value": "#0000ff" } } }"##, to: "themes.json")
        try folder.write(#"""
            {
              "version": "2025.10",
              "modifiers": { "theme": { "default": "orange", "contexts": { "orange": [{ "$ref": "themes.json#orange" }], "blue": [{ "$ref": "themes.json#/blue" }] } } },
              "resolutionOrder": [{ "$ref": "#/modifiers/theme" }]
            }
            """#, to: "tokens.resolver.json")
        let (plan, _, diagnostics) = ResolverFixtures.load(folder.appendingPathComponent("tokens.resolver.json").path)
        #expect(plan != nil)
        #expect(diagnostics.map { "\($0.severity) \($0.code) \($0.location!.line):\($0.location!.column) \($0.message)" } == [
            "warning legacy-mapping 3:85 'themes.json#orange' names 'orange' where a JSON Pointer belongs; read as 'themes.json#/orange', the member of that name (write \"themes.json#/orange\")",
        ])
        let report = validateTokens(at: folder.appendingPathComponent("tokens.resolver.json").path)
        #expect(report.succeeded)
        #expect(report.tokenCount == 1)
        #expect(!validateTokens(at: folder.appendingPathComponent("tokens.resolver.json").path, options: ReaderOptions(strict: true)).succeeded)
    }

    /// An inline set's `name` and `type` on a set or modifier declared under `sets` or
    /// `modifiers`, as Terrazzo accepts them: a warning each that says to remove it (an error
    /// under `--strict`); a `type` of the other kind is an error.
    @Test func anInlineSetsNameAndTypeOnANamedOneAreWarnings() throws {
        let folder = try makeResolverTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try folder.write(##"{ "c": { "$type": "color", "$value": "#ff8800" } }"##, to: "base.json")
        try folder.write(##"{ "c": { "$type": "color", "$value": "#000000" } }"##, to: "dark.json")
        func document(setType: String) -> String {
            #"""
            {
              "version": "2025.10",
              "sets": { "base": { "name": "base", "type": "\#(setType)", "sources": [{ "$ref": "base.json" }] } },
              "modifiers": { "theme": { "name": "Theme", "type": "modifier", "default": "light", "contexts": { "light": [], "dark": [{ "$ref": "dark.json" }] } } },
              "resolutionOrder": [{ "$ref": "#/sets/base" }, { "$ref": "#/modifiers/theme" }]
            }
            """#
        }
        try folder.write(document(setType: "set"), to: "tokens.resolver.json")
        let path = folder.appendingPathComponent("tokens.resolver.json").path
        let (plan, _, diagnostics) = ResolverFixtures.load(path)
        #expect(plan?.modifiers.map(\.name) == ["theme"])
        #expect(diagnostics.map { "\($0.severity) \($0.code) \($0.location!.line):\($0.location!.column) \($0.message)" } == [
            "warning non-standard-property 3:23 'name' belongs to an inline set; the set is named by its key, 'base' (remove it)",
            "warning non-standard-property 3:39 'type' belongs to an inline set; 'base' is a set by being declared under 'sets' (remove it)",
            "warning non-standard-property 4:29 'name' belongs to an inline modifier; the modifier is named by its key, 'theme', which references use (#/modifiers/theme) (remove it)",
            "warning non-standard-property 4:46 'type' belongs to an inline modifier; 'theme' is a modifier by being declared under 'modifiers' (remove it)",
        ])
        #expect(validateTokens(at: path).succeeded)
        #expect(!validateTokens(at: path, options: ReaderOptions(strict: true)).succeeded)
        try folder.write(document(setType: "modifier"), to: "tokens.resolver.json")
        #expect(ResolverFixtures.load(path).diagnostics.filter { $0.severity == .error }.map(\.message) == [
            "'type' of the set 'base' must be \"set\", as it is declared under 'sets', found \"modifier\"",
        ])
    }

    /// A duplicated key that carries meaning stays an error.
    @Test func duplicatedSourcesAreAnError() throws {
        let folder = try makeResolverTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try folder.write("""
            {
              "version": "2025.10",
              "sets": {"base": {"sources": [], "sources": []}},
              "resolutionOrder": [{"$ref": "#/sets/base"}]
            }
            """, to: "tokens.resolver.json")
        let (plan, _, diagnostics) = ResolverFixtures.load(folder.path)
        #expect(plan != nil)
        #expect(diagnostics.map { "\($0.severity) \($0.code) \($0.location?.line ?? 0):\($0.location?.column ?? 0)" } == ["error duplicate-key 3:36"])
    }

    // Finding the plan for a tokens path.

    @Test func folderWithoutResolverDocumentUsesTheFolders() throws {
        let folder = try makeResolverTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try folder.write("{}", to: "base.json")
        try folder.write("{}", to: "modes/dark.json")
        try folder.write("{}", to: "modes/light.json")
        let (plan, files, diagnostics) = ResolverFixtures.load(folder.path)
        #expect(diagnostics.isEmpty)
        #expect(plan?.origin == folder.path)
        #expect(plan?.layers.map(\.name) == ["base", "mode"])
        #expect(plan?.modifiers.first?.defaultContext == "light")
        #expect(files?.base == [folder.path + "/base.json"])
    }

    @Test func folderWithOneResolverDocumentUsesIt() throws {
        let folder = try makeResolverTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try folder.write("{}", to: "base.json")
        try folder.write("{}", to: "modes/dark.json")
        try folder.write(#"{"version": "2025.10", "resolutionOrder": [{"type": "set", "name": "all", "sources": [{"$ref": "base.json"}]}]}"#, to: "themes/tokens.resolver.json")
        let (plan, files, diagnostics) = ResolverFixtures.load(folder.path)
        #expect(diagnostics.map(\.message) == ["the file '\(folder.path)/themes/base.json' does not exist"])
        #expect(plan == nil)
        #expect(files == nil)
        try folder.write(#"{"version": "2025.10", "resolutionOrder": [{"type": "set", "name": "all", "sources": [{"$ref": "../base.json"}]}]}"#, to: "themes/tokens.resolver.json")
        let fixed = ResolverFixtures.load(folder.path)
        #expect(fixed.diagnostics.isEmpty)
        #expect(fixed.plan?.layers.map(\.name) == ["all"])
        #expect(fixed.plan?.sourceLists(relativeTo: folder.path) == ["": ["file:base.json"]])
        #expect(fixed.files?.resolvers == [folder.path + "/themes/tokens.resolver.json"])
    }

    @Test func folderWithTwoResolverDocumentsIsAmbiguous() throws {
        let folder = try makeResolverTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try folder.write("{}", to: "a.resolver.json")
        try folder.write("{}", to: "b.resolver.json")
        let (plan, _, diagnostics) = ResolverFixtures.load(folder.path)
        #expect(plan == nil)
        let diagnostic = try #require(diagnostics.first)
        #expect(diagnostics.count == 1)
        #expect(diagnostic.code == .ambiguousResolver)
        #expect(diagnostic.location == nil)
        #expect(diagnostic.message == "the tokens folder '\(folder.path)' holds 2 resolver documents; name the one to use with --tokens")
        #expect(diagnostic.notes.map { $0.location?.file } == [folder.path + "/a.resolver.json", folder.path + "/b.resolver.json"])
    }

    /// A file given directly is a resolver document by what it holds, whatever its name.
    @Test func fileWithResolutionOrderIsAResolverDocument() throws {
        let folder = try makeResolverTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try folder.write(#"{"version": "2025.10", "resolutionOrder": [{"type": "set", "name": "all", "sources": []}]}"#, to: "themes.json")
        try folder.write(#"{"color": {"$type": "color"}}"#, to: "colors.json")
        let document = ResolverFixtures.load(folder.path + "/themes.json")
        #expect(document.plan?.layers.map(\.name) == ["all"])
        #expect(document.files?.base == [])
        #expect(document.files?.resolvers == [folder.path + "/themes.json"])
        let tokens = ResolverFixtures.load(folder.path + "/colors.json")
        #expect(tokens.plan?.layers.map(\.name) == ["base"])
        #expect(tokens.files?.base == [folder.path + "/colors.json"])
    }

    @Test func missingPathIsUnreadable() {
        let (plan, _, diagnostics) = ResolverFixtures.load("/nonexistent/tokens")
        #expect(plan == nil)
        #expect(diagnostics.map(\.code) == [.unreadableFile])
    }
}
