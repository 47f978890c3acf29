import Testing
@testable import TokenCompiler

/// Lining the permutations' tokens up into one theme, in slices on all cores.
@Suite struct ThemeAssemblyTests {
    @Test func slicesCoverEveryPositionOnceInOrder() {
        #expect(ThemeAssembly.slices(of: 10, count: 4) == [0..<3, 3..<6, 6..<9, 9..<10])
        #expect(ThemeAssembly.slices(of: 3, count: 16) == [0..<1, 1..<2, 2..<3])
        #expect(ThemeAssembly.slices(of: 0, count: 16) == [])
    }

    /// 40 tokens that one brand lacks, spread over every slice: each is reported once, none is
    /// lost between slices, and the one complete token is kept.
    @Test func everyTokenOfEverySliceIsLinedUpOnce() {
        let names = (0..<40).map { "t\($0)" }
        let extra = names.map { #""\#($0)": { "$value": 1 }"# }.joined(separator: ", ")
        let report = buildJSON(
            #"{ "base": { "$type": "number", "$value": 0 } }"#,
            modifiers: [("brand", [("a", #"{ "extra": { "$type": "number", \#(extra) } }"#), ("b", "{}")])])
        let missing = report.diagnostics.filter { $0.code == .incompleteToken }
        #expect(missing.map { $0.message.split(separator: "'")[1] } == names.map { "extra.\($0)"[...] })
        #expect(report.theme.tokens.map(\.path.description) == ["base"])
    }
}
