import Testing
@testable import TokenCompiler
@testable import TokenJSON

/// A CSS font stack written in one string, and a CSS declaration pasted whole: read as its names,
/// and the rewrite a warning gives is the JSON array of exactly those names.
@Suite struct FontStackTests {
    @Test func aPastedDeclarationIsItsValuesNames() {
        #expect(ValueSyntax.fontStack(#"font-family: -apple-system, "Segoe UI", "Segoe UI Symbol";"#) == ["-apple-system", "Segoe UI", "Segoe UI Symbol"])
        #expect(ValueSyntax.fontStack("Font-Family :Inter,sans-serif ; ") == ["Inter", "sans-serif"])
        // A name with a colon that is no declaration stays whole.
        #expect(ValueSyntax.fontStack("Brand: Display, serif") == ["Brand: Display", "serif"])
    }

    /// Random stacks, each name bare, single- or double-quoted, with spaces around, optionally as
    /// a declaration: the names come back, and the rewrite parses back to them.
    @Test func randomStacksReadAsTheirNamesAndTheRewriteParses() throws {
        var random = SeededRandom(state: 29)
        func below(_ bound: Int) -> Int { random.next(below: bound) }
        let pool = ["Inter", "Segoe UI", "Helvetica Neue", "-apple-system", "system-ui", "Noto Sans CJK JP", "Font \\ Slash", "Mono\tTab"]
        for _ in 0..<500 {
            let names = (0..<(below(4) + 2)).map { _ in pool[below(pool.count)] }
            let written = names.map { name -> String in
                let quote = ["", "\"", "'"][below(3)]
                return [" ", "", "  "][below(3)] + quote + name + quote + ["", " "][below(2)]
            }.joined(separator: ",")
            let text = below(2) == 0 ? written : "font-family: " + written + ";"
            let read = ValueSyntax.fontStack(text)
            #expect(read == names, "\(text)")
            let rewrite = try JSONDocument(parsing: Array(ValueSyntax.jsonList(read).utf8))
            #expect(rewrite.root.arrayElements?.compactMap(\.stringValue) == names)
        }
    }
}
