import Foundation
import Testing
@testable import Lowering
@testable import TokenCompiler
@testable import TokencCLI
@testable import SwiftOutput
@testable import TokenModel

/// tokenc reads and writes only where it was asked: where settings come from, the project folder
/// that `$ref`s and the paths of `tokenc.json` stay in, and what reading a file refuses. Each
/// test works in a temporary folder and checks that nothing outside the project was opened or
/// created.
@Suite struct ProjectConfinementTests {
    static let color = #"{ "$type": "color", "$value": { "colorSpace": "srgb", "components": [1, 0, 0] } }"#
    static let tokens = #"{ "brand": { "primary": \#(color) } }"#

    /// A fresh folder `root/work/project` (so that paths can leave the project and still stay in
    /// the temporary folder); the caller removes `root`.
    private func makeProject() throws -> (root: String, project: String) {
        let root = try makeTemporaryDirectory().path
        let project = root + "/work/project"
        try FileManager.default.createDirectory(atPath: project, withIntermediateDirectories: true)
        return (root, project)
    }

    private func write(_ text: String, to path: String) throws {
        try FileManager.default.createDirectory(atPath: PathFolder.of(path), withIntermediateDirectories: true)
        try text.write(toFile: path, atomically: true, encoding: .utf8)
    }

    /// `tokenc` in-process, reading `configuration` as its `./tokenc.json` when `--tokens` is not
    /// given, as the executable reads the current folder's.
    private func run(_ arguments: [String], currentFolderConfiguration configuration: String?) -> CLIRun {
        var tool = CommandLineTool.tokenc
        tool.defaultConfigurationFile = configuration
        let captured = CapturedOutput()
        let code = tool.run(arguments, output: captured.output, environment: [:])
        return CLIRun(code: code, standardOutput: captured.standardOutput, standardError: captured.standardError)
    }

    // MARK: - Where settings come from

    /// The trap of issue 29: a `tokenc.json` in the current folder naming an asset catalog was
    /// mixed with `--tokens` and `--output` naming other places, and overwrote that catalog.
    @Test func aTokencJSONOfTheCurrentFolderChangesNothingWhenTheTokensAreNamed() throws {
        let (root, project) = try makeProject()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let configuration = project + "/tokenc.json"
        try write(#"{ "tokens": "tokens", "assetCatalog": "Generated/Assets.xcassets", "access": "internal", "output": "Generated" }"#, to: configuration)
        try write(Self.tokens, to: project + "/tokens/base.json")
        try write(Self.tokens, to: root + "/other/tokens/base.json")
        let output = root + "/other/Out"
        let named = run(["build", "--tokens", root + "/other/tokens", "--output", output, "--verbose"], currentFolderConfiguration: configuration)
        #expect(named.code == .success, "\(named.standardError)")
        #expect(!FileManager.default.fileExists(atPath: project + "/Generated"))
        #expect(named.standardOutput.contains("did not read \(configuration): --tokens names the tokens; name it with --config to use its settings\n"))
        #expect(named.standardOutput.contains("settings: tokens '\(root)/other/tokens', output '\(output)', access public, rem base 16 points\n"))
        #expect(try String(contentsOfFile: output + "/AppTheme.swift", encoding: .utf8).contains("public struct AppTheme"))

        // Without --tokens the file is this folder's project, and applies: the catalog is written,
        // and the summary names both folders written to.
        let unnamed = run(["build", "--output", output], currentFolderConfiguration: configuration)
        #expect(unnamed.code == .success, "\(unnamed.standardError)")
        #expect(FileManager.default.fileExists(atPath: project + "/Generated/Assets.xcassets/brandPrimary.colorset/Contents.json"))
        #expect(unnamed.standardOutput.contains(" into \(output): "), "\(unnamed.standardOutput)")
        #expect(unnamed.standardOutput.contains("; 1 colorset into \(project)/Generated/Assets.xcassets: 2 files written"), "\(unnamed.standardOutput)")
        // --config names it explicitly: then it applies with --tokens too.
        let chosen = run(["build", "--tokens", root + "/other/tokens", "--output", output, "--config", configuration], currentFolderConfiguration: nil)
        #expect(chosen.code == .success, "\(chosen.standardError)")
        #expect(chosen.standardOutput.contains("; 1 colorset into \(project)/Generated/Assets.xcassets: "), "\(chosen.standardOutput)")
    }

    /// The same with the built executable, run in the folder that holds the `tokenc.json`, as a
    /// user runs it: the catalog that file names is neither written nor removed.
    @Test(.enabled(if: BuiltTokenc.url != nil, "the built tokenc executable was not found beside the test bundle"))
    func theExecutableInAFolderWithATokencJSONBuildsOnlyWhereTheFlagsSay() throws {
        let (root, project) = try makeProject()
        defer { try? FileManager.default.removeItem(atPath: root) }
        try write(#"{ "assetCatalog": "Generated/Assets.xcassets" }"#, to: project + "/tokenc.json")
        try write(Self.tokens, to: project + "/tokens/base.json")
        try write(#"{ "other": \#(Self.tokens) }"#, to: root + "/other/tokens/base.json")
        let own = try runBuiltTokenc(["build"], in: URL(fileURLWithPath: project))
        #expect(own.status == 0, "\(own.standardError)")
        let catalog = relativeFiles(in: URL(fileURLWithPath: project + "/Generated/Assets.xcassets"))
        #expect(catalog == ["Contents.json", "brandPrimary.colorset/Contents.json"])
        let other = try runBuiltTokenc(["build", "--tokens", "../../other/tokens", "--output", "../../other/Out"], in: URL(fileURLWithPath: project))
        #expect(other.status == 0, "\(other.standardError)")
        #expect(other.standardOutput.hasPrefix("built 1 token (1 theme) into ../../other/Out: "), "\(other.standardOutput)")
        #expect(!other.standardOutput.contains("colorset"))
        #expect(relativeFiles(in: URL(fileURLWithPath: project + "/Generated/Assets.xcassets")) == catalog)
        #expect(!FileManager.default.fileExists(atPath: root + "/other/Out/Assets.xcassets"))
    }

    // MARK: - Reads stay in the project

    /// `$ref`s to `/etc/passwd`, `/proc/self/environ`, a file two folders up and a link in the
    /// project that leads out are errors at the `$ref`, naming the setting that allows them; the
    /// target is never opened (it is a FIFO here: opening it would block, reading it would say so).
    @Test func resolverReferencesThatLeaveTheProjectAreErrorsThatOpenNothing() throws {
        let (root, project) = try makeProject()
        defer { try? FileManager.default.removeItem(atPath: root) }
        #expect(mkfifo(root + "/outside.tokens.json", 0o600) == 0)
        try write(#"{ "base": \#(Self.tokens) }"#, to: project + "/tokens/base.json")
        try FileManager.default.createSymbolicLink(atPath: project + "/tokens/linked.json", withDestinationPath: root + "/outside.tokens.json")
        try write("""
            {
              "version": "2025.10",
              "sets": {
                "a": { "sources": [{ "$ref": "/etc/passwd" }] },
                "b": { "sources": [{ "$ref": "/proc/self/environ" }] },
                "c": { "sources": [{ "$ref": "../../../outside.tokens.json" }] },
                "d": { "sources": [{ "$ref": "linked.json" }] },
                "e": { "sources": [{ "$ref": "../../../outside.tokens.json#/brand" }] },
                "base": { "sources": [{ "$ref": "base.json" }] }
              },
              "resolutionOrder": [{ "$ref": "#/sets/base" }, { "$ref": "#/sets/a" }, { "$ref": "#/sets/b" }, { "$ref": "#/sets/c" }, { "$ref": "#/sets/d" }, { "$ref": "#/sets/e" }]
            }
            """, to: project + "/tokens/app.resolver.json")
        let run = runTokenc(["validate", "--tokens", project + "/tokens"])
        #expect(run.code == .failure)
        let document = project + "/tokens/app.resolver.json"
        func error(_ line: Int, _ column: Int, _ reference: String, _ target: String) -> String {
            "\(document):\(line):\(column): error: '\(reference)' leads to '\(target)', outside the project folder '\(project)', so tokenc did not open it; to read files there, name their folder in \"outsideFolders\" in tokenc.json [outside-project]"
        }
        #expect(run.standardError.components(separatedBy: "\n").filter { $0.contains("error:") } == [
            error(4, 34, "/etc/passwd", "/etc/passwd"),
            error(5, 34, "/proc/self/environ", "/proc/self/environ"),
            error(6, 34, "../../../outside.tokens.json", root + "/outside.tokens.json"),
            error(7, 34, "linked.json", project + "/tokens/linked.json"),
            error(8, 34, "../../../outside.tokens.json#/brand", root + "/outside.tokens.json"),
            // Listing the tokens folder found the link too, and did not follow it.
            "\(project)/tokens/linked.json:1:1: error: '\(project)/tokens/linked.json' is a symbolic link to '\(root)/outside.tokens.json', outside the project folder '\(project)', so tokenc did not follow it; to read files there, name their folder in \"outsideFolders\" in tokenc.json [outside-project]",
        ], "\(run.standardError)")
        #expect(!run.standardError.contains("root"))
    }

    /// `"outsideFolders"` allows a named folder outside the project, for `$ref`s and for paths.
    @Test func outsideFoldersAllowsANamedFolder() throws {
        let (root, project) = try makeProject()
        defer { try? FileManager.default.removeItem(atPath: root) }
        try write(Self.tokens, to: root + "/work/shared/palette.json")
        try write("""
            { "version": "2025.10", "sets": { "base": { "sources": [{ "$ref": "../../shared/palette.json" }] } }, "resolutionOrder": [{ "$ref": "#/sets/base" }] }
            """, to: project + "/tokens/app.resolver.json")
        try write(#"{ "output": "../App/Theme" }"#, to: project + "/tokenc.json")
        let refused = runTokenc(["build", "--config", project + "/tokenc.json"])
        #expect(refused.code == .failure)
        #expect(refused.standardError.hasPrefix(
            "\(project)/tokenc.json:1:13: error: 'output' is '../App/Theme', which leads to '\(root)/work/App/Theme', outside the project folder '\(project)' (the folder of \(project)/tokenc.json); tokenc reads and writes only inside it unless told: add \"outsideFolders\": [\"../App/Theme\"] to allow that folder [outside-project]\n"),
            "\(refused.standardError)")
        #expect(!FileManager.default.fileExists(atPath: root + "/work/App"))

        try write(#"{ "tokens": "tokens", "output": "../App/Theme", "outsideFolders": ["../App/Theme", "../shared"] }"#, to: project + "/tokenc.json")
        let allowed = runTokenc(["build", "--config", project + "/tokenc.json"])
        #expect(allowed.code == .success, "\(allowed.standardError)")
        #expect(FileManager.default.fileExists(atPath: root + "/work/App/Theme/AppTheme.swift"))

        try write(#"{ "outsideFolders": "../shared" }"#, to: project + "/tokenc.json")
        let wrong = runTokenc(["validate", "--config", project + "/tokenc.json"])
        #expect(wrong.standardError.hasPrefix(
            "\(project)/tokenc.json:1:21: error: 'outsideFolders' must be an array of folder paths, such as [\"../shared-tokens\"] [invalid-config]\n"),
            "\(wrong.standardError)")
    }

    // MARK: - Writes stay in the project

    /// `{"assetCatalog": "../../../tmp/x/escape.xcassets"}` created the catalog and three missing
    /// folders outside the project: now an error at the value, and nothing is created.
    @Test func aConfiguredPathThatLeavesTheProjectCreatesNothing() throws {
        let (root, project) = try makeProject()
        defer { try? FileManager.default.removeItem(atPath: root) }
        try write(Self.tokens, to: project + "/tokens/base.json")
        try write(#"{ "assetCatalog": "../../x/y/escape.xcassets" }"#, to: project + "/tokenc.json")
        let run = runTokenc(["build", "--config", project + "/tokenc.json", "--output", project + "/Generated"])
        #expect(run.code == .failure)
        #expect(run.standardError == """
            \(project)/tokenc.json:1:19: error: 'assetCatalog' is '../../x/y/escape.xcassets', which leads to '\(root)/x/y/escape.xcassets', outside the project folder '\(project)' (the folder of \(project)/tokenc.json); tokenc reads and writes only inside it unless told: add "outsideFolders": ["../../x/y"] to allow that folder [outside-project]
            1 error
            \(project)/tokenc.json has errors; fix them, or name another file with --config

            """)
        #expect(!FileManager.default.fileExists(atPath: root + "/x"))
        #expect(!FileManager.default.fileExists(atPath: project + "/Generated"))
        #expect(relativeFiles(in: URL(fileURLWithPath: root)) == ["work/project/tokenc.json", "work/project/tokens/base.json"])
    }

    /// A build that fails creates no folder, and leaves none it created.
    @Test func aFailedBuildLeavesNoFolderBehind() throws {
        let (root, project) = try makeProject()
        defer { try? FileManager.default.removeItem(atPath: root) }
        try write(#"{ "brand": { "$type": "color", "$value": "{nowhere}" } }"#, to: project + "/tokens/base.json")
        let run = runTokenc(["build", "--tokens", project + "/tokens", "--output", project + "/a/b/Out", "--asset-catalog", project + "/c/Colors.xcassets"])
        #expect(run.code == .failure)
        #expect(!FileManager.default.fileExists(atPath: project + "/a"))
        #expect(!FileManager.default.fileExists(atPath: project + "/c"))

        // What the build removes when it fails after creating them: the folders that were
        // missing, when empty, and nothing that holds a file.
        let missing = MissingFolders(above: [project + "/a/b/Out", project + "/c/Colors.xcassets"])
        #expect(missing.paths == [project + "/a/b/Out", project + "/a/b", project + "/a", project + "/c/Colors.xcassets", project + "/c"])
        try FileManager.default.createDirectory(atPath: project + "/a/b/Out", withIntermediateDirectories: true)
        try write("kept", to: project + "/c/Colors.xcassets/mine.txt")
        missing.removeThoseLeftEmpty()
        #expect(!FileManager.default.fileExists(atPath: project + "/a"))
        #expect(FileManager.default.fileExists(atPath: project + "/c/Colors.xcassets/mine.txt"))
    }

    /// An asset catalog written inside the tokens folder is never read back as token files.
    @Test func aCatalogInsideTheTokensFolderIsNotReadAsTokens() throws {
        let (root, project) = try makeProject()
        defer { try? FileManager.default.removeItem(atPath: root) }
        try write(Self.tokens, to: project + "/tokens/base.json")
        let arguments = ["build", "--tokens", project + "/tokens", "--output", project + "/Generated", "--asset-catalog", project + "/tokens/Colors.xcassets"]
        #expect(runTokenc(arguments).code == .success)
        #expect(FileManager.default.fileExists(atPath: project + "/tokens/Colors.xcassets/brandPrimary.colorset/Contents.json"))
        let again = runTokenc(arguments + ["--verbose", "--force"])
        #expect(again.code == .success, "\(again.standardError)")
        #expect(again.standardError.isEmpty)
        #expect(again.standardOutput.components(separatedBy: "\n").filter { $0.hasPrefix("read ") } == ["read \(project)/tokens/base.json"])
    }

    // MARK: - Edges of input

    /// A FIFO among the token files is reported as what it is, and never opened (which would block).
    @Test func aFIFOInTheTokensFolderIsDiagnosedUnopened() throws {
        let (root, project) = try makeProject()
        defer { try? FileManager.default.removeItem(atPath: root) }
        try write(Self.tokens, to: project + "/tokens/base.json")
        #expect(mkfifo(project + "/tokens/pipe.json", 0o600) == 0)
        let run = runTokenc(["validate", "--tokens", project + "/tokens"])
        #expect(run.code == .failure)
        #expect(run.standardError.hasPrefix(
            "\(project)/tokens/pipe.json:1:1: error: '\(project)/tokens/pipe.json' is a FIFO (named pipe), not a file, so tokenc did not open it; token files must be regular files: replace it with one, or move it out of the tokens folder [unreadable-file]\n"),
            "\(run.standardError)")
    }

    /// Links found while listing the tokens folder stay in the project too: a link to a folder or
    /// a file outside it is not followed (its folder is not even listed) and is an error at the
    /// link; one to a folder inside the project is read; `"outsideFolders"` allows one outside.
    @Test func linksInTheTokensFolderThatLeaveTheProjectAreNotFollowed() throws {
        let (root, project) = try makeProject()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let tokens = project + "/tokens"
        try write(#"{ "base": \#(Self.tokens) }"#, to: tokens + "/base.json")
        try write(#"{ "inside": \#(Self.tokens) }"#, to: project + "/shared/inside.json")
        try write(#"{ "outside": \#(Self.tokens) }"#, to: root + "/elsewhere/outside.json")
        // Were the outside folder listed, this FIFO would be reported as one.
        #expect(mkfifo(root + "/elsewhere/pipe.json", 0o600) == 0)
        try FileManager.default.createSymbolicLink(atPath: tokens + "/shared", withDestinationPath: "../shared")
        try FileManager.default.createSymbolicLink(atPath: tokens + "/elsewhere", withDestinationPath: root + "/elsewhere")
        try FileManager.default.createSymbolicLink(atPath: tokens + "/file.json", withDestinationPath: root + "/elsewhere/outside.json")

        let report = validateTokens(at: tokens)
        func error(_ link: String) -> String {
            "\(tokens)/\(link):1:1 '\(tokens)/\(link)' is a symbolic link to '\(root)/elsewhere\(link == "file.json" ? "/outside.json" : "")', outside the project folder '\(project)', so tokenc did not follow it; to read files there, name their folder in \"outsideFolders\" in tokenc.json"
        }
        #expect(report.diagnostics.map { "\($0.location?.description ?? "-") \($0.message)" } == [error("elsewhere"), error("file.json")])
        #expect(report.diagnostics.map(\.code) == [.outsideProject, .outsideProject])
        #expect(report.theme.tokens.map(\.path.description).sorted() == ["base.brand.primary", "inside.brand.primary"])

        try write(#"{ "tokens": "tokens", "outsideFolders": ["../../elsewhere"] }"#, to: project + "/tokenc.json")
        try FileManager.default.removeItem(atPath: root + "/elsewhere/pipe.json")
        let allowed = runTokenc(["validate", "--config", project + "/tokenc.json"])
        #expect(allowed.code == .success, "\(allowed.standardError)")
    }

    /// `a.json → b.json → a.json` is a loop, said as one; not "a link to 'b.json', which does not exist".
    @Test func aSymbolicLinkLoopIsReportedAsALoop() throws {
        let (root, project) = try makeProject()
        defer { try? FileManager.default.removeItem(atPath: root) }
        try write(Self.tokens, to: project + "/tokens/base.json")
        try FileManager.default.createSymbolicLink(atPath: project + "/tokens/a.json", withDestinationPath: "b.json")
        try FileManager.default.createSymbolicLink(atPath: project + "/tokens/b.json", withDestinationPath: "a.json")
        let report = validateTokens(at: project + "/tokens")
        let tokens = project + "/tokens"
        #expect(report.diagnostics.map(\.message) == [
            "cannot read '\(tokens)/a.json': it is a loop of symbolic links (\(tokens)/a.json → \(tokens)/b.json → \(tokens)/a.json); make one of them a file, or remove the links",
            "cannot read '\(tokens)/b.json': it is a loop of symbolic links (\(tokens)/b.json → \(tokens)/a.json → \(tokens)/b.json); make one of them a file, or remove the links",
        ])
        #expect(report.diagnostics.map { $0.location?.description ?? "" } == ["\(tokens)/a.json:1:1", "\(tokens)/b.json:1:1"])
        #expect(report.diagnostics.map(\.code) == [.unreadableFile, .unreadableFile])
    }

    /// A file over `"limits": { "fileBytes": … }` is refused by its size; the default is 64 MiB.
    @Test func aFileOverTheSizeLimitIsRefusedBeforeItIsRead() throws {
        let (root, project) = try makeProject()
        defer { try? FileManager.default.removeItem(atPath: root) }
        #expect(Limits().fileBytes == 67_108_864)
        let text = #"{ "note": { "$type": "string", "$value": "\#(String(repeating: "a", count: 200))" } }"#
        try write(text, to: project + "/tokens/base.json")
        try write(#"{ "limits": { "fileBytes": 100 } }"#, to: project + "/tokenc.json")
        let run = runTokenc(["validate", "--config", project + "/tokenc.json", "--tokens", project + "/tokens"])
        #expect(run.code == .failure)
        #expect(run.standardError.hasPrefix(
            "\(project)/tokens/base.json:1:1: error: '\(project)/tokens/base.json' is \(text.utf8.count) bytes, more than the limit of 100 bytes a file; if it really holds tokens, raise \"limits\": { \"fileBytes\": … } in tokenc.json [file-too-large]\n"),
            "\(run.standardError)")
        try write(#"{ "limits": { "fileBytes": 1000 } }"#, to: project + "/tokenc.json")
        #expect(runTokenc(["validate", "--config", project + "/tokenc.json", "--tokens", project + "/tokens"]).code == .success)
    }

    /// A device is refused by what it is: `/dev/zero` would never end.
    @Test func aDeviceIsNeverRead() {
        #expect(FileContents.read("/dev/zero", limit: 10) == .failure(.notAFile(kind: "a character device")))
        #expect(FileContents.read("/nonexistent-\(UUID().uuidString)", limit: 10) == .failure(.missing))
    }

    // MARK: - Asset names fall back like Swift names

    /// The set of issue 29 that built without `--asset-catalog` and failed with it: now both build,
    /// and the catalog warns.
    @Test func collidingAssetNamesBuildWithAWarning() throws {
        let (root, project) = try makeProject()
        defer { try? FileManager.default.removeItem(atPath: root) }
        try write(#"{ "semanticColors": { "listTextColor": \#(Self.color), "listText": \#(Self.color) } }"#, to: project + "/tokens/base.json")
        let arguments = ["build", "--tokens", project + "/tokens", "--output", project + "/Generated"]
        #expect(runTokenc(arguments).code == .success)
        let run = runTokenc(arguments + ["--asset-catalog", project + "/Generated/Assets.xcassets"])
        #expect(run.code == .success, "\(run.standardError)")
        #expect(run.standardError.hasPrefix(
            "\(project)/tokens/base.json:1:123: warning: the colorset of 'semanticColors.listText' would be named 'semanticColorsListText', which Xcode cannot tell apart from 'semanticColorsListTextColor' of 'semanticColors.listTextColor' (asset names ignore case, and a generated symbol drops a final 'Color'); it is named 'semanticColorsListText2' instead: choose its name with \"names\" in tokenc.json [asset-name-collision]\n"),
            "\(run.standardError)")
        let catalog = project + "/Generated/Assets.xcassets/"
        #expect(FileManager.default.fileExists(atPath: catalog + "semanticColorsListTextColor.colorset/Contents.json"))
        #expect(FileManager.default.fileExists(atPath: catalog + "semanticColorsListText2.colorset/Contents.json"))
    }
}
