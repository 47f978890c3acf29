import Foundation
import Testing
import TokencCLI

/// `tokenc --version` and `CHANGELOG.md` name the same release, in Semantic Versioning's form.
struct VersionTests {
    /// The versions of the changelog's `## [x.y.z] - date` headings, newest first (not Unreleased).
    static func releasedVersions() throws -> [String] {
        let changelog = try String(contentsOf: TestPaths.packageRoot.appendingPathComponent("CHANGELOG.md"), encoding: .utf8)
        return changelog.split(separator: "\n").compactMap { line -> String? in
            guard line.hasPrefix("## ["), let close = line.firstIndex(of: "]") else { return nil }
            let version = line[line.index(line.startIndex, offsetBy: 4)..<close]
            return version == "Unreleased" ? nil : String(version)
        }
    }

    @Test func theVersionIsTheChangelogsLatestRelease() throws {
        let latest = try #require(try Self.releasedVersions().first, "CHANGELOG.md has no released version")
        #expect(TokencVersion.current == latest)
    }

    @Test func theChangelogKeepsAnUnreleasedSectionAboveTheReleases() throws {
        let changelog = try String(contentsOf: TestPaths.packageRoot.appendingPathComponent("CHANGELOG.md"), encoding: .utf8)
        let unreleased = try #require(changelog.range(of: "\n## [Unreleased]\n"))
        let latest = try #require(changelog.range(of: "\n## [\(TokencVersion.current)] - "))
        #expect(unreleased.lowerBound < latest.lowerBound)
    }

    @Test func everyReleaseIsASemanticVersionNewerThanTheOneBelowIt() throws {
        let versions = try Self.releasedVersions().map { version in
            let parts = version.split(separator: ".", omittingEmptySubsequences: false).compactMap { Int($0) }
            #expect(parts.count == 3 && version.allSatisfy { $0.isASCII && ($0.isNumber || $0 == ".") },
                    "'\(version)' is not MAJOR.MINOR.PATCH")
            return parts
        }
        for (newer, older) in zip(versions, versions.dropFirst()) {
            #expect(newer.lexicographicallyPrecedes(older) == false && newer != older, "\(newer) is listed above \(older)")
        }
    }
}
