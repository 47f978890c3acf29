import Foundation
import TokenModel

/// Where the build stamp of one output folder is kept: `tokenc-stamp-<16 hex digits>.txt` in a
/// folder of its own, by default the system's temporary folder, named by the hash of the output
/// folder's absolute path.
///
/// Not in the output folder: users commit it, and it must hold the same bytes on every machine.
/// Not beside it either, where it would need ignoring in version control. A temporary folder may
/// be emptied at any time; losing the stamp costs one full build.
package struct BuildStampFile: Sendable, Hashable {
    /// The environment variable that names another folder for stamps (the tests use their own).
    package static let directoryVariable = "TOKENC_STAMP_DIR"

    package var path: String

    package init(path: String) {
        self.path = path
    }

    /// The stamp file of `outputFolder` (relative to the current folder) in `directory`.
    package init(outputFolder: String, directory: String) {
        let absolute = URL(fileURLWithPath: outputFolder).standardizedFileURL.path
        path = URL(fileURLWithPath: directory, isDirectory: true)
            .appendingPathComponent("tokenc-stamp-\(ContentHash(absolute)).txt").path
    }

    /// The folder for stamps: `TOKENC_STAMP_DIR` when set in `environment`, else the temporary
    /// folder (`$TMPDIR`, or `/tmp`).
    package static func directory(environment: [String: String]) -> String {
        if let directory = environment[directoryVariable], !directory.isEmpty { return directory }
        return FileManager.default.temporaryDirectory.path
    }

    /// The stamp; nil when there is none, it cannot be read, or it belongs to another user (in a
    /// temporary folder shared by every user, another user could leave a file of this name).
    package func load() -> BuildStamp? {
        guard FileStatus(path: path)?.owner == FileStatus.currentUser,
              let data = FileManager.default.contents(atPath: path)
        else { return nil }
        return BuildStamp(text: String(decoding: data, as: UTF8.self))
    }

    /// Writes `stamp` whole or not at all (``AtomicFile``), creating the folder if needed.
    package func save(_ stamp: BuildStamp) throws(Diagnostic) {
        try AtomicFile.write(Data(stamp.text.utf8), to: path, creatingFolders: true)
    }

    /// Removes the stamp, if there is one: after a failed build, or one whose result the stamp
    /// cannot describe, an older stamp must not make the next build skip its work.
    package func remove() {
        try? FileManager.default.removeItem(atPath: path)
    }
}
