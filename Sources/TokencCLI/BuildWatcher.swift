import Dispatch
import Foundation
import TokenCompiler
import TokenModel
import SwiftOutput

/// `tokenc build --watch`: builds, then polls the status of the files the build depends on and
/// builds again after every change, until SIGINT (Ctrl-C) or SIGTERM.
///
/// Polling lists the inputs as `--print-inputs` and the build stamp do (``InputListing``), then
/// takes a `stat` of each (``FileSnapshot``), every ``interval(after:)``: that works the same on
/// every platform, and a save is built within a tenth of a second, so `--live` shows it in a
/// running app well within a second. Invalid intermediate states (a half-saved file, a broken
/// reference) are printed like any failed build, and the watcher carries on.
struct BuildWatcher {
    /// How long to wait after a change before building, so a save that writes several files, or
    /// writes one in steps, is built once.
    static let settle: DispatchTimeInterval = .milliseconds(40)

    /// How long to wait before the next look, after one that took `lookTime` seconds: 50 ms, or
    /// longer for inputs so many that looking at them would take more than a twentieth of a core.
    static func interval(after lookTime: Double) -> DispatchTimeInterval {
        .milliseconds(Int(min(1000, max(50, lookTime * 20_000))))
    }

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
        var live = LiveSession()
        let beforeFirstBuild = Self.snapshot(current)
        build(current, live: &live)
        reporter.summary("watching \(reporter.path(current?.tokens ?? Settings().tokens)) for changes; press Ctrl-C to stop")
        var snapshot = Self.snapshot(current).keepingStatuses(of: beforeFirstBuild)
        var lookTime = 0.0
        while stop.wait(timeout: .now() + Self.interval(after: lookTime)) == .timedOut {
            let looking = DispatchTime.now()
            var now = Self.snapshot(current)
            lookTime = Double(DispatchTime.now().uptimeNanoseconds - looking.uptimeNanoseconds) / 1e9
            var changes = now.changes(since: snapshot)
            guard !changes.isEmpty else { continue }
            // Let the save finish, then take everything that changed meanwhile too.
            if stop.wait(timeout: .now() + Self.settle) == .success { break }
            now = Self.snapshot(current)
            changes = now.changes(since: snapshot)
            announce(changes)
            current = settings()
            build(current, live: &live)
            // Compared with what was there before the build, so a save during it is built next.
            snapshot = Self.snapshot(current).keepingStatuses(of: now)
        }
        reporter.summary("stopped watching; the output folder holds the last successful build")
        return .success
    }

    /// What is compared between polls: the status of every file the build depends on
    /// (``InputListing/watched``), listed again each time so that a new file is noticed. While
    /// the settings have errors, those of the defaults. The configuration file is listed even
    /// before it exists, so that creating it is a change.
    static func snapshot(_ settings: Settings?) -> FileSnapshot {
        let settings = settings ?? Settings()
        let listing = InputListing(
            tokens: settings.tokens, configuration: settings.configFile ?? Configuration.defaultFileName,
            options: settings.readerOptions)
        return FileSnapshot(of: listing.watched)
    }

    /// Builds with `settings`; says so instead when they have errors. `live` keeps the watch's
    /// builds, so an app built with any of them reads only the changes from it.
    private func build(_ settings: Settings?, live: inout LiveSession) {
        guard let settings else {
            reporter.failure("not built: the configuration has errors (above); fix them and save, tokenc builds again")
            return
        }
        _ = BuildCommand.build(settings, reporter: reporter, inWatch: true, lockTimeout: lockTimeout, live: &live)
    }

    private func announce(_ changes: [String]) {
        let shown = changes.prefix(3).map(reporter.path).joined(separator: ", ")
        let more = changes.count > 3 ? " and \(changes.count - 3) more" : ""
        reporter.summary("changed: \(shown)\(more); building")
    }
}
