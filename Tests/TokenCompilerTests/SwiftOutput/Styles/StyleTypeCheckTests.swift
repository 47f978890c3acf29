import Foundation
import Testing
@testable import TokenCompiler
@testable import TokenModel
@testable import SwiftOutput

/// Every generated style and component type-checks against SwiftUI (the stand-in on Linux) in Swift 6
/// with warnings as errors, with and without `-default-isolation MainActor`, public and internal;
/// and app code using them (accessors, slot closures, a hand-written style) compiles.
@Suite struct StyleTypeCheckTests {
    static let matrix: [(Bool, AccessLevel)] = [(false, .public), (true, .public), (false, .internal), (true, .internal)]

    /// App code using the golden fixture's styles: every accessor, both initializers of the custom
    /// component, a hand-written style with `@Environment`, and the styles built off the main actor.
    static let goldenUsage = SourceFile(name: "GoldenUsage.swift", contents: """
        #if canImport(SwiftUI)
        import SwiftUI

        struct SignUp: View {
            @State private var name = ""
            @State private var on = false

            var body: some View {
                Card {
                    TextField("Name", text: $name).textFieldStyle(.rounded)
                    Toggle("On", isOn: $on).toggleStyle(.brand)
                    Label("Inbox", systemImage: "tray").labelStyle(.badge)
                    Button("Go") {}.buttonStyle(.primary).disabled(name.isEmpty)
                    Stat { Text("12") } unit: { Text("kg") }.statStyle(.compact)
                    Stat("12", unit: "kg").statStyle(.automatic)
                    Stat(String(name.count), unit: "chars").statStyle(Boxed())
                }
                .cardStyle(.elevated)
                .clipShape(theme.radius.mediumShape)
            }

            @Environment(\\.appTheme) private var theme
        }

        struct Boxed: StatStyle {
            @Environment(\\.colorScheme) private var colorScheme

            func makeBody(configuration: Configuration) -> some View {
                HStack { configuration.value; configuration.unit }
                    .background(colorScheme == .dark ? Color.black : Color.white)
            }
        }

        nonisolated func styles() -> (RoundedTextFieldStyle, AnyView) {
            (RoundedTextFieldStyle(), AnyView(Text("x").textFieldStyle(RoundedTextFieldStyle())))
        }
        #endif

        """)

    @Test(arguments: matrix)
    func goldenStylesTypeCheck(defaultIsolationMainActor: Bool, access: AccessLevel) throws {
        let report = access == .public
            ? StyleFixtures.golden
            : buildTheme(from: StyleFixtures.golden.validation, options: EmitOptions(access: access))
        #expect(report.succeeded)
        let result = try SwiftTypeChecker.typeCheck(
            files: EmitFixtures.sources(report.files) + [Self.goldenUsage],
            options: .init(defaultIsolationMainActor: defaultIsolationMainActor))
        #expect(result.succeeded, Comment(rawValue: result.description))
    }

    /// Keyword and digit variant names, deprecated properties and radii, gradient backgrounds,
    /// variants with one token (the defaults of a toggle), label icon positions, a horizontal
    /// one-slot component, two brands.
    @Test(arguments: matrix)
    func edgeCaseStylesTypeCheck(defaultIsolationMainActor: Bool, access: AccessLevel) throws {
        let report = access == .public
            ? StyleFixtures.edgeCases
            : buildTheme(from: StyleFixtures.edgeCases.validation, options: EmitOptions(access: access))
        #expect(report.succeeded, "\\(report.diagnostics)")
        let usage = SourceFile(name: "EdgeUsage.swift", contents: """
            #if canImport(SwiftUI)
            import SwiftUI

            struct EdgeScreen: View {
                @State private var on = false

                var body: some View {
                    VStack {
                        Button("a") {}.buttonStyle(.class)
                        Button("b") {}.buttonStyle(._2xl)
                        Button("c") {}.buttonStyle(.onlyRadius)
                        Button("d") {}.buttonStyle(.legacy)
                        TextField("e", text: .constant("")).textFieldStyle(.underlined)
                        Label("f", systemImage: "star").labelStyle(.stacked)
                        Label("g", systemImage: "star").labelStyle(.under)
                        Toggle("h", isOn: $on).toggleStyle(.minimal)
                        Badge { Text("i") }.badgeStyle(.onBrand)
                        Badge("j")
                    }
                    .cardStyle(.outlined)
                    .appTheme(.nova)
                }
            }
            #endif

            """)
        let result = try SwiftTypeChecker.typeCheck(
            files: EmitFixtures.sources(report.files) + [usage],
            options: .init(defaultIsolationMainActor: defaultIsolationMainActor))
        #expect(result.succeeded, Comment(rawValue: result.description))
    }

    /// Kind, variant and radius names full of comment closers, quotes, backslashes, line breaks and
    /// bidi controls reach the generated styles only as identifiers and escaped documentation.
    @Test func hostileNamesInjectNothing() throws {
        let report = buildJSON(#"""
            {
              "radius": { "a */ b\n\"c\u202e": { "$type": "dimension", "$value": { "value": 4, "unit": "px" } } },
              "component": {
                "button": {
                  "x */ evil() /* \"\\ \u2028 y": {
                    "foreground": { "$type": "color", "$value": { "colorSpace": "srgb", "components": [0, 0, 0] } },
                    "cornerRadius": { "$type": "dimension", "$value": { "value": 4, "unit": "px" } }
                  }
                },
                "my */ widget\u202e": {
                  "$extensions": { "dev.tokenc.component": { "slots": ["title"] } },
                  "\"quoted\" */": {
                    "title": { "foreground": { "$type": "color", "$value": { "colorSpace": "srgb", "components": [0, 0, 0] } } }
                  }
                }
              }
            }
            """#)
        #expect(report.succeeded, "\(report.diagnostics)")
        let files = StyleFixtures.styleFiles(report)
        #expect(files.map(\.path) == ["SwiftUI/AppTheme+Shapes.swift", "SwiftUI/Components/MyWidgetU202E.swift", "SwiftUI/Styles/ButtonStyles.swift"])
        for file in files {
            let code = file.contents.split(separator: "\n").filter { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("//") }
            #expect(!code.contains { $0.contains("evil()") || $0.contains("*/") }, "\(file.path)")
            #expect(!file.contents.unicodeScalars.contains { $0.value == 0x202E || $0.value == 0x2028 }, "\(file.path)")
        }
        let usage = SourceFile(name: "HostileUsage.swift", contents: """
            #if canImport(SwiftUI)
            import SwiftUI
            struct HostileScreen: View {
                var body: some View {
                    VStack {
                        Button("x") {}.buttonStyle(.xEvilU2028Y)
                        MyWidgetU202E { Text("t") }.myWidgetU202EStyle(.quoted)
                    }
                }
            }
            #endif

            """)
        let result = try SwiftTypeChecker.typeCheck(files: EmitFixtures.sources(report.files) + [usage])
        #expect(result.succeeded, Comment(rawValue: result.description))
    }

    /// The deprecated radius gets a deprecated shape: using it warns, with the token's message.
    @Test func deprecatedRadiusShapeWarnsAtTheUseSite() throws {
        let use = SourceFile(name: "UsesOldShape.swift", contents: """
            #if canImport(SwiftUI)
            import SwiftUI
            func corner(_ theme: AppTheme) -> RoundedRectangle { theme.radius.oldShape }
            #endif

            """)
        let result = try SwiftTypeChecker.typeCheck(files: EmitFixtures.sources(StyleFixtures.edgeCases.files) + [use])
        #expect(!result.succeeded)
        #expect(result.rawOutput.contains("'oldShape' is deprecated: Use radius.default."), Comment(rawValue: result.rawOutput))
        #expect(!result.rawOutput.contains("SwiftUI/"), Comment(rawValue: result.rawOutput))
    }

    /// A style named like SwiftUI's own (`.plain`) would be ambiguous; tokenc refuses it, and the
    /// stand-in shows why: the same declarations written by hand fail to compile at the call site.
    @Test func aCollidingAccessorIsAmbiguousInSwiftUI() throws {
        let colliding = SourceFile(name: "Colliding.swift", contents: """
            #if canImport(SwiftUI)
            import SwiftUI
            struct PlainLookingStyle: ButtonStyle {
                func makeBody(configuration: Configuration) -> some View { configuration.label }
            }
            extension ButtonStyle where Self == PlainLookingStyle {
                static var plain: PlainLookingStyle { PlainLookingStyle() }
            }
            struct V: View {
                var body: some View { Button("x") {}.buttonStyle(.plain) }
            }
            #endif

            """)
        let result = try SwiftTypeChecker.typeCheck(files: [colliding])
        #expect(!result.succeeded, "SwiftUI's PrimitiveButtonStyle.plain and a ButtonStyle.plain make .buttonStyle(.plain) ambiguous")
        #expect(result.rawOutput.contains("ambiguous use of 'plain'"), Comment(rawValue: result.rawOutput))
    }

    /// The usage files of `Fixtures/Usage` (the style articles' call sites among them) with the
    /// repository's generated code, against Apple's iOS 17.4 SDK at an iOS 16 deployment target:
    /// real signatures and availability. One module here, so `import DesignSystem` is dropped.
    @Test(.enabled(if: RealIOSSDK.isAvailable, "the iOS SDK is absent"))
    func usageExamplesTypeCheckAgainstTheRealSDK() throws {
        let usage = try EmitFixtures.usageExamples().map {
            SourceFile(name: $0.name, contents: $0.contents.replacingOccurrences(of: "import DesignSystem\n", with: ""))
        }
        #expect(usage.contains { $0.name == "ArticleStyles.swift" })
        let result = try RealIOSSDK.typeCheck(EmitFixtures.sources(EmitFixtures.repository.files) + usage)
        #expect(result.status == 0, Comment(rawValue: result.output))
    }
}
