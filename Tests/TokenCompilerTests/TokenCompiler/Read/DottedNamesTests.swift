import Testing
@testable import TokenCompiler
import TokencBenchSupport

/// How a name is read, in one pass over its bytes: over generated names of letters, dots, braces
/// and non-ASCII text, it is what the rule says: the first brace refuses it, else a dot renames
/// it, else it is kept.
@Suite struct DottedNamesTests {
    @Test func aNameIsReadByItsFirstBraceElseItsDots() {
        var generator = SplitMix64(seed: 1208)
        let pieces = ["a", "primary", "500", ".", "{", "}", "é", "日本", " ", "_", "-"]
        var seen: Set<String> = []
        for _ in 0..<3_000 {
            let name = (0..<generator.int(in: 0...5)).map { _ in generator.chance(70) ? pieces[generator.below(3)] : generator.pick(pieces) }.joined()
            let brace = name.first { $0 == "{" || $0 == "}" }
            let expected: DottedNames.Reading = brace.map { .invalid(brace: $0) } ?? (name.contains(".") ? .renamed(name.replacingOccurrences(of: ".", with: "_")) : .valid)
            let reading = DottedNames.reading(of: name)
            #expect(reading == expected, "\(name)")
            switch reading {
            case .valid: seen.insert("valid")
            case .renamed: seen.insert("renamed")
            case .invalid: seen.insert("invalid")
            }
        }
        #expect(seen == ["valid", "renamed", "invalid"])
    }
}
