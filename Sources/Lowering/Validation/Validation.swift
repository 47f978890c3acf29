import TokenModel
import TokenCompiler

/// What `validate` found.
package struct ValidationReport: Sendable {
    /// Every problem found, each once, sorted by file, line and column.
    package var diagnostics: [Diagnostic]
    /// The token files read.
    package var files: [String]
    /// The default permutation's resolved tokens, including those that failed in other permutations.
    package var tokens: ResolvedTokenSet
    /// How the token sources layer into permutations; nil when the tokens path could not be read.
    package var plan: ResolutionPlan?
    /// The theme lowered to Swift, as `build` generates it and `preview` draws it.
    package var model: SwiftModel
    /// The tokens left out of the theme, with why.
    package var leftOut: LeftOutTokens

    /// Every permutation of brands and modes, resolved and lined up token by token.
    package var theme: ResolvedTheme { model.theme }

    /// The theme's tokens, as `tokenc build` counts them: a token only some brands or modes
    /// define counts too.
    package var tokenCount: Int { theme.tokens.count }

    package var succeeded: Bool { !diagnostics.containsErrors }
}

extension ValidationReport {
    /// The report of one run: under `--strict` every legacy guess becomes an error, and each
    /// diagnostic is kept once, sorted for reporting.
    /// The theme is lowered here (``SwiftModel``), so that every command that validates reports
    /// what lowering finds.
    package init(collecting diagnostics: [Diagnostic], files: [String], theme: ResolvedTheme, tokens: ResolvedTokenSet, plan: ResolutionPlan?, options: ReaderOptions) {
        let model = SwiftModel(lowering: theme, names: options.names, plan: plan)
        var diagnostics = options.strict ? (diagnostics + model.diagnostics).map(\.strictened) : diagnostics + model.diagnostics
        let leftOut = LeftOutTokens(diagnostics, theme: theme)
        diagnostics += leftOut.lossErrors(theme: theme)
        self.diagnostics = diagnostics.uniqued().sortedForReporting()
        self.leftOut = leftOut
        self.files = files
        self.tokens = tokens
        self.plan = plan
        self.model = model
    }

    /// The report of a run that could not start: no files, no tokens.
    package init(collecting diagnostics: [Diagnostic], options: ReaderOptions) {
        self.init(
            collecting: diagnostics, files: [],
            theme: ResolvedTheme(modifiers: [], defaultPermutation: Permutation(contexts: []), tokens: []),
            tokens: ResolvedTokenSet(tokens: [], ignored: []), plan: nil, options: options)
    }
}

/// Reads and validates the tokens at `path` (a folder, read recursively, or one file) and
/// reports every problem found. Writes nothing.
///
/// The tokens path is a resolver document, a folder holding one, or a folder whose `brands/` and
/// `modes/` say how files layer (``ResolutionPlan/load(at:options:diagnostics:)``). Every
/// permutation is resolved: sources are merged in resolution order, last wins, and aliases
/// resolved after merging. A problem found in only some permutations says in which. `loaded` is
/// the plan when it was read already, with nothing wrong (``InputListing/loaded``).
package func validateTokens(
    at path: String, options: ReaderOptions = ReaderOptions(), loaded: ResolutionPlan.Loaded? = nil
) -> ValidationReport {
    var diagnostics: [Diagnostic] = []
    guard let (plan, files) = loaded ?? ResolutionPlan.load(at: path, options: options, diagnostics: &diagnostics) else {
        return ValidationReport(collecting: diagnostics, options: options)
    }
    for file in files.toolMetadata {
        if let bytes = TokenFileReader.bytes(of: file, limit: options.limits.fileBytes, diagnostics: &diagnostics) {
            _ = TokenFileReader.parse(bytes: bytes, file: file, diagnostics: &diagnostics)
        }
    }
    var report = validateTokens(plan, files: files.read(by: plan), options: options, diagnostics: diagnostics)
    if report.theme.tokens.isEmpty, report.leftOut.isEmpty, !report.diagnostics.containsErrors,
       let error = unreadSources(at: path, files: report.files) {
        report.diagnostics.append(error)
    }
    return report
}

/// The error for a tokens folder that holds no token but holds token sources tokenc does not
/// read (YAML, JavaScript): a build would succeed with an empty theme.
/// Nil when it holds none: an empty folder validates, as a new design system starts.
private func unreadSources(at path: String, files: [String]) -> Diagnostic? {
    let others = TokenFiles.otherSources(at: path)
    guard !others.isEmpty else { return nil }
    let read = files.isEmpty
        ? "'\(path)' holds no token file (*.json, *.json5, *.tokens)"
        : files.count == 1 ? "the token file '\(files[0])' defines no token" : "the \(files.count) token files under '\(path)' define no token"
    let unread = others.map { "\($0.count) \($0.kind) file\($0.count == 1 ? "" : "s")" }.joined(separator: " and ")
    return .error(.noTokens, "\(read), so the theme would be empty; it holds \(unread), which tokenc does not read: convert them to JSON", at: nil)
}

/// Resolves every permutation of `plan` and lowers the theme into a report; `diagnostics` are what
/// reading the plan found.
package func validateTokens(_ plan: ResolutionPlan, files: [String], options: ReaderOptions, diagnostics: [Diagnostic] = []) -> ValidationReport {
    let resolved = ThemeMatrixEvaluator(plan: plan, options: options).resolve()
    if resolved.isRefused {
        return ValidationReport(collecting: diagnostics + resolved.diagnostics, options: options)
    }
    return ValidationReport(
        collecting: collapsingParallelFolders(withoutCascade(
            (diagnostics + resolved.diagnostics).notingDefinitionsElsewhere(in: plan))),
        files: files, theme: resolved.theme,
        tokens: resolved.defaultTokens, plan: plan, options: options)
}

/// A token file that is not valid JSON defines no tokens, so every reference to its tokens would
/// be reported broken: a cascade that buries the one mistake. While a file does not parse,
/// references are not reported as broken, and its syntax error says so.
func withoutCascade(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
    guard diagnostics.contains(where: { $0.code == .invalidJSON || $0.code == .nestingTooDeep }),
          diagnostics.contains(where: { $0.code == .brokenReference }) else { return diagnostics }
    return diagnostics.compactMap { diagnostic in
        switch diagnostic.code {
        case .brokenReference:
            return nil
        case .invalidJSON, .nestingTooDeep:
            var diagnostic = diagnostic
            diagnostic.notes.append(.init("references to tokens are not checked until every token file parses", at: nil))
            return diagnostic
        default:
            return diagnostic
        }
    }
}

/// Folders side by side that define the same tokens (PatternFly's `light/`, `dark/`, `glass/`…)
/// are themes that the folder convention reads as one set, each file overriding the last. Their
/// thousands of `duplicate-token` warnings say one thing: once two folders share many tokens,
/// every override across folders is one warning that names the folders and says how to lay the
/// themes out.
func collapsingParallelFolders(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
    // Each override across folders at one depth: side by side, neither inside the other (an
    // override file beside the folders it overrides is not a theme of its own).
    let crossings: [Int: [String]] = Dictionary(uniqueKeysWithValues: diagnostics.indices.compactMap { index in
        let diagnostic = diagnostics[index]
        guard diagnostic.code == .duplicateToken, let later = diagnostic.location.map({ PathFolder.of($0.file) }),
              let earlier = diagnostic.notes.first?.location.map({ PathFolder.of($0.file) }), later != earlier,
              later.split(separator: "/").count == earlier.split(separator: "/").count else { return nil }
        return (index, [earlier, later])
    })
    // Once two folders are parallel themes, every override across folders is part of the picture.
    let perPair = Dictionary(crossings.values.map { ($0, 1) }, uniquingKeysWith: +)
    guard perPair.values.contains(where: { $0 >= parallelFolderThreshold }) else { return diagnostics }
    var folders: [String] = []
    for index in crossings.keys.sorted() {
        for name in crossings[index]! where !folders.contains(name) { folders.append(name) }
    }
    let first = crossings.keys.min()!
    return diagnostics.indices.compactMap { index in
        guard crossings[index] != nil else { return diagnostics[index] }
        guard index == first else { return nil }
        return .warning(
            .duplicateToken,
            "\(folders.count) folders define the same tokens (\(crossings.count) definitions override earlier ones, in file name order): \(folders.map { "'\($0)'" }.joined(separator: ", ")). They look like themes of one design system: put each in brands/<name>/ or modes/<name>/, or write a resolver document whose modifier has one context per folder",
            at: diagnostics[index].location, notes: diagnostics[index].notes)
    }
}

/// How many tokens two folders must both define to be read as parallel themes.
let parallelFolderThreshold = 10

extension Diagnostic {
    /// Under `--strict` a file may use only what it says exactly: every guess is an error, and so
    /// is a tool's type name (read where the file is, before options are known).
    var strictened: Diagnostic {
        guard severity == .warning, !allowedByFormat, [.legacyMapping, .nonStandardType, .invalidName, .json5Syntax, .duplicateKey].contains(code) else { return self }
        var copy = self
        copy.severity = .error
        copy.message += code == .legacyMapping ? " (a guess, accepted only without --strict)" : " (accepted only without --strict)"
        return copy
    }
}
