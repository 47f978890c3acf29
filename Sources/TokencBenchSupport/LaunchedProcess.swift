import Foundation

/// A child process left running while its caller talks to it through files (a watcher, a program
/// following a file): its standard output and error collected as they arrive. `stop()` terminates
/// it if it still runs. The benchmark and the tests both use it.
package final class LaunchedProcess {
    package let process = Process()
    package let standardOutput = CollectedOutput()
    package let standardError = CollectedOutput()
    private let pipes = (output: Pipe(), error: Pipe())

    package init(_ executable: URL, _ arguments: [String], in folder: URL, environment: [String: String] = ["NO_COLOR": "1"]) throws {
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = folder
        process.environment = environment
        let out = standardOutput, err = standardError
        pipes.output.fileHandleForReading.readabilityHandler = { out.append($0.availableData) }
        pipes.error.fileHandleForReading.readabilityHandler = { err.append($0.availableData) }
        process.standardOutput = pipes.output
        process.standardError = pipes.error
        process.standardInput = FileHandle.nullDevice
        try process.run()
    }

    package func stop() {
        if process.isRunning { process.terminate() }
        pipes.output.fileHandleForReading.readabilityHandler = nil
        pipes.error.fileHandleForReading.readabilityHandler = nil
    }
}

/// Waits until `condition` holds, looking every 20 ms, for at most `seconds`; false on time-out.
package func waitUntil(upTo seconds: TimeInterval = 30, _ condition: () -> Bool) -> Bool {
    let deadline = Date().addingTimeInterval(seconds)
    while Date() < deadline {
        if condition() { return true }
        Thread.sleep(forTimeInterval: 0.02)
    }
    return condition()
}
