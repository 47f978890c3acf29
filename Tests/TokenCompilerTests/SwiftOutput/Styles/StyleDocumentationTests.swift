import Foundation
import Testing

/// `Documentation/Styles.md` quotes the committed generated files; each excerpt must be current.
@Suite struct StyleDocumentationTests {
    /// (file, first line of the excerpt, the line that follows it); the excerpt ends before `end`.
    static let excerpts: [(file: String, start: String, end: String)] = [
        ("SwiftUI/Styles/ButtonStyles.swift", "/// The `primary` button style", "/// The `secondary` button style"),
        ("SwiftUI/Styles/TextFieldStyles.swift", "/// The `rounded` text field style", "#endif"),
        ("SwiftUI/Styles/ToggleStyles.swift", "/// Draws the `brand` toggle", "    @MainActor @ViewBuilder private var control"),
        ("SwiftUI/Styles/CardStyles.swift", "/// A card: ", "extension Card where"),
        ("SwiftUI/Components/Detail.swift", "/// A `detail`, the custom component", "extension Detail where"),
        ("SwiftUI/Components/Detail.swift", "/// The look of a `Detail`.", "/// Holds the style as a view's property"),
        ("SwiftUI/Components/Detail.swift", "/// The `plain` style of `Detail`", "/// The `inset` style of `Detail`"),
        ("SwiftUI/Components/Detail.swift", "/// Any `DetailStyle`", "/// Where the environment keeps"),
        ("SwiftUI/Components/MenuRow.swift", "/// The `standard` style of `MenuRow`", "extension MenuRowStyle where Self == StandardMenuRowStyle"),
    ]

    @Test(arguments: excerpts.indices)
    func stylesPageQuotesTheCommittedStyles(index: Int) throws {
        let (file, start, end) = Self.excerpts[index]
        let page = try TestPaths.documentation("Styles.md")
        let generated = try String(contentsOf: TestPaths.packageRoot.appendingPathComponent("Generated/" + file), encoding: .utf8)
        let from = try #require(generated.range(of: start), "\(file) has no '\(start)'")
        let to = try #require(generated.range(of: end, range: from.upperBound..<generated.endIndex), "\(file) has no '\(end)'")
        var excerpt = String(generated[from.lowerBound..<to.lowerBound])
        while excerpt.hasSuffix("\n") { excerpt.removeLast() }
        #expect(page.contains("```swift\n" + excerpt + "\n```\n"), "Styles.md's excerpt of \(file) starting '\(start)' differs from the committed file")
    }
}
