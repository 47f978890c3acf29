import Foundation
import Testing
import TokencCLI

/// Runs the built executable as a user would, in a fresh temporary folder.
@Suite(.enabled(if: BuiltTokenc.url != nil, "the built tokenc executable was not found beside the test bundle"))
struct CLIExecutableTests {
    private static let fixtures = TestPaths.fixtures.appendingPathComponent("CLI")

    private func run(_ arguments: [String], environment: [String: String] = ["NO_COLOR": "1"]) throws -> BuiltTokencRun {
        try runBuiltTokenc(arguments, environment: environment)
    }

    /// A `names` table of several renames leaves the next build, in a process of its own, up to
    /// date: the build stamp's key is the same text in every process. (It listed the table's
    /// dictionary in the process's own hash order, so that nearly every build ran in full.)
    @Test func aNamesTableOfSeveralRenamesLeavesTheNextBuildUpToDate() throws {
        let project = try makeStarterProject()
        defer { try? FileManager.default.removeItem(at: project) }
        try """
            {"names": {"color.background.base": "canvas", "color.background.raised": "elevated",
                       "color.status.danger": "failure", "color.status.success": "ok"}}
            """.write(to: project.appendingPathComponent("tokenc.json"), atomically: true, encoding: .utf8)
        let environment = ["NO_COLOR": "1", "TOKENC_STAMP_DIR": project.appendingPathComponent("stamps").path]
        let first = try runBuiltTokenc(["build"], environment: environment, in: project)
        #expect(first.status == 0, "\(first.standardError)")
        #expect(first.standardError.isEmpty, "a build with warnings is never skipped")
        for _ in 0..<4 {
            let again = try runBuiltTokenc(["build"], environment: environment, in: project)
            #expect(again.standardOutput.hasPrefix("Generated is up to date: "), "\(again.standardOutput)")
        }
    }

    @Test func versionExitsZero() throws {
        let result = try run(["--version"])
        #expect(result.status == 0)
        #expect(result.standardOutput == TokencVersion.current + "\n")
    }

    @Test func unknownOptionExits64WithUsage() throws {
        let result = try run(["validate", "--bogus"])
        #expect(result.status == 64)
        #expect(result.standardOutput.isEmpty)
        #expect(result.standardError == """
            error: unknown option '--bogus'
            usage: tokenc validate [--tokens <path>] [--strict] [--ignore-type <name> ...] [--exclude <pattern> ...] [--config <file>] [--quiet] [--verbose] [--absolute-paths]
            see 'tokenc help validate'

            """)
    }

    @Test func unknownSubcommandExits64WithHint() throws {
        let result = try run(["frobnicate"])
        #expect(result.status == 64)
        #expect(result.standardError.hasPrefix("error: unknown subcommand 'frobnicate'\n"))
        #expect(result.standardError.hasSuffix("\nsee 'tokenc --help'\n"))
    }

    @Test func mistypedSubcommandExits64WithSuggestion() throws {
        let result = try run(["valdate"])
        #expect(result.status == 64)
        #expect(result.standardError.hasPrefix("error: unknown subcommand 'valdate'; did you mean 'validate'?\n"))
    }

    @Test func standardErrorThatIsNotATerminalGetsNoColour() throws {
        let result = try run(["validate", "--bogus"], environment: [:])
        #expect(result.status == 64)
        #expect(!result.standardError.contains("\u{1B}"))
    }

    @Test func validateOfAnEmptyFolderExitsZero() throws {
        let empty = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: empty) }
        let result = try run(["validate", "--tokens", empty.path])
        #expect(result.status == 0)
        #expect(result.standardOutput.hasPrefix("validated "))
        #expect(result.standardError.isEmpty)
    }

    @Test func validateOfAValidFileExitsZero() throws {
        let file = Self.fixtures.appendingPathComponent("valid.tokens.json")
        let result = try run(["validate", "--tokens", file.path])
        #expect(result.status == 0)
        #expect(result.standardOutput.hasPrefix("validated "))
        #expect(result.standardError.isEmpty)
    }

    @Test func helpGoesToStandardOutputAndExitsZero() throws {
        let result = try run(["help", "validate"])
        #expect(result.status == 0)
        #expect(result.standardOutput.hasPrefix("OVERVIEW: "))
        #expect(result.standardError.isEmpty)
    }
}
