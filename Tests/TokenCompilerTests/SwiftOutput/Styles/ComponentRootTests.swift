import Foundation
import Testing
@testable import TokenCompiler
@testable import TokenModel
@testable import SwiftOutput

/// `"components"` in `tokenc.json`: the root of the component convention renamed or switched off,
/// read the same by `validate`, `build` and `preview`.
@Suite struct ComponentRootTests {
    /// The codes only the component convention reports.
    static let componentCodes: Set<DiagnosticCode> = [
        .unknownComponent, .unknownComponentProperty, .componentPropertyType, .invalidComponentDeclaration,
        .unusedComponentDeclaration, .styleAccessorCollision, .unknownNestedStyle, .componentDataClash, .componentDataType,
    ]

    /// The golden style fixture with its top-level `component` group, and every reference into it, under `root`.
    static func goldenTokens(root: String) throws -> String {
        let text = try String(contentsOfFile: StyleFixtures.goldenTokens, encoding: .utf8)
        #expect(text.components(separatedBy: "\n  \"component\": {").count == 2)
        return text.replacingOccurrences(of: "\n  \"component\": {", with: "\n  \"\(root)\": {")
            .replacingOccurrences(of: "{component.", with: "{\(root).")
    }

    static func build(_ json: String, components: ComponentConvention) throws -> BuildReport {
        let folder = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("tokens.json").path
        try json.write(toFile: file, atomically: true, encoding: .utf8)
        return buildTheme(at: file, options: BuildOptions(reader: ReaderOptions(components: components)))
    }

    /// Renamed to `widget`, the golden fixture generates the golden styles, each path and name
    /// spelt with the new root: the same files, the same code.
    @Test func aRenamedRootGeneratesTheSameStyles() throws {
        let renamed = try Self.build(Self.goldenTokens(root: "widget"), components: ComponentConvention(root: "widget"))
        #expect(renamed.succeeded)
        #expect(renamed.diagnostics.map(\.code) == StyleFixtures.golden.diagnostics.map(\.code))
        let expected = StyleFixtures.styleFiles(StyleFixtures.golden)
        let files = StyleFixtures.styleFiles(renamed)
        #expect(files.map(\.path) == expected.map(\.path))
        #expect(expected.count == 7)
        for (file, golden) in zip(files, expected) {
            let respelt = golden.contents
                .replacingOccurrences(of: "component.", with: "widget.")
                .replacingOccurrences(of: "ComponentTokens", with: "WidgetTokens")
            #expect(file.contents == respelt, "\(file.path)")
        }
    }

    /// Under a renamed root, a `component` group is the team's own: plain tokens, no diagnostic of
    /// the convention, however deep (`component.system-icon.color.fill` was an error as a kind).
    @Test func aComponentGroupUnderARenamedRootIsPlainTokens() throws {
        let json = """
            {
              "component": { "system-icon": { "color": { "fill": { "$type": "color", "$value": "{ui.button.primary.background}" } } },
                "button": { "$type": "dimension", "$value": { "value": 4, "unit": "px" } } },
              "ui": { "button": { "primary": { "background": { "$type": "color", "$value": { "colorSpace": "srgb", "components": [1, 0, 0] } }, "pressedOpacity": { "$type": "number", "$value": 0.7 }, "disabledOpacity": { "$type": "number", "$value": 0.4 } } } }
            }
            """
        let report = try Self.build(json, components: ComponentConvention(root: "ui"))
        #expect(report.diagnostics.isEmpty, "\(report.diagnostics)")
        #expect(report.theme.tokens.map(\.path.description) == ["component.system-icon.color.fill", "component.button", "ui.button.primary.background", "ui.button.primary.pressedOpacity", "ui.button.primary.disabledOpacity"])
        #expect(StyleFixtures.styleFiles(report).map(\.path) == ["SwiftUI/Styles/ButtonStyles.swift"])
        let buttons = try #require(StyleFixtures.styleFiles(report).first).contents
        #expect(buttons.contains("let tokens: AppTheme.UiTokens.ButtonTokens.PrimaryTokens = theme.ui.button.primary"))
        #expect(buttons.contains("\n// The button styles of `ui.button`: `.buttonStyle(…)`."))

        // The same file with the convention's default root: the `component` group is read as components.
        let standard = try Self.build(json, components: .standard)
        #expect(standard.diagnostics.map(\.code) == [.unknownComponent, .unknownComponentProperty])
        #expect(StyleFixtures.styleFiles(standard).isEmpty)
    }

    /// Switched off, the golden fixture's component tokens are plain tokens: every one is built,
    /// no style file is written, and only the declarations, which now have no effect, say so.
    @Test func switchedOffNoGroupIsComponentsAndNoStyleIsMade() throws {
        let report = try Self.build(try String(contentsOfFile: StyleFixtures.goldenTokens, encoding: .utf8), components: .off)
        #expect(report.succeeded)
        // The radius tokens' shapes stay: they are no component's.
        #expect(StyleFixtures.styleFiles(report).map(\.path) == ["SwiftUI/AppTheme+Shapes.swift"])
        #expect(report.files.allSatisfy { !$0.path.hasPrefix("SwiftUI/Styles/") && !$0.path.hasPrefix("SwiftUI/Components/") })
        #expect(report.theme.tokens.count == StyleFixtures.golden.theme.tokens.count)
        #expect(report.theme.tokens.contains { $0.path.description == "component.button.primary.background" })
        #expect(report.diagnostics.map { "\($0.location.map { "\($0.position.line):\($0.position.column)" } ?? "-"): \($0.message)" } == [
            "56:50: \"dev.tokenc.component\" on 'component.label.badge' has no effect: components are switched off (\"components\": false in tokenc.json)",
            "84:48: \"dev.tokenc.component\" on 'component.stat' has no effect: components are switched off (\"components\": false in tokenc.json)",
        ])

        // Without declarations, nothing at all is said.
        let plain = #"{ "component": { "system-icon": { "fill": { "$type": "color", "$value": { "colorSpace": "srgb", "components": [1, 0, 0] } } } } }"#
        let quiet = try Self.build(plain, components: .off)
        #expect(quiet.diagnostics.isEmpty)
        #expect(quiet.theme.tokens.map(\.path.description) == ["component.system-icon.fill"])
    }

    // MARK: - tokenc.json

    static func configuration(_ text: String) throws -> (ComponentConvention?, [String]) {
        let folder = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("tokenc.json").path
        try text.write(toFile: file, atomically: true, encoding: .utf8)
        var diagnostics: [Diagnostic] = []
        let loaded = Configuration.load(file, diagnostics: &diagnostics)
        return (loaded?.components, diagnostics.map {
            "\($0.location.map { "\($0.line):\($0.column)" } ?? "-"): \($0.severity.rawValue): \($0.message) [\($0.code.rawValue)]"
        })
    }

    @Test func theComponentsKeyIsAGroupNameOrFalse() throws {
        #expect(try Self.configuration(#"{ "components": "ui" }"#) == (ComponentConvention(root: "ui"), []))
        #expect(try Self.configuration(#"{ "components": false }"#) == (.off, []))
        #expect(try Self.configuration(#"{ "tokens": "tokens" }"#) == (nil, []))
        let expectation = "'components' must be the name of the top-level group of component tokens, such as \"ui\", or false to read no group as components;"
        let bad: [(String, String)] = [
            (#"{ "components": true }"#, "1:17: error: \(expectation) found true [invalid-config]"),
            (#"{ "components": 3 }"#, "1:17: error: \(expectation) found 3 [invalid-config]"),
            (#"{ "components": null }"#, "1:17: error: \(expectation) found null [invalid-config]"),
            ("{\n  \"components\": \"\"\n}", "2:17: error: \(expectation) found an empty string [invalid-config]"),
            (#"{ "components": "ui.kit" }"#, "1:17: error: \(expectation) not \"ui.kit\": a group's name must not contain '{', '}' or '.' (the root is one top-level group) [invalid-config]"),
            (#"{ "components": "$ui" }"#, "1:17: error: \(expectation) not \"$ui\": names starting with '$' are the format's properties, not groups [invalid-config]"),
            (#"{ "componentGroup": "ui" }"#, "1:3: error: unknown key 'componentGroup' in FILE: it is not supported, the group of component tokens is named by \"components\", such as \"components\": \"ui\" [invalid-config]"),
        ]
        for (text, message) in bad {
            let (convention, diagnostics) = try Self.configuration(text)
            #expect(convention == nil)
            #expect(diagnostics.map { $0.replacing(#/in [^ ]*tokenc\.json/#, with: "in FILE") } == [message], "\(text)")
        }
    }

    // MARK: - validate, build and preview agree

    /// One project, three commands: each reads `"components"` from `tokenc.json` the same way.
    @Test(arguments: [("\"ui\"", true), ("false", false)])
    func validateBuildAndPreviewAgree(setting: String, stylesUnderUI: Bool) throws {
        let folder = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let tokens = folder.appendingPathComponent("tokens")
        try FileManager.default.createDirectory(at: tokens, withIntermediateDirectories: true)
        try """
            {
              "component": { "system-icon": { "color": { "fill": { "$type": "color", "$value": { "colorSpace": "srgb", "components": [0, 0, 1] } } } } },
              "ui": { "button": { "primary": { "background": { "$type": "color", "$value": { "colorSpace": "srgb", "components": [1, 0, 0] } }, "pressedOpacity": { "$type": "number", "$value": 0.7 }, "disabledOpacity": { "$type": "number", "$value": 0.4 } } } }
            }
            """.write(to: tokens.appendingPathComponent("tokens.json"), atomically: true, encoding: .utf8)
        let config = folder.appendingPathComponent("tokenc.json").path
        try #"{ "tokens": "tokens", "output": "Generated", "components": \#(setting) }"#.write(toFile: config, atomically: true, encoding: .utf8)

        let validate = runTokenc(["validate", "--config", config])
        #expect(validate.code == .success)
        #expect(validate.standardError.isEmpty, "\(validate.standardError)")
        let build = runTokenc(["build", "--config", config])
        #expect(build.code == .success)
        #expect(build.standardError.isEmpty, "\(build.standardError)")
        let styles = folder.appendingPathComponent("Generated/SwiftUI/Styles/ButtonStyles.swift").path
        #expect(FileManager.default.fileExists(atPath: styles) == stylesUnderUI)
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("Generated/SwiftUI/Styles").path) || stylesUnderUI)
        let page = folder.appendingPathComponent("preview.html").path
        let preview = runTokenc(["preview", "--config", config, "--output", page])
        #expect(preview.code == .success)
        #expect(preview.standardError.isEmpty, "\(preview.standardError)")
        let html = try String(contentsOfFile: page, encoding: .utf8)
        #expect(html.contains(#"data-component="ui.button.primary""#) == stylesUnderUI)
        #expect(!html.contains(#"data-component="component."#))
    }
}
