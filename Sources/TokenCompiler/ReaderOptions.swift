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
    /// The folders a resolver document's `$ref`s may lead into; nil for the folder holding the
    /// tokens folder (``ProjectFolders/holding(tokens:isFolder:)``).
    package var projectFolders: ProjectFolders?

    package init(
        strict: Bool = false, ignoredTypes: Set<String> = [], limits: Limits = Limits(), names: NameTable = NameTable(),
        projectFolders: ProjectFolders? = nil
    ) {
        self.strict = strict
        self.ignoredTypes = ignoredTypes
        self.limits = limits
        self.names = names
        self.projectFolders = projectFolders
    }
}
