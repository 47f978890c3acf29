/// The `pipeline` target: any bytes as one token file through the whole pipeline in memory:
/// read, resolve, emit Swift, the dump document and the preview page.
func fuzzPipeline(_ bytes: [UInt8]) {
    var diagnostics: [Diagnostic] = []
    let tree = TokenFileReader.read(bytes: bytes, file: "fuzz.tokens.json", diagnostics: &diagnostics)
    let plan = ResolutionPlan(
        layers: [ResolutionLayer(name: "tokens", kind: .set(tree.map { [.inline($0)] } ?? []), location: nil)],
        origin: "fuzz.tokens.json")
    for strict in [false, true] {
        let validation = validateTokens(plan, files: ["fuzz.tokens.json"], options: ReaderOptions(strict: strict), diagnostics: diagnostics)
        let build = buildTheme(from: validation)
        FuzzCheck.positioned(build.diagnostics)
        guard build.succeeded else { continue }
        FuzzCheck.finite(build.files.map(\.contents))
        _ = JSONWriter().text(of: JSONOutput(resolved: validation.theme.tokens(in: validation.theme.defaultPermutation), groups: validation.theme.groups))
        _ = PreviewPage(theme: validation.theme).render()
    }
}
