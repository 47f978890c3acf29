import Testing
@testable import TokenCompiler

/// Lining the permutations' tokens up into one theme.
@Suite struct ThemeAssemblyTests {
    /// 40 tokens that one brand lacks: each is reported once, and the one complete token is kept.
    @Test func eachIncompleteTokenIsReportedOnce() {
        let names = (0..<40).map { "t\($0)" }
        let extra = names.map { #""\#($0)": { "$value": 1 }"# }.joined(separator: ", ")
        let report = buildJSON(
            #"{ "base": { "$type": "number", "$value": 0 } }"#,
            modifiers: [("brand", [("a", #"{ "extra": { "$type": "number", \#(extra) } }"#), ("b", "{}")])])
        let missing = report.diagnostics.filter { $0.code == .incompleteToken }
        #expect(missing.map { $0.message.split(separator: "'")[1] } == names.map { "extra.\($0)"[...] })
        #expect(missing.allSatisfy { $0.severity == .warning })
        #expect(report.theme.tokens.map(\.path.description) == ["base"] + names.map { "extra.\($0)" })
        #expect(report.theme.tokens.dropFirst().allSatisfy { $0.absent == [1] && $0.variesWith == ["brand"] })

        let strict = buildJSON(
            #"{ "base": { "$type": "number", "$value": 0 } }"#,
            modifiers: [("brand", [("a", #"{ "extra": { "$type": "number", \#(extra) } }"#), ("b", "{}")])], strict: true)
        #expect(strict.diagnostics.filter { $0.code == .incompleteToken && $0.severity == .error }.count == names.count)
        #expect(strict.theme.tokens.map(\.path.description) == ["base"])
    }
}
