import Testing
@testable import TokenCompiler
@testable import TokenJSON
@testable import TokenModel

/// The table of aliases a resolver found while collecting dependencies: keyed by where each
/// string is written, not by its text.
@Suite struct AliasTargetsTests {
    @Test func aTargetIsFoundAtTheStringItWasRecordedFor() throws {
        let first = try #require(try parseJSON(#"["{a.b}", "{a.b}"]"#).root.arrayElements)
        let other = try #require(try parseJSON(#"["{a.b}", "{a.b}"]"#).root.arrayElements)
        var table = AliasTargets()
        table.record(first[0], names: 7, at: TokenPath(["a", "b"]))
        #expect(table.target(of: first[0])?.index == 7)
        #expect(table.target(of: first[0])?.path == TokenPath(["a", "b"]))
        // The same text elsewhere, in this document or another, was not looked up here.
        #expect(table.target(of: first[1]) == nil)
        #expect(table.target(of: other[0]) == nil)
    }

    @Test func aDiscardingTableKeepsNothing() throws {
        let alias = try parseJSON(#""{a}""#).root
        var table = AliasTargets.discarding
        table.record(alias, names: 0, at: TokenPath(["a"]))
        #expect(table.target(of: alias) == nil)
    }

    /// Decoding reads the table that collecting dependencies filled: every alias that names a
    /// token is in it, and one that names nothing is not.
    @Test func theResolverRecordsDirectAliasesOnly() throws {
        let root = try parseJSON(#"""
        {"a": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [1, 0, 0]}},
         "b": {"$type": "color", "$value": "{a}"},
         "c": {"$type": "border", "$value": {"color": "{b}", "width": {"value": 1, "unit": "px"}, "style": "solid"}},
         "d": {"$type": "color", "$value": "{missing}"}}
        """#).root
        var diagnostics: [Diagnostic] = []
        let tree = TokenFileReader.read(embedded: root, file: "t.json", components: .standard, diagnostics: &diagnostics)
        var resolver = TokenEvaluator(set: TokenSet(flattening: tree), options: ReaderOptions())
        _ = resolver.resolve()
        #expect(resolver.aliasTargets.target(of: try #require(root["b"]?["$value"]))?.index == 0)
        #expect(resolver.aliasTargets.target(of: try #require(root["c"]?["$value"]?["color"]))?.path == TokenPath(["b"]))
        #expect(resolver.aliasTargets.target(of: try #require(root["d"]?["$value"])) == nil)
        #expect(resolver.diagnostics.map(\.message) == ["'{missing}' names no token"])
    }
}
