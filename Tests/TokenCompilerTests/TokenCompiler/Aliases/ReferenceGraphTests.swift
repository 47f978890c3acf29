import Testing
@testable import TokenCompiler
@testable import TokenJSON
@testable import TokenModel

/// The reference graph alone: which tokens a value depends on, the path each reference names,
/// and the token a whole-value alias names, read from the merged set without resolving anything.
@Suite struct ReferenceGraphTests {
    /// The graph of one file's tokens (the reader's warnings, such as `{c.$value}`'s, aside).
    static func graph(_ json: String, strict: Bool = false) throws -> ReferenceGraph {
        var diagnostics: [Diagnostic] = []
        let tree = try #require(TokenFileReader.read(bytes: Array(json.utf8), file: "tokens.json", diagnostics: &diagnostics))
        #expect(!diagnostics.contains { $0.severity == .error })
        return ReferenceGraph(set: TokenSet(flattening: tree), strict: strict)
    }

    /// The paths of the tokens the token at `path` depends on, in the order its value names them.
    static func dependencies(_ graph: ReferenceGraph, of path: String) throws -> [String] {
        let index = try #require(graph.set.index(of: TokenPath(path.split(separator: ".").map(String.init))))
        return graph.dependencies(of: index).map { graph.set[$0].path.description }
    }

    static let tokens = ##"""
        {
          "c": { "$type": "color", "$value": "#ff0000" },
          "d": { "$type": "dimension", "$value": { "value": 4, "unit": "px" } },
          "alias": { "$type": "color", "$value": "{c}" },
          "expression": { "$type": "color", "$value": "rgba({c}, 0.5)" },
          "border": { "$type": "border", "$value": { "color": "{c}", "width": "{d}", "style": "solid" } },
          "shadow": { "$type": "shadow", "$value": [ { "color": "{c}", "offsetX": "{d}", "offsetY": "{d}", "blur": "{d}", "spread": "{d}" } ] },
          "pointer": { "$type": "dimension", "$value": { "$ref": "#/d/$value" } },
          "broken": { "$type": "color", "$value": "{nothing.here}" },
          "spaced": { "$type": "color", "$value": "{ c }" },
          "suffixed": { "$type": "color", "$value": "{c.$value}" }
        }
        """##

    @Test(arguments: [
        ("c", []),
        ("alias", ["c"]),
        ("expression", ["c"]),
        ("border", ["c", "d"]),
        ("shadow", ["c", "d", "d", "d", "d"]),
        ("pointer", ["d"]),
        ("broken", []),
        ("spaced", ["c"]),
        ("suffixed", ["c"]),
    ])
    func aValueDependsOnTheTokensItNamesInTheirOrder(path: String, expected: [String]) throws {
        #expect(try Self.dependencies(try Self.graph(Self.tokens), of: path) == expected)
    }

    /// `{ c }` names `c` only as Style Dictionary trims it, which `--strict` does not.
    @Test func strictReferencesNameExactlyWhatTheyWrite() throws {
        #expect(try Self.dependencies(try Self.graph(Self.tokens, strict: true), of: "spaced") == [])
        #expect(try Self.dependencies(try Self.graph(Self.tokens, strict: true), of: "alias") == ["c"])
    }

    @Test(arguments: [
        // Style Dictionary 2's `.value` reaches into the token in a legacy file, not in a DTCG one.
        (##"{"a": {"b": {"value": "#fff"}}, "x": {"value": "{a.b.value}"}}"##, "a.b.value", "a.b"),
        (##"{"a": {"b": {"$type": "color", "$value": "#fff"}}}"##, "a.b.value", "a.b.value"),
        (##"{"a": {"b": {"$type": "color", "$value": "#fff"}}}"##, "a.b.$value", "a.b"),
        // A token of that name wins over every reading.
        (##"{"a": {"b": {"$type": "color", "$value": "#fff", "$extensions": {}}, " b ": {"$type": "color", "$value": "#000"}}}"##, "a. b ", "a. b "),
        (##"{"a": {"b": {"$type": "color", "$value": "#fff"}}}"##, " a.b ", "a.b"),
        // Trimming that empties a name is no reading.
        (##"{"a": {"b": {"$type": "color", "$value": "#fff"}}}"##, " ", " "),
    ])
    func aReferenceNamesThePathStyleDictionaryReads(json: String, written: String, named: String) throws {
        let graph = try Self.graph(json)
        let dialect = graph.set.definitions.first?.node.dialect ?? .dtcg
        let path = TokenPath(written.split(separator: ".", omittingEmptySubsequences: false).map(String.init))
        #expect(graph.referencedPath(path, dialect: dialect).components == named.split(separator: ".", omittingEmptySubsequences: false).map(String.init))
    }

    @Test func aWholeValueAliasNamesItsTargetAndAnExpressionNone() throws {
        let graph = try Self.graph(Self.tokens)
        for (path, target) in [("alias", "c"), ("spaced", "c"), ("expression", nil), ("border", nil), ("broken", nil)] as [(String, String?)] {
            let index = try #require(graph.set.index(of: TokenPath([path])))
            let found = graph.aliasTarget(of: graph.set[index], known: AliasTargets())
            #expect(found?.path.description == target, "\(path)")
            #expect(found.map { graph.set[$0.index].path.description } == target, "\(path)")
        }
    }
}
