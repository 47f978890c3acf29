import TokenModel

extension CommandLineTool {
    /// The `tokenc` executable: its subcommands, in the order help lists them.
    package static let tokenc = CommandLineTool(
        name: "tokenc",
        abstract: "Compile design tokens into typed Swift.",
        discussion: """
            tokenc reads design tokens in the Design Tokens Community Group format (2025.10), and \
            legacy Style Dictionary and Tokens Studio files, and reports every problem in the format \
            that Xcode and editors understand, and compiles them into a typed Swift AppTheme with a SwiftUI layer.
            """,
        commands: [
            BuildCommand.command, CheckCommand.command, ValidateCommand.command, DumpCommand.command, InitCommand.command,
            ResolverCommand.command, PreviewCommand.command, HelpCommand.command,
        ],
        defaultCommandName: BuildCommand.command.name)
}
