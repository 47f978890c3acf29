import Foundation
import Testing
@testable import TokenCompiler

/// What `--watch` compares: a save while a build runs must still count as a change.
@Suite struct FileSnapshotTests {
    static func entry(_ seconds: TimeInterval, _ size: Int) -> FileSnapshot.Entry {
        FileSnapshot.Entry(modified: Date(timeIntervalSince1970: seconds), size: size)
    }

    @Test func aSnapshotAfterABuildKeepsTheEntriesFromBeforeIt() {
        let before = FileSnapshot(entries: ["a.json": Self.entry(1, 10), "gone.json": Self.entry(1, 5)])
        // Saved during the build, and a file the build newly reads.
        let after = FileSnapshot(entries: ["a.json": Self.entry(2, 12), "new.json": Self.entry(2, 3)])
        let kept = after.keepingEntries(of: before)
        #expect(kept.entries == ["a.json": Self.entry(1, 10), "new.json": Self.entry(2, 3)])
        #expect(after.changes(since: kept) == ["a.json"])
    }
}
