import Foundation
import Testing
@testable import TokencCLI

struct CLIHelpTests {
    static let subcommands = CommandLineTool.tokenc.commands.map(\.name)

    @Test(arguments: [["--help"], ["-h"], ["help"]])
    func toolHelpListsOptionsAndEverySubcommand(_ arguments: [String]) {
        let run = runTokenc(arguments)
        #expect(run.code == .success)
        #expect(run.standardError.isEmpty)
        let help = run.standardOutput
        #expect(help.hasPrefix("OVERVIEW: "))
        #expect(help.contains("\nUSAGE: tokenc <subcommand> [<options>]\n"))
        #expect(help.contains("\n  --version               Show the version.\n"))
        #expect(help.contains("\n  -h, --help              Show help information.\n"))
        #expect(help.contains("\n  build (default)         "))
        for command in CommandLineTool.tokenc.commands {
            #expect(help.contains("\n  \(command.name)"), "\(command.name) is missing from the tool's help")
        }
        #expect(help.hasSuffix("See 'tokenc help <subcommand>' for detailed help.\n"))
    }

    @Test(arguments: subcommands)
    func helpSubcommandEqualsHelpOption(_ name: String) {
        let word = runTokenc(["help", name])
        let long = runTokenc([name, "--help"])
        let short = runTokenc([name, "-h"])
        #expect(word.code == .success)
        #expect(long.code == .success)
        #expect(word.standardOutput == long.standardOutput)
        #expect(short.standardOutput == long.standardOutput)
        #expect(word.standardOutput.hasPrefix("OVERVIEW: "))
    }

    @Test(arguments: subcommands)
    func helpShowsEveryOptionArgumentAndExampleOfTheDescription(_ name: String) throws {
        let command = try #require(CommandLineTool.tokenc.command(named: name))
        // A long usage line wraps under its first word.
        let help = runTokenc(["help", name]).standardOutput.replacingOccurrences(of: "\n       ", with: " ")
        let usage = CommandLineTool.tokenc.usage(of: command).joined(separator: " ")
        #expect(help.contains("\nUSAGE: \(usage)\n"))
        #expect(help.contains("\nOPTIONS:\n"))
        for option in command.description.options {
            #expect(help.contains("\n  \(option.label) "), "\(option.label) is missing from the help of \(name)")
        }
        for argument in command.description.arguments {
            #expect(help.contains("\n  \(argument.label) "), "\(argument.label) is missing from the help of \(name)")
        }
        #expect(help.contains("\n  -h, --help "))
        for example in command.description.examples {
            #expect(help.contains("\n    \(example.commandLine)\n"), "example '\(example.commandLine)' is missing")
        }
    }

    @Test func validateHelpDescribesItsOptionsAndExamples() {
        let help = runTokenc(["validate", "--help"]).standardOutput
        #expect(help.contains("\nUSAGE: tokenc validate [--tokens <path>] [--strict] [--ignore-type <name> ...]\n       [--exclude <pattern> ...] [--config <file>] [--quiet] [--verbose]\n       [--absolute-paths]\n"))
        #expect(help.contains("\n  --tokens <path>         A folder of token files"))
        #expect(help.contains("(default: tokens)"))
        #expect(help.contains("\n  --strict                Report every leniency"))
        #expect(help.contains("\n  --ignore-type <name>    A custom $type"))
        #expect(help.contains("(repeatable)"))
        #expect(help.contains("\nEXAMPLES:\n  Validate the token files in ./tokens:\n    tokenc validate\n"))
    }

    @Test(arguments: [["--help"]] + subcommands.map { ["help", $0] })
    func helpFitsEightyColumns(_ arguments: [String]) {
        let lines = runTokenc(arguments).standardOutput.split(separator: "\n", omittingEmptySubsequences: false)
        for line in lines {
            #expect(line.count <= 80, "too wide: \(line)")
            #expect(!line.hasSuffix(" "), "trailing space: '\(line)'")
        }
    }

    @Test func usageErrorAndHelpShowTheSameUsageLine() {
        // A long usage line wraps under its first word in help, and is one line in errors.
        let help = runTokenc(["validate", "--help"]).standardOutput.replacingOccurrences(of: "\n       ", with: " ")
        let error = runTokenc(["validate", "--bogus"]).standardError
        let usageLine = error.split(separator: "\n")[1]
        #expect(usageLine.hasPrefix("usage: "))
        #expect(help.contains("\nUSAGE: " + usageLine.dropFirst("usage: ".count) + "\n"))
    }

    @Test func wrappingBreaksAtSpacesAndIndentsContinuationLines() {
        let lines = TextWrapping.wrap(
            words: ["aaaa", "bbbb", "cccc", "dddddddddddd"], width: 10, firstLinePrefix: "> ", indent: 2)
        #expect(lines == ["> aaaa", "  bbbb", "  cccc", "  dddddddddddd"])
        #expect(TextWrapping.wrap(paragraphs: "one two\n\nthree", width: 80) == ["one two", "", "three"])
    }
}
