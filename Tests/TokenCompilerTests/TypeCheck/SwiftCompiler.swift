import Foundation
import enum TokencBenchSupport.ExecutableSearch
import enum TokencBenchSupport.ProcessRunner

/// The toolchain's `swiftc`, and a way to run it.
struct SwiftCompiler: Sendable {
    /// The executable to run, and arguments that go before any others (`xcrun swiftc` on macOS).
    var executable: URL
    var leadingArguments: [String] = []

    /// The `swiftc` next to the running toolchain.
    ///
    /// macOS: `xcrun swiftc` (Xcode's selected toolchain). Elsewhere: `ExecutableSearch.swiftc`
    /// (`$SWIFT_EXEC` if it names an executable `swiftc`, then the first `swiftc` on `PATH`, then
    /// `/opt/swift/usr/bin/swiftc`), as the benchmark finds it.
    static func locate(environment: [String: String] = ProcessInfo.processInfo.environment) throws -> SwiftCompiler {
        #if os(macOS)
        return SwiftCompiler(executable: URL(fileURLWithPath: "/usr/bin/xcrun"), leadingArguments: ["swiftc"])
        #else
        guard let found = ExecutableSearch.swiftc(environment: environment) else {
            throw SwiftCompilerError.notFound(searched: ExecutableSearch.swiftcCandidates(environment: environment))
        }
        return SwiftCompiler(executable: URL(fileURLWithPath: found))
        #endif
    }

    /// Runs the compiler with `arguments`, with a temporary folder of its own (which it would
    /// otherwise litter); returns its exit status and its stdout and stderr, interleaved.
    func run(_ arguments: [String], in directory: URL? = nil) throws -> (status: Int32, output: String) {
        try ProcessRunner.runCompiler(executable, leadingArguments + arguments, in: directory)
    }

    /// `swiftc --version`, part of the stand-in cache key: a module built by one compiler cannot be
    /// imported by another.
    func versionDescription() throws -> String {
        let result = try run(["--version"])
        guard result.status == 0 else { throw SwiftCompilerError.failed(command: "swiftc --version", output: result.output) }
        return result.output
    }

    #if os(macOS)
    /// The SDK `xcrun` selects — real SwiftUI, used instead of the stand-in.
    static func sdkPath() throws -> String {
        let result = try ProcessRunner.run(URL(fileURLWithPath: "/usr/bin/xcrun"), ["--show-sdk-path"])
        guard result.status == 0 else { throw SwiftCompilerError.failed(command: "xcrun --show-sdk-path", output: result.output) }
        return result.output.trimmingCharacters(in: .whitespacesAndNewlines)
    }
    #endif
}

enum SwiftCompilerError: Error, CustomStringConvertible {
    case notFound(searched: [String])
    case failed(command: String, output: String)

    var description: String {
        switch self {
        case .notFound(let searched):
            return "swiftc not found; looked at: \(searched.joined(separator: ", "))"
        case .failed(let command, let output):
            return "\(command) failed:\n\(output)"
        }
    }
}
