/// The `resolver` target: any bytes as a resolver document, read into a plan and, when it is
/// valid, every permutation resolved (sources that name files find none: the input is all there is).
func fuzzResolver(_ bytes: [UInt8]) {
    var diagnostics: [Diagnostic] = []
    guard let document = ResolverDocumentReader.parse(bytes: bytes, file: "/nonexistent/fuzz.resolver.json", diagnostics: &diagnostics),
          let plan = ResolverDocumentReader.read("/nonexistent/fuzz.resolver.json", document: document, diagnostics: &diagnostics)
    else {
        FuzzCheck.positioned(diagnostics)
        return
    }
    // A small limit keeps each run fast; the limit's own error is part of what is fuzzed.
    let options = ReaderOptions(limits: Limits(permutations: 16))
    let validation = validateTokens(plan, files: plan.files, options: options, diagnostics: diagnostics)
    FuzzCheck.positioned(validation.diagnostics)
    var inputDiagnostics: [Diagnostic] = []
    _ = plan.permutation(for: [(modifier: "mode", context: "dark")], diagnostics: &inputDiagnostics)
}
