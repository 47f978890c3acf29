import Testing
import struct TokencBenchSupport.SplitMix64
@testable import Lowering
@testable import SwiftOutput

@Suite struct SwiftLineTests {
    @Test func interpolationWritesTheTextItSpells() {
        let member = "primary"
        let expression: SwiftLine = "ThemeColor(srgb: \(SwiftLiteral.number(0.5)), 1, 0)"
        let line: SwiftLine = "self.\(member) = \(expression)"
        #expect(line.description == "self.primary = ThemeColor(srgb: 0.5, 1, 0)")
        #expect(line.bytes == Array("self.primary = ThemeColor(srgb: 0.5, 1, 0)".utf8))
    }

    /// Names and documentation can be any Unicode: their UTF-8 is copied as it is.
    @Test(arguments: ["", "ascii", "Grün", "日本語", "emoji 🎨", "e\u{301}", "\u{202E}rtl"])
    func stringsAreCopiedAsUTF8(text: String) {
        let line: SwiftLine = "<\(text)>"
        #expect(line.description == "<" + text + ">")
        #expect(SwiftLine(text).bytes == Array(text.utf8))
        #expect(SwiftLine(text).description == text)
    }

    @Test func flagsAndListsAreSpelledAsSwift() {
        let layers: [SwiftLine] = ["A(1)", "B(\(true))", "C(\(false))"]
        #expect(SwiftLine("[\(layers, separator: ", ")]").description == "[A(1), B(true), C(false)]")
        #expect(SwiftLine("[\([SwiftLine](), separator: ", ")]").description == "[]")
        #expect(SwiftLine("[\(["only"] as [SwiftLine], separator: ", ")]").description == "[only]")
    }

    /// The emitter shares a `case` between permutations whose expressions are equal: lines are
    /// equal exactly when their text is, however they were built.
    @Test func linesAreEqualWhenTheirTextIs() {
        let number = "16"
        let built: SwiftLine = "ThemeBorder(width: \(number))"
        let literal: SwiftLine = "ThemeBorder(width: 16)"
        let other: SwiftLine = "ThemeBorder(width: 160)"
        #expect(built == literal)
        #expect(built.hashValue == literal.hashValue)
        #expect(built != other)
        #expect(SwiftLine("") == "")
    }

    /// `line` prints what `print` prints for the same text: indentation, blank lines, blocks.
    @Test func printedLinesMatchPrintedStrings() {
        let lines = ["struct A {", "", "var x: Int", "", "", "}", "case .dark:", "    nested"]
        var strings = SwiftPrinter()
        var built = SwiftPrinter()
        for line in lines {
            strings.indent()
            built.indent()
            strings.print(line)
            built.line(SwiftLine(line))
            strings.blankLine()
            built.blankLine()
        }
        #expect(built.text == strings.text)
        #expect(built.text.hasPrefix("    struct A {\n"))
    }

    /// A line written in place, in pieces, prints what `print` prints for its text, among empty
    /// lines, blank lines, blocks and indentation: generated sequences of each.
    @Test func linesWrittenInPlaceMatchPrintedStrings() {
        var random = SplitMix64(seed: 1129)
        let pieces = ["self.", "x", " = ", "ThemeColor(srgb: 1, 0.5, 0)", "{", "}", "Grün", "日本語", "🎨", " "]
        for _ in 0..<200 {
            var strings = SwiftPrinter()
            var written = SwiftPrinter()
            for _ in 0..<random.int(in: 1...30) {
                switch random.int(in: 0...9) {
                case 0:
                    strings.indent()
                    written.indent()
                case 1:
                    strings.blankLine()
                    written.blankLine()
                case 2:
                    strings.print("")
                    written.print("")
                default:
                    let parts = (0..<random.int(in: 1...4)).map { _ in random.pick(pieces) }
                    strings.print(parts.joined())
                    written.line { line in
                        for (index, part) in parts.enumerated() {
                            switch index % 3 {
                            case 0: line.append(part)
                            case 1: line.append(SwiftLine(part))
                            default: line.append("\(part)" as SwiftLine)
                            }
                        }
                    }
                }
            }
            #expect(written.text == strings.text)
        }
    }

    /// Indentation is copied in pieces of 64 spaces: deeper levels get all of theirs.
    @Test(arguments: [0, 1, 15, 16, 17, 40])
    func deepIndentationIsFourSpacesALevel(level: Int) {
        var p = SwiftPrinter()
        for _ in 0..<level { p.indent() }
        p.line("x")
        #expect(p.text == String(repeating: " ", count: 4 * level) + "x\n")
    }
}
