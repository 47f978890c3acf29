import Foundation
import Testing
@testable import TokenCompiler
@testable import TokenModel

/// `.theme…` references (`SwiftUI/ThemeReference.swift`): what is not a color, a gradient or a
/// typography is rejected where it is used, and availability is right at an iOS 16 deployment
/// target (against the real SDK where it is set up).
@Suite struct ThemeReferenceTests {
    /// The repository's generated files with `body` as a view's content, in one module (the
    /// usage examples show the corrected forms).
    static func check(_ body: String) throws -> TypeCheckResult {
        let usage = SourceFile(name: "Use.swift", contents: """
            import SwiftUI
            @available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
            struct V: View { var body: some View { \(body) } }
            """)
        return try SwiftTypeChecker.typeCheck(files: EmitFixtures.sources(EmitFixtures.repository.files) + [usage])
    }

    @Test(arguments: [
        // A group is not a value.
        (#"Text("x").foregroundStyle(.theme.color.text)"#, "requires that 'AppTheme.ColorTokens.TextTokens' conform to 'ThemeShapeStyleValue'"),
        // A dimension cannot fill anything.
        (#"Text("x").foregroundStyle(.theme.spacing.md)"#, "requires that 'Double' conform to 'ThemeShapeStyleValue'"),
        // A misspelt path names no token.
        (#"Text("x").foregroundStyle(.theme.color.text.primry)"#, "has no dynamic member 'primry'"),
        // A color is not a typography.
        (#"Text("x").typography(.theme.color.text.primary)"#, "ThemeReference<ThemeTypography>"),
    ])
    func whatIsNotAStyleIsACompileError(body: String, expected: String) throws {
        let rejected = try Self.check(body)
        #expect(!rejected.succeeded)
        #expect(rejected.diagnostics.contains(expected), Comment(rawValue: rejected.diagnostics))
    }

    #if !os(macOS)
    /// With the UIKit stand-in beside SwiftUI's (`platform: .iOS`), `#if canImport(UIKit)` code is
    /// checked here (a Mac checks against its own SDK, which has no UIKit).
    @Test func theUIKitFontsTypeCheckAgainstTheStandIn() throws {
        let usage = SourceFile(name: "Use.swift", contents: """
            import UIKit
            let fonts: [UIFont] = [AppTheme.default.typography.body.uiFont, AppTheme.default.typography.title.fixedUIFont]
            """)
        let result = try SwiftTypeChecker.typeCheck(
            files: EmitFixtures.sources(EmitFixtures.repository.files) + [usage], options: .init(platform: .iOS))
        #expect(result.succeeded, Comment(rawValue: result.description))
    }
    #endif

    /// At deployment target iOS 16, `.theme` as a `ShapeStyle` needs `if #available(iOS 17, *)`
    /// (`ShapeStyle.resolve(in:)` is iOS 17), while `.typography(.theme…)` does not.
    @Test(.enabled(if: RealIOSSDK.isAvailable, "the iOS SDK is absent"))
    func shapeStylesNeedIOS17AndTypographyDoesNot() throws {
        let generated = EmitFixtures.sources(EmitFixtures.repository.files)
        let unguarded = SourceFile(name: "Use.swift", contents: """
            import SwiftUI
            struct V: View { var body: some View { Text("x").foregroundStyle(.theme.color.text.primary) } }
            """)
        let rejected = try RealIOSSDK.typeCheck(generated + [unguarded])
        #expect(rejected.status != 0)
        #expect(rejected.output.contains("'theme' is only available in iOS 17 or newer"), Comment(rawValue: rejected.output))
        let typography = SourceFile(name: "Use.swift", contents: """
            import SwiftUI
            struct V: View { var body: some View { Text("x").typography(.theme.typography.body).font(AppTheme.default.typography.body.font) } }
            """)
        let accepted = try RealIOSSDK.typeCheck(generated + [typography])
        #expect(accepted.status == 0, Comment(rawValue: accepted.output))
    }

    /// Every usage example, with the generated code in one module, against Apple's iOS 17.4 SDK at
    /// deployment target iOS 16: real SwiftUI and UIKit, availability enforced.
    @Test(.enabled(if: RealIOSSDK.isAvailable, "the iOS SDK is absent"))
    func theUsageExamplesTypeCheckAgainstTheRealIOSSDKAtIOS16() throws {
        let usage = try EmitFixtures.usageExamples().map {
            SourceFile(name: $0.name, contents: $0.contents.replacingOccurrences(of: "import DesignSystem\n", with: ""))
        }
        let result = try RealIOSSDK.typeCheck(EmitFixtures.sources(EmitFixtures.repository.files) + usage)
        #expect(result.status == 0, Comment(rawValue: result.output))
    }
}
