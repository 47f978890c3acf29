import Foundation
import Testing
@testable import Lowering
@testable import TokenCompiler
@testable import TokenModel
@testable import SwiftOutput

/// The asset catalog: Apple's documented format for every file, the exact text of one colorset,
/// appearances, color spaces, names and brands.
@Suite struct AssetCatalogTests {
    static func catalog(_ report: BuildReport, brand: String? = nil) -> AssetCatalogReport {
        buildAssetCatalog(from: report, brand: brand)
    }

    /// Every file is valid in the documented format: the root `Contents.json` as a catalog, each
    /// colorset's as a named color.
    static func formatProblems(_ files: [GeneratedFile]) -> [String] {
        files.flatMap { file -> [String] in
            let data = Data(file.contents.utf8)
            let problems = file.path == "Contents.json"
                ? AssetCatalogFormat.catalogProblems(data) : AssetCatalogFormat.colorSetProblems(data)
            return problems.map { "\(file.path): \($0)" }
        }
    }

    @Test func repositoryAndMatrixCatalogsFollowTheFormat() throws {
        for report in [EmitFixtures.repository, EmitFixtures.matrix] {
            let brands = report.theme.modifiers.filter { AppearanceModifier($0) == nil }.flatMap(\.contexts)
            for brand in [nil] + brands {
                let catalog = Self.catalog(report, brand: brand)
                #expect(catalog.succeeded)
                #expect(catalog.files.count == 1 + report.theme.tokens.count { $0.type == .color })
                #expect(Self.formatProblems(catalog.files) == [])
                #expect(catalog.files.allSatisfy { $0.contents.hasPrefix(AssetCatalogEmitter.ownershipPrefix) })
            }
        }
    }

    /// A color in each of the 14 color spaces, with alpha, in light and dark: valid, and in the
    /// space the Swift output draws it in.
    @Test func everyColorSpaceIsWrittenAsTheSwiftOutputDrawsIt() throws {
        let colors: [(space: String, components: String, expected: String)] = [
            ("srgb", "[0.2, 0.4, 0.6]", "srgb"), ("srgb-linear", "[0.5, 0.25, 1]", "srgb"), ("hsl", "[120, 50, 50]", "srgb"),
            ("hwb", "[200, 10, 20]", "srgb"), ("lab", "[50, 20, -30]", "srgb"), ("lch", "[60, 40, 200]", ""),
            ("oklab", "[0.6, 0.1, -0.1]", ""), ("oklch", "[0.7, 0.3, 145]", "display-p3"), ("display-p3", "[1, 0, 0]", "display-p3"),
            ("a98-rgb", "[0.2, 0.8, 0.3]", ""), ("prophoto-rgb", "[0.5, 0.5, 0.5]", ""), ("rec2020", "[0.1, 0.9, 0.1]", "display-p3"),
            ("xyz-d65", "[0.3, 0.3, 0.3]", ""), ("xyz-d50", "[0.2, 0.2, 0.2]", ""),
        ]
        let tokens = colors.enumerated().map { index, color in
            #""c\#(index)": { "$type": "color", "$value": { "colorSpace": "\#(color.space)", "components": \#(color.components), "alpha": 0.25 } }"#
        }
        let dark = colors.indices.map { #""c\#($0)": { "$type": "color", "$value": { "colorSpace": "srgb", "components": [0, 0, 0] } }"# }
        let report = buildJSON("{ \(tokens.joined(separator: ", ")) }", modifiers: [("mode", [("light", "{}"), ("dark", "{ \(dark.joined(separator: ", ")) }")])])
        #expect(report.succeeded)
        let catalog = Self.catalog(report)
        #expect(Self.formatProblems(catalog.files) == [])
        for (index, color) in colors.enumerated() {
            let file = try #require(catalog.files.first { $0.path == "c\(index).colorset/Contents.json" })
            let object = try #require(try JSONSerialization.jsonObject(with: Data(file.contents.utf8)) as? [String: Any])
            let entries = try #require(object["colors"] as? [[String: Any]])
            #expect(entries.count == 2, "\(color.space)")
            let light = try #require(entries[0]["color"] as? [String: Any])
            #expect((light["components"] as? [String: Any])?["alpha"] as? String == "0.250")
            // The space and values of the Swift output's `ThemeColor.display` (and, where given, the
            // space expected of this color: drawn as written, or converted into sRGB or Display P3).
            guard case .color(let value) = report.theme.tokens[index].values[0].value else { Issue.record("not a color"); continue }
            let display = ColorConversion.display(value)
            #expect(light["color-space"] as? String == (display.space == .displayP3 ? "display-p3" : "srgb"), "\(color.space)")
            if !color.expected.isEmpty { #expect(light["color-space"] as? String == color.expected, "\(color.space)") }
            if display.space != .sRGBLinear {
                #expect((light["components"] as? [String: Any])?["red"] as? String == AssetCatalogEmitter.component(display.red), "\(color.space)")
            }
        }
    }

    /// Linear sRGB is gamma-encoded into sRGB: 0.5 linear is 0.735357 encoded; 1 stays 1.
    @Test func linearSRGBIsEncoded() throws {
        let report = buildJSON(#"{ "c": { "$type": "color", "$value": { "colorSpace": "srgb-linear", "components": [0.5, 0.001, 1] } } }"#)
        let file = try #require(Self.catalog(report).files.first { $0.path == "c.colorset/Contents.json" })
        #expect(file.contents.contains(#""red": "0.735357""#))
        #expect(file.contents.contains(#""green": "0.01292""#))
        #expect(file.contents.contains(#""blue": "1.000""#))
    }

    @Test func componentsAreDecimalStringsWithAtLeastThreePlaces() {
        #expect(AssetCatalogEmitter.component(1) == "1.000")
        #expect(AssetCatalogEmitter.component(0) == "0.000")
        #expect(AssetCatalogEmitter.component(0.478) == "0.478")
        #expect(AssetCatalogEmitter.component(0.5) == "0.500")
        #expect(AssetCatalogEmitter.component(0.1234567) == "0.123457")
        #expect(AssetCatalogEmitter.component(-0.05) == "-0.050")
        #expect(AssetCatalogEmitter.component(1.25) == "1.250")
        #expect(AssetCatalogEmitter.component(0.0000004) == "0.000")
    }

    /// The matrix's `color.text` follows light, dark and dark-hc: four entries, the light
    /// high-contrast one falling back to light (the matrix has no light-hc), exactly as written.
    @Test func colorSetExactText() throws {
        let file = try #require(Self.catalog(EmitFixtures.matrix).files.first { $0.path == "colorText.colorset/Contents.json" })
        #expect(file.contents == Self.matrixText)
    }

    /// A token that does not vary with the appearance has the "any" entry alone.
    @Test func aConstantColorHasOneEntry() throws {
        let file = try #require(Self.catalog(EmitFixtures.matrix).files.first { $0.path == "colorWide.colorset/Contents.json" })
        #expect(file.contents.components(separatedBy: "\"idiom\"").count == 2)
        #expect(!file.contents.contains("appearances"))
        #expect(file.contents.contains(#""color-space": "display-p3""#))
    }

    /// Byte-identical output on every run.
    @Test func outputIsDeterministic() {
        let first = Self.catalog(EmitFixtures.matrix, brand: "nova").files
        let second = Self.catalog(buildTheme(at: EmitFixtures.matrixTokens), brand: "nova").files
        #expect(first == second)
    }

    /// `--brand` picks the brand's values; the default brand is the modifier's default context.
    @Test func brandChoosesTheValues() throws {
        let acme = Self.catalog(EmitFixtures.repository)
        let nova = Self.catalog(EmitFixtures.repository, brand: "nova")
        #expect(Self.catalog(EmitFixtures.repository, brand: "acme").files == acme.files)
        #expect(nova.contexts == ["brand": "nova"])
        let path = "colorBrandPrimary.colorset/Contents.json"
        #expect(acme.files.first { $0.path == path } != nova.files.first { $0.path == path })
    }

    @Test func unknownBrandIsAnErrorNamingTheBrands() {
        let catalog = Self.catalog(EmitFixtures.repository, brand: "nvoa")
        #expect(catalog.files.isEmpty)
        #expect(catalog.diagnostics.map(\.code) == [.unknownBrand])
        #expect(catalog.diagnostics.first?.message == "--brand 'nvoa' names no brand of the tokens; the brands (contexts of 'brand') are 'acme' and 'nova'; did you mean 'nova'?")
        // The appearance modifier's contexts are not brands.
        #expect(Self.catalog(EmitFixtures.repository, brand: "dark").diagnostics.map(\.code) == [.unknownBrand])
        let plain = Self.catalog(buildJSON(#"{ "c": { "$type": "color", "$value": { "colorSpace": "srgb", "components": [0, 0, 0] } } }"#), brand: "x")
        #expect(plain.diagnostics.first?.message == "--brand 'x' names no brand of the tokens: they have no modifier besides the appearance, so there is one catalog; leave --brand out")
    }

    @Test func aContextOfTwoModifiersIsAmbiguous() {
        let report = buildJSON(#"{ "c": { "$type": "color", "$value": { "colorSpace": "srgb", "components": [0, 0, 0] } } }"#, modifiers: [
            ("brand", [("a", "{}"), ("shared", "{}")]), ("density", [("b", "{}"), ("shared", "{}")]),
        ])
        let catalog = Self.catalog(report, brand: "shared")
        #expect(catalog.diagnostics.first?.message == "--brand 'shared' is a context of 2 modifiers ('brand', 'density'); rename the context in one of them")
        #expect(Self.catalog(report, brand: "a").succeeded)
    }

    /// Names are the Swift property path in lower camel case (`gray.900` → `gray900`, not the
    /// member's `_900`); of names Xcode cannot tell apart, the later takes a numbered fallback
    /// with a warning at its token, and a rename in `names` chooses the name instead.
    @Test func namesAndCollisions() throws {
        let json = """
            {
              "brand": { "$type": "color", "$value": { "colorSpace": "srgb", "components": [0, 0, 0] } },
              "brandColor": { "$type": "color", "$value": { "colorSpace": "srgb", "components": [1, 1, 1] } },
              "text": { "on-brand": { "$type": "color", "$value": { "colorSpace": "srgb", "components": [1, 0, 0] } } },
              "Text": { "x": { "$type": "color", "$value": { "colorSpace": "srgb", "components": [1, 0, 0] } } },
              "TEXTOnBrand": { "$type": "color", "$value": { "colorSpace": "srgb", "components": [1, 0, 0] } },
              "gray": { "900": { "$type": "color", "$value": { "colorSpace": "srgb", "components": [0.1, 0.1, 0.1] } } }
            }
            """
        let report = buildJSON(json)
        let catalog = Self.catalog(report)
        #expect(catalog.succeeded)
        #expect(catalog.files.map(\.path) == [
            "Contents.json", "brand.colorset/Contents.json", "brandColor2.colorset/Contents.json", "gray900.colorset/Contents.json",
            "tEXTOnBrand2.colorset/Contents.json", "textGroupX.colorset/Contents.json", "textOnBrand.colorset/Contents.json",
        ])
        #expect(catalog.diagnostics.map(\.message) == [
            "the colorset of 'brandColor' would be named 'brandColor', which Xcode cannot tell apart from 'brand' of 'brand' (asset names ignore case, and a generated symbol drops a final 'Color'); it is named 'brandColor2' instead: choose its name with \"names\" in tokenc.json",
            "the colorset of 'TEXTOnBrand' would be named 'tEXTOnBrand', which Xcode cannot tell apart from 'textOnBrand' of 'text.on-brand' (asset names ignore case, and a generated symbol drops a final 'Color'); it is named 'tEXTOnBrand2' instead: choose its name with \"names\" in tokenc.json",
        ])
        #expect(catalog.diagnostics.map { $0.location?.description ?? "" } == ["base.json:3:3", "base.json:6:3"])
        #expect(catalog.diagnostics.map(\.code) == [.assetNameCollision, .assetNameCollision])
        #expect(catalog.diagnostics.map(\.severity) == [.warning, .warning])
        #expect(catalog.diagnostics[0].notes.map { $0.location?.description ?? "" } == ["base.json:2:3"])

        var renamed = NameTable()
        renamed.add(.init(key: "brandColor", name: "brandFill", location: nil))
        renamed.add(.init(key: "TEXTOnBrand", name: "shout", location: nil))
        var diagnostics: [Diagnostic] = []
        let tree = TokenFileReader.read(bytes: Array(json.utf8), file: "base.json", diagnostics: &diagnostics).map { [TokenSource.inline($0)] } ?? []
        let validation = validateTokens(
            ResolutionPlan(layers: [ResolutionLayer(name: "base", kind: .set(tree), location: nil)], origin: "base.json"),
            files: ["base.json"], options: ReaderOptions(names: renamed), diagnostics: diagnostics)
        let fixed = Self.catalog(buildTheme(from: validation))
        #expect(fixed.succeeded, "\(fixed.diagnostics)")
        #expect(fixed.files.map(\.path) == [
            "Contents.json", "brand.colorset/Contents.json", "brandFill.colorset/Contents.json", "gray900.colorset/Contents.json",
            "shout.colorset/Contents.json", "textGroupX.colorset/Contents.json", "textOnBrand.colorset/Contents.json",
        ])
    }

    /// What Xcode tells apart: not case, not an underscore, not a final `Color`.
    @Test func symbolKeys() {
        #expect(ColorSetNames.symbolKey("brandPrimary") == ColorSetNames.symbolKey("BrandPRIMARY"))
        #expect(ColorSetNames.symbolKey("brand_primary") == ColorSetNames.symbolKey("brandPrimary"))
        #expect(ColorSetNames.symbolKey("accentColor") == ColorSetNames.symbolKey("accent"))
        #expect(ColorSetNames.symbolKey("color") == "color")
        #expect(ColorSetNames.symbolKey("brandPrimary") != ColorSetNames.symbolKey("brandSecondary"))
    }

    /// The validator is not a rubber stamp: each documented rule rejects a file that breaks it.
    @Test func theValidatorRejectsWhatTheFormatForbids() {
        let good = Self.matrixText
        #expect(AssetCatalogFormat.colorSetProblems(Data(good.utf8)) == [])
        let broken: [(String, String)] = [
            (#""color-space": "srgb""#, #""color-space": "rgb""#),
            (#""idiom": "universal""#, #""idiom": "phone""#),
            (#""value": "dark""#, #""value": "dim""#),
            (#""appearance": "contrast""#, #""appearance": "contrast-high""#),
            (#""version": 1"#, #""version": "1""#),
            (#""alpha": "1.000""#, #""alpha": "1.5""#),
            (#""alpha": "1.000""#, #""alpha": "one""#),
            (#""author": "tokenc""#, #""author": 7"#),
        ]
        for (from, to) in broken {
            let text = good.replacingOccurrences(of: from, with: to)
            #expect(text != good, "\(from)")
            #expect(AssetCatalogFormat.colorSetProblems(Data(text.utf8)) != [], "\(to)")
        }
        // Two "any" entries, and an entry repeated.
        let doubled = good.replacingOccurrences(of: #""appearances": [\#n        {\#n          "appearance": "luminosity",\#n          "value": "dark"\#n        }\#n      ],"#, with: "")
        #expect(AssetCatalogFormat.colorSetProblems(Data(doubled.utf8)) != [])
        #expect(AssetCatalogFormat.catalogProblems(Data(#"{ "info": { "author": "x", "version": 1 }, "colors": [] }"#.utf8)) != [])
        #expect(AssetCatalogFormat.catalogProblems(Data(#"{ "info": { "author": "xcode", "version": 1 } }"#.utf8)) == [])
        #expect(AssetCatalogFormat.componentValue("0x7A") == 122.0 / 255)
        #expect(AssetCatalogFormat.componentValue("0.478") == 0.478)
        #expect(AssetCatalogFormat.componentValue(".5") == nil)
    }

    static let matrixText = """
        {
          "info": {
            "author": "tokenc",
            "version": 1
          },
          "colors": [
            {
              "color": {
                "color-space": "srgb",
                "components": {
                  "alpha": "1.000",
                  "blue": "0.000",
                  "green": "0.000",
                  "red": "0.000"
                }
              },
              "idiom": "universal"
            },
            {
              "appearances": [
                {
                  "appearance": "contrast",
                  "value": "high"
                }
              ],
              "color": {
                "color-space": "srgb",
                "components": {
                  "alpha": "1.000",
                  "blue": "0.000",
                  "green": "0.000",
                  "red": "0.000"
                }
              },
              "idiom": "universal"
            },
            {
              "appearances": [
                {
                  "appearance": "luminosity",
                  "value": "dark"
                }
              ],
              "color": {
                "color-space": "srgb",
                "components": {
                  "alpha": "1.000",
                  "blue": "1.000",
                  "green": "1.000",
                  "red": "1.000"
                }
              },
              "idiom": "universal"
            },
            {
              "appearances": [
                {
                  "appearance": "luminosity",
                  "value": "dark"
                },
                {
                  "appearance": "contrast",
                  "value": "high"
                }
              ],
              "color": {
                "color-space": "srgb",
                "components": {
                  "alpha": "1.000",
                  "blue": "0.000",
                  "green": "1.000",
                  "red": "1.000"
                }
              },
              "idiom": "universal"
            }
          ]
        }

        """
}
