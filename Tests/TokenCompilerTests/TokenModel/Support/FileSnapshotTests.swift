import Foundation
import Testing
@testable import TokenCompiler
@testable import TokenModel

/// What `--watch` compares: a save while a build runs must still count as a change, and any
/// difference of status is one.
@Suite struct FileSnapshotTests {
    static func status(inode: UInt64 = 1, modified: Int64, size: Int64) -> FileStatus {
        FileStatus(device: 1, inode: inode, size: size, modified: modified, changed: modified, owner: 0)
    }

    @Test func aSnapshotAfterABuildKeepsTheStatusesFromBeforeIt() {
        let before = FileSnapshot(statuses: ["a.json": Self.status(modified: 1, size: 10), "gone.json": Self.status(modified: 1, size: 5)])
        // Saved during the build, and a file the build newly reads.
        let after = FileSnapshot(statuses: ["a.json": Self.status(modified: 2, size: 12), "new.json": Self.status(modified: 2, size: 3)])
        let kept = after.keepingStatuses(of: before)
        #expect(kept.statuses == ["a.json": Self.status(modified: 1, size: 10), "new.json": Self.status(modified: 2, size: 3)])
        #expect(after.changes(since: kept) == ["a.json"])
    }

    /// A file renamed over another with the same size and times is a change: it is another inode.
    @Test func anotherInodeIsAChange() {
        let before = FileSnapshot(statuses: ["a.json": Self.status(inode: 1, modified: 1, size: 10)])
        let after = FileSnapshot(statuses: ["a.json": Self.status(inode: 2, modified: 1, size: 10)])
        #expect(after.changes(since: before) == ["a.json"])
        #expect(before.changes(since: before).isEmpty)
    }

    /// Taken through links, under the link's path; a file that cannot be `stat`ed has no status.
    @Test func statusesAreTakenThroughLinks() throws {
        let manager = FileManager.default
        let root = manager.temporaryDirectory.appendingPathComponent("tokenc-snapshot-\(UUID().uuidString)").path
        try manager.createDirectory(atPath: root, withIntermediateDirectories: true)
        defer { try? manager.removeItem(atPath: root) }
        #expect(manager.createFile(atPath: root + "/target.json", contents: Data("{}".utf8)))
        try manager.createSymbolicLink(atPath: root + "/link.json", withDestinationPath: "target.json")
        try manager.createSymbolicLink(atPath: root + "/broken.json", withDestinationPath: "nowhere.json")
        let snapshot = FileSnapshot(of: [root + "/link.json", root + "/broken.json", root + "/missing.json"])
        #expect(snapshot.statuses == [root + "/link.json": FileStatus(path: root + "/target.json")!])
    }
}
