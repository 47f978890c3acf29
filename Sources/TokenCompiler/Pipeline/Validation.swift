/// What `validate` found.
public struct ValidationReport: Sendable {
    /// Every problem found, each once, sorted by file, line and column.
    public var diagnostics: [Diagnostic]
    /// The token files read.
    public var files: [String]
    /// Every permutation of brands and modes, resolved and lined up token by token.
    public var theme: AppTheme
    /// The default permutation's resolved tokens, including those that failed in other permutations.
    public var tokens: ResolvedTokenSet
    /// How the token sources layer into permutations; nil when the tokens path could not be read.
    public var plan: ResolutionPlan?
    /// The theme's Swift names, as `build` writes them.
    var names: SwiftNames

    /// The tokens of the default permutation that resolved to a value.
    public var tokenCount: Int { tokens.tokens.count }

    public var succeeded: Bool { !diagnostics.containsErrors }
}

extension ValidationReport {
    /// The report of one run: under `--strict` every legacy guess becomes an error, and each
    /// diagnostic is kept once, sorted for reporting.
    /// The theme's Swift names are given here, so that every command that validates checks them.
    init(collecting diagnostics: [Diagnostic], files: [String], theme: AppTheme, tokens: ResolvedTokenSet, plan: ResolutionPlan?, options: ReaderOptions) {
        let names = SwiftNames(theme: theme, names: options.names, plan: plan)
        let diagnostics = options.strict ? (diagnostics + names.diagnostics).map(\.strictened) : diagnostics + names.diagnostics
        self.diagnostics = diagnostics.uniqued().sortedForReporting()
        self.files = files
        self.theme = theme
        self.tokens = tokens
        self.plan = plan
        self.names = names
    }

    /// The report of a run that could not start: no files, no tokens.
    init(collecting diagnostics: [Diagnostic], options: ReaderOptions) {
        self.init(
            collecting: diagnostics, files: [],
            theme: AppTheme(modifiers: [], defaultPermutation: Permutation(contexts: []), tokens: []),
            tokens: ResolvedTokenSet(tokens: [], ignored: []), plan: nil, options: options)
    }
}

/// Reads and validates the tokens at `path` (a folder, read recursively, or one file) and
/// reports every problem found. Writes nothing.
///
/// The tokens path is a resolver document, a folder holding one, or a folder whose `brands/` and
/// `modes/` say how files layer (``ResolutionPlan/load(at:options:diagnostics:)``). Every
/// permutation is resolved: sources are merged in resolution order, last wins, and aliases
/// resolved after merging. A problem found in only some permutations says in which.
public func validateTokens(at path: String, options: ReaderOptions = ReaderOptions()) -> ValidationReport {
    var diagnostics: [Diagnostic] = []
    guard let (plan, files) = ResolutionPlan.load(at: path, options: options, diagnostics: &diagnostics) else {
        return ValidationReport(collecting: diagnostics, options: options)
    }
    for file in files.toolMetadata {
        if let bytes = TokenFileReader.bytes(of: file, diagnostics: &diagnostics) {
            _ = TokenFileReader.parse(bytes: bytes, file: file, diagnostics: &diagnostics)
        }
    }
    let read = files.resolvers + plan.files + files.toolMetadata
    return validateTokens(plan, files: read, options: options, diagnostics: diagnostics)
}

/// Resolves every permutation of `plan` into a report; `diagnostics` are what reading the plan found.
func validateTokens(_ plan: ResolutionPlan, files: [String], options: ReaderOptions, diagnostics: [Diagnostic] = []) -> ValidationReport {
    let resolved = ThemeMatrixResolver(plan: plan, options: options).resolve()
    let components = ComponentSystem(theme: resolved.theme)
    return ValidationReport(
        collecting: diagnostics + resolved.diagnostics + components.diagnostics, files: files, theme: resolved.theme,
        tokens: resolved.defaultTokens, plan: plan, options: options)
}

extension Diagnostic {
    /// Under `--strict` a legacy file may use only what it says exactly: every guess is an error.
    var strictened: Diagnostic {
        guard severity == .warning, code == .legacyMapping else { return self }
        var copy = self
        copy.severity = .error
        copy.message += " (a guess, accepted only without --strict)"
        return copy
    }
}

extension Array where Element: Hashable {
    /// The elements with later repeats removed, in their first order.
    func uniqued() -> [Element] {
        var seen = Set<Element>()
        return filter { seen.insert($0).inserted }
    }
}
