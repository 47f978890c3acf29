import Foundation
import Testing
@testable import TokenCompiler
@testable import TokenModel
@testable import SwiftOutput

/// The generated shape of one style of each kind, fixed as text: `Fixtures/Styles/golden/tokens.json`
/// gives exactly the files in `golden/expected` (`.golden` appended to each path). Run with
/// `TOKENC_UPDATE_GOLDEN=1` to rewrite them after a deliberate change, and review the diff.
@Suite struct StyleGoldenTests {
    static let paths = [
        "SwiftUI/AppTheme+Shapes.swift",
        "SwiftUI/Components/Stat.swift",
        "SwiftUI/Styles/ButtonStyles.swift",
        "SwiftUI/Styles/CardStyles.swift",
        "SwiftUI/Styles/LabelStyles.swift",
        "SwiftUI/Styles/TextFieldStyles.swift",
        "SwiftUI/Styles/ToggleStyles.swift",
    ]

    @Test func theGoldenFixtureGeneratesOneFilePerKind() {
        let report = StyleFixtures.golden
        #expect(report.diagnostics.isEmpty, "\(report.diagnostics)")
        #expect(StyleFixtures.styleFiles(report).map(\.path) == Self.paths)
    }

    @Test(arguments: paths)
    func generatedTextMatchesTheGoldenFile(path: String) throws {
        let file = try #require(StyleFixtures.golden.files.first { $0.path == path })
        let expected = StyleFixtures.goldenExpected.appendingPathComponent(path + ".golden")
        if ProcessInfo.processInfo.environment["TOKENC_UPDATE_GOLDEN"] == "1" {
            try FileManager.default.createDirectory(at: expected.deletingLastPathComponent(), withIntermediateDirectories: true)
            try file.contents.write(to: expected, atomically: true, encoding: .utf8)
        }
        let golden = try String(contentsOf: expected, encoding: .utf8)
        #expect(file.contents == golden, "\(path) differs from its golden file; diff it against \(expected.path)")
    }

    /// The pieces every style must have, checked on the text so a failure names what is missing.
    @Test func stylesConformExactlyAndReadTheThemeFromTheEnvironment() throws {
        let files = Dictionary(uniqueKeysWithValues: StyleFixtures.golden.files.map { ($0.path, $0.contents) })
        let button = try #require(files["SwiftUI/Styles/ButtonStyles.swift"])
        #expect(button.contains("public struct PrimaryButtonStyle: ButtonStyle {"))
        #expect(button.contains("public func makeBody(configuration: Configuration) -> some View {"))
        #expect(button.contains("extension ButtonStyle where Self == PrimaryButtonStyle {"))
        #expect(button.contains("@MainActor @preconcurrency public static var primary: PrimaryButtonStyle { PrimaryButtonStyle() }"))
        #expect(button.contains("@Environment(\\.appTheme) private var theme"))
        #expect(button.contains("@Environment(\\.isEnabled) private var isEnabled"))
        #expect(button.contains(".opacity(isEnabled ? (configuration.isPressed ? tokens.pressedOpacity : (isHovered ? 0.9 : 1)) : tokens.disabledOpacity)"))
        #expect(button.contains("configuration.label"))
        let textField = try #require(files["SwiftUI/Styles/TextFieldStyles.swift"])
        #expect(textField.contains("nonisolated public struct RoundedTextFieldStyle: TextFieldStyle {"))
        #expect(textField.contains("public func _body(configuration: TextField<Self._Label>) -> some View {"))
        #expect(textField.contains("nonisolated extension TextFieldStyle where Self == RoundedTextFieldStyle {"))
        let card = try #require(files["SwiftUI/Styles/CardStyles.swift"])
        #expect(card.contains("public struct Card<Label: View>: View {"))
        #expect(card.contains("public struct CardStyleConfiguration {"))
        #expect(card.contains("public protocol CardStyle: DynamicProperty {"))
        #expect(card.contains("nonisolated public func cardStyle<S: CardStyle>(_ style: S) -> some View {"))
        #expect(card.contains("extension CardStyle where Self == ElevatedCardStyle {"))
        #expect(card.contains("@available(*, deprecated, message: \"use Card { … }.cardStyle(_:), which the views inside inherit\")\n    public func card<S: CardStyle>(_ style: S) -> some View {"))
        let stat = try #require(files["SwiftUI/Components/Stat.swift"])
        #expect(stat.contains("public struct Stat<Value: View, Unit: View>: View {"))
        #expect(stat.contains("public protocol StatStyle: DynamicProperty {"))
        #expect(stat.contains("nonisolated public func statStyle<S: StatStyle>(_ style: S) -> some View {"))
        // `.automatic` is the default, as for SwiftUI's own styles.
        #expect(stat.contains("static var defaultValue: AnyStatStyle { AnyStatStyle(DefaultStatStyle()) }"))
        #expect(card.contains("static var defaultValue: AnyCardStyle { AnyCardStyle(DefaultCardStyle()) }"))
        // Public, so an app can build a configuration to test a style and read the style in the environment.
        #expect(stat.contains("nonisolated public init(value: StatStyleConfiguration.Value, unit: StatStyleConfiguration.Unit) {"))
        #expect(stat.contains("nonisolated public init<Content: SwiftUI.View>(_ content: Content) {"))
        #expect(stat.contains("public var statStyle: AnyStatStyle {"))
        // Equatable, so that SwiftUI does not update the views that read an equal style set again.
        #expect(stat.contains("nonisolated public struct AnyStatStyle: StatStyle, Equatable {"))
        #expect(stat.contains("public struct CompactStatStyle: StatStyle, Equatable {"))
        #expect(stat.contains("nonisolated public static func == (lhs: CompactStatStyle, rhs: CompactStatStyle) -> Bool {\n        true\n    }"))
    }

    /// `--access internal` drops every `public`, nothing else.
    @Test func internalAccessDropsPublic() throws {
        let report = buildTheme(from: StyleFixtures.golden.validation, options: EmitOptions(access: .internal))
        for file in StyleFixtures.styleFiles(report) {
            #expect(!file.contents.contains("public "), "\(file.path)")
            let original = try #require(StyleFixtures.golden.files.first { $0.path == file.path })
            #expect(file.contents == original.contents.replacingOccurrences(of: "public ", with: ""), "\(file.path)")
        }
    }

    /// Nothing under `component`, no radius: no style files at all.
    @Test func noComponentsNoStyleFiles() {
        let report = buildJSON(#"{ "gap": { "$type": "dimension", "$value": { "value": 2, "unit": "px" } } }"#)
        #expect(report.succeeded)
        #expect(StyleFixtures.styleFiles(report).isEmpty)
    }
}
