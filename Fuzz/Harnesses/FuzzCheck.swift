/// What every harness asserts besides "no crash": a broken promise stops the fuzzer with the
/// input that broke it.
enum FuzzCheck {
    /// Every error about the input has a position (the only errors without one are about paths).
    static func positioned(_ diagnostics: [Diagnostic]) {
        for diagnostic in diagnostics where diagnostic.severity == .error && diagnostic.location == nil {
            guard diagnostic.code == .unreadableFile || diagnostic.code == .ambiguousResolver else {
                fatalError("an error without a position: \(diagnostic.code) \(diagnostic.message)")
            }
        }
    }

    /// Generated Swift never holds an infinite or NaN literal.
    static func finite(_ sources: [String]) {
        for source in sources where source.firstMatch(of: /\b(inf|nan)\b/) != nil {
            fatalError("generated Swift holds inf or nan")
        }
    }
}
