import Foundation
import Testing
@testable import TokenCompiler
import TokencBenchSupport
@testable import TokenModel

/// "Did you mean" corrects every segment of a broken reference, and answers each with bounded
/// work: N near-miss references once cost O(N²) edit distances (over a minute at N = 20,000).
@Suite struct PathSuggestionTests {
    static let tokens = #"""
        {
          "palette": { "blue": { "500": { "$type": "color", "$value": { "colorSpace": "srgb", "components": [0, 0, 1] } } } },
          "color": { "brand": { "primary": { "$type": "color", "$value": "{palette.blue.500}" } } },
          "uses": {
            "a": { "$type": "color", "$value": "{palette.blu.500}" },
            "b": { "$type": "color", "$value": "{colr.brand.primary}" },
            "c": { "$type": "color", "$value": "{color.brnd.primary}" },
            "d": { "$type": "color", "$value": "{color.brand.primry}" },
            "e": { "$type": "color", "$value": "{colr.brnd.primry}" },
            "f": { "$type": "color", "$value": "{typography.body}" },
            "g": { "$type": "color", "$value": "{palette.blue.500.extra}" }
          }
        }
        """#

    @Test func everySegmentOfABrokenReferenceIsCorrected() {
        let report = validateJSON(Self.tokens)
        #expect(report.diagnostics.map(\.message) == [
            "'{palette.blu.500}' names no token; did you mean '{palette.blue.500}'?",
            "'{colr.brand.primary}' names no token; did you mean '{color.brand.primary}'?",
            "'{color.brnd.primary}' names no token; did you mean '{color.brand.primary}'?",
            "'{color.brand.primry}' names no token; did you mean '{color.brand.primary}'?",
            "'{colr.brnd.primry}' names no token; did you mean '{color.brand.primary}'?",
            "'{typography.body}' names no token",
            "'{palette.blue.500.extra}' names no token",
        ])
        #expect(report.diagnostics.map { $0.location?.position.line } == [5, 6, 7, 8, 9, 10, 11].map(Optional.some))
    }

    /// Names like a generated scale's (`size0042`), which all lie within a few edits of each other.
    static func names(_ count: Int) -> [String] {
        (0..<count).map { "size" + String(repeating: "0", count: 5 - String($0).count) + String($0) }
    }

    /// One edit of `name` at a position the generator picks: a deletion, a substitution, an
    /// insertion or a swap of neighbours.
    static func typo(of name: String, using generator: inout some RandomNumberGenerator) -> String {
        var characters = Array(name)
        let position = Int.random(in: 0..<(characters.count - 1), using: &generator)
        switch Int.random(in: 0..<4, using: &generator) {
        case 0: characters.remove(at: position)
        case 1: characters[position] = characters[position] == "x" ? "y" : "x"
        case 2: characters.insert("q", at: position)
        default: characters.swapAt(position, position + 1)
        }
        return String(characters)
    }

    @Test func largeSetsAreSearchedWithBoundedWorkAndStillFindOneEditTypos() {
        let names = Self.names(20_000)
        let index = Suggestion.Index(names)
        var generator = SplitMix64(seed: 18)
        for _ in 0..<500 {
            let original = names.randomElement(using: &generator)!
            let typed = Self.typo(of: original, using: &generator)
            #expect(index.examined(for: typed).count <= Suggestion.Index.exhaustiveLimit)
            guard !index.contains(typed) else { continue }
            let found = index.nearest(to: typed)
            #expect(found.map { Suggestion.editDistance(typed, $0) } == 1, "\(typed) (from \(original)) gave \(found ?? "nothing")")
        }
    }

    /// The linear test agrees with the edit distance on random short strings over a tiny alphabet,
    /// where every kind of edit and many coincidences occur.
    @Test func oneEditTestAgreesWithTheEditDistance() {
        var generator = SplitMix64(seed: 16)
        func word() -> [Character] {
            (0..<Int.random(in: 0...5, using: &generator)).map { _ in "abc".randomElement(using: &generator)! }
        }
        for _ in 0..<20_000 {
            let a = word(), b = word()
            #expect(Suggestion.isOneEditApart(a, b) == (Suggestion.editDistance(a, b) == 1), "\(String(a)) / \(String(b))")
        }
    }

    @Test func smallSetsAreSearchedInFull() {
        let names = Self.names(Suggestion.Index.exhaustiveLimit)
        let index = Suggestion.Index(names)
        #expect(index.examined(for: "zzz") == Array(names.indices))
        #expect(index.nearest(to: "size0O63") == Suggestion.nearest(to: "size0O63", in: names))
    }

    /// 20,000 references, each one edit from its target: every one is reported with a suggestion.
    /// Not timed; before the index this took over a minute, and it must not run away again.
    @Test func twentyThousandNearMissReferencesAreEachSuggested() {
        let names = Self.names(20_000)
        let known = Set(names)
        var generator = SplitMix64(seed: 6)
        var lines = names.map { #""\#($0)": { "$type": "number", "$value": 1 }"# }
        var expected = 0
        for (offset, name) in names.enumerated() {
            let typed = Self.typo(of: name, using: &generator)
            guard !known.contains(typed) else { continue }
            lines.append(#""r\#(offset)": { "$type": "number", "$value": "{size.\#(typed)}" }"#)
            expected += 1
        }
        let json = #"{ "size": {"# + lines.prefix(names.count).joined(separator: ",\n") + "},\n"
            + lines.dropFirst(names.count).joined(separator: ",\n") + "}"
        let report = validateJSON(json)
        #expect(report.diagnostics.count == expected)
        #expect(report.diagnostics.allSatisfy { $0.code == .brokenReference && $0.message.contains("; did you mean '{size.size") })
    }
}

/// The benchmark's seeded generator, for the standard library's random APIs.
extension SplitMix64: RandomNumberGenerator {}
