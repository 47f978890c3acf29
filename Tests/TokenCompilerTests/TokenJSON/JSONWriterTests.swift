import Testing
@testable import TokenCompiler
@testable import TokenJSON

/// `JSONWriter`: layout and RFC 8259 escaping.
@Suite struct JSONWriterTests {
    let writer = JSONWriter()

    @Test func layout() {
        let value = JSONOutput.object([
            "b": .string("first"),
            "a": .array([.number("1"), .bool(true), .null, .object([])]),
            "empty": .array([]),
            "nested": .object(["x": .number("0.10")]),
        ])
        #expect(writer.text(of: value) == """
            {
              "b": "first",
              "a": [
                1,
                true,
                null,
                {}
              ],
              "empty": [],
              "nested": {
                "x": 0.10
              }
            }

            """)
    }

    @Test func scalarsAtTheTop() {
        #expect(writer.text(of: .string("a")) == "\"a\"\n")
        #expect(writer.text(of: .array([])) == "[]\n")
        #expect(writer.text(of: .number("-1.5e3")) == "-1.5e3\n")
    }

    @Test func escaping() {
        #expect(writer.text(of: .string("quote \" backslash \\ slash /")) == #""quote \" backslash \\ slash /""# + "\n")
        #expect(writer.text(of: .string("line\nreturn\rtab\t")) == #""line\nreturn\rtab\t""# + "\n")
        #expect(writer.text(of: .string("\u{0}\u{1}\u{8}\u{C}\u{1B}\u{1F}")) == #""\u0000\u0001\u0008\u000C\u001B\u001F""# + "\n")
        // Non-ASCII stays UTF-8, including characters beyond the Basic Multilingual Plane.
        #expect(writer.text(of: .string("é 漢 🎨 \u{7F} \u{2028}")) == "\"é 漢 🎨 \u{7F} \u{2028}\"\n")
        #expect(writer.text(of: .object([.init("k\"ey\n", .null)])) == "{\n  \"k\\\"ey\\n\": null\n}\n")
    }

    @Test func indentation() {
        #expect(JSONWriter(indentation: "\t").text(of: .object(["a": .array([.null])])) == "{\n\t\"a\": [\n\t\tnull\n\t]\n}\n")
    }

    /// Parsed JSON prints with its member order and number text, and parses back to the same text.
    @Test func roundTrip() throws {
        let text = "{\n  \"z\": [\n    1.50,\n    -0,\n    1E+2\n  ],\n  \"a\": \"\\u0001é\",\n  \"m\": {}\n}\n"
        let document = try JSONDocument(parsing: Array(text.utf8))
        let printed = writer.text(of: JSONOutput(document.root))
        #expect(printed == text)
        #expect(writer.text(of: JSONOutput(try JSONDocument(parsing: Array(printed.utf8)).root)) == printed)
    }
}
