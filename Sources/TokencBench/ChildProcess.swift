#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// One finished child process: its exit status, wall time (spawn to reaped), peak resident memory
/// and processor time (user and system, its reaped descendants' included).
struct ChildRun {
    var exitCode: Int32
    var wallSeconds: Double
    var peakResidentBytes: Int
    var cpuSeconds: Double = 0
}

struct ChildProcessError: Error, CustomStringConvertible {
    var description: String
}

/// Runs `executable` (a path, or a name looked up in `PATH`) with its output discarded and
/// reaps it with `wait4`, whose `ru_maxrss` is the child's own peak resident set. `environment`
/// overrides variables of the benchmark's environment, which the child otherwise inherits.
func runChild(_ executable: String, _ arguments: [String], environment overrides: [String: String] = [:]) throws -> ChildRun {
    #if canImport(Glibc)
    var actions = posix_spawn_file_actions_t()
    #else
    var actions: posix_spawn_file_actions_t?
    #endif
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)

    let argv: [UnsafeMutablePointer<CChar>?] = ([executable] + arguments).map { strdup($0) } + [nil]
    defer { argv.forEach { free($0) } }
    let environment: [UnsafeMutablePointer<CChar>?] =
        ProcessInfo.processInfo.environment.merging(overrides) { $1 }.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer { environment.forEach { free($0) } }

    var pid: pid_t = 0
    let start = monotonicNanoseconds()
    let spawned = posix_spawnp(&pid, executable, &actions, nil, argv, environment)
    guard spawned == 0 else {
        throw ChildProcessError(description: "cannot run \(executable): \(String(cString: strerror(spawned)))")
    }
    var status: Int32 = 0
    var usage = rusage()
    while wait4(pid, &status, 0, &usage) == -1 {
        guard errno == EINTR else { throw ChildProcessError(description: "wait4 failed: \(String(cString: strerror(errno)))") }
    }
    let wall = Double(monotonicNanoseconds() - start) / 1e9
    #if os(Linux)
    let peak = Int(usage.ru_maxrss) * 1024  // kilobytes on Linux
    #else
    let peak = Int(usage.ru_maxrss)  // bytes on macOS
    #endif
    // WIFEXITED / WEXITSTATUS, which Swift does not import.
    let exitCode = status & 0x7F == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
    func seconds(_ time: timeval) -> Double { Double(time.tv_sec) + Double(time.tv_usec) / 1e6 }
    return ChildRun(exitCode: exitCode, wallSeconds: wall, peakResidentBytes: peak, cpuSeconds: seconds(usage.ru_utime) + seconds(usage.ru_stime))
}

/// One child process to time: its command line, untimed work before each run (the warm-up
/// included) and a check after each timed one.
struct ChildJob {
    var executable: String
    var arguments: [String]
    var environment: [String: String] = [:]
    var setUp: () throws -> Void = {}
    var check: () throws -> Void = {}
}

/// Times `runs` runs of a child process after one untimed warm-up (fewer after a slow warm-up,
/// see `slowSeconds`); every run must exit with 0. `setUp` runs, untimed, before each run
/// (the warm-up included); `check` after each timed one. `environment` is as for `runChild`.
func measureChild(
    runs: Int, _ executable: String, _ arguments: [String], environment: [String: String] = [:],
    setUp: @escaping () throws -> Void = {}, check: @escaping () throws -> Void = {}
) throws -> (Sample, peakResidentBytes: Int) {
    let measured = try measureChildren(runs: runs, [ChildJob(executable: executable, arguments: arguments, environment: environment, setUp: setUp, check: check)])[0]
    return (measured.wall, measured.peakResidentBytes)
}

/// What `measureChildren` measured of one job.
struct ChildMeasurement {
    /// Wall time, spawn to reaped.
    var wall: Sample
    /// Processor time, user and system: less than wall time when the machine is busy with other work.
    var cpu: Sample
    var peakResidentBytes: Int
}

/// `measureChild` of several processes, their runs interleaved (the first job's run, the
/// second's, …, then the first's again), so that a change in the machine's load while they are
/// measured weighs on all of them alike. A slow warm-up of any job makes every job run fewer times.
func measureChildren(runs: Int, _ jobs: [ChildJob]) throws -> [ChildMeasurement] {
    var seconds = [[Double]](repeating: [], count: jobs.count)
    var cpuSeconds = [[Double]](repeating: [], count: jobs.count)
    var peaks = [[Double]](repeating: [], count: jobs.count)
    var runs = runs
    var run = 0
    while run <= runs {
        defer { run += 1 }
        for (index, job) in jobs.enumerated() {
            try job.setUp()
            let result = try runChild(job.executable, job.arguments, environment: job.environment)
            guard result.exitCode == 0 else {
                throw ChildProcessError(description: "\(([job.executable] + job.arguments).joined(separator: " ")) exited with \(result.exitCode)")
            }
            guard run > 0 else {
                // The warm-up; see `slowSeconds`.
                if result.wallSeconds > slowSeconds { runs = min(runs, slowRuns) }
                continue
            }
            try job.check()
            seconds[index].append(result.wallSeconds)
            cpuSeconds[index].append(result.cpuSeconds)
            peaks[index].append(Double(result.peakResidentBytes))
        }
    }
    return try jobs.indices.map { index in
        let job = jobs[index]
        try job.setUp()
        let peak = try peakThroughTime(job.executable, job.arguments, environment: job.environment) ?? Int(median(peaks[index]))
        try job.check()
        return ChildMeasurement(wall: Sample(seconds: seconds[index]), cpu: Sample(seconds: cpuSeconds[index]), peakResidentBytes: peak)
    }
}

/// The child's peak resident set measured by `/usr/bin/time`, which forks it from its own small
/// process. On Linux a process spawned straight from the benchmark reports, in `ru_maxrss`, the
/// benchmark's own peak as well (exec records the high-water mark of the memory it replaces, and
/// a spawned child starts from the parent's), so after the in-process stages that figure is the
/// benchmark's, not tokenc's. Nil where `/usr/bin/time` is missing.
private func peakThroughTime(_ executable: String, _ arguments: [String], environment: [String: String]) throws -> Int? {
    #if os(Linux)
    let time = "/usr/bin/time"
    guard FileManager.default.isExecutableFile(atPath: time) else { return nil }
    let output = FileManager.default.temporaryDirectory.appendingPathComponent("tokenc-bench-rss-\(UUID().uuidString)").path
    defer { try? FileManager.default.removeItem(atPath: output) }
    let result = try runChild(time, ["-f", "%M", "-o", output, executable] + arguments, environment: environment)
    guard result.exitCode == 0,
          let text = try? String(contentsOfFile: output, encoding: .utf8),
          let kilobytes = Int(text.trimmingCharacters(in: .whitespacesAndNewlines).split(separator: "\n").last ?? "")
    else { return nil }
    return kilobytes * 1024
    #else
    return nil
    #endif
}

/// Every regular file under a folder with its inode, size and modification and change times in
/// nanoseconds: equal snapshots mean that no file was written, replaced, added or removed.
func fileSnapshot(of folder: String) throws -> [String: [Int]] {
    guard let enumerator = FileManager.default.enumerator(atPath: folder) else {
        throw ChildProcessError(description: "cannot list \(folder)")
    }
    var snapshot: [String: [Int]] = [:]
    for case let relative as String in enumerator {
        var info = stat()
        guard lstat(folder + "/" + relative, &info) == 0 else {
            throw ChildProcessError(description: "cannot stat \(folder)/\(relative): \(String(cString: strerror(errno)))")
        }
        guard info.st_mode & S_IFMT == S_IFREG else { continue }
        #if canImport(Glibc)
        let (modified, changed) = (info.st_mtim, info.st_ctim)
        #else
        let (modified, changed) = (info.st_mtimespec, info.st_ctimespec)
        #endif
        snapshot[relative] = [
            Int(info.st_ino), Int(info.st_size),
            Int(modified.tv_sec) * 1_000_000_000 + Int(modified.tv_nsec),
            Int(changed.tv_sec) * 1_000_000_000 + Int(changed.tv_nsec),
        ]
    }
    return snapshot
}
