import Foundation

/// Folders of this repository's test tree, found from this file's own path (`#filePath`), so tests work
/// from any working directory.
enum TestSourceTree {
    /// `<repo>/Tests`
    static let testsDirectory: URL = {
        var url = URL(fileURLWithPath: #filePath)
        while url.lastPathComponent != "Tests" {
            let parent = url.deletingLastPathComponent()
            precondition(parent.path != url.path, "\(#filePath) is not inside a Tests folder")
            url = parent
        }
        return url
    }()

    /// `<repo>/Tests/StandIns/SwiftUI`: the SwiftUI stand-in's sources (outside any SwiftPM target).
    static var swiftUIStandInDirectory: URL {
        testsDirectory.appendingPathComponent("StandIns/SwiftUI", isDirectory: true)
    }

    /// `<repo>/Tests/TokenCompilerTests/Fixtures`: files tests read; excluded from the test target.
    static var fixturesDirectory: URL {
        testsDirectory.appendingPathComponent("TokenCompilerTests/Fixtures", isDirectory: true)
    }

    /// Every `.swift` file under `directory`, recursively, sorted by relative path.
    static func swiftFiles(in directory: URL) throws -> [URL] {
        let root = directory.standardizedFileURL.resolvingSymlinksInPath()
        guard let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil) else {
            throw CocoaError(.fileReadNoSuchFile, userInfo: [NSFilePathErrorKey: root.path])
        }
        return enumerator
            .compactMap { $0 as? URL }
            .filter { $0.pathExtension == "swift" }
            .sorted { $0.path < $1.path }
    }
}
