import Lowering
import TokenCompiler
import SwiftOutput

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
    static let exclude = OptionDescription.value(
        "exclude", valueName: "pattern", isRepeatable: true,
        help: "Files under the tokens folder that hold no tokens, as .gitignore names them: 'fonts/**', 'index.json'.")

    static let command = Command(
        description: CommandDescription(
            name: "validate",
            abstract: "Read and validate the tokens, writing nothing.",
            discussion: """
                Checks the JSON syntax, structure, types, values and references of every token file \
                and prints every problem to standard error, one per line, in the compiler format \
                that Xcode and editors understand.

                Settings ("tokens", "strict", "ignoreTypes", "exclude", "names", "components", \
                "brokenReferences", "layout") come from the flags, then \
                ./tokenc.json or the file given with --config. Every Swift name is checked here as \
                build gives it: a name that clashes is a renamed-member warning with the name used.

                Exits with 0 when there is no error (warnings alone do not fail), 1 when there is, \
                and 64 when the command line is wrong.
                """,
            options: [
                tokens, strict, ignoreType, exclude, SharedOptions.config, SharedOptions.quiet, SharedOptions.verbose,
                SharedOptions.absolutePaths,
            ],
            examples: [
                .init(explanation: "Validate the token files in ./tokens:", commandLine: "tokenc validate"),
                .init(
                    explanation: "Validate one file and treat every leniency as an error:",
                    commandLine: "tokenc validate --tokens design/colors.tokens.json --strict"),
                .init(
                    explanation: "Check tokens of two custom types only as JSON and for their references:",
                    commandLine: "tokenc validate --ignore-type x-motion --ignore-type x-haptic"),
                .init(
                    explanation: "Leave out a folder of font files and the index files beside the tokens:",
                    commandLine: "tokenc validate --exclude 'fonts/**' --exclude index.json"),
                .init(
                    explanation: "Print each file read, with absolute paths:",
                    commandLine: "tokenc validate --verbose --absolute-paths"),
            ]),
        run: run)

    static func run(_ context: CommandContext) throws(UsageError) -> ExitCode {
        let reporter = try Settings.reporter(context, commandName: "validate")
        guard let settings = try Settings.resolve(context, commandName: "validate", reporter: reporter) else { return .failure }
        let report = validateTokens(at: settings.tokens, options: settings.readerOptions)
        reporter.validation(report)
        guard report.succeeded else {
            let errors = report.diagnostics.count { $0.severity == .error }
            reporter.failure("validation failed: \(counted(errors, "error")) (above); fix them and run 'tokenc validate' again")
            return .failure
        }
        reporter.leftOut(report.leftOut, ignored: report.theme.ignored)
        reporter.summary(
            "validated \(counted(report.tokenCount, "token")) in \(counted(report.files.count, "file"))\(Reporter.leftOutPart(report.leftOut, ignored: report.theme.ignored.count))")
        return .success
    }
}
