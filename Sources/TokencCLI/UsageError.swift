/// A command line that `tokenc` cannot make sense of. Printed as `error:`, a usage line and a
/// hint, and exits 64.
struct UsageError: Error, Equatable {
    /// The text after `error: `.
    var message: String
    /// The subcommand whose usage to show; `nil` for the tool's own.
    var commandName: String?

    init(_ message: String, commandName: String?) {
        self.message = message
        self.commandName = commandName
    }

    static func unknownOption(_ spelling: String, suggestion: String?, commandName: String?) -> UsageError {
        UsageError("unknown option '\(spelling)'" + didYouMean(suggestion), commandName: commandName)
    }

    static func unknownSubcommand(_ name: String, suggestion: String?) -> UsageError {
        UsageError("unknown subcommand '\(name)'" + didYouMean(suggestion), commandName: nil)
    }

    static func missingValue(for option: OptionDescription, commandName: String) -> UsageError {
        UsageError("missing value for '\(option.label)'", commandName: commandName)
    }

    static func valueNotAllowed(for option: OptionDescription, commandName: String) -> UsageError {
        UsageError("'\(option.spelling)' does not take a value", commandName: commandName)
    }

    static func unexpectedArgument(_ argument: String, commandName: String?) -> UsageError {
        UsageError("unexpected argument '\(argument)'", commandName: commandName)
    }

    private static func didYouMean(_ suggestion: String?) -> String {
        suggestion.map { "; did you mean '\($0)'?" } ?? ""
    }
}
