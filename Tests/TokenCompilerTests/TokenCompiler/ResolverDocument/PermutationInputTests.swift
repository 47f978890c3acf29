import Testing
@testable import TokenCompiler
@testable import TokenModel

/// Inputs (`--input MODIFIER=CONTEXT`) choosing a permutation (resolver module 5 and 6.1).
@Suite struct PermutationInputTests {
    /// `theme` (light, dark, darkHighContrast; default light) then `size` (small, large; no default).
    static let plan = ResolutionPlan(
        layers: [
            ResolutionLayer(name: "base", kind: .set([]), location: nil),
            ResolutionLayer(name: "theme", kind: .modifier(modifier("theme", ["light", "dark", "darkHighContrast"], default: "light")), location: nil),
            ResolutionLayer(name: "size", kind: .modifier(modifier("size", ["small", "large"], default: nil)), location: nil),
        ],
        origin: "tokens.resolver.json")

    static func modifier(_ name: String, _ contexts: [String], default defaultContext: String?) -> Modifier {
        Modifier(name: name, contexts: contexts.map { .init(name: $0, sources: [], location: nil) }, defaultContext: defaultContext, location: nil)
    }

    func permutation(_ inputs: [(modifier: String, context: String)]) -> (Permutation?, [String]) {
        var diagnostics: [Diagnostic] = []
        let permutation = Self.plan.permutation(for: inputs, diagnostics: &diagnostics)
        #expect(diagnostics.allSatisfy { $0.severity == .error && $0.location == nil })
        return (permutation, diagnostics.map { "\($0.code): \($0.message)" })
    }

    @Test func everyModifierGiven() {
        let (permutation, problems) = permutation([("size", "large"), ("theme", "dark")])
        #expect(permutation == Permutation(contexts: ["dark", "large"]))
        #expect(problems.isEmpty)
    }

    @Test func missingInputTakesTheDefault() {
        #expect(permutation([("size", "small")]).0 == Permutation(contexts: ["light", "small"]))
    }

    /// Names match whatever their case, and the permutation holds them as declared.
    @Test func namesMatchIgnoringCase() {
        #expect(permutation([("THEME", "DARKHIGHCONTRAST"), ("Size", "Large")]).0 == Permutation(contexts: ["darkHighContrast", "large"]))
    }

    @Test func unknownModifier() {
        let (permutation, problems) = permutation([("sise", "small"), ("foo", "bar")])
        #expect(permutation == nil)
        #expect(problems == [
            "unknown-input: unknown modifier 'sise'; did you mean 'size'? (the modifiers are 'theme' and 'size')",
            "unknown-input: unknown modifier 'foo' (the modifiers are 'theme' and 'size')",
            "missing-input: missing modifier 'size', which has no default; choose one of 'small' or 'large' with --input size=<context>",
        ])
    }

    @Test func unknownContext() {
        let (permutation, problems) = permutation([("theme", "blue"), ("size", "lage")])
        #expect(permutation == nil)
        #expect(problems == [
            "invalid-input: invalid context 'blue' for modifier 'theme' (its contexts are 'light', 'dark' and 'darkHighContrast')",
            "invalid-input: invalid context 'lage' for modifier 'size'; did you mean 'large'? (its contexts are 'small' and 'large')",
        ])
    }

    @Test func missingInputWithoutDefault() {
        let (permutation, problems) = permutation([])
        #expect(permutation == nil)
        #expect(problems == ["missing-input: missing modifier 'size', which has no default; choose one of 'small' or 'large' with --input size=<context>"])
    }

    @Test func modifierGivenTwice() {
        #expect(permutation([("size", "small"), ("size", "SMALL")]).0 == Permutation(contexts: ["light", "small"]))
        let (permutation, problems) = permutation([("size", "small"), ("size", "large")])
        #expect(permutation == nil)
        #expect(problems == ["invalid-input: modifier 'size' is given twice, as 'small' and 'large'; give it once"])
    }

    @Test func noModifiers() {
        var diagnostics: [Diagnostic] = []
        let plan = ResolutionPlan(layers: [ResolutionLayer(name: "base", kind: .set([]), location: nil)], origin: "tokens")
        #expect(plan.permutation(for: [], diagnostics: &diagnostics) == Permutation(contexts: []))
        #expect(plan.permutation(for: [("mode", "dark")], diagnostics: &diagnostics) == nil)
        #expect(diagnostics.map(\.message) == ["unknown modifier 'mode' (the tokens have no modifiers)"])
    }

    @Test func parsingAnInput() {
        #expect(ResolutionPlan.input(parsing: "mode=dark").map { [$0.modifier, $0.context] } == ["mode", "dark"])
        #expect(ResolutionPlan.input(parsing: "a=b=c").map { [$0.modifier, $0.context] } == ["a", "b=c"])
        #expect(ResolutionPlan.input(parsing: "mode").map { [$0.modifier, $0.context] } == nil)
    }
}
