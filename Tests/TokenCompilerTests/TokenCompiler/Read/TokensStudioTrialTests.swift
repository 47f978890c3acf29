import Foundation
import Testing
@testable import Lowering
@testable import TokencCLI
@testable import TokenCompiler
@testable import TokenModel
@testable import SwiftOutput

/// Tokens Studio readings found by trying tokenc on repositories the corpus does not hold, each
/// as the plugin applies the value in Figma.
@Suite struct TokensStudioTrialTests {
    /// `lineHeights` holding a length is the height between lines (`convertLineHeightToFigma`:
    /// pixels): a dimension token, which a typography divides by its font size; a bare number
    /// stays the format's number.
    @Test func aLineHeightsTokenWithALengthIsAHeight() throws {
        let report = buildJSON(#"""
            {"lh":{"value":"12px","type":"lineHeights"},
             "ratio":{"value":"1.5","type":"lineHeights"},
             "body":{"value":{"fontFamily":"Inter","fontWeight":"400","fontSize":"10px","lineHeight":"{lh}","letterSpacing":"0"},"type":"typography"}}
            """#)
        #expect(report.succeeded)
        let types = Dictionary(uniqueKeysWithValues: report.theme.tokens.map { ($0.path.description, $0.type) })
        #expect(types == ["lh": .dimension, "ratio": .number, "body": .typography])
        let body = try #require(report.theme.tokens.first { $0.path.description == "body" })
        guard case .typography(let typography) = body.values[0].value else { Issue.record("not a typography"); return }
        #expect(typography.lineHeight.value == 1.2)
        #expect(DialectReadingTests.summary(report).contains(
            #"warning non-standard-type 1:30 'lineHeights' holding a length ("12px") is the height between lines, as Tokens Studio applies it in Figma; it is read as a dimension wherever this file does so, and a typography that references it as that height over its font size (write "$type": "dimension")"#))
    }

    /// `"letterSpacing": "Auto"` sets no spacing in the plugin: 0px, not a typography left out.
    @Test func autoLetterSpacingIsZero() throws {
        let report = buildJSON(#"""
            { "title": { "value": { "fontFamily": "Inter", "fontWeight": "400", "fontSize": "20px", "lineHeight": "28px", "letterSpacing": "Auto" }, "type": "typography" } }
            """#)
        #expect(report.succeeded)
        let title = try #require(report.theme.tokens.first)
        guard case .typography(let typography) = title.values[0].value else { Issue.record("not a typography"); return }
        #expect(typography.letterSpacing.value.value == 0)
        #expect(DialectReadingTests.summary(report).contains(#"warning legacy-mapping 1:128 letter spacing "Auto" is the font's own; read as 0px (write {"value": 0, "unit": "px"})"#))
        let strict = buildJSON(#"{ "t": { "$type": "typography", "$value": { "fontFamily": "Inter", "fontWeight": 400, "fontSize": { "value": 20, "unit": "px" }, "lineHeight": 1.4, "letterSpacing": "Auto" } } }"#, strict: true)
        #expect(strict.diagnostics.filter { $0.severity == .error }.count == 1)
    }

    /// A decimal comma (`"2,5px"`, cosnova's letter spacings) is read as far as Tokens Studio's
    /// `parseFloat` reads it, `2px`, as the plugin applies it in Figma: the typography stays. It
    /// was read as a list and left the whole typography out. A comma and a space is a list.
    @Test func aDecimalCommaIsReadAsThePluginReadsIt() throws {
        let report = buildJSON(#"""
            {"headline":{"value":{"fontFamily":"Inter","fontWeight":"700","fontSize":"32","lineHeight":"1.25","letterSpacing":"2,5px"},"type":"typography"},
             "gap":{"value":"-0,4","type":"dimension"},
             "pair":{"value":"2, 5px","type":"dimension"}}
            """#)
        #expect(report.succeeded)
        let headline = try #require(report.theme.tokens.first { $0.path.description == "headline" })
        guard case .typography(let typography) = headline.values[0].value else { Issue.record("not a typography"); return }
        #expect(typography.letterSpacing.value.value == 2)
        guard case .dimension(let gap)? = report.theme.tokens.first(where: { $0.path.description == "gap" })?.values[0].value else {
            Issue.record("no gap"); return
        }
        #expect(gap.value.value == 0 && gap.value.text == "-0")
        #expect(report.validation.leftOut.tokens.map(\.path.description) == ["pair"])
        #expect(DialectReadingTests.summary(report).contains(
            #"warning non-standard-value 1:115 "2,5px" has a decimal comma, where Tokens Studio's parseFloat stops: it is read as 2px, as the plugin applies it in Figma (write "2.5px" if that is meant) (write {"value": 2, "unit": "px"})"#))
    }

    /// A line height written as text, `"40"` over a 32px font, is the number 40, which above 3
    /// is the height between lines, 1.25 times the font size: the first warning says only that
    /// the text is read as a number (it said "read as 40 times the font size").
    @Test func aLineHeightInTextIsANumberWhoseMeaningTheCheckSays() throws {
        let report = buildJSON(#"""
            {"headline":{"value":{"fontFamily":"Inter","fontWeight":"700","fontSize":"32","lineHeight":"40","letterSpacing":"0"},"type":"typography"}}
            """#)
        #expect(report.succeeded)
        let headline = try #require(report.theme.tokens.first)
        guard case .typography(let typography) = headline.values[0].value else { Issue.record("not a typography"); return }
        #expect(typography.lineHeight.value == 1.25)
        let lineHeight = DialectReadingTests.summary(report).filter { $0.contains("1:92") }
        #expect(lineHeight == [
            #"warning non-standard-value 1:92 line height "40" is text; read as the number 40 (write 40)"#,
            "warning suspicious-value 1:92 line height 40 is above 3, so it is read as 40px between lines, as Tokens Studio and Figma apply a number (as a multiplier it would set 1280px between lines of 32px text): 1.25 times the font size (write 1.25)",
        ])
    }

    /// Writes a Tokens Studio folder: `$themes.json`, `$metadata.json` and one set, `tokens`.
    private static func themesFolder(_ themes: String) throws -> URL {
        let folder = try makeTemporaryDirectory()
        try themes.write(to: folder.appendingPathComponent("$themes.json"), atomically: true, encoding: .utf8)
        try #"{"tokenSetOrder":["tokens"]}"#.write(to: folder.appendingPathComponent("$metadata.json"), atomically: true, encoding: .utf8)
        try ##"{"c":{"value":"#ff0000","type":"color"}}"##.write(to: folder.appendingPathComponent("tokens.json"), atomically: true, encoding: .utf8)
        return folder
    }

    /// A theme that selects no set gives no tokens (Tokens Studio's variables import leaves one
    /// for a mode whose values stayed in Figma): a warning at the theme, and it is no choice of
    /// its group, whose other themes build.
    @Test func aThemeSelectingNoSetIsNamedAndLeftOut() throws {
        let folder = try Self.themesFolder(#"[{"id":"light","name":"Light","selectedTokenSets":{"tokens":"enabled"}},{"id":"dark","name":"Dark","selectedTokenSets":{}}]"#)
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = runTokenc(["validate", "--tokens", folder.path])
        #expect(run.code == .success)
        #expect(run.standardError.hasPrefix("\(folder.path)/$themes.json:1:73: warning: the theme 'Dark' selects no token set (none is \"enabled\" or \"source\" in its \"selectedTokenSets\"), so it has no tokens and is left out of the group 'theme'; select its sets in Tokens Studio to build it [invalid-resolver-reference]\n"))
        let report = validateTokens(at: folder.path)
        #expect(report.theme.modifiers.isEmpty)
        #expect(report.theme.tokens.map(\.path.description) == ["c"])
    }

    /// Themes none of which selects a set (left over from trying the feature) say nothing about
    /// the sets: the folder is read as without `$themes.json`, with one warning.
    @Test func themesSelectingNoSetAreReadAsAbsent() throws {
        let folder = try Self.themesFolder(#"[{"id":"light","name":"Light","selectedTokenSets":{}}]"#)
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = runTokenc(["validate", "--tokens", folder.path])
        #expect(run.code == .success)
        #expect(run.standardError.hasPrefix("\(folder.path)/$themes.json:1:2: warning: no theme in $themes.json selects a token set (none is \"enabled\" or \"source\" in a \"selectedTokenSets\"), so the files are read as one theme, as without $themes.json; select each theme's sets in Tokens Studio to build its themes [invalid-resolver-reference]\n"))
        let report = validateTokens(at: folder.path)
        #expect(report.theme.tokens.map(\.path.description) == ["c"])
    }

    /// Themes whose sets have no file in the folder are an error, not an empty success; one that
    /// names a folder inside holding a `$themes.json` of its own names it.
    @Test func themesSelectingNoSetWithAFileAreAnError() throws {
        let folder = try Self.themesFolder(#"[{"id":"light","name":"Light","selectedTokenSets":{"brand/light":"enabled","core":"source"}}]"#)
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = runTokenc(["validate", "--tokens", folder.path])
        #expect(run.code == .failure)
        #expect(run.standardError.contains("\(folder.path)/$themes.json:1:2: error: no token set $themes.json selects has a file in the tokens folder ('brand/light.json' and 'core.json'), so no theme has tokens; build the folder Tokens Studio syncs, whose files are the sets [no-tokens]\n"))
        let nested = folder.appendingPathComponent("themes")
        try FileManager.default.createDirectory(at: nested, withIntermediateDirectories: true)
        try "[]".write(to: nested.appendingPathComponent("$themes.json"), atomically: true, encoding: .utf8)
        let hinted = runTokenc(["validate", "--tokens", folder.path])
        #expect(hinted.standardError.contains("so no theme has tokens; 'themes' holds a $themes.json of its own: build that folder (--tokens \(folder.path)/themes) [no-tokens]"))
    }

    /// A component kind that names parts no property is near (`backgroundHover`, `text`: the
    /// team's own states) is a tier of the team's own: plain tokens with one warning.
    @Test func aKindWithPartsOfItsOwnIsPlainTokens() {
        let report = buildJSON(##"{ "component": { "button": { "primary": { "background": { "value": "#0000ff", "type": "color" }, "backgroundHover": { "value": "#0000ff", "type": "color" }, "text": { "value": "#ffffff", "type": "color" } } } } }"##)
        #expect(report.succeeded)
        #expect(report.theme.tokens.count == 3)
        #expect(DialectReadingTests.summary(report).first { $0.hasPrefix("warning unknown-component-property") } == "warning unknown-component-property 1:18 'component.button' holds tokens named like no property ('backgroundHover' and 'text') at component.button.<variant>.<property>, where the button style's properties are ('background', 'foreground', 'typography', 'cornerRadius', 'padding', 'paddingHorizontal', 'paddingVertical', 'paddingTop', 'paddingBottom', 'paddingLeading', 'paddingTrailing', 'border', 'shadow', 'pressedOpacity', 'pressedScale', 'disabledOpacity' and 'animation'), so its tokens are plain tokens, and no style is made from them")
    }

    /// A misspelt property beside properties in place stays an error, and names the way out for
    /// a tier of the team's own.
    @Test func aMisspeltPropertyNamesTheComponentsSetting() {
        let report = buildJSON(##"{ "component": { "button": { "primary": { "background": { "value": "#0000ff", "type": "color" }, "backgrond": { "value": "#0000ff", "type": "color" } } } } }"##)
        let error = report.diagnostics.first { $0.severity == .error }
        #expect(error?.code == .unknownComponentProperty)
        #expect(error?.message.contains("did you mean 'background'?") == true)
        #expect(error?.message.hasSuffix(#"(if 'component' is a tier of your own, "components": false in tokenc.json reads it as plain tokens)"#) == true)
    }
}
