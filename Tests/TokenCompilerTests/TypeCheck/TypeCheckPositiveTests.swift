import Foundation
import Testing

/// Code shaped like tokenc's output, and app code using it, must type-check against SwiftUI in Swift 6 —
/// with the default (nonisolated) and with main-actor default isolation, warnings as errors.
@Suite struct TypeCheckPositiveTests {
    static let fixtures = TestSourceTree.fixturesDirectory.appendingPathComponent("TypeCheck", isDirectory: true)

    @Test(arguments: [false, true])
    func generatedThemeAndUsageTypeCheck(defaultIsolationMainActor: Bool) throws {
        let files = try SourceFile.all(in: Self.fixtures)
        #expect(files.map(\.name) == ["GeneratedTheme.swift", "UsageExample.swift"])
        let result = try SwiftTypeChecker.typeCheck(
            files: files,
            options: .init(defaultIsolationMainActor: defaultIsolationMainActor)
        )
        #expect(result.succeeded, Comment(rawValue: result.description))
    }

    /// The stand-in must not be stricter than SwiftUI: modifiers, value types, Shape conformers,
    /// TextFieldStyle values and environment reads are all usable off the main actor in Apple's SDK.
    @Test func nonisolatedCodeCanBuildViewsAndValues() throws {
        let source = SourceFile(name: "Nonisolated.swift", contents: """
            import SwiftUI

            struct Theme: Sendable { var accent: Color; var radius: CGFloat }
            struct ThemeKey: EnvironmentKey { static let defaultValue = Theme(accent: .blue, radius: 8) }
            extension EnvironmentValues {
                var theme: Theme {
                    get { self[ThemeKey.self] }
                    set { self[ThemeKey.self] = newValue }
                }
            }

            // View modifiers are nonisolated.
            nonisolated func decorated(_ title: String, theme: Theme) -> some View {
                Text(title)
                    .font(.system(size: 12, weight: .semibold))
                    .foregroundStyle(theme.accent)
                    .padding(.vertical, 4)
                    .background(theme.accent.opacity(0.1), in: RoundedRectangle(cornerRadius: theme.radius))
                    .overlay(alignment: .center) { Capsule().strokeBorder(theme.accent, lineWidth: 1) }
                    .environment(\\.theme, theme)
            }

            // Container and control initializers are nonisolated.
            nonisolated func row(name: Binding<String>) -> some View {
                HStack(spacing: 8) {
                    Text("Name")
                    Spacer()
                    TextField("Name", text: name)
                    Toggle("On", isOn: .constant(true))
                    Button("Go") {}
                }
            }

            // A Shape conformer is not main-actor although Shape refines View.
            struct Diamond: Shape {
                func path(in rect: CGRect) -> Path { Path(rect) }
            }
            nonisolated func diamondPath() -> Path { Diamond().path(in: .zero) }

            // TextFieldStyle is not main-actor: its built-in values can be made anywhere.
            nonisolated func fieldStyle() -> some TextFieldStyle { .roundedBorder }

            // EnvironmentKey.defaultValue has no Sendable bound: a computed non-Sendable default is fine.
            final class Counter { var count = 0 }
            struct CounterKey: EnvironmentKey { static var defaultValue: Counter { Counter() } }

            nonisolated func theme(in environment: EnvironmentValues) -> Theme { environment.theme }
            """)
        let result = try SwiftTypeChecker.typeCheck(files: [source])
        #expect(result.succeeded, Comment(rawValue: result.description))
    }

    /// The snippets the negative tests start from, written correctly, so that each negative fails for the
    /// reason it names and not for a mistake around it.
    @Test(arguments: TypeCheckNegativeTests.cases.map(\.name))
    func correctedNegativeTypeChecks(name: String) throws {
        let negative = try #require(TypeCheckNegativeTests.cases.first { $0.name == name })
        let result = try SwiftTypeChecker.typeCheck(
            files: [SourceFile(name: "Corrected.swift", contents: negative.corrected)],
            options: negative.options
        )
        #expect(result.succeeded, Comment(rawValue: result.description))
    }
}
