import Foundation
import TokenCompiler
import SwiftOutput

/// A command-line tool made of subcommands: what it is, how it is used, and how a command line
/// reaches the subcommand it names.
package struct CommandLineTool: Sendable {
    /// The executable's name, as usage lines and hints show it.
    var name: String
    var abstract: String
    var discussion: String
    var commands: [Command]
    /// The subcommand that runs when the command line names none.
    var defaultCommandName: String
    /// The configuration file read from the current folder when `--config` names none; nil reads
    /// none (the tests run tokenc in-process from the package root, whose `tokenc.json` holds the
    /// repository's own settings).
    var defaultConfigurationFile: String? = Configuration.defaultFileName

    /// The command that selects subcommands, as the usage line and help show it.
    var synopsis: [String] { [name, "<subcommand>", "[<options>]"] }

    /// The subcommand called `name`, if there is one.
    func command(named name: String) -> Command? {
        commands.first { $0.name == name }
    }

    /// Runs the command line (without the executable's name) and returns the process's exit code.
    /// `environment` is what commands see of the process's environment.
    package func run(
        _ arguments: [String], output: Output, environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> ExitCode {
        do throws(UsageError) {
            switch try CommandLineParser(tool: self).parse(arguments) {
            case .toolHelp:
                output.printLine(HelpFormatter(tool: self).toolHelp())
                return .success
            case let .commandHelp(command):
                output.printLine(HelpFormatter(tool: self).help(for: command))
                return .success
            case .version:
                output.printLine(TokencVersion.current)
                return .success
            case let .run(command, arguments):
                return try command.run(CommandContext(arguments: arguments, output: output, tool: self, environment: environment))
            }
        } catch {
            report(error, to: output)
            return .usage
        }
    }

    /// Prints `error: …`, the usage line and where to read more, as swift-argument-parser does.
    private func report(_ error: UsageError, to output: Output) {
        let label = TerminalStyle.error.apply(to: "error:", if: output.colorsStandardError)
        output.printErrorLine("\(label) \(InertText.escaped(error.message))")
        if let command = error.commandName.flatMap(command(named:)) {
            output.printErrorLine("usage: " + usage(of: command).joined(separator: " "))
            output.printErrorLine("see '\(name) help \(command.name)'")
        } else {
            output.printErrorLine("usage: " + synopsis.joined(separator: " "))
            output.printErrorLine("see '\(name) --help'")
        }
    }

    /// A subcommand's usage line, one word or bracketed option per element so help can wrap it.
    func usage(of command: Command) -> [String] {
        [name, command.name]
            + command.description.options.map(\.synopsis)
            + command.description.arguments.map(\.synopsis)
    }
}
