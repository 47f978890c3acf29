import Foundation
import Testing
@testable import TokencCLI
import TokenCompiler
@testable import TokenModel

struct CLIParsingTests {
    struct UsageErrorCase: Sendable, CustomTestStringConvertible {
        var arguments: [String]
        var message: String
        /// `nil` for errors that show the tool's own usage.
        var subcommand: String?

        var testDescription: String { arguments.joined(separator: " ") }

        var expectedStandardError: String {
            let usage: String, hint: String
            if let name = subcommand, let command = CommandLineTool.tokenc.command(named: name) {
                usage = CommandLineTool.tokenc.usage(of: command).joined(separator: " ")
                hint = "tokenc help \(name)"
            } else {
                usage = "tokenc <subcommand> [<options>]"
                hint = "tokenc --help"
            }
            return "error: \(message)\nusage: \(usage)\nsee '\(hint)'\n"
        }
    }

    static let usageErrors: [UsageErrorCase] = [
        .init(arguments: ["validate", "--foo"], message: "unknown option '--foo'", subcommand: "validate"),
        .init(
            arguments: ["validate", "--tokns", "x"], message: "unknown option '--tokns'; did you mean '--tokens'?",
            subcommand: "validate"),
        .init(
            arguments: ["validate", "--ignore-types=x"],
            message: "unknown option '--ignore-types'; did you mean '--ignore-type'?", subcommand: "validate"),
        .init(arguments: ["validate", "-strict"], message: "unknown option '-strict'; did you mean '--strict'?",
              subcommand: "validate"),
        .init(arguments: ["validate", "--hlep"], message: "unknown option '--hlep'; did you mean '--help'?",
              subcommand: "validate"),
        .init(arguments: ["validate", "-x"], message: "unknown option '-x'", subcommand: "validate"),
        .init(arguments: ["--bogus"], message: "unknown option '--bogus'", subcommand: "build"),
        .init(arguments: ["build", "--access", "open"], message: "'--access' must be public or internal, not 'open'", subcommand: "build"),
        .init(arguments: ["build", "--rem-base", "0"], message: "'--rem-base' must be a positive number of points up to 1000, such as 16, not '0'", subcommand: "build"),
        .init(arguments: ["build", "--rem-base", "-1"], message: "'--rem-base' must be a positive number of points up to 1000, such as 16, not '-1'", subcommand: "build"),
        .init(arguments: ["build", "--rem-base", "-.5"], message: "'--rem-base' must be a positive number of points up to 1000, such as 16, not '-.5'", subcommand: "build"),
        .init(arguments: ["build", "--rem-base", "1e308"], message: "'--rem-base' must be a positive number of points up to 1000, such as 16, not '1e308'", subcommand: "build"),
        .init(arguments: ["build", "--rem-base", "--strict"], message: "missing value for '--rem-base <points>'", subcommand: "build"),
        .init(arguments: ["validate", "--tokens"], message: "missing value for '--tokens <path>'", subcommand: "validate"),
        .init(
            arguments: ["validate", "--tokens", "--strict"], message: "missing value for '--tokens <path>'",
            subcommand: "validate"),
        .init(
            arguments: ["validate", "--ignore-type"], message: "missing value for '--ignore-type <name>'",
            subcommand: "validate"),
        .init(arguments: ["validate", "--strict=yes"], message: "'--strict' does not take a value", subcommand: "validate"),
        .init(arguments: ["validate", "tokens"], message: "unexpected argument 'tokens'", subcommand: "validate"),
        .init(arguments: ["validate", "--", "--strict"], message: "unexpected argument '--strict'", subcommand: "validate"),
        .init(arguments: ["validate", "--", "-h"], message: "unexpected argument '-h'", subcommand: "validate"),
        .init(arguments: ["frobnicate"], message: "unknown subcommand 'frobnicate'"),
        .init(arguments: ["valdate", "--strict"], message: "unknown subcommand 'valdate'; did you mean 'validate'?"),
        .init(arguments: ["help", "frobnicate"], message: "unknown subcommand 'frobnicate'"),
        .init(arguments: ["help", "valiate"], message: "unknown subcommand 'valiate'; did you mean 'validate'?"),
        .init(arguments: ["help", "validate", "extra"], message: "unexpected argument 'extra'", subcommand: "help"),
        .init(arguments: ["--version", "extra"], message: "unexpected argument 'extra'"),
    ]

    @Test(arguments: usageErrors)
    func usageErrorPrintsErrorUsageAndHintAndExits64(_ usageError: UsageErrorCase) {
        let run = runTokenc(usageError.arguments)
        #expect(run.code == .usage)
        #expect(run.code.rawValue == 64)
        #expect(run.standardError == usageError.expectedStandardError)
        #expect(run.standardOutput.isEmpty)
    }

    @Test func usageErrorIsColouredOnlyWhenColourIsOn() {
        let captured = CapturedOutput(colors: true)
        _ = CommandLineTool.tokenc.run(["frobnicate"], output: captured.output)
        #expect(captured.standardError.hasPrefix("\u{1B}[1;31merror:\u{1B}[0m unknown subcommand 'frobnicate'\n"))
    }

    /// The arguments `validate` would run with, or `nil` when the command line asks for something else.
    private func validateArguments(_ arguments: [String]) throws -> ParsedArguments? {
        try self.arguments(of: "validate", arguments)
    }

    /// The arguments the subcommand `name` would run with, or `nil` when the command line asks for something else.
    private func arguments(of name: String, _ arguments: [String]) throws -> ParsedArguments? {
        guard case let .run(command, parsed) = try CommandLineParser(tool: .tokenc).parse(arguments),
            command.name == name
        else { return nil }
        return parsed
    }

    @Test(arguments: [["--tokens", "design/tokens"], ["--tokens=design/tokens"]])
    func optionValueMayFollowOrBeJoinedWithEquals(_ arguments: [String]) throws {
        let parsed = try #require(try validateArguments(["validate"] + arguments))
        #expect(parsed.value(of: ValidateCommand.tokens) == "design/tokens")
    }

    @Test func equalsFormTakesAValueThatLooksLikeAnOption() throws {
        let parsed = try #require(try validateArguments(["validate", "--tokens=-odd", "--ignore-type=a=b"]))
        #expect(parsed.value(of: ValidateCommand.tokens) == "-odd")
        #expect(parsed.values(of: ValidateCommand.ignoreType) == ["a=b"])
    }

    @Test func tokensDefaultsToTheTokensFolder() throws {
        let parsed = try #require(try validateArguments(["validate"]))
        #expect(parsed.value(of: ValidateCommand.tokens) == "tokens")
        #expect(!parsed.isSet(ValidateCommand.strict))
        #expect(parsed.values(of: ValidateCommand.ignoreType).isEmpty)
    }

    @Test func lastValueWinsForAnOptionThatIsNotRepeatable() throws {
        let parsed = try #require(try validateArguments(["validate", "--tokens", "a", "--tokens", "b"]))
        #expect(parsed.value(of: ValidateCommand.tokens) == "b")
    }

    @Test func ignoreTypeIsRepeatableInBothForms() throws {
        let parsed = try #require(
            try validateArguments(["validate", "--ignore-type", "x-motion", "--strict", "--ignore-type=x-haptic"]))
        #expect(parsed.values(of: ValidateCommand.ignoreType) == ["x-motion", "x-haptic"])
        #expect(parsed.isSet(ValidateCommand.strict))
    }

    @Test(arguments: [[String](), ["--strict"], ["--tokens", "t", "--strict"]])
    func noSubcommandRunsBuild(_ arguments: [String]) throws {
        let withoutName = try #require(try self.arguments(of: "build", arguments))
        let withName = try #require(try self.arguments(of: "build", ["build"] + arguments))
        #expect(withoutName == withName)
    }

    @Test(arguments: [["validate", "--help"], ["validate", "-h"], ["validate", "--strict", "-h"],
                      ["validate", "--tokens", "--help"], ["validate", "--bogus", "--help"]])
    func helpWinsAnywhereBeforeTheTerminator(_ arguments: [String]) throws {
        guard case let .commandHelp(command) = try CommandLineParser(tool: .tokenc).parse(arguments) else {
            Issue.record("expected validate's help")
            return
        }
        #expect(command.name == "validate")
    }

    @Test func versionPrintsTheVersion() {
        let run = runTokenc(["--version"])
        #expect(run.code == .success)
        #expect(run.standardOutput == TokencVersion.current + "\n")
        #expect(run.standardError.isEmpty)
    }

    @Test func validateOfAnEmptyFolderSucceedsWithASummaryOnStandardOutput() throws {
        let folder = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = runTokenc(["validate", "--tokens", folder.path])
        #expect(run.code == .success)
        #expect(run.standardOutput.hasPrefix("validated "))
        #expect(run.standardError.isEmpty)
    }

    /// Tokens of a type `--ignore-type` names are not in the theme, and the summary says so,
    /// `--verbose` by name.
    @Test func tokensOfAnIgnoredTypeAreCountedAsLeftOut() throws {
        let folder = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        try #"{"font": {"$type": "font-family", "$value": "Figtree"}, "icon": {"$type": "icon", "$value": "x"}, "n": {"$type": "number", "$value": 1}}"#
            .write(to: folder.appendingPathComponent("t.json"), atomically: true, encoding: .utf8)
        let run = runTokenc(["validate", "--tokens", folder.path, "--ignore-type", "icon", "--verbose"])
        #expect(run.code == .success)
        #expect(run.standardOutput.hasSuffix("left out icon (ignored type)\nvalidated 2 tokens in 1 file, 1 left out (ignored type: 1)\n"))
    }

    @Test func suggestionsAreOnlyForTypos() {
        #expect(Suggestion.editDistance("kitten", "sitting") == 3)
        #expect(Suggestion.editDistance("", "abc") == 3)
        #expect(Suggestion.editDistance("hepl", "help") == 1)
        #expect(Suggestion.nearest(to: "valdate", in: ["validate", "help"]) == "validate")
        #expect(Suggestion.nearest(to: "frobnicate", in: ["validate", "help"]) == nil)
        #expect(Suggestion.nearest(to: "hepl", in: ["validate", "help"]) == "help")
    }
}
