import Foundation
@testable import TokencCLI
import TokencBenchSupport
import Lowering
import TokenCompiler
import SwiftOutput

/// Collects what a command writes, so tests can compare it with what a user would see.
final class CapturedOutput {
    var standardOutput = ""
    var standardError = ""
    private let colors: Bool

    init(colors: Bool = false) {
        self.colors = colors
    }

    var output: Output {
        Output(
            colorsStandardError: colors,
            writeStandardOutput: { self.standardOutput += $0 },
            writeStandardError: { self.standardError += $0 })
    }
}

/// What one in-process run of `tokenc` produced.
struct CLIRun {
    var code: ExitCode
    var standardOutput: String
    var standardError: String
}

/// `tokenc` as the tests run it in-process, from the package root: reading no `./tokenc.json`,
/// since the repository's own (its asset catalog) would apply to every test build.
let testedTokenc: CommandLineTool = {
    var tool = CommandLineTool.tokenc
    tool.defaultConfigurationFile = nil
    return tool
}()

/// Runs `tokenc` with `arguments` (without the executable's name) in-process, with an empty
/// environment unless told (so running the tests under Xcode does not switch to absolute paths),
/// and no `./tokenc.json` (`--config` names a file).
func runTokenc(_ arguments: [String], environment: [String: String] = [:]) -> CLIRun {
    let captured = CapturedOutput()
    let code = testedTokenc.run(arguments, output: captured.output, environment: environment)
    return CLIRun(code: code, standardOutput: captured.standardOutput, standardError: captured.standardError)
}

/// A fresh empty folder; the caller removes it.
func makeTemporaryDirectory() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("tokenc-cli-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}

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

/// What one run of the built `tokenc` executable produced.
struct BuiltTokencRun {
    var status: Int32
    var standardOutput: String
    var standardError: String
}

/// Runs the built executable as a user would, in `folder`, or else in a fresh temporary folder.
/// Callers make sure `BuiltTokenc.url` is set (suites are disabled when it is not).
func runBuiltTokenc(
    _ arguments: [String], environment: [String: String] = ["NO_COLOR": "1"], in folder: URL? = nil,
    executable: URL? = BuiltTokenc.url
) throws -> BuiltTokencRun {
    let temporary = folder == nil ? try makeTemporaryDirectory() : nil
    defer { if let temporary { try? FileManager.default.removeItem(at: temporary) } }
    guard let folder = folder ?? temporary else { fatalError("no folder to run in") }
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    process.currentDirectoryURL = folder
    process.environment = environment
    let standardOutput = Pipe(), standardError = Pipe()
    process.standardOutput = standardOutput
    process.standardError = standardError
    process.standardInput = FileHandle.nullDevice
    try process.run()
    // Read before waiting so a full pipe cannot block the child.
    let out = standardOutput.fileHandleForReading.readToEndRetryingInterrupts()
    let err = standardError.fileHandleForReading.readToEndRetryingInterrupts()
    process.waitUntilExit()
    return BuiltTokencRun(
        status: process.terminationStatus,
        standardOutput: String(decoding: out, as: UTF8.self),
        standardError: String(decoding: err, as: UTF8.self))
}

/// Every regular file under `folder`, hidden ones included, relative and sorted.
func relativeFiles(in folder: URL) -> [String] {
    let root = folder.standardizedFileURL.resolvingSymlinksInPath()
    guard let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: [.isRegularFileKey]) else { return [] }
    return enumerator.compactMap { $0 as? URL }
        .filter { (try? $0.resourceValues(forKeys: [.isRegularFileKey]))?.isRegularFile == true }
        .map { String($0.standardizedFileURL.resolvingSymlinksInPath().path.dropFirst(root.path.count + 1)) }
        .sorted()
}

/// A folder holding `tokenc init`'s starter in `tokens/`, written in-process; the caller removes it.
func makeStarterProject() throws -> URL {
    let folder = try makeTemporaryDirectory()
    for file in StarterDesignSystem.files {
        let url = folder.appendingPathComponent("tokens/" + file.path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try file.contents.write(to: url, atomically: true, encoding: .utf8)
    }
    return folder
}

/// The committed output of the repository's `tokens/`, counted from `Generated/`: what builds of
/// `tokens/` report, so that a new token or generated file changes no test.
enum RepositoryOutput {
    static let files = relativeFiles(in: TestPaths.packageRoot.appendingPathComponent("Generated"))
    static var swiftFiles: Int { files.filter { $0.hasSuffix(".swift") }.count }
    static var catalogFiles: Int { files.filter { $0.hasPrefix("Assets.xcassets/") }.count }
    static var colorSets: Int { files.filter { $0.hasSuffix(".colorset/Contents.json") }.count }
    static let tokens = validateTokens(at: TestPaths.packageRoot.appendingPathComponent("tokens").path).tokenCount
}
