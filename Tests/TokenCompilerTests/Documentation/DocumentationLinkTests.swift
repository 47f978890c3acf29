import Foundation
import Testing
import SwiftOutput

/// Every relative link of the README, the changelog and `Documentation/` leads to a file in the
/// repository and, with a `#fragment`, to a heading of that file; nothing links outside the
/// repository except by a public URL.
@Suite struct DocumentationLinkTests {
    /// The Markdown files a reader of the repository sees, relative to the package root.
    static let pages: [String] = {
        let documentation = (try? FileManager.default.contentsOfDirectory(
            atPath: TestPaths.packageRoot.appendingPathComponent("Documentation").path)) ?? []
        return ["README.md", "CHANGELOG.md"] + documentation.filter { $0.hasSuffix(".md") }.sorted().map { "Documentation/" + $0 }
    }()

    /// The targets of `[text](target)` links outside code blocks and code spans.
    static func links(in markdown: String) -> [String] {
        var links: [String] = []
        var inCodeBlock = false
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("```") { inCodeBlock.toggle() }
            if inCodeBlock { continue }
            let prose = line.split(separator: "`", omittingEmptySubsequences: false).enumerated()
                .filter { $0.offset.isMultiple(of: 2) }.map(\.element).joined(separator: " ")
            var rest = Substring(prose)
            while let open = rest.range(of: "](") {
                let after = rest[open.upperBound...]
                guard let close = after.firstIndex(of: ")") else { break }
                links.append(String(after[..<close]))
                rest = after[close...]
            }
        }
        return links
    }

    /// GitHub's anchor for each heading: lower-cased, punctuation but `-` and `_` dropped, spaces as `-`.
    static func anchors(in markdown: String) -> Set<String> {
        var anchors: Set<String> = []
        var inCodeBlock = false
        for line in markdown.split(separator: "\n") {
            if line.hasPrefix("```") { inCodeBlock.toggle() }
            guard !inCodeBlock, line.hasPrefix("#") else { continue }
            let title = line.drop { $0 == "#" }.trimmingCharacters(in: .whitespaces).lowercased()
            anchors.insert(String(title.compactMap { character -> Character? in
                if character == " " { return "-" }
                return character.isLetter || character.isNumber || character == "-" || character == "_" ? character : nil
            }))
        }
        return anchors
    }

    @Test(arguments: pages)
    func everyLinkLeadsToAFileAndHeadingOfTheRepository(_ page: String) throws {
        let url = TestPaths.packageRoot.appendingPathComponent(page)
        let text = try String(contentsOf: url, encoding: .utf8)
        let root = TestPaths.packageRoot.standardizedFileURL.path
        for link in Self.links(in: text) {
            if link.hasPrefix("https://") { continue }
            #expect(!link.contains("://") && !link.hasPrefix("mailto:"), "\(page) links to '\(link)', which is not a public https URL")
            let parts = link.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
            let target = parts[0].isEmpty ? url : url.deletingLastPathComponent().appendingPathComponent(parts[0]).standardizedFileURL
            #expect(target.path.hasPrefix(root + "/"), "\(page) links to '\(link)', outside the repository")
            #expect(FileManager.default.fileExists(atPath: target.path), "\(page) links to '\(link)', which does not exist")
            if parts.count == 2, target.pathExtension == "md", let linked = try? String(contentsOf: target, encoding: .utf8) {
                #expect(Self.anchors(in: linked).contains(parts[1]), "\(page) links to '\(link)', a heading that does not exist")
            }
        }
    }

    @Test func linksAndAnchorsAreFoundAsGitHubMakesThem() {
        #expect(Self.links(in: "See [a](A.md#b) and `[c](d)`.\n```\n[e](f)\n```\n[g](https://x.org)")
            == ["A.md#b", "https://x.org"])
        #expect(Self.anchors(in: "# Configuration: `tokenc.json`\n### `tokenc build`\n## Light, dark & more")
            == ["configuration-tokencjson", "tokenc-build", "light-dark--more"])
    }

    /// The README stays an introduction; the rest is in `Documentation/`.
    @Test func theReadmeIsShort() throws {
        let lines = try TestPaths.documentation("README.md").split(separator: "\n", omittingEmptySubsequences: false).count
        #expect(lines < 320)
    }

    /// What a contributor runs first, as the repository's hook requires the README to say.
    @Test func theReadmeShowsHowToRunTheToolAndTheTests() throws {
        let readme = try TestPaths.documentation("README.md")
        #expect(readme.contains("`swift run tokenc`"))
        #expect(readme.contains("`swift test`"))
    }
}
