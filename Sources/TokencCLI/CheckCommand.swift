import Foundation
import TokenCompiler
import TokenModel
import SwiftOutput

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
                tokenc's header), and each symbolic link where build writes or that leads to \
                generated files. With --asset-catalog (or "assetCatalog" in tokenc.json) it compares \
                the asset catalog the same way. Settings come from the flags, then the file given with \
                --config, or else ./tokenc.json when --tokens is not given, as for build.

                It waits for a build of the folder under way, and first finishes a build that was \
                interrupted (removing its temporary files): its only writes, so that it judges a \
                whole build.

                Exits with 0 when the folder is current, 1 when it is not or the tokens have errors, \
                and 64 when the command line is wrong. Run it in CI after the tests.
                """,
            options: [
                ValidateCommand.tokens, BuildCommand.output, BuildCommand.access, BuildCommand.remBase, BuildCommand.noPreviews, ValidateCommand.strict,
                ValidateCommand.ignoreType, ValidateCommand.exclude, BuildCommand.assetCatalog, BuildCommand.brand, SharedOptions.config, SharedOptions.quiet,
                SharedOptions.verbose, SharedOptions.absolutePaths,
            ],
            examples: [
                .init(explanation: "Check ./Generated against ./tokens:", commandLine: "tokenc check"),
                .init(
                    explanation: "Check an app's module, generated with internal declarations:",
                    commandLine: "tokenc check --output App/DesignSystem --access internal"),
                .init(explanation: "Check in CI, printing only what is wrong:", commandLine: "tokenc check --quiet"),
            ]),
        run: run)

    static func run(_ context: CommandContext) throws(UsageError) -> ExitCode {
        let reporter = try Settings.reporter(context, commandName: "check")
        let lockTimeout = try BuildCommand.lockTimeout(context, commandName: "check")
        guard let settings = try Settings.resolve(context, commandName: "check", reporter: reporter) else { return .failure }
        reporter.detail("settings: \(settings.description)")
        let report = buildTheme(at: settings.tokens, options: settings.buildOptions)
        for file in report.validation.files {
            reporter.detail("read \(reporter.path(file))")
        }
        reporter.diagnostics(report.diagnostics)
        guard report.succeeded else {
            reporter.failure("check failed: \(BuildCommand.errorCause(report.diagnostics)); fix them, then run 'tokenc build'")
            return .failure
        }
        var targets = [(folder: OutputFolder(path: settings.output), files: report.files)]
        if let path = settings.assetCatalog {
            let catalog = buildAssetCatalog(from: report, brand: settings.assetCatalogBrand)
            reporter.diagnostics(catalog.diagnostics)
            guard catalog.succeeded else {
                reporter.failure("check failed: the asset catalog cannot be made (above); fix it, then run 'tokenc build'")
                return .failure
            }
            // The catalog first, as build does: it may lie inside the output folder.
            targets.insert((OutputFolder(path: path, ownership: .assetCatalog), catalog.files), at: 0)
        }
        // A check waits for a build under way, and finishes one that was interrupted, so that it
        // judges a whole build. A missing folder has nothing to wait for and is not created.
        var transaction = settings.transaction(lockTimeout: lockTimeout)
        defer { withExtendedLifetime(transaction) {} }
        let messages = TransactionMessages(reporter: reporter, commandName: "check")
        do throws(BuildTransaction.Failure) {
            try transaction.open(messages.event)
        } catch {
            messages.failure(error, in: transaction)
            return .failure
        }
        var count = 0
        for target in targets {
            let folder = target.folder
            let comparison: OutputComparison
            do throws(Diagnostic) {
                comparison = try folder.compare(with: target.files)
            } catch {
                reporter.diagnostics([error])
                return .failure
            }
            for path in comparison.unchanged {
                reporter.detail("up to date: \(reporter.path(folder.display(path)))")
            }
            for (paths, state) in [
                (comparison.stale, "stale: differs from what 'tokenc build' writes"),
                (comparison.missing, "missing: 'tokenc build' writes it"),
                (comparison.extra, "extra: generated earlier, no longer produced"),
                (comparison.foreign, "foreign: not generated by tokenc, in the way of a generated file; move it away"),
                (comparison.links, "symbolic link: where tokenc writes, or leading to generated files; tokenc never writes or removes through a link, replace it with a real folder or file"),
            ] {
                for path in paths {
                    reporter.failure("\(reporter.path(folder.display(path))): \(state)")
                }
            }
            count += comparison.stale.count + comparison.missing.count + comparison.extra.count + comparison.foreign.count
                + comparison.links.count
        }
        let folders = targets.reversed().map(\.folder.path).joined(separator: " and ")
        guard count > 0 else {
            reporter.summary("\(folders) \(targets.count == 1 ? "is" : "are") up to date (\(counted(targets.map(\.files.count).reduce(0, +), "file")))")
            return .success
        }
        reporter.failure(
            "\(folders) \(targets.count == 1 ? "is" : "are") out of date (\(counted(count, "file"))); run 'tokenc build\(BuildCommand.buildArguments(context.arguments))'")
        return .failure
    }
}
