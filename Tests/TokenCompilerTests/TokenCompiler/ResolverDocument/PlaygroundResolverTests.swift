import Foundation
import Testing
@testable import TokenCompiler
@testable import TokenModel

/// The Token Playground's resolver documents (`dtcg-playground-examples`) load into plans with no
/// problem in the documents; their tokens are checked elsewhere.
@Suite struct PlaygroundResolverTests {
    static let folder = TestPaths.corpus?.appendingPathComponent("dtcg-playground-examples")

    @Test(.enabled(if: folder != nil, "../shared/corpus is absent"))
    func figmaSDS() throws {
        let document = try #require(Self.folder).appendingPathComponent("figma-sds/sds.resolver.json").path
        let (plan, _, diagnostics) = ResolverFixtures.load(document, strict: true)
        #expect(diagnostics.isEmpty)
        let loaded = try #require(plan)
        #expect(loaded.layers.map(\.name) == ["base", "theme"])
        #expect(loaded.modifiers.map(\.contextNames) == [["light", "dark"]])
        #expect(loaded.modifiers.map(\.defaultContext) == [nil])
        let folder = PathFolder.of(document)
        #expect(loaded.sourceLists(relativeTo: folder)["dark"] == [
            "file:base/color.tokens.json", "file:base/size.tokens.json", "file:base/typography.tokens.json", "file:theme/dark.tokens.json",
        ])
    }

    /// Primer's folder has one `*.resolver.json`, so the folder itself loads through it.
    @Test(.enabled(if: folder != nil, "../shared/corpus is absent"))
    func githubPrimer() throws {
        let folder = try #require(Self.folder).appendingPathComponent("github-primer").path
        let (plan, files, diagnostics) = ResolverFixtures.load(folder, strict: true)
        #expect(diagnostics.isEmpty)
        let loaded = try #require(plan)
        #expect(loaded.origin == folder + "/primer.resolver.json")
        #expect(files?.resolvers == [folder + "/primer.resolver.json"])
        #expect(loaded.layers.map(\.name) == ["base", "functional", "theme", "size"])
        #expect(loaded.modifiers.map(\.contextNames) == [["light", "light-hc", "dark", "dark-dimmed", "dark-hc"], ["default", "coarse", "fine"]])
        #expect(loaded.permutations.count == 15)
        let lists = loaded.sourceLists(relativeTo: folder)
        #expect(lists["light/default"]?.count == 20)
        #expect(lists["dark/fine"]?.suffix(5) == [
            "file:base/color/dark/dark.tokens.json", "file:base/color/dark/display-dark.tokens.json",
            "file:functional/color/fgColor.dark.tokens.json", "file:functional/color/control.dark.tokens.json",
            "file:functional/size/size-fine.tokens.json",
        ])
    }
}
