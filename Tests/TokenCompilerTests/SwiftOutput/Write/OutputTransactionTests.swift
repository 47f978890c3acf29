import Foundation
import Testing
@testable import TokenCompiler
@testable import TokenModel
@testable import SwiftOutput

/// `OutputFolder.write` as a transaction: a build interrupted at any step leaves, once
/// `recover()` has run (the first thing every build and check does), the whole old build or the
/// whole new one, and no temporary file.
@Suite struct OutputTransactionTests {
    static func file(_ path: String, _ body: String) -> GeneratedFile {
        GeneratedFile(path: path, contents: GeneratedFile.header + "\n" + body + "\n")
    }

    /// The old build, and a new one that changes, adds and removes files in several folders.
    static let old = [file("A.swift", "let a = 1"), file("Sub/B.swift", "let b = 1"), file("AppKit/C.swift", "let c = 1")]
    static let new = [file("A.swift", "let a = 2"), file("Sub/B.swift", "let b = 2"), file("New/Deep/D.swift", "let d = 2")]

    private func withFolder(_ body: (OutputFolder) throws -> Void) throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("tokenc-transaction-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: url) }
        try body(OutputFolder(path: url.appendingPathComponent("Generated").path))
    }

    private func expected(_ files: [GeneratedFile]) -> [String: String] {
        Dictionary(uniqueKeysWithValues: files.map { ($0.path, $0.contents) })
    }

    @Test func aWriteLeavesNoJournalNoTemporaryFileAndNoEmptyFolder() throws {
        try withFolder { folder in
            _ = try folder.write(Self.old)
            let summary = try folder.write(Self.new)
            #expect(summary.written == ["A.swift", "Sub/B.swift", "New/Deep/D.swift"])
            #expect(summary.removed == ["AppKit/C.swift"])
            #expect(OutputFolderTests.contents(folder) == expected(Self.new))
            #expect(!FileManager.default.fileExists(atPath: folder.url("Gone").path))
            #expect(try folder.recover().isEmpty)
        }
    }

    @Test func theJournalReadsBackWhatItWrote() {
        let journal = OutputJournal(
            writes: [.init(staged: ".A.swift.tokenc-1.tmp", path: "Tab\there/A.swift")], removals: ["Line\nbreak.swift", "B.swift"])
        #expect(OutputJournal(text: journal.text) == journal)
        #expect(OutputJournal(text: "tokenc output journal 2\n") == nil)
        #expect(OutputJournal(text: String(journal.text.dropLast())) == nil)
    }

    /// A build killed after it committed, having made any number of the changes: recovery
    /// finishes them, whichever were made.
    @Test func aCommitInterruptedAfterAnyNumberOfChangesIsFinishedByRecovery() throws {
        for made in 0...4 {
            try withFolder { folder in
                _ = try folder.write(Self.old)
                let root = try #require(try OpenFolder.root(folder.path))
                let comparison = try folder.compare(with: Self.new)
                let changed = Self.new.filter { !comparison.unchanged.contains($0.path) }
                let journal = try folder.stage(changed, removing: comparison.extra, in: root)
                #expect(folder.hasInterruptedCommit)
                // What the build did before it was killed: the first `made` renames and removals.
                for write in journal.writes.prefix(made) {
                    let staged = folder.url(write.path).deletingLastPathComponent().appendingPathComponent(write.staged)
                    #expect(rename(staged.path, folder.url(write.path).path) == 0)
                }
                if made > journal.writes.count { try FileManager.default.removeItem(at: folder.url("AppKit/C.swift")) }
                let recovery = try folder.recover()
                #expect(recovery.completed == ["A.swift", "Sub/B.swift", "New/Deep/D.swift", "AppKit/C.swift"])
                #expect(recovery.removedTemporaries.isEmpty)
                #expect(OutputFolderTests.contents(folder) == expected(Self.new), "after \(made) changes")
                #expect(!folder.hasInterruptedCommit)
            }
        }
    }

    /// A commit that cannot finish (here a folder appeared where a file goes) keeps its journal,
    /// so the build can say the folder is partly updated, and the next run finishes it once the
    /// cause is gone.
    @Test func aCommitThatCannotFinishKeepsItsJournalForTheNextRun() throws {
        try withFolder { folder in
            _ = try folder.write(Self.old)
            let root = try #require(try OpenFolder.root(folder.path))
            let comparison = try folder.compare(with: Self.new)
            _ = try folder.stage(Self.new, removing: comparison.extra, in: root)
            try FileManager.default.removeItem(at: folder.url("Sub/B.swift"))
            try FileManager.default.createDirectory(at: folder.url("Sub/B.swift/In"), withIntermediateDirectories: true)
            #expect(throws: Diagnostic.self) { try folder.recover() }
            #expect(folder.hasInterruptedCommit)
            try FileManager.default.removeItem(at: folder.url("Sub/B.swift"))
            #expect(try folder.recover().completed.count == 4)
            #expect(OutputFolderTests.contents(folder) == expected(Self.new))
        }
    }

    /// A build killed while staging, before it committed: recovery removes what it staged, and
    /// the folder holds the old build.
    @Test func stagingInterruptedBeforeTheCommitIsRolledBack() throws {
        try withFolder { folder in
            _ = try folder.write(Self.old)
            let staged = [".A.swift.tokenc-\(UUID().uuidString).tmp", "Sub/.B.swift.tokenc-\(UUID().uuidString).tmp",
                          ".tokenc-journal.tokenc-\(UUID().uuidString).tmp"]
            for path in staged {
                try Data("half a fi".utf8).write(to: folder.url(path))
            }
            let recovery = try folder.recover()
            #expect(recovery.completed.isEmpty)
            #expect(recovery.removedTemporaries == staged.sorted())
            #expect(OutputFolderTests.contents(folder) == expected(Self.old))
            #expect(try folder.compare(with: Self.old).isCurrent)
        }
    }

    /// The failure of failure 4 of issue 18: a later file cannot be written. Nothing changes.
    @Test func aFileThatCannotBeStagedLeavesTheFolderAsItWas() throws {
        try withFolder { folder in
            _ = try folder.write(Self.old)
            // A file where the new build needs the folder `New`.
            try Data("mine\n".utf8).write(to: folder.url("New"))
            #expect(throws: Diagnostic.self) { try folder.write(Self.new) }
            do throws(Diagnostic) {
                _ = try folder.write(Self.new)
            } catch {
                #expect(error.code == .outputFailed)
                #expect(error.message == "'\(folder.path)/New' is a file where tokenc writes a folder")
            }
            #expect(OutputFolderTests.contents(folder) == expected(Self.old).merging(["New": "mine\n"]) { $1 })
            #expect(!folder.hasInterruptedCommit)
        }
    }

    @Test func foldersCreatedForAFailedBuildAreRemoved() throws {
        try withFolder { folder in
            _ = try folder.write(Self.old)
            try FileManager.default.createDirectory(at: folder.url("Z.swift"), withIntermediateDirectories: true)
            let files = [Self.file("Fresh/E.swift", "let e = 0"), Self.file("Z.swift", "let z = 0")]
            #expect(throws: Diagnostic.self) { try folder.write(Self.old + files) }
            #expect(!FileManager.default.fileExists(atPath: folder.url("Fresh").path))
            #expect(OutputFolderTests.contents(folder) == expected(Self.old))
        }
    }

    /// Failure 8 of issue 18: a link where tokenc writes is an error that names it, and nothing
    /// is written through it.
    @Test func aLinkedSubfolderIsAnErrorAndNothingIsWrittenThroughIt() throws {
        try withFolder { folder in
            let elsewhere = URL(fileURLWithPath: folder.path).deletingLastPathComponent().appendingPathComponent("Elsewhere")
            try FileManager.default.createDirectory(at: elsewhere, withIntermediateDirectories: true)
            try FileManager.default.createDirectory(atPath: folder.path, withIntermediateDirectories: true)
            try FileManager.default.createSymbolicLink(atPath: folder.url("Sub").path, withDestinationPath: elsewhere.path)
            do throws(Diagnostic) {
                _ = try folder.write(Self.old)
                Issue.record("wrote through a link")
            } catch {
                #expect(error.code == .outputLink)
                #expect(error.message.hasPrefix("'\(folder.path)/Sub' is a symbolic link in the output folder"))
            }
            #expect(try FileManager.default.contentsOfDirectory(atPath: elsewhere.path).isEmpty)
            #expect(try folder.compare(with: Self.old).links == ["Sub"])
        }
    }

    /// A link that leads to generated files (a stale build) is reported wherever it is; one that
    /// leads to the user's own files is left alone, as any other foreign file.
    @Test func aLinkToGeneratedFilesIsReportedAndALinkToOtherFilesIgnored() throws {
        try withFolder { folder in
            _ = try folder.write(Self.old)
            let parent = URL(fileURLWithPath: folder.path).deletingLastPathComponent()
            let stale = parent.appendingPathComponent("Stale"), mine = parent.appendingPathComponent("Mine")
            _ = try OutputFolder(path: stale.path).write([Self.file("X.swift", "let x = 0")])
            try FileManager.default.createDirectory(at: mine, withIntermediateDirectories: true)
            try Data("struct Mine {}\n".utf8).write(to: mine.appendingPathComponent("Mine.swift"))
            try FileManager.default.createSymbolicLink(atPath: folder.url("Tokens").path, withDestinationPath: stale.path)
            try FileManager.default.createSymbolicLink(atPath: folder.url("Mine").path, withDestinationPath: mine.path)
            try FileManager.default.createSymbolicLink(
                atPath: folder.url("X.swift").path, withDestinationPath: stale.appendingPathComponent("X.swift").path)
            let comparison = try folder.compare(with: Self.old)
            #expect(comparison.links == ["Tokens", "X.swift"])
            #expect(!comparison.isCurrent)
            #expect(throws: Diagnostic.self) { try folder.write(Self.old) }
            #expect(FileManager.default.fileExists(atPath: stale.appendingPathComponent("X.swift").path))
        }
    }

    /// A journal of another format is not guessed at: the build stops, and says what to do.
    @Test func aJournalThisTokencCannotReadIsAnError() throws {
        try withFolder { folder in
            _ = try folder.write(Self.old)
            try Data("tokenc output journal 99\n".utf8).write(to: folder.url(OutputJournal.fileName))
            do throws(Diagnostic) {
                _ = try folder.recover()
                Issue.record("recovered from a journal it cannot read")
            } catch {
                #expect(error.message.hasPrefix("'\(folder.path)/.tokenc-journal' is the journal of a build that was interrupted, in a form this tokenc cannot read"))
            }
            #expect(folder.hasInterruptedCommit)
        }
    }

    /// A link where the output folder's journal or a staged file goes is not written through either.
    @Test func aLinkNamedLikeTheJournalIsAnError() throws {
        try withFolder { folder in
            _ = try folder.write(Self.old)
            let target = URL(fileURLWithPath: folder.path).deletingLastPathComponent().appendingPathComponent("target")
            try Data("outside\n".utf8).write(to: target)
            try FileManager.default.createSymbolicLink(atPath: folder.url(OutputJournal.fileName).path, withDestinationPath: target.path)
            #expect(throws: Diagnostic.self) { try folder.recover() }
            #expect(try String(contentsOf: target, encoding: .utf8) == "outside\n")
        }
    }
}
