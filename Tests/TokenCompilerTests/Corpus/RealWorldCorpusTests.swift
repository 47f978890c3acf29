import Foundation
import Testing
@testable import Lowering
@testable import TokenCompiler
@testable import TokenModel
@testable import SwiftOutput
@testable import TokencCLI

/// Real token repositories, copied unchanged into `Tests/Corpus/<set>/` (each set's `SOURCE` names
/// the repository, the commit, the paths copied, the dialect and the folder to build), built as a
/// new user would build them: `tokenc build --tokens <set>/<folder>`, no options, no `tokenc.json`.
///
/// For every set in `RealWorldSet.all` (`RealWorldCorpusSets.swift`) the build must exit 0 with no
/// errors, leave out at most 5% of the tokens and only for the causes the set lists, write Swift
/// that type-checks (against the stand-in SwiftUI; against Apple's SDK too where this machine has
/// it), and resolve five values exactly as the tool that wrote the files means them.
///
/// A set that does not build yet carries its failure in `knownFailure` and runs inside
/// `withKnownIssue`: the suite stays green while the dialect readers are fixed, and a set that
/// starts passing fails with "Known issue was not recorded": then set its `knownFailure` to nil.
@Suite struct RealWorldCorpusTests {
    /// `Tests/Corpus`.
    static let corpus = TestPaths.packageRoot.appendingPathComponent("Tests/Corpus")

    @Test(arguments: RealWorldSet.all)
    func buildsAsDownloaded(_ set: RealWorldSet) throws {
        if let failure = set.knownFailure {
            withKnownIssue(Comment(rawValue: failure)) { try Self.check(set) }
        } else {
            try Self.check(set)
        }
    }

    /// Every set is a copy with its provenance: a `SOURCE` naming the repository, the commit and
    /// the folder the test builds, that folder present, and every spot check's file in the set.
    @Test(arguments: RealWorldSet.all)
    func isACopyWithItsSource(_ set: RealWorldSet) throws {
        let folder = Self.corpus.appendingPathComponent(set.name)
        let source = try String(contentsOf: folder.appendingPathComponent("SOURCE"), encoding: .utf8)
        #expect(source.contains("Repository: https://github.com/"))
        #expect(source.range(of: #"Commit: [0-9a-f]{40} "#, options: .regularExpression) != nil)
        #expect(source.contains("Build with: tokenc build --tokens Tests/Corpus/\(set.name)/\(set.tokens)"))
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent(set.tokens).path))
        #expect(set.spots.count == 5)
        for spot in set.spots {
            let file = String(spot.source.prefix { $0 != ":" })
            #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent(file).path), "\(spot.source)")
            #expect(source.contains("- \(spot.path)"), "SOURCE lists the spot check \(spot.path)")
        }
    }

    /// At least five sets of each dialect count toward the corpus (issue 28), twenty-four in all.
    @Test func everyDialectHasFiveSets() {
        let counted = RealWorldSet.all.filter(\.countsTowardTheCorpus)
        for dialect in RealWorldSet.Dialect.allCases {
            #expect(counted.filter { $0.dialect == dialect }.count >= 5, "\(dialect)")
        }
        #expect(counted.count >= 24)
        #expect(Set(RealWorldSet.all.map(\.name)).count == RealWorldSet.all.count)
        let folders = (try? FileManager.default.contentsOfDirectory(atPath: Self.corpus.path)) ?? []
        #expect(Set(folders.filter { !$0.hasPrefix(".") }) == Set(RealWorldSet.all.map(\.name)))
    }

    /// InputFormats.md's table of the corpus has a row per set, "builds" exactly for the sets
    /// without a known failure.
    @Test func documentationListsEverySet() throws {
        let page = try TestPaths.documentation("InputFormats.md")
        let rows = page.split(separator: "\n").filter { $0.hasPrefix("| `") }
        for set in RealWorldSet.all {
            let row = rows.first { $0.hasPrefix("| `\(set.name)` |") }
            #expect(row != nil, "InputFormats.md has no row for \(set.name)")
            #expect(row?.hasSuffix("| builds |") == (set.knownFailure == nil), "\(set.name): \(row ?? "")")
        }
    }

    // MARK: - The checks of one set

    static func check(_ set: RealWorldSet) throws {
        let tokens = corpus.appendingPathComponent(set.name).appendingPathComponent(set.tokens).path
        let output = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: output) }

        // As a user runs it: exit 0.
        let run = runTokenc(["build", "--tokens", tokens, "--output", output.path])
        #expect(run.code == .success, "tokenc build exited \(run.code.rawValue):\n\(run.standardError.prefix(3000))")

        // No errors; what is left out is within 5% and for the causes the set lists.
        let report = validateTokens(at: tokens, options: ReaderOptions())
        let errors = report.diagnostics.filter { $0.severity == .error }
        #expect(errors.count == 0, "errors by code: \(countsByCode(errors))\n\(report.errorSummary)")
        // A name with no value (an empty `$value` under a tool's own type) loses nothing.
        let leftOut = report.diagnostics.filter { $0.code == .leftOut && $0.leftOut?.cause != .noValue }
        // Tokens, as the build's summary counts them: a token left out in each of three contexts
        // is one token, not three; every token of the theme (`tokenCount` is the default
        // permutation's).
        let leftOutTokens = Set(leftOut.map { $0.leftOut?.path.description ?? "\($0.location?.description ?? "-") \($0.message)" }).count
        let total = report.theme.tokens.count + leftOutTokens
        #expect(leftOutTokens * 20 <= total, "\(leftOutTokens) of \(total) tokens left out, more than 5%: \(leftOut.prefix(3).map(\.message))")
        let unlisted = leftOut.filter { diagnostic in !set.leftOut.contains { $0.explains(diagnostic.message) } }
        #expect(unlisted.count == 0, "left out for causes the set does not list: \(unlisted.prefix(5).map { "\($0.location?.description ?? "-") \($0.message)" })")

        // The values, as the tool that wrote them means them.
        for spot in set.spots {
            spot.check(in: report.theme, set: set.name)
        }

        // The Swift it wrote type-checks.
        guard run.code == .success else { return }
        let files = swiftFiles(in: output)
        try #require(!files.isEmpty, "tokenc build wrote no Swift files")
        let result = try SwiftTypeChecker.typeCheck(files: files)
        #expect(result.succeeded, Comment(rawValue: result.description))
        // Apple's SDK is slower to check against: only for the sets that pass.
        if RealIOSSDK.isAvailable && set.knownFailure == nil {
            let sdk = try RealIOSSDK.typeCheck(files)
            #expect(sdk.status == 0, Comment(rawValue: String(sdk.output.prefix(4000))))
        }
    }

    static func countsByCode(_ diagnostics: [Diagnostic]) -> String {
        let counts = diagnostics.reduce(into: [String: Int]()) { $0[$1.code.rawValue, default: 0] += 1 }
        return counts.sorted { $0.value > $1.value }.map { "\($0.key) \($0.value)" }.joined(separator: ", ")
    }

    /// The `.swift` files under `folder`, named by their path in it.
    static func swiftFiles(in folder: URL) -> [SourceFile] {
        relativeFiles(in: folder).filter { $0.hasSuffix(".swift") }.compactMap { path in
            (try? String(contentsOf: folder.appendingPathComponent(path), encoding: .utf8)).map { SourceFile(name: path, contents: $0) }
        }
    }
}

/// One set of `Tests/Corpus`.
struct RealWorldSet: Sendable, CustomTestStringConvertible {
    enum Dialect: String, Sendable, CaseIterable {
        case tokensStudio, figma, styleDictionary, dtcg
    }

    /// Why a token may be left out of the theme: what Swift has no value for, as the source tool
    /// meant it. Maths, colour functions and the tools' own type names are not among them: those
    /// are read.
    enum LeftOutCause: Sendable, Equatable {
        /// `em`, `%`, `vw` outside typography: relative to what a token cannot know.
        case relativeUnit
        /// A CSS function, shorthand or keyword with no value in Swift (`clamp(… vw)`,
        /// `linear-gradient(…)`, `"0.2s ease"`, `"box-shadow: …;"`, `"auto"`, `"none"`).
        case cssFunction
        /// An object or list without a type, which Style Dictionary passes through untouched to a
        /// format of the repository's own (a list of Figma font style names).
        case untypedComposite
        /// A type of the tool's own that is not a design value (`icon`: an SVG document).
        case customType(String)
        /// A length in a number token (`"16px"` as a line height), which is no multiplier.
        case lengthInNumber

        func explains(_ message: String) -> Bool {
            switch self {
            case .relativeUnit: message.contains("relative to")
            case .cssFunction: ["clamp(", "calc(", "gradient(", "expression", "shorthand", "CSS keyword"].contains { message.contains($0) }
            case .untypedComposite: message.contains("of no shape that says which type it is")
            case .customType(let name): message.contains("unknown type '\(name)'")
            case .lengthInNumber: message.contains("which a number token cannot hold")
            }
        }
    }

    var name: String
    /// The folder or file to pass as `--tokens`, relative to the set's folder.
    var tokens: String
    var dialect: Dialect
    /// False for a set kept for its diagnostics that does not count toward the twenty-four (its
    /// tokens are partly in a form tokenc does not read, such as JavaScript modules).
    var countsTowardTheCorpus = true
    var leftOut: [LeftOutCause]
    var spots: [Spot]
    /// Why the set does not build as downloaded today (the kinds of /work/corpus-status.md), or nil.
    var knownFailure: String?

    var testDescription: String { name }
}

/// One value of a set: the token at `path` in the permutation that takes the contexts `in`
/// (matched to their modifiers by name, ignoring case; the rest at their defaults).
struct Spot: Sendable {
    enum Expected: Sendable, CustomStringConvertible {
        /// Compared in gamma-encoded sRGB to within 1/255 per channel, alpha to within 0.005.
        case color(String, alpha: Double)
        /// An `oklch` color as written: the space and its components exactly.
        case oklch(Double, Double, Double, alpha: Double)
        case dimension(Double, String)
        case number(Double)
        /// A Figma FLOAT: a number, or a dimension in px, or a font weight, whichever the reader
        /// makes of it, with this value.
        case numeric(Double)
        case fontWeight(Int)
        case fontFamily([String])
        case string(String)
        case duration(Double, String)

        var description: String {
            switch self {
            case .color(let hex, let alpha): alpha == 1 ? hex : "\(hex) at \(alpha)"
            case .oklch(let l, let c, let h, _): "oklch(\(l) \(c) \(h))"
            case .dimension(let value, let unit): "\(value)\(unit)"
            case .number(let value), .numeric(let value): "\(value)"
            case .fontWeight(let weight): "weight \(weight)"
            case .fontFamily(let names): "\(names)"
            case .string(let text): "\"\(text)\""
            case .duration(let value, let unit): "\(value)\(unit)"
            }
        }
    }

    var path: String
    var contexts: [String]
    var expected: Expected
    /// `file:line` in the set's folder, the value written there and how `expected` follows.
    var source: String

    init(_ path: String, in contexts: [String] = [], _ expected: Expected, source: String) {
        self.path = path
        self.contexts = contexts
        self.expected = expected
        self.source = source
    }

    func check(in theme: ResolvedTheme, set: String) {
        let what = "\(set): \(path)\(contexts.isEmpty ? "" : " \(contexts)") should be \(expected) (\(source))"
        var choice: [String: String] = [:]
        for context in contexts {
            // A context spelt exactly wins over one that differs in case ('Light' beside 'light').
            let exact = theme.modifiers.first { choice[$0.name] == nil && $0.contexts.contains(context) }
            guard let modifier = exact ?? theme.modifiers.first(where: { modifier in
                choice[modifier.name] == nil && modifier.contexts.contains { $0.caseInsensitiveCompare(context) == .orderedSame }
            }) else {
                Issue.record("\(what): no modifier has the context '\(context)' (\(theme.modifiers.map { "\($0.name): \($0.contexts)" }))")
                return
            }
            choice[modifier.name] = modifier.contexts.contains(context) ? context : modifier.contexts.first { $0.caseInsensitiveCompare(context) == .orderedSame }
        }
        let components = path.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        guard let token = theme.tokens(in: theme.permutation(choice)).first(where: { $0.path.components == components }) else {
            Issue.record("\(what): no such token in the theme")
            return
        }
        #expect(matches(token.value), "\(what), is \(Self.describe(token.value))")
    }

    func matches(_ value: TokenValue) -> Bool {
        switch (expected, value) {
        case (.color(let hex, let alpha), .color(let color)):
            let expected = Self.channels(hex)
            let actual = ColorSpaceMath.encodedSRGB(color)
            return zip(expected, actual).allSatisfy { abs($0 - $1 * 255) <= 1 } && abs(color.opacity - alpha) <= 0.005
        case (.oklch(let l, let c, let h, let alpha), .color(let color)):
            let numbers = color.components.map { if case .number(let n) = $0 { n.value } else { Double.nan } }
            return color.colorSpace == .oklch && numbers == [l, c, h] && color.opacity == alpha
        case (.dimension(let value, let unit), .dimension(let dimension)):
            return dimension.value.value == value && dimension.unit.rawValue == unit
        case (.number(let expected), .number(let number)):
            return abs(number.value - expected) < 1e-9
        case (.numeric(let expected), .number(let number)):
            return abs(number.value - expected) < 1e-9
        case (.numeric(let expected), .fontWeight(let weight)):
            return abs(weight.value.value - expected) < 1e-9
        case (.numeric(let expected), .dimension(let dimension)):
            return dimension.unit == .px && abs(dimension.value.value - expected) < 1e-9
        case (.fontWeight(let weight), .fontWeight(let actual)):
            return actual.value.value == Double(weight)
        case (.fontWeight(let weight), .number(let number)):
            return number.value == Double(weight)
        case (.fontFamily(let names), .fontFamily(let family)):
            return family.names == names
        case (.string(let text), .string(let actual)):
            return actual == text
        case (.duration(let value, let unit), .duration(let duration)):
            let milliseconds = { (value: Double, unit: String) in unit == "s" ? value * 1000 : value }
            return abs(milliseconds(duration.value.value, duration.unit.rawValue) - milliseconds(value, unit)) < 1e-9
        default:
            return false
        }
    }

    /// A value as a failure message shows it: a color as its sRGB hex, its space and opacity.
    static func describe(_ value: TokenValue) -> String {
        switch value {
        case .color(let color):
            let hex = ColorSpaceMath.encodedSRGB(color).map { String(format: "%02x", Int(($0 * 255).rounded())) }.joined()
            let components = color.components.map { if case .number(let n) = $0 { n.text } else { "none" } }
            return "#\(hex) at \(color.opacity) (\(color.colorSpace.rawValue) \(components.joined(separator: " ")))"
        case .dimension(let dimension): return "\(dimension.value.text)\(dimension.unit.rawValue)"
        case .number(let number): return number.text
        case .fontWeight(let weight): return "weight \(weight.value.text)"
        case .fontFamily(let family): return "\(family.names)"
        case .string(let text): return "\"\(text)\""
        case .duration(let duration): return "\(duration.value.text)\(duration.unit.rawValue)"
        default: return "\(value.type)"
        }
    }

    /// `#rrggbb` as three channels in 0…255.
    static func channels(_ hex: String) -> [Double] {
        let digits = Array(hex.dropFirst())
        return stride(from: 0, to: 6, by: 2).map { Double(Int(String(digits[$0...$0 + 1]), radix: 16) ?? -1) }
    }
}
