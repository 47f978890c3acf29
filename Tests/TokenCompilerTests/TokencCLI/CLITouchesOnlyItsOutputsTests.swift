import Foundation
import Testing
import TokenModel

/// tokenc writes only what a command names: the output folder, the asset catalog, the preview
/// page, the stamp given with `--stamp`. Each command runs as a process of its own with a `HOME`
/// and a `TMPDIR` of its own, which must stay as they were, and in the project nothing but the
/// named outputs may be created, changed or removed. A folder's own status counts, so a file made
/// and removed again within a command is seen too.
@Suite(.enabled(if: BuiltTokenc.url != nil, "the built tokenc executable was not found beside the test bundle"))
struct CLITouchesOnlyItsOutputsTests {
    /// A command line and the top-level entries of the project it may write.
    struct Step: CustomTestStringConvertible {
        var arguments: [String]
        var writes: Set<String>

        init(_ arguments: String, writes: Set<String> = []) {
            self.arguments = arguments.split(separator: " ").map(String.init)
            self.writes = writes
        }

        var testDescription: String { "tokenc " + arguments.joined(separator: " ") }
    }

    /// In order: each step runs on what the steps before it left.
    static let steps: [Step] = [
        Step("init", writes: ["tokens"]),
        Step("build", writes: ["Generated"]),
        Step("build"),
        Step("build --force"),
        Step("check"),
        Step("validate"),
        Step("validate --strict"),
        Step("dump"),
        Step("dump --input mode=dark"),
        Step("resolver"),
        Step("build --print-inputs"),
        Step("build --print-outputs"),
        Step("preview --output preview.html", writes: ["preview.html"]),
        Step("build --live", writes: ["Generated"]),
        Step("build --asset-catalog App/Colors.xcassets", writes: ["App"]),
        Step("check --asset-catalog App/Colors.xcassets"),
        Step("build --stamp .build/tokenc-stamp.txt", writes: [".build"]),
        Step("build --stamp .build/tokenc-stamp.txt", writes: [".build"]),
        Step("build --output Elsewhere --access internal", writes: ["Elsewhere"]),
        Step("build --tokens missing"),
        Step("help build"),
    ]

    @Test func everyCommandWritesOnlyWhatItNames() throws {
        let machine = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: machine) }
        let project = machine.appendingPathComponent("project")
        let home = machine.appendingPathComponent("home")
        let temporary = machine.appendingPathComponent("tmp")
        for folder in [project, home, temporary] {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        }
        let environment = ["NO_COLOR": "1", "HOME": home.path, "TMPDIR": temporary.path + "/"]
        for step in Self.steps {
            let projectBefore = Self.status(under: project)
            let homeBefore = Self.status(under: home), temporaryBefore = Self.status(under: temporary)
            let run = try runBuiltTokenc(step.arguments, environment: environment, in: project)
            #expect(run.status == (step.arguments.contains("missing") ? 1 : 0), "\(step.testDescription): \(run.standardError)")
            #expect(Self.changedPaths(from: homeBefore, to: Self.status(under: home)).isEmpty, "\(step.testDescription) wrote into HOME")
            #expect(Self.changedPaths(from: temporaryBefore, to: Self.status(under: temporary)).isEmpty, "\(step.testDescription) wrote into TMPDIR")
            let touched = Self.changes(from: projectBefore, to: Self.status(under: project))
            let outside = touched.filter { path in !step.writes.contains(Self.topLevel(path)) }
            #expect(outside.isEmpty, "\(step.testDescription) touched \(outside.sorted())")
        }
        #expect(FileManager.default.fileExists(atPath: project.appendingPathComponent(".build/tokenc-stamp.txt").path))
    }

    /// The project's folder itself may change only when an entry appears in it or goes: its
    /// status changes with every file made and removed in it.
    @Test func aFolderMadeAndRemovedWithinACommandIsSeen() throws {
        let folder = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let before = Self.status(under: folder)
        // Status times have the file system's resolution: wait past it, as a command's run does.
        Thread.sleep(forTimeInterval: 0.02)
        try Data().write(to: folder.appendingPathComponent("scratch"))
        try FileManager.default.removeItem(at: folder.appendingPathComponent("scratch"))
        #expect(Self.changes(from: before, to: Self.status(under: folder)) == [""])
    }

    /// Every file and folder under `root` (the root itself as `""`), hidden ones included, by
    /// relative path, with its status.
    static func status(under root: URL) -> [String: FileStatus] {
        var result: [String: FileStatus] = [:]
        result[""] = FileStatus(path: root.path)
        for path in (FileManager.default.subpaths(atPath: root.path) ?? []) {
            result[path] = FileStatus(path: root.path + "/" + path)
        }
        return result
    }

    /// The paths made, changed or removed between two snapshots. The root counts only when its
    /// entries changed without a new or removed top-level entry to explain it.
    static func changes(from before: [String: FileStatus], to after: [String: FileStatus]) -> Set<String> {
        var changed = changedPaths(from: before, to: after)
        let topLevelChanged = Set(before.keys.filter { !$0.contains("/") }) != Set(after.keys.filter { !$0.contains("/") })
        if topLevelChanged { changed.remove("") }
        return changed
    }

    /// The paths made, changed or removed between two snapshots, the root (`""`) included.
    static func changedPaths(from before: [String: FileStatus], to after: [String: FileStatus]) -> Set<String> {
        Set(before.keys).union(after.keys).filter { before[$0] != after[$0] }
    }

    /// `Generated` for `Generated/Tokens/AppTheme+Color.swift`.
    static func topLevel(_ path: String) -> String {
        String(path.prefix { $0 != "/" })
    }
}
