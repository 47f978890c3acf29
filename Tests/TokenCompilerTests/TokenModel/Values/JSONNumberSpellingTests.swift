import Foundation
import Testing
@testable import TokenJSON
@testable import TokenModel
import TokencBenchSupport

/// A number's text is JSON's spelling of the number, whatever spelling `Double` read it from, so
/// that a dump or a suggested rewrite that prints it is JSON.
@Suite struct JSONNumberSpellingTests {
    @Test(arguments: [
        ("16", "16"), ("-0", "-0"), ("1.50", "1.50"), ("1e1", "1e1"), ("2.5E-3", "2.5E-3"), ("0.5", "0.5"),
        ("-02", "-2"), (".5", "0.5"), ("-.5", "-0.5"), ("2.", "2"), ("+3", "3"), ("00.5", "0.5"), ("000", "0"),
        ("+.5e+2", "0.5e+2"), ("-00.0", "-0.0"), (".5e-400", "0.5e-400"),
    ])
    func mendsTheSpelling(written: String, spelt: String) {
        #expect(JSONNumberSpelling.spelling(of: written) == spelt)
    }

    @Test(arguments: ["", ".", "-", "+", "e5", "1e", "1e+", "inf", "nan", "0x10", "1.2.3", "1_000", " 1", "--1"])
    func findsNoNumberInOtherText(written: String) {
        #expect(JSONNumberSpelling.spelling(of: written) == nil)
    }

    /// Generated spellings: each read back is JSON (the tokenc parser takes it whole as a number)
    /// with the value `Double` reads from what was written, and JSON's own spellings are kept.
    @Test func everySpellingIsJSONOfTheSameValue() throws {
        var generator = SplitMix64(seed: 1301)
        func digits(_ count: Int) -> String { String((0..<count).map { _ in Character(String(generator.below(10))) }) }
        var checked = 0
        for _ in 0..<20_000 {
            var text = ["", "-", "+"][generator.below(3)]
            text += digits(generator.below(4))
            if generator.below(2) == 0 { text += "." + digits(generator.below(4)) }
            if generator.below(4) == 0 { text += ["e", "E"][generator.below(2)] + ["", "-", "+"][generator.below(3)] + digits(1 + generator.below(3)) }
            guard let value = Double(text) else {
                #expect(JSONNumberSpelling.spelling(of: text) == nil, "\(text)")
                continue
            }
            let spelt = try #require(JSONNumberSpelling.spelling(of: text), "\(text)")
            let document = try JSONDocument(parsing: Array(spelt.utf8))
            #expect(document.root.numberValue?.text == spelt, "\(text) → \(spelt)")
            #expect(Double(spelt) == value, "\(text) → \(spelt)")
            if (try? JSONDocument(parsing: Array(text.utf8)))?.root.numberValue != nil {
                #expect(spelt == text)
            }
            #expect(NumberLiteral(value: value, text: text).text == spelt)
            checked += 1
        }
        #expect(checked > 10_000)
    }
}
