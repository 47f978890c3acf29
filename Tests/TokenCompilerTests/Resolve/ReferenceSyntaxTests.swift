import Testing
@testable import TokenCompiler

/// The quick look that spares the dependency walk of values without references.
@Suite struct ReferenceSyntaxTests {
    @Test(arguments: [
        (#"{"colorSpace": "srgb", "components": [1, 0.5, 0], "alpha": 1}"#, false),
        (#"{"value": 4, "unit": "px"}"#, false),
        (#""Inter""#, false),
        (#"[1, 2, "none", []]"#, false),
        (#""""#, false),
        (#""{color.primary}""#, true),
        (#"{"color": "{palette.red}", "width": {"value": 1, "unit": "px"}}"#, true),
        (##"{"$ref": "#/a/$value"}"##, true),
        (##"{"components": [{"$ref": "#/a/$value/0"}, 0, 0]}"##, true),
        // An escape could spell a brace or a dollar sign: looked at in full.
        (#""\u007Bcolor.primary}""#, true),
        (#"{"note": "a\nb"}"#, true),
        // Keys count too: a brace-looking key is looked at in full.
        (#"{"{odd}": 1}"#, true),
    ])
    func valuesThatMayHoldReferences(json: String, may: Bool) throws {
        #expect(ReferenceSyntax.mayHoldReferences(try parseJSON(json).root) == may)
    }

    /// Only the value's own subtree is looked at, not what follows it in the document.
    @Test func aValueIsLookedAtAloneInItsDocument() throws {
        let root = try parseJSON(#"{"a": {"value": 1, "unit": "px"}, "b": "{a}"}"#).root
        #expect(!ReferenceSyntax.mayHoldReferences(try #require(root["a"])))
        #expect(ReferenceSyntax.mayHoldReferences(try #require(root["b"])))
    }
}
