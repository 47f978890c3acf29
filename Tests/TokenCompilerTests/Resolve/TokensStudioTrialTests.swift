import Foundation
import Testing
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

    /// A theme that selects no set gives no tokens: a warning at the theme, not a silent empty build.
    @Test func aThemeSelectingNoSetIsNamed() throws {
        let folder = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        try #"[{"id":"light","name":"Light","selectedTokenSets":{}}]"#.write(to: folder.appendingPathComponent("$themes.json"), atomically: true, encoding: .utf8)
        try #"{"tokenSetOrder":["tokens"]}"#.write(to: folder.appendingPathComponent("$metadata.json"), atomically: true, encoding: .utf8)
        try ##"{"c":{"value":"#ff0000","type":"color"}}"##.write(to: folder.appendingPathComponent("tokens.json"), atomically: true, encoding: .utf8)
        let run = runTokenc(["validate", "--tokens", folder.path])
        #expect(run.standardError.hasPrefix("\(folder.path)/$themes.json:1:2: warning: the theme 'Light' selects no token set (none is \"enabled\" or \"source\" in its \"selectedTokenSets\"), so it has no tokens; select its sets in Tokens Studio, or build the folder without $themes.json [invalid-resolver-reference]\n"))
    }

    /// An unknown property of a component kind names the way out for a tier of the team's own.
    @Test func anUnknownPropertyNamesTheComponentsSetting() {
        let report = buildJSON(##"{ "component": { "button": { "primary": { "background": { "value": "#0000ff", "type": "color" }, "backgroundHover": { "value": "#0000ff", "type": "color" } } } } }"##)
        let error = report.diagnostics.first { $0.severity == .error }
        #expect(error?.message.hasSuffix(#"(if 'component' is a tier of your own, "components": false in tokenc.json reads it as plain tokens)"#) == true)
    }
}
