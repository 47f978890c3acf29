import Foundation
import Lowering
import TokenCompiler
import SwiftOutput
import Preview

/// `tokenc preview`: writes a self-contained HTML style guide of every brand and mode.
enum PreviewCommand {
    static let output = OptionDescription.value(
        "output", valueName: "file", defaultValue: "preview.html",
        help: "Where to write the page; '-' writes it to standard output.")

    static let command = Command(
        description: CommandDescription(
            name: "preview",
            abstract: "Write an HTML style guide of every brand and mode.",
            discussion: """
                Reads and validates the tokens like 'validate', then writes one self-contained HTML \
                file (inline CSS, one script of its own for the search box, nothing loaded from \
                elsewhere) that shows the brands and modes side by side, each token with one cell \
                per combination of the contexts it varies with (defaults first): color swatches \
                with their hex, palettes as swatch grids, alias chains and WCAG contrast of text \
                on background colors; the typography ramp; spacing, radii, borders, shadows and gradients drawn to size, \
                dimensions in points; and the component styles approximated in CSS. Numbers are \
                rounded, the exact value on hover. Deprecated tokens are marked and descriptions \
                shown. The same tokens always give the same page.

                Background colors are color tokens with a group named 'background' or 'bg' in \
                their path, text colors those with a group named 'text'; a text color under 4.5:1 \
                against a background color is flagged.

                The tokens are read as 'validate' reads them, with the same options (--strict, \
                --ignore-type, and tokenc.json's settings).

                The page is written whole or not at all. Exits with 0 when it was written, 1 when \
                the tokens have errors (nothing is written) or the file cannot be written, and 64 \
                when the command line is wrong.
                """,
            options: [
                ValidateCommand.tokens, output, ValidateCommand.strict, ValidateCommand.ignoreType, ValidateCommand.exclude, SharedOptions.config,
                SharedOptions.quiet, SharedOptions.verbose, SharedOptions.absolutePaths,
            ],
            examples: [
                .init(explanation: "Write preview.html for the tokens in ./tokens:", commandLine: "tokenc preview"),
                .init(
                    explanation: "Preview another design system into a chosen file:",
                    commandLine: "tokenc preview --tokens design/tokens --output design/style-guide.html"),
                .init(explanation: "Write the page to standard output:", commandLine: "tokenc preview --output - > preview.html"),
            ]),
        run: run)

    static func run(_ context: CommandContext) throws(UsageError) -> ExitCode {
        let arguments = context.arguments
        let reporter = try Settings.reporter(context, commandName: "preview")
        guard let settings = try Settings.resolve(context, commandName: "preview", reporter: reporter) else { return .failure }
        let report = validateTokens(at: settings.tokens, options: settings.readerOptions)
        reporter.validation(report)
        guard report.succeeded else {
            reporter.failure("no preview was written: the tokens have errors (above); fix them and run 'tokenc preview' again")
            return .failure
        }
        let html = PreviewPage(report).render()
        let destination = arguments.value(of: output) ?? ""
        if destination == "-" {
            context.output.writeStandardOutput(html)
            return .success
        }
        do {
            try AtomicFile.write(Data(html.utf8), to: destination)
        } catch {
            reporter.diagnostics([error])
            return .failure
        }
        reporter.leftOut(report.leftOut, ignored: report.theme.ignored)
        reporter.summary(
            "wrote \(destination): \(counted(report.theme.tokens.count, "token")) in \(counted(report.theme.permutations.count, "permutation"))\(Reporter.leftOutPart(report.leftOut, ignored: report.theme.ignored.count))")
        return .success
    }
}
