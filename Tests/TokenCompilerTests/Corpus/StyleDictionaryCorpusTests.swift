import Foundation
import Testing
@testable import TokenCompiler
@testable import TokenModel
@testable import SwiftOutput

/// Legacy Style Dictionary files (`value`/`type` without `$`): Style Dictionary's own examples
/// and fixtures, PatternFly's Figma export, and Material's Style Dictionary 2 properties.
/// They must read with no error into the same model, with a `legacy-mapping` warning for each
/// guess; where a file is wrong for any reader, the test says how.
///
/// Left out: `__tests__/__json_files` (plain JSON objects such as `{"a": "{b}"}` that Style
/// Dictionary's reference resolver is tested on, including its cycles and missing targets: no
/// tokens in them), and `transitive-transforms`, whose JSON5 colours are `{h, s, l}` parts and
/// `modify` lists that its own custom transforms assemble.
@Suite struct StyleDictionaryCorpusTests {
    static let sd = "style-dictionary"

    // MARK: - Style Dictionary

    /// The "complete" example. `asset` and `content` are Style Dictionary categories with no
    /// counterpart in the format, named as custom types.
    @Test(.enabled(if: TestPaths.corpus != nil, "../shared/corpus is absent"))
    func completeExample() throws {
        let report = Corpus.validate("\(Self.sd)/examples/complete/tokens", ignoring: ["asset", "content"])
        #expect(report.errors(under: Self.sd).isEmpty, "\(report.errorSummary)")
        // 18 unitless sizes ("0.75") read as pixels, 10 unitless times ("200") as milliseconds,
        // as in a `$value` file; `time` and `size` are Style Dictionary's type names.
        let readings = report.diagnostics(.nonStandardValue).map(\.message)
        #expect(readings.filter { $0.contains("px (write") }.count == 18)
        #expect(readings.filter { $0.contains("ms (write") }.count == 10)
        #expect(report.warningCounts == ["non-standard-value": 28, "non-standard-type": 2])
        #expect(report.tokenCount == 360)
        #expect(report.tokens.ignored.count == 976)

        #expect(report.value("size.font.base")?.dimension?.css == "1px")
        #expect(report.value("time.transition.short")?.duration == DurationValue(value: NumberLiteral(value: 200, text: "200"), unit: .ms))
        let red = try #require(report.value("color.base.red.500")?.color)
        #expect(red.bytes == [0xF4, 0x43, 0x36])
        #expect(report.tokens.tokens.first { $0.path.description == "color.font.base" }?.aliasOf?.description == "color.base.grey.900")
    }

    @Test(.enabled(if: TestPaths.corpus != nil, "../shared/corpus is absent"))
    func integrationTokens() {
        let report = Corpus.validate("\(Self.sd)/__integration__/tokens")
        #expect(report.errors(under: Self.sd).isEmpty, "\(report.errorSummary)")
        // Bare numbers (`"value": 0.75`) in dimension tokens, read as pixels; `_padding.json` and
        // `padding.json` define the same four tokens (the later file wins, as in Style Dictionary).
        #expect(report.warningCounts == ["non-standard-value": 9, "non-standard-type": 1, "duplicate-token": 4])
        #expect(report.tokenCount == 152)
    }

    struct Example: Sendable, CustomTestStringConvertible {
        var folder: String
        var tokens: Int
        var guesses: Int
        var errors: [String] = []
        var testDescription: String { folder }
    }

    /// `examples/advanced/*`, each folder as its build reads it. `asset` is a custom type.
    static let advanced: [Example] = [
        .init(folder: "assets-base64-embed/tokens", tokens: 12, guesses: 4),
        .init(folder: "create-react-app/style-dictionary/tokens", tokens: 13, guesses: 9),
        .init(folder: "create-react-native-app/style-dictionary/tokens", tokens: 4, guesses: 3),
        .init(folder: "custom-parser/tokens", tokens: 2, guesses: 0),
        .init(folder: "flutter/style_dictionary/tokens", tokens: 16, guesses: 6),
        // Only `asset` tokens, all ignored.
        .init(folder: "font-face-rules", tokens: 0, guesses: 0),
        .init(folder: "format-helpers/tokens", tokens: 4, guesses: 0),
        .init(folder: "matching-build-files/tokens", tokens: 7, guesses: 3),
        .init(folder: "npm-module/tokens", tokens: 12, guesses: 4),
        .init(folder: "s3/tokens", tokens: 12, guesses: 4),
        // No `type` at all: `color.*` and `size.*` typed by their Style Dictionary category.
        .init(folder: "tokens-deprecation/tokens", tokens: 13, guesses: 5),
        .init(folder: "variables-in-outputs/tokens", tokens: 13, guesses: 0),
        // `margin.*` carry a custom `group` attribute instead of a type: their value ("16px") says
        // what they are, as Style Dictionary emits it.
        .init(folder: "custom-transforms/tokens", tokens: 14, guesses: 12),
        // globals.json holds plain values (`"baseline": "16"`), which Style Dictionary lets
        // references reach but which are not tokens: left out as not a token file (a warning);
        // button.json interpolates two of them ("{globals.baseline}{globals.unit}"), which
        // tokenc does not evaluate.
        .init(folder: "referencing_aliasing/tokens", tokens: 19, guesses: 5, errors: []),
    ]

    @Test(.enabled(if: TestPaths.corpus != nil, "../shared/corpus is absent"), arguments: advanced)
    func advancedExample(_ example: Example) {
        let folder = "\(Self.sd)/examples/advanced/\(example.folder)"
        let report = Corpus.validate(folder, ignoring: ["asset"])
        #expect(report.errors(under: folder) == example.errors)
        #expect(report.tokenCount == example.tokens)
        #expect(report.readings.count == example.guesses)
    }

    /// Brands and platforms are folders a build configuration picks: globals, one platform, one
    /// brand. Read as a whole, `brands/` follows the folder convention: each brand is a context
    /// over the rest, so `{color.brand.*}` resolves in every brand.
    @Test(.enabled(if: TestPaths.corpus != nil, "../shared/corpus is absent"))
    func multiBrandMultiPlatform() {
        let root = "\(Self.sd)/examples/advanced/multi-brand-multi-platform/tokens"
        for brand in ["brand-1", "brand-2", "brand-3"] {
            for platform in ["android", "ios", "web"] {
                let report = Corpus.layered(["\(root)/globals", "\(root)/platforms/\(platform)", "\(root)/brands/\(brand)"])
                #expect(report.errors(under: root).isEmpty, "\(brand) \(platform): \(report.errorSummary)")
                #expect(report.tokenCount == 27)
                // `size.font.*` have no type (typed by the category `size`) and no unit: rem, as
                // Style Dictionary's size transforms read them.
                #expect(report.warningCounts["legacy-mapping"] == 3)
                #expect(report.warningCounts["missing-type"] == 1)
            }
        }
        let web = Corpus.layered(["\(root)/globals", "\(root)/platforms/web", "\(root)/brands/brand-1"])
        #expect(web.diagnostics(.legacyMapping).map(\.message).contains("the unitless \"0.75\" is read as 0.75rem: Style Dictionary's size tokens are rem (write {\"value\": 0.75, \"unit\": \"rem\"})"))
        // 0.75rem is 12 points at the default 16 points per rem, not 0.75.
        #expect(web.value("size.font.small")?.dimension == DimensionValue(value: NumberLiteral(value: 0.75, text: "0.75"), unit: .rem))
        let built = buildTheme(from: web)
        let size = built.files.first { $0.path.hasSuffix("AppTheme+Size.swift") }?.contents ?? ""
        #expect(size.contains("self.small = 12\n"), "\(size)")
        // A CSS font stack in one string is a list of families.
        #expect(web.value("font.platform.system")?.fontFamily?.names == ["Tahoma", "Arial", "Helvetica Neue", "sans"])
        let whole = Corpus.validate(root)
        #expect(whole.errors(under: root) == [])
        #expect(whole.theme.modifiers.map(\.name) == ["brand"])
        #expect(whole.theme.modifiers.first?.contexts == ["brand-1", "brand-2", "brand-3"])
    }

    /// Style Dictionary's unit-test token files, each used on its own by its tests.
    static let fixtures: [Example] = [
        .init(folder: "_paddings.json", tokens: 7, guesses: 7),
        .init(folder: "colors.json", tokens: 58, guesses: 0),
        .init(folder: "comment.json", tokens: 1, guesses: 1),
        .init(folder: "font_sizes.json", tokens: 8, guesses: 8),
        .init(folder: "icons.json", tokens: 0, guesses: 0),
        .init(folder: "images/flags/us.json", tokens: 0, guesses: 0),
        .init(folder: "nonPropertyNode.json", tokens: 1, guesses: 0),
        .init(folder: "paddings.json", tokens: 7, guesses: 7),
        // "1px solid {color.border.light}": interpolation into a CSS shorthand, not a border value.
        // CSS shorthands that interpolate references ("1px solid {color.border.light}"): left out,
        // every token of the file, which is an error.
        .init(folder: "borders.json", tokens: 0, guesses: 0, errors: ["all-left-out borders.json:5:18"]),
        // An array and an object as values with no type: nothing they could be read as, so left
        // out with the cause (and the alias of the array with them); under --strict, errors.
        .init(folder: "nonString.json", tokens: 6, guesses: 1),
    ]

    @Test(.enabled(if: TestPaths.corpus != nil, "../shared/corpus is absent"), arguments: fixtures)
    func unitTestTokens(_ fixture: Example) throws {
        let folder = "\(Self.sd)/__tests__/__tokens"
        let report = Corpus.validate("\(folder)/\(fixture.folder)", ignoring: ["html", "asset"])
        #expect(report.errors(under: folder) == fixture.errors)
        #expect(report.tokenCount == fixture.tokens)
        #expect(report.readings.count == fixture.guesses)
        if fixture.folder == "nonString.json" {
            #expect(report.diagnostics(.leftOut).map { $0.message.hasPrefix("'array.test' is left out") || $0.message.hasPrefix("'object.test' is left out") || $0.message.hasPrefix("'array.otherTest' is left out") }.filter { $0 }.count == 3)
            // tinycolor's {r, g, b, a} object.
            let red = try #require(report.value("color.red")?.color)
            #expect(red.bytes == [255, 0, 0])
            #expect(red.alpha?.value == 1)
        }
    }

    /// The v4 "basic" example, written with `$value`/`$type` but in the draft the format had
    /// before 2025.10: every old form is read, with a warning; under --strict each is an error.
    @Test(.enabled(if: TestPaths.corpus != nil, "../shared/corpus is absent"))
    func basicExampleUsesPre2025Forms() {
        let folder = "\(Self.sd)/examples/basic/tokens"
        let report = Corpus.validate(folder)
        #expect(report.errors(under: folder) == [])
        // Hex-string colors; "16px" dimensions, "200ms" durations and "0.5rem" dash lengths;
        // text.json redefines the two typography tokens of object-values.json, and leaves out
        // their letterSpacing (9.8); shadows without spread (9.6).
        #expect(report.warningCounts == ["non-standard-color": 11, "non-standard-value": 25, "non-standard-type": 1, "duplicate-token": 2, "defaulted-property": 4])
        #expect(report.tokenCount == 54)

        let strict = Corpus.validate(folder, strict: true)
        #expect(strict.errors(under: folder).filter { $0.hasPrefix("invalid-value dimensions.json") } ==
            // "16px" dimensions (8.2 wants {value, unit}).
            stride(from: 5, through: 53, by: 3).map { "invalid-value dimensions.json:\($0):17" })
        #expect(strict.errors(under: folder).filter { $0.hasPrefix("invalid-value object-values.json") } ==
            // "200ms" durations (8.5), dash lengths "0.5rem" (9.3), shadows without spread (9.6).
            ["51:19", "54:19", "57:19", "60:19", "87:25", "87:35", "96:17", "104:17"].map { "invalid-value object-values.json:\($0)" })
    }

    // MARK: - PatternFly

    static let patternfly = "patternfly-design-tokens/packages/module/tokens"

    struct Theme: Sendable, CustomTestStringConvertible {
        var name: String
        var tokens: Int
        /// Aliases typed `number` whose target is a string (font stacks, text decorations).
        var retyped: Int
        var testDescription: String { name }
    }

    static let themes: [Theme] = [
        .init(name: "light", tokens: 1037, retyped: 18),
        .init(name: "dark", tokens: 683, retyped: 0),
        .init(name: "glass", tokens: 830, retyped: 15),
        .init(name: "glass-dark", tokens: 516, retyped: 0),
        .init(name: "highcontrast", tokens: 830, retyped: 15),
        .init(name: "highcontrast-dark", tokens: 516, retyped: 0),
    ]

    /// Each theme folder is a complete set; the Red Hat folder of the same name overrides it.
    @Test(.enabled(if: TestPaths.corpus != nil, "../shared/corpus is absent"), arguments: themes)
    func patternflyTheme(_ theme: Theme) {
        let base = Corpus.validate("\(Self.patternfly)/default/\(theme.name)")
        #expect(base.errors(under: Self.patternfly).isEmpty, "\(base.errorSummary)")
        #expect(base.tokenCount == theme.tokens)
        #expect(base.warningCounts == (theme.retyped == 0 ? [:] : ["legacy-mapping": theme.retyped]))
        #expect(base.diagnostics(.legacyMapping).allSatisfy { $0.message.hasPrefix("the type 'number' disagrees with") && $0.message.hasSuffix("a string token; read as string") })

        let redhat = Corpus.layered(["\(Self.patternfly)/default/\(theme.name)", "\(Self.patternfly)/redhat/\(theme.name)"])
        #expect(redhat.errors(under: Self.patternfly).isEmpty, "\(redhat.errorSummary)")
        #expect(redhat.tokenCount == theme.tokens)
    }

    /// The whole folder read as it is: its theme folders define the same tokens, which the folder
    /// convention reads as one set. One warning says so, not 2,264 duplicate-token warnings, and
    /// the set builds.
    @Test(.enabled(if: TestPaths.corpus != nil, "../shared/corpus is absent"))
    func patternflyParallelThemeFoldersGetOneWarning() throws {
        let report = Corpus.validate(Self.patternfly)
        #expect(report.errors(under: Self.patternfly).isEmpty, "\(report.errorSummary)")
        let duplicates = report.diagnostics(.duplicateToken)
        #expect(duplicates.count == 1)
        let message = try #require(duplicates.first?.message)
        // Its `*.dark.json`, `*.glass.json`… files are Style Dictionary's mode files, over the
        // files without a suffix: the contexts of a `mode` modifier, so fewer definitions override.
        #expect(message.hasPrefix("12 folders define the same tokens (2264 definitions override earlier ones, in file name order): "))
        #expect(message.contains("/tokens/default/dark', "))
        #expect(message.hasSuffix("They look like themes of one design system: put each in brands/<name>/ or modes/<name>/, or write a resolver document whose modifier has one context per folder"))
        #expect(report.warningCounts == ["duplicate-token": 1, "legacy-mapping": 48])
        #expect(report.theme.modifiers.map(\.name) == ["mode"])
        #expect(buildTheme(from: report).succeeded)
    }

    @Test(.enabled(if: TestPaths.corpus != nil, "../shared/corpus is absent"))
    func patternflyValues() throws {
        let report = Corpus.validate("\(Self.patternfly)/default/light")
        let translucent = try #require(report.value("global.background.color.500")?.color)
        #expect(translucent.bytes == [21, 21, 21])
        #expect(translucent.alpha?.value == 0.4)
        // Sizes are typed `number` in the file, and stay numbers.
        #expect(report.value("global.border.radius.small")?.number?.value == 6)
        #expect(report.value("global.font.family.body")?.string?.hasPrefix("\"Red Hat Text\"") == true)

        // Under --strict the 15 `string` tokens are errors, and the aliases typed `number` that
        // point at them fail with them instead of being retyped.
        let strict = Corpus.validate("\(Self.patternfly)/default/light", strict: true)
        #expect(strict.errorCounts == ["non-standard-type": 15])
        #expect(strict.warningCounts.isEmpty)
    }

    // MARK: - Material (Style Dictionary 2)

    /// The Style Dictionary properties exported from Material's DSP file: no types at all, and
    /// references with SD 2's `.value` suffix.
    @Test(.enabled(if: TestPaths.corpus != nil, "../shared/corpus is absent"))
    func materialStyleDictionaryProperties() throws {
        let folder = "material-tokens-dsp/dsp/dist/styledictionary/properties"
        let report = Corpus.validate(folder)
        // `custom.md_ref_typeface_*` ("Roboto", "700") have no type, and `custom` is no Style
        // Dictionary category: read as Style Dictionary emits them, text and numbers.
        #expect(report.errors(under: folder) == [])
        // One per `{….value}` reference.
        #expect(report.diagnostics(.legacyMapping).filter { $0.message.contains(".value}' is read as '{") }.count == 114)
        #expect(report.diagnostics(.missingType).filter { $0.message.hasPrefix("tokens in 'color' without a type") }.count == 1)
        #expect(report.tokenCount == 199)

        let tint = try #require(report.tokens.tokens.first { $0.path.description == "color.md_sys_color_surface-tint_light" })
        #expect(tint.aliasOf?.description == "color.md_sys_color_primary")
        #expect(tint.value.color?.bytes == [0x67, 0x50, 0xA4])
        #expect(tint.value.color?.alpha?.value == 1)
    }
}
