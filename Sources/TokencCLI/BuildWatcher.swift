import Dispatch
import Foundation
import TokenCompiler

/// `tokenc build --watch`: builds, then polls the token files' modification times and sizes and
/// builds again after every change, until SIGINT (Ctrl-C) or SIGTERM.
///
/// Polling is a `stat` per token file every `interval`, which costs nothing noticeable and works
/// the same on every platform. Invalid intermediate states (a half-saved file, a broken reference)
/// are printed like any failed build, and the watcher carries on.
struct BuildWatcher {
    /// How often the files are looked at.
    static let interval: DispatchTimeInterval = .milliseconds(250)
    /// How long to wait after a change before building, so a save that writes several files, or
    /// writes one in steps, is built once.
    static let settle: DispatchTimeInterval = .milliseconds(60)

    var reporter: Reporter
    /// How long each build waits for another build of the same output folder: the lock is taken
    /// per build, so a build beside the watcher (an Xcode build phase) gets its turn.
    var lockTimeout: Double
    /// The settings of the next build: read again each time, so edits to tokenc.json apply. Nil
    /// when they have errors (already printed).
    var settings: () -> Settings?

    init(reporter: Reporter, lockTimeout: Double, settings: @escaping () -> Settings?) {
        self.reporter = reporter
        self.lockTimeout = lockTimeout
        self.settings = settings
    }

    func run() -> ExitCode {
        let stop = DispatchSemaphore(value: 0)
        let signals = [SIGINT, SIGTERM].map { number in
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
            source.setEventHandler { stop.signal() }
            source.resume()
            return source
        }
        defer {
            for (number, source) in zip([SIGINT, SIGTERM], signals) {
                source.cancel()
                signal(number, SIG_DFL)
            }
        }

        var current = settings()
        let beforeFirstBuild = FileSnapshot.take(folders: paths(current, inputs: []).folders, files: paths(current, inputs: []).files)
        var inputs = build(current)
        var watched = paths(current, inputs: inputs)
        reporter.summary(
            "watching \(watched.folders.map(reporter.path).joined(separator: ", ")) for changes; press Ctrl-C to stop")
        var snapshot = FileSnapshot.take(folders: watched.folders, files: watched.files).keepingEntries(of: beforeFirstBuild)
        while stop.wait(timeout: .now() + Self.interval) == .timedOut {
            var now = FileSnapshot.take(folders: watched.folders, files: watched.files)
            var changes = now.changes(since: snapshot)
            guard !changes.isEmpty else { continue }
            // Let the save finish, then take everything that changed meanwhile too.
            if stop.wait(timeout: .now() + Self.settle) == .success { break }
            now = FileSnapshot.take(folders: watched.folders, files: watched.files)
            changes = now.changes(since: snapshot)
            announce(changes)
            current = settings()
            inputs = build(current)
            watched = paths(current, inputs: inputs)
            // Compared with what was there before the build, so a save during it is built next.
            snapshot = FileSnapshot.take(folders: watched.folders, files: watched.files).keepingEntries(of: now)
        }
        reporter.summary("stopped watching; the output folder holds the last successful build")
        return .success
    }

    /// Builds with `settings` and returns the files read (empty when the settings have errors).
    private func build(_ settings: Settings?) -> [String] {
        guard let settings else {
            reporter.failure("not built: the configuration has errors (above); fix them and save, tokenc builds again")
            return []
        }
        return BuildCommand.build(settings, reporter: reporter, inWatch: true, lockTimeout: lockTimeout).inputs
    }

    /// The tokens path (a folder is listed, so new files are noticed), the files the last build
    /// read (a resolver document may name files outside the folder), and the configuration file.
    private func paths(_ settings: Settings?, inputs: [String]) -> (folders: [String], files: [String]) {
        let config = settings?.configFile ?? Configuration.defaultFileName
        return ([settings?.tokens ?? "tokens"], inputs + [config])
    }

    private func announce(_ changes: [String]) {
        let shown = changes.prefix(3).map(reporter.path).joined(separator: ", ")
        let more = changes.count > 3 ? " and \(changes.count - 3) more" : ""
        reporter.summary("changed: \(shown)\(more); building")
    }
}
