/// Renders help in swift-argument-parser's layout (OVERVIEW, USAGE, ARGUMENTS, OPTIONS, EXAMPLES,
/// SUBCOMMANDS), wrapped for 80 columns, entirely from the descriptions the parser uses.
struct HelpFormatter {
    var tool: CommandLineTool

    /// Labels are indented by two spaces and their help starts in this column.
    private static let helpColumn = 26

    /// `tokenc --help` and `tokenc help`.
    func toolHelp() -> String {
        var sections = [overview(tool.abstract, discussion: tool.discussion), usage(tool.synopsis)]
        sections.append(section("OPTIONS", entries: [
            (BuiltInOptions.versionSpelling, BuiltInOptions.versionText),
            (BuiltInOptions.helpLabel, BuiltInOptions.helpText),
        ]))
        let subcommands = tool.commands.map { command in
            let label = command.name == tool.defaultCommandName ? "\(command.name) (default)" : command.name
            return (label, command.description.abstract)
        }
        sections.append(
            section("SUBCOMMANDS", entries: subcommands)
                + "\n\n  See '\(tool.name) help <subcommand>' for detailed help.")
        return sections.joined(separator: "\n\n")
    }

    /// `tokenc <subcommand> --help` and `tokenc help <subcommand>`.
    func help(for command: Command) -> String {
        let description = command.description
        var sections = [overview(description.abstract, discussion: description.discussion)]
        sections.append(usage(tool.usage(of: command)))
        if !description.arguments.isEmpty {
            sections.append(section("ARGUMENTS", entries: description.arguments.map { ($0.label, $0.help) }))
        }
        let options = description.options.map { ($0.label, $0.helpWithDetails) }
        sections.append(section("OPTIONS", entries: options + [(BuiltInOptions.helpLabel, BuiltInOptions.helpText)]))
        if !description.examples.isEmpty {
            let examples = description.examples.map { example in
                (TextWrapping.wrap(paragraphs: example.explanation, indent: 2)
                    + TextWrapping.wrap(paragraphs: example.commandLine, indent: 4)).joined(separator: "\n")
            }
            sections.append("EXAMPLES:\n" + examples.joined(separator: "\n\n"))
        }
        return sections.joined(separator: "\n\n")
    }

    private func overview(_ abstract: String, discussion: String) -> String {
        let lines = TextWrapping.wrap(paragraphs: "OVERVIEW: " + abstract)
        guard !discussion.isEmpty else { return lines.joined(separator: "\n") }
        return (lines + [""] + TextWrapping.wrap(paragraphs: discussion)).joined(separator: "\n")
    }

    private func usage(_ synopsis: [String]) -> String {
        let prefix = "USAGE: "
        return TextWrapping.wrap(words: synopsis, firstLinePrefix: prefix, indent: prefix.count)
            .joined(separator: "\n")
    }

    /// A titled list of labels with their help in a column, as ArgumentParser lays out options.
    private func section(_ title: String, entries: [(label: String, help: String)]) -> String {
        let column = Self.helpColumn
        let lines = entries.flatMap { label, help -> [String] in
            let helpLines = TextWrapping.wrap(
                words: help.split(separator: " ").map(String.init), firstLinePrefix: String(repeating: " ", count: column),
                indent: column)
            let labelText = "  " + label
            // A label that reaches the help column gets a line of its own.
            guard labelText.count + 2 <= column else { return [labelText] + helpLines }
            let padding = String(repeating: " ", count: column - labelText.count)
            let first = labelText + padding + helpLines[0].dropFirst(column)
            return [first] + helpLines.dropFirst()
        }
        return ([title + ":"] + lines).joined(separator: "\n")
    }
}
