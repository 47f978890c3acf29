import Foundation
import Testing
@testable import TokenCompiler
@testable import TokenModel
@testable import TokencCLI

/// `tokenc init`, run as the built executable in temporary folders.
@Suite(.enabled(if: BuiltTokenc.url != nil, "the built tokenc executable was not found beside the test bundle"))
struct CLIInitTests {
    private func withFolder(_ body: (URL) throws -> Void) throws {
        let folder = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        try body(folder)
    }

    private func tokenc(_ arguments: [String], in folder: URL, environment: [String: String] = ["NO_COLOR": "1"]) throws -> BuiltTokencRun {
        try runBuiltTokenc(arguments, environment: environment, in: folder)
    }

    /// The starter as an app would use it: token accessors of every group, the component tokens, the
    /// brand, both modes.
    static let usage = SourceFile(name: "StarterUsage.swift", contents: #"""
        #if canImport(SwiftUI)
        import SwiftUI

        struct SignInForm: View {
            @Environment(\.appTheme) private var theme
            @State private var email = ""

            var body: some View {
                let field = theme.component.textField.rounded
                let button = theme.component.button.primary
                VStack(alignment: .leading, spacing: theme.spacing.md) {
                    Text("Welcome")
                        .typography(theme.typography.largeTitle)
                        .foregroundStyle(theme.color.text.primary.color)
                    TextField("Email", text: $email)
                        .typography(field.typography)
                        .foregroundStyle(field.foreground.color)
                        .padding(AppTheme.insets(horizontal: field.paddingHorizontal, vertical: field.paddingVertical))
                        .background(field.background.color, in: RoundedRectangle(cornerRadius: field.cornerRadius))
                        .themeBorder(field.border, cornerRadius: field.cornerRadius)
                    Text("Continue")
                        .typography(button.typography)
                        .foregroundStyle(button.foreground.color)
                        .padding(AppTheme.insets(horizontal: button.paddingHorizontal, vertical: button.paddingVertical))
                        .background(button.background.color, in: RoundedRectangle(cornerRadius: button.cornerRadius))
                        .opacity(button.pressedOpacity * button.disabledOpacity)
                    Text("Wrong password").foregroundStyle(theme.color.status.danger.color)
                }
                .padding(theme.spacing.xl)
                .background(theme.color.background.base.color)
            }
        }

        struct RootView: View {
            var body: some View {
                SignInForm().appTheme(.starter)
            }
        }
        #endif

        func everyTheme() -> [AppTheme] {
            AppTheme.Mode.allCases.map { AppTheme(brand: .starter, mode: $0) } + [AppTheme.default, AppTheme.starter]
        }

        func pillRadius() -> Double { AppTheme(brand: .starter, mode: .dark).radius.pill + AppTheme.default.spacing.xxl }

        """#)

    @Test(arguments: [false, true])
    func initThenBuildSucceedsValidatesStrictlyAndTypeChecks(defaultIsolationMainActor: Bool) throws {
        try withFolder { folder in
            let initRun = try tokenc(["init"], in: folder)
            #expect(initRun.status == 0, Comment(rawValue: initRun.standardError))
            #expect(initRun.standardError.isEmpty)
            #expect(initRun.standardOutput == """
                wrote a starter design system into tokens: 8 token files and README.md
                next: run 'tokenc build' to compile it into Generated, 'tokenc preview' to see it, and read tokens/README.md

                """)
            for file in StarterDesignSystem.files {
                let written = try String(contentsOf: folder.appendingPathComponent("tokens/" + file.path), encoding: .utf8)
                #expect(written == file.contents)
            }

            let validate = try tokenc(["validate", "--strict"], in: folder)
            #expect(validate.status == 0)
            #expect(validate.standardError.isEmpty, Comment(rawValue: validate.standardError))
            #expect(validate.standardOutput.hasPrefix("validated "))
            #expect(validate.standardOutput.hasSuffix(" tokens in 8 files\n"))

            // `tokenc init && tokenc build`, as the help and README say.
            let build = try tokenc(["build"], in: folder)
            #expect(build.status == 0, Comment(rawValue: build.standardError))
            #expect(build.standardError.isEmpty, "the starter builds without a warning")
            #expect(build.standardOutput.hasPrefix("built "))
            #expect(build.standardOutput.contains(" tokens (1 brand × 2 modes) into Generated: "))
            #expect(try tokenc(["check"], in: folder).status == 0)

            let generated = try SourceFile.all(in: folder.appendingPathComponent("Generated"))
            #expect(generated.contains { $0.name == "Tokens/AppTheme+Component.swift" })
            let result = try SwiftTypeChecker.typeCheck(
                files: generated + [Self.usage], options: .init(defaultIsolationMainActor: defaultIsolationMainActor))
            #expect(result.succeeded, Comment(rawValue: result.description))
        }
    }

    @Test func initRefusesToOverwriteListingTheFilesAndWritesNothing() throws {
        try withFolder { folder in
            let dark = folder.appendingPathComponent("tokens/modes/dark.json")
            try FileManager.default.createDirectory(at: dark.deletingLastPathComponent(), withIntermediateDirectories: true)
            try "{}".write(to: dark, atomically: true, encoding: .utf8)
            let refused = try tokenc(["init"], in: folder)
            #expect(refused.status == 1)
            #expect(refused.standardOutput.isEmpty)
            #expect(refused.standardError == """
                error: 'tokens' already holds a file of the starter design system: 'tokens/modes/dark.json'; nothing was written. Choose another folder, or pass --force to overwrite them [file-exists]
                1 error

                """)
            // Nothing else was written, and the file is untouched.
            #expect(relativeFiles(in: folder.appendingPathComponent("tokens")) == ["modes/dark.json"])
            #expect(try String(contentsOf: dark, encoding: .utf8) == "{}")

            let forced = try tokenc(["init", "--force", "--verbose"], in: folder)
            #expect(forced.status == 0)
            #expect(forced.standardOutput.contains("overwrote tokens/modes/dark.json\n"))
            #expect(forced.standardOutput.contains("wrote tokens/palette.tokens.json\n"))
            #expect(try String(contentsOf: dark, encoding: .utf8) == StarterTemplates.darkMode)

            let again = try tokenc(["init"], in: folder)
            #expect(again.status == 1)
            #expect(again.standardError.contains("'tokens/README.md', 'tokens/palette.tokens.json', "))
            #expect(try tokenc(["init", "--force", "--quiet"], in: folder).standardOutput.isEmpty)
        }
    }

    @Test func initIntoAnotherFolderSaysHowToBuildIt() throws {
        try withFolder { folder in
            let run = try tokenc(["init", "design/tokens"], in: folder)
            #expect(run.status == 0)
            #expect(run.standardOutput.contains("next: run 'tokenc build --tokens design/tokens' to compile it into Generated, 'tokenc preview --tokens design/tokens' to see it, and read design/tokens/README.md"))
            let build = try tokenc(["build", "--tokens", "design/tokens", "--output", "App/DesignSystem", "--access", "internal"], in: folder)
            #expect(build.status == 0, Comment(rawValue: build.standardError))
            #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("App/DesignSystem/AppTheme.swift").path))
            #expect(try tokenc(["init", "a", "b"], in: folder).status == 64)
        }
    }
}
