import Foundation
import Testing
@testable import TokenCompiler
@testable import TokenModel
@testable import TokenJSON
@testable import SwiftOutput

/// Tokens Studio files in its legacy form (`value`/`type`): Tokens Studio's type names, string
/// numbers, composite typography and box shadows, math and color functions. `composition` is
/// Tokens Studio's bag of CSS properties, with no counterpart in the format: named as custom.
///
/// Left out: multi-set files, whose top level names token sets that Tokens Studio drops from
/// reference paths and layers by `$themes` (`sample_tokens.json`, `default.json`,
/// `twoThemeTokens.json`, `order.json`, `token-transformer/tokens.json`, `utils/test/github/*`):
/// layering sets is the resolver's work. `swapThemeMock.json` is plugin state, not tokens.
/// `token-transformer/output/resolve-false.json` keeps references into sets the transformer
/// left out on purpose.
@Suite struct TokensStudioCorpusTests {
    static let custom: Set<String> = ["composition"]

    // MARK: - lion-example

    static let lion = "tokens-studio-lion-example/tokens"

    /// `$themes.json`: a brand theme and a color theme, each over the primitive, semantic and
    /// component sets.
    @Test(.enabled(if: TestPaths.corpus != nil, "../shared/corpus is absent"),
          arguments: ["casual", "business"], ["blue", "green", "purple"])
    func lionTheme(brand: String, color: String) throws {
        let report = Corpus.layered([
            "\(Self.lion)/primitive", "\(Self.lion)/semantic", "\(Self.lion)/brand/\(brand).json",
            "\(Self.lion)/color/\(color).json", "\(Self.lion)/component",
        ])
        #expect(report.errors(under: Self.lion).isEmpty, "\(report.errorSummary)")
        // borderRadius.lg is "8" and another radius "0": pixels, as in a `$value` file.
        #expect(report.diagnostics(.nonStandardValue).map(\.message) == [
            #""8" is read as 8px (write {"value": 8, "unit": "px"})"#, #""0" is read as 0px (write {"value": 0, "unit": "px"})"#,
        ])
        #expect(report.tokenCount == 46)
        #expect(report.value("button.borderRadius")?.dimension?.css == (brand == "casual" ? "8px" : "0px"))
    }

    /// The whole folder: `$themes.json` makes each theme group a modifier and each theme a
    /// context (brand: Casual, Business; color: Green, Blue, Purple), over the sets every theme
    /// selects, in `$metadata.json`'s order.
    @Test(.enabled(if: TestPaths.corpus != nil, "../shared/corpus is absent"))
    func lionFolder() throws {
        let report = Corpus.validate(Self.lion)
        #expect(report.errors(under: Self.lion).isEmpty, "\(report.errorSummary)")
        // No duplicate-token warnings: the sets the themes choose between are contexts. The theme
        // group `color` is the modifier `colorModifier` in Swift: `AppTheme.Color` would hide SwiftUI's.
        #expect(report.warningCounts == ["non-standard-type": 4, "non-standard-value": 2, "renamed-member": 1])
        #expect(report.files.count == 11)
        let theme = report.theme
        #expect(theme.modifiers.map { "\($0.name): \($0.contexts.joined(separator: " "))" } == ["brand: Casual Business", "color: Green Blue Purple"])
        #expect(theme.defaultPermutation == Permutation(contexts: ["Casual", "Green"]))
        let plan = try #require(report.plan)
        let base = plan.layers.first.map { layer -> [String] in
            guard case .set(let sources) = layer.kind else { return [] }
            return sources.compactMap { if case .file(let path, _) = $0 { (path as NSString).lastPathComponent } else { nil } }
        }
        #expect(base == ["colors.json", "radii.json", "typography.json", "button.json"])
        // The brand's radius, in every color.
        let radius = try #require(theme.tokens.first { $0.path.description == "button.borderRadius" })
        #expect(radius.variesWith == ["brand"])
        #expect(theme.tokens(in: theme.permutation(["brand": "Business", "color": "Purple"])).first { $0.path.description == "button.borderRadius" }?.value.dimension?.css == "0px")
        let build = buildTheme(from: report)
        #expect(build.succeeded)
        #expect(build.files.contains { $0.contents.contains("case casual") && $0.contents.contains("case purple") })
    }

    // MARK: - sd-transforms

    static let sdTransforms = "tokens-studio-sd-transforms/test/integration/tokens"

    struct File: Sendable, CustomTestStringConvertible {
        var file: String
        var tokens: Int
        var guesses: Int
        var errors: [String] = []
        var testDescription: String { file }
    }

    /// Each file is the input of one integration test.
    static let sdTransformsFiles: [File] = [
        .init(file: "custom-group.tokens.json", tokens: 1, guesses: 2),
        // Each composition is a token per property, as sd-transforms expands it.
        .init(file: "expand-composition.tokens.json", tokens: 17, guesses: 36),
        .init(file: "object-value-references.tokens.json", tokens: 8, guesses: 17),
        .init(file: "swift-UI-colors.tokens.json", tokens: 3, guesses: 0),
        // `alpha` is `other` with the value 0.3; the alpha modifier's `{alpha}` reads that text as
        // the number it is, as Tokens Studio puts a referenced value in place (a warning). `modifier`
        // is a color-modifier object with no type, used from `$extensions`, not a token: left out.
        .init(file: "color-modifier-references.tokens.json", tokens: 6, guesses: 2, errors: [
            "invalid-value color-modifier-references.tokens.json:3:14",
        ]),
        // "{typo}" and "{typo-2}" are in cross-file-refs-1 (tested with it below).
        .init(file: "cross-file-refs-3.tokens.json", tokens: 0, guesses: 0, errors: [
            "broken-reference cross-file-refs-3.tokens.json:3:14", "broken-reference cross-file-refs-3.tokens.json:7:14",
        ]),
        // A multi-set file: `{core.color}` names `foo.core.color` once the set name `foo` is
        // dropped (sd-transforms' excludeParentKeys): a Tokens Studio single-file export, whose
        // sets `foo` and `bar` merge into `core.color`, `semantic.color` and `button.color`.
        .init(file: "exclude-parent-keys.tokens.json", tokens: 3, guesses: 0),
        // "16 * 1.5", "3 + 1", "100 / 10"… inside composites: maths, evaluated (values below).
        .init(file: "math-in-complex-values.tokens.json", tokens: 4, guesses: 19),
        // An interpolated string, left out with a warning; "{my.base.token} * 5" is maths.
        .init(file: "output-references.tokens.json", tokens: 4, guesses: 4),
        // `math` is the file's own word in `type`: its tokens are typed by their group, and its
        // maths is evaluated. The multi-value spacing and the linear-gradient string are
        // expressions: left out, with a warning each.
        .init(file: "sd-transforms.tokens.json", tokens: 31, guesses: 31),
        // Tokens Studio's `$`-prefixed form: its type names (spacing, sizing, fontSizes,
        // boxShadow…) are read as in its `value` files, with a warning each, its `rgba()`
        // shadow color as every CSS color, and its word `math` in `$type` as in `type`: its
        // tokens typed by their group.
        .init(file: "w3c-spec-compliance.tokens.json", tokens: 31, guesses: 33),
    ]

    @Test(.enabled(if: TestPaths.corpus != nil, "../shared/corpus is absent"), arguments: sdTransformsFiles)
    func sdTransformsFile(_ file: File) {
        let report = Corpus.validate("\(Self.sdTransforms)/\(file.file)", ignoring: Self.custom)
        #expect(report.errors(under: Self.sdTransforms) == file.errors)
        #expect(report.tokenCount == file.tokens)
        #expect(report.readings.count == file.guesses)
    }

    @Test(.enabled(if: TestPaths.corpus != nil, "../shared/corpus is absent"))
    func sdTransformsCrossFileReferences() {
        let files = (1...3).map { "\(Self.sdTransforms)/cross-file-refs-\($0).tokens.json" }
        let report = Corpus.layered(files, ignoring: Self.custom)
        #expect(report.errors(under: Self.sdTransforms) == [
            // `typo` gives only fontWeight; Tokens Studio typography still needs a family and a size.
            "invalid-value cross-file-refs-1.tokens.json:3:14",
        ])
        // `testComposite.fancyCard`, "{testComposite.card}", is card's properties (a group
        // extending the group card became). "4px" in a token typed `number` is a length, so
        // `typo-2`'s "{dimension.scale}*{dimension.xs}" is 8px.
        #expect(report.tokenCount == 16)
        #expect(report.value("dimension.xs") == .dimension(DimensionValue(value: NumberLiteral(value: 4, text: "4"), unit: .px)))
        #expect(report.value("typo-2")?.typography?.fontSize == DimensionValue(value: NumberLiteral(value: 8, text: "8"), unit: .px))
        #expect(report.value("testComposite.fancyCard.borderColor") == report.value("testComposite.card.borderColor"))
        #expect(report.value("testComposite.fancyCard.borderRadius") != nil)
    }

    @Test(.enabled(if: TestPaths.corpus != nil, "../shared/corpus is absent"))
    func sdTransformsValues() throws {
        let composition = Corpus.validate("\(Self.sdTransforms)/expand-composition.tokens.json", ignoring: Self.custom)
        let typography = try #require(composition.value("typography")?.typography)
        #expect(typography.fontFamily.names == ["Arial"])
        #expect(typography.fontSize.css == "26px")
        // "ExtraBold italic": the weight, without the slant (a guess, warned).
        #expect(typography.fontWeight.value.value == 800)
        // "125%" line height is 1.25; "125%" letter spacing is 125% of the 26px font size.
        #expect(typography.lineHeight.value == 1.25)
        #expect(typography.letterSpacing.css == "32.5px")

        let double = try #require(composition.value("shadow.double")?.shadow)
        #expect(double.isList)
        #expect(double.layers.map(\.inset) == [true, false])
        #expect(double.layers.map(\.offsetY.css) == ["4px", "8px"])
        #expect(double.layers.map(\.blur.css) == ["10px", "12px"])
        #expect(double.layers[1].spread.css == "5px")
        #expect(double.layers[0].color.bytes == [0, 0, 0])
        #expect(double.layers[0].color.alpha?.value == 0.4)

        // sd-transforms' own expected output for its maths test: 24px, 1.125, 4px, 10px.
        let maths = Corpus.validate("\(Self.sdTransforms)/math-in-complex-values.tokens.json", ignoring: Self.custom)
        let typo = try #require(maths.value("typo")?.typography)
        #expect(typo.fontSize.css == "24px")
        #expect(typo.lineHeight == NumberLiteral(value: 1.125, text: "1.125"))
        let borderWidth: String? = if case .border(let border)? = maths.value("border") { border.width.css } else { nil }
        #expect(borderWidth == "24px")
        #expect(maths.value("shadow.double")?.shadow?.layers.map(\.offsetY.css) == ["4px", "4px"])
        #expect(maths.value("shadow.double")?.shadow?.layers.map(\.blur.css) == ["10px", "10px"])
        #expect(maths.value("shadow.single")?.shadow?.layers.first?.blur.css == "10px")

        let main = Corpus.validate("\(Self.sdTransforms)/sd-transforms.tokens.json", ignoring: Self.custom)
        #expect(main.value("opacity")?.number?.value == 0.25)
        #expect(main.value("lineHeights.heading")?.number?.value == 1.1)
        #expect(main.value("fontWeights.bodyRegular")?.fontWeight?.value.value == 400)
        #expect(main.value("fontWeights.headingRegular")?.fontWeight?.value.value == 600)
        #expect(main.value("shadow")?.shadow?.layers.first?.inset == true)
    }

    // MARK: - figma-plugin (the legacy files)

    static let plugin = "tokens-studio-figma-plugin/packages/tokens-studio-for-figma"

    /// token-transformer's multi-file project, per theme of its `$themes.json`, with every set.
    @Test(.enabled(if: TestPaths.corpus != nil, "../shared/corpus is absent"), arguments: ["light", "dark"])
    func tokenTransformerProject(theme: String) throws {
        let root = "\(Self.plugin)/token-transformer/tokens"
        let report = Corpus.layered(["\(root)/base", "\(root)/core", "\(root)/themes/\(theme).json"], ignoring: Self.custom)
        // "$sizing.base * 2", maths over Tokens Studio's older `$name` reference, computes;
        // "rgba({colors.gray.100}, 0.5)" is that color at half opacity.
        #expect(report.errors(under: root) == [])
        #expect(report.diagnostics(.leftOut).isEmpty)
        #expect(report.value("sizing.large").map { FolderLayoutTests.compact(JSONOutput($0)) } == #"{ "value": 8, "unit": "px" }"#)
        #expect(report.tokenCount == (theme == "light" ? 32 : 36))

        let h1 = try #require(report.value("typography.h1")?.typography)
        #expect(h1.fontSize.css == "96px")
        #expect(h1.fontFamily.names == ["Roboto"])
        #expect(h1.fontWeight.value.value == 700)
        // No lineHeight in the file: 1.2, a guess (warned).
        #expect(h1.lineHeight.value == 1.2)
        let shadows = try #require(report.value("shadows.multiple")?.shadow)
        #expect(shadows.layers.map(\.offsetY.css) == ["4px", "0px"])
        #expect(shadows.layers.map(\.blur.css) == ["2px", "6px"])

        // The component set references colors the copied files do not define.
        let withButton = Corpus.layered(["\(root)/base", "\(root)/core", "\(root)/themes/\(theme).json", "\(root)/component"], ignoring: Self.custom)
        #expect(Set(withButton.diagnostics(.brokenReference).map(\.message)) == [
            "'{colors.accent}' names no token", "'{colors.on-accent}' names no token",
        ])
    }

    /// token-transformer's modifier project: "rgba($core.color.neutral.white, 0.1)" puts an
    /// old-style `$` reference inside a color function, which the plugin reads as it reads braces.
    @Test(.enabled(if: TestPaths.corpus != nil, "../shared/corpus is absent"))
    func tokenTransformerModifierProject() {
        let root = "\(Self.plugin)/token-transformer/modifier"
        let report = Corpus.layered(["\(root)/core.json", "\(root)/theme/01-light.json", "\(root)/theme/02-dark.json"])
        #expect(report.errors(under: root) == [])
        #expect(report.tokenCount == 3)
        #expect(report.value("core.color.transparent.white-10").map { FolderLayoutTests.compact(JSONOutput($0)) }
            == ##"{ "colorSpace": "srgb", "components": [ 1, 1, 1 ], "alpha": 0.1, "hex": "#ffffff" }"##)
        let folder = Corpus.validate(root)
        #expect(folder.errors(under: root) == [])
    }

    /// token-transformer's outputs: resolved values, Tokens Studio types, bare numbers.
    static let outputs: [File] = [
        .init(file: "border.json", tokens: 3, guesses: 1),
        .init(file: "dark.json", tokens: 11, guesses: 36),
        .init(file: "darkOrder.json", tokens: 2, guesses: 0),
        .init(file: "folder-dark.json", tokens: 11, guesses: 36),
        .init(file: "folder-light.json", tokens: 7, guesses: 33),
        .init(file: "light.json", tokens: 7, guesses: 33),
        .init(file: "lightOrder.json", tokens: 5, guesses: 0),
        .init(file: "tokens-modifier.json", tokens: 3, guesses: 0),
        .init(file: "typography.json", tokens: 5, guesses: 9),
        // A composition expanded into its properties: `fill` is a composition property, not a
        // type, and `border` there holds a color, not a border: left out, as text that is no
        // CSS border.
        .init(file: "composition.json", tokens: 25, guesses: 55),
    ]

    @Test(.enabled(if: TestPaths.corpus != nil, "../shared/corpus is absent"), arguments: outputs)
    func tokenTransformerOutput(_ file: File) {
        let root = "\(Self.plugin)/token-transformer/output"
        let report = Corpus.validate("\(root)/\(file.file)", ignoring: Self.custom)
        #expect(report.errors(under: root) == file.errors)
        #expect(report.tokenCount == file.tokens)
        #expect(report.readings.count == file.guesses)
    }

    /// The benchmark mocks: alias chains, deep nesting, math.
    static let mocks: [File] = [
        .init(file: "linkedRef-5.json", tokens: 5, guesses: 1),
        .init(file: "linkedRef-10.json", tokens: 10, guesses: 1),
        // `{nest.nest}` names the group holding the token `nest.nest.nest` (7.1.1: only tokens).
        .init(file: "nest_2.json", tokens: 1, guesses: 1, errors: ["broken-reference nest_2.json:3:14"]),
        .init(file: "nest_10.json", tokens: 1, guesses: 1, errors: ["broken-reference nest_10.json:3:14"]),
        .init(file: "nest_100.json", tokens: 1, guesses: 1, errors: ["broken-reference nest_100.json:3:14"]),
        // "{index_0} * {index_0}"…: maths, each the square of the last (10px, 100px, …).
        .init(file: "n-plus-one-equals-n-squared_n4.json", tokens: 5, guesses: 5),
        // The tenth is 10^512 px, more than a Double holds: an error where it is written.
        .init(file: "n-plus-one-equals-n-squared_n10.json", tokens: 9, guesses: 9, errors: ["invalid-value n-plus-one-equals-n-squared_n10.json:39:25"]),
    ]

    /// Tokens Studio's benchmark of maths: 10px squared four times, exactly.
    @Test(.enabled(if: TestPaths.corpus != nil, "../shared/corpus is absent"))
    func benchmarkMaths() {
        let report = Corpus.validate("\(Self.plugin)/benchmark/mocks/n-plus-one-equals-n-squared_n4.json")
        #expect((0...4).map { report.value("index_\($0)")?.dimension?.css } == ["10px", "100px", "10000px", "100000000px", "10000000000000000px"])
    }

    @Test(.enabled(if: TestPaths.corpus != nil, "../shared/corpus is absent"), arguments: mocks)
    func benchmarkMock(_ file: File) {
        let root = "\(Self.plugin)/benchmark/mocks"
        let report = Corpus.validate("\(root)/\(file.file)")
        #expect(report.errors(under: root) == file.errors)
        #expect(report.tokenCount == file.tokens)
        #expect(report.readings.count == file.guesses)
    }

    /// Under --strict every deviation is the format's error, as in a `$value` file; what is exact
    /// still reads.
    @Test(.enabled(if: TestPaths.corpus != nil, "../shared/corpus is absent"))
    func strictRejectsTheGuesses() {
        let report = Corpus.validate("\(Self.sdTransforms)/object-value-references.tokens.json", strict: true)
        #expect(report.errorCounts == ["invalid-value": 14, "non-standard-type": 2])
        #expect(report.warningCounts.isEmpty)
        #expect(report.diagnostics(.nonStandardType).allSatisfy { $0.message.hasSuffix("(accepted only without --strict)") })
        let exact = Corpus.validate("\(Self.sdTransforms)/swift-UI-colors.tokens.json", strict: true)
        #expect(exact.errors(under: Self.sdTransforms).isEmpty)
        #expect(exact.tokenCount == 3)
    }
}
