import TokenCompiler
import TokenModel

/// `tokenc init [<dir>]`: writes a small, valid starter design system to build on.
enum InitCommand {
    static let folder = ArgumentDescription(
        name: "dir", help: "The folder to write the token files into; created when missing. Default: tokens.")
    static let force = OptionDescription.flag(
        "force", help: "Overwrite the starter's files where they exist. Other files in the folder are left alone.")

    static let command = Command(
        description: CommandDescription(
            name: "init",
            abstract: "Write a starter design system to build on.",
            discussion: """
                Writes a small design system in the Design Tokens Community Group format into the \
                folder: a palette; semantic colors with a light and a dark mode; radii, spacing and \
                borders; a typography ramp; component tokens for a primary button and a rounded \
                text field; one brand; and a README.md explaining the layout. It is valid under \
                --strict, and 'tokenc build' compiles it as is.

                Nothing is written when any of the starter's files exists, unless --force is given: \
                the error lists them.

                Exits with 0 when the files were written, 1 when they exist or cannot be written, \
                and 64 when the command line is wrong.
                """,
            arguments: [folder],
            options: [force, SharedOptions.quiet, SharedOptions.verbose],
            examples: [
                .init(explanation: "Start a design system in ./tokens, then compile it:", commandLine: "tokenc init && tokenc build"),
                .init(explanation: "Start one in another folder:", commandLine: "tokenc init design/tokens"),
                .init(explanation: "Write the starter's files again over edited ones:", commandLine: "tokenc init --force"),
            ]),
        run: run)

    static func run(_ context: CommandContext) throws(UsageError) -> ExitCode {
        let reporter = try Settings.reporter(context, commandName: "init")
        let destination = context.arguments.positionals.first ?? "tokens"
        let existing = StarterDesignSystem.existingPaths(in: destination)
        let written: [String]
        do throws(Diagnostic) {
            written = try StarterDesignSystem.write(into: destination, force: context.arguments.isSet(force))
        } catch {
            reporter.diagnostics([error])
            return .failure
        }
        for path in written {
            reporter.detail("\(existing.contains(path) ? "overwrote" : "wrote") \(reporter.path(path))")
        }
        let tokensOption = destination == "tokens" ? "" : " --tokens \(BuildCommand.shellQuoted(destination))"
        reporter.summary("wrote a starter design system into \(destination): \(counted(written.count - 1, "token file")) and README.md")
        reporter.summary(
            "next: run 'tokenc build\(tokensOption)' to compile it into Generated, 'tokenc preview\(tokensOption)' to see it, and read \(destination)/README.md")
        return .success
    }
}
