@testable import TokenCompiler

extension ValidationReport {
    /// The resolved token at a dotted path (`color.accent.$root`).
    func token(_ path: String) -> ResolvedToken? {
        let components = path.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        return tokens.tokens.first { $0.path.components == components }
    }

    /// The resolved value at a dotted path.
    func value(_ path: String) -> TokenValue? {
        token(path)?.value
    }
}

/// Validates token JSON held in memory as if it were the one file `file`.
func validateJSON(_ json: String, file: String = "tokens.json", options: ReaderOptions = ReaderOptions(strict: true)) -> ValidationReport {
    var diagnostics: [Diagnostic] = []
    let tree = TokenFileReader.read(bytes: Array(json.utf8), file: file, diagnostics: &diagnostics)
    let plan = ResolutionPlan(
        layers: [ResolutionLayer(name: "tokens", kind: .set(tree.map { [.inline($0)] } ?? []), location: nil)], origin: file)
    return validateTokens(plan, files: [file], options: options, diagnostics: diagnostics)
}
