import Foundation
import Testing

/// From nothing to `.buttonStyle(.primary)` by the README and `Documentation/Integration.md`
/// alone: `tokenc init`, the documented `tokenc.json` of the local-package layout, `tokenc build`,
/// then the generated folder compiled as the `DesignSystem` module (against the SwiftUI stand-in on
/// Linux) and an app screen type-checked against it.
@Suite(.enabled(if: BuiltTokenc.url != nil, "the built tokenc executable was not found beside the test bundle"))
struct WalkthroughTests {
    /// The body of the first fenced block of `language` after `heading` in Integration.md.
    static func block(_ language: String, after heading: String) throws -> String {
        let page = try TestPaths.documentation("Integration.md")
        let section = try #require(page.components(separatedBy: heading + "\n").dropFirst().first, "no '\(heading)'")
        let fence = try #require(section.components(separatedBy: "```" + language + "\n").dropFirst().first, "no \(language) block")
        let body = fence.components(separatedBy: "```")[0]
        // Blocks inside a numbered list are indented by three spaces.
        return body.split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.hasPrefix("   ") ? String($0.dropFirst(3)) : String($0) }.joined(separator: "\n")
    }

    @Test(arguments: [false, true])
    func aNewProjectReachesAPrimaryButtonStyle(defaultIsolationMainActor: Bool) throws {
        let folder = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let heading = "## `Generated/` as a local Swift package"
        let manifest = try Self.block("swift", after: heading)
        #expect(manifest.hasPrefix("// swift-tools-version: 6.1\n"))
        let settings = try Self.block("json", after: heading)
        let output = "DesignSystem/Sources/DesignSystem"
        #expect(settings.contains("\"output\": \"\(output)\""))
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("DesignSystem"), withIntermediateDirectories: true)
        try manifest.write(to: folder.appendingPathComponent("DesignSystem/Package.swift"), atomically: true, encoding: .utf8)
        try settings.write(to: folder.appendingPathComponent("tokenc.json"), atomically: true, encoding: .utf8)

        let initialized = try runBuiltTokenc(["init"], in: folder)
        #expect(initialized.status == 0, Comment(rawValue: initialized.standardError))
        let built = try runBuiltTokenc(["build"], in: folder)
        #expect(built.status == 0, Comment(rawValue: built.standardError))
        #expect(built.standardOutput.contains(" into \(output): "))

        let generated = try SourceFile.all(in: folder.appendingPathComponent(output))
        #expect(generated.contains { $0.name == "SwiftUI/Styles/ButtonStyles.swift" })
        let module = try GeneratedCode.module(generated, name: "DesignSystem", defaultIsolationMainActor: defaultIsolationMainActor)
        defer { try? FileManager.default.removeItem(at: module.folder) }
        #expect(module.result.succeeded, Comment(rawValue: module.result.description))
        guard module.result.succeeded else { return }
        let app = try SourceFile.all(in: TestPaths.fixtures.appendingPathComponent("Walkthrough"))
        let result = try SwiftTypeChecker.typeCheck(
            files: app,
            options: .init(defaultIsolationMainActor: defaultIsolationMainActor, extraFlags: ["-I", module.folder.path]))
        #expect(result.succeeded, Comment(rawValue: result.description))

        // Apple's real SwiftUI at iOS 16, where this machine has the SDK: the generated files and
        // the screen in one module (the SDK tool checks one), so without the screen's import.
        if RealIOSSDK.isAvailable, !defaultIsolationMainActor {
            let screen = app.map { SourceFile(name: $0.name, contents: $0.contents.replacingOccurrences(of: "import DesignSystem\n", with: "")) }
            let real = try RealIOSSDK.typeCheck(generated + screen)
            #expect(real.status == 0, Comment(rawValue: real.output))
        }
    }
}
