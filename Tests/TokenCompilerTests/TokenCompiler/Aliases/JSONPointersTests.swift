import Testing
@testable import TokenCompiler
@testable import TokenJSON
@testable import TokenModel

/// JSON Pointers alone, over a stand-in for the evaluator: where each leads, the exact error
/// where the way ends, and each pointer followed once.
@Suite struct JSONPointersTests {
    /// The tokens of one file, with the cycles and broken aliases a test gives them.
    struct Tokens: JSONPointers.Tokens {
        var set: TokenSet
        var cycle: Set<String> = []
        var diagnostics: [String] = []

        func isInCycle(_ index: Int) -> Bool { cycle.contains(set[index].path.description) }

        mutating func aliasIndex(_ path: TokenPath, at location: TokenJSON.SourceLocation) -> Int? {
            if let index = set.index(of: path) { return index }
            diagnostics.append("\(location.line):\(location.column): '{\(path)}' names no token")
            return nil
        }

        mutating func report(_ diagnostic: Diagnostic) {
            diagnostics.append("\(diagnostic.code): \(diagnostic.message)")
        }
    }

    static let json = ##"""
        {
          "a": { "$type": "number", "$value": 1 },
          "shadow": { "$type": "shadow", "$value": [ { "color": "#ff0000", "offsetX": "1px", "offsetY": "2px", "blur": "3px", "spread": "0px" } ] },
          "b": { "$type": "number", "$ref": "#/a/$value" },
          "e": { "$type": "number", "$value": { "k": 5 } },
          "d": { "$type": "number", "$value": { "inner": "{e}", "gone": "{nothing}" } },
          "group": { "x": { "$type": "number", "$value": 2 } },
          "x": { "$type": "number", "$ref": "#/y/$value" },
          "y": { "$type": "number", "$ref": "#/x/$value" }
        }
        """##

    static func tokens() throws -> Tokens {
        var diagnostics: [Diagnostic] = []
        let tree = try #require(TokenFileReader.read(bytes: Array(json.utf8), file: "tokens.json", diagnostics: &diagnostics))
        #expect(diagnostics.isEmpty)
        return Tokens(set: TokenSet(flattening: tree))
    }

    /// `pointer` followed from line `line` of a file of its own; its JSON as text, or nil, and what was reported.
    static func follow(_ pointer: String, line: Int = 1, in tokens: inout Tokens, pointers: inout JSONPointers) -> String? {
        let located = Located(pointer, at: TokenJSON.SourceLocation(file: "pointers.json", line: line, column: 1))
        return pointers.resolve(located, in: &tokens).map { JSONWriter(isCompact: true).text(of: JSONOutput($0.0.json)).trimmingSuffix("\n") }
    }

    @Test(arguments: [
        ("#/a/$value", "1"),
        ("#/shadow/$value/0/color", ##""#ff0000""##),
        ("#/shadow/$value/0", ##"{"color":"#ff0000","offsetX":"1px","offsetY":"2px","blur":"3px","spread":"0px"}"##),
        // A token whose value is itself a pointer, and an alias met on the way.
        ("#/b/$value", "1"),
        ("#/d/$value/inner/k", "5"),
    ])
    func aPointerLeadsIntoTheValueItNames(pointer: String, expected: String) throws {
        var tokens = try Self.tokens()
        var pointers = JSONPointers()
        #expect(Self.follow(pointer, in: &tokens, pointers: &pointers) == expected)
        #expect(tokens.diagnostics.isEmpty)
    }

    @Test(arguments: [
        ("#/group", "invalid-reference: the JSON Pointer '#/group' points at the group 'group'; point at a token's value, such as '#/…/token/$value'"),
        ("#/missing/$value", "broken-reference: the JSON Pointer '#/missing/$value' points at nothing: there is no token at 'missing/$value'"),
        ("#/a", "invalid-reference: the JSON Pointer '#/a' points at the token 'a' itself; point at its value with '#/a/$value'"),
        ("#/a/$type", "invalid-reference: the JSON Pointer '#/a/$type' points into the token 'a' at its metadata '$type'; only '$value' and what is inside it can be referenced"),
        ("#/shadow/$value/01", "invalid-reference: the JSON Pointer '#/shadow/$value/01' uses '01' on an array; array elements are numbered 0, 1, 2…"),
        ("#/shadow/$value/1", "broken-reference: the JSON Pointer '#/shadow/$value/1' asks for element 1 of an array of 1"),
        ("#/shadow/$value/0/width", "broken-reference: the JSON Pointer '#/shadow/$value/0/width' asks for 'width', which that value does not have"),
        ("#/a/$value/more", "broken-reference: the JSON Pointer '#/a/$value/more' continues past a number at 'more'"),
        // Two tokens whose values point at each other: the 64th pointer on the way is refused.
        ("#/x/$value", "reference-cycle: the JSON Pointer '#/x/$value' leads through too many references"),
    ])
    func aPointerThatLeadsNowhereSaysWhereItEnds(pointer: String, message: String) throws {
        var tokens = try Self.tokens()
        var pointers = JSONPointers()
        #expect(Self.follow(pointer, in: &tokens, pointers: &pointers) == nil)
        #expect(tokens.diagnostics.first == message)
    }

    @Test func aBrokenAliasOnTheWayIsTheAliasesToReport() throws {
        var tokens = try Self.tokens()
        var pointers = JSONPointers()
        #expect(Self.follow("#/d/$value/gone/k", in: &tokens, pointers: &pointers) == nil)
        #expect(tokens.diagnostics == ["6:65: '{nothing}' names no token"])
    }

    /// A token on a cycle has no value to point into; its own error says so, not the pointer.
    @Test func aTokenOnACycleLeadsNowhereWithoutAWord() throws {
        var tokens = try Self.tokens()
        tokens.cycle = ["a"]
        var pointers = JSONPointers()
        #expect(Self.follow("#/a/$value", in: &tokens, pointers: &pointers) == nil)
        #expect(tokens.diagnostics.isEmpty)
    }

    @Test func eachPointerIsFollowedOnceWhereItIsWritten() throws {
        var tokens = try Self.tokens()
        var pointers = JSONPointers()
        #expect(Self.follow("#/missing/$value", in: &tokens, pointers: &pointers) == nil)
        #expect(Self.follow("#/missing/$value", in: &tokens, pointers: &pointers) == nil)
        #expect(tokens.diagnostics.count == 1)
        // The same text elsewhere is another pointer.
        #expect(Self.follow("#/missing/$value", line: 2, in: &tokens, pointers: &pointers) == nil)
        #expect(tokens.diagnostics.count == 2)
    }

    @Test(arguments: [("0", 0), ("7", 7), ("10", 10), ("01", nil), ("", nil), ("-1", nil), ("1a", nil), ("٣", nil)] as [(String, Int?)])
    func arrayIndicesAreRFC6901s(segment: String, index: Int?) {
        #expect(JSONPointers.arrayIndex(segment) == index)
    }
}

private extension String {
    func trimmingSuffix(_ suffix: String) -> String {
        hasSuffix(suffix) ? String(dropLast(suffix.count)) : self
    }
}
