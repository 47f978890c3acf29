import Foundation
import TokenModel

/// What a successful build started from and left behind, so that the next build can tell, without
/// reading the tokens, that building again would change nothing (``verdict(for:outputFolder:)``).
///
/// - ``Key``: tokenc itself, the settings and the contents of every input file. The output is a
///   function of these alone, so an equal key means equal generated files.
/// - ``outputs``: every file in the output folder as the build left it. Checking that they are
///   still so takes a `stat` of each, not reading them: an edited, replaced, removed or added
///   file is noticed and built over.
///
/// The stamp is kept outside the output folder (``BuildStampFile``), which users commit and
/// which must be the same on every machine. A stamp is recorded only after a build that succeeded
/// without diagnostics, so a build that takes the shortcut has nothing to print but its summary.
package struct BuildStamp: Sendable, Hashable {
    /// What the output is made from.
    package struct Key: Sendable, Hashable {
        /// tokenc's version and executable (see ``RunningExecutable``), as one line.
        package var tool: String
        /// One line per setting that affects the output, as the caller writes them.
        package var settings: [String]
        /// Every file the build reads, in the order listed.
        package var inputs: [Input]

        package init(tool: String, settings: [String], inputs: [Input]) {
            self.tool = tool
            self.settings = settings
            self.inputs = inputs
        }

        /// Reads and hashes `inputFiles`; nil when one cannot be read, is not a regular file or is
        /// larger than `fileLimit` bytes (the build will say why).
        package init?(tool: String, settings: [String], inputFiles: [String], fileLimit: Int = Limits.defaultFileBytes) {
            var inputs: [Input] = []
            for path in inputFiles {
                guard case .success(let bytes) = FileContents.read(path, limit: fileLimit) else { return nil }
                inputs.append(Input(path: path, hash: bytes.withUnsafeBytes { ContentHash($0) }))
            }
            self.init(tool: tool, settings: settings, inputs: inputs)
        }
    }

    /// An input file and the hash of its contents: a file saved again with the same contents
    /// (or touched) leaves the build up to date; its modification time does not count.
    package struct Input: Sendable, Hashable {
        package var path: String
        package var hash: ContentHash

        package init(path: String, hash: ContentHash) {
            self.path = path
            self.hash = hash
        }
    }

    /// A file in the output folder as the build left it.
    package struct Output: Sendable, Hashable {
        /// Relative to the output folder, `/`-separated, as ``GeneratedFile/path``.
        package var path: String
        package var status: FileStatus
        /// The hash of the generated contents; nil for a file tokenc did not generate (it is in
        /// the folder, and tokenc leaves it alone, but a change to it still means a new build).
        package var hash: ContentHash?

        package init(path: String, status: FileStatus, hash: ContentHash?) {
            self.path = path
            self.status = status
            self.hash = hash
        }
    }

    /// Whether a build can be skipped.
    package enum Verdict: Sendable, Hashable {
        case upToDate
        /// Why not, in a few words: `tokens/color.json changed`.
        case stale(String)
    }

    package var key: Key
    /// The time the outputs' statuses are vouched for, in nanoseconds since 1970
    /// (``FileStatus/now()``): when the build that recorded the stamp started, or a later check
    /// that found it up to date (``restamped(at:)``). A file changed shortly before it, or after,
    /// is compared by contents (``isRacy(_:asOf:)``).
    package var asOf: Int64
    /// Every file in the output folder, sorted by path.
    package var outputs: [Output]
    /// The tokens built, for the summary of a build that is skipped.
    package var tokenCount: Int
    /// The permutations built (`2 brands × 2 modes`), for that summary too.
    package var themeSummary: String

    package init(key: Key, asOf: Int64, outputs: [Output], tokenCount: Int, themeSummary: String) {
        self.key = key
        self.asOf = asOf
        self.outputs = outputs
        self.tokenCount = tokenCount
        self.themeSummary = themeSummary
    }

    /// The stamp of a build that started at `started` from `key` and has just made `outputFolder`
    /// hold `files`. Nil when the folder cannot be listed or a file in it cannot be `stat`ed.
    ///
    /// `started` must be taken before the build read the output folder: then a file changed
    /// while the build ran counts as racy.
    package init?(
        key: Key, started: Int64, files: [GeneratedFile], outputFolder: String, tokenCount: Int, themeSummary: String
    ) {
        let hashes = Dictionary(files.map { ($0.path, ContentHash($0.contents)) }, uniquingKeysWith: { first, _ in first })
        let folder = OutputFolder(path: outputFolder)
        guard let paths = try? folder.existingFiles() else { return nil }
        var outputs: [Output] = []
        for path in paths {
            guard let status = FileStatus(path: folder.url(path).path) else { return nil }
            outputs.append(Output(path: path, status: status, hash: hashes[path]))
        }
        self.init(key: key, asOf: started, outputs: outputs, tokenCount: tokenCount, themeSummary: themeSummary)
    }

    /// Whether a file with `status` may have changed again, after its status was taken at `time`
    /// or later, without its status showing it: when both changes fall in one tick of the file
    /// system's clock, the times are equal, and an edit that keeps the size and the inode goes
    /// unseen. Such a file is compared by contents instead.
    ///
    /// It is racy when its status-change time is not well before `time`. A change after `time`
    /// gets a time no earlier than one tick before it, so the margin must exceed two ticks: 50 ms
    /// where the file system keeps fractions of a second (Linux stamps files from a clock that
    /// ticks every 1 to 10 ms; APFS keeps nanoseconds), 2 s where the time is a whole second
    /// (file systems that keep whole seconds, or FAT's two; for the rare file whose fraction is
    /// zero by chance, the longer margin only costs a read).
    package static func isRacy(_ status: FileStatus, asOf time: Int64) -> Bool {
        let wholeSecond = status.changed % 1_000_000_000 == 0
        return status.changed >= time - (wholeSecond ? 2_000_000_000 : 50_000_000)
    }

    /// The generated files, by relative path.
    package var generatedFiles: [String] { outputs.filter { $0.hash != nil }.map(\.path) }

    /// Up to date when `key` is this stamp's and `outputFolder` holds exactly the files the build
    /// left there, each with the same status. Checked cheapest first; the first difference is
    /// the reason given.
    package func verdict(for key: Key, outputFolder: String) -> Verdict {
        guard key.tool == self.key.tool else { return .stale("tokenc changed") }
        guard key.settings == self.key.settings else { return .stale("the settings changed") }
        if key.inputs != self.key.inputs {
            let before = Dictionary(self.key.inputs.map { ($0.path, $0.hash) }, uniquingKeysWith: { first, _ in first })
            guard let changed = key.inputs.first(where: { before[$0.path] != $0.hash }) else {
                return .stale("the list of input files changed")
            }
            return .stale("\(changed.path) \(before[changed.path] == nil ? "was added" : "changed")")
        }
        let folder = OutputFolder(path: outputFolder)
        guard let paths = try? folder.existingFiles() else { return .stale("\(outputFolder) cannot be read") }
        if paths != outputs.map(\.path) {
            let recorded = Set(outputs.map(\.path))
            if let added = paths.first(where: { !recorded.contains($0) }) { return .stale("\(folder.display(added)) was added") }
            let found = Set(paths)
            let missing = outputs.first { !found.contains($0.path) }
            return .stale("\(folder.display(missing?.path ?? "")) is missing")
        }
        for output in outputs {
            let file = folder.url(output.path).path
            guard FileStatus(path: file) == output.status, unchangedSinceBuild(output, at: file) else {
                return .stale("\(folder.display(output.path)) changed")
            }
        }
        return .upToDate
    }

    /// Whether a file whose status is as recorded still holds what the build left: certain from
    /// its status unless it is racy, else compared by contents (a file tokenc did not generate
    /// has no hash to compare with: it counts as changed).
    private func unchangedSinceBuild(_ output: Output, at file: String) -> Bool {
        guard Self.isRacy(output.status, asOf: asOf) else { return true }
        guard let hash = output.hash, let data = FileManager.default.contents(atPath: file) else { return false }
        return data.withUnsafeBytes { ContentHash($0) } == hash
    }

    /// After a verdict of ``Verdict/upToDate`` from a check that began at `time` (taken before it
    /// looked at any file): the stamp as of then, when that leaves fewer files racy, so the next
    /// checks need not read them again; nil when it would not.
    ///
    /// Sound because the check found every file as recorded after `time`, and compared the racy
    /// ones by contents: a later change moves a file's status-change time to `time` or after.
    package func restamped(at time: Int64) -> BuildStamp? {
        guard outputs.contains(where: { Self.isRacy($0.status, asOf: asOf) && !Self.isRacy($0.status, asOf: time) }) else {
            return nil
        }
        var restamped = self
        restamped.asOf = time
        return restamped
    }
}
