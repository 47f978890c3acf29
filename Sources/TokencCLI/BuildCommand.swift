import Foundation
import Lowering
import TokenCompiler
import TokenModel
import SwiftOutput

/// `tokenc build`: compiles the tokens into the Swift files of the `DesignSystem` module.
enum BuildCommand {
    static let output = OptionDescription.value(
        "output", valueName: "dir", defaultValue: "Generated",
        help: "The folder of generated Swift files. tokenc owns the .swift files in it and in the folders it writes that start with its header.")
    static let access = OptionDescription.value(
        "access", valueName: "level", defaultValue: "public",
        help: "The access level of the generated declarations: public or internal.")
    static let remBase = OptionDescription.value(
        "rem-base", valueName: "points", defaultValue: "16",
        help: "Points per rem: dimensions in rem are multiplied by it.")

    static let assetCatalog = OptionDescription.value(
        "asset-catalog", valueName: "path",
        help: "Also write the colors as an Xcode asset catalog into this <name>.xcassets folder: one colorset per color token, with its dark and high-contrast appearances. tokenc owns the Contents.json files in it whose \"info\" names tokenc as the author.")
    static let brand = OptionDescription.value(
        "brand", valueName: "name",
        help: "The brand of the asset catalog: a context of a modifier other than the appearance (nova of brand); the other modifiers take their defaults. Only with --asset-catalog. Default: every modifier's default context.")
    static let noPreviews = OptionDescription.flag(
        "no-previews",
        help: "Leave out SwiftUI/AppTheme+Previews.swift, the Xcode previews of every style in every brand (compiled only in debug builds).")

    static let printInputs = OptionDescription.flag(
        "print-inputs",
        help: "Print the files the build reads (token files, resolver document, tokenc.json), one per line, and write nothing.")
    static let printOutputs = OptionDescription.flag(
        "print-outputs", help: "Print the files the build writes, one per line, and write nothing.")
    static let watch = OptionDescription.flag(
        "watch", help: "Build, then build again whenever a token file or tokenc.json changes, until Ctrl-C.")
    static let live = OptionDescription.flag(
        "live",
        help: "Also write every brand and mode's values to .tokenc-live.json in the output folder whenever the tokens validate, for a debug build of the app to follow without a rebuild (.appThemeLive()). With --watch: live tokens.")
    static let force = OptionDescription.flag(
        "force", help: "Build in full even when the build stamp shows that nothing changed.")
    static let stamp = OptionDescription.value(
        "stamp", valueName: "file",
        help: "Record what each successful build started from and left in this file, outside the output folder, and skip the next build when nothing changed since. Without it (or $TOKENC_STAMP_DIR) every build runs in full.")

    static let command = Command(
        description: CommandDescription(
            name: "build",
            abstract: "Compile the tokens into Swift: AppTheme and its SwiftUI layer.",
            discussion: """
                Reads and validates the tokens as validate does, then writes the Swift files of the \
                theme into the output folder: the core value types and AppTheme (plain Swift), and a \
                SwiftUI layer under #if canImport(SwiftUI).

                Nothing is written when there is any error. A file is written only when its bytes \
                change; generated files that are no longer produced are removed from where builds \
                write (.swift files in the output folder, Tokens, SwiftUI, SwiftUI/Styles, \
                SwiftUI/Components, UIKit and AppKit; nowhere else). A file without tokenc's header \
                is never overwritten.

                The output folder changes as one transaction: every new file is first staged as a \
                hidden temporary file, then all are renamed into place under a journal. A build \
                that fails leaves the folder as it was; one that is killed leaves the previous build \
                or, once the next build or check has finished what it committed, the new one, and \
                no temporary file. One build at a time per output folder: another waits for it, up \
                to 120 seconds ($TOKENC_LOCK_TIMEOUT to change that), then fails. tokenc never \
                writes or removes through a symbolic link inside the output folder: a link where it \
                writes, or one that leads to generated files, is an output-link error.

                With --stamp <file>, each successful build records a stamp in that file: tokenc's \
                version and executable, the settings, a hash of the contents of every input file \
                (those --print-inputs lists; saving a file unchanged does not count), and the size, \
                modification time and inode of every file in the output folder. A build that finds \
                all of it unchanged is skipped, and the summary says the output folder is up to \
                date; any difference, such as a hand-edited or deleted generated file, means a full \
                build. A build with warnings keeps no stamp, so the next one prints them again. \
                $TOKENC_STAMP_DIR names a folder for the stamps of every output folder instead. \
                Without either, tokenc writes nothing outside the output folder and every build runs \
                in full. --force always builds in full; check never takes the shortcut.

                Settings come from the flags, then the file given with --config, or else ./tokenc.json \
                when --tokens is not given (a tokenc.json describes the tokens it names, so a command \
                that names its tokens never writes where a tokenc.json it did not choose says): \
                "tokens", "output", "access", "remBase", "strict", "ignoreTypes", "exclude", "limits" \
                ({ "permutations": 4096, "files": 100000, "fileBytes": 67108864 } by default: tokens \
                whose modifiers' contexts make more combinations are refused before any is resolved, \
                more files and folders under the tokens folder before any is read, a larger file before \
                it is read), "names" (Swift names for tokens, groups, modifiers and contexts: \
                {"selection": "selectionColors"}), "components" (the group read as component tokens, \
                "component" by default, or false for none), "brokenReferences", "layout" and \
                "outsideFolders". Paths in tokenc.json and the \
                $refs of a resolver document must stay inside the project folder (the folder of \
                tokenc.json, or the one holding the tokens folder) or a folder "outsideFolders" names. \
                The summary names every folder the build wrote to; a failed build removes the folders \
                it created when it left them empty.

                With --asset-catalog (or "assetCatalog" in tokenc.json) the build also writes an \
                Xcode asset catalog of the colors of one brand (--brand, or "assetCatalogBrand"; the \
                default brand otherwise), for Interface Builder, launch screens, AccentColor, widgets \
                and Xcode's generated color symbols. Each color token becomes a colorset named after \
                its Swift property path (color.text.primary: colorTextPrimary) with its light value \
                and, where the token follows the appearance, its dark and high-contrast values, in \
                Display P3 or sRGB as the Swift output draws it. The catalog follows the same rules as \
                the output folder: written only when it changes, as one transaction, never through a \
                link, and only files tokenc wrote (their "info" names tokenc as the author) are \
                replaced or removed. It is written after the Swift files; check compares it too.

                --print-inputs and --print-outputs list the files for a Makefile rule or Xcode's \
                input and output file lists. --watch keeps running and rebuilds on every change, \
                printing each build's summary or errors; Ctrl-C stops it.

                --live also writes the values of every brand and mode, as the generated Swift holds \
                them, to .tokenc-live.json in the output folder (compact JSON, replaced whole, \
                written only when it changes) as soon as the tokens validate, before the Swift \
                files: a debug build of the app given .appThemeLive() shows each new file within a \
                second, without a rebuild. Tokens with errors leave the last good file. The file is \
                not Swift: add it to .gitignore.

                Exits with 0 on success (warnings alone do not fail), 1 on errors, and 64 when the \
                command line is wrong.
                """,
            options: [
                ValidateCommand.tokens, output, access, remBase, noPreviews, ValidateCommand.strict, ValidateCommand.ignoreType, ValidateCommand.exclude,
                assetCatalog, brand, SharedOptions.config, printInputs, printOutputs, watch, live, stamp, force, SharedOptions.quiet,
                SharedOptions.verbose, SharedOptions.absolutePaths,
            ],
            examples: [
                .init(explanation: "Compile ./tokens into ./Generated:", commandLine: "tokenc build"),
                .init(
                    explanation: "Compile into a module of an app, with internal declarations:",
                    commandLine: "tokenc build --output App/DesignSystem --access internal"),
                .init(explanation: "Use 10 points per rem:", commandLine: "tokenc build --rem-base 10"),
                .init(explanation: "Write no Xcode previews of the styles:", commandLine: "tokenc build --no-previews"),
                .init(
                    explanation: "Also write the colors as an Xcode asset catalog (--brand <name> for another brand than the default):",
                    commandLine: "tokenc build --asset-catalog App/Colors.xcassets"),
                .init(
                    explanation: "Write the input file list of an Xcode Run Script phase (--print-outputs for the output list):",
                    commandLine: "tokenc build --print-inputs | sed 's|^|$(SRCROOT)/|' > in.xcfilelist"),
                .init(explanation: "Rebuild on every change while editing tokens:", commandLine: "tokenc build --watch"),
                .init(
                    explanation: "Rebuild on every change, and show each change in the running debug build of the app (.appThemeLive()):",
                    commandLine: "tokenc build --watch --live"),
                .init(explanation: "Print only errors, as a build step:", commandLine: "tokenc build --quiet"),
                .init(
                    explanation: "Skip the build when nothing changed since the last one, as recorded in a stamp file:",
                    commandLine: "tokenc build --stamp .build/tokenc-stamp.txt"),
                .init(
                    explanation: "Build in full even though nothing changed, and say why a build was or was not skipped:",
                    commandLine: "tokenc build --stamp .build/tokenc-stamp.txt --force --verbose"),
            ]),
        run: run)

    static func run(_ context: CommandContext) throws(UsageError) -> ExitCode {
        let arguments = context.arguments
        let modes = [printInputs, printOutputs, watch].filter(arguments.isSet)
        if let mode = modes.first, arguments.value(of: stamp) != nil {
            throw UsageError("'\(stamp.spelling)' cannot be used with '\(mode.spelling)', which records no stamp", commandName: "build")
        }
        if modes.count > 1 {
            throw UsageError(
                "\(modes.map { "'\($0.spelling)'" }.joined(separator: " and ")) cannot be used together; choose one",
                commandName: "build")
        }
        let reporter = try Settings.reporter(context, commandName: "build")
        let lockTimeout = try lockTimeout(context, commandName: "build")
        if arguments.isSet(watch) {
            // Settings are read again before every build, so a change to tokenc.json applies.
            // A wrong flag is a usage error now, not a failed build later.
            let silent = Output(colorsStandardError: false, writeStandardOutput: { _ in }, writeStandardError: { _ in })
            _ = try Settings.resolve(context, commandName: "build", reporter: Reporter(output: silent))
            return BuildWatcher(reporter: reporter, lockTimeout: lockTimeout) {
                do throws(UsageError) {
                    return try Settings.resolve(context, commandName: "build", reporter: reporter)
                } catch {
                    reporter.failure("error: \(error.message)")
                    return nil
                }
            }.run()
        }
        guard let settings = try Settings.resolve(context, commandName: "build", reporter: reporter) else { return .failure }
        if arguments.isSet(printInputs) { return printInputs(settings, reporter: reporter) }
        if arguments.isSet(printOutputs) { return printOutputs(settings, reporter: reporter) }
        let start = DispatchTime.now()
        let upToDate = try stampFile(context, settings: settings).map {
            UpToDateCheck(settings: settings, file: $0, force: arguments.isSet(force))
        }
        var live = LiveSession()
        return build(settings, reporter: reporter, lockTimeout: lockTimeout, upToDate: upToDate, live: &live, start: start)
    }

    /// The stamp the command asked for: the file `--stamp` names, else one in `TOKENC_STAMP_DIR`;
    /// nil when neither is given. Never inside a folder the build writes: the stamp records that
    /// folder, and users commit it.
    private static func stampFile(_ context: CommandContext, settings: Settings) throws(UsageError) -> BuildStampFile? {
        let named = context.arguments.value(of: stamp)
        if let named {
            guard !named.isEmpty else { throw UsageError("'\(stamp.spelling)' must not be empty", commandName: "build") }
            for folder in [settings.output] + (settings.assetCatalog.map { [$0] } ?? []) where OutputLocation.isSameOrInside(named, folder) {
                throw UsageError(
                    "'\(stamp.spelling)' names '\(named)', inside '\(folder)', which the build writes; choose a file outside it",
                    commandName: "build")
            }
        }
        return BuildStampFile.chosen(named: named, outputFolder: settings.output, environment: context.environment)
    }

    /// How long to wait for another build of the same output folder: `TOKENC_LOCK_TIMEOUT`
    /// seconds, or the default.
    static func lockTimeout(_ context: CommandContext, commandName: String) throws(UsageError) -> Double {
        guard let timeout = OutputLock.timeout(environment: context.environment) else {
            throw UsageError(
                "\(OutputLock.timeoutVariable) must be a number of seconds, 0 or more; found '\(context.environment[OutputLock.timeoutVariable] ?? "")'",
                commandName: commandName)
        }
        return timeout
    }

    /// Builds once and prints the summary, or the errors and what to do about them. With
    /// `upToDate`, skips the build when it says nothing changed, and records a stamp after it
    /// (removes it after a failure). `start` is when the command began, for the time the summary
    /// gives. A build that fails removes the folders it created, when it left them empty.
    /// `live` holds the builds of a watch before this one, for the live file's changes line.
    static func build(
        _ settings: Settings, reporter: Reporter, inWatch: Bool = false, lockTimeout: Double,
        upToDate: UpToDateCheck? = nil, live: inout LiveSession, start: DispatchTime = .now()
    ) -> ExitCode {
        var transaction = settings.transaction(lockTimeout: lockTimeout)
        let messages = TransactionMessages(reporter: reporter, commandName: "build", inWatch: inWatch)
        let code: ExitCode
        do throws(BuildTransaction.Failure) {
            code = try buildAndWrite(
                settings, reporter: reporter, inWatch: inWatch, transaction: &transaction, messages: messages, upToDate: upToDate,
                live: &live, start: start)
        } catch {
            messages.failure(error, in: transaction)
            code = .failure
        }
        if code != .success {
            upToDate?.file.remove()
            transaction.abandon()
        }
        return code
    }

    /// ``build(_:reporter:inWatch:lockTimeout:upToDate:live:start:)``, leaving the stamp and the
    /// folders it created to it.
    private static func buildAndWrite(
        _ settings: Settings, reporter: Reporter, inWatch: Bool, transaction: inout BuildTransaction, messages: TransactionMessages,
        upToDate: UpToDateCheck?, live session: inout LiveSession, start: DispatchTime
    ) throws(BuildTransaction.Failure) -> ExitCode {
        reporter.detail("settings: \(settings.description)")
        let folder = transaction.output
        // Held until the build has written the folders and recorded its stamp. A folder that does
        // not exist yet is locked (and created) only once there is something to write into it.
        try transaction.open(messages.event)
        // Before the output folder is looked at: a file changed from now on counts as racy.
        let started = FileStatus.now()
        // Why the build was not skipped, for --verbose: printed with the files written.
        var notSkipped: String?
        if let upToDate {
            let liveFile = folder.display(LiveThemeDocument.fileName)
            switch upToDate.verdict(at: started) {
            case .success where settings.live && !FileManager.default.fileExists(atPath: liveFile):
                // The stamp does not list hidden files: the live document is looked for here.
                notSkipped = "\(liveFile) is missing"
            case .success(let stamp):
                return skipped(settings, stamp: stamp, upToDate: upToDate, reporter: reporter, since: start)
            case .failure(let why):
                notSkipped = why.reason
            }
        }
        let validation = validateTokens(at: settings.tokens, options: settings.readerOptions, loaded: upToDate?.plan)
        // The live document as soon as the tokens validate, when the output folder is there (and
        // locked): a running app sees a change sooner than if it waited for the Swift files (a
        // third of a large build). Into a new folder, after the Swift files that create it.
        var livePart: String?
        func writeLive() -> Bool {
            let live = folder.display(LiveThemeDocument.fileName)
            do throws(Diagnostic) {
                let generation = LiveThemeDocument.Generation(validation.theme, remBase: settings.remBase)
                let written = try writeIfChanged(session.fileText(for: generation), to: live)
                reporter.detail("\(written ? "wrote" : "unchanged") \(reporter.path(live))")
                livePart = "; live tokens in \(live)"
                return true
            } catch {
                reporter.diagnostics([error])
                reporter.failure("build failed: the live tokens could not be written to \(live) (above); \(inWatch ? "fix the cause and save a token file to build again" : "fix the cause and run 'tokenc build' again")")
                return false
            }
        }
        if settings.live, validation.succeeded, transaction.isLocked(folder), !writeLive() { return .failure }
        let report = buildTheme(from: validation, options: settings.buildOptions.emit)
        for file in report.validation.files {
            reporter.detail("read \(reporter.path(file))")
        }
        reporter.diagnostics(report.diagnostics)
        let nextStep = inWatch
            ? "fix them and save; tokenc builds again on every change"
            : "fix them and run 'tokenc build' again"
        guard report.succeeded else {
            reporter.failure("build failed: nothing was written to \(settings.output); \(errorCause(report.diagnostics)), \(nextStep)")
            return .failure
        }
        var catalog: AssetCatalogReport?
        if let catalogFolder = transaction.catalog {
            let built = buildAssetCatalog(from: report, brand: settings.assetCatalogBrand)
            reporter.diagnostics(built.diagnostics)
            guard built.succeeded else {
                reporter.failure(
                    "build failed: nothing was written to \(settings.output) or \(catalogFolder.path); the asset catalog cannot be made (above): \(inWatch ? "fix it and save; tokenc builds again on every change" : "fix it and run 'tokenc build' again")")
                return .failure
            }
            try transaction.stage(catalog: built.files)
            catalog = built
        }
        let summaries = try transaction.commit(swift: report.files, catalog: catalog?.files) { event in
            messages.event(event)
            // The Swift files are the app's whatever becomes of the catalog after them.
            if settings.live, case .wrote(let written, _) = event, written.path == folder.path {
                session.wroteSwift(fingerprint: report.liveFingerprint)
            }
        }
        let summary = summaries[0]
        var catalogPart = ""
        if let catalog, let catalogFolder = transaction.catalog, let catalogSummary = summaries.last {
            let brand = catalog.contexts.values.first.map { " of brand '\($0)'" } ?? ""
            catalogPart = "; \(counted(catalog.files.count - 1, "colorset"))\(brand) into \(catalogFolder.path): " + counts(catalogSummary)
        }
        if settings.live, livePart == nil, !writeLive() { return .failure }
        if let notSkipped { reporter.detail("not skipped: \(notSkipped)") }
        if let catalog, !catalog.diagnostics.isEmpty {
            // Like the tokens' warnings: the next build runs in full to print them again.
            upToDate?.file.remove()
        } else {
            upToDate?.record(
                report, catalog: catalog?.files ?? [], started: started, themeSummary: permutationSummary(report.theme), reporter: reporter)
        }
        reporter.leftOut(report.validation.leftOut, ignored: report.theme.ignored)
        reporter.summary(
            "built \(counted(report.tokenCount, "token")) (\(permutationSummary(report.theme)))\(Reporter.leftOutPart(report.validation.leftOut, ignored: report.theme.ignored.count)) into \(settings.output): "
                + counts(summary) + catalogPart + (livePart ?? "") + " in \(milliseconds(since: start)) ms")
        // Everything the build made: a process that ends now does not wait for it to be freed.
        releaseInBackground((consume validation, consume report))
        return .success
    }

    /// Writes `text` to `path`, whole, when its bytes change; whether it wrote.
    private static func writeIfChanged(_ text: String, to path: String) throws(Diagnostic) -> Bool {
        let data = Data(text.utf8)
        if FileManager.default.contents(atPath: path) == data { return false }
        try AtomicFile.write(data, to: path)
        return true
    }

    /// `2 files written, 23 unchanged, 1 removed`.
    private static func counts(_ summary: OutputWriteSummary) -> String {
        var parts = ["\(counted(summary.written.count, "file")) written", "\(summary.unchanged.count) unchanged"]
        if !summary.removed.isEmpty { parts.append("\(summary.removed.count) removed") }
        return parts.joined(separator: ", ")
    }

    /// A build skipped because nothing changed: what a build that writes nothing prints, from the stamp.
    private static func skipped(
        _ settings: Settings, stamp: BuildStamp, upToDate: UpToDateCheck, reporter: Reporter, since start: DispatchTime
    ) -> ExitCode {
        for file in upToDate.tokenFiles {
            reporter.detail("read \(reporter.path(file))")
        }
        let folder = OutputFolder(path: settings.output)
        let generated = stamp.generatedFiles
        for path in generated {
            reporter.detail("unchanged \(reporter.path(folder.display(path)))")
        }
        reporter.detail("skipped resolving and emitting: tokenc, the settings, the inputs' contents and the output folder are as the last build left them")
        reporter.summary(
            "\(settings.output) is up to date: \(counted(stamp.tokenCount, "token")) (\(stamp.themeSummary)), "
                + "0 files written, \(generated.count) unchanged in \(milliseconds(since: start)) ms")
        return .success
    }

    private static func milliseconds(since start: DispatchTime) -> UInt64 {
        (DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1_000_000
    }

    /// `the tokens have 2 errors` for the line after a failed build.
    static func errorCause(_ diagnostics: [Diagnostic]) -> String {
        let errors = diagnostics.count { $0.severity == .error }
        return "the tokens have \(counted(errors, "error")) (above)"
    }

    /// `2 brands × 2 modes`, or `1 theme` without modifiers.
    static func permutationSummary(_ theme: ResolvedTheme) -> String {
        guard !theme.modifiers.isEmpty else { return "1 theme" }
        return theme.modifiers.map { Plural.contexts($0.contexts.count, of: $0.name) }.joined(separator: " × ")
    }
}
