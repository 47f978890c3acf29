import Testing
@testable import TokenJSON
@testable import TokenModel

/// A token's values are kept once per combination of the modifiers it varies with.
@Suite struct PermutationValuesTests {
    static func token(aliasing target: [String]?) -> ResolvedToken {
        ResolvedToken(
            path: TokenPath(["color", "text"]), type: .number, value: .number(NumberLiteral(1)),
            location: SourceLocation(file: "t.json", line: 1, column: 1), aliasOf: target.map(TokenPath.init))
    }

    @Test func aSharedTokenHasOneAliasHoweverManyPermutations() {
        let shared = PermutationValues(repeating: Self.token(aliasing: ["color", "gray"]), count: 6)
        #expect(shared.definedProvenances == [.alias(TokenPath(["color", "gray"]))])
        #expect(PermutationValues(repeating: Self.token(aliasing: nil), count: 6).definedProvenances == [nil])
    }

    /// Two modifiers of 2 and 3 contexts; the token varies with the second only: three
    /// combinations, whatever the six permutations; absent combinations are left out, in order.
    @Test func eachCombinationThatDefinesTheTokenGivesItsAliasInOrder() {
        let tokens = [Self.token(aliasing: ["a"]), Self.token(aliasing: nil), Self.token(aliasing: ["c"])]
        let all = PermutationValues(combinations: tokens, absent: [false, false, false], over: [1], contextCounts: [2, 3])
        #expect(all.count == 6)
        #expect(all.definedProvenances == [.alias(TokenPath(["a"])), nil, .alias(TokenPath(["c"]))])
        let middleAbsent = PermutationValues(combinations: tokens, absent: [false, true, false], over: [1], contextCounts: [2, 3])
        #expect(middleAbsent.definedProvenances == [.alias(TokenPath(["a"])), .alias(TokenPath(["c"]))])
        let firstAbsent = PermutationValues(combinations: tokens, absent: [true, false, false], over: [1], contextCounts: [2, 3])
        #expect(firstAbsent.definedProvenances == [nil, .alias(TokenPath(["c"]))])
    }
}
