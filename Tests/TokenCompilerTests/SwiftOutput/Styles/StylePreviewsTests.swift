import Foundation
import Testing
@testable import TokenCompiler
@testable import TokenModel
@testable import SwiftOutput

/// `SwiftUI/AppTheme+Previews.swift`: every style and component in every brand, light and dark,
/// compiled in debug builds only, left out with `--no-previews`.
@Suite struct StylePreviewsTests {
    static let path = PreviewsEmitter.path

    static func previews(_ report: BuildReport) throws -> String {
        try #require(report.files.first { $0.path == path }).contents
    }

    /// The file for `tokens/` names every variant's accessor, every brand in light and dark, and
    /// sits under `canImport(SwiftUI) && DEBUG`.
    @Test func theRepositoryPreviewsShowEveryStyleInEveryBrandAndAppearance() throws {
        let text = try Self.previews(EmitFixtures.repository)
        #expect(text.contains("\n\n#if canImport(SwiftUI) && DEBUG\nimport SwiftUI\n"))
        #expect(text.hasSuffix("\n#endif\n"))
        #expect(text.contains("struct AppThemePreviews: PreviewProvider {"))
        for call in [
            ".buttonStyle(.primary)", ".buttonStyle(.secondary)", ".buttonStyle(.destructive)", ".textFieldStyle(.rounded)",
            ".labelStyle(.accent)", ".toggleStyle(.brand)", ".cardStyle(.elevated)", ".detailStyle(.plain)", ".detailStyle(.inset)",
        ] {
            #expect(text.contains(call + "\n"), "\(call)")
        }
        for brand in ["acme", "nova"] {
            for scheme in ["light", "dark"] {
                #expect(text.contains(
                    "AppThemePreviewVariant(name: \"brand \(brand), \(scheme)\", theme: AppTheme(brand: .\(brand)), colorScheme: .\(scheme)),"))
            }
        }
        // The committed file is this one.
        let committed = try String(contentsOf: TestPaths.packageRoot.appendingPathComponent("Generated/" + Self.path), encoding: .utf8)
        #expect(committed == text)
    }

    /// `previews: false` leaves the file out and changes no other file; no component, no file.
    @Test func withoutPreviewsTheFileIsLeftOut() {
        let report = buildTheme(at: EmitFixtures.repositoryTokens, options: BuildOptions(emit: EmitOptions(previews: false)))
        #expect(report.succeeded)
        #expect(report.files == EmitFixtures.repository.files.filter { $0.path != Self.path })
        let plain = buildJSON(#"{ "gap": { "$type": "dimension", "$value": { "value": 2, "unit": "px" } } }"#)
        #expect(!plain.files.contains { $0.path == Self.path })
    }

    /// Twelve button variants (more than a result builder block takes before iOS 17), a theme with
    /// no modifier, hostile variant names, and a custom component: compiled with `DEBUG` set, in
    /// both isolation modes; without `DEBUG` the file is empty to the compiler.
    static let many: BuildReport = {
        let black = #"{ "$type": "color", "$value": { "colorSpace": "srgb", "components": [0, 0, 0] } }"#
        let buttons = (1...11).map { #""b\#($0)": { "foreground": \#(black) }"# } + [#""say \"hi\" */": { "foreground": \#(black) }"#]
        return buildJSON("""
            {
              "component": {
                "button": { \(buttons.joined(separator: ", ")) },
                "badge": {
                  "$extensions": { "dev.tokenc.component": { "slots": ["title", "count"], "axis": "horizontal" } },
                  "pill": { "spacing": { "$type": "dimension", "$value": { "value": 4, "unit": "px" } } }
                }
              }
            }
            """)
    }()

    @Test func manyVariantsAreGroupedByTen() throws {
        let text = try Self.previews(Self.many)
        #expect(text.contains("    Group {\n"))
        #expect(text.contains("AppThemePreviewVariant(name: \"default, light\", theme: AppTheme.default, colorScheme: .light),"))
        #expect(text.contains("Button {} label: { Text(verbatim: \"say \\\"hi\\\" */\") }"))
        #expect(text.contains("Badge(title: { Text(verbatim: \"pill\") }, count: { Text(verbatim: \"count\") })"))
    }

    @Test(arguments: [(false, true), (true, true), (false, false)])
    func previewsTypeCheck(defaultIsolationMainActor: Bool, debug: Bool) throws {
        for report in [EmitFixtures.repository, Self.many] {
            #expect(report.succeeded, "\(report.diagnostics)")
            let result = try SwiftTypeChecker.typeCheck(
                files: EmitFixtures.sources(report.files),
                options: .init(defaultIsolationMainActor: defaultIsolationMainActor, extraFlags: debug ? ["-D", "DEBUG"] : []))
            #expect(result.succeeded, Comment(rawValue: result.description))
        }
    }

    /// The real SDK's checker takes no `-D`: the file is checked with `DEBUG` dropped from its `#if`.
    @Test(.enabled(if: RealIOSSDK.isAvailable, "the iOS SDK is absent"))
    func previewsTypeCheckAgainstTheRealSDK() throws {
        for report in [EmitFixtures.repository, Self.many] {
            let files = EmitFixtures.sources(report.files).map { file in
                SourceFile(name: file.name, contents: file.contents.replacingOccurrences(
                    of: "#if canImport(SwiftUI) && DEBUG\n", with: "#if canImport(SwiftUI)\n"))
            }
            let result = try RealIOSSDK.typeCheck(files)
            #expect(result.status == 0, Comment(rawValue: result.output))
        }
    }

    /// `tokenc build --no-previews` writes everything but the previews, and `check` agrees only
    /// with the same flag.
    @Test(.enabled(if: BuiltTokenc.url != nil, "the built tokenc executable was not found beside the test bundle"))
    func theNoPreviewsOptionLeavesTheFileOut() throws {
        let folder = try makeStarterProject()
        defer { try? FileManager.default.removeItem(at: folder) }
        let environment = ["NO_COLOR": "1", BuildStampFile.directoryVariable: folder.appendingPathComponent(".stamps").path]
        let file = folder.appendingPathComponent("Generated/" + Self.path).path

        let without = try runBuiltTokenc(["build", "--no-previews"], environment: environment, in: folder)
        #expect(without.status == 0, "\(without.standardError)")
        #expect(!FileManager.default.fileExists(atPath: file))
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("Generated/SwiftUI/Styles/ButtonStyles.swift").path))
        #expect(try runBuiltTokenc(["check", "--no-previews"], environment: environment, in: folder).status == 0)
        #expect(try runBuiltTokenc(["check"], environment: environment, in: folder).status == 1)

        let with = try runBuiltTokenc(["build"], environment: environment, in: folder)
        #expect(with.status == 0, "\(with.standardError)")
        #expect(FileManager.default.fileExists(atPath: file))
    }
}
