import Foundation
import Testing
@testable import Lowering
@testable import TokenCompiler
@testable import TokenJSON
@testable import TokenModel
@testable import SwiftOutput

/// Layouts tokenc detects in a folder without a resolver document: modes told apart by file names
/// (`<Collection>.<Mode>.json`, `*-light.json`, Figma's `Light.tokens.json`), Figma's REST
/// variables JSON, and a `modes/` folder of several kinds, which is a warning.
@Suite struct FolderLayoutTests {
    static let layouts = TestPaths.fixtures.appendingPathComponent("Layouts")
    static func path(_ name: String) -> String { layouts.appendingPathComponent(name).path }

    /// Each token's value in the permutation `contexts` picks, as one line of JSON.
    static func values(_ report: ValidationReport, _ contexts: [String: String]) -> [String: String] {
        let tokens = report.theme.tokens(in: report.theme.permutation(contexts))
        return Dictionary(uniqueKeysWithValues: tokens.map { ($0.path.description, compact(JSONOutput($0.value))) })
    }

    /// `file:line:column: severity: message [code]`, as tokenc prints it.
    static func printed(_ diagnostic: Diagnostic) -> String {
        "\(diagnostic.location.map(\.description) ?? "-"): \(diagnostic.severity.rawValue): \(diagnostic.message) [\(diagnostic.code.rawValue)]"
    }

    static func compact(_ value: JSONOutput) -> String {
        JSONWriter(indentation: "").text(of: value).split(separator: "\n").joined(separator: " ")
    }

    static func modifiers(_ report: ValidationReport) -> [String] {
        report.theme.modifiers.map { "\($0.name): \($0.contexts.joined(separator: ", ")) (default \($0.defaultContext))" }
    }

    static func baseFiles(_ report: ValidationReport) -> [String] {
        guard case .set(let sources)? = report.plan?.layers.first?.kind else { return [] }
        return sources.compactMap { if case .file(let path, _) = $0 { URL(fileURLWithPath: path).lastPathComponent } else { nil } }
    }

    /// The hex of the color at `path` in the permutation `contexts` picks.
    static func hex(_ report: ValidationReport, _ contexts: [String: String], _ path: String) -> String? {
        TerrazzoModesTests.hex(values(report, contexts), path)
    }

    @Test func oneFilePerCollectionAndModeMakesAModifierPerCollection() {
        let report = validateTokens(at: Self.path("collections"))
        #expect(report.diagnostics.filter { $0.code != .nonStandardColor }.map(Self.printed) == [])
        #expect(Self.modifiers(report) == ["Density: Comfortable, Compact (default Comfortable)", "mode: Dark, Light (default Light)"])
        // A collection with one mode, and Style Dictionary's files that define different tokens, are base.
        #expect(Self.baseFiles(report) == ["Primitives.Mode 1.json", "size.base.json", "size.font.json"])
        let light = Self.values(report, [:])
        let dark = Self.values(report, ["mode": "Dark", "Density": "Compact"])
        #expect(light["surface.background"] == ##"{ "colorSpace": "srgb", "components": [ 0.8784313725490196, 0.9411764705882353, 1 ], "hex": "#e0f0ff" }"##)
        #expect(dark["surface.background"] == ##"{ "colorSpace": "srgb", "components": [ 0, 0.10196078431372549, 0.2 ], "hex": "#001a33" }"##)
        #expect(light["space.md"] == #"{ "value": 12, "unit": "px" }"#)
        #expect(dark["space.md"] == #"{ "value": 8, "unit": "px" }"#)
        #expect(dark["size.icon"] == #"{ "value": 24, "unit": "px" }"#)
    }

    /// One collection's modes in Figma's sample action's files (`Theme.UI Light.json`…), some
    /// naming an appearance among other words and not all one family's appearances, are the
    /// contexts of one modifier: each file's value is its mode's. (Read as appearances, `UI
    /// Light` and `UI Dark` were a mode laid over `VB` and `KID`, whose values no theme reached.)
    @Test(arguments: [
        (["UI Light", "UI Dark", "VB", "KID"], "Theme: KID, UI Dark, UI Light, VB (default UI Light)"),
        (["A Light", "A Dark", "B Light", "B Dark"], "Theme: A Dark, A Light, B Dark, B Light (default A Light)"),
    ])
    func aCollectionsModesAmongWhichAppearancesAreOneModifier(modes: [String], expected: String) throws {
        var files: [String: String] = [:]
        for (index, mode) in modes.enumerated() {
            files["Theme.\(mode).json"] = ##"{ "surface": { "$type": "number", "$value": \##(index) } }"##
        }
        let folder = try TemporaryFolder.holding(files)
        defer { folder.remove() }
        let report = validateTokens(at: folder.path)
        #expect(report.diagnostics.map(Self.printed) == [])
        #expect(Self.modifiers(report) == [expected])
        for (index, mode) in modes.enumerated() {
            #expect(Self.values(report, ["Theme": mode])["surface"] == "\(index)", "\(mode)")
        }
        // An appearance family alone stays the appearance that follows the system.
        let pair = try TemporaryFolder.holding([
            "Theme.UI Light.json": ##"{ "surface": { "$type": "number", "$value": 1 } }"##,
            "Theme.UI Dark.json": ##"{ "surface": { "$type": "number", "$value": 2 } }"##,
        ])
        defer { pair.remove() }
        #expect(Self.modifiers(validateTokens(at: pair.path)) == ["mode: Dark, Light (default Light)"])
    }

    @Test func fileNamesEndingInAnAppearanceAreContextsOfOneModeModifier() {
        let report = validateTokens(at: Self.path("appearance"))
        #expect(report.diagnostics.filter { $0.code != .nonStandardColor }.map(Self.printed) == [])
        #expect(Self.modifiers(report) == ["mode: dark, light (default light)"])
        #expect(Self.baseFiles(report) == ["Mode 1.tokens.json"])
        let light = Self.values(report, [:])
        let dark = Self.values(report, ["mode": "dark"])
        #expect(light["bg"] == ##"{ "colorSpace": "srgb", "components": [ 1, 1, 1 ], "alpha": 1, "hex": "#FFFFFF" }"##)
        #expect(dark["bg"] == ##"{ "colorSpace": "srgb", "components": [ 0, 0, 0 ], "alpha": 1, "hex": "#000000" }"##)
        #expect(light["accent"] == ##"{ "colorSpace": "srgb", "components": [ 0.0392156862745098, 0.5176470588235295, 1 ], "hex": "#0a84ff" }"##)
        #expect(dark["accent"] == ##"{ "colorSpace": "srgb", "components": [ 0.25098039215686274, 0.611764705882353, 1 ], "hex": "#409cff" }"##)
    }

    /// A Tokens Studio project without `$themes.json` that keeps one folder per appearance
    /// (`light/colors.json`, `dark/colors.json`): the folders are the contexts of `mode`, their
    /// files whatever they are named; `light/` and `dark/` folders whose tokens do not override
    /// each other (palettes) stay in the base set.
    @Test func siblingAppearanceFoldersThatOverrideEachOtherAreModes() throws {
        let color = { (hex: String) in #"{ "$type": "color", "$value": "\#(hex)" }"# }
        let project = try TemporaryFolder.holding([
            "tokens/core.json": #"{ "space": { "$type": "dimension", "$value": "4px" } }"#,
            "tokens/light/colors.json": #"{ "bg": \#(color("#ffffff")), "fg": \#(color("#000000")) }"#,
            "tokens/light/components.json": #"{ "card": { "bg": { "$type": "color", "$value": "{bg}" } } }"#,
            "tokens/Dark mode/colors.json": #"{ "bg": \#(color("#000000")), "fg": \#(color("#ffffff")) }"#,
            "tokens/palettes/light/blue.json": #"{ "blue-100": \#(color("#eef")) }"#,
            "tokens/palettes/dark/blue.json": #"{ "blue-900": \#(color("#003")) }"#,
        ])
        defer { project.remove() }
        let report = validateTokens(at: project.path + "/tokens")
        // `card.bg`, defined in light only, is the one token the dark appearance lacks.
        #expect(report.diagnostics.filter { $0.code != .nonStandardColor && $0.code != .nonStandardValue }.map(\.code) == [.incompleteToken])
        #expect(Self.modifiers(report) == ["mode: Dark, light (default light)"])
        #expect(Self.baseFiles(report) == ["core.json", "blue.json", "blue.json"])
        let dark = Self.values(report, ["mode": "Dark"])
        #expect(dark["bg"] == ##"{ "colorSpace": "srgb", "components": [ 0, 0, 0 ], "hex": "#000000" }"##)
        #expect(Self.values(report, [:])["bg"] == ##"{ "colorSpace": "srgb", "components": [ 1, 1, 1 ], "hex": "#ffffff" }"##)
        #expect(dark["card.bg"] == nil)

        // Beside a `glass/` theme folder that defines the same tokens, `light/` and `dark/` are
        // themes of another kind: one set, with the one warning parallel folders get.
        let themes = try TemporaryFolder.holding([
            "tokens/light/colors.json": #"{ "bg": \#(color("#ffffff")) }"#,
            "tokens/dark/colors.json": #"{ "bg": \#(color("#000000")) }"#,
            "tokens/glass/colors.json": #"{ "bg": \#(color("#eeeeee")) }"#,
        ])
        defer { themes.remove() }
        #expect(Self.modifiers(validateTokens(at: themes.path + "/tokens")) == [])
    }

    /// Style Dictionary's single-token modes: `darkValue` beside `value` is the dark context of
    /// `mode`, holding the tokens that have it; `{a.darkValue}` names `a` there. Another key
    /// (`noirValue`) is a context of its own.
    @Test func styleDictionaryModeValueKeysAreContextsOfMode() throws {
        let project = try TemporaryFolder.holding([
            "tokens/color.json": ##"""
            { "color": {
                "bg": { "value": "#ffffff", "darkValue": "#000000", "noirValue": "#111111" },
                "text": { "value": "#000000" },
                "card": { "value": "{color.bg.value}", "darkValue": "{color.bg.darkValue}" }
            } }
            """##,
        ])
        defer { project.remove() }
        let report = validateTokens(at: project.path + "/tokens")
        #expect(report.diagnostics.filter { ![.nonStandardColor, .missingType, .legacyMapping].contains($0.code) }.map(Self.printed) == [])
        #expect(Self.modifiers(report) == ["mode: light, dark, noir (default light)"])
        let hex = { (path: String, contexts: [String: String]) in Self.hex(report, contexts, path) }
        #expect(hex("color.bg", [:]) == "#ffffff")
        #expect(hex("color.bg", ["mode": "dark"]) == "#000000")
        #expect(hex("color.card", ["mode": "dark"]) == "#000000")
        #expect(hex("color.text", ["mode": "dark"]) == "#000000")
        #expect(hex("color.bg", ["mode": "noir"]) == "#111111")
        // An alias follows the context: `card` has no noir value, and `bg` has.
        #expect(hex("color.card", ["mode": "noir"]) == "#111111")
    }

    /// The "Design Tokens" plugin's variables export writes a collection's modes as groups
    /// (`buttons.light.bg`, `buttons.dark.bg`), each token marking its mode: read as one token
    /// per variable and a modifier per collection (`mode` for Light and Dark), aliases through a
    /// mode's group naming the variable. Tokens named `light` and `dark` in a collection of one
    /// mode stay tokens.
    @Test func theDesignTokensPluginsModeGroupsAreContexts() throws {
        func token(_ value: String, mode: String, collection: String) -> String {
            #"{ "type": "color", "value": "\#(value)", "extensions": { "org.lukasoppermann.figmaDesignTokens": { "mode": "\#(mode)", "collection": "\#(collection)", "exportKey": "variables" } } }"#
        }
        let project = try TemporaryFolder.holding([
            "tokens/tokens.json": """
            { "foundations": { "bg": { "light": \(token("#ffffff", mode: "Mode", collection: "Foundations")), "dark": \(token("#000000", mode: "Mode", collection: "Foundations")) } },
              "buttons": {
                "light": { "fill": \(token("{foundations.bg.light}", mode: "Light", collection: "Buttons")) },
                "dark": { "fill": \(token("{foundations.bg.dark}", mode: "Dark", collection: "Buttons")), "border": \(token("{buttons.dark.fill}", mode: "Dark", collection: "Buttons")) } },
              "density": {
                "compact": { "gap": { "type": "dimension", "value": 4, "extensions": { "org.lukasoppermann.figmaDesignTokens": { "mode": "Compact", "collection": "Density" } } } },
                "comfortable": { "gap": { "type": "dimension", "value": 8, "extensions": { "org.lukasoppermann.figmaDesignTokens": { "mode": "Comfortable", "collection": "Density" } } } } } }
            """,
        ])
        defer { project.remove() }
        let report = validateTokens(at: project.path + "/tokens")
        #expect(report.diagnostics.filter { $0.severity == .error }.map(Self.printed) == [])
        #expect(Self.modifiers(report) == ["mode: Light, Dark (default Light)", "Density: Compact, Comfortable (default Compact)"])
        #expect(report.theme.tokens.map(\.path.description).sorted() == ["buttons.border", "buttons.fill", "density.gap", "foundations.bg.dark", "foundations.bg.light"])
        // An alias through a mode's group (`{buttons.dark.fill}`) names the variable.
        #expect(Self.values(report, ["mode": "Dark"])["buttons.border"]?.contains("#000000") == true)
        let hex = { (contexts: [String: String]) in Self.hex(report, contexts, "buttons.fill") }
        #expect(hex([:]) == "#ffffff")
        #expect(hex(["mode": "Dark"]) == "#000000")
        #expect(Self.values(report, ["Density": "Comfortable"])["density.gap"] == #"{ "value": 8, "unit": "px" }"#)
    }

    /// A Tokens Studio folder without themes applies every set in `$metadata.json`'s
    /// `tokenSetOrder`, each over the ones before, as the plugin merges them: the order, not the
    /// file names, says which definition wins, and that is no duplicate.
    @Test func setsWithoutThemesApplyInTokenSetOrder() throws {
        let project = try TemporaryFolder.holding([
            "tokens/$metadata.json": #"{ "tokenSetOrder": ["core/global", "alias/space"] }"#,
            "tokens/$themes.json": "[]",
            "tokens/alias/space.json": #"{ "tracking": { "value": "-2", "type": "letterSpacing" } }"#,
            "tokens/core/global.json": #"{ "tracking": { "value": "0", "type": "letterSpacing" }, "gap": { "value": "4", "type": "spacing" } }"#,
        ])
        defer { project.remove() }
        let report = validateTokens(at: project.path + "/tokens")
        #expect(!report.diagnostics.contains { $0.code == .duplicateToken })
        #expect(Self.values(report, [:])["tracking"] == #"{ "value": -2, "unit": "px" }"#)
        #expect(Self.values(report, [:])["gap"] == #"{ "value": 4, "unit": "px" }"#)
    }

    /// `<name>.default.json` beside `<name>.dark.json` (Style Dictionary's build layers the dark
    /// file over the default one): the default file is base, the dark file overrides it token by
    /// token, and the pair is the appearance; beside other modes, `default` is their base.
    @Test func aDefaultModeFileIsTheBaseTheOthersOverride() throws {
        let color = { (hex: String) in #"{ "$type": "color", "$value": "\#(hex)" }"# }
        let project = try TemporaryFolder.holding([
            "tokens/color-aliases.default.json": #"{ "bg": \#(color("#ffffff")), "fg": \#(color("#000000")) }"#,
            "tokens/color-aliases.dark.json": #"{ "bg": \#(color("#000000")) }"#,
            "tokens/brand.default.json": #"{ "accent": \#(color("#0000ff")) }"#,
            "tokens/brand.nova.json": #"{ "accent": \#(color("#ff00ff")) }"#,
        ])
        defer { project.remove() }
        let report = validateTokens(at: project.path + "/tokens")
        #expect(report.diagnostics.filter { $0.code != .nonStandardColor }.map(Self.printed) == [])
        #expect(Self.modifiers(report) == ["brand: default, nova (default default)", "mode: light, dark (default light)"])
        let hex = { (path: String, contexts: [String: String]) in Self.hex(report, contexts, path) }
        #expect(hex("fg", ["mode": "dark"]) == "#000000")
        #expect(hex("bg", ["mode": "dark"]) == "#000000")
        #expect(hex("bg", [:]) == "#ffffff")
        #expect(hex("accent", ["brand": "nova"]) == "#ff00ff")
    }

    /// A plugin's variables export of collections, each of modes holding its variables, an
    /// alias naming its target's collection and name: a collection of one mode is a set, one of
    /// appearance modes the modifier `mode`, another a modifier named after it.
    @Test func aVariablesExportOfCollectionsAndModesIsRead() throws {
        func variable(_ name: String, _ type: String, _ value: String) -> String {
            #"{ "name": "\#(name)", "type": "\#(type)", "isAlias": false, "value": \#(value) }"#
        }
        func alias(_ name: String, to target: String) -> String {
            #"{ "name": "\#(name)", "type": "color", "isAlias": true, "value": { "collection": "Primitives", "name": "\#(target)" } }"#
        }
        let project = try TemporaryFolder.holding([
            "tokens/variables.json": """
            { "version": "1.0.4", "metadata": {}, "collections": [
              { "name": "Primitives", "modes": [{ "name": "Value", "variables": [\(variable("color/white", "color", ##""#FFFFFF""##)), \(variable("color/black", "color", ##""#000000""##)), \(variable("size/sm", "number", "8"))] }] },
              { "name": "Color Tokens", "modes": [
                { "name": "Light Mode", "variables": [\(alias("bg", to: "color/white"))] },
                { "name": "Dark Mode", "variables": [\(alias("bg", to: "color/black"))] }] },
              { "name": "Responsive", "modes": [
                { "name": "Desktop", "variables": [\(variable("gap", "number", "16"))] },
                { "name": "Mobile", "variables": [\(variable("gap", "number", "8"))] }] }
            ] }
            """,
        ])
        defer { project.remove() }
        let report = validateTokens(at: project.path + "/tokens")
        #expect(report.diagnostics.map(Self.printed) == [])
        #expect(Self.modifiers(report) == ["mode: Light Mode, Dark Mode (default Light Mode)", "Responsive: Desktop, Mobile (default Desktop)"])
        let dark = Self.values(report, ["mode": "Dark Mode", "Responsive": "Mobile"])
        #expect(dark["bg"] == ##"{ "colorSpace": "srgb", "components": [ 0, 0, 0 ], "hex": "#000000" }"##)
        #expect(dark["gap"] == "8")
        #expect(Self.values(report, [:])["bg"] == ##"{ "colorSpace": "srgb", "components": [ 1, 1, 1 ], "hex": "#ffffff" }"##)
        #expect(Self.values(report, [:])["size.sm"] == "8")
    }

    /// CrowdStrike's `light-component.json` beside `light.json`: the appearance begins the stem.
    /// `light-blue.json` and `dark-blue.json`, which define different tokens, are palettes.
    @Test func fileNamesBeginningWithAnAppearanceThatOverrideEachOtherAreModes() {
        let report = validateTokens(at: Self.path("leading-appearance"))
        #expect(report.diagnostics.filter { $0.code != .nonStandardColor && $0.code != .nonStandardValue }.map(Self.printed) == [])
        #expect(Self.modifiers(report) == ["mode: dark, light (default light)"])
        #expect(Self.baseFiles(report) == ["dark-blue.json", "light-blue.json"])
        let light = Self.values(report, [:])
        let dark = Self.values(report, ["mode": "dark"])
        #expect(light["dialog.overlay"] == ##"{ "colorSpace": "srgb", "components": [ 0, 0, 0 ], "alpha": 0.14901960784313725, "hex": "#000000" }"##)
        #expect(dark["dialog.overlay"] == ##"{ "colorSpace": "srgb", "components": [ 0, 0, 0 ], "alpha": 0.6, "hex": "#000000" }"##)
        #expect(dark["bg"] == ##"{ "colorSpace": "srgb", "components": [ 0, 0, 0 ], "hex": "#000000" }"##)
        #expect(dark["lightBlue"] != nil)
    }

    /// Root `$type`s of two files merge as their groups do, the later one reaching the earlier
    /// file's tokens (as Style Dictionary merges them): the error says where the type it expects
    /// comes from. A type from the token's own file needs no such note.
    @Test func anInvalidValueNamesTheGroupTypeOfAnotherFile() throws {
        let folder = try TemporaryFolder.holding([
            "a/color.json": ##"{ "$type": "color", "color": { "white": { "$value": "#ffffff" } } }"##,
            "b/size.json": ##"{ "$type": "number", "opacity": { "half": { "$value": 0.5 } }, "bad": { "$value": "x" } }"##,
        ])
        defer { folder.remove() }
        let report = validateTokens(at: folder.path)
        let errors = report.diagnostics.filter { $0.code == .invalidValue }
        #expect(errors.map { "\($0.location!.file.split(separator: "/").suffix(2).joined(separator: "/")):\($0.location!.position)" } == ["a/color.json:1:53", "b/size.json:1:83"])
        #expect(errors.map { $0.notes.map { "\($0.location!.file.split(separator: "/").suffix(2).joined(separator: "/")):\($0.location!.position) \($0.message)" } } == [
            ["b/size.json:1:12 its type, 'number', is the $type of a group in another file, merged with this one"],
            [],
        ])
    }

    /// `design-tokens-light.json` holding `light.*` and `design-tokens-dark.json` holding `dark.*`
    /// redefine none of each other's tokens: parts of the base set, as Style Dictionary merges
    /// them, not modes in which every token is nil in the other. Sharing one token makes modes.
    @Test(arguments: [false, true])
    func appearanceFilesThatShareNoTokenAreNoModes(sharing: Bool) throws {
        let shared = sharing ? #", "shared": { "$type": "number", "$value": 1 }"# : ""
        let folder = try TemporaryFolder.holding([
            "primitives.tokens.json": ##"{ "primitives": { "green": { "$type": "color", "$value": "#4c9d00" } } }"##,
            "design-tokens-light.tokens.json": ##"{ "light": { "surface": { "$type": "color", "$value": "{primitives.green}" } }\##(shared) }"##,
            "design-tokens-dark.tokens.json": ##"{ "dark": { "surface": { "$type": "color", "$value": "{primitives.green}" } }\##(shared) }"##,
        ])
        defer { folder.remove() }
        let report = validateTokens(at: folder.path)
        #expect(Self.modifiers(report) == (sharing ? ["mode: dark, light (default light)"] : []))
        #expect(report.diagnostics.contains { $0.code == .incompleteToken } == sharing)
        #expect(Self.values(report, [:]).keys.sorted() == (sharing ? ["light.surface", "primitives.green", "shared"] : ["dark.surface", "light.surface", "primitives.green"]))
    }

    /// Style Dictionary's dark-mode layout: `*.dark.json` and `*.old.json` anywhere, each over
    /// the files without a mode suffix (the base, `light` beside a `dark`); `size.base.json`,
    /// which redefines nothing, stays base.
    @Test func filesSuffixedWithAModeOverTheBaseAreContextsOfOneModifier() {
        let report = validateTokens(at: Self.path("suffix-modes"))
        #expect(report.diagnostics.filter { $0.code != .nonStandardColor && $0.code != .missingType && $0.code != .nonStandardValue }.map(Self.printed) == [])
        #expect(Self.modifiers(report) == ["mode: light, dark, old (default light)"])
        #expect(Self.baseFiles(report) == ["background.json", "size.base.json"])
        let hex = { (contexts: [String: String]) in Self.hex(report, contexts, "color.background") }
        #expect(hex([:]) == "#ffffff")
        #expect(hex(["mode": "dark"]) == "#191a1c")
        #expect(hex(["mode": "old"]) == "#eeeeee")
        #expect(Self.values(report, ["mode": "dark"])["size.small"] == #"{ "value": 4, "unit": "px" }"#)
    }

    /// A `themes/` folder whose files override the base (`[data-theme]` overrides, as a CSS
    /// build writes them) is a modifier `theme`, its default the base: not one theme mixing
    /// light, dark and high-contrast values.
    /// A top-level folder named by an appearance alone (`dark/`), whose files each redefine
    /// tokens of the rest, is that appearance over the base, the light one (NL Design System's
    /// `src/dark/**`, which its dark build adds): its values were merged into the only theme.
    @Test func aLoneAppearanceFolderOverTheBaseIsTheMode() throws {
        let folder = try TemporaryFolder.holding([
            "brand/color.tokens.json": ##"{ "color": { "$type": "color", "white": { "$value": "#ffffff" }, "grey": { "$value": "#262626" } } }"##,
            "component/document.tokens.json": ##"{ "document": { "background": { "$type": "color", "$value": "{color.white}" } } }"##,
            "dark/common/tokens.json": ##"{ "document": { "background": { "$value": "{color.grey}" } } }"##,
        ])
        defer { folder.remove() }
        let report = validateTokens(at: folder.path)
        #expect(report.diagnostics.filter { $0.code != .nonStandardColor }.map(Self.printed) == [])
        #expect(Self.modifiers(report) == ["mode: light, dark (default light)"])
        #expect(Self.hex(report, [:], "document.background") == "#ffffff")
        #expect(Self.hex(report, ["mode": "dark"], "document.background") == "#262626")
    }

    @Test func aThemesFolderOfOverridesIsAModifier() {
        let report = validateTokens(at: Self.path("themes-folder"))
        #expect(report.diagnostics.filter { $0.code != .nonStandardColor }.map(Self.printed) == [])
        #expect(Self.modifiers(report) == ["theme: light, dark, high-contrast (default light)"])
        #expect(Self.baseFiles(report) == ["color.json"])
        let hex = { (contexts: [String: String], token: String) in Self.hex(report, contexts, token) }
        #expect(hex([:], "color.surface") == "#ffffff")
        #expect(hex(["theme": "dark"], "color.surface") == "#09090b")
        #expect(hex(["theme": "high-contrast"], "color.surface") == "#ffffff")
        #expect(hex(["theme": "high-contrast"], "color.text") == "#000000")
    }

    /// A file named by contrast alone beside `light` and `dark` files that it redefines
    /// (`themes/high-contrast.json`, a web build's theme for `prefers-contrast: more`) is a
    /// context of their modifier, not a part of the base under them: its tokens stayed in every
    /// mode, and its theme was lost. A file so named that redefines none of theirs stays in the base.
    @Test func aContrastThemeBesideLightAndDarkIsAContextOfTheirs() throws {
        let color = { (bg: String, extra: String) in ##"{ "color": { "bg": { "$type": "color", "$value": "\##(bg)" }\##(extra) } }"## }
        let folder = try TemporaryFolder.holding([
            "base.json": ##"{ "color": { "white": { "$type": "color", "$value": "#ffffff" } } }"##,
            "themes/light.json": color("#eeeeee", ""),
            "themes/dark.json": color("#111111", ""),
            "themes/high-contrast.json": color("{color.white}", ##", "focus": { "$type": "color", "$value": "#000000" }"##),
            "themes/contrast-ratios.json": ##"{ "ratio": { "aa": { "$type": "number", "$value": 4.5 } } }"##,
            "palette/colors-light.json": ##"{ "palette": { "ink": { "$type": "color", "$value": "#000000" } } }"##,
            "palette/colors-dark.json": ##"{ "palette": { "ink": { "$type": "color", "$value": "#ffffff" } } }"##,
            "palette/colors-hc.json": ##"{ "palette": { "outline": { "$type": "color", "$value": "#000000" } } }"##,
        ])
        defer { folder.remove() }
        let report = validateTokens(at: folder.path)
        #expect(Self.modifiers(report) == ["mode: dark, high-contrast, light (default light)"])
        #expect(Self.baseFiles(report) == ["base.json", "colors-hc.json", "contrast-ratios.json"])
        let hex = { (contexts: [String: String], token: String) in Self.hex(report, contexts, token) }
        #expect(hex([:], "color.bg") == "#eeeeee")
        #expect(hex(["mode": "dark"], "color.bg") == "#111111")
        #expect(hex(["mode": "high-contrast"], "color.bg") == "#ffffff")
        #expect(hex(["mode": "high-contrast"], "color.focus") == "#000000")
        #expect(Self.values(report, [:])["color.focus"] == nil)
    }

    @Test func aModesFolderOfSeveralKindsIsAWarningWithTheResolverDocumentToWrite() throws {
        let folder = Self.path("ambiguous")
        let report = validateTokens(at: folder)
        let warnings = report.diagnostics.filter { $0.code == .ambiguousLayout }
        #expect(warnings.count == 1)
        let warning = try #require(warnings.first)
        #expect(warning.severity == .warning)
        #expect(warning.location == SourceLocation(file: folder + "/modes/large.json", line: 1, column: 1))
        let document = ##"{ "$schema": "https://www.designtokens.org/schemas/2025.10/resolver.json", "version": "2025.10", "sets": { "base": { "sources": [ { "$ref": "base.json" } ] } }, "modifiers": { "mode": { "contexts": { "light": [], "dark": [ { "$ref": "modes/dark.json" } ] }, "default": "light" }, "size": { "contexts": { "default": [], "large": [ { "$ref": "modes/large.json" } ], "small": [ { "$ref": "modes/small.json" } ], "x-large": [ { "$ref": "modes/x-large.json" } ] }, "default": "default" } }, "resolutionOrder": [ { "$ref": "#/sets/base" }, { "$ref": "#/modifiers/mode" }, { "$ref": "#/modifiers/size" } ] }"##
        #expect(warning.message == "the modes/ folder holds modes of 2 kinds, appearance (dark) and size (large, small, x-large), read as one modifier 'mode' whose default is 'light', so no permutation combines two of them; to give each kind its own modifier, save this resolver document as tokens.resolver.json in '\(folder)': \(document)")
        // The document it gives builds, with both kinds combined.
        let saved = try TemporaryFolder.copy(of: folder)
        defer { saved.remove() }
        try document.write(toFile: saved.path + "/tokens.resolver.json", atomically: true, encoding: .utf8)
        let split = validateTokens(at: saved.path)
        #expect(split.diagnostics.filter { $0.severity == .error || $0.code == .ambiguousLayout }.map(Self.printed) == [])
        #expect(Self.modifiers(split) == ["mode: light, dark (default light)", "size: default, large, small, x-large (default default)"])
        let darkLarge = Self.values(split, ["mode": "dark", "size": "large"])
        #expect(darkLarge["color.text"] == ##"{ "colorSpace": "srgb", "components": [ 0.9333333333333333, 0.9333333333333333, 0.9333333333333333 ], "hex": "#eeeeee" }"##)
        #expect(darkLarge["size.body"] == #"{ "value": 19, "unit": "px" }"#)
    }

    @Test func modesOfOneKindAreNoWarning() throws {
        let folder = try TemporaryFolder.copy(of: Self.path("ambiguous"))
        defer { folder.remove() }
        try FileManager.default.removeItem(atPath: folder.path + "/modes/dark.json")
        #expect(validateTokens(at: folder.path).diagnostics.filter { $0.code == .ambiguousLayout }.isEmpty)
    }

    /// Figma's own export names each file by its mode only; the mode each file names in
    /// `com.figma.modeName` groups the files that override each other into one collection.
    @Test func figmasOwnExportMakesACollectionOfTheModeFilesThatOverrideEachOther() {
        let report = validateTokens(at: Self.path("figma-native"))
        #expect(report.diagnostics.map(Self.printed) == [])
        #expect(Self.modifiers(report) == ["collection: Baseline, Wireframe (default Baseline)", "mode: Dark, Light (default Light)"])
        // A collection with one mode is base.
        #expect(Self.baseFiles(report) == ["Spacing.tokens.json"])
        let base = Self.values(report, [:])
        let wireframeDark = Self.values(report, ["collection": "Wireframe", "mode": "Dark"])
        #expect(base["font"] == #""Inter""#)
        #expect(wireframeDark["font"] == #""Comic Neue""#)
        #expect(base["bg"] == #"{ "colorSpace": "srgb", "components": [ 1, 1, 1 ], "alpha": 1 }"#)
        #expect(wireframeDark["bg"] == #"{ "colorSpace": "srgb", "components": [ 0, 0, 0 ], "alpha": 1 }"#)
        #expect(base["space"] == #"{ "value": 4, "unit": "px" }"#)
    }

    /// Figma's mode files put in a folder of their own are the collection the folder names, and
    /// a mode named as Figma names a collection's first (`Mode 1`) or as the default (`Default`)
    /// is the default, whatever sorts first; two such folders are two modifiers.
    @Test func figmasModeFilesInAFolderAreTheCollectionItNames() throws {
        func mode(_ name: String, _ value: Int, token: String) -> String {
            #"{ "\#(token)": { "$type": "number", "$value": \#(value) }, "$extensions": { "com.figma.modeName": "\#(name)" } }"#
        }
        let folder = try TemporaryFolder.holding([
            "Density/Compact.tokens.json": mode("Compact", 8, token: "gap"),
            "Density/Default.tokens.json": mode("Default", 12, token: "gap"),
            "Typography/Alpha.tokens.json": mode("Alpha", 14, token: "size"),
            "Typography/Mode 1.tokens.json": mode("Mode 1", 16, token: "size"),
        ])
        defer { folder.remove() }
        let report = validateTokens(at: folder.path)
        #expect(report.diagnostics.map(Self.printed) == [])
        #expect(Self.modifiers(report) == ["Density: Compact, Default (default Default)", "Typography: Alpha, Mode 1 (default Mode 1)"])
        #expect(Self.values(report, [:]) == ["gap": "12", "size": "16"])
        #expect(Self.values(report, ["Density": "Compact", "Typography": "Alpha"]) == ["gap": "8", "size": "14"])
    }

    /// A collection whose modes are not all appearances (`Dark`, `Eflatun`, `Light`: a purple
    /// theme beside light and dark) is one modifier of its three modes, not an appearance
    /// family of two with the third file in the base set, where the others would override it.
    @Test func figmaModesBeyondTheAppearancesAreOneCollection() throws {
        let folder = try TemporaryFolder.copy(of: Self.path("figma-native"))
        defer { folder.remove() }
        let dark = try String(contentsOfFile: folder.path + "/Dark.tokens.json", encoding: .utf8)
        try dark.replacingOccurrences(of: "\"Dark\"", with: "\"Eflatun\"").replacingOccurrences(of: "[0, 0, 0]", with: "[0.5, 0, 0.5]")
            .write(toFile: folder.path + "/Eflatun.tokens.json", atomically: true, encoding: .utf8)
        let report = validateTokens(at: folder.path)
        #expect(report.diagnostics.map(Self.printed) == [])
        #expect(Self.modifiers(report) == ["Dark-Eflatun-Light: Dark, Eflatun, Light (default Light)", "Baseline-Wireframe: Baseline, Wireframe (default Baseline)"])
        #expect(Self.values(report, ["Dark-Eflatun-Light": "Eflatun"])["bg"] == #"{ "colorSpace": "srgb", "components": [ 0.5, 0, 0.5 ], "alpha": 1 }"#)
        #expect(Self.baseFiles(report) == ["Spacing.tokens.json"])
    }

    /// Without the mode marks, the same files are one set whose later file wins, as before.
    @Test func modeFilesWithoutFigmasMarkStayInTheBaseSet() throws {
        let folder = try TemporaryFolder.copy(of: Self.path("figma-native"))
        defer { folder.remove() }
        for name in ["Baseline", "Wireframe"] {
            let file = folder.path + "/\(name).tokens.json"
            let text = try String(contentsOfFile: file, encoding: .utf8).replacingOccurrences(of: "com.figma.modeName", with: "com.example.note")
            try text.write(toFile: file, atomically: true, encoding: .utf8)
        }
        let report = validateTokens(at: folder.path)
        #expect(Self.modifiers(report) == ["mode: Dark, Light (default Light)"])
        #expect(report.diagnostics.map(Self.printed) == [
            "\(folder.path)/Wireframe.tokens.json:2:3: warning: the token 'font' is defined again; this later definition wins (files are read in sorted order) [duplicate-token]",
        ])
    }

    @Test func layoutFoldersTurnsDetectionOff() {
        let report = validateTokens(at: Self.path("collections"), options: ReaderOptions(layout: .folders))
        #expect(report.theme.modifiers.isEmpty)
        #expect(report.diagnostics.filter { $0.code == .duplicateToken }.count == 3)
    }

    @Test func figmaVariablesJSONIsReadAsCollectionsAndModes() {
        let file = Self.path("figma-rest/variables.json")
        let report = validateTokens(at: file)
        #expect(report.diagnostics.map(Self.printed) == [
            "\(file):64:41: warning: the variable name 'space/0.5' holds '.', '{' or '}', which token names cannot (references use them as syntax); it is read as 'space.0_5' [invalid-name]",
        ])
        #expect(Self.modifiers(report) == ["Semantic: Light, Dark (default Light)"])
        #expect(report.plan?.layers.map(\.name) == ["Primitives", "Semantic"])
        let light = Self.values(report, [:])
        let dark = Self.values(report, ["Semantic": "Dark"])
        #expect(light["surface.background"] == #"{ "colorSpace": "srgb", "components": [ 0.9, 0.95, 1 ], "alpha": 1 }"#)
        #expect(dark["surface.background"] == #"{ "colorSpace": "srgb", "components": [ 0, 0.1, 0.2 ], "alpha": 0.5 }"#)
        #expect(light["radius.md"] == #"{ "value": 8, "unit": "px" }"#)
        #expect(light["space.0_5"] == #"{ "value": 2, "unit": "px" }"#)
        #expect(light["font.weight.bold"] == "700")
        #expect(light["font.family.body"] == #""Inter""#)
        #expect(light["opacity.disabled"] == "0.4")
        let types = Dictionary(uniqueKeysWithValues: report.theme.tokens(in: report.theme.defaultPermutation).map { ($0.path.description, $0.type.description) })
        #expect(types["font.weight.bold"] == "fontWeight")
        #expect(types["font.family.body"] == "fontFamily")
        #expect(types["opacity.disabled"] == "number")
        // An ALL_SCOPES number that a GAP variable aliases is a dimension too.
        #expect(types["space.base"] == "dimension")
        #expect(dark["gap.sm"] == #"{ "value": 4, "unit": "px" }"#)
        // A library's collection that no variable of the file aliases is not read.
        #expect(light["library.unused"] == nil)
        #expect(light.count == 10)
        #expect(report.theme.tokens(in: report.theme.defaultPermutation).first { $0.path.description == "blue.900" }?.description == "Deep blue")
    }

    /// Figma lets a variable be named as a group of others (`padding/x` beside `padding/x/small`):
    /// it is the group's `$root` token, which aliases reach, and Figma keeps opacities as
    /// percentages (40 for 0.4), which aliases of them keep too.
    @Test func aVariableNamedAsAGroupIsItsRootAndOpacitiesArePercentages() throws {
        func variable(_ id: String, _ name: String, _ type: String, _ scopes: String, _ value: String) -> String {
            #""\#(id)": { "id": "\#(id)", "name": "\#(name)", "variableCollectionId": "c", "resolvedType": "\#(type)", "scopes": [\#(scopes)], "valuesByMode": { "m": \#(value) } }"#
        }
        let variables = [
            variable("v1", "padding/x", "FLOAT", #""GAP""#, "12"),
            variable("v2", "padding/x/small", "FLOAT", #""GAP""#, "8"),
            variable("v3", "card/inset", "FLOAT", #""GAP""#, #"{ "type": "VARIABLE_ALIAS", "id": "v1" }"#),
            variable("v4", "opacity/base", "FLOAT", #""ALL_SCOPES""#, "40"),
            variable("v5", "opacity/disabled", "FLOAT", #""OPACITY""#, #"{ "type": "VARIABLE_ALIAS", "id": "v4" }"#),
            // A name Figma accepts with a control character, a quote and a backslash in it.
            variable("v6", #"rounded/\blg \"x\" \\"#, "FLOAT", #""CORNER_RADIUS""#, "8"),
            variable("v7", "radius/lg", "FLOAT", #""CORNER_RADIUS""#, #"{ "type": "VARIABLE_ALIAS", "id": "v6" }"#),
        ]
        let json = #"{ "meta": { "variableCollections": { "c": { "id": "c", "name": "Base", "modes": [{ "modeId": "m", "name": "Mode 1" }], "defaultModeId": "m" } }, "variables": { "#
            + variables.joined(separator: ", ") + " } } }"
        let folder = try TemporaryFolder.holding(["variables.json": json])
        defer { folder.remove() }
        let report = validateTokens(at: folder.path)
        #expect(report.diagnostics.map(Self.printed) == [])
        let values = Self.values(report, [:])
        #expect(values["padding.x.$root"] == #"{ "value": 12, "unit": "px" }"#)
        #expect(values["padding.x.small"] == #"{ "value": 8, "unit": "px" }"#)
        #expect(values["card.inset"] == #"{ "value": 12, "unit": "px" }"#)
        #expect(values["opacity.base"] == "0.4")
        #expect(values["opacity.disabled"] == "0.4")
        #expect(values["radius.lg"] == #"{ "value": 8, "unit": "px" }"#)
        #expect(buildTheme(from: report).succeeded)
    }

    /// One axis found twice, a single-file export's `light` and `dark` sets beside
    /// `lightTheme.json` and `darkTheme.json` (MetaMask's exports), is one modifier.
    @Test func alikeModifiersFoundApartAreOne() throws {
        let folder = try TemporaryFolder.holding([
            "tokens.json": ##"{ "base": { "space": { "value": "4", "type": "spacing" } }, "light": { "bg": { "value": "#ffffff", "type": "color" } }, "dark": { "bg": { "value": "#000000", "type": "color" } }, "$metadata": { "tokenSetOrder": ["base", "light", "dark"] } }"##,
            "lightTheme.json": ##"{ "fg": { "value": "#111111", "type": "color" } }"##,
            "darkTheme.json": ##"{ "fg": { "value": "#eeeeee", "type": "color" } }"##,
        ])
        defer { folder.remove() }
        let report = validateTokens(at: folder.path)
        #expect(!report.diagnostics.containsErrors, "\(report.diagnostics.map(Self.printed))")
        #expect(report.theme.modifiers.count == 1, "\(Self.modifiers(report))")
        let dark = Self.values(report, [report.theme.modifiers[0].name: "dark"])
        #expect(dark["bg"]?.contains("0, 0, 0") == true, "\(dark)")
        #expect(dark["fg"]?.contains("0.93333") == true, "\(dark)")
        #expect(Self.values(report, [:])["fg"]?.contains("0.066") == true, "\(Self.values(report, [:]))")
    }

    /// Export plugins write the plugin API's objects: a list of collections holding their
    /// variables, each with `type` and `values` by mode id. Read as the REST JSON is.
    @Test func aPluginsVariablesExportIsReadAsCollectionsAndModes() {
        let folder = Self.path("figma-plugin")
        let report = validateTokens(at: folder)
        #expect(report.diagnostics.map(Self.printed) == [])
        #expect(Self.modifiers(report) == ["Semantic: Light, Dark (default Light)"])
        // Found in the tokens folder, after its (empty) base set.
        #expect(report.plan?.layers.map(\.name) == ["base", "Primitives", "Semantic"])
        let light = Self.values(report, [:])
        let dark = Self.values(report, ["Semantic": "Dark"])
        #expect(light["size.4"] == "16")
        #expect(light["radius.md"] == #"{ "value": 8, "unit": "px" }"#)
        #expect(light["accent"] == #"{ "colorSpace": "srgb", "components": [ 0, 0.4, 1 ], "alpha": 1 }"#)
        #expect(dark["accent"] == #"{ "colorSpace": "srgb", "components": [ 0, 0.1, 0.3 ], "alpha": 1 }"#)
        #expect(light.count == 5)
    }

    /// The plugin API's collections, each holding its variables, under `collections` of a
    /// document that says what it is (`schemaVersion`, `lastModified`), as export scripts write
    /// them: read as the list itself (the file was left out as holding no token).
    @Test func aPluginsCollectionsUnderCollectionsAreReadAsTheList() throws {
        let list = try String(contentsOfFile: Self.path("figma-plugin") + "/variables.json", encoding: .utf8)
        let folder = try TemporaryFolder.holding([
            "figma-variables.json": #"{ "schemaVersion": 1, "lastModified": "2026-02-27T22:30:01.531Z", "collections": "# + list + "}",
        ])
        defer { folder.remove() }
        let report = validateTokens(at: folder.path)
        #expect(report.diagnostics.map(Self.printed) == [])
        #expect(Self.modifiers(report) == ["Semantic: Light, Dark (default Light)"])
        #expect(Self.values(report, ["Semantic": "Dark"]) == Self.values(validateTokens(at: Self.path("figma-plugin")), ["Semantic": "Dark"]))
        #expect(Self.values(report, [:])["accent"] == #"{ "colorSpace": "srgb", "components": [ 0, 0.4, 1 ], "alpha": 1 }"#)
        #expect(Self.values(report, [:]).count == 5)
    }

    @Test func anAliasToAVariableTheFileDoesNotHoldIsABrokenReference() throws {
        let folder = try TemporaryFolder.copy(of: Self.path("figma-rest"))
        defer { folder.remove() }
        let file = folder.path + "/variables.json"
        let text = try String(contentsOfFile: file, encoding: .utf8).replacingOccurrences(of: #""id": "VariableID:1:2" }"#, with: #""id": "VariableID:9:9" }"#)
        try text.write(toFile: file, atomically: true, encoding: .utf8)
        let report = validateTokens(at: folder.path)
        #expect(report.diagnostics.filter { $0.severity == .error }.map(Self.printed) == [
            "\(file):73:18: error: the variable 'surface.background' aliases 'VariableID:9:9' in the mode 'Dark', a variable this file does not hold (a library's variable is in its own file's variables/local response) [broken-reference]",
        ])
    }

    /// Built, the collections fixture compiles, and the dark values are what the appearance reads.
    @Test func theBuiltThemeCompilesAndFollowsTheAppearanceToTheDarkValues() throws {
        let report = buildTheme(at: Self.path("collections"))
        #expect(report.succeeded, "\(report.diagnostics)")
        let main = #"""
            func rgb(_ c: ThemeColor) -> String { c.components.map { $0.map { String($0) } ?? "none" }.joined(separator: " ") }
            print("light", rgb(AppTheme.default.surface.background))
            print("dark", rgb(AppTheme(mode: .dark).surface.background))
            print("appearance", AppTheme.Mode(isDark: true, isHighContrast: false), AppTheme.Mode(isDark: false, isHighContrast: false))
            print("compact", AppTheme(density: .compact).space.md, AppTheme.default.space.md)
            """#
        let run = try GeneratedCode.run(EmitFixtures.sources(report.files), main: main)
        #expect(run.status == 0, Comment(rawValue: run.output))
        #expect(run.output.split(separator: "\n") == [
            "light 0.8784313725490196 0.9411764705882353 1.0", "dark 0.0 0.10196078431372549 0.2", "appearance dark light", "compact 8.0 12.0",
        ])
    }

    @Test func theLayoutKeyOfTokencJSONIsDetectedOrFolders() throws {
        let folder = try TemporaryFolder.copy(of: Self.path("ambiguous"))
        defer { folder.remove() }
        let file = folder.path + "/tokenc.json"
        try #"{ "layout": "folders" }"#.write(toFile: file, atomically: true, encoding: .utf8)
        var diagnostics: [Diagnostic] = []
        #expect(Configuration.load(file, diagnostics: &diagnostics)?.layout == .folders)
        try #"{ "layout": "files" }"#.write(toFile: file, atomically: true, encoding: .utf8)
        #expect(Configuration.load(file, diagnostics: &diagnostics) == nil)
        #expect(diagnostics.map(Self.printed) == [
            #"\#(file):1:13: error: 'layout' must be "detected" or "folders", not "files"; a resolver document, named by "tokens", states any other layout [invalid-config]"#,
        ])
    }

    /// A resolver document named otherwise than `*.resolver.json`, with `resolver` in its name, is
    /// the folder's resolver with a warning that says how to name it; under `--strict` it is the
    /// token file error that says so, as is one named otherwise or one of two such files.
    @Test func aMisnamedResolverDocumentIsReadWithAWarning() throws {
        let resolver = ##"{ "version": "2025.10", "sets": { "base": { "sources": [ { "$ref": "base.json" } ] } }, "modifiers": { "mode": { "contexts": { "light": [], "dark": [ { "$ref": "dark.json" } ] }, "default": "light" } }, "resolutionOrder": [ { "$ref": "#/sets/base" }, { "$ref": "#/modifiers/mode" } ] }"##
        let files = [
            "base.json": #"{ "size": { "$type": "number", "$value": 1 } }"#,
            "dark.json": #"{ "size": { "$type": "number", "$value": 2 } }"#,
        ]
        let folder = try TemporaryFolder.holding(files.merging(["resolver.json": resolver]) { $1 })
        defer { folder.remove() }
        let report = validateTokens(at: folder.path)
        #expect(report.diagnostics.map(Self.printed) == [
            "\(folder.path)/resolver.json:1:1: warning: 'resolver.json' is a resolver document (it has 'resolutionOrder'), read as the folder's resolver; name it 'tokens.resolver.json', as the format names resolver documents, so that every tool reads it so [legacy-mapping]",
        ])
        #expect(Self.modifiers(report) == ["mode: light, dark (default light)"])
        #expect(Self.values(report, ["mode": "dark"])["size"] == "2")
        let strict = validateTokens(at: folder.path, options: ReaderOptions(strict: true))
        let strictErrors = strict.diagnostics.filter { $0.severity == .error }.map { "\($0.location?.description ?? "-") \($0.code.rawValue)" }
        #expect(strictErrors.contains("\(folder.path)/resolver.json:1:1 invalid-value"))
        for names in [["theme.json"], ["a-resolver.json", "b-resolver.json"]] {
            let other = try TemporaryFolder.holding(files.merging(names.map { ($0, resolver) }) { $1 })
            defer { other.remove() }
            let report = validateTokens(at: other.path)
            #expect(report.diagnostics.filter { $0.severity == .error }.map(\.code) == names.map { _ in .invalidValue }, "\(names)")
        }
    }

    /// The input listing names the variables file, though the plan holds its tokens inline.
    @Test func theVariablesFileIsAnInput() {
        let listing = InputListing(tokens: Self.path("figma-rest"), configuration: nil)
        #expect(listing.read == [Self.path("figma-rest") + "/variables.json"])
    }
}

/// A copy of a fixture folder in the temporary folder, for tests that change it.
struct TemporaryFolder {
    var path: String

    /// A new folder holding `files`, by relative path.
    static func holding(_ files: [String: String]) throws -> TemporaryFolder {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("tokenc-layout-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        for (name, text) in files {
            let file = URL(fileURLWithPath: path + "/" + name)
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: file, atomically: true, encoding: .utf8)
        }
        return TemporaryFolder(path: path)
    }

    static func copy(of folder: String) throws -> TemporaryFolder {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("tokenc-layout-\(UUID().uuidString)").path
        try FileManager.default.copyItem(atPath: folder, toPath: path)
        return TemporaryFolder(path: path)
    }

    func remove() {
        try? FileManager.default.removeItem(atPath: path)
    }
}
