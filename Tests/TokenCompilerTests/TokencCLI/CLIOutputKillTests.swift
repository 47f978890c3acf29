import Foundation
import Testing
import TokenCompiler
import TokencBenchSupport
import SwiftOutput

/// Failure 4 of issue 18, by force: a build of 10,000 tokens killed (SIGKILL) at 50 random
/// (seeded) instants. After each, once the folder is recovered (the first thing every build and
/// check does), it holds, byte for byte and with no other file, either the whole build before or
/// the whole build that was killed; so `check` passes for the settings of one of them.
@Suite(.enabled(if: BuiltTokenc.url != nil, "the built tokenc executable was not found beside the test bundle"))
struct CLIOutputKillTests {
    @Test func aBuildKilledAtAnyInstantLeavesTheOldBuildOrTheNew() throws {
        let folder = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let tokens = folder.appendingPathComponent("tokens")
        try DesignSystemGenerator(tokenCount: 10_000).generate().write(to: tokens)
        // One theme, not four: the same files, in a quarter of the time.
        for overlay in ["brands", "modes"] {
            try FileManager.default.removeItem(at: tokens.appendingPathComponent(overlay))
        }
        let environment = ["NO_COLOR": "1", BuildStampFile.directoryVariable: folder.appendingPathComponent(".stamps").path]
        // Every generated file differs between the two.
        let variants = [["build", "--access", "public"], ["build", "--access", "internal"]]
        var builds: [[String: Data]] = []
        var duration: TimeInterval = 0
        for arguments in variants {
            let start = Date()
            let build = try runBuiltTokenc(arguments, environment: environment, in: folder)
            duration = max(duration, Date().timeIntervalSince(start))
            #expect(build.status == 0, "\(build.standardError)")
            builds.append(CLIOutputFolderTests.snapshot(folder))
        }
        try #require(builds[0] != builds[1])

        var random = SplitMix64(seed: 18)
        var current = 1
        var interrupted = 0
        for round in 0..<50 {
            // Three kills in four fall in the first 100 ms (starting, locking, and finishing what
            // the build killed before left), one in four in the 60 ms after the build has
            // computed the files and says so (under --verbose, the files it read): while it
            // writes. In between it only computes, and a kill there is like one at its start;
            // waiting for the end of that is most of the test's time.
            let whileWriting = round % 4 == 3
            let instant = Double(random.below(1_000)) / 1_000 * (whileWriting ? 0.06 : 0.1)
            let child = Process()
            child.executableURL = BuiltTokenc.url
            child.arguments = variants[1 - current] + ["--verbose"]
            child.currentDirectoryURL = folder
            child.environment = environment
            let output = Pipe()
            child.standardOutput = output
            child.standardError = FileHandle.nullDevice
            try child.run()
            if whileWriting {
                var seen = Data()
                while !seen.contains(Data("\nread ".utf8)) {
                    let chunk = output.fileHandleForReading.availableData
                    if chunk.isEmpty { break }
                    seen.append(chunk)
                }
            }
            Thread.sleep(forTimeInterval: instant)
            kill(child.processIdentifier, SIGKILL)
            child.waitUntilExit()
            try? output.fileHandleForReading.close()
            // The next run recovers the folder: a copy is recovered here, so that the next child
            // finds the folder as the killed one left it and has to recover it itself.
            let generated = folder.appendingPathComponent("Generated"), copy = folder.appendingPathComponent("Recovered")
            try FileManager.default.copyItem(at: generated, to: copy)
            defer { try? FileManager.default.removeItem(at: copy) }
            let recovery = try OutputFolder(path: copy.path).recover()
            if !recovery.isEmpty { interrupted += 1 }
            guard let index = builds.firstIndex(of: CLIOutputFolderTests.snapshot(copy, generated: "")) else {
                Issue.record("round \(round), killed \(instant) s \(whileWriting ? "after computing" : "after starting"): the folder holds neither build")
                return
            }
            current = index
        }
        // The next run, a check, finds one of the builds, and leaves no temporary file.
        let check = try runBuiltTokenc(variants[current].map { $0 == "build" ? "check" : $0 }, environment: environment, in: folder)
        #expect(check.status == 0, "\(check.standardError)")
        #expect(CLIOutputFolderTests.snapshot(folder) == builds[current])
        // Not asserted (it depends on timing): how many kills fell while the folder was changing.
        print("killed \(interrupted) of 50 builds while they changed the output folder")
    }
}
