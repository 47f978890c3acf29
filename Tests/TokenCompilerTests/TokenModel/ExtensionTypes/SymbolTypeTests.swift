import Foundation
import Testing
import TokenJSON
import struct TokencBenchSupport.SplitMix64
@testable import Lowering
@testable import Preview
@testable import SwiftOutput
@testable import TokenCompiler
@testable import TokenModel

/// The SF Symbol type, tokenc's first extension type: a group declares it with
/// `"$extensions": {"dev.tokenc.symbol": {…}}`, and every stage reads it through its home.
@Suite struct SymbolTypeTests {
    static let declared = """
        {
          "font": { "weight": { "bold": { "$type": "fontWeight", "$value": "bold" } } },
          "icon": {
            "favorite": {
              "$description": "Marks a favorite.",
              "$extensions": {
                "dev.tokenc.symbol": { "name": "star.fill", "renderingMode": "hierarchical", "weight": "{font.weight.bold}", "scale": "large" }
              }
            },
            "plain": { "$extensions": { "dev.tokenc.symbol": { "name": "heart" } } },
            "same": { "$value": "{icon.favorite}" }
          }
        }
        """

    static func messages(_ json: String, strict: Bool = true) -> [String] {
        validateJSON(json, options: ReaderOptions(strict: strict)).diagnostics.map {
            "\($0.severity) \($0.code) \($0.location.map { "\($0.position.line):\($0.position.column)" } ?? "-") \($0.message)"
        }
    }

    @Test func aGroupDeclaringASymbolIsATokenOfItsMembers() throws {
        let report = validateJSON(Self.declared)
        #expect(report.diagnostics.isEmpty)
        let favorite = try #require(report.token("icon.favorite"))
        #expect(favorite.type == .extended(.symbol))
        #expect(favorite.description == "Marks a favorite.")
        #expect(favorite.value == .extended(ExtendedValue(type: .symbol, members: [
            .string("star.fill"), .string("hierarchical"), .fontWeight(FontWeightValue(value: NumberLiteral(value: 700, text: "700"), alias: "bold")),
            .string("large"),
        ])))
        #expect(report.value("icon.plain") == .extended(ExtendedValue(type: .symbol, members: [.string("heart"), nil, nil, nil])))
        #expect(report.value("icon.same") == favorite.value)
        #expect(report.token("icon.favorite.name") == nil)
    }

    /// Swift, `tokenc dump`, the live document and the preview each write the members given.
    @Test func everyStageWritesTheMembersGiven() throws {
        let report = validateJSON(Self.declared)
        let favorite = try #require(report.value("icon.favorite"))
        let plain = try #require(report.value("icon.plain"))
        let swift = ValueExpressions(remBase: 16)
        #expect(String(decoding: swift.expression(favorite).bytes, as: UTF8.self)
            == #"ThemeSymbol(name: "star.fill", renderingMode: .hierarchical, weight: 700, scale: .large)"#)
        #expect(String(decoding: swift.expression(plain).bytes, as: UTF8.self) == #"ThemeSymbol(name: "heart")"#)
        #expect(ValueExpressions.swiftType(of: .extended(.symbol)) == "ThemeSymbol")
        #expect(JSONWriter(isCompact: true).text(of: JSONOutput(favorite))
            == #"{"name":"star.fill","renderingMode":"hierarchical","weight":"bold","scale":"large"}"# + "\n")
        #expect(LiveValueText(remBase: 16).text(favorite) == #"{"name":"star.fill","renderingMode":"hierarchical","weight":700,"scale":"large"}"#)
        #expect(PreviewText.value(favorite) == "star.fill, renderingMode hierarchical, weight 700 (bold), scale large")
        #expect(PreviewText.value(plain) == "heart")
    }

    /// Each mistake is one diagnostic at the value or key that is wrong.
    @Test(arguments: [
        (#"{ "name": "star fill" }"#, #""star fill""#, "error invalid-value", #"'name' must be a name without spaces, found "star fill""#),
        (#"{ "name": "" }"#, #""""#, "error invalid-value", #"'name' must be a name without spaces, found """#),
        (#"{ "name": "star", "scale": "huge" }"#, #""huge""#, "error invalid-value", "'scale' must be one of 'small', 'medium' or 'large', found 'huge'"),
        (
            #"{ "name": "star", "renderingMode": "hierarchal" }"#, #""hierarchal""#, "error invalid-value",
            "'renderingMode' must be one of 'monochrome', 'hierarchical', 'palette' or 'multicolor', found 'hierarchal'; did you mean 'hierarchical'?"
        ),
        (
            #"{ "name": "star", "wieght": 700 }"#, #""wieght""#, "error invalid-value",
            "an SF Symbol has no member 'wieght'; did you mean 'weight'? Its members are 'name', 'renderingMode', 'weight' and 'scale'"
        ),
        (#"{ "renderingMode": "palette" }"#, #"{ "renderingMode""#, "error invalid-value", "an SF Symbol is missing 'name'"),
        (#""star.fill""#, #""star.fill""#, "error invalid-value", "an SF Symbol must be an object with 'name', found a string"),
        (#"{ "name": 7 }"#, "7", "error invalid-value", "'name' must be a string, found a number"),
        (#"{ "name": "star", "weight": "{icon.other}" }"#, #""{icon.other}""#, "error type-mismatch", "'{icon.other}' is a symbol token, but a fontWeight is expected here"),
    ])
    func aMistakeIsOneDiagnosticWhereItIsWritten(declaration: String, at text: String, kind: String, message: String) {
        let line = #"    "broken": { "$extensions": { "dev.tokenc.symbol": "#
        let json = """
            {
              "icon": {
                "other": { "$extensions": { "dev.tokenc.symbol": { "name": "circle" } } },
            \(line)\(declaration) } }
              }
            }
            """
        let column = line.utf8.count + declaration[..<declaration.range(of: text)!.lowerBound].utf8.count + 1
        #expect(Self.messages(json) == ["\(kind) 4:\(column) \(message)"])
    }

    /// A symbol's group holds nothing but its description, deprecation and extensions: `$type` is
    /// ignored with a warning, a child is an error.
    @Test func aSymbolsGroupHoldsNoTokens() {
        let json = """
            {
              "icon": {
                "$type": "color",
                "star": {
                  "$type": "string",
                  "$extensions": { "dev.tokenc.symbol": { "name": "star" } },
                  "small": { "$value": "x" }
                }
              }
            }
            """
        #expect(Self.messages(json) == [
            "warning ignored-property 5:7 $type is ignored: the group is an SF Symbol token, declared by 'dev.tokenc.symbol' in its $extensions (remove it)",
            "error token-with-children 7:7 'small' is inside a group that declares an SF Symbol ('dev.tokenc.symbol'): that group is a token, and holds no tokens or groups",
        ])
    }

    /// `"$type": "symbol"` is no type a file may name: the token is left out (an error with
    /// `--strict`), and the message says how the type is declared.
    @Test func symbolIsNoTypeForTypeToName() {
        let json = #"{ "size": { "$type": "number", "$value": 1 }, "icon": { "$type": "symbol", "$value": "star" } }"#
        let hint = #"unknown type 'symbol'; tokenc's own 'symbol' type is declared on a group, by "$extensions": {"dev.tokenc.symbol": {…}} (name deliberate custom types with --ignore-type)"#
        #expect(Self.messages(json) == ["error unknown-type 1:66 " + hint])
        #expect(Self.messages(json, strict: false) == ["warning left-out 1:66 'icon' is left out of the theme: " + hint])
    }

    /// A brand may draw another symbol: the token varies like any other.
    @Test func aSymbolVariesByBrand() throws {
        var diagnostics: [Diagnostic] = []
        let base = try #require(TokenFileReader.read(bytes: Array(Self.declared.utf8), file: "base.json", diagnostics: &diagnostics))
        let brand = #"{ "icon": { "favorite": { "$extensions": { "dev.tokenc.symbol": { "name": "heart.fill" } } } } }"#
        let over = try #require(TokenFileReader.read(bytes: Array(brand.utf8), file: "nova.json", diagnostics: &diagnostics))
        let report = validateTrees([base, over], origin: "tokens", options: ReaderOptions(strict: true))
        #expect(report.value("icon.favorite") == .extended(ExtendedValue(type: .symbol, members: [.string("heart.fill"), nil, nil, nil])))
        #expect(report.value("icon.same") == report.value("icon.favorite"))
        #expect(diagnostics.isEmpty)
    }

    /// The example of InputFormats.md's "SF Symbols" reads as two symbols, beside the font weight it
    /// references.
    @Test func theDocumentedExampleReads() throws {
        let page = try TestPaths.documentation("InputFormats.md")
        let section = try #require(page.range(of: "## SF Symbols\n"))
        let start = try #require(page.range(of: "```json\n", range: section.upperBound..<page.endIndex))
        let end = try #require(page.range(of: "```\n", range: start.upperBound..<page.endIndex))
        let example = String(page[start.upperBound..<end.lowerBound])
        var diagnostics: [Diagnostic] = []
        let fonts = #"{ "font": { "weight": { "semibold": { "$type": "fontWeight", "$value": 600 } } } }"#
        let trees = try [fonts, example].map { try #require(TokenFileReader.read(bytes: Array($0.utf8), file: "tokens.json", diagnostics: &diagnostics)) }
        let report = validateTrees(trees, origin: "tokens", options: ReaderOptions(strict: true))
        #expect(diagnostics.isEmpty && report.diagnostics.isEmpty)
        #expect(report.token("icon.favorite")?.type == .extended(.symbol))
        #expect(report.value("icon.close") == .extended(ExtendedValue(type: .symbol, members: [.string("xmark"), nil, nil, nil])))
    }

    /// The symbol's Swift is written only for a theme that has a symbol.
    @Test func theSymbolsRuntimeIsWrittenOnlyWhereASymbolIs() {
        let with = buildTheme(from: validateJSON(Self.declared)).files.map(\.path).filter { $0.contains("Symbol") }
        #expect(with == ["SwiftUI/ThemeSymbol+SwiftUI.swift", "ThemeSymbol.swift", "UIKit/ThemeSymbol+UIKit.swift"])
        let without = buildTheme(from: validateJSON(#"{ "size": { "$type": "number", "$value": 1 } }"#)).files
        #expect(!without.contains { $0.path.contains("Symbol") || $0.contents.contains("struct ThemeSymbol") })
    }

    /// Generated declarations (names of words and dots, each optional member given or not, a weight
    /// written or referenced) build, and the compiled core layer holds each as declared; its JSON
    /// reads back, and a rendering mode it does not know is a problem at its position.
    @Test func generatedSymbolsCompileAndHoldWhatTheyDeclare() throws {
        var random = SplitMix64(seed: 1128)
        let words = ["star", "fill", "circle", "1", "arrow", "up", "right", "square", "and", "pencil"]
        let modes = ["monochrome", "hierarchical", "palette", "multicolor"]
        let scales = ["small", "medium", "large"]
        var declarations: [String] = []
        var expected: [String] = []
        for index in 0..<40 {
            let name = (0..<Int.random(in: 1...4, using: &random)).map { _ in words.randomElement(using: &random)! }.joined(separator: ".")
            var members = [#""name": "\#(name)""#]
            var line = name
            if Bool.random(using: &random) {
                let mode = modes.randomElement(using: &random)!
                members.append(#""renderingMode": "\#(mode)""#)
                line += " " + mode
            } else {
                line += " -"
            }
            switch Int.random(in: 0..<3, using: &random) {
            case 0:
                let weight = Int.random(in: 1...1000, using: &random)
                members.append(#""weight": \#(weight)"#)
                line += " \(Double(weight))"
            case 1:
                members.append(#""weight": "{font.weight.heavy}""#)
                line += " 800.0"
            default:
                line += " -"
            }
            if Bool.random(using: &random) {
                let scale = scales.randomElement(using: &random)!
                members.append(#""scale": "\#(scale)""#)
                line += " " + scale
            } else {
                line += " -"
            }
            declarations.append(#""s\#(index)": { "$extensions": { "dev.tokenc.symbol": { \#(members.joined(separator: ", ")) } } }"#)
            expected.append(line)
        }
        let json = #"{ "font": { "weight": { "heavy": { "$type": "fontWeight", "$value": 800 } } }, "icon": { "#
            + declarations.joined(separator: ",\n") + " } }"
        let report = buildTheme(from: validateJSON(json))
        #expect(report.diagnostics.isEmpty)
        let core = EmitFixtures.sources(report.files.filter { file in !["SwiftUI/", "UIKit/", "AppKit/"].contains { file.path.hasPrefix($0) } })
        let reads = (0..<40).map { "AppTheme.default.icon.s\($0)" }.joined(separator: ", ")
        let run = try GeneratedCode.run(core, main: #"""
            for symbol in [\#(reads)] {
                print(symbol.name, symbol.renderingMode?.rawValue ?? "-", symbol.weight.map { String($0.value) } ?? "-", symbol.scale?.rawValue ?? "-")
            }
            let text = AppTheme.default.json()
            print(try AppTheme(json: text, selection: AppTheme.default.selection) == AppTheme.default)
            let damaged = #"{ "icon": { "s0": { "$value": { "name": "x", "renderingMode": "sideways" } } } }"#
            var theme = AppTheme.default
            do {
                try theme.update(fromJSON: damaged)
            } catch {
                print(error)
            }
            """#)
        #expect(run.status == 0, Comment(rawValue: run.output))
        let lines = run.output.split(separator: "\n").map(String.init)
        #expect(Array(lines.prefix(40)) == expected)
        #expect(Array(lines.dropFirst(40)) == [
            "true",
            #"1:63: 'icon.s0': a rendering mode must be "monochrome", "hierarchical", "palette" or "multicolor""#,
        ])
    }
}
