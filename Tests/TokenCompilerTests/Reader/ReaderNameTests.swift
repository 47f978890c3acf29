import Testing
@testable import TokenCompiler
@testable import TokenModel

/// Names that would break reference syntax, found on their UTF-8 bytes.
@Suite struct ReaderNameTests {
    @Test(arguments: [
        ("a.b", "."), ("café.x", "."), ("x{", "{"), ("}y", "}"), ("日本.語", "."),
    ])
    func aNameWithReferenceSyntaxIsAnError(name: String, bad: String) {
        var diagnostics: [Diagnostic] = []
        _ = TokenFileReader.read(bytes: Array(#"{ "\#(name)": { "$type": "number", "$value": 1 } }"#.utf8), file: "t.json", diagnostics: &diagnostics)
        #expect(diagnostics.map(\.code) == [.invalidName])
        #expect(diagnostics.first?.message == "the name '\(name)' contains '\(bad)', which references use as syntax; names must not contain '{', '}' or '.'")
        #expect(diagnostics.first?.location?.description == "t.json:1:3")
    }

    @Test(arguments: ["café", "日本語", "a-b_c", "ⓐ"])
    func otherNamesAreFine(name: String) {
        var diagnostics: [Diagnostic] = []
        _ = TokenFileReader.read(bytes: Array(#"{ "\#(name)": { "$type": "number", "$value": 1 } }"#.utf8), file: "t.json", diagnostics: &diagnostics)
        #expect(diagnostics.isEmpty)
    }
}
