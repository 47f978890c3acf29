import Testing
@testable import Lowering
@testable import TokenCompiler
@testable import SwiftOutput

/// The combinations a varying token is written for, worked out once per set of modifiers.
@Suite struct VariationRowsTests {
    /// The matrix fixture: brand (acme, nova) × mode (dark, dark-hc, light), defaults acme and light.
    static let theme = EmitFixtures.matrix.theme
    static let modifiers = theme.modifiers.map(ModifierNames.init)

    @Test func theFixtureIsWhatTheseTestsAssume() {
        #expect(Self.theme.modifiers.map(\.name) == ["brand", "mode"])
        #expect(Self.theme.modifiers.map(\.contexts) == [["acme", "nova"], ["dark", "dark-hc", "light"]])
        #expect(Self.theme.defaultPermutation.contexts == ["acme", "light"])
    }

    @Test func oneModifierVariesTheOthersStayAtTheirDefault() {
        let plan = VariationRows(variesWith: ["mode"], modifiers: Self.modifiers, theme: Self.theme)
        #expect(plan.varying == [1])
        #expect(plan.rows.map(\.permutation) == [0, 1, 2])
        #expect(plan.rows.map(\.isDefault) == [[false], [false], [true]])
        #expect(plan.rows.map(\.atDefault) == [[2], [2], [2]])
    }

    @Test func twoModifiersVaryTheFirstSlowest() {
        let plan = VariationRows(variesWith: ["mode", "brand"], modifiers: Self.modifiers, theme: Self.theme)
        #expect(plan.varying == [0, 1])
        #expect(plan.rows.map(\.permutation) == [0, 1, 2, 3, 4, 5])
        // With the brand at its default, a row becomes acme's; with the mode, the light one.
        #expect(plan.rows.map(\.atDefault) == [[0, 2], [1, 2], [2, 2], [0, 5], [1, 5], [2, 5]])
        #expect(plan.rows.map(\.isDefault) == [[true, false], [true, false], [true, true], [false, false], [false, false], [false, true]])
    }
}
