import Foundation
import TokencBenchSupport

/// Headless Chromium, when this machine has it: `TOKENC_CHROMIUM`, else `chromium`,
/// `chromium-browser`, `google-chrome` or `google-chrome-stable` on the `PATH`.
enum Chromium {
    /// `TOKENC_CHROMIUM` when it names an executable, else the first of Chromium's usual names on `PATH`.
    static let path: String? = ExecutableSearch.chromium().flatMap { FileManager.default.isExecutableFile(atPath: $0) ? $0 : nil }

    static let absent = "headless Chromium was not found (install Debian's 'chromium' package or set TOKENC_CHROMIUM), so the page was not rendered in a browser"

    struct Run {
        var status: Int32
        var standardOutput: String
        var standardError: String
    }

    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// Runs headless Chromium on `page` with `arguments` added, in a profile of its own (so
    /// runs cannot disturb each other), and kills it after `timeout` seconds.
    static func run(_ arguments: [String], page: URL, timeout: TimeInterval = 120) throws -> Run {
        guard let path else { throw Failure(description: absent) }
        let profile = FileManager.default.temporaryDirectory.appendingPathComponent("tokenc-chromium-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: profile) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = [
            "--headless", "--disable-gpu", "--no-sandbox", "--no-first-run", "--disable-dev-shm-usage",
            "--hide-scrollbars", "--user-data-dir=\(profile.path)",
        ] + arguments + [page.absoluteString]
        let standardOutput = Pipe(), standardError = Pipe()
        process.standardOutput = standardOutput
        process.standardError = standardError
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let timer = DispatchWorkItem { if process.isRunning { process.terminate() } }
        DispatchQueue.global().asyncAfter(deadline: .now() + timeout, execute: timer)
        // Read standard error on another thread so neither pipe can fill up and block Chromium.
        let errorData = ErrorCollector()
        let group = DispatchGroup()
        DispatchQueue.global().async(group: group) { errorData.data = standardError.fileHandleForReading.readToEndRetryingInterrupts() }
        let out = standardOutput.fileHandleForReading.readToEndRetryingInterrupts()
        group.wait()
        process.waitUntilExit()
        timer.cancel()
        return Run(
            status: process.terminationStatus, standardOutput: String(decoding: out, as: UTF8.self),
            standardError: String(decoding: errorData.data, as: UTF8.self))
    }

    private final class ErrorCollector: @unchecked Sendable {
        var data = Data()
    }

    /// The DOM after Chromium parsed and laid out `page`, as `--dump-dom` serializes it.
    static func dumpDOM(_ page: URL) throws -> String {
        let run = try run(["--dump-dom"], page: page)
        guard run.status == 0, run.standardOutput.contains("</html>") else {
            throw Failure(description: "chromium --dump-dom failed with \(run.status): \(run.standardError.suffix(2000))")
        }
        return run.standardOutput
    }

    /// Renders `page` to a PNG of `width` × `height` CSS pixels.
    static func screenshot(_ page: URL, to png: URL, width: Int, height: Int) throws {
        let run = try run(["--screenshot=\(png.path)", "--window-size=\(width),\(height)"], page: page)
        guard run.status == 0, FileManager.default.fileExists(atPath: png.path) else {
            throw Failure(description: "chromium --screenshot failed with \(run.status): \(run.standardError.suffix(2000))")
        }
    }
}
