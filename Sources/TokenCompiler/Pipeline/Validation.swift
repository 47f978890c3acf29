/// What `validate` found.
public struct ValidationReport: Sendable {
    /// Every problem found, each once, sorted by file, line and column.
    public var diagnostics: [Diagnostic]
    /// The token files read.
    public var files: [String]
    /// The base set's resolved tokens.
    public var tokens: ResolvedTokenSet

    /// The tokens of the base set that resolved to a value.
    public var tokenCount: Int { tokens.tokens.count }

    public var succeeded: Bool { !diagnostics.containsErrors }
}

extension ValidationReport {
    /// The report of one run: under `--strict` every legacy guess becomes an error, and each
    /// diagnostic is kept once, sorted for reporting.
    init(collecting diagnostics: [Diagnostic], files: [String], tokens: ResolvedTokenSet, options: ReaderOptions) {
        let diagnostics = options.strict ? diagnostics.map(\.strictened) : diagnostics
        self.diagnostics = diagnostics.uniqued().sortedForReporting()
        self.files = files
        self.tokens = tokens
    }
}

/// Reads and validates the tokens at `path` (a folder, read recursively, or one file) and
/// reports every problem found. Writes nothing.
///
/// The base set (every token file outside `brands/` and `modes/`) is merged in sorted file order
/// and resolved. Brand and mode files are checked as token structure; resolver documents and
/// Tokens Studio's `$themes.json`/`$metadata.json` only as JSON. How contexts layer over the base
/// is the resolver's work.
public func validateTokens(at path: String, options: ReaderOptions = ReaderOptions()) -> ValidationReport {
    var diagnostics: [Diagnostic] = []
    let files: TokenFiles
    switch TokenFiles.discover(at: path) {
    case .failure(let diagnostic):
        return ValidationReport(diagnostics: [diagnostic], files: [], tokens: ResolvedTokenSet(tokens: [], ignored: []))
    case .success(let found):
        files = found
    }

    var base = GroupNode(location: SourceLocation(file: path, line: 1, column: 1))
    var merger = TreeMerger(redefinition: .warn)
    for file in files.base {
        if let tree = TokenFileReader.read(file, diagnostics: &diagnostics) {
            merger.merge(tree, into: &base)
        }
    }
    diagnostics += merger.diagnostics
    let tokens = resolve(base, options: options, diagnostics: &diagnostics)

    for file in files.contextFiles {
        _ = TokenFileReader.read(file, diagnostics: &diagnostics)
    }
    for file in files.resolvers + files.toolMetadata {
        if let bytes = TokenFileReader.bytes(of: file, diagnostics: &diagnostics) {
            _ = TokenFileReader.parse(bytes: bytes, file: file, diagnostics: &diagnostics)
        }
    }
    return ValidationReport(collecting: diagnostics, files: files.all, tokens: tokens, options: options)
}

/// Applies `$extends`, flattens and resolves one merged tree.
func resolve(_ tree: GroupNode, options: ReaderOptions, diagnostics: inout [Diagnostic]) -> ResolvedTokenSet {
    let extended = GroupExtension.apply(to: tree, diagnostics: &diagnostics)
    var resolver = TokenResolver(set: TokenSet(flattening: extended), options: options)
    let resolved = resolver.resolve()
    diagnostics += resolver.diagnostics
    return resolved
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
