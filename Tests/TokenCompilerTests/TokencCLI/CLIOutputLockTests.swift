import Foundation
import Testing
import TokenCompiler
import SwiftOutput

/// One build at a time per output folder (failure 5 of issue 18), with the built executable.
@Suite(.enabled(if: BuiltTokenc.url != nil, "the built tokenc executable was not found beside the test bundle"))
struct CLIOutputLockTests {
    private func withProject(_ body: (URL, [String: String]) throws -> Void) throws {
        let folder = try makeStarterProject()
        defer { try? FileManager.default.removeItem(at: folder) }
        try body(folder, ["NO_COLOR": "1", BuildStampFile.directoryVariable: folder.appendingPathComponent(".stamps").path])
    }

    /// A child `tokenc` whose standard output the test reads as it comes.
    private final class Child: @unchecked Sendable {
        let process = Process()
        private let lock = NSLock()
        private var data = Data()

        init(_ arguments: [String], environment: [String: String], in folder: URL) throws {
            process.executableURL = BuiltTokenc.url
            process.arguments = arguments
            process.currentDirectoryURL = folder
            process.environment = environment
            let pipe = Pipe()
            pipe.fileHandleForReading.readabilityHandler = { [self] handle in
                let chunk = handle.availableData
                lock.lock()
                data.append(chunk)
                lock.unlock()
            }
            process.standardOutput = pipe
            process.standardError = FileHandle.nullDevice
            process.standardInput = FileHandle.nullDevice
            try process.run()
        }

        var output: String {
            lock.lock()
            defer { lock.unlock() }
            return String(decoding: data, as: UTF8.self)
        }

        /// Waits until the output contains `text`, for at most a minute; false on time-out.
        func wait(for text: String) -> Bool {
            let deadline = Date().addingTimeInterval(60)
            while Date() < deadline {
                if output.contains(text) { return true }
                if !process.isRunning {
                    // What it wrote last may still be on its way through the pipe.
                    Thread.sleep(forTimeInterval: 0.1)
                    break
                }
                Thread.sleep(forTimeInterval: 0.01)
            }
            return output.contains(text)
        }
    }

    @Test func aBuildWaitsForTheLockThenFailsClearlyLeavingTheFolderAsItWas() throws {
        try withProject { folder, environment in
            let lock = try OutputLock.acquire(folder.appendingPathComponent("Generated").path, timeout: 0) {}
            var environment = environment
            environment[OutputLock.timeoutVariable] = "0.5"
            let build = try runBuiltTokenc(["build"], environment: environment, in: folder)
            #expect(build.status == 1)
            #expect(build.standardOutput == "waiting for another tokenc build of Generated to finish (up to 0.5 s)\n")
            #expect(build.standardError == """
                error: another tokenc build of 'Generated' is still running after 0.5 s; try again when it has finished, or wait longer with TOKENC_LOCK_TIMEOUT=<seconds> [output-busy]
                1 error
                build failed: Generated was left as it was

                """)
            #expect(relativeFiles(in: folder.appendingPathComponent("Generated")).isEmpty)
            withExtendedLifetime(lock) {}
        }
    }

    /// A check judges a whole build: it waits for one under way too.
    @Test func aCheckWaitsForABuildUnderWay() throws {
        try withProject { folder, environment in
            #expect(try runBuiltTokenc(["build"], environment: environment, in: folder).status == 0)
            let lock = try OutputLock.acquire(folder.appendingPathComponent("Generated").path, timeout: 0) {}
            var environment = environment
            environment[OutputLock.timeoutVariable] = "0"
            let check = try runBuiltTokenc(["check"], environment: environment, in: folder)
            #expect(check.status == 1)
            #expect(check.standardError.hasSuffix("[output-busy]\n1 error\ncheck failed: Generated was left as it was\n"))
            withExtendedLifetime(lock) {}
        }
    }

    @Test func aTimeOutThatIsNotSecondsIsAUsageError() throws {
        try withProject { folder, environment in
            var environment = environment
            environment[OutputLock.timeoutVariable] = "soon"
            let build = try runBuiltTokenc(["build"], environment: environment, in: folder)
            #expect(build.status == 64)
            #expect(build.standardError.hasPrefix("error: TOKENC_LOCK_TIMEOUT must be a number of seconds, 0 or more; found 'soon'\n"))
        }
    }

    @Test func aBuildWaitsForAnotherThenBuilds() throws {
        try withProject { folder, environment in
            var lock: OutputLock? = try OutputLock.acquire(folder.appendingPathComponent("Generated").path, timeout: 0) {}
            let child = try Child(["build"], environment: environment, in: folder)
            #expect(child.wait(for: "waiting for another tokenc build of Generated to finish (up to 120 s)\n"))
            #expect(lock != nil)
            lock = nil
            child.process.waitUntilExit()
            #expect(child.process.terminationStatus == 0)
            #expect(child.wait(for: "\nbuilt "))
        }
    }

    /// `--watch` holds the lock only while it builds: a build beside it (an Xcode build phase)
    /// gets its turn, and the watcher waits for it.
    @Test func watchTakesTheLockPerBuild() throws {
        try withProject { folder, environment in
            let child = try Child(["build", "--watch"], environment: environment, in: folder)
            defer { if child.process.isRunning { child.process.terminate() } }
            #expect(child.wait(for: "for changes; press Ctrl-C to stop"))
            var lock: OutputLock? = try OutputLock.acquire(folder.appendingPathComponent("Generated").path, timeout: 0) {}
            let file = folder.appendingPathComponent("tokens/color.tokens.json")
            let text = try String(contentsOf: file, encoding: .utf8)
            try (text + "\n").write(to: file, atomically: true, encoding: .utf8)
            #expect(child.wait(for: "waiting for another tokenc build of Generated to finish"))
            #expect(lock != nil)
            lock = nil
            #expect(child.wait(for: "0 files written, "))
        }
    }

    /// The race of failure 5: two builds of different settings on one folder, started together,
    /// both succeed, and the folder holds exactly one of the two builds, every time.
    @Test func racingBuildsLeaveOneWholeBuild() throws {
        try withProject { folder, environment in
            let variants = [["build", "--access", "public"], ["build", "--access", "internal"]]
            var builds: [[String: Data]] = []
            for arguments in variants {
                #expect(try runBuiltTokenc(arguments, environment: environment, in: folder).status == 0)
                builds.append(CLIOutputFolderTests.snapshot(folder))
            }
            #expect(builds[0] != builds[1])
            for round in 0..<20 {
                let children = try variants.map { try Child($0 + ["--force"], environment: environment, in: folder) }
                for child in children {
                    child.process.waitUntilExit()
                    #expect(child.process.terminationStatus == 0, "round \(round)")
                }
                let result = CLIOutputFolderTests.snapshot(folder)
                #expect(result == builds[0] || result == builds[1], "round \(round): a torn output folder")
            }
            #expect(try runBuiltTokenc(["check", "--access", "public"], environment: environment, in: folder).status == 0
                || runBuiltTokenc(["check", "--access", "internal"], environment: environment, in: folder).status == 0)
        }
    }
}
