import Testing
import TokencBenchSupport
@testable import TokenCompiler

/// `trimmingSpaces` trims ASCII text on its bytes and other text by `Character`: both give what
/// dropping the `Character` " " from each end gives, for generated strings of spaces, letters,
/// accented letters and combining marks (a space followed by a combining mark is no space).
@Suite struct TrimmingSpacesTests {
    static func reference(_ text: String) -> String {
        String(text.drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
    }

    @Test func agreesWithDroppingSpaceCharacters() {
        let pieces = [" ", " ", "a", "Z", "1", "-", "é", "\u{301}", "\t", "日"]
        var random = SplitMix64(seed: 20_261_127)
        for _ in 0..<5_000 {
            let count = Int(random.next() % 9)
            let text = (0..<count).map { _ in pieces[Int(random.next() % UInt64(pieces.count))] }.joined()
            #expect(text.trimmingSpaces == Self.reference(text), "\(Array(text.unicodeScalars))")
            #expect(Substring(text).trimmingSpaces == Self.reference(text))
        }
        #expect("  semi bold ".trimmingSpaces == "semi bold")
        #expect("    ".trimmingSpaces == "")
        #expect(" \u{301}x ".trimmingSpaces == " \u{301}x")
    }
}
