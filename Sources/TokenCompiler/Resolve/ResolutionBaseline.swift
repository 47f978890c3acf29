/// What resolving one permutation gave, per token, kept so that other permutations resolve
/// again only the tokens they change and the tokens that depend on those.
struct ResolutionBaseline {
    /// The number of tokens; a patched set keeps these indices and appends its new tokens.
    var count: Int
    var types: [TokenType?]
    var values: [TokenValue?]
    var ignored: [Bool]
    var inCycle: [Bool]
    var leftOut: [String?]
    var results: TokenResults
    var diagnostics: [Diagnostic]
    /// The tokens whose resolution gave diagnostics, with their part of `diagnostics`.
    var diagnosticRanges: [(index: Int, range: Range<Int>)]
    /// Per token: the tokens its value refers to; nil when it also refers to paths that name no
    /// token, which a patched set may define.
    var dependencies: [[Int]?]
    /// Per token: the tokens whose values refer to it.
    var dependents: [[Int]]
    /// Per path that names no token: the tokens that refer to it anyway.
    var brokenDependents: [TokenPath: [Int]]
}
