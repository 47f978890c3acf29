import TokenCompiler
import TokenJSON
import TokenModel

/// `tokenc resolver`: prints the DTCG resolver document that says what the tokens folder says, so
/// a team can move between folders and a resolver document.
enum ResolverCommand {
    static let tokens = OptionDescription.value(
        "tokens", valueName: "path", defaultValue: "tokens",
        help: "A folder of token files, read recursively, a single token file, or a resolver document.")

    static let command = Command(
        description: CommandDescription(
            name: "resolver",
            abstract: "Print the tokens' sets and modifiers as a DTCG resolver document.",
            discussion: """
                Prints, on standard output, the DTCG 2025.10 resolver document equivalent to the \
                tokens folder: the files outside brands/ and modes/ as the set 'base', and the \
                brands/ and modes/ folders as the modifiers 'brand' and 'mode', with their contexts \
                and defaults. File references are relative to the tokens folder, so the document can \
                be saved there as tokens.resolver.json, and tokenc will use it instead of the folders.

                When the tokens already use a resolver document, prints that document normalized: \
                every set and modifier named under 'sets' and 'modifiers', sets referenced inside \
                contexts spliced in, and resolutionOrder referring to them in order.

                For a Tokens Studio project whose themes reference tokens of a set no theme \
                selects, those tokens (and what they reference) are written inline at the start \
                of the set 'base', as tokenc reads them beneath every theme (not under --strict).

                It takes the reading options every command takes; under --strict the leniencies of \
                the document (a modifier with one context, 'context' for 'contexts') are errors. \
                Only the resolver document is checked; run 'tokenc validate' for the tokens. Exits \
                with 0 when the document was printed, 1 when there are errors.
                """,
            options: [
                tokens, ValidateCommand.strict, ValidateCommand.ignoreType, ValidateCommand.exclude, SharedOptions.config, SharedOptions.quiet,
                SharedOptions.verbose, SharedOptions.absolutePaths,
            ],
            examples: [
                .init(explanation: "Print the resolver document for ./tokens:", commandLine: "tokenc resolver"),
                .init(
                    explanation: """
                        Move ./tokens from brands/ and modes/ to a resolver document (written outside \
                        the folder first: a file the shell creates inside it would be read as the document):
                        """,
                    commandLine: "tokenc resolver > tokens.resolver.json && mv tokens.resolver.json tokens/"),
                .init(
                    explanation: "Normalize an existing resolver document:",
                    commandLine: "tokenc resolver --tokens design/tokens.resolver.json"),
            ]),
        run: run)

    static func run(_ context: CommandContext) throws(UsageError) -> ExitCode {
        var diagnostics: [Diagnostic] = []
        let reporter = try Settings.reporter(context, commandName: "resolver")
        guard let settings = try Settings.resolve(context, commandName: "resolver", reporter: reporter) else { return .failure }
        let loaded = ResolutionPlan.load(at: settings.tokens, options: settings.readerOptions, diagnostics: &diagnostics)
        reporter.diagnostics(diagnostics.sortedForReporting())
        guard let plan = loaded?.plan, !diagnostics.containsErrors else { return .failure }
        let document = plan.withReferenceFallback(options: settings.readerOptions).resolverDocument(relativeTo: plan.folder)
        context.output.writeStandardOutput(JSONWriter().text(of: document))
        return .success
    }
}
