import Testing
@testable import Lowering
@testable import TokenCompiler
@testable import TokenModel
@testable import SwiftOutput
import TokencBenchSupport

@Suite struct SwiftLiteralTests {
    @Test(arguments: [
        ("plain", #""plain""#),
        ("", #""""#),
        ("Inter Display, sans-serif #1 {x}", #""Inter Display, sans-serif #1 {x}""#),
        ("del\u{7F}", #""del\u{7F}""#),
        ("say \"hi\"", #""say \"hi\"""#),
        (#"back\slash"#, #""back\\slash""#),
        ("\\(injected)", #""\\(injected)""#),
        ("\\u{41}", #""\\u{41}""#),
        ("line\nbreak\r\ttab\0", #""line\nbreak\r\ttab\0""#),
        ("rtl\u{202E}override", #""rtl\u{202E}override""#),
        ("isolate\u{2066}x\u{2069}", #""isolate\u{2066}x\u{2069}""#),
        ("sep\u{2028}\u{2029}\u{85}", #""sep\u{2028}\u{2029}\u{85}""#),
        ("zero\u{200B}width", #""zero\u{200B}width""#),
        ("nbsp\u{A0}", #""nbsp\u{A0}""#),
        ("*/ \"\"\" #", #""*/ \"\"\" #""#),
        ("café 色 🎨", #""café 色 🎨""#),
    ])
    func stringLiterals(text: String, literal: String) {
        #expect(SwiftLiteral.string(text) == literal)
    }

    @Test func documentationNeverLeavesTheComment() {
        let lines = SwiftLiteral.documentation("one */\ntwo\r\nthree\rfour\u{2028}five\u{2029}six\u{85}seven\u{0B}eight\u{0C}nine")
        #expect(lines == ["/// one */", "/// two", "/// three", "/// four", "/// five", "/// six", "/// seven", "/// eight", "/// nine"])
        #expect(SwiftLiteral.documentation("a\u{202E}b\u{0}c\u{1B}[31m") == ["/// aU+202EbU+0000cU+001B[31m"])
        // Leading spaces stay (Markdown indentation); trailing spaces and blank edges go.
        #expect(SwiftLiteral.documentation("\n\n  keep  \n\n\n") == ["///   keep"])
        #expect(SwiftLiteral.documentation("para\n\npara") == ["/// para", "///", "/// para"])
        #expect(SwiftLiteral.inlineDocumentation("two\nlines") == "two lines")
    }

    /// One line of printable ASCII takes a shortcut; it must say the same as the general path.
    @Test(arguments: [
        ("plain text", ["/// plain text"]),
        ("  keep  ", ["///   keep"]),
        ("", []),
        ("   ", []),
        ("tab\there", ["/// tab here"]),
        ("tab at the end\t", ["/// tab at the end"]),
        ("~`!@#$%^&*()_+{}|:\"<>?", ["/// ~`!@#$%^&*()_+{}|:\"<>?"]),
        ("delete\u{7F}", ["/// deleteU+007F"]),
    ])
    func singleLineDocumentation(text: String, lines: [String]) {
        #expect(SwiftLiteral.documentation(text) == lines)
    }

    /// Inline documentation of printable ASCII takes a shortcut; it must say what the lines of
    /// documentation say, joined.
    @Test(arguments: ["plain text", "  keep  ", "", "   ", "color.brand.primary", "~`!@#$%^&*()_+{}|:\"<>?"])
    func singleLineInlineDocumentation(text: String) {
        let lines = SwiftLiteral.documentation(text).map { $0 == "///" ? "" : String($0.dropFirst(4)) }
        #expect(SwiftLiteral.inlineDocumentation(text) == lines.filter { !$0.isEmpty }.joined(separator: " "))
    }

    /// A text is plain exactly when every character is printable ASCII other than `\` and `"`:
    /// checked for every ASCII character alone and between plain ones, and for text beyond ASCII
    /// (a letter, a combining mark, a character whose lowercase is ASCII).
    @Test func plainIsPrintableASCIIWithoutQuoteOrBackslash() {
        for value in 0..<0x80 {
            let character = String(UnicodeScalar(UInt8(value)))
            let plain = (0x20..<0x7F).contains(value) && character != "\\" && character != "\""
            #expect(SwiftLiteral.isPlain(character) == plain, "\(value)")
            #expect(SwiftLiteral.isPlain("ab" + character + "cd") == plain, "\(value)")
        }
        for text in ["é", "e\u{301}", "\u{212A}", "日本", "a\u{202E}b", "\u{7F}"] {
            #expect(!SwiftLiteral.isPlain(text), "\(text)")
        }
        #expect(SwiftLiteral.isPlain(""))
        #expect(SwiftLiteral.isPlain("color.brand-primary 500?"))
    }

    /// A literal's own text is printed only when it is what its value prints as: over generated
    /// numbers (integers, decimals with and without trailing zeros, leading zeros, signs,
    /// exponents, the very small and the very large), read as the JSON reader reads them.
    @Test func aLiteralPrintsAsItsValue() throws {
        var generator = SplitMix64(seed: 1206)
        var own = 0
        for _ in 0..<10_000 {
            var text = generator.chance(30) ? "-" : ""
            text += generator.pick(["0", "00", "1", "16", "007", "123456789", "1234567890", String(generator.below(100_000))])
            if generator.chance(60) {
                text += "." + (0..<generator.int(in: 1...8)).map { _ in String(generator.below(10)) }.joined()
            }
            if generator.chance(10) { text += generator.pick(["e0", "E2", "e-3", "e+1"]) }
            // JSON has no leading zeros; CSS values read as text have.
            let value = try? parseJSON(text).root.numberValue?.value
            let literal = NumberLiteral(value: try #require(value ?? Double(text), "\(text)"), text: text)
            #expect(SwiftLiteral.number(literal) == SwiftLiteral.number(literal.value), "\(text)")
            if literal.isShortestText { own += 1 }
        }
        #expect(own > 2_500)
    }

    @Test(arguments: [
        (0.0, "0"), (-0.0, "0"), (16, "16"), (-4, "-4"), (0.1, "0.1"), (0.478, "0.478"),
        (1.0 / 3.0, "0.3333333333333333"), (1e-7, "1e-07"), (1e20, "1e+20"), (24, "24"), (0.97, "0.97"),
    ])
    func numbersArePrintedTheSameEverywhere(value: Double, text: String) {
        #expect(SwiftLiteral.number(value) == text)
    }

    @Test func roundingForComputedValues() {
        #expect(ColorConversion.rounded(0.4663266123) == 0.466327)
        #expect(ColorConversion.rounded(-0.0000001) == 0)
        #expect(SwiftLiteral.number(ColorConversion.rounded(-0.0000001)) == "0")
    }
}

@Suite struct SwiftPrinterTests {
    @Test func indentsBlocksAndEndsWithOneNewline() {
        var p = SwiftPrinter()
        p.print("// top")
        p.blankLine()
        p.block("struct A") { p in
            p.blankLine()
            p.print("var x: Int", "")
            p.block("func f()") { p in
                p.print("return")
            }
        }
        p.print("", "")
        #expect(p.text == """
            // top

            struct A {
                var x: Int

                func f() {
                    return
                }
            }

            """)
    }

    @Test func blankLineKeepsOneEmptyLineBetweenLinesAndNoneAfterABlockOpens() {
        var p = SwiftPrinter()
        p.blankLine()
        p.print("a")
        p.blankLine()
        p.blankLine()
        p.print("b", "", "")
        p.blankLine()
        p.print("c {")
        p.blankLine()
        p.print("}")
        #expect(p.text == "a\n\nb\n\n\nc {\n}\n")
    }

    @Test func emptyPrinterIsOneNewline() {
        var p = SwiftPrinter()
        #expect(p.text == "\n")
        p.print("", "")
        #expect(p.text == "\n")
    }

    @Test func appendsAnotherPrinterAtItsIndentation() {
        var inner = SwiftPrinter()
        inner.block("if tokens.ok") { p in p.print("x()") }
        inner.print("", "y()")
        var p = SwiftPrinter()
        p.block("var body: some View") { p in p.append(contentsOf: inner) }
        #expect(inner.contains("tokens."))
        #expect(!inner.contains("tokens.nope"))
        #expect(p.text == """
            var body: some View {
                if tokens.ok {
                    x()
                }

                y()
            }

            """)
    }
}
