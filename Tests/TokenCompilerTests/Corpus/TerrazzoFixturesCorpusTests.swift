import Foundation
import Testing
@testable import TokenCompiler

/// The JSON fixtures of Terrazzo's test suites (`terrazzo-fixtures`), one fixture at a time.
///
/// Left out: resolver documents (`*.resolver.json`, and those named `resolver.json`), with
/// `import-figma/*.want.json`, which are resolver documents too; the sets only their resolver
/// puts together (`complex-resolver`, `permutations-include` and `option-transform-*`'s
/// `modes.json`/`themes.json`); expected outputs keyed by flat token ids (`get-transforms-*/want.json`);
/// `parser/test/fixtures/refs/dark.json` and `resolver-non-orthogonal-extends/theme-dark.json`,
/// whose group-level `$ref` / `$extends: {"$ref"}` to other files are Terrazzo's extension (the
/// format's `$ref` points inside the document); `json-schema-tools` fixtures (JSON Schema).
@Suite struct TerrazzoFixturesCorpusTests {
    static let folder = "terrazzo-fixtures/packages"

    struct Fixture: Sendable, CustomTestStringConvertible {
        var file: String
        var tokens: Int
        /// False when the file uses a leniency that --strict rejects (the comment says which).
        var strict = true
        var testDescription: String { file }
    }

    static let conformant: [Fixture] = [
        .init(file: "cli/test/fixtures/check-config/styles/tokens.json", tokens: 1),
        .init(file: "cli/test/fixtures/check-npm/pkg-exports/tokens-xyz.json", tokens: 1),
        .init(file: "cli/test/fixtures/check-npm/pkg/tokens.json", tokens: 1),
        .init(file: "cli/test/fixtures/check-ts/colors.tokens.json", tokens: 28),
        .init(file: "cli/test/fixtures/check-valid/tokens.json", tokens: 1),
        // The 2025.10 side of Terrazzo's migration pair (its input is tested below).
        .init(file: "cli/test/fixtures/format/want.json", tokens: 293),
        .init(file: "cli/test/fixtures/get-transforms-mode/tokens.json", tokens: 16),
        .init(file: "cli/test/fixtures/get-transforms-resolver/themes/dark.tokens.json", tokens: 1),
        .init(file: "cli/test/fixtures/get-transforms-resolver/themes/light-hc.tokens.json", tokens: 1),
        .init(file: "cli/test/fixtures/get-transforms-resolver/themes/light.tokens.json", tokens: 1),
        .init(file: "parser/test/fixtures/complex-resolver/primitives.json", tokens: 4),
        .init(file: "parser/test/fixtures/refs/base/colors-light.json", tokens: 28),
        .init(file: "parser/test/fixtures/refs/base/size.json", tokens: 19),
        .init(file: "parser/test/fixtures/resolver-non-orthogonal-extends/contrast-default.json", tokens: 1),
        .init(file: "parser/test/fixtures/resolver-non-orthogonal-extends/contrast-slim.json", tokens: 2),
        .init(file: "parser/test/fixtures/resolver-non-orthogonal-extends/theme-light.json", tokens: 1),
        .init(file: "parser/test/fixtures/resolver-non-orthogonal/contrast-default.json", tokens: 1),
        .init(file: "parser/test/fixtures/resolver-non-orthogonal/contrast-slim.json", tokens: 2),
        .init(file: "parser/test/fixtures/resolver-non-orthogonal/theme-dark.json", tokens: 1),
        .init(file: "parser/test/fixtures/resolver-orthogonal/contrast-default.json", tokens: 1),
        .init(file: "parser/test/fixtures/resolver-orthogonal/contrast-slim.json", tokens: 2),
        .init(file: "parser/test/fixtures/resolver-orthogonal/theme-dark.json", tokens: 1),
        .init(file: "parser/test/fixtures/resolver-orthogonal/theme-light.json", tokens: 1),
        .init(file: "parser/test/fixtures/resolver-simple/foundation/colors.tokens.json", tokens: 1),
        .init(file: "parser/test/fixtures/resolver-simple/theme/dark.tokens.json", tokens: 1),
        // `boolean` tokens: not a 2025.10 type, read without --strict.
        .init(file: "plugin-css/test/fixtures/mode-type-boolean/tokens.json", tokens: 3, strict: false),
        .init(file: "plugin-css/test/fixtures/mode-type-border/tokens.json", tokens: 23),
        .init(file: "plugin-css/test/fixtures/mode-type-color/tokens.json", tokens: 21),
        .init(file: "plugin-css/test/fixtures/mode-type-dimension/tokens.json", tokens: 16),
        .init(file: "plugin-css/test/fixtures/mode-type-gradient/tokens.json", tokens: 1),
        .init(file: "plugin-css/test/fixtures/mode-type-shadow/tokens.json", tokens: 5),
        // A `string` token: not a 2025.10 type, read without --strict.
        .init(file: "plugin-css/test/fixtures/mode-type-string/tokens.json", tokens: 2, strict: false),
        .init(file: "plugin-css/test/fixtures/mode-type-transition/tokens.json", tokens: 48),
        .init(file: "plugin-css/test/fixtures/mulitiple-outputs/src/breakpoints.json", tokens: 5),
        .init(file: "plugin-css/test/fixtures/mulitiple-outputs/src/breakpoints2.json", tokens: 3),
        .init(file: "plugin-css/test/fixtures/mulitiple-outputs/src/shared.json", tokens: 3),
        .init(file: "plugin-css/test/fixtures/option-base-selector/tokens.json", tokens: 1),
        .init(file: "plugin-css/test/fixtures/option-color-scheme/tokens.json", tokens: 1),
        .init(file: "plugin-css/test/fixtures/option-mode-selectors-chained-selector/tokens.json", tokens: 1),
        .init(file: "plugin-css/test/fixtures/option-out-dir/styles/tokens.json", tokens: 1),
        // A hex-string color, read with a warning without --strict.
        .init(file: "plugin-css/test/fixtures/option-property-defs/tokens.json", tokens: 3, strict: false),
        .init(file: "plugin-css/test/fixtures/option-skip-build/tokens.json", tokens: 1),
        .init(file: "plugin-css/test/fixtures/option-transform-exclude/primitives.json", tokens: 4),
        .init(file: "plugin-css/test/fixtures/option-transform-hex/primitives.json", tokens: 4),
        .init(file: "plugin-css/test/fixtures/option-transform-per-permutation/primitives.json", tokens: 4),
        .init(file: "plugin-css/test/fixtures/option-utility/dark.tokens.json", tokens: 1),
        .init(file: "plugin-css/test/fixtures/permutations-include/primitives.json", tokens: 4),
        .init(file: "plugin-css/test/fixtures/type-color/dark-colorblind.tokens.json", tokens: 11),
        .init(file: "plugin-css/test/fixtures/type-color/dark-dimmed.tokens.json", tokens: 11),
        .init(file: "plugin-css/test/fixtures/type-color/dark-high-contrast.tokens.json", tokens: 11),
        .init(file: "plugin-css/test/fixtures/type-color/dark.tokens.json", tokens: 13),
        .init(file: "plugin-css/test/fixtures/type-color/light-colorblind.tokens.json", tokens: 11),
        .init(file: "plugin-css/test/fixtures/type-color/light-high-contrast.tokens.json", tokens: 11),
        .init(file: "plugin-css/test/fixtures/type-color/light.tokens.json", tokens: 13),
        .init(file: "plugin-swift/test/color/tokens.json", tokens: 12),
        .init(file: "plugin-tailwind/test/fixtures/descriptions/tokens.json", tokens: 6),
        .init(file: "plugin-tailwind/test/fixtures/legacy-modes/tokens.json", tokens: 98),
        .init(file: "plugin-tailwind/test/fixtures/variable-name/tokens.json", tokens: 5),
        .init(file: "plugin-token-listing/test/fixtures/cli-config-outdir/styles/tokens.json", tokens: 1),
    ]

    @Test(.enabled(if: TestPaths.corpus != nil, "../shared/corpus is absent"), arguments: conformant)
    func conformantFixtureValidates(_ fixture: Fixture) {
        let report = Corpus.validate("\(Self.folder)/\(fixture.file)")
        #expect(report.errors(under: Self.folder).isEmpty, "\(report.errorSummary)")
        #expect(report.tokenCount == fixture.tokens)
        let strict = Corpus.validate("\(Self.folder)/\(fixture.file)", strict: true)
        #expect(strict.errors(under: Self.folder).isEmpty == fixture.strict, "\(strict.errorSummary)")
    }

    struct Defective: Sendable, CustomTestStringConvertible {
        var file: String
        var tokens: Int
        /// `code line:column` of each error.
        var errors: [String]
        var testDescription: String { file }
    }

    static let defective: [Defective] = [
        // The fixture meant to fail: `components` is the string "[0, 0.2, 1]", not an array (8.1).
        .init(file: "cli/test/fixtures/check-invalid/tokens.json", tokens: 0, errors: ["invalid-value 6:57"]),
        // Typography with members 9.8 does not define (fontVariationSettings, textTransform,
        // fontStyle, font-style, textDecoration, fontVariant…): 9.2 "Adding additional sub-values
        // … make the composite token invalid". CSS-only members are ignored with a warning, and
        // the typography builds; under --strict they are errors (`strictlyDefective`).
        .init(file: "plugin-css/test/fixtures/mode-type-typography/tokens.json", tokens: 8, errors: []),
        .init(file: "plugin-css/test/fixtures/option-omit-typography-shorthand/typography.tokens.json", tokens: 1, errors: []),
        .init(file: "plugin-css/test/fixtures/option-sub-value-variable-name/typography.tokens.json", tokens: 1, errors: []),
        .init(file: "plugin-css/test/fixtures/option-utility-modes/tokens.json", tokens: 22, errors: []),
        .init(file: "plugin-sass/test/fixtures/basic/tokens.json", tokens: 14, errors: []),
        // lineHeight as a dimension: read as the multiplier it means, through an alias to a
        // dimension token too (a suspicious-value warning; under --strict 9.8's type mismatch).
        .init(file: "plugin-tailwind/test/fixtures/typography/tokens.json", tokens: 5, errors: []),
        // Figma SDS in Terrazzo's older form: letterSpacing in `em`, read as that many font sizes.
        .init(file: "plugin-token-listing/test/fixtures/figma-sds-legacy.tokens.json", tokens: 298, errors: []),
    ]

    @Test(.enabled(if: TestPaths.corpus != nil, "../shared/corpus is absent"), arguments: defective)
    func defectiveFixtureGetsItsErrors(_ fixture: Defective) {
        let report = Corpus.validate("\(Self.folder)/\(fixture.file)")
        let expected = fixture.errors.map { entry -> String in
            let parts = entry.split(separator: " ")
            return "\(parts[0]) \(fixture.file):\(parts[1])"
        }
        #expect(report.errors(under: Self.folder) == expected)
        #expect(report.tokenCount == fixture.tokens)
    }

    /// Primer in Terrazzo's older form (modes in `$extensions.mode`), copied into five fixtures.
    /// `link` is Terrazzo's type for the icon URLs, named as custom.
    @Test(.enabled(if: TestPaths.corpus != nil, "../shared/corpus is absent"))
    func primerLegacyHasEmUnitsAndADimensionLineHeight() throws {
        let file = "plugin-css/test/fixtures/cli-watch/tokens.json"
        let report = Corpus.validate("\(Self.folder)/\(file)", ignoring: ["link"])
        // letterSpacing and lineHeight in `em` (8.2: px or rem), the last one also a dimension
        // where 9.8 wants a number for lineHeight: read relative to the font size.
        #expect(report.errors(under: Self.folder) == [])
        // A letter spacing of `{"value": 0, "unit": "em"}` is 0px: zero of any unit is zero.
        #expect(report.warningCounts == ["non-standard-value": 12, "left-out": 2])
        // Its modes, in `$extensions.mode`, are one modifier, `light` the default.
        #expect(report.theme.modifiers.map { "\($0.name): \($0.contexts.joined(separator: " ")) (\($0.defaultContext))" } == [
            "mode: light light-colorblind light-high-contrast dark white dark-dimmed dark-high-contrast dark-colorblind (light)",
        ])
        // 647 tokens: 469 `link` icons are ignored.
        #expect(report.tokenCount == 176)
        #expect(report.tokens.ignored.count == 469)
        // Under --strict each is the format's error.
        let strict = Corpus.validate("\(Self.folder)/\(file)", strict: true, ignoring: ["link"])
        let expected = ["1898:50", "1928:52", "1938:52", "1949:52", "1966:50", "2000:52", "2011:52", "2022:52",
                        "2039:50", "2055:50", "2064:54", "2071:50", "2072:25"].map { "invalid-value \(file):\($0)" }
        #expect(strict.errors(under: Self.folder).filter { $0.hasPrefix("invalid-value") && expected.contains($0) } == expected)

        let original = try Data(contentsOf: URL(fileURLWithPath: Corpus.path("\(Self.folder)/\(file)")))
        for copy in ["build-default", "cli-config-outdir", "cli-watch", "cli"] {
            let path = Corpus.path("\(Self.folder)/plugin-token-listing/test/fixtures/\(copy)/tokens.json")
            #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == original, "\(copy) is a copy")
        }
        let shifted = Corpus.validate("\(Self.folder)/plugin-vanilla-extract/test/fixtures/github-primer-legacy/github-primer.tokens.json", ignoring: ["link"])
        #expect(shifted.errorCounts == [:])
    }

    /// Terrazzo's migration input: the pre-2025.10 forms its `format` command rewrites.
    @Test(.enabled(if: TestPaths.corpus != nil, "../shared/corpus is absent"))
    func formatInputHasPre2025Forms() {
        let report = Corpus.validate("\(Self.folder)/cli/test/fixtures/format/input.json")
        // Hex and rgb() strings (8.1 wants an object), read as CSS colors with a warning each.
        #expect(report.errorCounts == [:])
        // 4 in `$value`s, 20 in the modes of `$extensions.mode`, read as the modifier's contexts.
        #expect(report.diagnostics(.nonStandardColor).map(\.message).filter { $0.contains("\"rgb(") }.count == 24)
        // "16px"-style dimensions (8.2 wants {value, unit}), read with a warning each.
        #expect(report.warningCounts == ["non-standard-color": 118, "non-standard-value": 51])
        #expect(report.theme.modifiers.map(\.name) == ["mode"])
        #expect(report.tokenCount == 293)
        let strict = Corpus.validate("\(Self.folder)/cli/test/fixtures/format/input.json", strict: true)
        #expect(strict.diagnostics(.invalidValue).map(\.message).filter { $0.hasPrefix("a dimension must be an object") }.count == 51)
    }

    /// Sets that need their companion file: a context over its base, a brand over shared.
    @Test(.enabled(if: TestPaths.corpus != nil, "../shared/corpus is absent"))
    func contextFilesOverTheirBase() {
        // The resolver's `dark-hc` context is this file alone, with no base set under it, and
        // its token has no `$type`: 6.7.3 "Token is invalid if no type can be determined". Its
        // value is a color object, so it is read as a color with a warning, except under --strict.
        let themes = "\(Self.folder)/cli/test/fixtures/get-transforms-resolver/themes"
        let darkHC = Corpus.validate("\(themes)/dark-hc.tokens.json")
        #expect(darkHC.errors(under: themes) == [])
        #expect(darkHC.warningCounts == ["missing-type": 1])
        #expect(Corpus.validate("\(themes)/dark-hc.tokens.json", strict: true).errors(under: themes) == ["missing-type dark-hc.tokens.json:5:9"])

        // `{space.1}` in light.tokens.json is defined in size-default.tokens.json; the typography
        // members 9.8 does not define (9.2), in each size context, are ignored with a warning.
        let utility = "\(Self.folder)/plugin-css/test/fixtures/option-utility"
        let defaultSize = Corpus.layered(["\(utility)/light.tokens.json", "\(utility)/size-default.tokens.json"])
        #expect(defaultSize.errors(under: utility) == [])
        #expect(defaultSize.diagnostics(.ignoredProperty).count == 4)
        let mobile = Corpus.layered(["\(utility)/light.tokens.json", "\(utility)/size-default.tokens.json", "\(utility)/size-mobile.tokens.json"])
        #expect(mobile.errors(under: utility) == [])
        #expect(mobile.tokenCount == 22)

        // brand-1 extends `{input}` from shared.json and overrides `field.width` with a token
        // without `$type`: 6.4.3 replaces an overridden token whole, so it has no type. Its name
        // says it is a dimension (a warning); under --strict it is the format's error.
        let outputs = "\(Self.folder)/plugin-css/test/fixtures/mulitiple-outputs/src"
        for brand in ["brand-1", "brand-2"] {
            let report = Corpus.layered(["\(outputs)/shared.json", "\(outputs)/\(brand).json"])
            #expect(report.errors(under: outputs) == [])
            #expect(report.diagnostics(.missingType).map(\.severity) == [.warning])
            let strict = Corpus.layered(["\(outputs)/shared.json", "\(outputs)/\(brand).json"], strict: true)
            #expect(strict.errors(under: outputs) == ["missing-type \(brand).json:18:7"])
        }
    }
}
