import Testing
@testable import TokenJSON

/// The quick looks at a value's strings on the tape (`anyStringMayStart`, `anyStringMay`), which
/// readers ask of every token's value: false only when no string, key or value, could be what the
/// caller looks for; a string with an escape may spell anything, so it counts.
@Suite struct JSONStringLookTests {
    static func value(_ text: String) throws -> JSONValue {
        try JSONDocument(parsing: Array(text.utf8)).root
    }

    @Test(arguments: [
        (#"{"a": "x", "b": ["y", {"c": "$z"}]}"#, true),
        (#"{"a": "x", "b": ["y", {"c": "z"}]}"#, false),
        (#"{"$a": 1}"#, true),
        (#"{"a": "\u0024"}"#, true),
        (#"[1, 2, true, null]"#, false),
        (#""$""#, true),
    ])
    func anyStringMayFindsADollarInAnyStringOrAnEscape(text: String, expected: Bool) throws {
        #expect(try Self.value(text).anyStringMay { $0.contains(UInt8(ascii: "$")) } == expected)
        #expect(try Self.value(text).anyStringMayStart(with: (UInt8(ascii: "$"), UInt8(ascii: "$")), orContain: UInt8(ascii: "$")) == expected)
    }

    /// Only the value's own strings are looked at, not those after it in the document.
    @Test func anyStringMayLooksInsideTheValueOnly() throws {
        let root = try Self.value(#"{"first": {"a": "plain"}, "second": {"b": "$x"}}"#)
        #expect(root["first"]?.anyStringMay { $0.contains(UInt8(ascii: "$")) } == false)
        #expect(root["second"]?.anyStringMay { $0.contains(UInt8(ascii: "$")) } == true)
    }
}
