import Foundation
import Testing
@testable import TokenCompiler
@testable import SwiftOutput

/// Finding the token files of a tokens folder through symbolic links (the listing itself:
/// `RegularFilesTests`).
@Suite struct TokenFileDiscoveryTests {
    @Test func linkedFilesAndFoldersAreFound() throws {
        let manager = FileManager.default
        let root = manager.temporaryDirectory.appendingPathComponent("tokenc-discovery-\(UUID().uuidString)").path
        defer { try? manager.removeItem(atPath: root) }
        try manager.createDirectory(atPath: root + "/tokens/brands", withIntermediateDirectories: true)
        try manager.createDirectory(atPath: root + "/shared/color", withIntermediateDirectories: true)
        #expect(manager.createFile(atPath: root + "/shared/acme.json", contents: Data("{}".utf8)))
        #expect(manager.createFile(atPath: root + "/shared/color/palette.json", contents: Data("{}".utf8)))
        try manager.createSymbolicLink(atPath: root + "/tokens/brands/acme.json", withDestinationPath: "../../shared/acme.json")
        try manager.createSymbolicLink(atPath: root + "/tokens/color", withDestinationPath: root + "/shared/color")
        let files = try TokenFiles.discover(at: root + "/tokens").get()
        #expect(files.base == [root + "/tokens/color/palette.json"])
        #expect(files.brands == ["acme": [root + "/tokens/brands/acme.json"]])
    }

    @Test func aLinkToNothingAmongTheTokenFilesIsAnErrorNamingItsTarget() throws {
        let manager = FileManager.default
        let root = manager.temporaryDirectory.appendingPathComponent("tokenc-discovery-\(UUID().uuidString)").path
        defer { try? manager.removeItem(atPath: root) }
        try manager.createDirectory(atPath: root, withIntermediateDirectories: true)
        #expect(manager.createFile(atPath: root + "/base.json", contents: Data(#"{"size": {"$type": "number", "$value": 1}}"#.utf8)))
        try manager.createSymbolicLink(atPath: root + "/moved.json", withDestinationPath: "../gone/moved.json")
        let report = validateTokens(at: root)
        #expect(report.diagnostics.map(\.message) == [
            "cannot read '\(root)/moved.json': it is a symbolic link to '../gone/moved.json', which does not exist",
        ])
        #expect(report.diagnostics.map(\.code) == [.unreadableFile])
    }
}
