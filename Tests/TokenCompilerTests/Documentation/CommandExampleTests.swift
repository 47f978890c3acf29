import Foundation
import Testing

/// Every command-line example of the README and `Documentation/` runs, with the built `tokenc`,
/// and prints what the docs show; or its marker says why it cannot run here. `CommandExample`
/// describes the markers, `ExampleOutput` what may differ. The examples name paths relative to
/// the folder they run in, and a process has one working folder, so they run as a user runs
/// them: the executable, in their own folder, rather than `CommandLineTool.tokenc.run` in-process.
@Suite(.enabled(if: BuiltTokenc.url != nil, "the built tokenc executable was not found beside the test bundle"))
struct CommandExampleTests {
    static let found = CommandExample.all(in: DocumentationLinkTests.pages)

    static var runnable: [CommandExample] {
        found.examples.filter { if case .run = $0.plan { true } else { false } }
    }

    @Test func everyCommandExampleRunsOrSaysWhyNot() {
        #expect(Self.found.problems == [])
        #expect(Self.runnable.count > Self.found.examples.count / 2, "most examples run")
        for example in Self.found.examples {
            if case let .notRun(reason) = example.plan {
                #expect(!reason.trimmingCharacters(in: .whitespaces).isEmpty, "\(example.location) gives no reason")
            }
        }
    }

    @Test(arguments: runnable)
    func exampleRunsAsShown(_ example: CommandExample) throws {
        guard case let .run(folder, before, skipped) = example.plan else { return }
        let (start, temporary) = try Self.prepare(folder)
        defer { if let temporary { try? FileManager.default.removeItem(at: temporary) } }
        if let before {
            let run = try Self.shell(before, in: start)
            try #require(run.status == 0, "\(example.location): '\(before)' failed:\n\(run.standardOutput)")
        }
        var current = start
        for step in example.steps where !skipped.contains(where: step.command.hasPrefix) {
            if step.command.hasPrefix("cd ") {
                current = current.appendingPathComponent(String(step.command.dropFirst(3)).trimmingCharacters(in: .whitespaces))
                continue
            }
            let run = try Self.shell(step.command, in: current)
            if let expected = step.output {
                let actual = run.standardOutput.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
                let printed = actual.last == "" ? Array(actual.dropLast()) : actual
                #expect(
                    ExampleOutput.matches(expected: expected, actual: printed),
                    "\(example.location): '$ \(step.command)' printed:\n\(run.standardOutput)\nbut the docs show:\n\(expected.joined(separator: "\n"))")
            } else {
                #expect(run.status == 0, "\(example.location): '\(step.command)' exited with \(run.status):\n\(run.standardOutput)")
            }
        }
    }

    /// The folder the commands start in, and the temporary folder to remove afterwards.
    static func prepare(_ folder: CommandExample.Folder) throws -> (URL, URL?) {
        let root = TestPaths.packageRoot
        if folder == .package { return (root, nil) }
        let temporary = try makeTemporaryDirectory()
        let copies: [(from: URL, to: String)] = switch folder {
        case .new, .package: []
        case .repository: [(root.appendingPathComponent("tokens"), "tokens"), (root.appendingPathComponent("Generated"), "Generated")]
        case let .copy(path):
            try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent(path).path)
                .map { (root.appendingPathComponent(path).appendingPathComponent($0), $0) }
        }
        for copy in copies {
            try FileManager.default.copyItem(at: copy.from, to: temporary.appendingPathComponent(copy.to))
        }
        return (temporary, temporary)
    }

    /// Runs `command` with `sh` in `folder`, standard error into standard output as a terminal
    /// interleaves them.
    static func shell(_ command: String, in folder: URL) throws -> BuiltTokencRun {
        let tokencFolder = try #require(BuiltTokenc.url).deletingLastPathComponent().path
        return try runBuiltTokenc(
            ["-c", "exec 2>&1\n" + command],
            environment: ["NO_COLOR": "1", "PATH": tokencFolder + ":/usr/local/bin:/usr/bin:/bin"],
            in: folder, executable: URL(fileURLWithPath: "/bin/sh"))
    }

    @Test func ellipsesMatchAnyTextOrLines() {
        #expect(ExampleOutput.matches(expected: ["built 3 tokens in 79 ms"], actual: ["built 3 tokens in 5 ms"]))
        #expect(!ExampleOutput.matches(expected: ["built 3 tokens"], actual: ["built 4 tokens"]))
        #expect(ExampleOutput.matches(expected: ["a: … [code]"], actual: ["a: anything [code]"]))
        #expect(!ExampleOutput.matches(expected: ["a: … [code]"], actual: ["b: anything [code]"]))
        #expect(ExampleOutput.matches(expected: ["first", "…", "last"], actual: ["first", "x", "y", "last"]))
        #expect(ExampleOutput.matches(expected: ["first", "…", "last"], actual: ["first", "last"]))
        #expect(!ExampleOutput.matches(expected: ["first", "…", "last"], actual: ["first", "x"]))
        #expect(!ExampleOutput.matches(expected: ["one"], actual: ["one", "two"]))
    }

    @Test func anUnmarkedOrMalformedExampleIsAProblem() {
        let page = """
            ```sh
            tokenc build
            ```

            <!-- example: in=new; skip=tokenc build --watch -->
            ```
            $ tokenc build --watch
            ```

            <!-- example: not run (needs Xcode) -->
            ```sh
            xcodebuild
            ```
            """
        let parsed = CommandExample.parse(page, page: "Page.md")
        #expect(parsed.problems == [
            "Page.md:1: a command example with no '<!-- example: … -->' line before it",
            "Page.md:6: 'skip=tokenc build --watch' gives no reason in parentheses",
        ])
        #expect(parsed.examples.map(\.location) == ["Page.md:11"])
    }
}
