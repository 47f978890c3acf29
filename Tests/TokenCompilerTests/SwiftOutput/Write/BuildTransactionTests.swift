import Foundation
import Testing
@testable import TokenModel
@testable import SwiftOutput

/// `BuildTransaction`: the order a build locks, recovers and writes its two folders in, and the
/// typed outcome of each step, without the command line.
@Suite struct BuildTransactionTests {
    static func file(_ path: String, _ body: String) -> GeneratedFile {
        GeneratedFile(path: path, contents: GeneratedFile.header + "\n" + body + "\n")
    }

    static let swift = [file("A.swift", "let a = 1"), file("Sub/B.swift", "let b = 1")]
    static let catalog = [file("C.swift", "let c = 1")]

    /// A transaction over `<temporary>/Project/Generated` and `<temporary>/Project/Catalog`
    /// (a second folder of Swift files stands for the catalog: the transaction does not read them).
    private func withTransaction(lockTimeout: Double = 0, _ body: (inout BuildTransaction, URL) throws -> Void) throws {
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("tokenc-build-transaction-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: base) }
        try FileManager.default.createDirectory(at: base, withIntermediateDirectories: true)
        let project = base.appendingPathComponent("Project")
        var transaction = BuildTransaction(
            output: OutputFolder(path: project.appendingPathComponent("Generated").path),
            catalog: OutputFolder(path: project.appendingPathComponent("Catalog").path), lockTimeout: lockTimeout)
        try body(&transaction, project)
    }

    /// The events as `folder-name: kind`, for exact comparison.
    private static func describe(_ event: BuildTransaction.Event) -> String {
        switch event {
        case .waiting(let folder, _): "\(URL(fileURLWithPath: folder.path).lastPathComponent): waiting"
        case .unlocked(let folder, _): "\(URL(fileURLWithPath: folder.path).lastPathComponent): unlocked"
        case .recovered(let folder, let recovery): "\(URL(fileURLWithPath: folder.path).lastPathComponent): recovered \(recovery.completed + recovery.removedTemporaries)"
        case .wrote(let folder, let summary): "\(URL(fileURLWithPath: folder.path).lastPathComponent): wrote \(summary.written)"
        }
    }

    @Test func aFirstBuildCreatesBothFoldersOnlyWhenItCommitsTheSwiftFolderFirst() throws {
        try withTransaction { transaction, project in
            var events: [String] = []
            try transaction.open { events.append(Self.describe($0)) }
            #expect(events.isEmpty)
            #expect(!FileManager.default.fileExists(atPath: project.path))
            #expect(!transaction.isLocked(transaction.output))
            let summaries = try transaction.commit(swift: Self.swift, catalog: Self.catalog) { events.append(Self.describe($0)) }
            #expect(events == ["Generated: wrote [\"A.swift\", \"Sub/B.swift\"]", "Catalog: wrote [\"C.swift\"]"])
            #expect(summaries.map(\.written) == [["A.swift", "Sub/B.swift"], ["C.swift"]])
            #expect(transaction.isLocked(transaction.output))
            #expect(OutputFolderTests.contents(transaction.output).count == 2)
            #expect(OutputFolderTests.contents(try #require(transaction.catalog)).count == 1)
        }
    }

    /// Recovery runs on the catalog first: it may lie inside the Swift folder, whose recovery would
    /// remove the temporary files the catalog's interrupted commit still has to rename.
    @Test func openingFinishesWhatAnInterruptedBuildLeftTheCatalogFirst() throws {
        try withTransaction { transaction, _ in
            for folder in transaction.folders {
                _ = try folder.write(Self.swift)
                try Data("half a fi".utf8).write(to: folder.url(".A.swift.tokenc-\(UUID().uuidString).tmp"))
            }
            var events: [String] = []
            try transaction.open { events.append(Self.describe($0)) }
            #expect(events.count == 2)
            #expect(events.first?.hasPrefix("Catalog: recovered [\".A.swift.tokenc-") == true)
            #expect(events.last?.hasPrefix("Generated: recovered [\".A.swift.tokenc-") == true)
            #expect(transaction.folders.allSatisfy(transaction.isLocked))
        }
    }

    @Test func aCatalogFileThatCannotBeWrittenIsRefusedBeforeAnythingIs() throws {
        try withTransaction { transaction, _ in
            let catalog = try #require(transaction.catalog)
            try FileManager.default.createDirectory(atPath: catalog.path, withIntermediateDirectories: true)
            try Data("mine\n".utf8).write(to: catalog.url("C.swift"))
            try transaction.open { _ in }
            do throws(BuildTransaction.Failure) {
                try transaction.stage(catalog: Self.catalog)
                Issue.record("staging a catalog over a file of the user's succeeded")
            } catch {
                #expect(error.step == .stage)
                #expect(error.folder.path == catalog.path)
                #expect(error.diagnostic.code == .foreignFile)
                #expect(error.written.isEmpty)
                #expect(!error.leftPartlyUpdated)
            }
            #expect(!transaction.output.exists)
        }
    }

    @Test func aCatalogThatCannotBeWrittenLeavesTheSwiftFolderWrittenAndSaysSo() throws {
        try withTransaction { transaction, _ in
            let catalog = try #require(transaction.catalog)
            try FileManager.default.createDirectory(atPath: catalog.path, withIntermediateDirectories: true)
            // A file where the catalog needs a folder: found only when it stages.
            try Data("mine\n".utf8).write(to: catalog.url("New"))
            var events: [String] = []
            do throws(BuildTransaction.Failure) {
                try transaction.commit(swift: Self.swift, catalog: [Self.file("New/D.swift", "let d = 1")]) { events.append(Self.describe($0)) }
                Issue.record("writing a catalog through a file succeeded")
            } catch {
                #expect(error.step == .write)
                #expect(error.folder.path == catalog.path)
                #expect(error.written.map(\.path) == [transaction.output.path])
                #expect(error.diagnostic.message == "'\(catalog.path)/New' is a file where tokenc writes a folder")
            }
            #expect(events == ["Generated: wrote [\"A.swift\", \"Sub/B.swift\"]"])
            #expect(OutputFolderTests.contents(catalog) == ["New": "mine\n"])
        }
    }

    @Test func anotherBuildHoldingAFolderIsALockFailureWithTheWait() throws {
        try withTransaction(lockTimeout: 0.1) { transaction, _ in
            let held = try OutputLock.acquire(transaction.output.path, timeout: 0) {}
            defer { withExtendedLifetime(held) {} }
            var events: [String] = []
            do throws(BuildTransaction.Failure) {
                try transaction.open { events.append(Self.describe($0)) }
                Issue.record("a folder another build holds was locked")
            } catch {
                #expect(error.step == .lock)
                #expect(error.folder.path == transaction.output.path)
                #expect(error.diagnostic.code == .outputBusy)
            }
            #expect(events == ["Generated: waiting"])
        }
    }

    /// A build that fails after creating its folders leaves none of them: the folder and the
    /// missing folders above it go, when empty.
    @Test func abandoningRemovesTheFoldersTheBuildCreatedAndLeftEmpty() throws {
        try withTransaction { transaction, project in
            do throws(BuildTransaction.Failure) {
                // A name no file system takes: staging fails after the lock made the folder.
                let long = String(repeating: "a", count: 300) + ".swift"
                try transaction.commit(swift: [Self.file("Sub/\(long)", "let a = 1")], catalog: nil) { _ in }
                Issue.record("a file of a 306-byte name was written")
            } catch {
                #expect(error.step == .write)
            }
            #expect(transaction.output.exists)
            transaction.abandon()
            #expect(!FileManager.default.fileExists(atPath: project.path))
        }
    }
}
