import Testing
@testable import TokenCompiler
@testable import TokenModel

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

    /// Classified on the document's bytes, a JSON string is what its text is, escapes or not;
    /// a value that is not a string is no alias at all.
    @Test func aliasesReadInTheDocumentAreTheTextsAliases() throws {
        let texts: [String] = [
            "{color.primary}", "{a}", "{}", "{a..b}", "{color.primary", "color.primary}", "{a}{b}",
            "rgba({a.b}, 0.5)", "1px solid {border.color}", "srgb", "", "{é.名前}", "{a.b} * 2", "{{a}}",
        ]
        for text in texts {
            let plain = try parseJSON("\"\(text)\"").root
            #expect(ReferenceSyntax.alias(in: plain) == ReferenceSyntax.alias(text), "\(text)")
            // The same text with its first character escaped takes the String path.
            guard let first = text.unicodeScalars.first else { continue }
            let escaped = try parseJSON("\"\\u" + String(first.value, radix: 16).leftPadded(to: 4) + String(text.unicodeScalars.dropFirst()) + "\"").root
            #expect(ReferenceSyntax.alias(in: escaped) == ReferenceSyntax.alias(text), "\(text)")
        }
        #expect(ReferenceSyntax.alias(in: try parseJSON("[\"{a}\"]").root) == nil)
        #expect(ReferenceSyntax.alias(in: try parseJSON("1").root) == nil)
        #expect(ReferenceSyntax.alias(in: try parseJSON("\"{a.b}\"").root) == .reference(TokenPath(["a", "b"])))
    }

    /// Only the value's own subtree is looked at, not what follows it in the document.
    @Test func aValueIsLookedAtAloneInItsDocument() throws {
        let root = try parseJSON(#"{"a": {"value": 1, "unit": "px"}, "b": "{a}"}"#).root
        #expect(!ReferenceSyntax.mayHoldReferences(try #require(root["a"])))
        #expect(ReferenceSyntax.mayHoldReferences(try #require(root["b"])))
    }
}

private extension String {
    func leftPadded(to width: Int) -> String {
        String(repeating: "0", count: max(0, width - count)) + self
    }
}
