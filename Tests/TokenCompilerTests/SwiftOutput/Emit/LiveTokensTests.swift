import Foundation
import class TokencBenchSupport.LaunchedProcess
import func TokencBenchSupport.waitUntil
import Testing
import enum TokencBenchSupport.ProcessRunner
import struct TokencBenchSupport.SplitMix64
@testable import Lowering
@testable import TokenCompiler
@testable import TokenModel
@testable import SwiftOutput

/// Live tokens: `tokenc build --live` writes every permutation's values, and the generated core
/// layer, in DEBUG builds, reads that document as the theme, follows the file, and refuses a
/// document of other tokens. Compiled and run on Linux; a release build has none of it.
@Suite struct LiveTokensTests {
    /// The core layer of a build: everything but the SwiftUI, UIKit and AppKit files.
    static func core(_ report: BuildReport) -> [SourceFile] {
        EmitFixtures.sources(report.files.filter { file in
            !["SwiftUI/", "UIKit/", "AppKit/"].contains { file.path.hasPrefix($0) }
        })
    }

    static let debug = ["-D", "DEBUG"]

    /// Compiles the core layer of `report` with `main` as a debug build and runs it: its lines.
    static func run(_ report: BuildReport, _ main: String) throws -> [String] {
        let built = try GeneratedCode.program(core(report), main: main, flags: debug)
        defer { try? FileManager.default.removeItem(at: built.folder) }
        let program = try #require(built.program, Comment(rawValue: built.output))
        let run = try ProcessRunner.run(program, [])
        #expect(run.status == 0, Comment(rawValue: run.output))
        return run.output.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
    }

    /// `text` as a Swift raw string literal.
    static func literal(_ text: String) -> String {
        "####\"\"\"\n\(text)\n\"\"\"####"
    }

    /// The document of the example tokens and of the matrix fixture (three appearance modes, two
    /// brands, oklch and display-p3 colors, every type) reads, in every selection, as exactly the
    /// theme the generated Swift builds: same values, down to the color spaces written.
    @Test(arguments: ["repository", "matrix"])
    func theLiveDocumentReadsAsTheGeneratedThemeInEverySelection(fixture: String) throws {
        let report = fixture == "repository" ? EmitFixtures.repository : EmitFixtures.matrix
        let text = LiveThemeDocument.text(for: report.theme, remBase: 16)
        let lines = try Self.run(report, """
            let live: AppThemeLive = try AppThemeLive(json: \(Self.literal(text)))
            var equal: Int = 0
            for selection in AppThemeLive.everySelection {
                let built: AppTheme = AppTheme(selection)
                let read: AppTheme = live.applied(to: built)
                if read == built && read.json() == built.json() { equal += 1 } else { print("differs:", AppThemeLive.describe(selection)) }
            }
            print(equal, AppThemeLive.everySelection.count)
            """)
        let count = report.theme.permutations.count
        #expect(lines == ["\(count) \(count)"])
        #expect(count == (fixture == "repository" ? 4 : 6))
    }

    /// A theme given the live values keeps its brand, mode and whether it follows the appearance;
    /// its edits give way to the file's values, which two applications share.
    @Test func appliedKeepsTheChoiceAndReplacesEdits() throws {
        let report = EmitFixtures.repository
        var edited = LiveThemeDocument.text(for: report.theme, remBase: 16)
        edited = edited.replacingOccurrences(of: #""small":{"$value":{"value":6,"unit":"px"}}"#, with: #""small":{"$value":{"value":7,"unit":"px"}}"#)
        let lines = try Self.run(report, """
            let live: AppThemeLive = try AppThemeLive(json: \(Self.literal(edited)))
            let fixed: AppTheme = AppTheme(brand: .nova, mode: .dark)
            let applied: AppTheme = live.applied(to: fixed)
            print(applied.selection == fixed.selection, applied.followsAppearance, applied.radius.small)
            let following: AppTheme = live.applied(to: AppTheme.nova)
            print(following.followsAppearance, following.selection.mode, following[mode: .dark].radius.small)
            var campaign: AppTheme = AppTheme.acme
            campaign.radius.small = 99
            print(live.applied(to: campaign).radius.small, live.applied(to: campaign) == live.applied(to: AppTheme.acme))
            """)
        #expect(lines == ["true false 7.0", "true light 7.0", "7.0 true"])
    }

    /// A token one mode lacks is an optional member: the document leaves it out of the first theme
    /// and gives `null` where the first has it; both read as the absent value, and a theme's own JSON
    /// without it reads back too.
    @Test(arguments: [true, false])
    func anOptionalTokenReadsAsAbsentWhereItIs(inLight: Bool) throws {
        let glow = #"{ "glow": { "$type": "color", "$value": { "colorSpace": "srgb", "components": [1, 0, 0] } } }"#
        let report = try buildLive(
            tokens: #"{ "ink": { "$type": "color", "$value": { "colorSpace": "srgb", "components": [0, 0, 0] } } }"#,
            light: inLight ? glow : "{}", dark: inLight ? "{}" : glow)
        let text = LiveThemeDocument.text(for: report.theme, remBase: 16)
        #expect(text.contains(inLight ? #""glow":{"$value":null}"# : #""glow":{"$value":{"#))
        let lines = try Self.run(report, """
            let live: AppThemeLive = try AppThemeLive(json: \(Self.literal(text)))
            for mode in AppTheme.Mode.allCases {
                let built: AppTheme = AppTheme(mode: mode)
                let read: AppTheme = live.applied(to: built)
                let again: AppTheme = try AppTheme(json: built.json(), selection: built.selection)
                print(mode, built.glow == nil, read == built, again._storage.current.values == built._storage.current.values)
            }
            """)
        #expect(lines == (inLight ? ["dark true true true", "light false true true"] : ["dark false true true", "light true true true"]))
    }

    /// The document's exact text for a small theme: the default permutation first with every token,
    /// the other only with what differs; dimensions in points, a `rem` multiplied; an oklch color
    /// written as the build converted it; numbers as the Swift literals print them.
    @Test func theDocumentIsCompactAndHoldsOnlyWhatDiffersAfterTheFirstTheme() throws {
        let report = try buildLive(tokens: #"""
            {
              "gap": { "$type": "dimension", "$value": { "value": 0.5, "unit": "rem" } },
              "ink": { "$type": "color", "$value": { "colorSpace": "srgb", "components": [0, 0.5, 1], "alpha": 0.25 } },
              "glow": { "$type": "color", "$value": { "colorSpace": "oklch", "components": [0.7, 0.1, 200] } },
              "fade": { "$type": "duration", "$value": { "value": 250, "unit": "ms" } }
            }
            """#, dark: #"{ "ink": { "$type": "color", "$value": { "colorSpace": "srgb", "components": [1, 1, 1] } } }"#)
        let glow = ColorConversion.display(ColorValue(colorSpace: .oklch, components: [.number(NumberLiteral(0.7)), .number(NumberLiteral(0.1)), .number(NumberLiteral(200))]))
        let converted = [glow.red, glow.green, glow.blue].map(SwiftLiteral.number).joined(separator: ",")
        #expect(LiveThemeDocument.text(for: report.theme, remBase: 10) == """
            {"tokencLive":1,"themes":[{"contexts":{"mode":"light"},"tokens":{"gap":{"$value":{"value":5,"unit":"px"}},\
            "ink":{"$value":{"colorSpace":"srgb","components":[0,0.5,1],"alpha":0.25}},\
            "glow":{"$value":{"colorSpace":"\(glow.space == .displayP3 ? "display-p3" : "srgb")","components":[\(converted)]}},\
            "fade":{"$value":{"value":0.25,"unit":"s"}}}},\
            {"contexts":{"mode":"dark"},"tokens":{"ink":{"$value":{"colorSpace":"srgb","components":[1,1,1]}}}}]}

            """)
    }

    /// Under a watch, the file's first line names the builds whose Swift was written and gives, in
    /// every theme, each token whose value changed since the first of them: a value changed and
    /// changed back stays listed (an app may hold either); a token added starts the list again.
    @Test func theChangesLineListsTheWrittenBuildsAndEveryTokenChangedSince() throws {
        func build(gap: Int, extra: String = "") throws -> BuildReport {
            try buildLive(tokens: """
                { "gap": { "$type": "dimension", "$value": { "value": \(gap), "unit": "px" } }, \(extra)
                  "ink": { "$type": "color", "$value": { "colorSpace": "srgb", "components": [0, 0, 0] } } }
                """, dark: #"{ "ink": { "$type": "color", "$value": { "colorSpace": "srgb", "components": [1, 1, 1] } } }"#)
        }
        func firstLine(_ text: String) -> String { String(text.prefix { $0 != "\n" }) }
        let four = try build(gap: 4), six = try build(gap: 6)
        let added = try build(gap: 6, extra: #""rule": { "$type": "number", "$value": 1 },"#)
        var session = LiveSession()
        let first = session.fileText(for: LiveThemeDocument.Generation(four.theme, remBase: 16))
        #expect(first == #"{"tokencLiveChanges":1,"builds":[],"changes":[]}"# + "\n" + LiveThemeDocument.text(for: four.theme, remBase: 16))
        session.wroteSwift(fingerprint: four.liveFingerprint)
        let gapSix = #"{"contexts":{"mode":"light"},"tokens":{"gap":{"$value":{"value":6,"unit":"px"}}}},{"contexts":{"mode":"dark"},"tokens":{"gap":{"$value":{"value":6,"unit":"px"}}}}"#
        #expect(firstLine(session.fileText(for: LiveThemeDocument.Generation(six.theme, remBase: 16)))
            == #"{"tokencLiveChanges":1,"builds":[""# + four.liveFingerprint + #""],"changes":["# + gapSix + "]}")
        session.wroteSwift(fingerprint: six.liveFingerprint)
        #expect(firstLine(session.fileText(for: LiveThemeDocument.Generation(four.theme, remBase: 16)))
            == #"{"tokencLiveChanges":1,"builds":[""# + four.liveFingerprint + #"",""# + six.liveFingerprint + #""],"changes":["#
            + gapSix.replacingOccurrences(of: #""value":6"#, with: #""value":4"#) + "]}")
        #expect(firstLine(session.fileText(for: LiveThemeDocument.Generation(added.theme, remBase: 16)))
            == #"{"tokencLiveChanges":1,"builds":[],"changes":[]}"#)
        #expect(four.liveFingerprint != six.liveFingerprint)
        // Into a new output folder the Swift comes first: the first line lists its build.
        var fresh = LiveSession()
        fresh.wroteSwift(fingerprint: four.liveFingerprint)
        #expect(firstLine(fresh.fileText(for: LiveThemeDocument.Generation(four.theme, remBase: 16)))
            == #"{"tokencLiveChanges":1,"builds":[""# + four.liveFingerprint + #""],"changes":[]}"#)
        #expect(try build(gap: 4).liveFingerprint == four.liveFingerprint)
    }

    /// An app built from a build the first line lists reads that line alone (the document after it
    /// is not looked at); one built from another build, or given a first line it cannot read,
    /// reads the whole document.
    @Test func anAppBuiltFromAListedBuildReadsTheChangesLineAlone() throws {
        func build(gap: Int) throws -> BuildReport {
            try buildLive(tokens: #"{ "gap": { "$type": "dimension", "$value": { "value": "# + "\(gap)" + #", "unit": "px" } } }"#, dark: "{}")
        }
        let built = try build(gap: 4)
        var session = LiveSession()
        _ = session.fileText(for: LiveThemeDocument.Generation(built.theme, remBase: 16))
        session.wroteSwift(fingerprint: built.liveFingerprint)
        let file = session.fileText(for: LiveThemeDocument.Generation(try build(gap: 6).theme, remBase: 16))
        let header = String(file.prefix { $0 != "\n" })
        // The whole document of gap 9: read only when the first line does not serve.
        let whole = LiveThemeDocument.text(for: try build(gap: 9).theme, remBase: 16)
        let cases = [
            file,
            header + "\n" + whole,
            header.replacingOccurrences(of: built.liveFingerprint, with: "0123456789abcdef") + "\n" + whole,
            header.replacingOccurrences(of: #""changes":["#, with: #""changes":[{"#) + "\n" + whole,
            whole,
        ].map(Self.literal)
        let lines = try Self.run(built, """
            print(AppThemeLive.builtFingerprint)
            for text in [\(cases.joined(separator: ",\n"))] {
                let live: AppThemeLive = try AppThemeLive(json: text)
                print(live.applied(to: AppTheme(mode: .light)).gap, live.applied(to: AppTheme(mode: .dark)).gap)
            }
            """)
        #expect(lines == [built.liveFingerprint, "6.0 6.0", "6.0 6.0", "9.0 9.0", "9.0 9.0", "9.0 9.0"])
    }

    /// A document of other tokens is refused whole, with every problem and its position: a token
    /// added, one removed, one of another type, a context the app does not have, a missing
    /// selection. Damaged documents never trap.
    @Test func aDocumentOfOtherTokensIsRefusedWithEveryProblem() throws {
        let report = EmitFixtures.repository
        let text = LiveThemeDocument.text(for: report.theme, remBase: 16)
        // One edit of each kind, on the compact text (a token's whole `$value` replaced).
        func replacingFirst(_ target: String, with replacement: String) -> String {
            guard let range = text.range(of: target) else { return text }
            return text.replacingCharacters(in: range, with: replacement)
        }
        let added = replacingFirst(#"{"color":{"brand":{"#, with: #"{"color":{"extra":{"$value":"x"},"brand":{"#)
        let removed = replacingFirst(#""palette":{"#, with: #""palettes":{"#)
        let retyped = replacingFirst(#""radius":{"small":{"$value":{"value":6,"unit":"px"}}"#, with: #""radius":{"small":{"$value":"small"}"#)
        let unknownContext = replacingFirst(#""brand":"nova","mode":"dark""#, with: #""brand":"zeta","mode":"dark""#)
        #expect(added != text && removed != text && retyped != text && unknownContext != text)
        var damaged: [String] = []
        var random = SplitMix64(seed: 32)
        for _ in 0..<200 {
            var bytes = Array(text.utf8)
            let cut = random.below(bytes.count)
            switch random.below(3) {
            case 0: bytes.removeSubrange(cut...)
            case 1: bytes[cut] = [UInt8(ascii: "{"), UInt8(ascii: "]"), UInt8(ascii: "\""), UInt8(ascii: "9")][random.below(4)]
            default: bytes.insert(contentsOf: Array(#"{"a":[1,"#.utf8), at: cut)
            }
            damaged.append(String(decoding: bytes, as: UTF8.self))
        }
        let cases = [added, removed, retyped, unknownContext, #"{"tokencLive":1,"themes":[]}"#, "[]"].map(Self.literal)
        let lines = try Self.run(report, """
            func summary(_ text: String) -> String {
                do {
                    _ = try AppThemeLive(json: text)
                    return "read"
                } catch {
                    let kinds: Set<String> = Set(error.problems.map { (problem: ThemeJSONError.Problem) -> String in "\\(problem.kind)" })
                    let first: ThemeJSONError.Problem = error.problems[0]
                    return "\\(error.problems.count) \\(kinds.sorted()) \\(first.path ?? "-") \\(first.line):\\(first.column) | \\(first.message)"
                }
            }
            for text in [\(cases.joined(separator: ",\n"))] {
                print(summary(text))
            }
            let damaged: [String] = [\(damaged.map(Self.literal).joined(separator: ",\n"))]
            var refused: Int = 0
            for text in damaged where summary(text) != "read" { refused += 1 }
            print("damaged", refused)
            """)
        try #require(lines.count == 7, "\(lines)")
        let palette = report.theme.tokens.filter { $0.path.description.hasPrefix("palette.") }.count
        #expect(lines[0] == "1 [\"unknownToken\"] color.extra 1:98 | the theme has no token 'color.extra'")
        // Every palette token is missing from the first theme and unknown under its new name.
        #expect(lines[1].hasPrefix("\(2 * palette) [\"missingToken\", \"unknownToken\"] palettes.blue.500 "), "\(lines[1])")
        #expect(lines[2].hasPrefix("1 [\"invalidValue\"] radius.small 1:"), "\(lines[2])")
        #expect(lines[2].hasSuffix("| 'radius.small': expected an object with 'value'"))
        // The theme of zeta is unknown, and nova in dark is then missing.
        #expect(lines[3].hasPrefix("2 [\"unknownContext\"] - 1:"))
        #expect(lines[3].hasSuffix("| the theme has no selection brand=zeta, mode=dark"))
        #expect(lines[4] == "1 [\"syntax\"] - 1:1 | not a live theme: tokenc build --live writes {\"tokencLive\": 1, \"themes\": [...]}")
        #expect(lines[5] == lines[4])
        // A damaged document is refused, unless the damage left a document that reads (a digit in a number).
        let refused = try #require(Int(lines[6].dropFirst("damaged ".count)))
        #expect(refused > 150 && refused <= 200, "\(lines[6])")
    }

    /// A release build has none of it: no symbol of the live types in the program, and app code
    /// that calls them does not compile; a debug build has both.
    @Test func aReleaseBuildHasNoLiveCode() throws {
        let report = EmitFixtures.repository
        let main = "print(AppTheme.default.radius.small)"
        for debug in [false, true] {
            let built = try GeneratedCode.program(Self.core(report), main: main, flags: debug ? Self.debug : [])
            defer { try? FileManager.default.removeItem(at: built.folder) }
            let program = try #require(built.program, Comment(rawValue: built.output))
            let listed = try ProcessRunner.run(URL(fileURLWithPath: "/usr/bin/env"), ["nm", "-j", program.path])
            try #require(listed.status == 0, Comment(rawValue: listed.output))
            // Swift's mangling abbreviates repeated words (`03AppA4LiveV`): read the names demangled.
            let demangler = try SwiftCompiler.locate().executable.deletingLastPathComponent().appendingPathComponent("swift-demangle")
            let names = listed.output.split(separator: "\n").map(String.init).filter { $0.hasPrefix("$s") }
            let symbols = try ProcessRunner.run(demangler, ["--compact"] + names)
            try #require(symbols.status == 0, Comment(rawValue: symbols.output))
            #expect(symbols.output.contains("AppTheme.Values") && symbols.output.contains("ThemeStorage"))
            #expect(symbols.output.contains("AppThemeLive") == debug)
        }
        let usage = SourceFile(name: "Usage.swift", contents: """
            #if canImport(SwiftUI)
            import SwiftUI
            struct Root: View {
                var body: some View { Text("a").appThemeLive() }
            }
            #endif
            func follow() -> AsyncStream<AppThemeLive> { AppThemeLiveFile.documents() }
            """)
        let files = EmitFixtures.sources(report.files) + [usage]
        let release = try SwiftTypeChecker.typeCheck(files: files)
        #expect(!release.succeeded)
        #expect(release.rawOutput.contains("cannot find type 'AppThemeLive' in scope"), Comment(rawValue: release.rawOutput))
        #expect(release.rawOutput.contains("has no member 'appThemeLive'"), Comment(rawValue: release.rawOutput))
        let debug = try SwiftTypeChecker.typeCheck(files: files, options: .init(extraFlags: Self.debug))
        #expect(debug.succeeded, Comment(rawValue: debug.description))
    }

    /// The UIKit helper and the SwiftUI modifier type-check as an iOS debug build, both isolations,
    /// against the stand-ins; and against Apple's real SDK when it is set up.
    @Test(arguments: [false, true])
    func theDebugCodeTypeChecksWithUIKit(defaultIsolationMainActor: Bool) throws {
        let result = try SwiftTypeChecker.typeCheck(
            files: EmitFixtures.sources(EmitFixtures.repository.files),
            options: .init(defaultIsolationMainActor: defaultIsolationMainActor, extraFlags: Self.debug, platform: .iOS))
        #expect(result.succeeded, Comment(rawValue: result.description))
    }

    /// The real SDK's checker takes no `-D`: `DEBUG` is made true in the files' `#if`s.
    @Test(.enabled(if: RealIOSSDK.isAvailable, "the iOS SDK is absent"), arguments: ["16.0", "17.0"])
    func theDebugCodeTypeChecksAgainstTheRealSDK(target: String) throws {
        let usage = try EmitFixtures.usageExamples().filter { $0.name == "LiveTokens.swift" }.map { file in
            SourceFile(name: file.name, contents: file.contents.replacingOccurrences(of: "import DesignSystem\n", with: ""))
        }
        #expect(usage.count == 1)
        let files = (EmitFixtures.sources(EmitFixtures.repository.files) + usage).map { file in
            SourceFile(name: file.name, contents: file.contents
                .replacingOccurrences(of: "#if DEBUG\n", with: "#if true\n")
                .replacingOccurrences(of: " && DEBUG\n", with: "\n"))
        }
        let result = try RealIOSSDK.typeCheck(files, target: target)
        #expect(result.status == 0, Comment(rawValue: result.output))
    }

    /// End to end, as a designer works: `tokenc build --watch --live` runs in a project of the
    /// example tokens, and a program of the core layer built from them (a debug build, in place of
    /// the app) follows the file. Each edit of a token file arrives as a new theme, aliases and
    /// modes included; an invalid edit leaves the last good theme; tokens the program was not built
    /// with are refused with one log line, however many documents follow, until the tokens match again.
    @Test(.enabled(if: BuiltTokenc.url != nil, "the built tokenc executable was not found beside the test bundle"))
    func aRunningProgramFollowsTheWatchedTokens() throws {
        let project = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: project) }
        try FileManager.default.copyItem(at: TestPaths.packageRoot.appendingPathComponent("tokens"), to: project.appendingPathComponent("tokens"))
        let built = try GeneratedCode.program(Self.core(EmitFixtures.repository), main: """
            import Foundation

            func say(_ line: String) {
                FileHandle.standardOutput.write(Data((line + "\\n").utf8))
            }

            let file: AppThemeLiveFile = AppThemeLiveFile(path: CommandLine.arguments[1], log: { (line: String) -> Void in say("log " + line) }) { (live: AppThemeLive) -> Void in
                let light: AppTheme = live.applied(to: AppTheme(brand: .acme))
                let dark: AppTheme = light[mode: .dark]
                say("theme \\(light.palette.blue._500.component1 ?? -1) \\(light.component.button.primary.background.component1 ?? -1) \\(dark.color.brand.primary.component1 ?? -1)")
            }
            dispatchMain()
            """, flags: Self.debug)
        defer { try? FileManager.default.removeItem(at: built.folder) }
        let program = try #require(built.program, Comment(rawValue: built.output))

        let watch = try LaunchedProcess(BuiltTokenc.url!, ["build", "--watch", "--live"], in: project)
        defer { watch.stop() }
        try #require(waitUntil { watch.standardOutput.text.contains("watching tokens for changes") }, Comment(rawValue: watch.standardError.text))
        #expect(watch.standardOutput.text.contains("; live tokens in Generated/.tokenc-live.json in "))
        let liveFile = project.appendingPathComponent("Generated/.tokenc-live.json")
        let follower = try LaunchedProcess(program, [liveFile.path], in: project)
        defer { follower.stop() }
        let lines = { follower.standardOutput.text.split(separator: "\n").map(String.init) }
        let report = { Comment(rawValue: "program:\n\(follower.standardOutput.text)\ntokenc:\n\(watch.standardOutput.text)\n\(watch.standardError.text)") }
        try #require(waitUntil { lines() == ["theme 0.0 0.0 0.0"] }, report())

        // palette.blue.500 is the acme brand's primary color, which the primary button aliases, in both modes.
        let palette = project.appendingPathComponent("tokens/palette.tokens.json")
        let original = try String(contentsOf: palette, encoding: .utf8)
        let blue = ##""components": [0.0, 0.478, 1.0], "hex": "#007aff""##
        func save(_ red: String, extra: String = "") throws {
            var text = original.replacingOccurrences(of: blue, with: "\"components\": [\(red), 0.478, 1.0]")
            if !extra.isEmpty { text = text.replacingOccurrences(of: "\"blue\": {", with: "\"blue\": {\n" + extra) }
            try text.write(to: palette, atomically: true, encoding: .utf8)
        }
        try save("0.25")
        try #require(waitUntil { lines().last == "theme 0.25 0.25 0.25" }, report())

        // An invalid edit: tokenc reports it, the file and the program's theme stay as they were.
        let good = try Data(contentsOf: liveFile)
        try "{ \"palette\": ".write(to: palette, atomically: true, encoding: .utf8)
        try #require(waitUntil { watch.standardError.text.contains("build failed: ") }, report())
        Thread.sleep(forTimeInterval: 0.3)
        #expect(try Data(contentsOf: liveFile) == good)
        #expect(lines().count == 2, report())

        // A token added: the file has it, the program cannot show it and says so once.
        let extra = #""600": { "$value": { "colorSpace": "srgb", "components": [0, 0, 0.5] } },"#
        try save("0.5", extra: extra)
        try #require(waitUntil { lines().last?.hasPrefix("log ") == true }, report())
        try save("0.75", extra: extra)
        try #require(waitUntil { watch.standardOutput.text.components(separatedBy: "live tokens in").count == 5 }, report())
        Thread.sleep(forTimeInterval: 0.3)
        let refused = lines().filter { $0.hasPrefix("log ") }
        #expect(refused.count == 1, report())
        // The whole document, on the file's second line: the changes line cannot serve a token added.
        #expect(refused.first?.hasPrefix("log tokenc live: \(liveFile.path):2:") == true, report())
        #expect(refused.first?.hasSuffix(
            ": the theme has no token 'palette.blue.600'; the app was built with other tokens, rebuild it to see them (keeping the last theme)") == true,
            report())
        #expect(lines().count == 3, report())

        // The tokens match again: the next edit arrives.
        try save("1.0")
        try #require(waitUntil { lines().last == "theme 1.0 1.0 1.0" }, report())
    }

    /// Tokens of one `light`/`dark` modifier, built in-process; the modes override the base.
    private func buildLive(tokens: String, light: String = "{}", dark: String) throws -> BuildReport {
        let folder = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let files = ["tokens/base.tokens.json": tokens, "tokens/modes/light.json": light, "tokens/modes/dark.json": dark]
        for (path, text) in files {
            let url = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        let report = buildTheme(at: folder.appendingPathComponent("tokens").path)
        try #require(report.succeeded, "\(report.diagnostics)")
        return report
    }
}
