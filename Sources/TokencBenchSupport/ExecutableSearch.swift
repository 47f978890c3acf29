import Foundation

/// Finds a program the benchmark and the tests run (`swiftc`) or run but do not need (Node,
/// Valgrind, Chromium): a measurement or check is left out, with the reason, where its program is
/// missing.
package enum ExecutableSearch {
    /// The first executable file called `name` in the folders of `PATH` (`/usr/bin:/bin` when it
    /// is not set), or nil.
    package static func find(_ name: String, environment: [String: String] = ProcessInfo.processInfo.environment) -> String? {
        inFolders(of: environment["PATH"] ?? "/usr/bin:/bin", name).first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// The toolchain's `swiftc`: the first executable of `swiftcCandidates`, or nil.
    package static func swiftc(environment: [String: String] = ProcessInfo.processInfo.environment) -> String? {
        swiftcCandidates(environment: environment).first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// Where `swiftc` is looked for, in order: `SWIFT_EXEC` when it names a `swiftc` (the variable
    /// that tells SwiftPM which compiler to use), then each folder of `PATH` (none when it is not
    /// set), then `/opt/swift/usr/bin/swiftc` (a toolchain unpacked in `/opt/swift`, not on `PATH`).
    package static func swiftcCandidates(environment: [String: String] = ProcessInfo.processInfo.environment) -> [String] {
        var candidates: [String] = []
        if let exec = environment["SWIFT_EXEC"], (exec as NSString).lastPathComponent == "swiftc" { candidates.append(exec) }
        candidates += inFolders(of: environment["PATH"] ?? "", "swiftc")
        candidates.append("/opt/swift/usr/bin/swiftc")
        return candidates
    }

    /// `name` in each folder of the colon-separated `path`, empty entries left out.
    private static func inFolders(of path: String, _ name: String) -> [String] {
        path.split(separator: ":").map { String($0) + "/" + name }
    }

    /// Headless Chromium: `TOKENC_CHROMIUM` when set, else the first of Chromium's usual names on
    /// `PATH`.
    package static func chromium(environment: [String: String] = ProcessInfo.processInfo.environment) -> String? {
        if let given = environment["TOKENC_CHROMIUM"], !given.isEmpty { return given }
        return ["chromium", "chromium-browser", "google-chrome", "google-chrome-stable"].lazy
            .compactMap { find($0, environment: environment) }.first
    }
}
