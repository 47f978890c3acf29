import Foundation
import Testing
@testable import TokenCompiler
@testable import TokenModel

/// Listing a folder's regular files with `readdir`, as Foundation's enumerator with
/// `.skipsHiddenFiles` and a regular-file check did, and following links as `find -L` does.
@Suite struct RegularFilesTests {
    /// A folder with files at several depths, hidden entries and links of every kind:
    /// to a file, to a folder outside, to a folder above (a loop), to nothing, and a hidden one.
    private static func withTree(_ body: (String) throws -> Void) throws {
        let manager = FileManager.default
        let root = manager.temporaryDirectory.appendingPathComponent("tokenc-files-\(UUID().uuidString)").path
        defer { try? manager.removeItem(atPath: root) }
        let outside = root + "-outside"
        defer { try? manager.removeItem(atPath: outside) }
        for folder in ["a/b/c", ".hidden", "elsewhere"] {
            try manager.createDirectory(atPath: root + "/" + folder, withIntermediateDirectories: true)
        }
        try manager.createDirectory(atPath: outside + "/nested", withIntermediateDirectories: true)
        for file in ["top.json", "a/one.json", "a/b/c/deep.json", "a/.dotfile", ".hidden/inside.json", "elsewhere/target.json"] {
            #expect(manager.createFile(atPath: root + "/" + file, contents: Data("{}".utf8)))
        }
        #expect(manager.createFile(atPath: outside + "/nested/shared.json", contents: Data("{}".utf8)))
        try manager.createSymbolicLink(atPath: root + "/a/link.json", withDestinationPath: root + "/elsewhere/target.json")
        try manager.createSymbolicLink(atPath: root + "/a/linked-folder", withDestinationPath: outside)
        try manager.createSymbolicLink(atPath: root + "/a/b/up", withDestinationPath: root + "/a")
        try manager.createSymbolicLink(atPath: root + "/a/broken.json", withDestinationPath: root + "/nowhere.json")
        try manager.createSymbolicLink(atPath: root + "/a/.hidden-link.json", withDestinationPath: root + "/top.json")
        try body(root)
    }

    /// Names of every length a file system allows, each read whole and nothing beyond it: the C
    /// library allocates a directory entry only as long as its name, and reading the whole
    /// 256-byte name field went past the last entry (the fuzz smoke pass found it under
    /// AddressSanitizer, which `make fuzz-smoke` runs on every CI build).
    @Test func namesOfEveryLengthAreReadWhole() throws {
        let manager = FileManager.default
        let root = manager.temporaryDirectory.appendingPathComponent("tokenc-names-\(UUID().uuidString)").path
        try manager.createDirectory(atPath: root, withIntermediateDirectories: true)
        defer { try? manager.removeItem(atPath: root) }
        let names = (1...250).map { length in String(repeating: "n", count: length - 1) + String(length % 10) }
        for name in names { #expect(manager.createFile(atPath: root + "/" + name, contents: Data())) }
        #expect(try regularFiles(under: root)?.sorted() == names.sorted())
    }

    @Test func regularFilesAtAnyDepthWithoutHiddenEntriesOrLinks() throws {
        try Self.withTree { root throws in
            let expected = ["a/b/c/deep.json", "a/one.json", "elsewhere/target.json", "top.json"]
            #expect(try regularFiles(under: root)?.sorted() == expected)
            #expect(try regularFiles(under: root + "/")?.sorted() == expected)
            #expect(try regularFiles(under: root + "/missing") == nil)
            #expect(try regularFiles(under: root + "/top.json") == nil)
        }
    }

    /// A link to a file is a file, a link to a folder is read under the link's path, a link back
    /// up the tree is not read again, and a link to nothing is listed so that reading reports it.
    @Test func followingLinks() throws {
        try Self.withTree { root throws in
            let expected = [
                "a/b/c/deep.json", "a/broken.json", "a/link.json", "a/linked-folder/nested/shared.json",
                "a/one.json", "elsewhere/target.json", "top.json",
            ]
            #expect(try regularFiles(under: root, followingLinks: true)?.sorted() == expected)
            // A tokens path that is itself a link to a folder.
            #expect(try regularFiles(under: root + "/a/linked-folder", followingLinks: true) == ["nested/shared.json"])
        }
    }

    /// Every file and folder listed counts, under each path a link gives it: the tree lists 7
    /// files and 7 folders (the link back up among them, though it is not read again).
    @Test func theLimitCountsFilesAndFoldersUnderEveryPath() throws {
        try Self.withTree { root throws in
            #expect(try regularFiles(under: root, followingLinks: true, limit: 14)?.count == 7)
            #expect(throws: ListingLimitReached.self) { try regularFiles(under: root, followingLinks: true, limit: 13) }
            // Without links: a, a/b, a/b/c, elsewhere and 4 files.
            #expect(try regularFiles(under: root, limit: 8)?.count == 4)
            #expect(throws: ListingLimitReached.self) { try regularFiles(under: root, limit: 7) }
        }
    }
}
