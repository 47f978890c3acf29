import Foundation

/// Text a child process writes to a pipe, collected as it arrives (on the pipe's handler thread)
/// while the caller reads it: behind a lock, hence `@unchecked Sendable`.
package final class CollectedOutput: @unchecked Sendable {
    private let lock = NSLock()
    private var data = Data()

    package init() {}

    package func append(_ chunk: Data) {
        lock.lock()
        data.append(chunk)
        lock.unlock()
    }

    /// Everything collected so far, as UTF-8.
    package var text: String {
        lock.lock()
        defer { lock.unlock() }
        return String(decoding: data, as: UTF8.self)
    }
}
