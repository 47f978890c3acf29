import Testing
@testable import Lowering
@testable import TokenCompiler
@testable import SwiftOutput

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

    /// Whether a token is stored as `_name` behind a deprecated property: its own `$deprecated`
    /// or its group's, in the default permutation; `false` is not deprecated.
    @Test func aTokenKnowsWhetherItIsDeprecated() {
        let report = buildJSON("""
            {
              "size": {
                "$type": "number",
                "plain": { "$value": 1 },
                "old": { "$value": 2, "$deprecated": true },
                "why": { "$value": 3, "$deprecated": "use size.plain" },
                "kept": { "$value": 4, "$deprecated": false },
                "legacy": { "$deprecated": true, "inner": { "$value": 5 } }
              }
            }
            """)
        #expect(report.succeeded)
        var flags: [String: Bool] = [:]
        func visit(_ group: ThemeLayout.Group) {
            for child in group.children {
                switch child {
                case .token(let token):
                    flags[token.token.path.description] = token.isDeprecated
                    #expect(token.isDeprecated == (token.resolved.deprecation?.isDeprecated == true))
                case .group(let nested): visit(nested)
                }
            }
        }
        visit(ThemeLayout(theme: report.theme).root)
        #expect(flags == ["size.plain": false, "size.old": true, "size.why": true, "size.kept": false, "size.legacy.inner": true])
    }

    /// The top-level groups are named on all cores; each later name of a clash takes the
    /// fallback, the first keeps its name, and the root's names are given before the groups'.
    @Test func fallbacksGoToTheLaterNameOnEveryCore() {
        let report = buildJSON("""
            {
              "space": { "$type": "number", "a-b": { "$value": 1 }, "a_b": { "$value": 2 } },
              "selection": { "$type": "number", "$value": 3 },
              "size": { "$type": "number", "c-d": { "$value": 4 }, "c_d": { "$value": 5 } }
            }
            """)
        #expect(report.succeeded)
        #expect(report.diagnostics.map { $0.location?.description ?? "" } == ["base.json:2:57", "base.json:3:3", "base.json:4:56"])
        #expect(report.diagnostics.map(\.code) == Array(repeating: .renamedMember, count: 3))
        func member(_ node: ThemeLayout.Node) -> String {
            switch node {
            case .token(let token): token.member
            case .group(let group): group.member
            }
        }
        let layout = ThemeLayout(theme: report.theme)
        #expect(layout.root.children.map(member) == ["space", "selectionToken", "size"])
        let members = layout.root.children.map { child -> [String] in
            guard case .group(let group) = child else { return [] }
            return group.children.map(member)
        }
        #expect(members == [["aB", "aBToken"], [], ["cD", "cDToken"]])
    }
}
