import Testing
@testable import TokenCompiler
@testable import TokenModel

/// Layering files keeps the order in which groups and tokens were first written.
@Suite struct TreeMergerTests {
    static func tree(_ json: String, file: String) -> GroupNode {
        var diagnostics: [Diagnostic] = []
        let tree = TokenFileReader.read(bytes: Array(json.utf8), file: file, diagnostics: &diagnostics)!
        #expect(diagnostics.isEmpty)
        return tree
    }

    @Test func aGroupMergedFromALaterFileKeepsItsPlace() {
        let number = #"{"$type": "number", "$value": 1}"#
        var base = Self.tree(#"{"a": {"x": \#(number)}, "b": {"z": \#(number)}}"#, file: "1.json")
        var merger = TreeMerger(redefinition: .warn)
        merger.merge(Self.tree(#"{"a": {"y": \#(number)}}"#, file: "2.json"), into: &base)
        #expect(merger.diagnostics.isEmpty)
        #expect(TokenSet(flattening: base).definitions.map(\.path.description) == ["a.x", "a.y", "b.z"])
    }
}
