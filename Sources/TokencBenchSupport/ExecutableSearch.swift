import Foundation

/// Finds a program the benchmark and the tests run but do not need (Node, Valgrind, Chromium):
/// its measurement or check is left out, with the reason, where the program is missing.
package enum ExecutableSearch {
    /// The first executable file called `name` in the folders of `PATH` (`/usr/bin:/bin` when it
    /// is not set), or nil.
    package static func find(_ name: String, environment: [String: String] = ProcessInfo.processInfo.environment) -> String? {
        (environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":").lazy
            .map { String($0) + "/" + name }
            .first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// Headless Chromium: `TOKENC_CHROMIUM` when set, else the first of Chromium's usual names on
    /// `PATH`.
    package static func chromium(environment: [String: String] = ProcessInfo.processInfo.environment) -> String? {
        if let given = environment["TOKENC_CHROMIUM"], !given.isEmpty { return given }
        return ["chromium", "chromium-browser", "google-chrome", "google-chrome-stable"].lazy
            .compactMap { find($0, environment: environment) }.first
    }
}
