import TokenCompiler
import TokenModel
import SwiftOutput

/// `tokenc build --print-inputs` and `--print-outputs`: what a build reads and writes, one path a
/// line, for Make and Xcode's input and output file lists.
extension BuildCommand {
    /// `--print-inputs`: the files the build reads, then the configuration file, one per line.
    static func printInputs(_ settings: Settings, reporter: Reporter) -> ExitCode {
        let listing = InputListing(tokens: settings.tokens, configuration: settings.configFile, options: settings.readerOptions)
        Reporter(output: reporter.output, verbosity: .quiet, absolutePaths: reporter.absolutePaths).diagnostics(listing.diagnostics)
        guard let inputs = listing.inputs else {
            // Every file under the tokens path, so Make still notices when the resolver document is fixed.
            for file in listing.watched { reporter.output.printLine(reporter.path(file)) }
            reporter.failure(
                "cannot tell which files the build reads: \(settings.tokens) has errors (above); listed every file found there instead. Fix the errors and run again")
            return .failure
        }
        for file in inputs {
            reporter.output.printLine(reporter.path(file))
        }
        return .success
    }

    /// `--print-outputs`: the files the build writes, one per line; the tokens are built in memory.
    static func printOutputs(_ settings: Settings, reporter: Reporter) -> ExitCode {
        let report = buildTheme(at: settings.tokens, options: settings.buildOptions)
        Reporter(output: reporter.output, verbosity: .quiet, absolutePaths: reporter.absolutePaths).diagnostics(report.diagnostics)
        guard report.succeeded else {
            reporter.failure("cannot list the outputs: \(errorCause(report.diagnostics)); fix them and run again")
            return .failure
        }
        var outputs = report.files.map { OutputFolder(path: settings.output).display($0.path) }
        if settings.live { outputs.append(OutputFolder(path: settings.output).display(LiveThemeDocument.fileName)) }
        if let path = settings.assetCatalog {
            let catalog = buildAssetCatalog(from: report, brand: settings.assetCatalogBrand)
            Reporter(output: reporter.output, verbosity: .quiet, absolutePaths: reporter.absolutePaths).diagnostics(catalog.diagnostics)
            guard catalog.succeeded else {
                reporter.failure("cannot list the outputs: the asset catalog cannot be made (above); fix it and run again")
                return .failure
            }
            outputs += catalog.files.map { OutputFolder(path: path).display($0.path) }
        }
        for output in outputs {
            reporter.output.printLine(reporter.path(output))
        }
        return .success
    }
}
