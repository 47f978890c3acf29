import SwiftOutput
import TokenModel

/// The command line's part of a run's settings, read once into typed values: what
/// ``Settings/resolve(_:commandName:reporter:)`` puts over the configuration file. A value that
/// makes no sense (`--access private`, `--rem-base 0`) is a usage error here, before any file is read.
struct SettingsOptions: Sendable, Equatable {
    /// `--config`: the configuration file named.
    var config: String?
    /// `--tokens`: the token files or folder, over the configuration's `"tokens"`.
    var tokens: String?
    /// `--output`: the folder of the Swift files.
    var output: String?
    var access: AccessLevel?
    var remBase: Double?
    /// `--asset-catalog`: an `.xcassets` folder, checked for its name.
    var assetCatalog: String?
    /// `--brand`: the brand of the asset catalog.
    var brand: String?
    var strict = false
    var noPreviews = false
    /// `--live`, for `build` only.
    var live = false
    /// `--ignore-type`, every one given; empty when none is.
    var ignoreTypes: [String] = []
    /// `--exclude`, every one given; empty when none is.
    var exclude: [PathPattern] = []
    /// True when the command writes the output folders (`build`, unless it only lists its
    /// files): they are then checked before anything is read.
    var writesOutput = false

    init() {}

    /// The options of `arguments`, for the command `commandName` (which its usage errors name).
    init(_ arguments: ParsedArguments, commandName: String) throws(UsageError) {
        config = arguments.values(of: SharedOptions.config).last
        tokens = arguments.values(of: ValidateCommand.tokens).last
        output = arguments.values(of: BuildCommand.output).last
        if let accessText = arguments.values(of: BuildCommand.access).last {
            guard let level = AccessLevel(rawValue: accessText) else {
                throw UsageError("'--access' must be public or internal, not '\(accessText)'", commandName: commandName)
            }
            access = level
        }
        if let remText = arguments.values(of: BuildCommand.remBase).last {
            guard let rem = Double(remText), rem.isFinite, rem > 0, rem <= NumberLiteral.maximumRemBase else {
                throw UsageError(
                    "'--rem-base' must be a positive number of points up to \(NumberLiteral.maximumRemBase.asWritten), such as 16, not '\(remText)'",
                    commandName: commandName)
            }
            remBase = rem
        }
        if let catalog = arguments.values(of: BuildCommand.assetCatalog).last {
            if let problem = Configuration.assetCatalogProblem(catalog) {
                throw UsageError("'--asset-catalog' \(problem)", commandName: commandName)
            }
            assetCatalog = catalog
        }
        brand = arguments.values(of: BuildCommand.brand).last
        strict = arguments.isSet(ValidateCommand.strict)
        noPreviews = arguments.isSet(BuildCommand.noPreviews)
        live = commandName == "build" && arguments.isSet(BuildCommand.live)
        ignoreTypes = arguments.values(of: ValidateCommand.ignoreType)
        exclude = arguments.values(of: ValidateCommand.exclude).map(PathPattern.init)
        if let empty = exclude.first(where: \.namesNothing) {
            throw UsageError("'--exclude' must name files under the tokens folder, such as 'fonts/**', not '\(empty)'", commandName: commandName)
        }
        writesOutput = commandName == "build" && !arguments.isSet(BuildCommand.printInputs) && !arguments.isSet(BuildCommand.printOutputs)
    }
}
