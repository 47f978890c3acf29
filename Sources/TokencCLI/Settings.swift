import Foundation
import Lowering
import TokenCompiler
import TokenModel
import SwiftOutput

/// Options that several subcommands share: where settings come from and how much is printed.
enum SharedOptions {
    static let config = OptionDescription.value(
        "config", valueName: "file",
        help: "Read settings from this JSON file. Without it, ./tokenc.json is read when it exists and --tokens is not given. Flags override the file.")
    static let quiet = OptionDescription.flag(
        "quiet", help: "Print errors only: no summary line, no warnings.")
    static let verbose = OptionDescription.flag(
        "verbose", help: "Also print the settings in effect, each file read and each file written.")
    static let absolutePaths = OptionDescription.flag(
        "absolute-paths",
        help: "Print file paths absolute, as Xcode needs to show diagnostics inline. On by default when Xcode runs tokenc (XCODE_VERSION_ACTUAL is set).")

    /// The variable Xcode sets in the environment of build phases (`1600` for Xcode 16.0). Other
    /// variables of build phases, such as `SRCROOT`, are often set by other tools too.
    static let xcodeEnvironmentVariable = "XCODE_VERSION_ACTUAL"
}

/// How much a command prints besides errors.
enum Verbosity: Sendable {
    case quiet, normal, verbose
}

/// Where a subcommand's messages go, and how much of them: the one place `--quiet`, `--verbose`
/// and `--absolute-paths` are applied.
struct Reporter {
    var output: Output
    var verbosity: Verbosity = .normal
    var absolutePaths = false
    var currentDirectory = FileManager.default.currentDirectoryPath

    /// Diagnostics on standard error (errors only under `--quiet`).
    func diagnostics(_ diagnostics: [Diagnostic]) {
        DiagnosticPrinter(
            output: output, currentDirectory: currentDirectory, absolutePaths: absolutePaths,
            errorsOnly: verbosity == .quiet, groupsByCode: verbosity != .verbose
        ).print(diagnostics)
    }

    /// What reading the tokens found: the files read (under `--verbose`), then the diagnostics.
    func validation(_ report: ValidationReport) {
        for file in report.files {
            detail("read \(path(file))")
        }
        diagnostics(report.diagnostics)
    }

    /// `--verbose`'s list of the tokens left out of the theme, one per line with its cause, then
    /// those of the types `--ignore-type` names.
    func leftOut(_ tokens: LeftOutTokens, ignored: [TokenPath] = []) {
        for token in tokens.tokens {
            detail("left out \(token.path) (\(token.cause.label))")
        }
        for path in ignored {
            detail("left out \(path) (\(Self.ignoredType))")
        }
    }

    private static let ignoredType = "ignored type"

    /// `, 194 left out (maths: 120, unknown type: 74)` for a summary line, the tokens of ignored
    /// types counted last; empty when no token was left out.
    static func leftOutPart(_ tokens: LeftOutTokens, ignored: Int = 0) -> String {
        guard !tokens.isEmpty || ignored > 0 else { return "" }
        let causes = LeftOutTokens.causeList(tokens.byCause) + (ignored == 0 ? "" : (tokens.isEmpty ? "" : ", ") + "\(ignoredType): \(ignored)")
        return ", \(tokens.count + ignored) left out (\(causes))"
    }

    /// What a command achieved, on standard output; not under `--quiet`.
    func summary(_ line: String) {
        if verbosity != .quiet { output.printLine(InertText.escaped(line)) }
    }

    /// Details, on standard output, only under `--verbose`.
    func detail(_ line: @autoclosure () -> String) {
        if verbosity == .verbose { output.printLine(InertText.escaped(line())) }
    }

    /// A failure and what to do about it, on standard error, always.
    func failure(_ line: String) {
        output.printErrorLine(InertText.escaped(line))
    }

    /// A path as messages show it: as given, or absolute under `--absolute-paths`.
    func path(_ path: String) -> String {
        absolutePaths ? DiagnosticPrinter.absolute(path, in: currentDirectory) : path
    }
}

/// The settings of one run of `build`, `check`, `validate`, `preview` or `resolver`: the command
/// line over `tokenc.json` over the defaults.
struct Settings {
    var tokens = "tokens"
    var output = "Generated"
    var access = AccessLevel.public
    var remBase = 16.0
    /// Whether `build` writes the Xcode previews (`--no-previews` turns them off).
    var previews = true
    var strict = false
    var ignoreTypes: [String] = []
    /// `--exclude` or `"exclude"`: files under the tokens folder that are not read.
    var exclude: [PathPattern] = []
    var limits = Limits()
    /// The `names` table of the configuration file.
    var names = NameTable()
    /// The configuration file read, if any.
    var configFile: String?
    /// `--asset-catalog` or `"assetCatalog"`: the `.xcassets` folder `build` also writes and
    /// `check` also compares; none by default.
    var assetCatalog: String?
    /// `--brand` or `"assetCatalogBrand"`: the brand of the asset catalog; the default brand when nil.
    var assetCatalogBrand: String?
    /// `"brokenReferences"`: whether a reference to no token is an error or leaves the token out.
    var brokenReferences = BrokenReferencePolicy.error
    /// `"layout"` of the configuration file.
    var layout = FolderLayout.detected
    /// Where `$ref`s may lead: the configuration file's folder and its `"outsideFolders"`, and the
    /// folder holding tokens named with `--tokens`; nil without a configuration file (the folder
    /// holding the tokens folder).
    var projectFolders: ProjectFolders?
    /// `"components"`: the group read as components, or none.
    var components = ComponentConvention.standard
    /// `--live`: whether `build` also writes the live document (``LiveThemeDocument``).
    var live = false

    var readerOptions: ReaderOptions {
        ReaderOptions(
            strict: strict, ignoredTypes: Set(ignoreTypes), limits: limits, names: names,
            brokenReferences: brokenReferences, layout: layout, projectFolders: projectFolders, components: components, exclude: exclude)
    }
    var buildOptions: BuildOptions { BuildOptions(reader: readerOptions, emit: EmitOptions(remBase: remBase, access: access, previews: previews)) }

    /// `tokens 'tokens', output 'Generated', access public, rem base 16 points` for `--verbose`.
    var description: String {
        var parts = ["tokens '\(tokens)'", "output '\(output)'", "access \(access.rawValue)", "rem base \(remBase.asWritten) points"]
        if !previews { parts.append("no previews") }
        if strict { parts.append("strict") }
        if limits.permutations != Limits.defaultPermutations { parts.append("at most \(limits.permutations) combinations of contexts") }
        if limits.files != Limits.defaultFiles { parts.append("at most \(limits.files) files and folders") }
        if limits.fileBytes != Limits.defaultFileBytes { parts.append("at most \(limits.fileBytes) bytes a file") }
        if !ignoreTypes.isEmpty { parts.append("ignoring types \(ignoreTypes.map { "'\($0)'" }.joined(separator: ", "))") }
        if !exclude.isEmpty { parts.append("excluding \(exclude.map { "'\($0)'" }.joined(separator: ", "))") }
        if !names.isEmpty { parts.append("\(names.entries.count) renamed") }
        if brokenReferences == .leaveOut { parts.append("broken references left out") }
        if layout == .folders { parts.append("layout by folders only") }
        if components != .standard { parts.append(components.root.map { "components under '\($0)'" } ?? "no components") }
        if live { parts.append("live tokens") }
        if let assetCatalog { parts.append("asset catalog '\(assetCatalog)'" + (assetCatalogBrand.map { " of brand '\($0)'" } ?? "")) }
        return parts.joined(separator: ", ")
    }

    /// The reporter for the command line's `--quiet`, `--verbose` and `--absolute-paths` (or Xcode's environment).
    static func reporter(_ context: CommandContext, commandName: String) throws(UsageError) -> Reporter {
        let arguments = context.arguments
        if arguments.isSet(SharedOptions.quiet) && arguments.isSet(SharedOptions.verbose) {
            throw UsageError("'--quiet' and '--verbose' cannot be used together; choose one", commandName: commandName)
        }
        let verbosity: Verbosity = arguments.isSet(SharedOptions.quiet) ? .quiet : arguments.isSet(SharedOptions.verbose) ? .verbose : .normal
        let underXcode = !(context.environment[SharedOptions.xcodeEnvironmentVariable] ?? "").isEmpty
        return Reporter(
            output: context.output, verbosity: verbosity,
            absolutePaths: arguments.isSet(SharedOptions.absolutePaths) || underXcode)
    }

    /// The settings of the command line and the configuration file. Nil when the file has errors,
    /// which are then printed; throws for a command line that makes no sense.
    ///
    /// The configuration file is the one `--config` names; without it, `./tokenc.json` when it
    /// exists and the command line does not name the tokens. A `tokenc.json` describes the tokens
    /// it names, so a command given `--tokens` is told everything by its flags, and never writes
    /// where a `tokenc.json` it did not choose says.
    static func resolve(_ context: CommandContext, commandName: String, reporter: Reporter) throws(UsageError) -> Settings? {
        let options = try SettingsOptions(context.arguments, commandName: commandName)
        var settings = Settings()
        var tokensFromFile = false
        let found = context.tool.defaultConfigurationFile.flatMap { FileManager.default.fileExists(atPath: $0) ? $0 : nil }
        let configPath = options.config ?? (options.tokens == nil ? found : nil)
        if options.config == nil, options.tokens != nil, let found {
            reporter.detail("did not read \(reporter.path(found)): --tokens names the tokens; name it with --config to use its settings")
        }
        if let configPath {
            var diagnostics: [Diagnostic] = []
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: configPath, isDirectory: &isDirectory), !isDirectory.boolValue else {
                throw UsageError(
                    "the configuration file '\(configPath)' does not exist; check the path given to --config", commandName: commandName)
            }
            guard let configuration = Configuration.load(configPath, diagnostics: &diagnostics) else {
                reporter.diagnostics(diagnostics)
                reporter.failure("\(configPath) has errors; fix them, or name another file with --config")
                return nil
            }
            reporter.diagnostics(diagnostics)
            settings.configFile = configPath
            settings.tokens = configuration.tokens ?? settings.tokens
            tokensFromFile = configuration.tokens != nil
            settings.output = configuration.output ?? settings.output
            settings.access = configuration.access ?? settings.access
            settings.remBase = configuration.remBase ?? settings.remBase
            settings.strict = configuration.strict ?? settings.strict
            settings.ignoreTypes = configuration.ignoreTypes ?? settings.ignoreTypes
            settings.exclude = configuration.exclude ?? settings.exclude
            settings.layout = configuration.layout ?? settings.layout
            settings.limits = configuration.limits ?? settings.limits
            settings.names = configuration.names ?? settings.names
            settings.assetCatalog = configuration.assetCatalog
            settings.assetCatalogBrand = configuration.assetCatalogBrand
            settings.brokenReferences = configuration.brokenReferences ?? settings.brokenReferences
            settings.projectFolders = configuration.projectFolders
            settings.components = configuration.components ?? settings.components
        }
        // Flags given on the command line override the file.
        if let tokens = options.tokens { settings.tokens = tokens }
        // Tokens the file does not name (given with --tokens, or the default ./tokens beside a file
        // named with --config) are a project of their own, beside the file's.
        if let configured = settings.projectFolders, options.tokens != nil || !tokensFromFile {
            var isFolder: ObjCBool = false
            _ = FileManager.default.fileExists(atPath: settings.tokens, isDirectory: &isFolder)
            settings.projectFolders = configured.adding(ProjectFolders.holding(tokens: settings.tokens, isFolder: isFolder.boolValue).project)
        }
        if let output = options.output { settings.output = output }
        if let access = options.access { settings.access = access }
        if let remBase = options.remBase { settings.remBase = remBase }
        // Only build writes the output folder: the other commands never fail over it.
        if options.writesOutput {
            let what = options.output == nil ? "\"output\" in \(settings.configFile ?? "tokenc.json")" : "'--output'"
            if let problem = OutputLocation.problem(withFolder: settings.output, what: what) {
                throw UsageError(problem, commandName: commandName)
            }
        }
        if let catalog = options.assetCatalog { settings.assetCatalog = catalog }
        if let brand = options.brand { settings.assetCatalogBrand = brand }
        if settings.assetCatalogBrand != nil, settings.assetCatalog == nil {
            let what = options.brand == nil ? "\"assetCatalogBrand\" in \(settings.configFile ?? "tokenc.json")" : "'--brand'"
            throw UsageError(
                "\(what) chooses the brand of the asset catalog, and there is none: give '--asset-catalog <path>.xcassets' too, or \"assetCatalog\" in \(settings.configFile ?? "tokenc.json")",
                commandName: commandName)
        }
        if options.writesOutput, let catalog = settings.assetCatalog,
           let problem = OutputLocation.problem(withFolder: catalog, what: "the asset catalog") {
            throw UsageError(problem, commandName: commandName)
        }
        if let catalog = settings.assetCatalog, OutputLocation.isSameOrInside(settings.output, catalog) {
            throw UsageError(
                "the asset catalog '\(catalog)' must not be the output folder '\(settings.output)' or hold it; put the catalog beside the Swift files or inside their folder",
                commandName: commandName)
        }
        if options.strict { settings.strict = true }
        if options.noPreviews { settings.previews = false }
        if options.live { settings.live = true }
        if !options.ignoreTypes.isEmpty { settings.ignoreTypes = options.ignoreTypes }
        if !options.exclude.isEmpty { settings.exclude = options.exclude }
        if let configFile = settings.configFile {
            reporter.detail("read settings from \(reporter.path(configFile))")
        }
        return settings
    }
}

extension Double {
    /// `16`, `10.5`: as a person writes the number.
    var asWritten: String {
        rounded() == self && abs(self) < 1e15 ? String(Int(self)) : String(self)
    }
}

extension Settings {
    /// The transaction of a build or check of these settings' folders: the output folder and the
    /// asset catalog when there is one.
    func transaction(lockTimeout: Double) -> BuildTransaction {
        BuildTransaction(
            output: OutputFolder(path: output),
            catalog: assetCatalog.map { OutputFolder(path: $0, ownership: .assetCatalog) }, lockTimeout: lockTimeout)
    }
}
