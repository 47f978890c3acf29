import Foundation
import Testing
import TokenModel

/// The usage snippets of the README and `Documentation/` are the type-checked files in
/// `Fixtures/Usage`: every region between `// Snippet: <name>` and `// Snippet: end` appears
/// verbatim on the page that shows it.
@Suite struct DocumentationSnippetTests {
    /// Which page shows each snippet.
    static let pages = [
        "intro": "README.md", "environment": "GeneratedAPI.md", "values": "GeneratedAPI.md", "core": "GeneratedAPI.md",
        "custom": "GeneratedAPI.md", "color-slots": "GeneratedAPI.md", "fixed-mode": "GeneratedAPI.md", "inline-typography": "GeneratedAPI.md",
        "theme-json": "GeneratedAPI.md", "live-tokens": "GeneratedAPI.md", "live-tokens-uikit": "GeneratedAPI.md",
        "live-tokens-device": "GeneratedAPI.md",
        "styles": "Styles.md", "shapes": "Styles.md", "components": "Styles.md", "cards": "Styles.md", "states": "Styles.md",
        "configurations": "Styles.md", "data": "Styles.md", "composition": "Styles.md", "readme-styles": "README.md",
        "shape-styles": "README.md", "reading": "README.md",
        "uikit": "GeneratedAPI.md", "uikit-fixed": "GeneratedAPI.md", "uikit-theme": "GeneratedAPI.md", "uikit-trait": "GeneratedAPI.md", "appkit": "GeneratedAPI.md",
        "symbols-swiftui": "GeneratedAPI.md", "symbols-uikit": "GeneratedAPI.md",
    ]

    static func regions() throws -> [String: String] {
        var regions: [String: String] = [:]
        for file in try EmitFixtures.usageExamples() {
            var name: String?
            var lines: [String] = []
            for line in file.contents.split(separator: "\n", omittingEmptySubsequences: false) {
                let trimmed = line.trimmingCharacters(in: .whitespaces)
                if trimmed.hasPrefix("// Snippet: ") {
                    let marker = String(trimmed.dropFirst("// Snippet: ".count))
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

    @Test func thePagesShowTheTypeCheckedUsageExamples() throws {
        let regions = try Self.regions()
        #expect(regions.keys.sorted() == Self.pages.keys.sorted())
        for (name, text) in regions {
            let page = try #require(Self.pages[name])
            #expect(try TestPaths.documentation(page).contains("```swift\n" + text + "\n```\n"), "\(page)'s '\(name)' snippet differs from Fixtures/Usage")
        }
    }

    /// The README shows the SwiftUI, UIKit and live tokens examples of GeneratedAPI.md too.
    @Test(arguments: ["environment", "uikit", "live-tokens"])
    func theReadmeShowsTheExample(_ name: String) throws {
        let text = try #require(try Self.regions()[name])
        #expect(try TestPaths.documentation("README.md").contains("```swift\n" + text + "\n```\n"))
    }

    /// GeneratedAPI.md quotes a generated file; it must be the committed one.
    @Test func theGeneratedAPIPageQuotesTheCommittedOutput() throws {
        let page = try TestPaths.documentation("GeneratedAPI.md")
        let radius = try String(contentsOf: TestPaths.packageRoot.appendingPathComponent("Generated/Tokens/AppTheme+Radius.swift"), encoding: .utf8)
        let body = radius.split(separator: "\n", maxSplits: 3, omittingEmptySubsequences: false)[3]
        #expect(page.contains("```swift\n" + body + "```\n"))
    }
}
