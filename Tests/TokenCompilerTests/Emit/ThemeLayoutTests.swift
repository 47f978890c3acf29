import Testing
@testable import TokenCompiler

/// The groups as the emitter lays them out.
@Suite struct ThemeLayoutTests {
    /// A group's token count is what schedules the group files across the cores, largest first.
    @Test func aGroupCountsTheTokensOfItsNestedGroups() throws {
        let theme = EmitFixtures.matrix.theme
        let layout = ThemeLayout(theme: theme)
        #expect(layout.root.tokenCount == theme.tokens.count)
        for case .group(let group) in layout.root.children {
            let name = try #require(group.path.components.first)
            #expect(group.tokenCount == theme.tokens.filter { $0.path.components.first == name }.count, "\(group.path)")
        }
    }

    /// The top-level groups are checked on all cores; their problems still come in the order of
    /// one depth-first pass over the tree, the root's own between them where its member stands.
    @Test func nameProblemsComeInTreeOrder() {
        let report = buildJSON("""
            {
              "space": { "$type": "number", "a-b": { "$value": 1 }, "a_b": { "$value": 2 } },
              "selection": { "$type": "number", "$value": 3 },
              "size": { "$type": "number", "c-d": { "$value": 4 }, "c_d": { "$value": 5 } }
            }
            """)
        let layout = ThemeLayout(theme: report.theme)
        #expect(layout.diagnostics.map { $0.location?.description ?? "" } == [
            "base.json:2:57", "base.json:2:33",
            "base.json:3:3",
            "base.json:4:56", "base.json:4:32",
        ])
        #expect(layout.diagnostics.map(\.code) == Array(repeating: .nameCollision, count: 5))
    }
}
