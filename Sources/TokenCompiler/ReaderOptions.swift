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
    /// How a folder without a resolver document is laid out (`tokenc.json`'s `layout`).
    package var layout: FolderLayout

    package init(
        strict: Bool = false, ignoredTypes: Set<String> = [], limits: Limits = Limits(), names: NameTable = NameTable(),
        layout: FolderLayout = .detected
    ) {
        self.strict = strict
        self.ignoredTypes = ignoredTypes
        self.limits = limits
        self.names = names
        self.layout = layout
    }
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
