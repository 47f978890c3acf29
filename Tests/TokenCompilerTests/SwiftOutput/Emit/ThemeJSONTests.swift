import Foundation
import Testing
import TokenJSON
@testable import TokenCompiler
@testable import TokenModel
@testable import SwiftOutput

/// A theme is data: the generated core layer prints a theme as the document `tokenc dump` prints,
/// builds a theme from such a document, and edits a theme with one, reporting every problem with
/// its position. The repository's example design system, compiled and run on Linux.
@Suite struct ThemeJSONTests {
    /// The core layer of `tokens/`: everything but the SwiftUI, UIKit and AppKit files.
    static var core: [SourceFile] {
        EmitFixtures.sources(EmitFixtures.repository.files.filter { file in
            !["SwiftUI/", "UIKit/", "AppKit/"].contains { file.path.hasPrefix($0) }
        })
    }

    static func run(_ main: String) throws -> [String] {
        let run = try GeneratedCode.run(core, main: main)
        #expect(run.status == 0, Comment(rawValue: run.output))
        return run.output.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
    }

    /// What `tokenc dump --input brand=<brand> --input mode=<mode>` prints for the example tokens.
    static func dump(brand: String, mode: String) -> String {
        let theme = EmitFixtures.repository.theme
        let permutation = theme.permutation(["brand": brand, "mode": mode])
        return JSONWriter().text(of: JSONOutput(resolved: theme.tokens(in: permutation), groups: theme.groups))
    }

    /// Every document `tokenc dump` prints for the example tokens (in its authored units, `rem`
    /// and `ms` among them, with descriptions and hex) reads as the values tokenc generated for
    /// that brand and mode.
    @Test func whatTokencDumpPrintsReadsAsTheGeneratedTheme() throws {
        var cases: [String] = []
        for brand in ["acme", "nova"] {
            for mode in ["light", "dark"] {
                let text = Self.dump(brand: brand, mode: mode)
                #expect(!text.contains("\"####"))
                cases.append("(AppTheme.Brand.\(brand), AppTheme.Mode.\(mode), ####\"\"\"\n\(text)\n\"\"\"####)")
            }
        }
        let lines = try Self.run("""
            let documents: [(AppTheme.Brand, AppTheme.Mode, String)] = [
            \(cases.joined(separator: ",\n"))
            ]
            for (brand, mode, text) in documents {
                let stock = AppTheme(brand: brand, mode: mode)
                do {
                    let read = try AppTheme(json: text, selection: stock.selection)
                    print(brand, mode, read._storage.current.values == stock._storage.current.values, read.json() == stock.json())
                } catch {
                    print(brand, mode, error)
                }
            }
            """)
        #expect(lines == ["acme light true true", "acme dark true true", "nova light true true", "nova dark true true"])
    }

    /// A theme's own JSON reads back to the same values, in every brand and mode; its text is
    /// that of `tokenc dump` in shape: groups nested, `$type` then `$value`, two-space indentation.
    @Test func aThemeRoundTripsThroughItsJSON() throws {
        let lines = try Self.run(#"""
            for brand in AppTheme.Brand.allCases {
                for mode in AppTheme.Mode.allCases {
                    var theme = AppTheme(brand: brand, mode: mode)
                    theme.spacing.md = 13.25
                    let text = theme.json()
                    let read = try AppTheme(json: text, selection: theme.selection)
                    print(brand, mode, read._storage.current.values == theme._storage.current.values, read.json() == text)
                }
            }
            let head = AppTheme.default.json().split(separator: "\n").prefix(14).joined(separator: "\n")
            print(head)
            """#)
        #expect(lines == [
            "acme dark true true", "acme light true true", "nova dark true true", "nova light true true",
            "{",
            "  \"color\": {",
            "    \"brand\": {",
            "      \"primary\": {",
            "        \"$type\": \"color\",",
            "        \"$value\": {",
            "          \"colorSpace\": \"srgb\",",
            "          \"components\": [",
            "            0,",
            "            0.478,",
            "            1",
            "          ]",
            "        }",
            "      },",
        ])
    }

    /// `update(fromJSON:)` edits the tokens a document names, as their properties would: the
    /// aliases of an edited token follow it, and through the appearance subscript only that mode
    /// changes. A document with a problem changes nothing.
    @Test func anUpdateEditsTheNamedTokensAndTheirAliases() throws {
        let lines = try Self.run(#"""
            let red: String = #"{ "color": { "brand": { "primary": { "$type": "color", "$value": { "colorSpace": "srgb", "components": [1, 0, 0] } } } } }"#
            var theme = AppTheme.acme
            try theme.update(fromJSON: red)
            print(theme.color.brand.primary.components, theme.component.button.primary.background.components, theme[mode: .dark].component.button.primary.background.components)
            var dark = AppTheme.acme
            try dark[mode: .dark].update(fromJSON: red)
            print(dark[mode: .light].color.brand.primary == AppTheme.acme.color.brand.primary, dark[mode: .dark].component.button.primary.background.components)
            let before = theme
            do {
                try theme.update(fromJSON: #"{ "spacing": { "md": { "$value": { "value": 4, "unit": "px" } }, "huge": { "$value": 1 } } }"#)
            } catch {
                print(error)
            }
            print(theme == before)
            """#)
        #expect(lines == [
            "[Optional(1.0), Optional(0.0), Optional(0.0)] [Optional(1.0), Optional(0.0), Optional(0.0)] [Optional(1.0), Optional(0.0), Optional(0.0)]",
            "true [Optional(1.0), Optional(0.0), Optional(0.0)]",
            "1:74: the theme has no token 'spacing.huge'",
            "true",
        ])
    }

    /// Every problem is reported at once, each with its kind, token and position: text that is not
    /// JSON, a token the theme lacks, a value of the wrong type, a `$type` that differs from the
    /// token's, a missing token when a whole theme is read, a color in a space read only when unchanged.
    @Test func problemsAreReportedWithTheirPositions() throws {
        let lines = try Self.run(##"""
            func report(_ text: String, every: Bool = false) {
                do {
                    if every {
                        _ = try AppTheme(json: text)
                    } else {
                        var theme = AppTheme.default
                        try theme.update(fromJSON: text)
                    }
                    print("read")
                } catch {
                    for problem in error.problems.prefix(3) {
                        print(problem.kind, problem.path ?? "-", problem)
                    }
                    print(error.problems.count)
                }
            }
            report("{ \"color\": ")
            report("[1, 2,]")
            report("{\"a\": 1, \"a\": 2}")
            report(#"""
                {
                  "radius": {
                    "small": { "$type": "number", "$value": 4 },
                    "medium": { "$value": { "value": 4, "unit": "em" } },
                    "large": { "$value": "{radius.small}" }
                  },
                  "motion": { "fast": { "$value": 1 } }
                }
                """#)
            report(#"{ "color": { "brand": { "primary": { "$value": { "colorSpace": "oklch", "components": [0.5, 0.1, 200] } } } } }"#)
            report("{}", every: true)
            report(String(repeating: "[", count: 100_000))
            """##)
        #expect(lines == [
            "syntax - 1:12: the JSON ends where a value should be",
            "1",
            "syntax - 1:7: unexpected character where a JSON value should be",
            "1",
            "syntax - 1:10: the member 'a' appears twice",
            "1",
            "invalidValue radius.small 3:25: 'radius.small' is a dimension token in the theme",
            "invalidValue radius.medium 4:49: 'radius.medium': a dimension's unit must be \"px\" or \"rem\"",
            "invalidValue radius.large 5:26: 'radius.large': a reference; write the value itself, as tokenc dump does",
            "4",
            "invalidValue color.brand.primary 1:48: 'color.brand.primary': a color in oklch is converted when tokenc builds the theme; write it in srgb or display-p3 here",
            "1",
            "missingToken color.brand.primary 1:1: the document lacks the token 'color.brand.primary' (color)",
            "missingToken color.brand.primaryPressed 1:1: the document lacks the token 'color.brand.primaryPressed' (color)",
            "missingToken color.background.base 1:1: the document lacks the token 'color.background.base' (color)",
            "130",
            "syntax - 1:257: the JSON nests deeper than 256 levels",
            "1",
        ])
    }

    /// Damaged documents, made by cutting, dropping, doubling and replacing bytes of a theme's JSON
    /// at random (a fixed seed), are each read or refused with problems that have positions inside
    /// the text: never a trap, whatever the damage.
    @Test func damagedDocumentsAreRefusedNeverATrap() throws {
        let lines = try Self.run(#"""
            struct Random {
                var state: UInt64 = 0x9E37_79B9_7F4A_7C15
                mutating func callAsFunction(_ bound: Int) -> Int {
                    state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                    return Int((state >> 33) % UInt64(bound))
                }
            }
            var next = Random()
            let original: [UInt8] = Array(AppTheme.nova.json().utf8)
            let significant: [UInt8] = Array("{}[]:,\"\\0123456789-.eE tfn$".utf8)
            var read = 0
            var refused = 0
            var misplaced = 0
            for _ in 0..<1500 {
                var bytes: [UInt8] = original
                for _ in 0..<(1 + next(3)) {
                    let at: Int = next(bytes.count)
                    switch next(4) {
                    case 0: bytes.removeSubrange(at...)
                    case 1: bytes.remove(at: at)
                    case 2: bytes.insert(bytes[at], at: at)
                    default: bytes[at] = significant[next(significant.count)]
                    }
                    if bytes.isEmpty { bytes = [UInt8(ascii: "{")] }
                }
                let text: String = String(decoding: bytes, as: UTF8.self)
                let lineCount: Int = text.split(separator: "\n", omittingEmptySubsequences: false).count
                do {
                    _ = try AppTheme(json: text, selection: AppTheme.nova.selection)
                    read += 1
                } catch {
                    refused += 1
                    if error.problems.isEmpty || error.problems.contains(where: { $0.line < 1 || $0.line > lineCount || $0.column < 1 }) {
                        misplaced += 1
                    }
                }
            }
            print(read + refused, refused > 1000, misplaced)
            """#)
        #expect(lines == ["1500 true 0"])
    }
}
