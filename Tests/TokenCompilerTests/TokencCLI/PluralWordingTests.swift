import Testing
@testable import Lowering
@testable import TokencCLI
@testable import TokenModel
@testable import SwiftOutput

/// The counts of summaries read as English: `2 densities`, never `2 densitys`.
struct PluralWordingTests {
    @Test(arguments: [
        ("token", "tokens"), ("density", "densities"), ("Typography", "Typographies"), ("DENSITY", "DENSITIES"),
        ("mode", "modes"), ("brand", "brands"), ("key", "keys"), ("day", "days"), ("box", "boxes"), ("class", "classes"),
        ("match", "matches"), ("wish", "wishes"), ("colorScheme", "colorSchemes"), ("color-scheme", "color-schemes"),
        ("temporary file", "temporary files"), ("status", "statuses"),
    ])
    func pluralsFollowEnglishSpelling(_ noun: String, _ plural: String) {
        #expect(Plural.of(noun) == plural)
        #expect(counted(1, noun) == "1 \(noun)")
        #expect(counted(0, noun) == "0 \(plural)")
        #expect(counted(2, noun) == "2 \(plural)")
    }

    /// Over many generated names and counts: one is singular, any other count is the plural; a
    /// plural never ends in a consonant and "ys", and only changes the end of the name.
    @Test func countedReadsAsEnglishForAnyNameAndCount() {
        var random = SplitMix(seed: 28)
        let letters = Array("abcdefghijklmnopqrstuvwxyzAEIOUY")
        for _ in 0..<2_000 {
            let name = String((0..<(1 + Int(random.next() % 10))).map { _ in letters[Int(random.next() % UInt64(letters.count))] })
            let count = Int(random.next() % 1_000)
            let text = counted(count, name)
            let plural = Plural.of(name)
            #expect(text == (count == 1 ? "1 \(name)" : "\(count) \(plural)"))
            #expect(plural.count > name.count)
            #expect(plural.lowercased().hasPrefix(String(name.lowercased().dropLast())))
            let lower = plural.lowercased()
            if lower.hasSuffix("ys"), let before = lower.dropLast(2).last {
                #expect("aeiou".contains(before), "\(name) → \(plural)")
            }
        }
    }

    /// A modifier named like a noun is counted as one; any other name is quoted.
    @Test(arguments: [
        ("density", 2, "2 densities"), ("Typography", 3, "3 Typographies"), ("brand", 1, "1 brand"),
        ("Mode 1", 2, "2 'Mode 1' contexts"), ("themes", 2, "2 'themes' contexts"), ("themes", 1, "1 'themes' context"),
        ("appearance", 2, "2 appearances"), ("2024", 2, "2 '2024' contexts"),
    ])
    func modifierContextsAreCounted(_ name: String, _ count: Int, _ expected: String) {
        #expect(Plural.contexts(count, of: name) == expected)
    }

    /// The summary's `, N left out (cause: n, …)`: N is the sum, the causes largest first and
    /// each named once, for any mix of causes.
    @Test func leftOutSummaryAddsUp() {
        var random = SplitMix(seed: 6)
        for _ in 0..<500 {
            let tokens = (0..<Int(random.next() % 40)).map { index in
                LeftOutToken(
                    path: TokenPath(["t\(index)"]), cause: LeftOutCause.allCases[Int(random.next() % UInt64(LeftOutCause.allCases.count))],
                    type: nil)
            }
            let diagnostics = tokens.map { token in
                var warning = Diagnostic.warning(.leftOut, "left out", at: nil)
                warning.leftOut = token
                return warning
            }
            let leftOut = LeftOutTokens(diagnostics, theme: ResolvedTheme(modifiers: [], defaultPermutation: Permutation(contexts: []), tokens: []))
            let ignored = Int(random.next() % 3)
            let part = Reporter.leftOutPart(leftOut, ignored: ignored)
            guard !tokens.isEmpty || ignored > 0 else {
                #expect(part.isEmpty)
                continue
            }
            let counts = leftOut.byCause
            #expect(counts.map(\.count).reduce(0, +) == tokens.count)
            #expect(zip(counts, counts.dropFirst()).allSatisfy { $0.count > $1.count || ($0.count == $1.count && $0.cause < $1.cause) })
            // Tokens of the types --ignore-type names are counted last.
            let causes = counts.map { "\($0.cause.label): \($0.count)" } + (ignored > 0 ? ["ignored type: \(ignored)"] : [])
            #expect(part == ", \(tokens.count + ignored) left out (" + causes.joined(separator: ", ") + ")")
        }
    }
}

/// A small deterministic generator for the property tests.
private struct SplitMix {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
