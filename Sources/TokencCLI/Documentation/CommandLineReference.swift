/// The subcommands' reference in Markdown, from the same descriptions that parsing and `--help` use.
struct CommandLineReference {
    var tool: CommandLineTool

    /// One row per subcommand: its name and abstract.
    func subcommandTable() -> String {
        let rows = tool.commands.map { command in
            let note = command.name == tool.defaultCommandName ? " (the default)" : ""
            return "| [`\(tool.name) \(command.name)`](#\(anchor(of: command)))\(note) | \(Markdown.cell(command.description.abstract)) |"
        }
        return (["| Subcommand | What it does |", "| --- | --- |"] + rows).joined(separator: "\n")
    }

    /// A section per subcommand: abstract, discussion, usage, arguments, options and examples.
    func commands() -> String {
        tool.commands.map(section(for:)).joined(separator: "\n\n")
    }

    private func section(for command: Command) -> String {
        let description = command.description
        var parts = ["### `\(tool.name) \(command.name)`", Markdown.escaped(description.abstract)]
        if !description.discussion.isEmpty { parts.append(Markdown.paragraphs(description.discussion)) }
        parts.append("```\n" + tool.usage(of: command).joined(separator: " ") + "\n```")
        if !description.arguments.isEmpty {
            let rows = description.arguments.map { "| `\($0.label)` | \(Markdown.cell($0.help)) |" }
            parts.append((["| Argument | Meaning |", "| --- | --- |"] + rows).joined(separator: "\n"))
        }
        let options = description.options.map { "| `\($0.label)` | \(Markdown.cell($0.helpWithDetails)) |" }
            + ["| `\(BuiltInOptions.helpLabel)` | \(BuiltInOptions.helpText) |"]
        parts.append((["| Option | Meaning |", "| --- | --- |"] + options).joined(separator: "\n"))
        if !description.examples.isEmpty {
            let examples = description.examples.map { "# \($0.explanation)\n\($0.commandLine)" }
            let marker = Self.exampleMarkers[command.name].map { "<!-- example: \($0) -->\n" } ?? ""
            parts.append(marker + "```sh\n" + examples.joined(separator: "\n\n") + "\n```")
        }
        return parts.joined(separator: "\n\n")
    }

    /// How the tests run each subcommand's examples: the marker before the block says in what
    /// folder and after which commands (the tests' `CommandExample` reads it). A subcommand
    /// missing here gets no marker, and the tests then fail until its examples say how they run.
    private static let exampleMarkers: [String: String] = [
        "build": "in=new; before=tokenc init; skip=tokenc build --watch (runs until Ctrl-C)",
        "check": "in=new; before=tokenc init && tokenc build && tokenc build --output App/DesignSystem --access internal",
        "validate": "in=new; before=tokenc init && mkdir design && tokenc dump > design/colors.tokens.json",
        "dump": "in=repository",
        "init": "in=new",
        "resolver": "in=repository; before=cp -R tokens design && tokenc resolver --tokens design > resolver.json && mv resolver.json design/tokens.resolver.json",
        "preview": "in=new; before=tokenc init && tokenc init design/tokens",
        "help": "in=new",
    ]

    /// The anchor GitHub gives the heading ``### `tokenc build` ``.
    private func anchor(of command: Command) -> String {
        "\(tool.name)-\(command.name)"
    }
}
