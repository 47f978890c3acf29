import Foundation
import Testing
@testable import TokenCompiler
@testable import TokenModel
@testable import SwiftOutput

/// The build stamp on its own: its file format, and when it says a build can be skipped.
@Suite struct BuildStampTests {
    static let key = BuildStamp.Key(
        tool: "tokenc 0.1.0 /bin/tokenc 1 2 3 4", settings: ["directory=/work", "output=Generated"],
        inputs: [.init(path: "tokens/color.json", hash: ContentHash("{}"))])

    /// A build start long after the files were written: none of them is racy.
    static var muchLater: Int64 { FileStatus.now() + 10_000_000_000 }

    /// A folder with two generated files and one of the user's, and the stamp of a build that
    /// started at `started` (nanoseconds since 1970). By default now, so every file counts as
    /// racy; `Self.muchLater` makes none of them racy.
    private func withBuiltFolder(started: Int64 = FileStatus.now(), _ body: (String, BuildStamp) throws -> Void) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tokenc-stamp-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let files = [GeneratedFile(path: "A.swift", contents: "// a\n"), GeneratedFile(path: "Sub/B.swift", contents: "// b\n")]
        _ = try OutputFolder(path: folder.path).write(files)
        try "mine\n".write(to: folder.appendingPathComponent("Mine.swift"), atomically: false, encoding: .utf8)
        let stamp = try #require(BuildStamp(
            key: Self.key, started: started, files: files, outputFolder: folder.path, tokenCount: 2, themeSummary: "1 theme"))
        try body(folder.path, stamp)
    }

    @Test func recordsEveryFileOfTheFolderAndHashesOnlyTheGeneratedOnes() throws {
        try withBuiltFolder { folder, stamp in
            #expect(stamp.outputs.map(\.path) == ["A.swift", "Mine.swift", "Sub/B.swift"])
            #expect(stamp.outputs.map(\.hash) == [ContentHash("// a\n"), nil, ContentHash("// b\n")])
            #expect(stamp.generatedFiles == ["A.swift", "Sub/B.swift"])
            #expect(stamp.outputs[0].status == FileStatus(path: folder + "/A.swift"))
            // The user's file changed just now, as far as the stamp can tell during the build, and
            // has no hash to compare with; it would not be racy for a build that started later.
            #expect(stamp.verdict(for: Self.key, outputFolder: folder) == .stale("\(folder)/Mine.swift changed"))
            var later = stamp
            later.asOf = Self.muchLater
            #expect(later.verdict(for: Self.key, outputFolder: folder) == .upToDate)
        }
    }

    @Test func aDifferentKeyIsStale() throws {
        try withBuiltFolder { folder, stamp in
            var key = Self.key
            key.tool += "5"
            #expect(stamp.verdict(for: key, outputFolder: folder) == .stale("tokenc changed"))
            key = Self.key
            key.settings.append("strict=true")
            #expect(stamp.verdict(for: key, outputFolder: folder) == .stale("the settings changed"))
            key = Self.key
            key.inputs[0].hash = ContentHash("{ }")
            #expect(stamp.verdict(for: key, outputFolder: folder) == .stale("tokens/color.json changed"))
            key = Self.key
            key.inputs.append(.init(path: "tokens/new.json", hash: ContentHash("")))
            #expect(stamp.verdict(for: key, outputFolder: folder) == .stale("tokens/new.json was added"))
            key = Self.key
            key.inputs = []
            #expect(stamp.verdict(for: key, outputFolder: folder) == .stale("the list of input files changed"))
        }
    }

    @Test func anAddedRemovedOrReplacedOutputIsStale() throws {
        try withBuiltFolder(started: Self.muchLater) { folder, stamp in
            try "new\n".write(toFile: folder + "/New.swift", atomically: false, encoding: .utf8)
            #expect(stamp.verdict(for: Self.key, outputFolder: folder) == .stale("\(folder)/New.swift was added"))
            try FileManager.default.removeItem(atPath: folder + "/New.swift")
            // Hidden files (an editor's swap file, a temporary file of a write) are not the folder's.
            try "swap\n".write(toFile: folder + "/.A.swift.swp", atomically: false, encoding: .utf8)
            #expect(stamp.verdict(for: Self.key, outputFolder: folder) == .upToDate)
            // The same bytes in a new file (a new inode).
            try "// a\n".write(toFile: folder + "/A.swift", atomically: true, encoding: .utf8)
            #expect(stamp.verdict(for: Self.key, outputFolder: folder) == .stale("\(folder)/A.swift changed"))
            try FileManager.default.removeItem(atPath: folder + "/Sub/B.swift")
            #expect(stamp.verdict(for: Self.key, outputFolder: folder) == .stale("\(folder)/Sub/B.swift is missing"))
            try FileManager.default.removeItem(atPath: folder)
            #expect(stamp.verdict(for: Self.key, outputFolder: folder) == .stale("\(folder)/A.swift is missing"))
        }
    }

    /// A file that changed shortly before the build started, or after, may have been edited again
    /// within one tick of the file system's clock, leaving its status as recorded: its contents
    /// are compared.
    @Test func aRacyFileIsComparedByContents() throws {
        try withBuiltFolder { folder, stamp in
            var edited = stamp
            edited.outputs[0].hash = ContentHash("// a, as edited within the same tick\n")
            #expect(edited.verdict(for: Self.key, outputFolder: folder) == .stale("\(folder)/A.swift changed"))
            // A.swift's contents are as generated; the next file, the user's, has no hash.
            #expect(stamp.verdict(for: Self.key, outputFolder: folder) == .stale("\(folder)/Mine.swift changed"))
        }
    }

    /// When every file last changed well before the build started, equal statuses are proof
    /// enough: the files are not read (a wrong hash goes unnoticed, which shows it).
    @Test func filesThatChangedWellBeforeTheBuildAreNotRead() throws {
        try withBuiltFolder(started: Self.muchLater) { folder, stamp in
            var wrong = stamp
            wrong.outputs[0].hash = ContentHash("not what is there")
            #expect(wrong.verdict(for: Self.key, outputFolder: folder) == .upToDate)
            try "// a, edited\n".write(toFile: folder + "/A.swift", atomically: false, encoding: .utf8)
            #expect(stamp.verdict(for: Self.key, outputFolder: folder) == .stale("\(folder)/A.swift changed"))
        }
    }

    @Test func aFileIsRacyUnlessItChangedWellBeforeTheStamp() {
        func status(changed: Int64) -> FileStatus {
            FileStatus(device: 1, inode: 2, size: 3, modified: changed, changed: changed, owner: 4)
        }
        let asOf: Int64 = 1_800_000_000_500_000_000
        #expect(BuildStamp.isRacy(status(changed: asOf + 1), asOf: asOf))
        #expect(BuildStamp.isRacy(status(changed: asOf - 49_000_000), asOf: asOf))
        #expect(!BuildStamp.isRacy(status(changed: asOf - 51_000_000), asOf: asOf))
        // A whole second, as from a file system that keeps nothing finer: 2 s of margin.
        #expect(BuildStamp.isRacy(status(changed: 1_799_999_999_000_000_000), asOf: asOf))
        #expect(!BuildStamp.isRacy(status(changed: 1_799_999_998_000_000_000), asOf: asOf))
    }

    /// A check that compared racy files by contents vouches for them as of its own start, so the
    /// next check can trust their status; only when that leaves fewer racy files.
    @Test func aStampIsRestampedOnlyWhenThatLeavesFewerRacyFiles() throws {
        try withBuiltFolder { folder, stamp in
            #expect(stamp.restamped(at: stamp.asOf) == nil)
            let later = try #require(stamp.restamped(at: Self.muchLater))
            #expect(later.asOf > stamp.asOf)
            #expect(later.outputs == stamp.outputs && later.key == stamp.key)
            #expect(later.restamped(at: Self.muchLater) == nil)
        }
    }

    @Test func theTextRoundTripsAnyPath() throws {
        try withBuiltFolder { _, stamp in
            var odd = stamp
            odd.key.inputs.append(.init(path: "tokens/tab\there/new\nline\\back\rslash/\u{301}accent.json", hash: ContentHash("x")))
            odd.key.settings.append("ignoreTypes=[\"a\tb\"]")
            odd.themeSummary = "2 brands × 2 modes"
            #expect(BuildStamp(text: odd.text) == odd)
            #expect(odd.text.hasPrefix("tokenc build stamp 1\ntool\ttokenc 0.1.0 /bin/tokenc 1 2 3 4\nsetting\tdirectory=/work\n"))
        }
    }

    @Test(arguments: [
        "", "garbage", "tokenc build stamp 1", "tokenc build stamp 2\ntokens\t1\n", "tokenc build stamp 1\nbogus\t1\n",
        "tokenc build stamp 1\ninput\tnothex\tpath\n", "tokenc build stamp 1\nsetting\tbad \\escape\n",
        "\u{0}\u{1}\u{2}\u{FFFD}",
    ])
    func anythingElseIsUnreadable(text: String) {
        #expect(BuildStamp(text: text) == nil)
    }

    @Test func everyTruncatedStampIsUnreadable() throws {
        try withBuiltFolder { _, stamp in
            let text = stamp.text
            for length in stride(from: 0, to: text.utf8.count, by: 7) {
                let prefix = String(decoding: text.utf8.prefix(length), as: UTF8.self)
                #expect(BuildStamp(text: prefix) == nil, "\(length) bytes")
            }
        }
    }

    @Test func theStampFileIsNamedByTheOutputFoldersAbsolutePath() throws {
        let directory = "/var/stamps"
        let relative = BuildStampFile(outputFolder: "Generated", directory: directory)
        let absolute = BuildStampFile(
            outputFolder: FileManager.default.currentDirectoryPath + "/Sub/../Generated/", directory: directory)
        #expect(relative == absolute)
        #expect(relative.path.hasPrefix("/var/stamps/tokenc-stamp-"))
        #expect(relative.path.hasSuffix(".txt"))
        #expect(relative.path.count == "/var/stamps/tokenc-stamp-".count + 16 + ".txt".count)
        #expect(relative != BuildStampFile(outputFolder: "Other", directory: directory))
    }

    /// A stamp only where the user asked for one: the `--stamp` file over `TOKENC_STAMP_DIR`, and
    /// none at all without either (an empty variable counts as unset).
    @Test func theStampIsTheOneTheUserNamed() {
        let variable = ["TOKENC_STAMP_DIR": "/x"]
        #expect(BuildStampFile.chosen(named: "a/stamp.txt", outputFolder: "Generated", environment: variable)?.path == "a/stamp.txt")
        #expect(BuildStampFile.chosen(named: nil, outputFolder: "Generated", environment: variable)
            == BuildStampFile(outputFolder: "Generated", directory: "/x"))
        #expect(BuildStampFile.chosen(named: nil, outputFolder: "Generated", environment: [:]) == nil)
        #expect(BuildStampFile.chosen(named: nil, outputFolder: "Generated", environment: ["TOKENC_STAMP_DIR": ""]) == nil)
    }
}
