import Foundation
import SwiftOutput
import TokencBenchSupport

/// `tokenc-bench --live`: how long a saved token file takes to reach a running app under
/// `tokenc build --watch --live`. The app is a program of the design system's core layer built as a
/// debug app is (`swiftc -Onone -D DEBUG`), following the live file with `AppThemeLiveFile`; it
/// prints the wall-clock time at which each new theme arrived. Each edit changes one color token's
/// first component in its file (written atomically, as editors save); the latency is from just
/// before the write to the arrival: the watcher's look and settle, the build, the live file, the
/// program's look, and reading the document.
struct LiveLatency {
    /// A design system and the token its edits change.
    struct System {
        var name: String
        var tokens: URL
        /// The file holding the token, relative to `tokens`, and the token's path.
        var file: String
        var path: String
    }

    var tokenc: String
    var swiftc: String
    var workDirectory: URL
    var edits: Int

    /// The latency of each edit, in seconds.
    func measure(_ system: System) throws -> Sample {
        let project = workDirectory.appendingPathComponent("live-\(system.name)")
        try? FileManager.default.removeItem(at: project)
        try FileManager.default.createDirectory(at: project, withIntermediateDirectories: true)
        let tokens = project.appendingPathComponent("tokens")
        try FileManager.default.copyItem(at: system.tokens, to: tokens)
        let program = try buildProgram(tokens: tokens, in: project)

        progress("  tokenc build --watch --live, \(system.name)")
        let watch = try LaunchedProcess(URL(fileURLWithPath: tokenc), ["build", "--watch", "--live", "--tokens", "tokens", "--output", "Generated"], in: project)
        defer { watch.stop() }
        let live = project.appendingPathComponent("Generated/" + LiveThemeDocument.fileName)
        guard waitUntil(upTo: 300, { FileManager.default.fileExists(atPath: live.path) }) else {
            throw BenchFailure(description: "no live file after 300 s: \(watch.standardError.text.suffix(2_000))")
        }
        let follower = try LaunchedProcess(program, [live.path, system.path], in: project)
        defer { follower.stop() }
        guard waitUntil(upTo: 60, { follower.standardOutput.text.contains("\n") }) else {
            throw BenchFailure(description: "the program read no theme: \(follower.standardError.text.suffix(2_000))")
        }

        let file = tokens.appendingPathComponent(system.file)
        let original = try String(contentsOf: file, encoding: .utf8)
        guard let components = original.range(of: #""components": ["#),
              let comma = original[components.upperBound...].firstIndex(of: ",") else {
            throw BenchFailure(description: "\(system.file) has no color components to edit")
        }
        var seconds: [Double] = []
        for edit in 0..<edits {
            // Ends in 7, so Swift prints it as written (no trailing zero to drop).
            let value = "0.\(edit + 1)7"
            let text = original.replacingCharacters(in: components.upperBound..<comma, with: value)
            Thread.sleep(forTimeInterval: 0.5)
            let saved = Date().timeIntervalSince1970
            try text.write(to: file, atomically: true, encoding: .utf8)
            var arrived: Double?
            guard waitUntil(upTo: 30, {
                arrived = Self.arrival(of: value, in: follower.standardOutput.text)
                return arrived != nil
            }), let arrived else {
                throw BenchFailure(description: "edit \(edit + 1) did not arrive: \(follower.standardError.text.suffix(500)) \(watch.standardError.text.suffix(1_000))")
            }
            seconds.append(arrived - saved)
        }
        return Sample(seconds: seconds)
    }

    /// The time the program printed for the theme whose token reads `value`.
    private static func arrival(of value: String, in output: String) -> Double? {
        for line in output.split(separator: "\n") {
            let parts = line.split(separator: " ")
            if parts.count == 2, parts[1] == value { return Double(parts[0]) }
        }
        return nil
    }

    /// The core layer of `tokens` with a `main.swift` following the live file, as a debug build.
    private func buildProgram(tokens: URL, in project: URL) throws -> URL {
        let report = buildTheme(at: tokens.path)
        guard report.succeeded else { throw BenchFailure(description: "\(tokens.path) does not build") }
        let source = project.appendingPathComponent("program")
        var paths: [String] = []
        for file in report.files where !["SwiftUI/", "UIKit/", "AppKit/"].contains(where: file.path.hasPrefix) {
            let url = source.appendingPathComponent(file.path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try file.contents.write(to: url, atomically: false, encoding: .utf8)
            paths.append(url.path)
        }
        let main = source.appendingPathComponent("main.swift")
        try Self.main.write(to: main, atomically: false, encoding: .utf8)
        paths.append(main.path)
        let executable = project.appendingPathComponent("follower")
        progress("  swiftc -Onone -D DEBUG, the core layer of \(grouped(report.tokenCount)) tokens with a live follower")
        let compiled = try ProcessRunner.runCompiler(
            URL(fileURLWithPath: swiftc),
            ["-Onone", "-D", "DEBUG", "-swift-version", "6", "-module-name", "Follower", "-o", executable.path] + paths)
        guard compiled.status == 0 else { throw BenchFailure(description: "swiftc failed: \(compiled.output.prefix(2_000))") }
        return executable
    }

    /// Prints `<seconds since 1970> <first component of the token>` for each theme that arrives,
    /// the time taken first.
    private static let main = #"""
        import Foundation

        let position: Int = ThemeTokenTable.positions[CommandLine.arguments[2]]!
        let file: AppThemeLiveFile = AppThemeLiveFile(path: CommandLine.arguments[1], log: { (line: String) -> Void in
            FileHandle.standardError.write(Data((line + "\n").utf8))
        }) { (live: AppThemeLive) -> Void in
            let arrived: Double = Date().timeIntervalSince1970
            let theme: AppTheme = live.applied(to: AppTheme.default)
            let color: ThemeColor = ThemeTokenReader.values(of: theme._storage.current.values)[position] as! ThemeColor
            FileHandle.standardOutput.write(Data("\(arrived) \(color.component1 ?? -1)\n".utf8))
        }
        dispatchMain()
        """#
}
