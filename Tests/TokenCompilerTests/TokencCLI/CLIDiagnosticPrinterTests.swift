import Foundation
import Testing
import TokenCompiler
@testable import TokencCLI
@testable import TokenJSON
@testable import TokenModel

struct CLIDiagnosticPrinterTests {
    private let brokenReference = Diagnostic.error(
        .brokenReference, "'{color.brnd}' refers to no token",
        at: SourceLocation(file: "tokens/theme.json", line: 12, column: 15))

    private func printed(_ diagnostics: [Diagnostic], colors: Bool = false, limit: Int = 200, grouped: Bool = true) -> String {
        let captured = CapturedOutput(colors: colors)
        DiagnosticPrinter(output: captured.output, currentDirectory: "/work/app", limit: limit, groupsByCode: grouped).print(diagnostics)
        #expect(captured.standardOutput.isEmpty)
        return captured.standardError
    }

    @Test func errorWithNotesPrintsOneLinePerPlace() {
        let cycle = Diagnostic.error(
            .referenceCycle, "'color.a' refers back to itself",
            at: SourceLocation(file: "tokens/a.json", line: 3, column: 14),
            notes: [
                .init("'color.b' is part of the cycle", at: SourceLocation(file: "tokens/b.json", line: 7, column: 5)),
                .init("'color.c' is part of the cycle", at: SourceLocation(file: "tokens/b.json", line: 9, column: 5)),
            ])
        #expect(printed([cycle]) == """
            tokens/a.json:3:14: error: 'color.a' refers back to itself [reference-cycle]
            tokens/b.json:7:5: note: 'color.b' is part of the cycle
            tokens/b.json:9:5: note: 'color.c' is part of the cycle
            1 error

            """)
    }

    @Test func warningPrintsLikeAnError() {
        let warning = Diagnostic.warning(
            .nonStandardColor, "a hex string is not a format color",
            at: SourceLocation(file: "tokens/colors.json", line: 4, column: 17))
        #expect(printed([warning]) == """
            tokens/colors.json:4:17: warning: a hex string is not a format color [non-standard-color]
            1 warning

            """)
    }

    @Test func diagnosticWithoutLocationHasNoPrefix() {
        let unreadable = Diagnostic.error(.unreadableFile, "'tokens' does not exist", at: nil)
        let noteWithoutLocation = Diagnostic.error(
            .invalidExtends, "'$extends' names a token", at: SourceLocation(file: "a.json", line: 1, column: 2),
            notes: [.init("only groups can be extended", at: nil)])
        #expect(printed([unreadable, noteWithoutLocation]) == """
            error: 'tokens' does not exist [unreadable-file]
            a.json:1:2: error: '$extends' names a token [invalid-extends]
            note: only groups can be extended
            2 errors

            """)
    }

    @Test(arguments: [
        ("/work/app/tokens/a.json", "/work/app", "tokens/a.json"),
        ("/work/app/tokens/a.json", "/work/app/", "tokens/a.json"),
        ("/work/app", "/work/app", "."),
        ("/work/application/a.json", "/work/app", "/work/application/a.json"),
        ("/elsewhere/a.json", "/work/app", "/elsewhere/a.json"),
        ("tokens/a.json", "/work/app", "tokens/a.json"),
        ("../shared/a.json", "/work/app", "../shared/a.json"),
        ("/a.json", "/", "a.json"),
    ])
    func absolutePathsInsideTheCurrentFolderPrintRelative(_ path: String, _ folder: String, _ expected: String) {
        let printer = DiagnosticPrinter(output: CapturedOutput().output, currentDirectory: folder)
        #expect(printer.displayPath(path) == expected)
    }

    @Test func printedLocationUsesTheRelativePath() {
        let absolute = Diagnostic.error(
            .invalidJSON, "expected ','", at: SourceLocation(file: "/work/app/tokens/a.json", line: 2, column: 3))
        #expect(printed([absolute]).hasPrefix("tokens/a.json:2:3: error: expected ',' [invalid-json]\n"))
    }

    @Test func colourMarksLocationAndSeverity() {
        let duplicate = Diagnostic.error(
            .duplicateToken, "'color.brand' is defined twice",
            at: SourceLocation(file: "b.json", line: 2, column: 3),
            notes: [.init("first defined here", at: SourceLocation(file: "a.json", line: 4, column: 5))])
        let warning = Diagnostic.warning(.legacyMapping, "'sizing' read as 'dimension'", at: nil)
        #expect(printed([duplicate, warning], colors: true) == """
            \u{1B}[1mb.json:2:3:\u{1B}[0m \u{1B}[1;31merror:\u{1B}[0m 'color.brand' is defined twice [duplicate-token]
            \u{1B}[1ma.json:4:5:\u{1B}[0m \u{1B}[1;30mnote:\u{1B}[0m first defined here
            \u{1B}[1;35mwarning:\u{1B}[0m 'sizing' read as 'dimension' [legacy-mapping]
            1 error, 1 warning

            """)
    }

    @Test func noColourMeansNoEscapes() {
        let text = printed([brokenReference, Diagnostic.warning(.valueClamped, "clamped", at: nil)], colors: false)
        #expect(!text.contains("\u{1B}"))
    }

    @Test(arguments: [
        (true, [String: String](), true),
        (true, ["NO_COLOR": "1"], false),
        (true, ["NO_COLOR": ""], true),
        (false, [String: String](), false),
        (false, ["NO_COLOR": "1"], false),
    ])
    func colourOnlyOnATerminalWithoutNoColor(_ isTerminal: Bool, _ environment: [String: String], _ expected: Bool) {
        #expect(Output.wantsColor(isTerminal: isTerminal, environment: environment) == expected)
    }

    /// `--verbose` prints every error on its own line, up to the cap of each code.
    @Test func capPrintsTheFirstDiagnosticsAndCountsTheRest() {
        let many = (1...250).map { line in
            Diagnostic.error(.invalidValue, "bad value", at: SourceLocation(file: "a.json", line: line, column: 1))
        }
        let lines = printed(many, grouped: false).split(separator: "\n").map(String.init)
        #expect(lines.count == 202)
        #expect(lines[0] == "a.json:1:1: error: bad value [invalid-value]")
        #expect(lines[199] == "a.json:200:1: error: bad value [invalid-value]")
        #expect(lines[200] == "error: 50 more invalid-value errors not shown [too-many-diagnostics]")
        #expect(lines[201] == "250 errors")
    }

    /// The cap counts per code, so that the errors of one code never hide those of another;
    /// warnings are not capped.
    @Test func theCapCountsErrorsOfEachCode() {
        let warning = Diagnostic.warning(.nonStandardType, "'string' is not a format type", at: nil)
        let second = Diagnostic.error(.invalidValue, "bad value", at: SourceLocation(file: "tokens/theme.json", line: 20, column: 3))
        let third = Diagnostic.error(.invalidValue, "worse value", at: SourceLocation(file: "tokens/theme.json", line: 21, column: 3))
        let brokenAgain = Diagnostic.error(.brokenReference, "'{a}' refers to no token", at: SourceLocation(file: "tokens/theme.json", line: 30, column: 3))
        let lines = printed([brokenReference, warning, second, third, brokenAgain], limit: 1, grouped: false).split(separator: "\n").map(String.init)
        #expect(lines == [
            "tokens/theme.json:12:15: error: '{color.brnd}' refers to no token [broken-reference]",
            "warning: 'string' is not a format type [non-standard-type]",
            "tokens/theme.json:20:3: error: bad value [invalid-value]",
            "error: 1 more invalid-value error not shown [too-many-diagnostics]",
            "error: 1 more broken-reference error not shown [too-many-diagnostics]",
            "4 errors, 1 warning",
        ])
    }

    /// Errors are grouped like warnings, beyond ten: 400 broken references print as one line, and
    /// every other kind of error still shows.
    @Test(arguments: [10, 11, 402])
    func errorsOfOneCodeAreGroupedBeyondTen(count: Int) {
        let broken = (1...count).map { line in
            Diagnostic.error(.brokenReference, "'{a.b\(line)}' names no token", at: SourceLocation(file: "/work/app/tokens/c.json", line: line, column: 9))
        }
        let type = Diagnostic.error(.unknownType, "unknown type 'dimenson'", at: SourceLocation(file: "tokens/t.json", line: 2, column: 3))
        let warning = Diagnostic.warning(.nonStandardColor, "a hex string is not a format color", at: SourceLocation(file: "tokens/t.json", line: 5, column: 3))
        let lines = printed(broken + [type, warning], limit: 2).split(separator: "\n").map(String.init)
        if count <= DiagnosticPrinter.errorsGroupedAfter {
            #expect(lines == broken.map { "tokens/c.json:\($0.location!.line):9: error: \($0.message) [broken-reference]" }.prefix(2) + [
                "tokens/t.json:2:3: error: unknown type 'dimenson' [unknown-type]",
                "tokens/t.json:5:3: warning: a hex string is not a format color [non-standard-color]",
                "error: \(count - 2) more broken-reference errors not shown [too-many-diagnostics]",
                "\(count + 1) errors, 1 warning",
            ])
        } else {
            #expect(lines == [
                "tokens/c.json:1:9: error: '{a.b1}' names no token (and \(count - 1) more like it: tokens/c.json:2:9, tokens/c.json:3:9, …; --verbose lists every one) [broken-reference]",
                "tokens/t.json:2:3: error: unknown type 'dimenson' [unknown-type]",
                "tokens/t.json:5:3: warning: a hex string is not a format color [non-standard-color]",
                "\(count + 1) errors, 1 warning",
            ])
        }
    }

    /// Warnings of one code that read values differently fold apart: 40 `.value` references
    /// rewritten and 5 unitless sizes read as rem (spor's build, where the rem readings, which
    /// multiply sizes by 16, were among "74 more like it" of the first) print as two lines.
    @Test func warningsOfOneCodeFoldByWhatTheySay() {
        let rewrites = (1...40).map { line in
            Diagnostic.warning(
                .legacyMapping, "'{size.s\(line).value}' is read as '{size.s\(line)}', the reference Style Dictionary means",
                at: SourceLocation(file: "/work/app/tokens/a.json", line: line, column: 9))
        }
        let rems = (1...5).map { line in
            Diagnostic.warning(
                .legacyMapping, "the unitless \"\(line * 4)\" is read as \(line * 4)rem: Style Dictionary's size tokens are rem",
                at: SourceLocation(file: "/work/app/tokens/b.json", line: line, column: 9))
        }
        let lines = printed(rewrites + rems).split(separator: "\n").map(String.init)
        #expect(lines == [
            "tokens/a.json:1:9: warning: '{size.s1.value}' is read as '{size.s1}', the reference Style Dictionary means (and 39 more like it: tokens/a.json:2:9, tokens/a.json:3:9, …; --verbose lists every one) [legacy-mapping]",
            #"tokens/b.json:1:9: warning: the unitless "4" is read as 4rem: Style Dictionary's size tokens are rem (and 4 more like it: tokens/b.json:2:9, tokens/b.json:3:9, …; --verbose lists every one) [legacy-mapping]"#,
            "45 warnings",
        ])
        #expect(DiagnosticPrinter.reading(of: rems[0].message) == DiagnosticPrinter.reading(of: rems[4].message))
        #expect(DiagnosticPrinter.reading(of: rems[0].message) != DiagnosticPrinter.reading(of: rewrites[0].message))
    }

    /// What a message is about does not count: quoted text, spaces and apostrophes in it
    /// included, numbers, and what it says in parentheses (where and when, what to write).
    @Test(arguments: [
        (#"the font stack "-apple-system, BlinkMacSystemFont, 'Segoe UI'" is read as the list of 3 names"#,
         #"the font stack "ui-monospace, SF Mono" is read as the list of 2 names"#, true),
        (#"'alpha' beside $value is not part of the format; read as the color with alpha 0 (only when theme is light)"#,
         #"'alpha' beside $value is not part of the format; read as the color with alpha 0.15 (only when theme is light or light-hc)"#, true),
        (#"'Men's Health' is read as 'mensHealth' (write it so)"#, #"'x' is read as 'y'"#, true),
        (#"the unitless "12" is read as 12rem: Style Dictionary's size tokens are rem"#,
         #"'{a.value}' is read as '{a}', the reference Style Dictionary means"#, false),
        (#"a typography value is missing 'letterSpacing'; read as letter spacing 0px"#,
         #"a typography value is missing 'letterSpacing' and 'lineHeight'; read as letter spacing 0px and line height 1.2"#, false),
    ])
    func aMessagesReadingLeavesOutWhatItIsAbout(_ first: String, _ second: String, alike: Bool) {
        #expect((DiagnosticPrinter.reading(of: first) == DiagnosticPrinter.reading(of: second)) == alike)
    }

    /// Up to three warnings of a code print as they are; more print once, where the first stands,
    /// counting the others and naming two of them. Other diagnostics keep their places.
    @Test(arguments: [3, 4, 835])
    func warningsOfOneCodeAreGroupedBeyondThree(count: Int) {
        let hex = (1...count).map { line in
            Diagnostic.warning(.nonStandardColor, "a hex string is not a format color", at: SourceLocation(file: "/work/app/tokens/c.json", line: line, column: 9))
        }
        let other = Diagnostic.warning(.defaultedProperty, "no letterSpacing", at: SourceLocation(file: "tokens/t.json", line: 2, column: 3))
        let lines = printed(hex + [brokenReference, other]).split(separator: "\n").map(String.init)
        if count <= DiagnosticPrinter.groupedAfter {
            #expect(lines.count == count + 3)
            #expect(lines.prefix(count).allSatisfy { $0.hasSuffix("warning: a hex string is not a format color [non-standard-color]") })
        } else {
            #expect(lines == [
                "tokens/c.json:1:9: warning: a hex string is not a format color (and \(count - 1) more like it: tokens/c.json:2:9, tokens/c.json:3:9, …; --verbose lists every one) [non-standard-color]",
                "tokens/theme.json:12:15: error: '{color.brnd}' refers to no token [broken-reference]",
                "tokens/t.json:2:3: warning: no letterSpacing [defaulted-property]",
                "1 error, \(count + 1) warnings",
            ])
        }
        // --verbose: every warning on its own line.
        let captured = CapturedOutput(colors: false)
        DiagnosticPrinter(output: captured.output, currentDirectory: "/work/app", groupsByCode: false).print(hex)
        #expect(captured.standardError.split(separator: "\n").count == count + 1)
    }

    /// `validate` groups; `validate --verbose` lists every warning.
    @Test func verboseListsEveryWarning() throws {
        let folder = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let colors = (0..<6).map { "\"c\($0)\": { \"$value\": \"#00000\($0)\" }" }.joined(separator: ", ")
        try #"{ "color": { "$type": "color", \#(colors) } }"#.write(to: folder.appendingPathComponent("c.tokens.json"), atomically: true, encoding: .utf8)
        let grouped = runTokenc(["validate", "--tokens", folder.path])
        #expect(grouped.code == .success)
        #expect(grouped.standardError.components(separatedBy: "[non-standard-color]").count - 1 == 1)
        #expect(grouped.standardError.contains("(and 5 more like it: "))
        #expect(grouped.standardError.hasSuffix("6 warnings\n"))
        let verbose = runTokenc(["validate", "--verbose", "--tokens", folder.path])
        #expect(verbose.standardError.components(separatedBy: "[non-standard-color]").count - 1 == 6)
    }

    @Test func nothingIsPrintedWithoutDiagnostics() {
        #expect(printed([]).isEmpty)
    }

    @Test(arguments: [(3, 1, "3 errors, 1 warning"), (1, 0, "1 error"), (0, 2, "2 warnings"), (2, 1, "2 errors, 1 warning")])
    func summaryCountsBySeverity(_ errors: Int, _ warnings: Int, _ expected: String) {
        let diagnostics = Array(repeating: brokenReference, count: errors)
            + Array(repeating: Diagnostic.warning(.valueClamped, "clamped", at: nil), count: warnings)
        #expect(DiagnosticPrinter.summary(of: diagnostics) == expected)
    }
}
