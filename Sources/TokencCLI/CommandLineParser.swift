import TokenCompiler
import TokenModel

/// Turns a command line into an `Invocation`, following swift-argument-parser's conventions:
/// `--opt value` and `--opt=value`, `--` ends the options, `-h`/`--help` wins anywhere before it.
struct CommandLineParser {
    var tool: CommandLineTool

    /// Parses the arguments after the executable's name.
    func parse(_ arguments: [String]) throws(UsageError) -> Invocation {
        guard let first = arguments.first else {
            return try parse([], for: defaultCommand)
        }
        if BuiltInOptions.helpSpellings.contains(first) {
            return .toolHelp
        }
        if first == BuiltInOptions.versionSpelling {
            if let extra = arguments.dropFirst().first {
                throw .unexpectedArgument(extra, commandName: nil)
            }
            return .version
        }
        // An option first means the default subcommand's options: `tokenc --strict`.
        if first.hasPrefix("-") {
            return try parse(arguments, for: defaultCommand)
        }
        guard let command = tool.command(named: first) else {
            throw .unknownSubcommand(first, suggestion: Suggestion.nearest(to: first, in: tool.commands.map(\.name)))
        }
        return try parse(Array(arguments.dropFirst()), for: command)
    }

    private var defaultCommand: Command {
        guard let command = tool.command(named: tool.defaultCommandName) else {
            preconditionFailure("the default subcommand '\(tool.defaultCommandName)' is not among the subcommands")
        }
        return command
    }

    /// Parses the arguments that follow the subcommand's name.
    func parse(_ arguments: [String], for command: Command) throws(UsageError) -> Invocation {
        let beforeTerminator = arguments.prefix { $0 != "--" }
        if beforeTerminator.contains(where: BuiltInOptions.helpSpellings.contains) {
            return .commandHelp(command)
        }

        let description = command.description
        var parsed = ParsedArguments()
        var remaining = arguments[...]
        var optionsEnded = false
        while let argument = remaining.popFirst() {
            if optionsEnded || !argument.hasPrefix("-") || argument == "-" {
                guard parsed.positionals.count < description.arguments.count else {
                    throw .unexpectedArgument(argument, commandName: command.name)
                }
                parsed.positionals.append(argument)
                continue
            }
            if argument == "--" {
                optionsEnded = true
                continue
            }

            let spelling: String, inlineValue: String?
            if let equals = argument.firstIndex(of: "=") {
                spelling = String(argument[..<equals])
                inlineValue = String(argument[argument.index(after: equals)...])
            } else {
                (spelling, inlineValue) = (argument, nil)
            }
            guard spelling.hasPrefix("--"), let option = description.option(named: String(spelling.dropFirst(2))) else {
                let candidates = description.options.map(\.spelling) + ["--help"]
                throw .unknownOption(
                    spelling, suggestion: Suggestion.nearest(to: spelling, in: candidates), commandName: command.name)
            }

            switch option.kind {
            case .flag:
                guard inlineValue == nil else { throw .valueNotAllowed(for: option, commandName: command.name) }
                parsed.flags.insert(option.name)
            case .value:
                // Like swift-argument-parser, a following option is not taken as a value;
                // `--tokens=-odd` still can be. A negative number is a value (`--rem-base -1`),
                // so that its own check can say what is wrong with it.
                let value: String
                if let inlineValue {
                    value = inlineValue
                } else if let next = remaining.first, !next.hasPrefix("-") || next == "-" || Self.isNegativeNumber(next) {
                    value = next
                    remaining.removeFirst()
                } else {
                    throw .missingValue(for: option, commandName: command.name)
                }
                parsed.values[option.name, default: []].append(value)
            }
        }
        return .run(command, parsed)
    }

    /// `-1`, `-0.5`, `-.5`: no option of tokenc is spelt like a number.
    static func isNegativeNumber(_ argument: String) -> Bool {
        let rest = argument.utf8.dropFirst()
        return argument.hasPrefix("-") && rest.first.map { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) || $0 == UInt8(ascii: ".") } == true
    }
}
