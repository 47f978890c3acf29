import Foundation
import Testing
import SwiftOutput

/// Snippets that real SwiftUI rejects must fail here too; each case says why Apple's SDK rejects it. If one
/// passes, the stand-in is too permissive (usually a wrong attribute): fix the stand-in, keep the test.
@Suite struct TypeCheckNegativeTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        /// The snippet that must fail.
        var source: String
        /// The same snippet written correctly; must type-check (see TypeCheckPositiveTests).
        var corrected: String
        /// A fragment of the compiler's error.
        var expected: String
        var options = SwiftTypeChecker.Options()
        /// The stand-in is deliberately stricter than Apple here; skipped where the real SDK is used (macOS).
        var onlyAgainstStandIn = false
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        // No such modifier anywhere in SwiftUI.
        Case(
            name: "modifier that does not exist",
            source: """
            import SwiftUI
            struct V: View { var body: some View { Text("x").fooBar() } }
            """,
            corrected: """
            import SwiftUI
            struct V: View { var body: some View { Text("x").bold() } }
            """,
            expected: "value of type 'Text' has no member 'fooBar'"
        ),
        // padding's overloads take an unlabelled first argument (`padding(_:)`, `padding(_:_:)`).
        Case(
            name: "wrong argument label",
            source: """
            import SwiftUI
            struct V: View { var body: some View { Text("x").padding(all: 3) } }
            """,
            corrected: """
            import SwiftUI
            struct V: View { var body: some View { Text("x").padding(.all, 3) } }
            """,
            expected: "extraneous argument label 'all:' in call"
        ),
        // buttonStyle(_:) takes a ButtonStyle or a PrimitiveButtonStyle; a LabelStyle is neither.
        Case(
            name: "buttonStyle given a LabelStyle",
            source: """
            import SwiftUI
            struct Badge: LabelStyle { func makeBody(configuration: Configuration) -> some View { configuration.title } }
            struct V: View { var body: some View { Button("x") {}.buttonStyle(Badge()) } }
            """,
            corrected: """
            import SwiftUI
            struct Badge: LabelStyle { func makeBody(configuration: Configuration) -> some View { configuration.title } }
            struct V: View { var body: some View { Label("x", systemImage: "star").labelStyle(Badge()) } }
            """,
            expected: "no exact matches in call to instance method 'buttonStyle'"
        ),
        // Swift 6: a nonisolated `static var` is global mutable state. (Under `-default-isolation MainActor`
        // it would be main-actor-isolated and accepted, hence the default options.)
        Case(
            name: "non-Sendable mutable static",
            source: """
            import SwiftUI
            final class ThemeStore { var accent = Color.red }
            enum Shared { static var store = ThemeStore() }
            """,
            corrected: """
            import SwiftUI
            final class ThemeStore { var accent = Color.red }
            enum Shared { @MainActor static var store = ThemeStore() }
            """,
            expected: "static property 'store' is not concurrency-safe because it is nonisolated global shared mutable state"
        ),
        // EnvironmentKey.defaultValue has no Sendable bound (iOS 18 SDK), but the conformer's `static let` is
        // a global: Swift 6 rejects it because the class is not Sendable, not because of the protocol.
        Case(
            name: "EnvironmentKey default of a non-Sendable class",
            source: """
            import SwiftUI
            final class ThemeBox { var accent = Color.red }
            struct ThemeBoxKey: EnvironmentKey { static let defaultValue = ThemeBox() }
            """,
            corrected: """
            import SwiftUI
            final class ThemeBox { var accent = Color.red }
            struct ThemeBoxKey: EnvironmentKey { static var defaultValue: ThemeBox { ThemeBox() } }
            """,
            expected: "static property 'defaultValue' is not concurrency-safe because non-'Sendable' type 'ThemeBox' may have shared mutable state"
        ),
        // ButtonStyle is `@MainActor @preconcurrency`, so a conformer declared with it is main-actor and so is
        // its explicit init. Because the isolation is inferred from a @preconcurrency protocol, Swift 6 reports
        // the call as a warning; `-warnings-as-errors` makes it fail, as it does in an app built that way.
        Case(
            name: "main-actor style initializer called from nonisolated code",
            source: """
            import SwiftUI
            struct Outline: ButtonStyle {
                init() {}
                func makeBody(configuration: Configuration) -> some View { configuration.label }
            }
            nonisolated func makeOutline() -> Outline { Outline() }
            """,
            corrected: """
            import SwiftUI
            struct Outline: ButtonStyle {
                init() {}
                func makeBody(configuration: Configuration) -> some View { configuration.label }
            }
            @MainActor func makeOutline() -> Outline { Outline() }
            """,
            expected: "call to main actor-isolated initializer 'init()' in a synchronous nonisolated context"
        ),
        // TextFieldStyle's only requirement, `_body(configuration:)`, has no default.
        Case(
            name: "TextFieldStyle without _body",
            source: """
            import SwiftUI
            struct Field: TextFieldStyle {}
            """,
            corrected: """
            import SwiftUI
            struct Field: TextFieldStyle {
                func _body(configuration: TextField<Self._Label>) -> some View { configuration.padding(4) }
            }
            """,
            expected: "type 'Field' does not conform to protocol 'TextFieldStyle'"
        ),
        // Color(_:red:green:blue:opacity:) — `blu:` is no label of it.
        Case(
            name: "Color with a wrong label",
            source: """
            import SwiftUI
            let accent = Color(.displayP3, red: 1, green: 0.2, blu: 0.4)
            """,
            corrected: """
            import SwiftUI
            let accent = Color(.displayP3, red: 1, green: 0.2, blue: 0.4)
            """,
            expected: "incorrect argument label in call (have '_:red:green:blu:', expected '_:red:green:blue:')"
        ),
        // ColorScheme is not @frozen and SwiftUI is built with library evolution: a switch over it needs
        // `@unknown default` (a warning, so an error here).
        Case(
            name: "switch over ColorScheme without @unknown default",
            source: """
            import SwiftUI
            func label(for scheme: ColorScheme) -> String {
                switch scheme {
                case .light: return "light"
                case .dark: return "dark"
                }
            }
            """,
            corrected: """
            import SwiftUI
            func label(for scheme: ColorScheme) -> String {
                switch scheme {
                case .light: return "light"
                case .dark: return "dark"
                @unknown default: return "other"
                }
            }
            """,
            expected: "switch covers known cases, but 'ColorScheme' may have additional unknown values"
        ),
        // The built-in `.plain` is a PrimitiveButtonStyle accessor; a generated ButtonStyle accessor with the
        // same name makes `.buttonStyle(.plain)` match both buttonStyle overloads. This is the collision
        // tokenc must avoid when it names style accessors.
        Case(
            name: "style accessor colliding with a built-in one",
            source: """
            import SwiftUI
            struct Mine: ButtonStyle { func makeBody(configuration: Configuration) -> some View { configuration.label } }
            extension ButtonStyle where Self == Mine { static var plain: Mine { Mine() } }
            struct V: View { var body: some View { Button("x") {}.buttonStyle(.plain) } }
            """,
            corrected: """
            import SwiftUI
            struct Mine: ButtonStyle { func makeBody(configuration: Configuration) -> some View { configuration.label } }
            extension ButtonStyle where Self == Mine { static var mine: Mine { Mine() } }
            struct V: View { var body: some View { Button("x") {}.buttonStyle(.mine).buttonStyle(.plain) } }
            """,
            expected: "ambiguous use of 'plain'"
        ),
        // Deliberately stricter than Apple (see Modifiers.swift): cornerRadius is deprecated "in a future
        // version" in the SDK, which Xcode does not warn about; the stand-in warns so generated code avoids it.
        Case(
            name: "deprecated cornerRadius",
            source: """
            import SwiftUI
            struct V: View { var body: some View { Text("x").cornerRadius(8) } }
            """,
            corrected: """
            import SwiftUI
            struct V: View { var body: some View { Text("x").clipShape(RoundedRectangle(cornerRadius: 8)) } }
            """,
            expected: "'cornerRadius(_:antialiased:)' is deprecated",
            onlyAgainstStandIn: true
        ),
    ]

    @Test(arguments: cases)
    func rejected(_ negative: Case) throws {
        #if os(macOS)
        if negative.onlyAgainstStandIn { return }
        #endif
        let result = try SwiftTypeChecker.typeCheck(
            files: [SourceFile(name: "Snippet.swift", contents: negative.source)],
            options: negative.options
        )
        #expect(!result.succeeded, "expected a type error for \(negative.name), but it type-checked")
        #expect(result.diagnostics.contains(negative.expected), "\(result.diagnostics)")
    }
}
