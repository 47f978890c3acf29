import Foundation
import Testing
@testable import TokenCompiler
@testable import TokenModel
@testable import SwiftOutput

@Suite struct OutputFolderTests {
    static func file(_ path: String, _ body: String) -> GeneratedFile {
        GeneratedFile(path: path, contents: GeneratedFile.header + "\n" + body + "\n")
    }

    static let planned = [file("A.swift", "let a = 1"), file("Sub/B.swift", "let b = 2")]

    private func withFolder(_ body: (URL, OutputFolder) throws -> Void) throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("tokenc-out-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: url) }
        try body(url, OutputFolder(path: url.appendingPathComponent("Generated").path))
    }

    /// Every file under the folder, hidden ones included, with its contents.
    static func contents(_ folder: OutputFolder) -> [String: String] {
        var result: [String: String] = [:]
        let root = URL(fileURLWithPath: folder.path)
        let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)
        while let url = enumerator?.nextObject() as? URL {
            var isDirectory: ObjCBool = false
            _ = FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory)
            if !isDirectory.boolValue {
                result[String(url.path.dropFirst(root.path.count + 1))] = try? String(contentsOf: url, encoding: .utf8)
            }
        }
        return result
    }

    private func attributes(_ folder: OutputFolder, _ path: String) throws -> (Date, Int) {
        let attributes = try FileManager.default.attributesOfItem(atPath: folder.url(path).path)
        return (attributes[.modificationDate] as! Date, (attributes[.systemFileNumber] as! NSNumber).intValue)
    }

    @Test func writesEveryFileIntoAMissingFolder() throws {
        try withFolder { _, folder in
            let summary = try folder.write(Self.planned)
            #expect(summary.written == ["A.swift", "Sub/B.swift"])
            #expect(Self.contents(folder) == ["A.swift": Self.planned[0].contents, "Sub/B.swift": Self.planned[1].contents])
        }
    }

    @Test func unchangedFilesAreNotTouched() throws {
        try withFolder { _, folder in
            _ = try folder.write(Self.planned)
            let past = Date(timeIntervalSince1970: 1_000_000_000)
            try FileManager.default.setAttributes([.modificationDate: past], ofItemAtPath: folder.url("A.swift").path)
            let (_, inode) = try attributes(folder, "A.swift")
            let changed = [Self.planned[0], Self.file("Sub/B.swift", "let b = 3")]
            let summary = try folder.write(changed)
            #expect(summary.unchanged == ["A.swift"])
            #expect(summary.written == ["Sub/B.swift"])
            let (modified, sameInode) = try attributes(folder, "A.swift")
            #expect(modified == past)
            #expect(sameInode == inode)
        }
    }

    /// A changed file is replaced by renaming a complete temporary file over it (a new inode), and no
    /// temporary file is left behind.
    @Test func changedFilesAreReplacedAtomically() throws {
        try withFolder { _, folder in
            _ = try folder.write(Self.planned)
            let (_, inode) = try attributes(folder, "A.swift")
            _ = try folder.write([Self.file("A.swift", "let a = 2"), Self.planned[1]])
            let (_, newInode) = try attributes(folder, "A.swift")
            #expect(newInode != inode)
            let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
            #expect(names.sorted() == ["A.swift", "Sub"])
        }
    }

    @Test func generatedFilesNoLongerProducedAreRemovedAndForeignFilesKept() throws {
        try withFolder { _, folder in
            _ = try folder.write(Self.planned + [Self.file("SwiftUI/Styles/Gone.swift", "let gone = 0")])
            try "// mine\n".write(to: folder.url("Notes.swift"), atomically: true, encoding: .utf8)
            let summary = try folder.write(Self.planned)
            #expect(summary.removed == ["SwiftUI/Styles/Gone.swift"])
            #expect(!FileManager.default.fileExists(atPath: folder.url("SwiftUI").path))
            #expect(Self.contents(folder)["Notes.swift"] == "// mine\n")
        }
    }

    /// Files with tokenc's header where no build writes (another build's output in a folder
    /// below, a copy kept as a test's expected output, a file of another extension) are not the
    /// build's: an output folder chosen too wide, a project's root, loses none of them.
    @Test func filesWithTheHeaderWhereNoBuildWritesAreKept() throws {
        try withFolder { _, folder in
            let kept = [
                Self.file("Generated/AppTheme.swift", "let other = 0"),
                Self.file("Tests/Expected/AppTheme.swift.golden", "let expected = 0"),
                Self.file("Tokens/Deeper/Color.swift", "let deeper = 0"),
                Self.file("Notes.txt", "notes"),
            ]
            let removed = ["AppKit/Gone.swift", "Gone.swift", "Tokens/Gone.swift", "UIKit/Gone.swift"]
            _ = try folder.write(kept + removed.map { Self.file($0, "let gone = 0") })
            let comparison = try folder.compare(with: Self.planned)
            #expect(comparison.extra == removed)
            let summary = try folder.write(Self.planned)
            #expect(summary.removed == removed)
            let contents = Self.contents(folder)
            for file in kept { #expect(contents[file.path] == file.contents) }
            #expect(contents.count == kept.count + Self.planned.count)
        }
    }

    /// ``GeneratedFile/folders`` names every folder a build writes to: the repository's tokens
    /// and the style fixtures, whose files use them all.
    @Test func everyGeneratedFileIsInAFolderTheWriterKnows() {
        let reports = [
            buildTheme(at: TestPaths.packageRoot.appendingPathComponent("tokens").path), StyleFixtures.golden, StyleFixtures.edgeCases,
        ]
        var used: Set<String> = []
        for report in reports {
            #expect(report.succeeded)
            for file in report.files {
                #expect(OutputFolder.Ownership.swift.mayHaveWritten(file.path), "\(file.path)")
                used.insert(file.path.lastIndex(of: "/").map { String(file.path[..<$0]) } ?? "")
            }
        }
        #expect(used == GeneratedFile.folders)
    }

    /// Which relative paths the writer may remove, for the Swift output and an asset catalog.
    @Test func theFilesABuildMayHaveWritten() {
        let swift = OutputFolder.Ownership.swift
        for folder in GeneratedFile.folders {
            let prefix = folder.isEmpty ? "" : folder + "/"
            #expect(swift.mayHaveWritten(prefix + "Any.swift"))
            #expect(!swift.mayHaveWritten(prefix + "Any.swift.golden"))
            #expect(!swift.mayHaveWritten(prefix + "Deeper/Any.swift"))
        }
        #expect(!swift.mayHaveWritten("Generated/AppTheme.swift"))
        let catalog = OutputFolder.Ownership.assetCatalog
        #expect(catalog.mayHaveWritten("Contents.json"))
        #expect(catalog.mayHaveWritten("colorTextPrimary.colorset/Contents.json"))
        #expect(!catalog.mayHaveWritten("Nested.xcassets/color.colorset/Contents.json"))
        #expect(!catalog.mayHaveWritten("colorTextPrimary.colorset/Other.json"))
    }

    @Test func aForeignFileInTheWayIsAnErrorAndNothingIsWritten() throws {
        try withFolder { _, folder in
            try FileManager.default.createDirectory(at: folder.url("Sub"), withIntermediateDirectories: true)
            try "struct Handwritten {}\n".write(to: folder.url("Sub/B.swift"), atomically: true, encoding: .utf8)
            #expect(throws: Diagnostic.self) { try folder.write(Self.planned) }
            do throws(Diagnostic) {
                _ = try folder.write(Self.planned)
            } catch {
                #expect(error.code == .foreignFile)
                #expect(error.message.contains("Sub/B.swift"))
            }
            #expect(Self.contents(folder) == ["Sub/B.swift": "struct Handwritten {}\n"])
        }
    }

    /// What a system crash can leave of a file written just before: no header, but nothing to lose.
    @Test func anEmptyFileInTheWayIsOverwrittenAndAnEmptyFileElsewhereKept() throws {
        try withFolder { _, folder in
            _ = try folder.write(Self.planned)
            try Data().write(to: folder.url("A.swift"))
            try Data().write(to: folder.url("Empty.swift"))
            let comparison = try folder.compare(with: Self.planned)
            #expect(comparison.stale == ["A.swift"])
            #expect(comparison.foreign.isEmpty && comparison.extra.isEmpty)
            let summary = try folder.write(Self.planned)
            #expect(summary.written == ["A.swift"])
            #expect(Self.contents(folder)["A.swift"] == Self.planned[0].contents)
            #expect(Self.contents(folder)["Empty.swift"] == "")
        }
    }

    @Test func compareListsStaleMissingExtraAndForeignFiles() throws {
        try withFolder { _, folder in
            _ = try folder.write([Self.file("A.swift", "let a = 0"), Self.file("Extra.swift", "let x = 0")])
            try "hand\n".write(to: folder.url("Foreign.swift"), atomically: true, encoding: .utf8)
            let comparison = try folder.compare(with: Self.planned + [Self.file("Foreign.swift", "let f = 0")])
            #expect(comparison.stale == ["A.swift"])
            #expect(comparison.missing == ["Sub/B.swift"])
            #expect(comparison.extra == ["Extra.swift"])
            #expect(comparison.foreign == ["Foreign.swift"])
            #expect(!comparison.isCurrent)
            // After a build the folder is current; a foreign file that is not in the way is left alone.
            _ = try folder.write(Self.planned)
            #expect(try folder.compare(with: Self.planned).isCurrent)
            #expect(Self.contents(folder)["Foreign.swift"] == "hand\n")
        }
    }

    @Test func anOutputPathThatIsAFileIsAnError() throws {
        try withFolder { url, folder in
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
            try "x".write(to: URL(fileURLWithPath: folder.path), atomically: true, encoding: .utf8)
            #expect(throws: Diagnostic.self) { try folder.write(Self.planned) }
        }
    }
}
