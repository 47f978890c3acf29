import Foundation
import TokenCompiler

/// `tokenc build`: compiles the tokens into the Swift files of the `DesignSystem` module.
enum BuildCommand {
    static let output = OptionDescription.value(
        "output", valueName: "dir", defaultValue: "Generated",
        help: "The folder of generated Swift files. tokenc owns the files in it that start with its header.")
    static let access = OptionDescription.value(
        "access", valueName: "level", defaultValue: "public",
        help: "The access level of the generated declarations: public or internal.")
    static let remBase = OptionDescription.value(
        "rem-base", valueName: "points", defaultValue: "16",
        help: "Points per rem: dimensions in rem are multiplied by it.")

    static let command = Command(
        description: CommandDescription(
            name: "build",
            abstract: "Compile the tokens into Swift: AppTheme and its SwiftUI layer.",
            discussion: """
                Reads and validates the tokens as validate does, then writes the Swift files of the \
                theme into the output folder: the core value types and AppTheme (plain Swift), and a \
                SwiftUI layer under #if canImport(SwiftUI).

                Nothing is written when there is any error. A file is written only when its bytes \
                change, through a temporary file renamed into place; generated files that are no \
                longer produced are removed. A file without tokenc's header is never overwritten.

                Exits with 0 on success (warnings alone do not fail), 1 on errors, and 64 when the \
                command line is wrong.
                """,
            options: [ValidateCommand.tokens, output, access, remBase, ValidateCommand.strict, ValidateCommand.ignoreType],
            examples: [
                .init(explanation: "Compile ./tokens into ./Generated:", commandLine: "tokenc build"),
                .init(
                    explanation: "Compile into a module of an app, with internal declarations:",
                    commandLine: "tokenc build --output App/DesignSystem --access internal"),
                .init(explanation: "Use 10 points per rem:", commandLine: "tokenc build --rem-base 10"),
            ]),
        run: run)

    static func run(_ context: CommandContext) throws(UsageError) -> ExitCode {
        let start = DispatchTime.now()
        let options = try buildOptions(context, commandName: "build")
        let outputPath = context.arguments.value(of: output) ?? "Generated"
        let report = buildTheme(at: context.arguments.value(of: ValidateCommand.tokens) ?? "", options: options)
        DiagnosticPrinter(output: context.output).print(report.diagnostics)
        guard report.succeeded else { return .failure }
        let summary: OutputWriteSummary
        do throws(Diagnostic) {
            summary = try OutputFolder(path: outputPath).write(report.files)
        } catch {
            DiagnosticPrinter(output: context.output).print([error])
            return .failure
        }
        let milliseconds = (DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1_000_000
        var parts = ["\(counted(summary.written.count, "file")) written", "\(summary.unchanged.count) unchanged"]
        if !summary.removed.isEmpty { parts.append("\(summary.removed.count) removed") }
        context.output.printLine(
            "built \(counted(report.tokenCount, "token")) (\(permutationSummary(report.theme))) into \(outputPath): "
                + parts.joined(separator: ", ") + " in \(milliseconds) ms")
        return .success
    }

    /// The reader and emitter options of the command line shared by `build` and `check`.
    static func buildOptions(_ context: CommandContext, commandName: String) throws(UsageError) -> BuildOptions {
        let arguments = context.arguments
        let reader = ValidateCommand.readerOptions(arguments)
        let accessText = arguments.value(of: access) ?? "public"
        guard let level = AccessLevel(rawValue: accessText) else {
            throw UsageError("'--access' must be public or internal, not '\(accessText)'", commandName: commandName)
        }
        let remText = arguments.value(of: remBase) ?? "16"
        guard let rem = Double(remText), rem.isFinite, rem > 0 else {
            throw UsageError("'--rem-base' must be a positive number, not '\(remText)'", commandName: commandName)
        }
        return BuildOptions(reader: reader, emit: EmitOptions(remBase: rem, access: level))
    }

    /// `2 brands × 2 modes`, or `1 theme` without modifiers.
    static func permutationSummary(_ theme: AppTheme) -> String {
        guard !theme.modifiers.isEmpty else { return "1 theme" }
        return theme.modifiers.map { counted($0.contexts.count, $0.name) }.joined(separator: " × ")
    }
}

/// `tokenc check`: whether the output folder is what `build` would write.
enum CheckCommand {
    static let command = Command(
        description: CommandDescription(
            name: "check",
            abstract: "Check that the generated Swift is up to date, writing nothing.",
            discussion: """
                Builds the tokens in memory, as build does, and compares the result with the output \
                folder. Lists each stale file (different bytes), missing file (not written yet), extra \
                file (generated earlier, no longer produced) and foreign file (in the way, without \
                tokenc's header).

                Exits with 0 when the folder is current, 1 when it is not or the tokens have errors, \
                and 64 when the command line is wrong. Run it in CI after the tests.
                """,
            options: [ValidateCommand.tokens, BuildCommand.output, BuildCommand.access, BuildCommand.remBase, ValidateCommand.strict, ValidateCommand.ignoreType],
            examples: [
                .init(explanation: "Check ./Generated against ./tokens:", commandLine: "tokenc check"),
                .init(
                    explanation: "Check an app's module, generated with internal declarations:",
                    commandLine: "tokenc check --output App/DesignSystem --access internal"),
            ]),
        run: run)

    static func run(_ context: CommandContext) throws(UsageError) -> ExitCode {
        let options = try BuildCommand.buildOptions(context, commandName: "check")
        let outputPath = context.arguments.value(of: BuildCommand.output) ?? "Generated"
        let report = buildTheme(at: context.arguments.value(of: ValidateCommand.tokens) ?? "", options: options)
        let printer = DiagnosticPrinter(output: context.output)
        printer.print(report.diagnostics)
        guard report.succeeded else { return .failure }
        let folder = OutputFolder(path: outputPath)
        let comparison: OutputComparison
        do throws(Diagnostic) {
            comparison = try folder.compare(with: report.files)
        } catch {
            printer.print([error])
            return .failure
        }
        guard !comparison.isCurrent else {
            context.output.printLine("\(outputPath) is up to date (\(counted(report.files.count, "file")))")
            return .success
        }
        for (paths, state) in [
            (comparison.stale, "stale: differs from what 'tokenc build' writes"),
            (comparison.missing, "missing: 'tokenc build' writes it"),
            (comparison.extra, "extra: generated earlier, no longer produced"),
            (comparison.foreign, "foreign: not generated by tokenc, in the way of a generated file"),
        ] {
            for path in paths {
                context.output.printErrorLine("\(folder.display(path)): \(state)")
            }
        }
        let count = comparison.stale.count + comparison.missing.count + comparison.extra.count + comparison.foreign.count
        context.output.printErrorLine("\(outputPath) is out of date (\(counted(count, "file"))); run 'tokenc build'")
        return .failure
    }
}
