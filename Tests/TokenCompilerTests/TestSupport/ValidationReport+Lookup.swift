@testable import Lowering
@testable import TokenCompiler
@testable import TokenModel
@testable import SwiftOutput

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
    return validateTrees(tree.map { [$0] } ?? [], origin: file, options: options, diagnostics: diagnostics)
}

/// Validates trees already read, merged in order as the files of one folder are (a token
/// defined twice is a warning); `diagnostics` are what reading them found.
func validateTrees(_ trees: [GroupNode], origin: String, options: ReaderOptions, diagnostics: [Diagnostic] = []) -> ValidationReport {
    let plan = ResolutionPlan(
        layers: [ResolutionLayer(name: "tokens", kind: .set(trees.map { .inline($0) }), location: nil)],
        origin: origin, filesOrderedByName: true)
    return validateTokens(plan, files: [origin], options: options, diagnostics: diagnostics)
}
