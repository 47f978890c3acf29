/// The status of each of a list of files, to tell which of them changed between two snapshots:
/// `--watch` takes one of ``InputListing/watched`` on every poll.
///
/// Taking one costs a `stat` per file, no reading. Symbolic links are followed, as discovery
/// follows them, so an edit to a linked file, or a link pointed at another file, is a change of
/// the path the link is listed under. A change is any difference in ``FileStatus``: a file
/// replaced by renaming another over it counts even with the same size and times.
package struct FileSnapshot: Sendable, Hashable {
    /// By path, as listed. A file that cannot be `stat`ed (missing, or a link that leads nowhere)
    /// has no status; one that appears later is a change.
    package var statuses: [String: FileStatus]

    package init(statuses: [String: FileStatus]) {
        self.statuses = statuses
    }

    /// The status of each of `paths` now.
    package init(of paths: [String]) {
        var statuses: [String: FileStatus] = [:]
        for path in paths {
            statuses[path] = FileStatus(path: path)
        }
        self.init(statuses: statuses)
    }

    /// This snapshot's paths, each with `earlier`'s status where it has one. Taken after a build,
    /// with `earlier` taken before it: a file saved while the build ran then still counts as
    /// changed, and only the paths listed from now on are compared.
    package func keepingStatuses(of earlier: FileSnapshot) -> FileSnapshot {
        FileSnapshot(statuses: statuses.merging(earlier.statuses.filter { statuses[$0.key] != nil }) { _, before in before })
    }

    /// The paths added, removed or changed since `earlier`, sorted.
    package func changes(since earlier: FileSnapshot) -> [String] {
        Set(statuses.keys).union(earlier.statuses.keys).filter { statuses[$0] != earlier.statuses[$0] }.sorted()
    }
}
