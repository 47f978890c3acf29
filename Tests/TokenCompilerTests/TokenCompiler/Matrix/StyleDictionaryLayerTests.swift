import Foundation
import Testing
@testable import Lowering
@testable import TokenCompiler
@testable import TokenModel

/// Style Dictionary's multi-file dark mode (its `modes = ['light', 'dark', 'hc', 'hcDark']`
/// example): each mode's build adds the files `*.<mode>.json` over the files without a suffix.
@Suite struct StyleDictionaryLayerTests {
    static let base = ##"{"color":{"bg":{"value":"#ffffff"},"fg":{"value":"#000000"}}}"##
    static let font = ##"{"font":{"size":{"value":"16px","type":"dimension"},"weight":{"value":"400","type":"fontWeight"}}}"##

    /// Two suffixes or more over one stem (`color.dark.json`, `color.hc.json` over `color.json`)
    /// are modes of the whole tree, with the files without a suffix as `light`, not a collection
    /// `color` whose default is one of them and beneath which `color.json` is never seen.
    @Test(arguments: [[String](), ["font"]])
    func suffixesOverTheirStemsFileAreModesWithTheBaseAsLight(_ alsoLayered: [String]) throws {
        var files = [
            "color.json": Self.base,
            "color.dark.json": ##"{"color":{"bg":{"value":"#000000"},"fg":{"value":"#ffffff"}}}"##,
            "color.hc.json": ##"{"color":{"bg":{"value":"#ffff00"}}}"##,
            "color.hcDark.json": ##"{"color":{"bg":{"value":"#0000ff"}}}"##,
        ]
        if alsoLayered.contains("font") {
            files["font.json"] = Self.font
            files["font.dark.json"] = ##"{"font":{"weight":{"value":"300","type":"fontWeight"}}}"##
            files["font.hc.json"] = ##"{"font":{"weight":{"value":"700","type":"fontWeight"}}}"##
        }
        let folder = try TemporaryFolder.holding(files)
        defer { folder.remove() }
        let report = validateTokens(at: folder.path)
        #expect(report.succeeded)
        #expect(FolderLayoutTests.modifiers(report) == ["mode: light, dark, hc, hcDark (default light)"])
        let bg = ["light", "dark", "hc", "hcDark"].map { TerrazzoModesTests.hex(FolderLayoutTests.values(report, ["mode": $0]), "color.bg") }
        #expect(bg == ["#ffffff", "#000000", "#ffff00", "#0000ff"])
        let fg = ["light", "dark", "hc"].map { TerrazzoModesTests.hex(FolderLayoutTests.values(report, ["mode": $0]), "color.fg") }
        #expect(fg == ["#000000", "#ffffff", "#000000"])
    }

    /// A collection's modes that do not lie over a file of their stem stay a collection.
    @Test func modesWithoutAFileOfTheirStemStayACollection() throws {
        let folder = try TemporaryFolder.holding([
            "Theme.Brand A.json": ##"{"bg":{"$type":"color","$value":"#aa0000"}}"##,
            "Theme.Brand B.json": ##"{"bg":{"$type":"color","$value":"#bb0000"}}"##,
            "Other.json": ##"{"gap":{"$type":"dimension","$value":{"value":4,"unit":"px"}}}"##,
        ])
        defer { folder.remove() }
        let report = validateTokens(at: folder.path)
        #expect(FolderLayoutTests.modifiers(report) == ["Theme: Brand A, Brand B (default Brand A)"])
    }

    /// `"fg": {}` in an override file ("no dark value needed here") adds nothing in Style
    /// Dictionary's deep merge: the token stays, with a warning; an error under `--strict`.
    @Test func anEmptyObjectOverATokenAddsNothing() throws {
        let folder = try TemporaryFolder.holding([
            "color.json": Self.base,
            "color.dark.json": ##"{"color":{"bg":{"value":"#000000"},"fg":{}}}"##,
        ])
        defer { folder.remove() }
        let report = validateTokens(at: folder.path)
        #expect(report.succeeded)
        #expect(TerrazzoModesTests.hex(FolderLayoutTests.values(report, ["mode": "dark"]), "color.fg") == "#000000")
        #expect(report.diagnostics.filter { $0.code == .duplicateToken }.map(FolderLayoutTests.printed) == [
            "\(folder.path)/color.dark.json:1:36: warning: 'color.fg' is an empty object here, over a token of an earlier file or layer; it adds nothing, and the token is kept (remove the empty object) [duplicate-token]",
        ])
        let strict = validateTokens(at: folder.path, options: ReaderOptions(strict: true))
        #expect(strict.diagnostics.contains { $0.code == .duplicateToken && $0.severity == .error })
    }

    /// One appearance after `-` or `_` over the file of its stem (`color-dark.tokens.json` over
    /// `color.tokens.json`, as a CSS build writes dark overrides) is that appearance over the
    /// base, which is light; marked with Figma's `com.figma.modeName` too, since Figma's export
    /// writes every variable in each mode's file, never a part of them. The dark file lost to the
    /// light one in file order, or made a collection whose other mode had most tokens nil.
    @Test(arguments: ["-", "_"], [false, true])
    func anAppearanceOverItsStemsFileIsThatAppearanceOverTheBase(_ separator: String, figmaMarked: Bool) throws {
        func marked(_ mode: String) -> String {
            figmaMarked ? #","$extensions":{"com.figma.modeName":"\#(mode)"}"# : ""
        }
        let folder = try TemporaryFolder.holding([
            "color.tokens.json": ##"{"color":{"$type":"color","white":{"$value":"#ffffff"},"bg":{"$value":"{color.white}"}}"##
                + marked("color") + "}",
            "color\(separator)dark.tokens.json": ##"{"color":{"$type":"color","bg":{"$value":"#000000"}}"## + marked("Mode 1") + "}",
        ])
        defer { folder.remove() }
        let report = validateTokens(at: folder.path)
        #expect(report.succeeded)
        #expect(FolderLayoutTests.modifiers(report) == ["mode: light, dark (default light)"])
        #expect(TerrazzoModesTests.hex(FolderLayoutTests.values(report, ["mode": "light"]), "color.bg") == "#ffffff")
        #expect(TerrazzoModesTests.hex(FolderLayoutTests.values(report, ["mode": "dark"]), "color.bg") == "#000000")
        #expect(TerrazzoModesTests.hex(FolderLayoutTests.values(report, ["mode": "dark"]), "color.white") == "#ffffff")
    }
}
