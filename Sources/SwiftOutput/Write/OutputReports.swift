/// How the output folder differs from the files `build` would write.
package struct OutputComparison: Sendable, Hashable {
    /// Files with the same path and other bytes.
    package var stale: [String] = []
    /// Files `build` writes that are not there.
    package var missing: [String] = []
    /// Files tokenc generated earlier (they carry its header) that `build` no longer writes.
    package var extra: [String] = []
    /// Files `build` would write that are there but without tokenc's header: never overwritten.
    package var foreign: [String] = []
    /// Files with the bytes `build` would write.
    package var unchanged: [String] = []
    /// Symbolic links where `build` writes (a file it writes, or a folder on the way to one), or
    /// that lead to files tokenc generated: `build` never writes or removes through them.
    package var links: [String] = []

    package var isCurrent: Bool {
        stale.isEmpty && missing.isEmpty && extra.isEmpty && foreign.isEmpty && links.isEmpty
    }
}

/// What `write` did, by relative path.
package struct OutputWriteSummary: Sendable, Hashable {
    package var written: [String] = []
    package var unchanged: [String] = []
    package var removed: [String] = []
}

/// What ``OutputFolder/recover()`` found of a build that was interrupted.
package struct OutputRecovery: Sendable, Hashable {
    /// The files an interrupted build had committed to write or remove, now written or removed.
    package var completed: [String] = []
    /// Temporary files left by an interrupted build, now removed, relative to the output folder.
    package var removedTemporaries: [String] = []

    package var isEmpty: Bool { completed.isEmpty && removedTemporaries.isEmpty }
}
