import Foundation
import Testing
@testable import TokenCompiler
@testable import TokencCLI
@testable import TokenModel
@testable import SwiftOutput

/// `tokenc build` skipping the work when nothing changed since the last build, in-process on the
/// starter design system, each test with a stamp folder of its own (`TOKENC_STAMP_DIR`).
@Suite struct CLIBuildStampTests {
    /// A starter project in a temporary folder, built into `Out`, its stamps in `stamps`.
    struct Project {
        var folder: URL
        var tokens: String { folder.appendingPathComponent("tokens").path }
        var output: String { folder.appendingPathComponent("Out").path }
        var stamps: String { folder.appendingPathComponent("stamps").path }
        var stampFile: BuildStampFile { BuildStampFile(outputFolder: output, directory: stamps) }

        func run(_ command: String = "build", _ extra: [String] = []) -> CLIRun {
            runTokenc([command, "--tokens", tokens, "--output", output] + extra, environment: [BuildStampFile.directoryVariable: stamps])
        }

        /// Every file of the output folder with its status: equal snapshots mean nothing was
        /// written, replaced, added or removed.
        func outputStatus() -> [String: FileStatus] {
            var status: [String: FileStatus] = [:]
            for file in relativeFiles(in: URL(fileURLWithPath: output)) {
                status[file] = FileStatus(path: output + "/" + file)
            }
            return status
        }

        func replace(_ old: String, with new: String, in path: String) throws {
            let text = try String(contentsOfFile: path, encoding: .utf8)
            #expect(text.contains(old))
            try text.replacingOccurrences(of: old, with: new).write(toFile: path, atomically: false, encoding: .utf8)
        }
    }

    /// The summary of a skipped build of the starter into `output`.
    static func upToDate(_ output: String) -> String {
        "\(output) is up to date: 64 tokens (1 brand × 2 modes), 0 files written, 26 unchanged in "
    }

    /// The summary of a full build of the starter that wrote `written` of its 26 files.
    static func built(_ output: String, written: Int) -> String {
        "built 64 tokens (1 brand × 2 modes) into \(output): \(counted(written, "file")) written, \(26 - written) unchanged in "
    }

    /// A starter project, built once.
    private func withBuiltProject(_ body: (Project) throws -> Void) throws {
        let project = Project(folder: try makeStarterProject())
        defer { try? FileManager.default.removeItem(at: project.folder) }
        let first = project.run()
        #expect(first.code == .success, "\(first.standardError)")
        #expect(first.standardOutput.hasPrefix(Self.built(project.output, written: 26)))
        try body(project)
    }

    @Test func aBuildWithNothingChangedIsSkippedAndTouchesNoFile() throws {
        try withBuiltProject { project in
            let before = project.outputStatus()
            #expect(before.count == 26)
            for _ in 0..<2 {
                let again = project.run()
                #expect(again.code == .success)
                #expect(again.standardOutput.hasPrefix(Self.upToDate(project.output)), "\(again.standardOutput)")
                #expect(again.standardOutput.hasSuffix(" ms\n"))
                #expect(again.standardError.isEmpty)
                #expect(project.outputStatus() == before)
            }
            // The stamp is kept outside the output folder, which holds only the generated files.
            #expect(FileManager.default.fileExists(atPath: project.stampFile.path))
            let stamps = try FileManager.default.contentsOfDirectory(atPath: project.stamps)
            #expect(stamps == [URL(fileURLWithPath: project.stampFile.path).lastPathComponent])
            #expect(project.run("build", ["--quiet"]).standardOutput.isEmpty)
        }
    }

    /// Right after a build, the files it wrote are racy and a skipped build compares them by
    /// contents; once they are not, a skipped build records that, and the next trusts their status.
    @Test func aSkippedBuildRestampsOnceTheWrittenFilesAreNoLongerRacy() throws {
        try withBuiltProject { project in
            let built = try #require(project.stampFile.load())
            #expect(built.outputs.contains { BuildStamp.isRacy($0.status, asOf: built.asOf) })
            Thread.sleep(forTimeInterval: 0.1)
            #expect(project.run().standardOutput.hasPrefix(Self.upToDate(project.output)))
            let restamped = try #require(project.stampFile.load())
            #expect(restamped.asOf > built.asOf)
            #expect(restamped.outputs == built.outputs)
            #expect(project.run().standardOutput.hasPrefix(Self.upToDate(project.output)))
        }
    }

    @Test func verboseSaysWhatWasReadAndWhyTheBuildWasOrWasNotSkipped() throws {
        try withBuiltProject { project in
            let skipped = project.run("build", ["--verbose"]).standardOutput
            #expect(skipped.contains("read \(project.tokens)/color.tokens.json\n"))
            #expect(skipped.contains("unchanged \(project.output)/AppTheme.swift\n"))
            #expect(skipped.contains("skipped resolving and emitting: tokenc, the settings, the inputs' contents and the output folder are as the last build left them\n"))
            try project.replace("\"{palette.blue.700}\"", with: "\"{palette.blue.500}\"", in: project.tokens + "/color.tokens.json")
            let built = project.run("build", ["--verbose"]).standardOutput
            #expect(built.contains("not skipped: \(project.tokens)/color.tokens.json changed\n"))
            #expect(built.contains("recorded the build stamp \(project.stampFile.path)\n"))
        }
    }

    @Test func aChangedTokenFileIsBuilt() throws {
        try withBuiltProject { project in
            try project.replace("\"{palette.blue.700}\"", with: "\"{palette.blue.500}\"", in: project.tokens + "/color.tokens.json")
            let changed = project.run()
            #expect(changed.standardOutput.hasPrefix("built 64 tokens (1 brand × 2 modes) into \(project.output): "))
            #expect(!changed.standardOutput.contains(" 0 files written"))
            #expect(project.run().standardOutput.hasPrefix(Self.upToDate(project.output)))
            #expect(project.run("check").code == .success)
        }
    }

    @Test func aNewTokenFileIsBuilt() throws {
        try withBuiltProject { project in
            try #"{ "extra": { "$type": "number", "$value": 1 } }"#
                .write(toFile: project.tokens + "/extra.tokens.json", atomically: false, encoding: .utf8)
            #expect(project.run().standardOutput.hasPrefix("built 65 tokens "))
        }
    }

    /// The contents count, not the modification time: saving a file unchanged, or touching it,
    /// leaves the build up to date.
    @Test func aTokenFileSavedWithTheSameContentsIsSkipped() throws {
        try withBuiltProject { project in
            let file = project.tokens + "/color.tokens.json"
            let contents = try Data(contentsOf: URL(fileURLWithPath: file))
            try contents.write(to: URL(fileURLWithPath: file), options: .atomic)
            try FileManager.default.setAttributes([.modificationDate: Date()], ofItemAtPath: file)
            #expect(project.run().standardOutput.hasPrefix(Self.upToDate(project.output)))
        }
    }

    @Test func aHandEditedGeneratedFileIsGeneratedAgain() throws {
        try withBuiltProject { project in
            let file = project.output + "/AppTheme.swift"
            let generated = try String(contentsOfFile: file, encoding: .utf8)
            // In place, same size, right after the build: the status may well be as recorded,
            // within one tick of the file system's clock; the contents are compared then.
            try project.replace("public", with: "PUBLIC", in: file)
            #expect(project.run().standardOutput.hasPrefix(Self.built(project.output, written: 1)))
            #expect(try String(contentsOfFile: file, encoding: .utf8) == generated)
            // A longer file.
            try (generated + "// a note\n").write(toFile: file, atomically: false, encoding: .utf8)
            #expect(project.run().standardOutput.hasPrefix(Self.built(project.output, written: 1)))
            #expect(try String(contentsOfFile: file, encoding: .utf8) == generated)
            #expect(project.run().standardOutput.hasPrefix(Self.upToDate(project.output)))
        }
    }

    @Test func aDeletedOrAddedOutputIsBuilt() throws {
        try withBuiltProject { project in
            try FileManager.default.removeItem(atPath: project.output + "/Tokens/AppTheme+Color.swift")
            #expect(project.run().standardOutput.hasPrefix(Self.built(project.output, written: 1)))
            #expect(FileManager.default.fileExists(atPath: project.output + "/Tokens/AppTheme+Color.swift"))
            // A generated file tokenc no longer produces is removed.
            try (GeneratedFile.header + "\n").write(toFile: project.output + "/Old.swift", atomically: false, encoding: .utf8)
            #expect(project.run().standardOutput.contains(": 0 files written, 26 unchanged, 1 removed in "))
            // The whole folder removed, as before every run of the benchmark's end-to-end stage.
            try FileManager.default.removeItem(atPath: project.output)
            #expect(project.run().standardOutput.hasPrefix(Self.built(project.output, written: 26)))
        }
    }

    @Test func aChangedSettingIsBuilt() throws {
        try withBuiltProject { project in
            // Every file but those whose declarations are internal whatever the access level
            // (ThemeStorage.swift, AppTheme+TokenTable.swift, AppTheme+Previews.swift).
            #expect(project.run("build", ["--access", "internal"]).standardOutput.hasPrefix(Self.built(project.output, written: 23)))
            #expect(project.run("build", ["--access", "internal"]).standardOutput.hasPrefix(Self.upToDate(project.output)))
            #expect(project.run().standardOutput.hasPrefix(Self.built(project.output, written: 23)))
            // A setting that does not change these files still means a full build.
            #expect(project.run("build", ["--rem-base", "10"]).standardOutput.hasPrefix("built "))
        }
    }

    @Test func forceBuildsInFullAndStillRecordsTheStamp() throws {
        try withBuiltProject { project in
            let before = project.outputStatus()
            let forced = project.run("build", ["--force", "--verbose"])
            #expect(forced.standardOutput.contains("not skipped: --force\n"))
            #expect(forced.standardOutput.contains(Self.built(project.output, written: 0)))
            #expect(project.outputStatus() == before)
            #expect(project.run().standardOutput.hasPrefix(Self.upToDate(project.output)))
        }
    }

    /// `check` regenerates and compares every time: even a stamp that (wrongly) says the folder is
    /// current does not sway it. The stamp is forged here to vouch for a hand-edited file.
    @Test func checkIgnoresTheStamp() throws {
        try withBuiltProject { project in
            let file = project.output + "/AppTheme.swift"
            try project.replace("public", with: "PUBLIC", in: file)
            let stamp = try #require(project.stampFile.load())
            let forged = try #require(BuildStamp(
                key: stamp.key, started: FileStatus.now() + 10_000_000_000, files: [],
                outputFolder: project.output, tokenCount: stamp.tokenCount, themeSummary: stamp.themeSummary))
            try project.stampFile.save(forged)
            #expect(project.run().standardOutput.hasPrefix("\(project.output) is up to date: "), "the forged stamp is believed")
            let check = project.run("check")
            #expect(check.code == .failure)
            #expect(check.standardError.contains("\(file): stale: differs from what 'tokenc build' writes"))
            #expect(project.run("build", ["--force"]).standardOutput.hasPrefix(Self.built(project.output, written: 1)))
        }
    }

    @Test(arguments: ["", "garbage\n", "tokenc build stamp 1\ntool\t", "\u{0}\u{FF}binary"])
    func anUnreadableStampMeansAFullBuild(garbage: String) throws {
        try withBuiltProject { project in
            try garbage.write(toFile: project.stampFile.path, atomically: false, encoding: .utf8)
            #expect(project.run().standardOutput.hasPrefix(Self.built(project.output, written: 0)))
            #expect(project.run().standardOutput.hasPrefix(Self.upToDate(project.output)))
        }
    }

    @Test func aFailedBuildRemovesTheStamp() throws {
        try withBuiltProject { project in
            let file = project.tokens + "/color.tokens.json"
            let contents = try String(contentsOfFile: file, encoding: .utf8)
            try "{ \"broken\": ".write(toFile: file, atomically: false, encoding: .utf8)
            #expect(project.run().code == .failure)
            #expect(!FileManager.default.fileExists(atPath: project.stampFile.path))
            try contents.write(toFile: file, atomically: false, encoding: .utf8)
            #expect(project.run().standardOutput.hasPrefix(Self.built(project.output, written: 0)))
        }
    }

    /// A skipped build would not print the warnings of the last one, so a build with warnings
    /// records no stamp and every build prints them.
    @Test func aBuildWithWarningsIsNeverSkipped() throws {
        try withBuiltProject { project in
            try ##"{ "accent": { "$type": "color", "$value": "#ff8800" } }"##
                .write(toFile: project.tokens + "/accent.tokens.json", atomically: false, encoding: .utf8)
            for _ in 0..<2 {
                let build = project.run()
                #expect(build.code == .success)
                #expect(build.standardOutput.hasPrefix("built 65 tokens "))
                #expect(build.standardError.contains("warning: "))
                #expect(!FileManager.default.fileExists(atPath: project.stampFile.path))
            }
        }
    }
}
