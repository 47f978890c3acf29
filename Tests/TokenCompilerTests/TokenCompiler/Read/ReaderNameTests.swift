import Testing
@testable import TokenCompiler
@testable import TokenModel
@testable import SwiftOutput

/// Names that would break reference syntax, found on their UTF-8 bytes.
@Suite struct ReaderNameTests {
    /// A name holding a brace is a reference written where a name goes (Tokens Studio keeps it
    /// as a token nothing can reach): skipped with a warning, in both file shapes; `--strict`
    /// makes it the format's error.
    @Test(arguments: [("x{", "{"), ("}y", "}"), ("a.{b", "{")])
    func aNameWithBracesIsSkipped(name: String, bad: String) throws {
        for json in [#"{ "\#(name)": { "$type": "number", "$value": 1 }, "z": { "$type": "number", "$value": 2 } }"#,
                     #"{ "\#(name)": { "type":  "number", "value":  1 }, "z": { "type":  "number", "value":  2 } }"#] {
            var diagnostics: [Diagnostic] = []
            let tree = try #require(TokenFileReader.read(bytes: Array(json.utf8), file: "t.json", diagnostics: &diagnostics))
            #expect(diagnostics.map { "\($0.severity.rawValue) \($0.code.rawValue)" } == ["warning invalid-name"])
            #expect(diagnostics.first?.message == "the name '\(name)' contains '\(bad)', which references use as syntax: it is a reference written where a name goes, which no reference could reach, and is skipped with what it holds (rename it, or remove it)")
            #expect(diagnostics.first?.location?.description == "t.json:1:3")
            #expect(tree.children.map(\.0) == ["z"])
            #expect(buildJSON(json, strict: true).diagnostics.contains { $0.severity == .error && $0.code == .invalidName })
        }
    }

    /// Terrazzo and Style Dictionary keep a name with `.` (a TextMate scope); it is read with `_`
    /// for each `.`, under that name, with a warning that gives it.
    @Test(arguments: [("a.b", "a_b"), ("café.x", "café_x"), ("日本.語", "日本_語"), ("source.json meta.a", "source_json meta_a")])
    func aNameWithADotIsReadWithAnUnderscore(name: String, read: String) throws {
        var diagnostics: [Diagnostic] = []
        let tree = try #require(TokenFileReader.read(bytes: Array(#"{ "\#(name)": { "$type": "number", "$value": 1 } }"#.utf8), file: "t.json", diagnostics: &diagnostics))
        #expect(diagnostics.map(\.code) == [.invalidName])
        #expect(diagnostics.first?.severity == .warning)
        #expect(diagnostics.first?.message == "the name '\(name)' contains '.', which references use as syntax; it is read as '\(read)', the name to write (names must not contain '{', '}' or '.')")
        #expect(diagnostics.first?.location?.description == "t.json:1:3")
        #expect(tree.children.map(\.0) == [read])
    }

    /// Two names read alike are one error, not a silent override.
    @Test func aDottedNameReadLikeAnotherIsAnError() {
        var diagnostics: [Diagnostic] = []
        _ = TokenFileReader.read(bytes: Array(#"{ "a_b": { "$type": "number", "$value": 1 }, "a.b": { "$type": "number", "$value": 2 } }"#.utf8), file: "t.json", diagnostics: &diagnostics)
        #expect(diagnostics.map { "\($0.location?.description ?? "-") \($0.severity.rawValue) \($0.code.rawValue)" } == ["t.json:1:46 warning invalid-name", "t.json:1:46 error invalid-name"])
        #expect(diagnostics.last?.message == "the name 'a.b' and another name are both read as 'a_b' ('.' is read as '_'); rename one of them")
    }

    /// Style Dictionary files, read by the legacy reader, follow the same rule.
    @Test func aDottedNameInAValueFileIsReadWithAnUnderscore() throws {
        var diagnostics: [Diagnostic] = []
        let tree = try #require(TokenFileReader.read(bytes: Array(#"{ "size": { "1.5x": { "value": "6px", "type": "dimension" } } }"#.utf8), file: "t.json", diagnostics: &diagnostics))
        #expect(diagnostics.map { "\($0.location?.description ?? "-") \($0.severity.rawValue) \($0.code.rawValue)" } == ["t.json:1:13 warning invalid-name"])
        guard case .group(let size)? = tree["size"] else { Issue.record("no group 'size'"); return }
        #expect(size.children.map(\.0) == ["1_5x"])
    }

    @Test(arguments: ["café", "日本語", "a-b_c", "ⓐ"])
    func otherNamesAreFine(name: String) {
        var diagnostics: [Diagnostic] = []
        _ = TokenFileReader.read(bytes: Array(#"{ "\#(name)": { "$type": "number", "$value": 1 } }"#.utf8), file: "t.json", diagnostics: &diagnostics)
        #expect(diagnostics.isEmpty)
    }

    /// A resolver document among the token files, not named `*.resolver.json`, is one error that
    /// says how to name it, not an error per key.
    @Test func aResolverDocumentAmongTheTokenFilesSaysHowToNameIt() {
        var diagnostics: [Diagnostic] = []
        _ = TokenFileReader.read(bytes: Array(#"{ "version": "2025.10", "sets": {}, "resolutionOrder": [] }"#.utf8), file: "resolver.json", diagnostics: &diagnostics)
        #expect(diagnostics.map { "\($0.location?.description ?? "-") \($0.severity.rawValue) \($0.code.rawValue)" } == ["resolver.json:1:1 error invalid-value"])
        #expect(diagnostics.first?.message.hasPrefix("this file is a resolver document (it has 'resolutionOrder'), not a token file: rename it to end in '.resolver.json'") == true)
    }
}
