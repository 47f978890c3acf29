import Testing
import Foundation
@testable import Lowering
@testable import TokenCompiler
@testable import TokenModel
@testable import SwiftOutput
@testable import TokenJSON
import TokencBenchSupport

/// Tokens Studio's older `$name` references (its `AliasDollarRegex`: `\$([^\s,]+\w)`), read as
/// `{name}` in both file shapes with a warning giving the braces; errors under `--strict`.
@Suite struct DollarReferenceTests {
    static let legacy = """
    {
      "colors": { "gray": { "11": { "value": "#112233", "type": "color" } } },
      "text": { "value": "$colors.gray.11", "type": "color" },
      "price": { "value": "$5", "type": "string" }
    }
    """

    static let dtcg = """
    {
      "colors": { "gray": { "11": { "$value": "#112233", "$type": "color" } } },
      "border": { "$type": "border", "$value": {
        "color": "$colors.gray.11", "width": "1px", "style": "solid" } }
    }
    """

    @Test func legacyFileReadsTheReference() throws {
        let report = validateJSON(Self.legacy, options: ReaderOptions())
        #expect(!report.diagnostics.containsErrors, "\(report.diagnostics)")
        guard case .color(let color)? = report.value("text") else {
            Issue.record("text is \(String(describing: report.value("text")))")
            return
        }
        #expect(color.hex == "#112233")
        // "$5" does not start with a name: text, as Tokens Studio's pattern needs a letter to be useful.
        #expect(report.value("price") == .string("$5"))
        let warnings = report.diagnostics.filter { $0.code == .legacyMapping && $0.message.contains("older reference") }
        #expect(warnings.map(\.message) == [
            "'$colors.gray.11' is Tokens Studio's older reference syntax; read as the reference '{colors.gray.11}' (write \"{colors.gray.11}\")",
        ])
        #expect(warnings.map { "\($0.location!.position)" } == ["3:22"])
    }

    @Test func dtcgCompositeMemberReadsTheReference() throws {
        let report = validateJSON(Self.dtcg, options: ReaderOptions())
        #expect(!report.diagnostics.containsErrors, "\(report.diagnostics)")
        guard case .border(let border)? = report.value("border") else {
            Issue.record("border is \(String(describing: report.value("border")))")
            return
        }
        #expect(border.color.hex == "#112233")
        let warnings = report.diagnostics.filter { $0.message.contains("older reference") }
        #expect(warnings.map { "\($0.location!.position)" } == ["4:14"])
    }

    /// A name with `-` (MetaMask's `"$fontFamilies.euclid-circular-b"` in a typography) is a
    /// reference too, as Tokens Studio's pattern takes it: not a font called by that text.
    @Test func aNameWithDashesIsAReference() throws {
        let report = validateJSON(#"""
            { "fontFamilies": { "euclid-circular-b": { "value": "Euclid Circular B", "type": "fontFamilies" } },
              "t": { "type": "typography", "value": { "fontFamily": "$fontFamilies.euclid-circular-b", "fontSize": "16", "fontWeight": "400", "lineHeight": "1.5" } } }
            """#, options: ReaderOptions())
        #expect(!report.diagnostics.containsErrors, "\(report.diagnostics)")
        #expect(report.value("t")?.typography?.fontFamily.names == ["Euclid Circular B"])
    }

    @Test func strictMakesItAnError() {
        let report = validateJSON(Self.legacy, options: ReaderOptions(strict: true))
        let errors = report.diagnostics.filter { $0.severity == .error && $0.message.contains("older reference") }
        #expect(errors.map { "\($0.location!.position)" } == ["3:22"])
    }

    @Test(arguments: [
        ("$colors.gray.11", ["colors", "gray", "11"]), ("$a", ["a"]), ("$_x.y_2", ["_x", "y_2"]),
        ("$fontFamilies.euclid-circular-b", ["fontFamilies", "euclid-circular-b"]), ("$a-b", ["a-b"]), ("$Größe.m", ["Größe", "m"]),
        ("$5", nil), ("$", nil), ("$a.", nil), ("$a..b", nil), ("$a b", nil), ("$a,b", nil), ("$a-", nil), ("a.b", nil), ("$.a", nil),
    ] as [(String, [String]?)])
    func pattern(_ text: String, _ components: [String]?) {
        var text = text
        let path = text.withUTF8 { DollarReference.path($0) }
        #expect(path?.components == components)
    }
}

/// `{a.b.$value}`, as Style Dictionary resolves references by JSON path: the token `a.b`.
@Suite struct ValueSuffixReferenceTests {
    static let json = """
    {
      "size": { "n2": { "$value": { "value": 8, "unit": "px" }, "$type": "dimension" } },
      "space": { "$type": "dimension", "$value": "{size.n2.$value}" }
    }
    """

    @Test func readsTheToken() throws {
        let report = validateJSON(Self.json, options: ReaderOptions())
        #expect(!report.diagnostics.containsErrors, "\(report.diagnostics)")
        #expect(report.value("space") == report.value("size.n2"))
        #expect(report.value("space") != nil)
        let warnings = report.diagnostics.filter { $0.message.contains("names the $value property") }
        #expect(warnings.map(\.message) == [
            "'{size.n2.$value}' names the $value property, as Style Dictionary reads references; read as the token '{size.n2}' (write \"{size.n2}\")",
        ])
        #expect(warnings.map { "\($0.location!.position)" } == ["3:46"])
    }

    @Test func strictMakesItAnError() {
        let report = validateJSON(Self.json, options: ReaderOptions(strict: true))
        #expect(report.diagnostics.contains { $0.severity == .error && $0.message.contains("names the $value property") })
    }
}

/// Tokens Studio names each file of a multi-file sync as a set (`base/palette`); a folder is no
/// set. A theme that selects a folder's name is told which sets the folder holds.
@Suite struct TokensStudioFolderSetTests {
    @Test func missingSetThatIsAFolderNamesItsSets() throws {
        let folder = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("base"), withIntermediateDirectories: true)
        try #"[{ "id": "1", "name": "Base", "selectedTokenSets": { "base": "enabled" } }]"#
            .write(to: folder.appendingPathComponent("$themes.json"), atomically: true, encoding: .utf8)
        for name in ["palette", "size"] {
            try #"{ "x": { "value": "1px", "type": "dimension" } }"#
                .write(to: folder.appendingPathComponent("base/\(name).json"), atomically: true, encoding: .utf8)
        }
        let report = validateTokens(at: folder.path)
        #expect(report.diagnostics.map(\.code) == [.invalidResolverReference, .noTokens])
        let messages = report.diagnostics.filter { $0.code == .invalidResolverReference }.map(\.message)
        #expect(messages == [
            "the theme 'Base' selects the token set 'base', which has no file 'base.json' in the tokens folder; it is left out. 'base' is a folder: Tokens Studio names each of its files as a set of its own ('base/palette', 'base/size'); select those in $themes.json",
        ])
    }
}

/// `DollarReference.warnings` skips a value none of whose strings can be either syntax (no `$`, no
/// escape) by a look at the parsed tape: for any value it finds what reading every string finds.
@Suite struct DollarReferenceQuickLookTests {
    /// Strings of either syntax, near misses, a `$` spelt as an escape, and plain text.
    static let strings = [
        "$colors.gray.11", "$a", "{a.b.$value}", "{a.$value}", "\\u0024colors.gray", "{a.\\u0024value}", "$5", "a$b",
        "#ff0000", "16px", "{color.base}", "plain text", "", "\\n", "caf\\u00e9",
    ]

    static func randomValue(_ random: inout SplitMix64, depth: Int = 0) -> String {
        switch depth < 3 ? random.below(4) : 0 {
        case 1: return "[" + (0..<random.below(4)).map { _ in randomValue(&random, depth: depth + 1) }.joined(separator: ", ") + "]"
        case 2:
            let members = (0..<random.below(4)).map { index in
                "\"\(random.below(5) == 0 ? "$key" : "k\(index)")\": \(randomValue(&random, depth: depth + 1))"
            }
            return "{" + members.joined(separator: ", ") + "}"
        case 3: return ["1", "true", "null", "2.5"][random.below(4)]
        default: return "\"" + strings[random.below(strings.count)] + "\""
        }
    }

    @Test func theQuickLookFindsWhatReadingEveryStringFinds() throws {
        var random = SplitMix64(seed: 2026)
        var warned = 0
        for _ in 0..<3_000 {
            let text = Self.randomValue(&random)
            let value = try JSONDocument(parsing: Array(text.utf8)).root
            let quick = DollarReference.warnings(in: value, file: "t.json")
            let full = DollarReference.warningsReadingEveryString(in: value, file: "t.json")
            #expect(quick.map(\.message) == full.map(\.message), "\(text)")
            #expect(quick.map { $0.location.map { "\($0.position)" } } == full.map { $0.location.map { "\($0.position)" } }, "\(text)")
            if !full.isEmpty { warned += 1 }
        }
        // Both outcomes are exercised: values with warnings and values without.
        #expect(warned > 300 && warned < 2_700, "\(warned)")
    }
}
