import Foundation
import Testing
@testable import TokenCompiler
@testable import TokenModel
@testable import SwiftOutput

/// A whole file or nothing, through a temporary file renamed into place.
@Suite struct AtomicFileTests {
    private func withFolder(_ body: (URL) throws -> Void) throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("tokenc-atomic-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: url) }
        try body(url)
    }

    @Test(arguments: [0, 1, 3_000_000])
    func writesExactlyTheBytesAndLeavesNoTemporaryFile(count: Int) throws {
        try withFolder { folder in
            let path = folder.appendingPathComponent("out.swift").path
            let data = Data((0..<count).map { UInt8(truncatingIfNeeded: $0 &* 31) })
            try AtomicFile.write(data, to: path)
            #expect(FileManager.default.contents(atPath: path) == data)
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["out.swift"])
        }
    }

    @Test func replacesAFileWithANewOneWithTheUsualPermissions() throws {
        try withFolder { folder in
            let path = folder.appendingPathComponent("out.swift").path
            try AtomicFile.write(Data("old".utf8), to: path)
            let before = try FileManager.default.attributesOfItem(atPath: path)[.systemFileNumber] as? Int
            try AtomicFile.write(Data("new".utf8), to: path)
            let attributes = try FileManager.default.attributesOfItem(atPath: path)
            #expect(FileManager.default.contents(atPath: path) == Data("new".utf8))
            #expect(attributes[.systemFileNumber] as? Int != before)
            // The permissions of any new file: those FileManager gives one.
            let reference = folder.appendingPathComponent("reference").path
            #expect(FileManager.default.createFile(atPath: reference, contents: Data()))
            let usual = try FileManager.default.attributesOfItem(atPath: reference)[.posixPermissions] as? Int
            #expect(attributes[.posixPermissions] as? Int == usual)
        }
    }

    @Test func aMissingFolderIsAnErrorUnlessItIsCreated() throws {
        try withFolder { folder in
            let path = folder.appendingPathComponent("a/b/out.swift").path
            #expect(throws: Diagnostic.self) { try AtomicFile.write(Data("x".utf8), to: path) }
            try AtomicFile.write(Data("x".utf8), to: path, creatingFolders: true)
            #expect(FileManager.default.contents(atPath: path) == Data("x".utf8))
        }
    }
}
