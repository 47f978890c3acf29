import Foundation
import Testing
import TokencBenchSupport

/// The folder `swiftc` runs get for its temporary files (it leaves one behind on every run).
@Suite struct PrivateTemporaryDirectoryTests {
    private struct Failure: Error {}

    @Test func theBodyGetsANewEmptyFolderThatIsRemovedAfterwards() throws {
        let fileManager = FileManager.default
        let url = try PrivateTemporaryDirectory.run { temporary in
            #expect(temporary.environment == ["TMPDIR": temporary.url.path])
            #expect(try fileManager.contentsOfDirectory(atPath: temporary.url.path).isEmpty)
            // What a compiler leaves behind goes with the folder.
            let leftover = temporary.url.appendingPathComponent("TemporaryDirectory.abc123", isDirectory: true)
            try fileManager.createDirectory(at: leftover, withIntermediateDirectories: false)
            try Data().write(to: leftover.appendingPathComponent(".keep-directory"))
            return temporary.url
        }
        #expect(url.deletingLastPathComponent().standardizedFileURL == fileManager.temporaryDirectory.standardizedFileURL)
        #expect(!fileManager.fileExists(atPath: url.path))
    }

    @Test func theFolderIsRemovedWhenTheBodyThrows() {
        var seen: URL?
        #expect(throws: Failure.self) {
            try PrivateTemporaryDirectory.run { temporary in
                seen = temporary.url
                throw Failure()
            }
        }
        #expect(seen.map { FileManager.default.fileExists(atPath: $0.path) } == false)
    }

    @Test func eachRunHasAFolderOfItsOwn() throws {
        let first = try PrivateTemporaryDirectory.run(\.url)
        let second = try PrivateTemporaryDirectory.run(\.url)
        #expect(first != second)
    }

    @Test func aChildProcessSeesTheOverriddenVariableAndInheritsTheRest() throws {
        let env = URL(fileURLWithPath: "/usr/bin/env")
        try #require(FileManager.default.isExecutableFile(atPath: env.path))
        let lines = try PrivateTemporaryDirectory.run { temporary in
            let result = try ProcessRunner.run(env, [], environment: temporary.environment)
            #expect(result.status == 0)
            return (temporary.url.path, result.output.split(separator: "\n").map(String.init))
        }
        #expect(lines.1.contains("TMPDIR=\(lines.0)"))
        let path = try #require(ProcessInfo.processInfo.environment["PATH"])
        #expect(lines.1.contains("PATH=\(path)"))
    }
}
