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
