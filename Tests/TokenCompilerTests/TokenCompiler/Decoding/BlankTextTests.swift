import Testing
@testable import TokenCompiler
@testable import TokenJSON
@testable import TokenModel
import TokencBenchSupport

/// `isBlankText`, asked of every string a decoder reads, looks at a string without escapes in
/// place; it says what trimming the decoded text says.
@Suite struct BlankTextTests {
    /// Generated JSON strings of spaces, other blanks (tab, no-break space, ideographic space),
    /// letters, escapes (`\u0020`, `\t`) and non-ASCII text, and values that are not strings: blank
    /// exactly when the decoded text trimmed of spaces is empty.
    @Test func blankExactlyWhenTheTrimmedTextIsEmpty() throws {
        var generator = SplitMix64(seed: 1203)
        let pieces = [" ", " ", "  ", "a", "\\u0020", "\\t", "\u{00A0}", "\u{3000}", "é", "{x}", "\\\""]
        var blank = 0
        for _ in 0..<2_000 {
            let text = generator.chance(5)
                ? generator.pick(["0", "null", "true", "[]", "{}"])
                : "\"" + (0..<generator.int(in: 0...4)).map { _ in generator.pick(pieces) }.joined() + "\""
            let json = try parseJSON(text).root
            let value = SourceValue(json, file: "blank.json")
            let expected = json.stringValue?.trimmingSpaces.isEmpty == true
            #expect(value.isBlankText == expected, "\(text)")
            if expected { blank += 1 }
        }
        #expect(blank > 200)
    }
}
