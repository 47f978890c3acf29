import Foundation
import Testing
@testable import TokenCompiler
@testable import TokenModel
@testable import SwiftOutput

/// Components with data, styles set inside styles, and the equality of a type-erased style
/// (`Fixtures/Styles/composition`): the generated text, a type-check of app code against it, and
/// the equality run on this machine.
@Suite struct StyleCompositionTests {
    static let report: BuildReport = buildTheme(at: StyleFixtures.root.appendingPathComponent("composition").path)

    static func file(_ path: String) throws -> String {
        try #require(report.files.first { $0.path == path }?.contents, "no \(path)")
    }

    /// App code in the articles' shape: data in the initializers (the text initializer's trailing
    /// closure is not offered, since the last data is a boolean), a configuration with data built
    /// by hand, an app-written style wrapping a generated one, and `==` off the main actor.
    static let usage = SourceFile(name: "CompositionUsage.swift", contents: """
        #if canImport(SwiftUI)
        import SwiftUI

        struct Inbox: View {
            @State private var opened = 0

            var body: some View {
                VStack {
                    Tile("Inbox", count: 3, onOpen: { opened += 1 }, label: "inbox", onClose: {}, isNew: true)
                    Tile(count: 1, onOpen: {}, label: "sent", onClose: {}, isNew: false) { Image(systemName: "paperplane") }
                    Badge("New", value2: "new")
                    Card { Button("Open") {} }
                    Label("Mail", systemImage: "envelope").labelStyle(.onBrand)
                }
                .tileStyle(.faded)
            }
        }

        /// The generated style, stored so that SwiftUI updates its environment, drawn faded when not new.
        struct FadedTileStyle: TileStyle {
            private let plain = PlainTileStyle()

            func makeBody(configuration: Configuration) -> some View {
                plain.makeBody(configuration: configuration)
                    .opacity(configuration.isNew ? 1 : 0.5)
                    .overlay(alignment: .topTrailing) { Button("Close", action: configuration.onClose) }
            }
        }

        extension TileStyle where Self == FadedTileStyle {
            static var faded: FadedTileStyle { FadedTileStyle() }
        }

        struct TileSnapshot: View {
            let configuration = TileStyleConfiguration(
                count: 2, onOpen: {}, label: "drafts", onClose: {}, isNew: true, title: .init(Text("Drafts")))
            @Environment(\\.tileStyle) private var style

            var body: some View {
                style.makeBody(configuration: configuration)
                Text(verbatim: "\\(configuration.count) \\(configuration.label) \\(type(of: style.base))")
            }
        }

        nonisolated func sameStyles() -> [Bool] {
            [
                AnyTileStyle(PlainTileStyle()) == AnyTileStyle(PlainTileStyle()),
                AnyCardStyle(ElevatedCardStyle()) == AnyCardStyle(DefaultCardStyle()),
                AnyBadgeStyle(AnyBadgeStyle(QuietBadgeStyle())) == AnyBadgeStyle(QuietBadgeStyle()),
            ]
        }
        #endif

        """)

    @Test func theTokensBuildWithoutDiagnostics() {
        #expect(Self.report.succeeded)
        #expect(Self.report.diagnostics.isEmpty, "\(Self.report.diagnostics)")
    }

    /// Data: stored in the view and the configuration, parameters first (after the texts in a text
    /// initializer), in declared order; the first action is the generated styles' tap.
    @Test func dataBecomesPropertiesAndParameters() throws {
        let tile = try Self.file("SwiftUI/Components/Tile.swift")
        #expect(tile.contains("""
            public init(count: Double, onOpen: @escaping () -> Void, label: String, onClose: @escaping () -> Void, isNew: Bool, @ViewBuilder title: () -> Title) {
            """))
        #expect(tile.contains("""
            public init(_ title: LocalizedStringKey, count: Double, onOpen: @escaping () -> Void, label: String, onClose: @escaping () -> Void, isNew: Bool) {
                    self.init(count: count, onOpen: onOpen, label: label, onClose: onClose, isNew: isNew, title: { Text(title) })
            """))
        #expect(tile.contains("""
                /// The `count` data (a number).
                public let count: Double
                /// The `onOpen` data (an action).
                public let onOpen: () -> Void
            """))
        #expect(tile.contains("nonisolated public struct TileStyleConfiguration {"))
        #expect(tile.contains("""
            nonisolated public init(count: Double, onOpen: @escaping () -> Void, label: String, onClose: @escaping () -> Void, isNew: Bool, title: TileStyleConfiguration.Title) {
            """))
        // The generated styles run the first action only.
        #expect(tile.components(separatedBy: "Button(action: configuration.onOpen) {").count == 3)
        #expect(!tile.contains("configuration.onClose"))
        #expect(tile.components(separatedBy: ".buttonStyle(.plain)").count == 3)
        // No action, no button.
        let badge = try Self.file("SwiftUI/Components/Badge.swift")
        #expect(!badge.contains("Button("))
        #expect(badge.contains("public init(_ value: LocalizedStringKey, value2: String) {"))
    }

    /// `styles` on a variant's group: one modifier per entry, in order, on the content of every kind.
    @Test func nestedStylesAreSetInTheBody() throws {
        let button = try Self.file("SwiftUI/Styles/ButtonStyles.swift")
        #expect(button.contains("""
                    configuration.label
                        .labelStyle(.onBrand)
                        .tileStyle(.plain)
                        .background(tokens.background.color, in: Rectangle())
            """))
        let textField = try Self.file("SwiftUI/Styles/TextFieldStyles.swift")
        #expect(textField.contains("        configuration\n            .labelStyle(.onBrand)\n"))
        let label = try Self.file("SwiftUI/Styles/LabelStyles.swift")
        #expect(label.contains("            configuration.icon\n        }\n        .buttonStyle(.primary)\n"))
        let toggle = try Self.file("SwiftUI/Styles/ToggleStyles.swift")
        #expect(toggle.contains("        .buttonStyle(.plain)\n        .labelStyle(.onBrand)\n        .opacity("))
        let card = try Self.file("SwiftUI/Styles/CardStyles.swift")
        #expect(card.contains("        .padding(EdgeInsets(top: tokens.padding, leading: tokens.padding, bottom: tokens.padding, trailing: tokens.padding))\n        .buttonStyle(.primary)\n        .tileStyle(.plain)\n        .cardStyle(.elevated)\n    }"))
        let tile = try Self.file("SwiftUI/Components/Tile.swift")
        #expect(tile.contains("""
                    }
                    .buttonStyle(.plain)
                    .cardStyle(.elevated)
                    .badgeStyle(.quiet)
                }
            """))
    }

    @Test(arguments: [(false, AccessLevel.public), (true, .public), (false, .internal), (true, .internal)])
    func appCodeTypeChecks(defaultIsolationMainActor: Bool, access: AccessLevel) throws {
        let report = access == .public ? Self.report : buildTheme(from: Self.report.validation, options: EmitOptions(access: access))
        let result = try SwiftTypeChecker.typeCheck(
            files: EmitFixtures.sources(report.files) + [Self.usage],
            options: .init(defaultIsolationMainActor: defaultIsolationMainActor))
        #expect(result.succeeded, Comment(rawValue: result.description))
    }

    @Test(.enabled(if: RealIOSSDK.isAvailable, "the iOS SDK is absent"))
    func appCodeTypeChecksAgainstTheRealSDK() throws {
        let result = try RealIOSSDK.typeCheck(EmitFixtures.sources(Self.report.files) + [Self.usage])
        #expect(result.status == 0, Comment(rawValue: result.output))
    }

    /// The generated `AnyTileStyle`, compiled with a few lines in place of SwiftUI and run: equal
    /// exactly when both wrap one `Equatable` type and `==` holds; never for other styles.
    @Test func erasedStylesAreEqualByTypeAndValue() throws {
        let tile = try Self.file("SwiftUI/Components/Tile.swift")
        let start = try #require(tile.range(of: "/// Any `TileStyle`"))
        let end = try #require(tile.range(of: "/// Where the environment keeps", range: start.upperBound..<tile.endIndex))
        let erased = String(tile[start.lowerBound..<end.lowerBound])
        let prelude = """
            @MainActor public protocol View {}
            public struct AnyView: View { nonisolated public init<V: View>(_ view: V) {} }
            public protocol DynamicProperty {}
            public struct TileStyleConfiguration { nonisolated public init() {} }
            @MainActor public protocol TileStyle: DynamicProperty {
                associatedtype Body: View
                func makeBody(configuration: Self.Configuration) -> Self.Body
                typealias Configuration = TileStyleConfiguration
            }
            struct Drawn: View {}
            extension TileStyle {
                fileprivate func resolve(configuration: TileStyleConfiguration) -> AnyView { AnyView(Drawn()) }
            }

            """
        let main = """
            struct Plain: TileStyle, Equatable {
                nonisolated init() {}
                func makeBody(configuration: Configuration) -> Drawn { Drawn() }
                nonisolated static func == (lhs: Plain, rhs: Plain) -> Bool { true }
            }
            struct Tinted: TileStyle, Equatable {
                let level: Int
                nonisolated init(level: Int) { self.level = level }
                func makeBody(configuration: Configuration) -> Drawn { Drawn() }
                nonisolated static func == (lhs: Tinted, rhs: Tinted) -> Bool { lhs.level == rhs.level }
            }
            struct Opaque: TileStyle {
                nonisolated init() {}
                func makeBody(configuration: Configuration) -> Drawn { Drawn() }
            }
            let checks: [(String, Bool)] = [
                ("plain plain", AnyTileStyle(Plain()) == AnyTileStyle(Plain())),
                ("tinted1 tinted1", AnyTileStyle(Tinted(level: 1)) == AnyTileStyle(Tinted(level: 1))),
                ("tinted1 tinted2", AnyTileStyle(Tinted(level: 1)) == AnyTileStyle(Tinted(level: 2))),
                ("plain tinted1", AnyTileStyle(Plain()) == AnyTileStyle(Tinted(level: 1))),
                ("tinted1 plain", AnyTileStyle(Tinted(level: 1)) == AnyTileStyle(Plain())),
                ("opaque opaque", AnyTileStyle(Opaque()) == AnyTileStyle(Opaque())),
                ("plain opaque", AnyTileStyle(Plain()) == AnyTileStyle(Opaque())),
                ("rewrapped", AnyTileStyle(AnyTileStyle(Tinted(level: 3))).base is Tinted),
                ("rewrapped equal", AnyTileStyle(AnyTileStyle(Tinted(level: 3))) == AnyTileStyle(Tinted(level: 3))),
            ]
            for (name, value) in checks { print("\\(name): \\(value)") }

            """
        let run = try GeneratedCode.run([SourceFile(name: "Erased.swift", contents: prelude + erased)], main: main)
        #expect(run.status == 0, Comment(rawValue: run.output))
        #expect(run.output.split(separator: "\n") == [
            "plain plain: true", "tinted1 tinted1: true", "tinted1 tinted2: false", "plain tinted1: false",
            "tinted1 plain: false", "opaque opaque: false", "plain opaque: false", "rewrapped: true",
            "rewrapped equal: true",
        ])
    }
}
