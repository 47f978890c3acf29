import Foundation
import Testing
@testable import TokenCompiler
@testable import TokenModel
@testable import Preview

/// A token that only some contexts define becomes an optional member, `nil` where it is absent:
/// the resolver test suite's `resolver-with-empty-context-array` is a theme of this kind.
@Suite struct OptionalTokenTests {
    /// `radius.special` and `color.accent` exist for the brand `a` only; `gap.wide` for the mode
    /// `dark` only, so it varies with the mode but not the brand.
    static let report = buildJSON(
        #"{ "radius": { "$type": "dimension", "small": { "$value": { "value": 4, "unit": "px" } } }, "gap": { "$type": "dimension", "narrow": { "$value": { "value": 2, "unit": "px" } } } }"#,
        modifiers: [
            ("brand", [
                ("a", #"{ "radius": { "special": { "$type": "dimension", "$value": { "value": 3, "unit": "px" } } }, "color": { "accent": { "$type": "color", "$value": { "colorSpace": "srgb", "components": [1, 0, 0] } } } }"#),
                ("b", "{}"),
            ]),
            ("mode", [("light", "{}"), ("dark", #"{ "gap": { "wide": { "$type": "dimension", "$value": { "value": 9, "unit": "px" } } } }"#)]),
        ])

    @Test func theModelMarksWhereTheTokenIsAbsent() throws {
        let report = Self.report
        #expect(report.succeeded)
        let special = try #require(report.theme.tokens.first { $0.path.description == "radius.special" })
        // Permutations: (a, light), (a, dark), (b, light), (b, dark).
        #expect(special.absent == [2, 3])
        #expect(special.variesWith == ["brand"])
        #expect(special.value(in: 0)?.value == .dimension(DimensionValue(value: NumberLiteral(value: 3, text: "3"), unit: .px)))
        #expect(special.value(in: 2) == nil)
        let wide = try #require(report.theme.tokens.first { $0.path.description == "gap.wide" })
        #expect(wide.absent == [0, 2])
        #expect(wide.variesWith == ["mode"])
        #expect(report.diagnostics.filter { $0.code == .incompleteToken }.map(\.message) == [
            "the token 'radius.special' is not defined when brand is b; it becomes an optional member, nil there (define it in every permutation to make it non-optional)",
            "the token 'color.accent' is not defined when brand is b; it becomes an optional member, nil there (define it in every permutation to make it non-optional)",
            "the token 'gap.wide' is not defined when mode is light; it becomes an optional member, nil there (define it in every permutation to make it non-optional)",
        ])
    }

    @Test func theMemberIsDeclaredOptional() throws {
        let radius = try #require(Self.report.files.first { $0.path.hasSuffix("AppTheme+Radius.swift") })
        #expect(radius.contents.contains("public var special: Double?\n"))
        #expect(radius.contents.contains("public var small: Double\n"))
    }

    /// Each permutation reads its own value, or nil, when the core layer runs.
    @Test func theCoreLayerRunsWithNilWhereTheTokenIsAbsent() throws {
        let main = """
            for brand in [AppTheme.Brand.a, .b] {
                for mode in [AppTheme.Mode.light, .dark] {
                    let theme = AppTheme(brand: brand, mode: mode)
                    print(brand, mode, theme.radius.small, theme.radius.special.map { "\\($0)" } ?? "nil", theme.gap.wide.map { "\\($0)" } ?? "nil", theme.color.accent == nil)
                }
            }
            """
        let run = try GeneratedCode.run(EmitFixtures.sources(Self.report.files), main: main)
        #expect(run.status == 0, Comment(rawValue: run.output))
        #expect(run.output == """
            a light 4.0 3.0 nil false
            a dark 4.0 3.0 9.0 false
            b light 4.0 nil nil true
            b dark 4.0 nil 9.0 true

            """)
    }

    /// The SwiftUI layer too: no style or shape reaches for a value that may be missing.
    @Test(arguments: [false, true])
    func theWholeOutputTypeChecks(defaultIsolationMainActor: Bool) throws {
        let usage = SourceFile(name: "UsesOptional.swift", contents: """
            func special(_ theme: AppTheme) -> Double { theme.radius.special ?? theme.radius.small }

            """)
        let result = try SwiftTypeChecker.typeCheck(
            files: EmitFixtures.sources(Self.report.files) + [usage],
            options: .init(defaultIsolationMainActor: defaultIsolationMainActor))
        #expect(result.succeeded, Comment(rawValue: result.description))
    }

    /// The style guide shows the value where the token is defined, and says where it is not:
    /// one cell per brand, since the token varies with the brand only.
    @Test func thePreviewSaysWhereTheTokenIsNotDefined() throws {
        let page = PreviewPage(theme: Self.report.theme).render()
        #expect(PreviewDOM.rows(page)["radius.special"] == ["a/*", "b/*"])
        #expect(try #require(PreviewDOM.cell(page, token: "radius.special", permutation: "a/*")).contains("3px"))
        #expect(PreviewDOM.cell(page, token: "radius.special", permutation: "b/*") == "<span class=\"absent\">not defined</span>")
        #expect(PreviewDOM.rows(page)["gap.wide"] == ["*/light", "*/dark"])
        #expect(PreviewDOM.cell(page, token: "gap.wide", permutation: "*/light") == "<span class=\"absent\">not defined</span>")
    }

    /// A style cannot do without a value in some brand: that stays an error.
    @Test func aComponentTokenMustBeDefinedEverywhere() {
        let report = buildJSON(
            #"{ "component": { "button": { "primary": { "cornerRadius": { "$type": "dimension", "$value": { "value": 4, "unit": "px" } } } } } }"#,
            modifiers: [("brand", [
                ("a", #"{ "component": { "button": { "primary": { "background": { "$type": "color", "$value": { "colorSpace": "srgb", "components": [1, 0, 0] } } } } } }"#),
                ("b", "{}"),
            ])])
        #expect(!report.succeeded)
        #expect(report.diagnostics.filter { $0.severity == .error }.map(\.message) == [
            "'component.button.primary.background' is not defined in every permutation, but a style needs its background in each; define it for every brand and mode",
        ])
    }
}
