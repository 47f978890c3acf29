import TokenCompiler

/// `tokenc validate`: reads and validates the tokens, prints every problem, writes nothing.
enum ValidateCommand {
    static let tokens = OptionDescription.value(
        "tokens", valueName: "path", defaultValue: "tokens",
        help: "A folder of token files, read recursively, or a single token file.")
    static let strict = OptionDescription.flag(
        "strict", help: "Report every leniency (hex-string colors, string and boolean tokens, guesses in legacy files) as an error.")
    static let ignoreType = OptionDescription.value(
        "ignore-type", valueName: "name", isRepeatable: true,
        help: "A custom $type whose tokens are checked only as JSON and for their references.")

    static let command = Command(
        description: CommandDescription(
            name: "validate",
            abstract: "Read and validate the tokens, writing nothing.",
            discussion: """
                Checks the JSON syntax, structure, types, values and references of every token file \
                and prints every problem to standard error, one per line, in the compiler format \
                that Xcode and editors understand.

                Exits with 0 when there is no error (warnings alone do not fail), 1 when there is, \
                and 64 when the command line is wrong.
                """,
            options: [tokens, strict, ignoreType],
            examples: [
                .init(explanation: "Validate the token files in ./tokens:", commandLine: "tokenc validate"),
                .init(
                    explanation: "Validate one file and treat every leniency as an error:",
                    commandLine: "tokenc validate --tokens design/colors.tokens.json --strict"),
                .init(
                    explanation: "Check tokens of two custom types only as JSON and for their references:",
                    commandLine: "tokenc validate --ignore-type x-motion --ignore-type x-haptic"),
            ]),
        run: run)

    /// The reading options `--strict` and `--ignore-type` give, for every command that reads tokens.
    static func readerOptions(_ arguments: ParsedArguments) -> ReaderOptions {
        ReaderOptions(strict: arguments.isSet(strict), ignoredTypes: Set(arguments.values(of: ignoreType)))
    }

    static func run(_ context: CommandContext) -> ExitCode {
        let arguments = context.arguments
        // `tokens` has a default, so there is always a path.
        let report = validateTokens(at: arguments.value(of: tokens) ?? "", options: readerOptions(arguments))
        DiagnosticPrinter(output: context.output).print(report.diagnostics)
        guard report.succeeded else { return .failure }
        context.output.printLine(
            "validated \(counted(report.tokenCount, "token")) in \(counted(report.files.count, "file"))")
        return .success
    }
}
