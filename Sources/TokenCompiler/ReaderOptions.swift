import TokenModel

/// How strictly token files are read, and the names they give in Swift.
package struct ReaderOptions: Sendable, Hashable {
    /// Turns every leniency (hex-string colors, `string`/`boolean` tokens, legacy-mapping guesses) into an error.
    package var strict: Bool
    /// Custom `$type` names whose tokens are checked as JSON and references only, never emitted.
    package var ignoredTypes: Set<String>
    /// The bounds on the work of one run.
    package var limits: Limits
    /// The Swift names chosen in `tokenc.json` (`names`), applied and checked with every other name.
    package var names: NameTable
    /// What a reference to no token does: an error, or (`"brokenReferences": "leave-out"`) leaves
    /// the token and those that reference it out with a warning each.
    package var brokenReferences: BrokenReferencePolicy
    /// How a folder without a resolver document is laid out (`tokenc.json`'s `layout`).
    package var layout: FolderLayout
    /// The folders a resolver document's `$ref`s may lead into; nil for the folder holding the
    /// tokens folder (``ProjectFolders/holding(tokens:isFolder:)``).
    package var projectFolders: ProjectFolders?
    /// The group tokenc reads as components (`tokenc.json`'s `"components"`), or none.
    package var components: ComponentConvention
    /// Files under the tokens folder that are not tokens (`tokenc.json`'s `"exclude"`,
    /// `--exclude`): never listed, read or watched.
    package var exclude: [PathPattern]
    /// Set from the plan, never by the user: the files are a Tokens Studio project's
    /// (``ResolutionPlan/isTokensStudio``), read as the plugin applies them in any file shape.
    package var tokensStudio = false

    package init(
        strict: Bool = false, ignoredTypes: Set<String> = [], limits: Limits = Limits(), names: NameTable = NameTable(),
        brokenReferences: BrokenReferencePolicy = .error, layout: FolderLayout = .detected, projectFolders: ProjectFolders? = nil,
        components: ComponentConvention = .standard, exclude: [PathPattern] = []
    ) {
        self.strict = strict
        self.ignoredTypes = ignoredTypes
        self.limits = limits
        self.names = names
        self.brokenReferences = brokenReferences
        self.layout = layout
        self.projectFolders = projectFolders
        self.components = components
        self.exclude = exclude
    }
}

/// `"brokenReferences"` in `tokenc.json`: whether a reference to no token fails the build.
/// Teams that build an export they do not control choose to leave such tokens out, as Style
/// Dictionary's `log.errors.brokenReferences` lets them.
package enum BrokenReferencePolicy: String, Sendable, Hashable, CaseIterable {
    /// A `broken-reference` error (the default, and always under `--strict`).
    case error = "error"
    /// The token is left out with a `left-out` warning, and so is every token that references it.
    case leaveOut = "leave-out"
}

/// How the files of a tokens folder without a resolver document or Tokens Studio themes become
/// sets and modifiers.
package enum FolderLayout: String, Sendable, Hashable, CaseIterable {
    /// `brands/` and `modes/`, and the modes that file names tell apart (``FileNameModes``) and
    /// Figma's variables JSON say.
    case detected
    /// `brands/` and `modes/` only: every other file is the base set, whatever its name.
    case folders
}
