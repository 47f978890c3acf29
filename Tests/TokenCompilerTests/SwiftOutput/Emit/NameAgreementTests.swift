import Foundation
import Testing
@testable import Lowering
@testable import TokenCompiler
@testable import TokenModel
@testable import SwiftOutput

/// `validate` and `build` give names in one stage, so they report the same problems on every input.
@Suite struct NameAgreementTests {
    /// Every folder and every JSON file under `Fixtures`, as a tokens path.
    static let fixtureInputs: [String] = {
        let root = TestPaths.fixtures
        let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: [.isDirectoryKey])!
        var inputs = [root.path]
        for case let url as URL in enumerator {
            let isDirectory = (try? url.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) == true
            if isDirectory || url.pathExtension == "json" { inputs.append(url.path) }
        }
        return inputs.sorted()
    }()

    @Test(arguments: [false, true])
    func validateAndBuildReportTheSameErrorsOnEveryFixture(strict: Bool) {
        #expect(Self.fixtureInputs.count > 300)
        let options = ReaderOptions(strict: strict)
        var disagreements: [String] = []
        for input in Self.fixtureInputs {
            let validation = validateTokens(at: input, options: options)
            let build = buildTheme(at: input, options: BuildOptions(reader: options))
            let validated = validation.diagnostics.filter { $0.severity == .error }
            let built = build.diagnostics.filter { $0.severity == .error }
            let renamedInValidation = validation.diagnostics.filter { $0.code == .renamedMember }
            let renamedInBuild = build.diagnostics.filter { $0.code == .renamedMember }
            if validated != built || renamedInValidation != renamedInBuild {
                disagreements.append("\(input): validate \(validated.map(\.code)) \(renamedInValidation.count) renamed, build \(built.map(\.code)) \(renamedInBuild.count) renamed")
            }
        }
        #expect(disagreements.isEmpty, "\(disagreements)")
    }

    /// The two inputs that built with exit 0 into Swift that does not compile, and the one that
    /// `validate --strict` passed and `build` refused: now each builds, warns the same in both, and
    /// its output type-checks.
    @Test(arguments: ["default-mode", "default-context-resolver", "selection-group"])
    func namesOnceBrokenBuildAndTypeCheck(_ fixture: String) throws {
        let path = TestPaths.fixtures.appendingPathComponent("Names/\(fixture)").path
        let validation = validateTokens(at: path, options: ReaderOptions(strict: true))
        let build = buildTheme(at: path, options: BuildOptions(reader: ReaderOptions(strict: true)))
        #expect(validation.succeeded && build.succeeded)
        #expect(validation.diagnostics == build.diagnostics)
        let theme = try #require(build.files.first { $0.path == "AppTheme.swift" })
        #expect(theme.contents.components(separatedBy: "static let `default`").count == 2, "one default theme")
        let result = try SwiftTypeChecker.typeCheck(files: EmitFixtures.sources(build.files))
        #expect(result.succeeded, Comment(rawValue: result.description))
        let renamed = build.diagnostics.filter { $0.code == .renamedMember }.map { "\($0.location?.line ?? 0):\($0.location?.column ?? 0)" }
        switch fixture {
        case "default-mode":
            #expect(renamed.isEmpty)
        case "default-context-resolver":
            #expect(renamed == ["16:5", "19:9"])
        default:
            #expect(renamed == ["2:3", "6:3", "7:3"])
            #expect(theme.contents.contains("public var selectionGroup: SelectionGroupTokens {\n"))
        }
    }

    /// `tokenc validate --strict` and `tokenc build` agree on a top-level group `selection`: both
    /// succeed with the warning; the `names` table of `tokenc.json` chooses the name instead.
    @Test func theCommandLineAgreesAndTheTableChoosesTheName() throws {
        let folder = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let tokens = TestPaths.fixtures.appendingPathComponent("Names/selection-group").path
        let output = folder.appendingPathComponent("Out").path
        let validate = runTokenc(["validate", "--strict", "--tokens", tokens])
        let build = runTokenc(["build", "--tokens", tokens, "--output", output])
        #expect(validate.code == .success && build.code == .success)
        #expect(validate.standardError.contains("tokens.json:2:3: warning: the group 'selection' cannot be 'selection' in Swift (tokenc declares 'selection' on AppTheme itself), so it is 'selectionGroup'; to choose the name, rename the group or add \"names\": { \"selection\": \"…\" } to tokenc.json [renamed-member]"))
        #expect(validate.standardError == build.standardError)

        let config = folder.appendingPathComponent("tokenc.json")
        try #"{ "names": { "selection": "selectionColors", "shared": "sharedCount", "Shared": "sharedTotal", "sahred": "x" } }"#
            .write(to: config, atomically: true, encoding: .utf8)
        let renamed = runTokenc(["build", "--config", config.path, "--tokens", tokens, "--output", output])
        #expect(renamed.code == .success)
        #expect(renamed.standardError.contains("tokenc.json:1:96: warning: the rename 'sahred' in 'names' names no token, group, modifier or context; did you mean 'shared'? [unused-rename]"))
        #expect(!renamed.standardError.contains("[renamed-member]"))
        let theme = try String(contentsOfFile: output + "/AppTheme.swift", encoding: .utf8)
        #expect(theme.contains("public var selectionColors: SelectionColorsTokens {\n"))
        #expect(theme.contains("public var sharedCount: Double {\n"))
        #expect(theme.contains("public var sharedTotal: Double {\n"))
    }
}
