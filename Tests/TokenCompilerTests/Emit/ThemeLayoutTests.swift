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
}
