import Foundation

/// Runs a process to completion and collects what it prints: the benchmark runs `swiftc` with
/// it, and the tests run `swiftc` and compiled programs.
package enum ProcessRunner {
    /// Its exit status and its standard output and error, interleaved. `environment` overrides
    /// variables of this process's environment, which the child otherwise inherits.
    package static func run(
        _ executable: URL, _ arguments: [String], in directory: URL? = nil, environment: [String: String] = [:]
    ) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = directory }
        if !environment.isEmpty {
            process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        }
        // One pipe for both streams: reading it to the end before waiting cannot deadlock.
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let data = pipe.fileHandleForReading.readToEndRetryingInterrupts()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    /// `swiftc` (or any compiler) run with a temporary folder of its own: see
    /// `PrivateTemporaryDirectory`.
    package static func runCompiler(_ executable: URL, _ arguments: [String], in directory: URL? = nil) throws -> (status: Int32, output: String) {
        try PrivateTemporaryDirectory.run { temporary in
            try run(executable, arguments, in: directory, environment: temporary.environment)
        }
    }
}
