import Testing
@testable import TokenCompiler
@testable import TokenJSON
@testable import TokenModel

/// The combination table keeps a token that resolved as the token alone: its entry gives back the
/// outcome it was made from, for every kind of outcome, and where the token is written.
@Suite struct CombinationTableEntryTests {
    static let written = SourceLocation(file: "tokens.json", line: 3, column: 5)

    static func token(_ value: Double) -> ResolvedToken {
        ResolvedToken(path: TokenPath(["size", "m"]), type: .number, value: .number(NumberLiteral(value)), location: written)
    }

    /// Every mix of a token or none, in a cycle or not, ignored or not, left out or not.
    static let outcomes: [TokenEvaluator.Outcome] = (0..<16).map { bits in
        let token = bits & 1 != 0 ? token(Double(bits)) : nil
        return TokenEvaluator.Outcome(
            type: token == nil && bits & 8 != 0 ? nil : .number, value: token?.value ?? (bits & 8 != 0 ? nil : .number(NumberLiteral(7))),
            ignored: bits & 2 != 0, inCycle: bits & 4 != 0,
            leftOut: bits & 8 != 0 ? LeftOutReason(text: "too wide", cause: .unit, type: .number) : nil, token: token)
    }

    @Test(arguments: outcomes)
    func anEntryGivesBackItsOutcome(_ outcome: TokenEvaluator.Outcome) {
        let entry = CombinationTable.Entry(location: Self.written, outcome: outcome)
        let back = entry.outcome
        #expect(back.type == outcome.type)
        #expect(back.value == outcome.value)
        #expect(back.ignored == outcome.ignored)
        #expect(back.inCycle == outcome.inCycle)
        #expect(back.leftOut?.text == outcome.leftOut?.text)
        #expect(back.token?.value == outcome.token?.value)
        #expect(entry.token?.value == outcome.token?.value)
        #expect(entry.location == Self.written)
        let keptAsToken = if case .resolved = entry { true } else { false }
        #expect(keptAsToken == (outcome.token != nil && !outcome.ignored && !outcome.inCycle && outcome.leftOut == nil))
    }
}
