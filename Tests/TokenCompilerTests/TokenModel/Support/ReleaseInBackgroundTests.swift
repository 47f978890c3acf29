import Dispatch
import Foundation
import Testing
@testable import TokenModel

/// What a build hands to another thread to free: freed there, once, and never on the caller's.
@Suite struct ReleaseInBackgroundTests {
    /// Says on which thread it was freed.
    private final class Tracked: Sendable {
        let freed: @Sendable (_ onCallersThread: Bool) -> Void
        let caller: pthread_t

        init(caller: pthread_t, freed: @escaping @Sendable (Bool) -> Void) {
            self.caller = caller
            self.freed = freed
        }

        deinit {
            freed(pthread_equal(pthread_self(), caller) != 0)
        }
    }

    @Test(arguments: [1, 20])
    func everyValueIsFreedOnceAndNotOnTheCallersThread(count: Int) {
        let done = DispatchSemaphore(value: 0)
        let onCaller = Counter()
        for _ in 0..<count {
            // In a value that holds other values too, as the build hands over its trees and tables,
            // and consumed: a binding the caller still held would free it on the caller's thread.
            let tracked = Tracked(caller: pthread_self()) { onCallersThread in
                if onCallersThread { onCaller.add() }
                done.signal()
            }
            releaseInBackground((consume tracked, [1, 2, 3], "text"))
        }
        for _ in 0..<count {
            #expect(done.wait(timeout: .now() + 10) == .success)
        }
        #expect(done.wait(timeout: .now() + 0.05) == .timedOut, "freed more than once")
        #expect(onCaller.value == 0)
    }

    private final class Counter: @unchecked Sendable {
        private let lock = NSLock()
        private var count = 0

        func add() {
            lock.withLock { count += 1 }
        }

        var value: Int {
            lock.withLock { count }
        }
    }
}
