#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import TokenModel

/// The folders a build may create, noted before it starts, so that a build that fails leaves
/// none of them behind: an output folder that did not exist, with the missing folders above it,
/// is removed again when the failed build left it empty.
package struct MissingFolders: Sendable {
    /// Folders that did not exist, the deepest of each path first.
    package let paths: [String]

    /// The folders of `paths`, and those above them, that do not exist now.
    package init(above paths: [String]) {
        var missing: [String] = []
        for path in paths {
            var current = path
            while !current.isEmpty, current != "/", current != ".", access(current, F_OK) != 0 {
                if !missing.contains(current) { missing.append(current) }
                let parent = PathFolder.of(current)
                if parent == current { break }
                current = parent
            }
        }
        self.paths = missing
    }

    /// Removes each of the folders that exists and is empty, the deepest first; one that holds
    /// anything, such as another process's files, is left.
    package func removeThoseLeftEmpty() {
        for path in paths.sorted(by: { $0.count > $1.count }) {
            _ = rmdir(path)
        }
    }
}
