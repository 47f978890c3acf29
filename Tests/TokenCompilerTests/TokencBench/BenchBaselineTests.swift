import Foundation
import Testing
import TokencBenchSupport

/// The benchmark's Node baseline and its reading of callgrind's counts.
@Suite struct BenchBaselineTests {
    @Test func programsAreFoundOnPATHOnly() throws {
        try PrivateTemporaryDirectory.run { temporary in
            let program = temporary.url.appendingPathComponent("tool")
            try Data("#!/bin/sh\n".utf8).write(to: program)
            try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: program.path)
            #expect(ExecutableSearch.find("tool", environment: ["PATH": "/nonexistent:" + temporary.url.path]) == program.path)
            // Not executable: not found.
            try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: program.path)
            #expect(ExecutableSearch.find("tool", environment: ["PATH": temporary.url.path]) == nil)
            #expect(ExecutableSearch.find("tool", environment: [:]) == nil)
        }
    }

    /// The benchmark and the type-check tests find `swiftc` here: `SWIFT_EXEC` when it names an
    /// executable `swiftc`, then `PATH`, then `/opt/swift/usr/bin/swiftc`.
    @Test func swiftcIsSWIFT_EXECThenPATHThenOptSwift() throws {
        try PrivateTemporaryDirectory.run { temporary in
            func executable(_ path: String) throws -> String {
                let url = temporary.url.appendingPathComponent(path)
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data("#!/bin/sh\n".utf8).write(to: url)
                try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: url.path)
                return url.path
            }
            let exec = try executable("exec/swiftc")
            let onPATH = try executable("bin/swiftc")
            let notSwiftc = try executable("exec/swift-frontend")
            let bin = temporary.url.appendingPathComponent("bin").path
            let path = "/nonexistent::" + bin
            #expect(ExecutableSearch.swiftc(environment: ["SWIFT_EXEC": exec, "PATH": path]) == exec)
            #expect(ExecutableSearch.swiftc(environment: ["SWIFT_EXEC": notSwiftc, "PATH": path]) == onPATH)
            #expect(ExecutableSearch.swiftcCandidates(environment: ["SWIFT_EXEC": exec, "PATH": path])
                == [exec, "/nonexistent/swiftc", onPATH, "/opt/swift/usr/bin/swiftc"])
            // SWIFT_EXEC not called swiftc is not looked at; PATH unset has no folders (not /usr/bin:/bin).
            #expect(ExecutableSearch.swiftcCandidates(environment: ["SWIFT_EXEC": notSwiftc]) == ["/opt/swift/usr/bin/swiftc"])

            // Not executable: the next place.
            try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: exec)
            #expect(ExecutableSearch.swiftc(environment: ["SWIFT_EXEC": exec, "PATH": path]) == onPATH)
            try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: onPATH)
            let optSwift = FileManager.default.isExecutableFile(atPath: "/opt/swift/usr/bin/swiftc") ? "/opt/swift/usr/bin/swiftc" : nil
            #expect(ExecutableSearch.swiftc(environment: ["SWIFT_EXEC": exec, "PATH": path]) == optSwift)
        }
    }

    /// Node is optional: without it the benchmark leaves the baseline out, and this test is skipped.
    @Test(.enabled(if: ExecutableSearch.find("node") != nil, "node is not on PATH"))
    func nodeParsesEveryFileAndWritesItsTime() throws {
        let node = try #require(ExecutableSearch.find("node"))
        try PrivateTemporaryDirectory.run { temporary in
            let files = try ["a.json": #"{ "a": { "$value": 1 } }"#, "b.json": "{}"].map { name, text in
                let url = temporary.url.appendingPathComponent(name)
                try Data(text.utf8).write(to: url)
                return url.path
            }
            let timeFile = temporary.url.appendingPathComponent("time").path
            let (status, output) = try ProcessRunner.run(
                URL(fileURLWithPath: node), NodeParseBaseline.arguments(files: files, timeFile: timeFile))
            #expect(status == 0, "\(output)")
            let milliseconds = try #require(NodeParseBaseline.milliseconds(inTimeFile: timeFile))
            #expect(milliseconds >= 0 && milliseconds < 60_000)

            // A file that is not a JSON object fails the run, and no time is written.
            let array = temporary.url.appendingPathComponent("c.json")
            try Data("[1]".utf8).write(to: array)
            try FileManager.default.removeItem(atPath: timeFile)
            let failed = try ProcessRunner.run(
                URL(fileURLWithPath: node), NodeParseBaseline.arguments(files: files + [array.path], timeFile: timeFile))
            #expect(failed.status != 0)
            #expect(NodeParseBaseline.milliseconds(inTimeFile: timeFile) == nil)
        }
    }

    @Test func callgrindsCountIsTheSummaryLineOfTheHeader() {
        let header = """
            # callgrind format
            version: 1
            creator: callgrind-3.19.0
            pid: 7241
            cmd:  tokenc build --tokens t --output o
            part: 1

            positions: line
            events: Ir
            summary: 2194043552


            ob=(1) /usr/lib/x86_64-linux-gnu/ld-linux-x86-64.so.2
            fn=(1) 0x000000000001ab70
            0 3
            totals: 2194043552
            """
        #expect(CallgrindOutput.instructions(in: header) == 2_194_043_552)
        // A summary after the first cost line is not the header's.
        #expect(CallgrindOutput.instructions(in: "events: Ir\nfn=(1) main\n0 3\nsummary: 5\n") == nil)
        #expect(CallgrindOutput.instructions(in: "") == nil)
        #expect(CallgrindOutput.instructions(in: "events: Ir Dr\nsummary: 10 20\n") == nil)
    }
}
