import Foundation
import Testing

/// The README's usage snippets are the type-checked files in `Fixtures/Usage`: every region between
/// `// README: <name>` and `// README: end` appears in the README verbatim.
@Suite struct ReadmeSnippetTests {
    static func regions() throws -> [String: String] {
        var regions: [String: String] = [:]
        for file in try EmitFixtures.usageExamples() {
            var name: String?
            var lines: [String] = []
            for line in file.contents.split(separator: "\n", omittingEmptySubsequences: false) {
                let trimmed = line.trimmingCharacters(in: .whitespaces)
                if trimmed.hasPrefix("// README: ") {
                    let marker = String(trimmed.dropFirst("// README: ".count))
                    if marker == "end", let current = name {
                        regions[current] = lines.joined(separator: "\n")
                        name = nil
                        lines = []
                    } else {
                        name = marker
                    }
                } else if name != nil {
                    lines.append(String(line))
                }
            }
        }
        return regions
    }

    @Test func readmeShowsTheTypeCheckedUsageExamples() throws {
        let readme = try String(contentsOf: TestPaths.packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
        let regions = try Self.regions()
        #expect(regions.keys.sorted() == ["components", "core", "environment", "shapes", "styles", "values"])
        for (name, text) in regions {
            #expect(readme.contains("```swift\n" + text + "\n```\n"), "the README's '\(name)' snippet differs from Fixtures/Usage")
        }
    }

    /// The README quotes a generated file; it must be the committed one.
    @Test func readmeQuotesTheCommittedOutput() throws {
        let readme = try String(contentsOf: TestPaths.packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
        let radius = try String(contentsOf: TestPaths.packageRoot.appendingPathComponent("Generated/Tokens/AppTheme+Radius.swift"), encoding: .utf8)
        let body = radius.split(separator: "\n", maxSplits: 3, omittingEmptySubsequences: false)[3]
        #expect(readme.contains("```swift\n" + body + "```\n"))
    }
}
