import Foundation

/// A folder of its own for a child process's temporary files, removed when the run is over.
///
/// On Linux, `swiftc` (its driver) leaves an empty `TemporaryDirectory.XXXXXX` folder in `$TMPDIR`
/// on every run, `swiftc --version` included; the tests and the benchmark run it hundreds of
/// times. Runs made with `environment` as their environment's overrides leave nothing behind.
package struct PrivateTemporaryDirectory: Sendable {
    /// The folder: new and empty when `run` calls its body.
    package let url: URL

    /// The overrides to give a child process: `TMPDIR` is the folder.
    package var environment: [String: String] { ["TMPDIR": url.path] }

    /// Calls `body` with a new folder in the system's temporary folder, and removes the folder
    /// and whatever is in it afterwards, also when `body` throws.
    package static func run<T>(_ body: (PrivateTemporaryDirectory) throws -> T) throws -> T {
        let fileManager = FileManager.default
        let url = fileManager.temporaryDirectory.appendingPathComponent("tokenc-tmp-\(UUID().uuidString)", isDirectory: true)
        try fileManager.createDirectory(at: url, withIntermediateDirectories: false)
        defer { try? fileManager.removeItem(at: url) }
        return try body(PrivateTemporaryDirectory(url: url))
    }
}
