import Foundation
import Testing
@testable import TokencCLI

/// An output folder that cannot be made is a usage error in words, before any work: it once
/// printed `NSCocoaErrorDomain error 512`.
@Suite struct OutputOptionTests {
    @Test(arguments: ["afile/sub", "afile", "afile/sub/deeper"])
    func anOutputFolderThroughAFileIsAUsageError(output: String) throws {
        let folder = try makeStarterProject()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("x".utf8).write(to: folder.appendingPathComponent("afile"))
        let run = try runBuiltTokenc(["build", "--output", output], in: folder)
        #expect(run.status == 64)
        #expect(run.standardError.hasPrefix(
            "error: '--output' is '\(output)', but 'afile' is a file, not a folder; choose a path that is a folder or does not exist yet\nusage: tokenc build "))
        #expect(!run.standardError.contains("Domain"))
        #expect(relativeFiles(in: folder).filter { !$0.hasPrefix("tokens/") } == ["afile"])
    }

    @Test func theOutputOfTokencJSONIsNamedAsSuch() throws {
        let folder = try makeStarterProject()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("x".utf8).write(to: folder.appendingPathComponent("afile"))
        try Data(#"{ "output": "afile/Generated" }"#.utf8).write(to: folder.appendingPathComponent("tokenc.json"))
        let run = try runBuiltTokenc(["build"], in: folder)
        #expect(run.status == 64)
        #expect(run.standardError.hasPrefix(
            "error: \"output\" in tokenc.json is 'afile/Generated', but 'afile' is a file, not a folder; choose a path that is a folder or does not exist yet\n"))
        // Commands that do not write the folder are not stopped by it.
        #expect(try runBuiltTokenc(["validate"], in: folder).status == 0)
    }

    @Test(.enabled(if: geteuid() != 0, "root may write anywhere"))
    func anUnwritableOutputFolderIsAUsageError() throws {
        let folder = try makeStarterProject()
        defer {
            chmod(folder.appendingPathComponent("locked").path, 0o755)
            try? FileManager.default.removeItem(at: folder)
        }
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("locked"), withIntermediateDirectories: false)
        chmod(folder.appendingPathComponent("locked").path, 0o555)
        let run = try runBuiltTokenc(["build", "--output", "locked/Generated"], in: folder)
        #expect(run.status == 64)
        #expect(run.standardError.hasPrefix("error: '--output' is 'locked/Generated', but the folder 'locked' is not writable (Permission denied)\n"))
    }
}
