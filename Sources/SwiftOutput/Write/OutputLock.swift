import Foundation
import TokenModel

/// One build at a time per output folder: an advisory lock (`flock`) on the output folder itself,
/// held from before a build looks at the folder (or, when there is none yet, before it creates
/// it) until it has written it and recorded its stamp. `check` holds it while it compares.
///
/// The lock is taken on the folder's own descriptor rather than on a lock file: a file in the
/// folder would be committed with it, and one beside it would need ignoring in version control.
/// Like every `flock`, it is released when the process ends, however it ends, so a killed build
/// never leaves the folder locked. Builds of other folders, and `tokenc` processes that never
/// write (validate, dump), are not held up.
package final class OutputLock {
    /// The environment variable that sets how long to wait for another build, in seconds.
    package static let timeoutVariable = "TOKENC_LOCK_TIMEOUT"
    /// How long a build waits for another one when the environment does not say.
    package static let defaultTimeout: Double = 120

    private let descriptor: Int32
    /// Why the folder could not be locked, on a file system without `flock` (some network file
    /// systems): the build goes on unlocked rather than not at all, and says so.
    package private(set) var unavailable: String?

    private init(descriptor: Int32) {
        self.descriptor = descriptor
    }

    deinit {
        flock(descriptor, LOCK_UN)
        close(descriptor)
    }

    /// The time-out `environment` sets (`TOKENC_LOCK_TIMEOUT`, seconds, 0 for not waiting), else
    /// the default; nil when the variable holds anything but a number of seconds.
    package static func timeout(environment: [String: String]) -> Double? {
        guard let text = environment[timeoutVariable], !text.isEmpty else { return defaultTimeout }
        guard let seconds = Double(text), seconds.isFinite, seconds >= 0 else { return nil }
        return seconds
    }

    /// `2 s`, `0.5 s`: a time-out as messages give it.
    package static func seconds(_ timeout: Double) -> String {
        timeout == timeout.rounded() && timeout < 1e9 ? "\(Int(timeout)) s" : "\(timeout) s"
    }

    /// Locks the output folder at `path`, creating it when it is missing. When another build
    /// holds the lock, calls `waiting` once and tries again every 50 ms for up to `timeout`
    /// seconds, then throws an `output-busy` error. Where the file system cannot lock, returns
    /// at once with ``unavailable`` set.
    package static func acquire(_ path: String, timeout: Double, waiting: () -> Void) throws(Diagnostic) -> OutputLock {
        let lock = OutputLock(descriptor: try OutputFolder(path: path).openCreating())
        let deadline = Date().addingTimeInterval(timeout)
        var announced = false
        while flock(lock.descriptor, LOCK_EX | LOCK_NB) != 0 {
            guard errno == EWOULDBLOCK || errno == EINTR else {
                lock.unavailable = String(cString: strerror(errno))
                return lock
            }
            guard Date() < deadline else {
                throw Diagnostic.error(
                    .outputBusy,
                    "another tokenc build of '\(path)' is still running after \(seconds(timeout)); try again when it has finished, or wait longer with \(timeoutVariable)=<seconds>",
                    at: nil)
            }
            if !announced {
                waiting()
                announced = true
            }
            usleep(50_000)
        }
        return lock
    }
}
