import TokenCompiler
import TokenModel

/// `tokenc help [<subcommand>]`: the same help as `--help`, for people who type it as a word.
enum HelpCommand {
    static let subcommand = ArgumentDescription(
        name: "subcommand", help: "The subcommand to describe. Without it, the overview of every subcommand.")

    static let command = Command(
        description: CommandDescription(
            name: "help",
            abstract: "Show help for a subcommand.",
            arguments: [subcommand],
            examples: [
                .init(explanation: "Show the options of validate:", commandLine: "tokenc help validate")
            ]),
        run: run)

    static func run(_ context: CommandContext) throws(UsageError) -> ExitCode {
        let tool = context.tool
        let formatter = HelpFormatter(tool: tool)
        guard let name = context.arguments.positionals.first else {
            context.output.printLine(formatter.toolHelp())
            return .success
        }
        guard let command = tool.command(named: name) else {
            throw .unknownSubcommand(name, suggestion: Suggestion.nearest(to: name, in: tool.commands.map(\.name)))
        }
        context.output.printLine(formatter.help(for: command))
        return .success
    }
}
