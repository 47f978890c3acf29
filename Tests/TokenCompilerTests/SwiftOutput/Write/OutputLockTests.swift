import Foundation
import Testing
@testable import TokenCompiler
@testable import TokenModel
@testable import SwiftOutput

/// One build at a time per output folder.
@Suite struct OutputLockTests {
    private func withFolder(_ body: (String) throws -> Void) throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("tokenc-lock-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: url) }
        try body(url.appendingPathComponent("Out/Generated").path)
    }

    @Test func theLockCreatesTheFolderAndAddsNoFileToIt() throws {
        try withFolder { path in
            let lock = try OutputLock.acquire(path, timeout: 0) { Issue.record("waited for no one") }
            #expect(try FileManager.default.contentsOfDirectory(atPath: path).isEmpty)
            withExtendedLifetime(lock) {}
        }
    }

    @Test func aSecondLockFailsClearlyAfterTheTimeOut() throws {
        try withFolder { path in
            var first: OutputLock? = try OutputLock.acquire(path, timeout: 0) {}
            do throws(Diagnostic) {
                // A time-out of 0 does not wait, so it has nothing to say until it fails.
                _ = try OutputLock.acquire(path, timeout: 0) { Issue.record("waited") }
                Issue.record("locked twice")
            } catch {
                #expect(error.code == .outputBusy)
                #expect(error.message == "another tokenc build of '\(path)' is still running after 0 s; try again when it has finished, or wait longer with TOKENC_LOCK_TIMEOUT=<seconds>")
            }
            #expect(first != nil)
            first = nil
            // Released with its holder.
            _ = try OutputLock.acquire(path, timeout: 0) {}
        }
    }

    /// The second build says it waits, and goes on as soon as the first releases the lock.
    @Test func aSecondLockWaitsForTheFirst() throws {
        try withFolder { path in
            var first: OutputLock? = try OutputLock.acquire(path, timeout: 0) {}
            let waiting = DispatchSemaphore(value: 0), done = DispatchSemaphore(value: 0)
            let outcome = Outcome()
            Thread.detachNewThread {
                do throws(Diagnostic) {
                    _ = try OutputLock.acquire(path, timeout: 600) { waiting.signal() }
                    outcome.locked = true
                } catch {
                    outcome.locked = false
                }
                done.signal()
            }
            waiting.wait()
            #expect(first != nil)
            first = nil
            done.wait()
            #expect(outcome.locked == true)
        }
    }

    /// What the second locker got, written by its thread before it signals.
    private final class Outcome: @unchecked Sendable {
        var locked: Bool?
    }

    @Test func theTimeOutComesFromTheEnvironment() {
        #expect(OutputLock.timeout(environment: [:]) == 120)
        #expect(OutputLock.timeout(environment: ["TOKENC_LOCK_TIMEOUT": ""]) == 120)
        #expect(OutputLock.timeout(environment: ["TOKENC_LOCK_TIMEOUT": "2.5"]) == 2.5)
        #expect(OutputLock.timeout(environment: ["TOKENC_LOCK_TIMEOUT": "0"]) == 0)
    }

    @Test(arguments: ["-1", "soon", "nan", "inf"])
    func aTimeOutThatIsNotSecondsIsRefused(text: String) {
        #expect(OutputLock.timeout(environment: ["TOKENC_LOCK_TIMEOUT": text]) == nil)
    }
}
