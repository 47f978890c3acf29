/// A subcommand: its description and the function that runs it.
///
/// Adding a subcommand means writing one `Command` and listing it in `CommandLineTool.tokenc`.
struct Command: Sendable {
    var description: CommandDescription
    /// Runs the subcommand. Throws for a command line that parsed but makes no sense, such as
    /// `tokenc help frobnicate`.
    var run: @Sendable (CommandContext) throws(UsageError) -> ExitCode

    var name: String { description.name }
}

/// What a running subcommand gets: its parsed arguments, where to write, and the tool it belongs to.
struct CommandContext {
    var arguments: ParsedArguments
    var output: Output
    var tool: CommandLineTool
    /// The process's environment (`XCODE_VERSION_ACTUAL` turns on absolute paths).
    var environment: [String: String] = [:]
}
