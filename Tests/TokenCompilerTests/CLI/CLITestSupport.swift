import Foundation
@testable import TokencCLI

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

/// Runs `tokenc` with `arguments` (without the executable's name) in-process.
func runTokenc(_ arguments: [String]) -> CLIRun {
    let captured = CapturedOutput()
    let code = CommandLineTool.tokenc.run(arguments, output: captured.output)
    return CLIRun(code: code, standardOutput: captured.standardOutput, standardError: captured.standardError)
}

/// A fresh empty folder; the caller removes it.
func makeTemporaryDirectory() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("tokenc-cli-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}
