import Foundation
import Testing
@testable import TokenCompiler
@testable import TokenModel
@testable import SwiftOutput

/// Every generated file, core and SwiftUI layer, type-checks against SwiftUI (the stand-in on Linux)
/// in Swift 6 with warnings as errors, with and without `-default-isolation MainActor`; and app code
/// written as the documentation shows compiles against the module.
@Suite struct GeneratedTypeCheckTests {
    /// The repository's `Generated/` built as the `DesignSystem` module, then the usage examples in
    /// `Fixtures/Usage` checked against it across the module boundary (so `public` is verified):
    /// with SwiftUI alone, as on iOS (with UIKit) and as on macOS (with AppKit); each as a debug
    /// build (`DEBUG`: the live tokens) and a release build, both isolations.
    @Test(arguments: [
        (false, StandInPlatform.swiftUI, false), (true, .swiftUI, true), (false, .iOS, true), (true, .iOS, false),
        (false, .macOS, true), (true, .macOS, false),
    ])
    func usageExamplesCompileAgainstTheRepositoryModule(defaultIsolationMainActor: Bool, platform: StandInPlatform, debug: Bool) throws {
        let report = EmitFixtures.repository
        #expect(report.succeeded)
        let flags = debug ? ["-D", "DEBUG"] : []
        let module = try GeneratedCode.module(
            EmitFixtures.sources(report.files), name: "DesignSystem", defaultIsolationMainActor: defaultIsolationMainActor,
            platform: platform, flags: flags)
        defer { try? FileManager.default.removeItem(at: module.folder) }
        #expect(module.result.succeeded, Comment(rawValue: module.result.description))
        guard module.result.succeeded else { return }
        let usage = try EmitFixtures.usageExamples()
        #expect(usage.count >= 2)
        let result = try SwiftTypeChecker.typeCheck(
            files: usage,
            options: .init(defaultIsolationMainActor: defaultIsolationMainActor, extraFlags: ["-I", module.folder.path] + flags, platform: platform))
        #expect(result.succeeded, Comment(rawValue: result.description))
    }

    /// The matrix fixture (keywords, digits, `$root`, deprecation, hostile text, three appearance
    /// modes) and the same with `--access internal`, in one module with app code using it.
    @Test(arguments: [(false, AccessLevel.public), (true, .public), (false, .internal), (true, .internal)])
    func matrixOutputTypeChecks(defaultIsolationMainActor: Bool, access: AccessLevel) throws {
        let report = access == .public
            ? EmitFixtures.matrix
            : buildTheme(from: EmitFixtures.matrix.validation, options: EmitOptions(access: access))
        #expect(report.succeeded)
        let usage = SourceFile(name: "MatrixUsage.swift", contents: """
            #if canImport(SwiftUI)
            import SwiftUI

            struct MatrixView: View {
                @Environment(\\.appTheme) var theme

                var body: some View {
                    Text("Matrix")
                        .typography(theme.type.body)
                        .foregroundStyle(theme.color.text.color)
                        .padding(theme.size.default)
                        .padding(theme.size._500)
                        .padding(theme.size.root)
                        .background(theme.color.surface.color)
                        .overlay {
                            RoundedRectangle(cornerRadius: theme.size.root)
                                .stroke(theme.color.vivid.color, style: theme.stroke.dashed.strokeStyle(lineWidth: 2))
                        }
                        .animation(theme.motion.fade.animation, value: theme)
                        .appTheme(AppTheme(brand: .nova, mode: .darkHc))
                }
            }
            #endif
            """)
        let result = try SwiftTypeChecker.typeCheck(
            files: EmitFixtures.sources(report.files) + [usage],
            options: .init(defaultIsolationMainActor: defaultIsolationMainActor))
        #expect(result.succeeded, Comment(rawValue: result.description))
    }

    /// Other shapes of themes: no modifiers at all; and generic modifier names with an appearance
    /// modifier that has high-contrast contexts, a size modifier, and top-level tokens.
    @Test(arguments: [false, true])
    func otherThemeShapesTypeCheck(defaultIsolationMainActor: Bool) throws {
        let plain = buildJSON(#"{ "gap": { "$type": "dimension", "$value": { "value": 2, "unit": "px" } }, "label": { "$type": "string", "$value": "a \"b\" \\ \u202e" } }"#)
        let generic = buildJSON(
            #"{ "ink": { "$type": "color", "$value": { "colorSpace": "srgb", "components": [0, 0, 0] } }, "pad": { "$type": "dimension", "$value": { "value": 4, "unit": "px" } } }"#,
            modifiers: [
                ("theme", [("light", "{}"), ("dark", #"{ "ink": { "$type": "color", "$value": { "colorSpace": "srgb", "components": [1, 1, 1] } } }"#), ("light-hc", "{}"), ("dark-hc", "{}")]),
                ("size", [("compact", "{}"), ("regular", #"{ "pad": { "$type": "dimension", "$value": { "value": 8, "unit": "px" } } }"#)]),
            ])
        #expect(plain.succeeded && generic.succeeded)
        for (report, usage) in [
            (plain, "func use(_ t: AppTheme) -> Double { AppTheme().gap + AppTheme.default.gap + t.gap + Double(t.label.count) }\n"),
            (generic, """
                #if canImport(SwiftUI)
                import SwiftUI
                struct V: View {
                    @Environment(\\.appTheme) var theme
                    var body: some View { Text("x").foregroundStyle(theme.ink.color).padding(theme.pad).appTheme(.regular) }
                }
                #endif
                func pick() -> AppTheme { AppTheme(theme: .darkHc, size: .regular) }

                """),
        ] {
            let result = try SwiftTypeChecker.typeCheck(
                files: EmitFixtures.sources(report.files) + [SourceFile(name: "Use.swift", contents: usage)],
                options: .init(defaultIsolationMainActor: defaultIsolationMainActor))
            #expect(result.succeeded, Comment(rawValue: result.description))
        }
    }

    /// Using a deprecated token is a warning (an error with `-warnings-as-errors`) that carries the
    /// token's `$deprecated` message; the generated code itself uses nothing deprecated.
    @Test func deprecatedTokensWarnAtTheUseSite() throws {
        let use = SourceFile(name: "UsesDeprecated.swift", contents: "func gutter(_ theme: AppTheme) -> Double { theme.size.gutterWidth }\n")
        let result = try SwiftTypeChecker.typeCheck(files: EmitFixtures.sources(EmitFixtures.matrix.files) + [use])
        #expect(!result.succeeded)
        #expect(result.rawOutput.contains("'gutterWidth' is deprecated: Use size.default."), Comment(rawValue: result.rawOutput))
        #expect(!result.rawOutput.contains("Tokens/"), Comment(rawValue: result.rawOutput))
    }
}
