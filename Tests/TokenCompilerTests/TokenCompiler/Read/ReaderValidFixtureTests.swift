import Foundation
import Testing
@testable import Lowering
@testable import TokenCompiler
@testable import TokenJSON
@testable import TokenModel
@testable import SwiftOutput

/// Every valid fixture reads without a single diagnostic (lowering's warnings about the generated
/// Swift aside), and each one decodes to exactly the values it writes, number texts included
/// (`0.1` stays "0.1").
@Suite struct ReaderValidFixtureTests {
    /// Fixtures that only make sense with an option.
    private static let ignoredTypes: [String: [String]] = ["ignore-type/custom-type.json": ["x-motion"]]
    /// What lowering finds in valid fixtures: colors that the generated Swift gets clipped to Display P3.
    private static let loweringWarnings: [String: [ExpectedDiagnostic]] = [
        "color/color-spaces.json": [19, 22, 25, 43, 46].map { .warning(.outOfGamut, $0, 5) },
    ]

    static let cases: [FixtureCase] = ReaderFixtures.fixtures("valid").map {
        FixtureCase(valid: $0, ignoring: ignoredTypes[$0] ?? [], lowering: loweringWarnings[$0] ?? [])
    }

    @Test(arguments: cases)
    func readsWithoutDiagnostics(_ test: FixtureCase) {
        let report = validateTokens(at: test.path, options: test.options)
        #expect(report.diagnostics.map(test.summary(of:)) == test.expected.map(\.summary))
    }

    private func read(_ fixture: String, options: ReaderOptions = ReaderOptions()) -> ValidationReport {
        ReaderFixtures.validate("valid/" + fixture, options: options)
    }

    // MARK: - JSON

    @Test func strictJSONKeepsEscapesAndNumberTexts() {
        let report = read("json/strict.json")
        #expect(report.value("escapes") == .fontFamily(FontFamilyValue(
            names: ["Quote \" backslash \\ slash / tab \t accent e\u{301} emoji \u{1F600}"], isSingleName: true)))
        #expect(report.value("numbers.zero") == .number(number("0")))
        #expect(report.value("numbers.negative") == .number(number("-0.5")))
        #expect(report.value("numbers.exponent") == .number(NumberLiteral(value: 1500, text: "1.5E+3")))
        #expect(report.value("numbers.tenth") == .number(NumberLiteral(value: 0.1, text: "0.1")))
        #expect(report.value("literals.one") == .number(number("1")))
        #expect(report.value("été") == .number(number("2")))
        #expect(report.token("literals.one")?.deprecation == .notDeprecated)
    }

    @Test func byteOrderMarkIsSkippedAndPositionsStartAfterIt() throws {
        let report = read("json/byte-order-mark.json")
        let token = try #require(report.token("size"))
        #expect(token.value == .dimension(px("4")))
        #expect(token.location.position == SourcePosition(line: 2, column: 3))
    }

    @Test func crlfLineEndsCountOnce() throws {
        let token = try #require(read("json/crlf.json").token("size"))
        #expect(token.value == .number(number("7")))
        #expect(token.location.position == SourcePosition(line: 2, column: 3))
    }

    @Test func nestingOf512LevelsIsAccepted() {
        #expect(read("json/nesting-512.json").value("deep") == .number(number("1")))
    }

    // MARK: - Names and structure

    @Test func namesMayHoldAnythingButBracesAndPeriods() {
        let report = read("names/allowed.json")
        let names = ["primary-500", "Primary_600", "a/b", "tilde~name", "ünïcödé", "100", "with$dollar"]
        #expect(report.tokens.tokens.map(\.path.components) == names.map { ["brand colors", $0] })
        for (offset, name) in names.enumerated() {
            #expect(report.value("brand colors.\(name)") == .number(number("\(offset + 1)")))
        }
    }

    @Test func reservedPropertiesAreKept() throws {
        let report = read("structure/metadata.json")
        #expect(report.token("color.legacy")?.deprecation == .deprecatedBecause("Use the brand palette instead."))
        // `false` on a token un-deprecates it inside a deprecated group.
        #expect(report.token("color.kept")?.deprecation == .notDeprecated)
        #expect(report.token("color.flagged")?.deprecation == .deprecated)
        #expect(report.token("color.explained")?.deprecation == .deprecatedBecause("Use color.accent."))
        // And `false` on a group un-deprecates everything below it.
        #expect(report.token("space.tight.small")?.deprecation == .notDeprecated)
        #expect(report.token("plain")?.deprecation == nil)

        let described = try #require(report.token("color.described"))
        #expect(described.description == "The button background.")
        #expect(described.type == .color)
        let extensions = try #require(described.extensions?.json)
        #expect(extensions.objectMembers?.map(\.key) == ["org.example.tool-a", "org.example.tool-b"])
        #expect(extensions["org.example.tool-a"]?.numberValue?.text == "42")
        #expect(extensions["org.example.tool-b"]?["turn-up-to-11"]?.boolValue == true)
        #expect(report.token("color.legacy")?.extensions == nil)

        // A group's metadata stays in the tree.
        var diagnostics: [Diagnostic] = []
        let tree = try #require(TokenFileReader.read(ReaderFixtures.path("valid/structure/metadata.json"), diagnostics: &diagnostics))
        guard case .group(let group)? = tree["color"] else {
            Issue.record("'color' should be a group")
            return
        }
        #expect(group.metadata.description == "The palette.")
        #expect(group.metadata.extensions?.json["org.example.group"]?["reviewed"]?.boolValue == true)
    }

    @Test func emptyGroupsHoldNoTokens() {
        #expect(read("structure/empty-groups.json").tokens.tokens.isEmpty)
    }

    // MARK: - $root, $extends and types

    @Test func rootTokenIsReferencedWithDollarRoot() throws {
        let report = read("root/root-token.json")
        let root = srgb("0.867", "0", "0", hex: "#dd0000")
        #expect(report.value("color.accent.$root") == .color(root))
        let link = try #require(report.token("color.link"))
        #expect(link.value == .color(root))
        #expect(link.type == .color)
        #expect(link.aliasOf == TokenPath(["color", "accent", "$root"]))
        #expect(report.value("color.accent.light") == .color(srgb("1", "0.133", "0.133", hex: "#ff2222")))
    }

    @Test func extendsDeepMergesWithLocalOverrides() {
        let report = read("extends/deep-merge.json")
        let extended = report.tokens.tokens.filter { $0.path.components.first == "button-primary" }.map(\.path.description)
        #expect(Set(extended) == [
            "button-primary.background", "button-primary.text", "button-primary.border.width",
            "button-primary.border.radius", "button-primary.focus",
        ])
        #expect(report.value("button-primary.background") == .color(srgb("0.8", "0", "0.4")))
        #expect(report.value("button-primary.text") == .color(srgb("1", "1", "1")))
        #expect(report.value("button-primary.border.width") == .dimension(px("1")))
        #expect(report.value("button-primary.border.radius") == .dimension(px("8")))
        // The inherited `$type` applies to local tokens that have none.
        #expect(report.token("button-primary.focus")?.type == .color)
        #expect(report.value("button-primary.focus") == .color(srgb("1", "0.2", "0.6")))
        // The extended group itself is untouched.
        #expect(report.value("button.background") == .color(srgb("0", "0.4", "0.8")))
        #expect(report.value("button.border.radius") == .dimension(px("4")))
    }

    @Test func extendsChainsAndSiblingsEachGetTheirOwnCopy() {
        let report = read("extends/chain-and-siblings.json")
        let expected: [(String, String)] = [
            ("middle.a", "1"), ("middle.b", "20"), ("top.a", "1"), ("top.b", "20"), ("top.c", "300"),
            ("sibling.a", "10"), ("sibling.b", "2"), ("base.b", "2"),
            // Extending one's own child is not a cycle: the group gains a copy of the child's tokens.
            ("theme.gap", "8"), ("theme.defaults.gap", "8"),
        ]
        for (path, value) in expected {
            #expect(report.value(path) == .number(number(value)), "\(path)")
        }
        #expect(report.tokens.tokens.count == 11)
    }

    @Test func typeComesFromTokenThenReferenceThenNearestGroup() {
        let report = read("type-resolution/order.json")
        #expect(report.token("base.gap")?.type == .dimension)
        #expect(report.token("semantic.brand")?.type == .color)
        #expect(report.token("semantic.pointer")?.type == .color)
        #expect(report.token("chain.link")?.type == .color)
        #expect(report.value("chain.link") == .color(srgb("0", "0.4", "0.8")))
        #expect(report.token("motion.fast.nested.default")?.type == .duration)
        #expect(report.value("motion.fast.nested.default") == .duration(ms("100")))
    }

    // MARK: - The 13 types

    @Test func everyColorSpace() {
        let report = read("color/color-spaces.json")
        let expected: [(String, ColorValue)] = [
            ("srgb", color(.srgb, ["1", "0", "0.5"], alpha: "0.25", hex: "#ff0080")),
            ("srgb-linear", color(.srgbLinear, ["0", "0.1", "1"])),
            ("hsl", color(.hsl, ["359.9", "100", "0"])),
            ("hsl-none", color(.hsl, ["none", "0", "100"], alpha: "1", hex: "#FFFFFF")),
            ("hwb", color(.hwb, ["0", "0", "100"])),
            ("lab", color(.lab, ["100", "-160", "160"])),
            ("lch", color(.lch, ["0", "230", "0"])),
            ("oklab", color(.oklab, ["1", "-0.5", "0.5"])),
            ("oklch", color(.oklch, ["0.7", "0.15", "359.99"])),
            ("display-p3", color(.displayP3, ["0.5", "0.25", "0.125"], alpha: "0")),
            ("a98-rgb", color(.a98RGB, ["1", "1", "1"])),
            ("prophoto-rgb", color(.prophotoRGB, ["0", "0", "0"])),
            ("rec2020", color(.rec2020, ["0.1", "0.2", "0.3"])),
            ("xyz-d65", color(.xyzD65, ["0.9505", "1", "1"])),
            ("xyz-d50", color(.xyzD50, ["0.9642", "1", "0.8249"])),
        ]
        #expect(report.tokens.tokens.count == expected.count)
        for (name, value) in expected {
            #expect(report.value("color.\(name)") == .color(value), "\(name)")
        }
        #expect(report.token("color.hsl-none")?.value == .color(ColorValue(
            colorSpace: .hsl, components: [.none, .number(number("0")), .number(number("100"))],
            alpha: number("1"), hex: "#FFFFFF")))
    }

    @Test func dimensions() {
        let report = read("dimension/dimensions.json")
        #expect(report.value("space.px") == .dimension(DimensionValue(value: NumberLiteral(value: 16, text: "16"), unit: .px)))
        #expect(report.value("space.rem") == .dimension(rem("0.5")))
        #expect(report.value("space.zero") == .dimension(px("0")))
        #expect(report.value("space.negative") == .dimension(px("-2")))
        #expect(report.value("space.tenth") == .dimension(DimensionValue(value: NumberLiteral(value: 0.1, text: "0.1"), unit: .rem)))
        #expect(report.value("space.exponent") == .dimension(DimensionValue(value: NumberLiteral(value: 100, text: "1e2"), unit: .px)))
    }

    @Test func fontFamilies() {
        let report = read("font-family/font-families.json")
        #expect(report.value("font.primary") == .fontFamily(FontFamilyValue(names: ["Comic Sans MS"], isSingleName: true)))
        #expect(report.value("font.body") == .fontFamily(FontFamilyValue(names: ["Helvetica", "Arial", "sans-serif"])))
        #expect(report.value("font.single") == .fontFamily(FontFamilyValue(names: ["Inter"], isSingleName: false)))
    }

    @Test func fontWeightsByNumberAndByEveryName() {
        let report = read("font-weight/font-weights.json")
        #expect(report.value("weight.min") == .fontWeight(FontWeightValue(value: number("1"))))
        #expect(report.value("weight.max") == .fontWeight(FontWeightValue(value: number("1000"))))
        #expect(report.value("weight.between") == .fontWeight(FontWeightValue(value: number("350"))))
        #expect(report.value("weight.fraction") == .fontWeight(FontWeightValue(value: number("450.5"))))
        let names: [(String, String)] = [
            ("thin", "100"), ("hairline", "100"), ("extra-light", "200"), ("ultra-light", "200"), ("light", "300"),
            ("normal", "400"), ("regular", "400"), ("book", "400"), ("medium", "500"), ("semi-bold", "600"),
            ("demi-bold", "600"), ("bold", "700"), ("extra-bold", "800"), ("ultra-bold", "800"), ("black", "900"),
            ("heavy", "900"), ("extra-black", "950"), ("ultra-black", "950"),
        ]
        for (name, weight) in names {
            #expect(report.value("weight.\(name)") == .fontWeight(FontWeightValue(value: number(weight), alias: name)), "\(name)")
        }
    }

    @Test func durations() {
        let report = read("duration/durations.json")
        #expect(report.value("duration.quick") == .duration(ms("100")))
        #expect(report.value("duration.long") == .duration(seconds("1.5")))
        #expect(report.value("duration.instant") == .duration(ms("0")))
    }

    @Test func cubicBeziersAllowAnyY() {
        let report = read("cubic-bezier/curves.json")
        #expect(report.value("easing.accelerate") == .cubicBezier(bezier("0.5", "0", "1", "1")))
        #expect(report.value("easing.bounce") == .cubicBezier(bezier("0", "-2.5", "1", "3.75")))
    }

    @Test func numbers() {
        let report = read("number/numbers.json")
        #expect(report.value("number.line-height") == .number(number("2.3")))
        #expect(report.value("number.negative") == .number(number("-1")))
        #expect(report.value("number.zero") == .number(number("0")))
        #expect(report.value("number.small") == .number(NumberLiteral(value: 0.001, text: "1e-3")))
    }

    @Test func strokeStylesByKeywordAndByDashes() {
        let report = read("stroke-style/stroke-styles.json")
        for keyword in StrokeStyleValue.Keyword.allCases {
            #expect(report.value("stroke.\(keyword.rawValue)") == .strokeStyle(.keyword(keyword)))
        }
        #expect(report.value("stroke.alert") == .strokeStyle(.dashes(dashArray: [rem("0.5"), rem("0.25")], lineCap: .round)))
        #expect(report.value("stroke.notification") == .strokeStyle(.dashes(dashArray: [px("10"), rem("0.25")], lineCap: .butt)))
        #expect(report.value("stroke.odd") == .strokeStyle(.dashes(dashArray: [px("2")], lineCap: .square)))
    }

    @Test func borders() {
        let report = read("border/borders.json")
        #expect(report.value("border.heavy") == .border(BorderValue(
            color: srgb("0.218", "0.218", "0.218"), width: px("3"), style: .keyword(.solid))))
        #expect(report.value("border.focusring") == .border(BorderValue(
            color: srgb("0", "0.4", "0.8"), width: px("1"),
            style: .dashes(dashArray: [rem("0.5"), rem("0.25")], lineCap: .round))))
    }

    @Test func transitions() {
        let report = read("transition/transitions.json")
        #expect(report.value("transition.emphasis") == .transition(TransitionValue(
            duration: ms("200"), delay: ms("0"), timingFunction: bezier("0.5", "0", "1", "1"))))
        #expect(report.value("transition.standard") == .transition(TransitionValue(
            duration: seconds("0.3"), delay: ms("50"), timingFunction: bezier("0.2", "0", "0", "1"))))
    }

    @Test func shadowsSingleListedAndInset() {
        let report = read("shadow/shadows.json")
        let single = ShadowLayer(
            color: srgb("0", "0", "0", alpha: "0.5"), offsetX: rem("0.5"), offsetY: rem("0.5"), blur: rem("1.5"), spread: rem("0"))
        #expect(report.value("shadow.single") == .shadow(ShadowValue(layers: [single], isList: false)))
        let inner = ShadowLayer(
            color: srgb("0", "0", "0", alpha: "0.5"), offsetX: px("2"), offsetY: px("2"), blur: px("4"), spread: px("0"), inset: true)
        #expect(report.value("shadow.inner") == .shadow(ShadowValue(layers: [inner], isList: false)))
        let second = ShadowLayer(
            color: srgb("0", "0", "0", alpha: "0.1"), offsetX: px("0"), offsetY: px("24"), blur: px("22"), spread: px("0"), inset: false)
        #expect(report.value("shadow.layered") == .shadow(ShadowValue(layers: [single, second], isList: true)))
    }

    @Test func gradientsWithReferencedColorAndPosition() {
        let report = read("gradient/gradients.json")
        #expect(report.value("gradient.blue-to-red") == .gradient(GradientValue(stops: [
            GradientStop(color: srgb("0", "0", "1"), position: number("0")),
            GradientStop(color: srgb("1", "0", "0"), position: number("1")),
        ])))
        #expect(report.value("gradient.brand-in-the-middle") == .gradient(GradientValue(stops: [
            GradientStop(color: srgb("0", "0", "0"), position: number("0")),
            GradientStop(color: srgb("0", "1", "0.4"), position: number("0.5")),
            GradientStop(color: srgb("0", "0", "0"), position: number("1")),
        ])))
    }

    @Test func typographyWithAllFiveMembers() {
        let report = read("typography/typography.json")
        #expect(report.value("typography.body") == .typography(TypographyValue(
            fontFamily: FontFamilyValue(names: ["Helvetica", "Arial", "sans-serif"]), fontSize: px("16"),
            fontWeight: FontWeightValue(value: number("400")), letterSpacing: px("0"), lineHeight: number("1.5"))))
        #expect(report.value("typography.heading") == .typography(TypographyValue(
            fontFamily: FontFamilyValue(names: ["Roboto"], isSingleName: true), fontSize: rem("2.25"),
            fontWeight: FontWeightValue(value: number("700"), alias: "bold"), letterSpacing: rem("-0.02"),
            lineHeight: number("1.1"))))
    }

    // MARK: - References and pointers

    @Test func aliasChainsResolveToTheLiteral() {
        let report = read("references/chains.json")
        let primary = srgb("0", "0.4", "0.8", hex: "#0066cc")
        #expect(report.value("semantic.brand") == .color(primary))
        #expect(report.value("semantic.link") == .color(primary))
        #expect(report.token("semantic.link")?.aliasOf == TokenPath(["semantic", "brand"]))
        #expect(report.value("semantic.gap") == .dimension(px("8")))
        #expect(report.value("border") == .border(BorderValue(color: primary, width: px("8"), style: .keyword(.solid))))
    }

    @Test func jsonPointersAtTokenAndSubValueLevel() {
        let report = read("pointers/pointers.json")
        let blue = srgb("0.2", "0.4", "0.9", hex: "#3366e6")
        #expect(report.value("semantic.primary") == .color(blue))
        #expect(report.token("semantic.primary")?.type == .color)
        #expect(report.value("semantic.primaryRed") == .number(number("0.2")))
        #expect(report.value("semantic.mixed") == .color(srgb("0.2", "0.4", "0.7", hex: "#3366e6")))
        #expect(report.value("layout.small") == .dimension(rem("16")))
        #expect(report.value("layout.large") == .dimension(px("32")))
        #expect(report.value("fallback") == .fontFamily(FontFamilyValue(names: ["Arial"], isSingleName: true)))
        // `~1` is `/` and `~0` is `~`; `%20` is a space.
        #expect(report.value("escaped") == .number(number("4")))
        #expect(report.value("percent") == .number(number("5")))
        #expect(report.value("chained") == .color(blue))
        #expect(report.value("stack") == .fontFamily(FontFamilyValue(names: ["Inter", "sans-serif"])))
        #expect(report.value("dashes.round") == .strokeStyle(.dashes(dashArray: [px("2")], lineCap: .round)))
        #expect(report.value("shadow.copy") == .shadow(ShadowValue(layers: [ShadowLayer(
            color: srgb("0", "0", "0", alpha: "0.5"), offsetX: px("1"), offsetY: px("2"), blur: px("2"), spread: px("0"),
            inset: true)], isList: false)))
    }

    // MARK: - Leniency, options, folders and legacy files

    @Test func stringAndBooleanTokensAreReadWithoutStrict() {
        let report = read("leniency/string-and-boolean.json")
        #expect(report.token("label")?.type == .string)
        #expect(report.value("label") == .string("Sign in"))
        #expect(report.token("feature.enabled")?.type == .boolean)
        #expect(report.value("feature.enabled") == .boolean(true))
        #expect(report.value("feature.disabled") == .boolean(false))
    }

    @Test func ignoredTypesAreCheckedButNotResolved() {
        let report = read("ignore-type/custom-type.json", options: ReaderOptions(ignoredTypes: ["x-motion"]))
        #expect(report.tokens.tokens.map(\.path.description) == ["size"])
        // An alias of an ignored token is ignored with it.
        #expect(report.tokens.ignored.map(\.description) == ["motion.spring", "motion.bounce", "haptic", "alias"])
    }

    @Test func tokensOfAFolderReferToEachOther() {
        let report = read("files/two-files")
        #expect(report.files.map { URL(fileURLWithPath: $0).lastPathComponent } == ["colors.json", "semantic.json"])
        #expect(report.value("color.link") == .color(srgb("0", "0.4", "0.8")))
        #expect(report.token("color.link")?.type == .color)
        #expect(report.value("space.small") == .dimension(px("4")))
    }
}

/// What fixtures that only warn still resolve to: a warning never costs the value.
@Suite struct ReaderWarningFixtureTests {
    private func read(_ fixture: String) -> ValidationReport {
        ReaderFixtures.validate("invalid/" + fixture)
    }

    @Test func laterFileWinsADuplicateToken() throws {
        let report = read("files/duplicate-token")
        let token = try #require(report.token("color.primary"))
        #expect(token.value == .color(srgb("0", "0", "1")))
        #expect(URL(fileURLWithPath: token.location.file).lastPathComponent == "b.json")
    }

    @Test func gradientPositionsAreClamped() {
        let red = srgb("1", "0", "0"), blue = srgb("0", "0", "1")
        #expect(read("gradient/position-above-1.json").value("gradient") == .gradient(GradientValue(stops: [
            GradientStop(color: blue, position: number("0")), GradientStop(color: red, position: NumberLiteral(1)),
        ])))
        #expect(read("gradient/position-below-0.json").value("gradient") == .gradient(GradientValue(stops: [
            GradientStop(color: blue, position: NumberLiteral(0)), GradientStop(color: red, position: number("1")),
        ])))
    }

    @Test func hexStringColorsAreReadAsSRGB() {
        #expect(read("leniency/hex-color.json").value("brand") == .color(ColorValue(
            colorSpace: .srgb,
            components: [.number(NumberLiteral(1)), .number(NumberLiteral(0x88 / 255.0)), .number(NumberLiteral(0))],
            hex: "#ff8800")))
        #expect(read("leniency/hex-color-with-alpha.json").value("overlay") == .color(ColorValue(
            colorSpace: .srgb, components: [.number(NumberLiteral(0)), .number(NumberLiteral(0)), .number(NumberLiteral(0))],
            alpha: NumberLiteral(0x88 / 255.0), hex: "#000000")))
    }

    @Test func caseCollisionKeepsBothTokens() {
        let report = read("names/case-collision.json")
        #expect(report.value("font-size") == .dimension(rem("3")))
        #expect(report.value("FONT-SIZE") == .dimension(px("16")))
    }

    @Test func legacyGuessesStillResolve() {
        #expect(read("legacy/border-radius.json").token("radius.small")?.type == .dimension)
        #expect(read("legacy/border-radius.json").value("radius.small") == .dimension(px("4")))
        #expect(read("legacy/bare-number-dimension.json").value("size.small") == .dimension(px("16")))
    }

    @Test func styleDictionaryFilesReadLikeTheFormat() {
        let report = read("legacy/style-dictionary.json")
        #expect(report.value("color.primary") == .color(ColorValue(
            colorSpace: .srgb, components: [.number(NumberLiteral(1)), .number(NumberLiteral(0)), .number(NumberLiteral(0))],
            hex: "#ff0000")))
        #expect(report.value("color.overlay") == .color(ColorValue(
            colorSpace: .srgb, components: [.number(NumberLiteral(0)), .number(NumberLiteral(0)), .number(NumberLiteral(0))],
            alpha: NumberLiteral(128.0 / 255), hex: "#000000")))
        #expect(report.token("color.overlay")?.description == "Scrim behind dialogs.")
        #expect(report.value("color.link") == report.value("color.primary"))
        #expect(report.value("size.small") == .dimension(DimensionValue(value: NumberLiteral(value: 16, text: "16"), unit: .px)))
        #expect(report.value("size.large") == .dimension(rem("1.5")))
        #expect(report.value("font.body") == .fontFamily(FontFamilyValue(names: ["Inter"], isSingleName: true)))
        #expect(report.value("font.weight") == .fontWeight(FontWeightValue(value: NumberLiteral(700), alias: "bold")))
        #expect(report.value("motion.fast") == .duration(ms("200")))
    }

    @Test func unknownPropertiesAreSkipped() {
        #expect(read("structure/unknown-dollar-property-in-token.json").value("size") == .number(number("4")))
        #expect(read("structure/unknown-dollar-property-in-group.json").value("space.base") == .number(number("4")))
    }
}
