import Foundation
import TokenModel

/// Where the build stamp of one output folder is kept: the file `--stamp` names, or
/// `tokenc-stamp-<16 hex digits>.txt` in the folder `TOKENC_STAMP_DIR` names, named by the hash of
/// the output folder's absolute path. Without either there is no stamp: tokenc writes only what
/// the command names, so it keeps nothing of its own anywhere else on the machine.
///
/// Never in the output folder: users commit it, and it must hold the same bytes on every machine.
/// Losing the stamp costs one full build.
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

    /// The stamp of `outputFolder` the user asked for: the file `named` (`--stamp`), else one in
    /// the folder `TOKENC_STAMP_DIR` names in `environment`; nil when neither is given.
    package static func chosen(named: String?, outputFolder: String, environment: [String: String]) -> BuildStampFile? {
        if let named { return BuildStampFile(path: named) }
        guard let directory = environment[directoryVariable], !directory.isEmpty else { return nil }
        return BuildStampFile(outputFolder: outputFolder, directory: directory)
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
