import Dispatch

/// Frees `value` on another thread, so that the caller goes on at once: dropping the last
/// reference to a large structure (the token trees and parsed files of a build, or everything a
/// build made) frees each of its nodes in turn, work that nothing waits for. A process that
/// ends meanwhile does not finish it.
package func releaseInBackground<Value: Sendable>(_ value: consuming Value) {
    #if TOKENC_FUZZ
    // The fuzzer's leak check runs when an input returns: what is still queued to be freed then
    // is memory it cannot see held (libdispatch keeps its queue where the check does not look),
    // so each input frees what it made before it returns.
    _ = consume value
    #else
    // Retained once for the queue, and no other reference kept: the release there is the last.
    let box = Unmanaged.passRetained(Released(value))
    DispatchQueue.global(qos: .utility).async {
        box.release()
    }
    #endif
}

/// What ``releaseInBackground(_:)`` frees.
private final class Released<Value: Sendable>: Sendable {
    let value: Value

    init(_ value: consuming Value) {
        self.value = value
    }
}
