import Lowering
import TokenCompiler
import TokenJSON
import TokenModel
import SwiftOutput

/// `tokenc dump`: prints one resolved permutation as a DTCG 2025.10 document.
enum DumpCommand {
    static let input = OptionDescription.value(
        "input", valueName: "modifier=context", isRepeatable: true,
        help: "The context of one modifier, such as brand=nova or mode=dark. Modifiers not given take their default.")

    static let command = Command(
        description: CommandDescription(
            name: "dump",
            abstract: "Print one brand and mode, fully resolved, as a DTCG token file.",
            discussion: """
                Validates every permutation as validate does, then prints the chosen one on standard \
                output as a DTCG 2025.10 document: groups nested as in the tokens, with their \
                $description and $extensions; every token with an explicit $type and a literal \
                $value (no aliases, no $ref), its $description, $deprecated and $extensions kept, \
                and values in their authored form (color spaces, units and numbers as written). \
                tokenc reads the output back to the same values, and other platforms' tools can \
                consume one brand from it.

                Tokens of a type named with --ignore-type are left out. Exits with 0 when the \
                document was printed, 1 on errors in the tokens or the inputs, and 64 when the \
                command line is wrong.
                """,
            options: [
                ValidateCommand.tokens, input, ValidateCommand.strict, ValidateCommand.ignoreType, ValidateCommand.exclude, SharedOptions.config,
                SharedOptions.quiet, SharedOptions.verbose, SharedOptions.absolutePaths,
            ],
            examples: [
                .init(explanation: "Print the default brand and mode of ./tokens:", commandLine: "tokenc dump"),
                .init(
                    explanation: "Print Nova in dark mode into a file:",
                    commandLine: "tokenc dump --input brand=nova --input mode=dark > nova-dark.tokens.json"),
            ]),
        run: run)

    static func run(_ context: CommandContext) throws(UsageError) -> ExitCode {
        let arguments = context.arguments
        var inputs: [(modifier: String, context: String)] = []
        for text in arguments.values(of: input) {
            guard let parsed = ResolutionPlan.input(parsing: text) else {
                throw UsageError("'--input' takes modifier=context, such as brand=nova, not '\(text)'", commandName: "dump")
            }
            inputs.append(parsed)
        }
        let reporter = try Settings.reporter(context, commandName: "dump")
        guard let settings = try Settings.resolve(context, commandName: "dump", reporter: reporter) else { return .failure }
        let report = validateTokens(at: settings.tokens, options: settings.readerOptions)
        reporter.validation(report)
        guard report.succeeded, let plan = report.plan else {
            reporter.failure("nothing was printed: the tokens have errors (above); fix them and run 'tokenc dump' again")
            return .failure
        }
        var inputDiagnostics: [Diagnostic] = []
        guard let permutation = plan.permutation(for: inputs, diagnostics: &inputDiagnostics) else {
            reporter.diagnostics(inputDiagnostics)
            reporter.failure("nothing was printed: choose contexts the tokens have (see 'tokenc resolver')")
            return .failure
        }
        let document = JSONOutput(resolved: report.theme.tokens(in: permutation), groups: report.theme.groups)
        context.output.writeStandardOutput(JSONWriter().text(of: document))
        return .success
    }
}
