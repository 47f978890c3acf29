import Foundation
import Testing
@testable import TokenCompiler

/// Listing a folder's regular files with `readdir`, as Foundation's enumerator with
/// `.skipsHiddenFiles` and a regular-file check did.
@Suite struct RegularFilesTests {
    @Test func regularFilesAtAnyDepthWithoutHiddenEntriesOrLinks() throws {
        let manager = FileManager.default
        let root = manager.temporaryDirectory.appendingPathComponent("tokenc-files-\(UUID().uuidString)").path
        defer { try? manager.removeItem(atPath: root) }
        for folder in ["a/b/c", ".hidden", "elsewhere"] {
            try manager.createDirectory(atPath: root + "/" + folder, withIntermediateDirectories: true)
        }
        for file in ["top.json", "a/one.json", "a/b/c/deep.json", "a/.dotfile", ".hidden/inside.json", "elsewhere/target.json"] {
            #expect(manager.createFile(atPath: root + "/" + file, contents: Data("{}".utf8)))
        }
        try manager.createSymbolicLink(atPath: root + "/a/link.json", withDestinationPath: root + "/elsewhere/target.json")
        try manager.createSymbolicLink(atPath: root + "/a/linked-folder", withDestinationPath: root + "/elsewhere")
        try manager.createSymbolicLink(atPath: root + "/a/broken.json", withDestinationPath: root + "/nowhere.json")
        let expected = ["a/b/c/deep.json", "a/one.json", "elsewhere/target.json", "top.json"]
        #expect(regularFiles(under: root)?.sorted() == expected)
        #expect(regularFiles(under: root + "/")?.sorted() == expected)
        #expect(regularFiles(under: root + "/missing") == nil)
        #expect(regularFiles(under: root + "/top.json") == nil)
    }
}
