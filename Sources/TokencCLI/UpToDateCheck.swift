import Foundation
import TokenCompiler
import TokenModel
import SwiftOutput

/// `tokenc build`'s shortcut: when tokenc, the settings, the contents of every input file and the
/// output folder are all as the last successful build left them, that build's output is still
/// what a build would write, so reading, resolving and emitting are skipped (see ``BuildStamp``).
///
/// Only a plain `tokenc build` given a stamp (`--stamp`, or `TOKENC_STAMP_DIR`) takes it: `check`
/// always regenerates and compares (it is the CI guard), `--watch` builds on every change anyway,
/// and `--force` asks for the full build.
struct UpToDateCheck {
    var settings: Settings
    var file: BuildStampFile
    /// What the output is made from now. Nil when that cannot be told without building (an input
    /// cannot be read, the resolver document has problems, the executable cannot be found): the
    /// build then runs in full and records no stamp.
    var key: BuildStamp.Key?
    /// The plan the inputs were listed by, for the build to resolve by: nil when it had problems.
    var plan: ResolutionPlan.Loaded?
    /// `--force`: build in full even when up to date (the stamp is still recorded).
    var force: Bool

    /// Lists and hashes the inputs now, before any build: a stamp records what the build started
    /// from, so a file saved while it runs makes the next build run too.
    init(settings: Settings, file: BuildStampFile, force: Bool) {
        self.settings = settings
        self.force = force
        self.file = file
        let listing = InputListing(tokens: settings.tokens, configuration: settings.configFile, options: settings.readerOptions)
        key = Self.key(settings, listing: listing)
        plan = listing.loaded
    }

    /// The stamp, when the build can be skipped; else why it cannot, for `--verbose`. `time` is
    /// when the command began to look at files: when the check had to compare files by contents
    /// that are no longer racy as of then, the stamp is saved again as of then, so the next
    /// check need not.
    func verdict(at time: Int64) -> Result<BuildStamp, Reason> {
        guard !force else { return .failure(Reason("--force")) }
        if let outside = catalogOutsideOutput { return .failure(Reason(outside)) }
        guard let key else { return .failure(Reason("the inputs cannot be listed without building")) }
        guard let stamp = file.load() else { return .failure(Reason("no stamp of an earlier build")) }
        switch stamp.verdict(for: key, outputFolder: settings.output) {
        case .upToDate:
            if let restamped = stamp.restamped(at: time) { try? file.save(restamped) }
            return .success(stamp)
        case .stale(let reason):
            return .failure(Reason(reason))
        }
    }

    /// Why an asset catalog keeps the build from being skipped: the stamp records the output
    /// folder alone, so it vouches for a catalog only inside it. Nil without one or for one inside.
    var catalogOutsideOutput: String? {
        guard let catalog = settings.assetCatalog, catalogPathInOutput == nil else { return nil }
        return "the asset catalog \(catalog) lies outside \(settings.output), which alone the build stamp records"
    }

    /// The asset catalog's path relative to the output folder, when it lies inside it.
    private var catalogPathInOutput: String? {
        settings.assetCatalog.flatMap { OutputLocation.relative($0, to: settings.output) }
    }

    /// Why a build is not skipped, or records no stamp.
    struct Reason: Error {
        var reason: String

        init(_ reason: String) {
            self.reason = reason
        }
    }

    /// The token files among the inputs, as a build lists what it read (the configuration file
    /// is listed apart).
    var tokenFiles: [String] {
        (key?.inputs ?? []).map(\.path).filter { $0 != settings.configFile }
    }

    /// After a successful full build: records what it started from (at `started`) and left.
    /// A build with diagnostics records none, and removes an older one: a skipped build would not
    /// print them again. So does a build that read files other than those listed beforehand (one
    /// was added meanwhile).
    /// `catalog` holds the asset catalog's files, relative to it.
    func record(_ report: BuildReport, catalog: [GeneratedFile], started: Int64, themeSummary: String, reporter: Reporter) {
        let reason: String
        switch stamp(of: report, catalog: catalog, started: started, themeSummary: themeSummary) {
        case .success(let stamp):
            do throws(Diagnostic) {
                try file.save(stamp)
                reporter.detail("recorded the build stamp \(file.path)")
                return
            } catch {
                reason = error.message
            }
        case .failure(let why):
            reason = why.reason
        }
        reporter.detail("no build stamp recorded: \(reason)")
        file.remove()
    }

    /// The stamp of a successful full build, or why it gets none.
    private func stamp(of report: BuildReport, catalog: [GeneratedFile], started: Int64, themeSummary: String) -> Result<BuildStamp, Reason> {
        guard let key else { return .failure(Reason("the inputs cannot be listed without building")) }
        if let outside = catalogOutsideOutput { return .failure(Reason(outside)) }
        // A catalog inside the output folder is recorded with it, its files hashed as generated.
        let prefix = catalogPathInOutput.map { $0 + "/" } ?? ""
        let files = report.files + catalog.map { GeneratedFile(path: prefix + $0.path, contents: $0.contents) }
        guard report.diagnostics.isEmpty else {
            return .failure(Reason("the next build runs in full to print the warnings again"))
        }
        guard Set(report.validation.files).isSubset(of: key.inputs.map(\.path)) else {
            return .failure(Reason("a token file was added while building"))
        }
        guard let stamp = BuildStamp(
            key: key, started: started, files: files, outputFolder: settings.output,
            tokenCount: report.tokenCount, themeSummary: themeSummary)
        else { return .failure(Reason("\(settings.output) cannot be listed")) }
        return .success(stamp)
    }

    /// What the output is made from: tokenc's version and executable, every setting, the
    /// current folder (the settings' paths are relative to it), and each input file's contents
    /// (`listing`'s).
    private static func key(_ settings: Settings, listing: InputListing) -> BuildStamp.Key? {
        guard let executable = RunningExecutable.current(), let inputs = listing.inputs, listing.diagnostics.isEmpty else {
            return nil
        }
        let status = executable.status
        let tool = "tokenc \(TokencVersion.current) \(executable.path) \(status.device) \(status.inode) \(status.size) \(status.modified)"
        return BuildStamp.Key(
            tool: tool, settings: ["directory=\(FileManager.default.currentDirectoryPath)"] + settings.stampValues,
            inputFiles: inputs, fileLimit: settings.limits.fileBytes)
    }
}
