import Testing
@testable import Lowering
@testable import TokenCompiler
@testable import TokenJSON
@testable import TokenModel
@testable import SwiftOutput

/// Brands and modes from the folder convention: every permutation resolved after merging, lined
/// up token by token, and checked across the whole matrix.
@Suite struct ThemeMatrixTests {
    static let themes = TestPaths.fixtures.appendingPathComponent("Themes")
    static let folders = themes.appendingPathComponent("folders").path

    static func invalid(_ name: String) -> ValidationReport {
        validateTokens(at: themes.appendingPathComponent("invalid/\(name)").path, options: ReaderOptions(strict: true))
    }

    /// The components of a color token as authored, for short comparisons.
    static func components(_ token: ResolvedToken?) -> String? {
        guard case .color(let color)? = token?.value else { return nil }
        return "\(color.colorSpace.rawValue) " + color.components.map { component in
            if case .number(let number) = component { return number.text }
            return "none"
        }.joined(separator: " ")
    }

    @Test func foldersBecomeBrandAndModeModifiersWithDefaults() {
        let report = validateTokens(at: Self.folders, options: ReaderOptions(strict: true))
        #expect(report.diagnostics == [])
        let theme = report.theme
        #expect(theme.modifiers == [
            ThemeModifier(name: "brand", contexts: ["acme", "nova"], defaultContext: "acme"),
            ThemeModifier(name: "mode", contexts: ["dark", "light"], defaultContext: "light"),
        ])
        #expect(theme.permutations.map(\.description) == ["acme/dark", "acme/light", "nova/dark", "nova/light"])
        #expect(theme.defaultPermutation == Permutation(contexts: ["acme", "light"]))
        #expect(theme.tokens.map(\.path.description) == [
            "palette.blue", "palette.gray.0", "palette.gray.900", "palette.accent",
            "color.brand", "color.background", "color.text", "radius.card",
        ])
    }

    /// nova overrides `palette.blue`; `color.brand` reaches it through `palette.accent`, so it
    /// changes with the brand although no brand file names it.
    @Test(arguments: [
        (["acme", "light"], "srgb 0 0.4 1", "srgb 1 1 1", "8px"),
        (["acme", "dark"], "srgb 0 0.4 1", "srgb 0.1 0.1 0.12", "8px"),
        (["nova", "light"], "display-p3 0.95 0.38 0.33", "srgb 1 1 1", "1rem"),
        (["nova", "dark"], "display-p3 0.95 0.38 0.33", "srgb 0.1 0.1 0.12", "1rem"),
    ])
    func eachPermutationResolvesAfterMerging(contexts: [String], brand: String, background: String, radius: String) throws {
        let theme = validateTokens(at: Self.folders).theme
        let tokens = Dictionary(uniqueKeysWithValues: theme.tokens(in: Permutation(contexts: contexts)).map { ($0.path.description, $0) })
        #expect(Self.components(tokens["color.brand"]) == brand)
        #expect(tokens["color.brand"]?.aliasOf == TokenPath(["palette", "accent"]))
        #expect(tokens["color.brand"]?.description == "The brand's primary color.")
        #expect(Self.components(tokens["color.background"]) == background)
        guard case .dimension(let dimension)? = tokens["radius.card"]?.value else {
            Issue.record("radius.card is not a dimension")
            return
        }
        #expect("\(dimension.value.text)\(dimension.unit.rawValue)" == radius)
    }

    @Test func eachTokenKnowsWhichModifiersItVariesWith() {
        let theme = validateTokens(at: Self.folders).theme
        let variesWith = Dictionary(uniqueKeysWithValues: theme.tokens.map { ($0.path.description, $0.variesWith) })
        #expect(variesWith["palette.gray.0"] == [])
        #expect(variesWith["palette.blue"] == ["brand"])
        #expect(variesWith["color.brand"] == ["brand"])
        #expect(variesWith["color.background"] == ["mode"])
        #expect(variesWith["color.text"] == ["mode"])
        #expect(variesWith["radius.card"] == ["brand"])
    }

    @Test func theValueOfAnOverrideIsLocatedInTheFileThatOverrides() {
        let theme = validateTokens(at: Self.folders).theme
        let blue = theme.tokens.first { $0.path.description == "palette.blue" }
        #expect(blue?.values.map { "\($0.location.file.split(separator: "/").suffix(2).joined(separator: "/")):\($0.location.line)" } == [
            "folders/palette.json:4", "folders/palette.json:4", "brands/nova.json:3", "brands/nova.json:3",
        ])
    }

    // MARK: - Errors across the matrix

    @Test func aReferenceBrokenInSomeBrandsIsReportedOnceNamingThem() {
        let report = Self.invalid("partial-reference")
        #expect(report.diagnostics.map(\.summary) == [
            "error broken-reference base.json:3:46 '{palette.brand}' names no token (only when brand is nova or zen)",
            "error incomplete-token brands/acme.json:3:5 the token 'palette.brand' is not defined when brand is nova or zen; a typed theme needs every token in every permutation",
        ])
    }

    @Test func aTokenOnlyOneBrandDefinesIsAnError() {
        #expect(Self.invalid("incomplete").diagnostics.map(\.summary) == [
            "error incomplete-token brands/acme.json:3:5 the token 'radius.special' is not defined when brand is nova; a typed theme needs every token in every permutation",
        ])
    }

    @Test func aTypeThatChangesWithTheBrandIsAnError() {
        let diagnostics = Self.invalid("type-change").diagnostics
        #expect(diagnostics.map(\.summary) == [
            "error type-changes brands/nova.json:3:5 the token 'size.icon' is a dimension when brand is acme but a number when brand is nova; its type must be the same in every permutation",
        ])
        #expect(diagnostics.first?.notes.map { "\($0.location.map(\.relativeDescription) ?? "") \($0.message)" } == ["base.json:3:5 it is a dimension here"])
    }

    @Test func aBrandThatOverridesAGroupWithATokenIsAnError() {
        let diagnostics = Self.invalid("group-override").diagnostics
        #expect(diagnostics.map(\.summary) == [
            "error duplicate-token brands/nova.json:2:3 'radius' is a token here but a group elsewhere; a path must be one or the other in every file",
        ])
        #expect(diagnostics.first?.notes.map { "\($0.location.map(\.relativeDescription) ?? "") \($0.message)" } == ["base.json:2:3 the group is defined here"])
    }

    @Test func subsetsOfPermutationsAreDescribedByTheirContexts() {
        let plan = ResolutionPlan(layers: [
            ResolutionLayer(name: "brand", kind: .modifier(Self.modifier("brand", ["a", "b", "c"])), location: nil),
            ResolutionLayer(name: "mode", kind: .modifier(Self.modifier("mode", ["light", "dark"])), location: nil),
        ], origin: "x")
        let space = ContextSpace(plan: plan)
        let subsets = PermutationSubsets(plan: plan, space: space)
        func describe(_ combinations: Set<Int>, over modifiers: [Int] = [0, 1]) -> String {
            subsets.describe(PermutationSubset(modifiers: ModifierSet(members: modifiers), combinations: combinations))
        }
        // a/light a/dark b/light b/dark c/light c/dark
        #expect(describe([1, 3, 5]) == "when mode is dark")
        #expect(describe([2, 3]) == "when brand is b")
        #expect(describe([0, 1, 4, 5]) == "when brand is a or c")
        #expect(describe([3]) == "when brand is b and mode is dark")
        #expect(describe([0, 3]) == "in brand=a, mode=light; brand=b, mode=dark")
        // Over the modifiers a token varies with: the others take every context.
        #expect(describe([1], over: [1]) == "when mode is dark")
        #expect(describe([0, 2], over: [0]) == "when brand is a or c")
        // Permutations named over different modifiers compare as the permutations they are.
        var union = PermutationSubset(modifiers: ModifierSet(members: [1]), combinations: [1])
        union.formUnion(PermutationSubset(modifiers: ModifierSet(members: [0]), combinations: [1]), in: space)
        #expect(describe(union.widened(to: space.all, in: space).combinations) == "in brand=a, mode=dark; brand=b, mode=light; brand=b, mode=dark; brand=c, mode=dark")
        #expect(union.isSame(as: PermutationSubset(modifiers: space.all, combinations: [1, 2, 3, 5]), in: space))
    }

    static func modifier(_ name: String, _ contexts: [String]) -> Modifier {
        Modifier(name: name, contexts: contexts.map { .init(name: $0, sources: [], location: nil) }, defaultContext: nil, location: nil)
    }
}

extension TokenJSON.SourceLocation {
    /// `file:line:column` with the file cut to what follows the fixture's folder.
    var relativeDescription: String {
        let parts = file.split(separator: "/")
        let keep = parts.suffix(parts.contains("brands") || parts.contains("modes") ? 2 : 1)
        return "\(keep.joined(separator: "/")):\(line):\(column)"
    }
}

extension Diagnostic {
    /// `error code file:line:column message`, with the file relative to its fixture.
    var summary: String {
        "\(severity.rawValue) \(code) \(location.map(\.relativeDescription) ?? "-") \(message)"
    }
}
