import Foundation
import Testing

/// The `tokenc` executable that `swift build` / `swift test` put beside the test bundle.
enum BuiltTokenc {
    static let url: URL? = candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) }

    /// Beside the test bundle first, so a custom `--scratch-path` is honoured; then the package's
    /// default build folder, found by walking up from this file to `Package.swift`.
    private static var candidates: [URL] {
        let bundles = [Bundle.main.bundleURL, Bundle(for: CapturedOutput.self).bundleURL]
        var folders = bundles.flatMap { [$0, $0.deletingLastPathComponent()] }
        var folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        while folder.pathComponents.count > 1 {
            if FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path) {
                folders.append(folder.appendingPathComponent(".build/debug"))
                break
            }
            folder = folder.deletingLastPathComponent()
        }
        return folders.map { $0.appendingPathComponent("tokenc") }
    }
}

/// Runs the built executable as a user would, in a fresh temporary folder.
@Suite(.enabled(if: BuiltTokenc.url != nil, "the built tokenc executable was not found beside the test bundle"))
struct CLIExecutableTests {
    struct ProcessRun {
        var status: Int32
        var standardOutput: String
        var standardError: String
    }

    private static let fixtures = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Fixtures/CLI")

    private func run(_ arguments: [String], environment: [String: String] = ["NO_COLOR": "1"]) throws -> ProcessRun {
        let folder = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let process = Process()
        // The suite is disabled when the executable is missing.
        process.executableURL = BuiltTokenc.url
        process.arguments = arguments
        process.currentDirectoryURL = folder
        process.environment = environment
        let standardOutput = Pipe(), standardError = Pipe()
        process.standardOutput = standardOutput
        process.standardError = standardError
        process.standardInput = FileHandle.nullDevice
        try process.run()
        // Read before waiting so a full pipe cannot block the child.
        let out = standardOutput.fileHandleForReading.readDataToEndOfFile()
        let err = standardError.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return ProcessRun(
            status: process.terminationStatus,
            standardOutput: String(decoding: out, as: UTF8.self),
            standardError: String(decoding: err, as: UTF8.self))
    }

    @Test func versionExitsZero() throws {
        let result = try run(["--version"])
        #expect(result.status == 0)
        #expect(result.standardOutput == "0.1.0\n")
    }

    @Test func unknownOptionExits64WithUsage() throws {
        let result = try run(["validate", "--bogus"])
        #expect(result.status == 64)
        #expect(result.standardOutput.isEmpty)
        #expect(result.standardError == """
            error: unknown option '--bogus'
            usage: tokenc validate [--tokens <path>] [--strict] [--ignore-type <name> ...]
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
