import Foundation

/// Finds a program the benchmark runs but does not need (Node, Valgrind): its measurement is left
/// out, with the reason, where the program is missing.
package enum ExecutableSearch {
    /// The first executable file called `name` in the folders of `PATH`, or nil.
    package static func find(_ name: String, environment: [String: String] = ProcessInfo.processInfo.environment) -> String? {
        (environment["PATH"] ?? "").split(separator: ":").lazy
            .map { String($0) + "/" + name }
            .first { FileManager.default.isExecutableFile(atPath: $0) }
    }
}
