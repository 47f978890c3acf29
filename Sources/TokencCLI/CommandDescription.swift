/// What a subcommand is and accepts: the single source of its parsing, usage line and help.
struct CommandDescription: Sendable {
    /// A way to use a subcommand, shown under EXAMPLES.
    struct Example: Sendable {
        /// What the example does, as a sentence ending in a colon.
        var explanation: String
        /// The full command line, starting with the tool's name.
        var commandLine: String
    }

    /// The word that selects the subcommand: `validate`.
    var name: String
    /// One line, shown after OVERVIEW and in the tool's list of subcommands.
    var abstract: String
    /// Paragraphs separated by blank lines, wrapped when printed.
    var discussion: String = ""
    var arguments: [ArgumentDescription] = []
    var options: [OptionDescription] = []
    var examples: [Example] = []

    /// The option spelled `--name`, if the subcommand has one.
    func option(named name: String) -> OptionDescription? {
        options.first { $0.name == name }
    }
}
