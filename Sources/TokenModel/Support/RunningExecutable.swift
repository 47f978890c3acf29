import Foundation

/// The executable file of this process: its path and status.
///
/// The build stamp records it besides tokenc's version, because a tokenc rebuilt from changed
/// sources keeps its version number but may generate other code; a new executable has a new
/// size, modification time or inode.
package struct RunningExecutable: Sendable, Hashable {
    package var path: String
    package var status: FileStatus

    /// This process's executable; nil when it cannot be found.
    package static func current() -> RunningExecutable? {
        #if os(Linux)
        // The kernel's link to the file the process was started from, wherever it was found.
        guard let path = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") else { return nil }
        #else
        guard let path = Bundle.main.executablePath else { return nil }
        #endif
        return FileStatus(path: path).map { RunningExecutable(path: path, status: $0) }
    }
}
