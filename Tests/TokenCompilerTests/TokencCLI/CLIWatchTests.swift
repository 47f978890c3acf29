import Foundation
import class TokencBenchSupport.LaunchedProcess
import func TokencBenchSupport.waitUntil
import Testing
import TokenModel

/// `tokenc build --watch`, end to end: the built executable in a temporary project, edited while it runs.
@Suite(.enabled(if: BuiltTokenc.url != nil, "the built tokenc executable was not found beside the test bundle"))
struct CLIWatchTests {
    private func occurrences(of needle: String, in text: String) -> Int {
        text.components(separatedBy: needle).count - 1
    }

    @Test func watchRebuildsOnChangesSurvivesErrorsAndStopsOnSIGINT() throws {
        let folder = try makeStarterProject()
        defer { try? FileManager.default.removeItem(at: folder) }
        let launched = try LaunchedProcess(BuiltTokenc.url!, ["build", "--watch"], in: folder)
        defer { launched.stop() }
        let process = launched.process, out = launched.standardOutput, err = launched.standardError
        let report = { Comment(rawValue: "stdout:\n\(out.text)\nstderr:\n\(err.text)") }

        // The first build, then watching.
        try #require(waitUntil { out.text.contains("watching tokens for changes; press Ctrl-C to stop\n") }, report())
        #expect(out.text.hasPrefix("built "))
        #expect(out.text.contains(" files written, 0 unchanged in "))

        // A change is built.
        let layout = folder.appendingPathComponent("tokens/layout.tokens.json")
        let radius = folder.appendingPathComponent("Generated/Tokens/AppTheme+Radius.swift")
        let text = try String(contentsOf: layout, encoding: .utf8)
        try text.replacingOccurrences(of: #""value": 6, "unit""#, with: #""value": 7, "unit""#)
            .write(to: layout, atomically: true, encoding: .utf8)
        try #require(waitUntil { occurrences(of: "built ", in: out.text) == 2 }, report())
        #expect(out.text.contains("changed: tokens/layout.tokens.json; building\n"))
        #expect(try String(contentsOf: radius, encoding: .utf8).contains(" = 7\n"), report())

        // An invalid intermediate state: diagnostics, no output change, still running.
        let broken = folder.appendingPathComponent("tokens/zz.tokens.json")
        try #"{ "half": { "$type": "color", "$value": "#.write(to: broken, atomically: true, encoding: .utf8)
        try #require(waitUntil { err.text.contains("build failed: ") }, report())
        #expect(err.text.contains("tokens/zz.tokens.json:1:"))
        #expect(err.text.contains("[invalid-json]"))
        #expect(err.text.contains("fix them and save; tokenc builds again on every change\n"))
        #expect(process.isRunning)

        // Fixed: built again.
        try #"{ "half": { "$type": "number", "$value": 0.5 } }"#.write(to: broken, atomically: true, encoding: .utf8)
        try #require(waitUntil { occurrences(of: "built ", in: out.text) == 3 }, report())
        let generated = folder.appendingPathComponent("Generated")
        let texts = relativeFiles(in: generated).compactMap { try? String(contentsOf: generated.appendingPathComponent($0), encoding: .utf8) }
        #expect(texts.contains { $0.contains("var half: Double") }, report())

        // A file added in a folder reached through a symbolic link (the listing of issue 20).
        let shared = folder.appendingPathComponent("shared")
        try FileManager.default.createDirectory(at: shared, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            atPath: folder.appendingPathComponent("tokens/linked").path, withDestinationPath: "../shared")
        try #"{ "third": { "$type": "number", "$value": 0.33 } }"#
            .write(to: shared.appendingPathComponent("extra.tokens.json"), atomically: true, encoding: .utf8)
        try #require(waitUntil { occurrences(of: "built ", in: out.text) == 4 }, report())
        #expect(out.text.contains("changed: tokens/linked/extra.tokens.json; building\n"), report())

        // Ctrl-C: a clean stop with exit 0.
        process.interrupt()
        try #require(waitUntil(upTo: 5) { !process.isRunning }, report())
        #expect(process.terminationReason == .exit)
        #expect(process.terminationStatus == 0)
        #expect(waitUntil(upTo: 2) { out.text.hasSuffix("stopped watching; the output folder holds the last successful build\n") }, report())
    }
}
