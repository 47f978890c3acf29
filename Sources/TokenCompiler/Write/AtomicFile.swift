import Foundation

/// Writes a whole file or nothing: the bytes go to a hidden temporary file beside the
/// destination, which is then renamed over it, so a reader never sees half a file and a failed
/// write leaves whatever was there before.
public enum AtomicFile {
    /// Writes `data` to `path`. With `creatingFolders`, missing folders above it are created;
    /// otherwise a missing folder is an error. Failures are `output-failed` errors.
    public static func write(_ data: Data, to path: String, creatingFolders: Bool = false) throws(Diagnostic) {
        let url = URL(fileURLWithPath: path)
        let folder = url.deletingLastPathComponent()
        func failure(_ reason: String) -> Diagnostic {
            .error(.outputFailed, "cannot write '\(path)': \(reason)", at: nil)
        }
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue {
            throw failure("it is a folder")
        }
        if creatingFolders {
            do {
                try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            } catch {
                throw failure(error.localizedDescription)
            }
        } else if !FileManager.default.fileExists(atPath: folder.path, isDirectory: &isFolder) || !isFolder.boolValue {
            throw failure("the folder '\(folder.path)' does not exist")
        }
        let temporary = folder.appendingPathComponent(".\(url.lastPathComponent).tokenc-\(UUID().uuidString).tmp")
        guard FileManager.default.createFile(atPath: temporary.path, contents: data) else {
            throw failure("the folder '\(folder.path)' is not writable")
        }
        guard rename(temporary.path, path) == 0 else {
            let reason = String(cString: strerror(errno))
            try? FileManager.default.removeItem(at: temporary)
            throw failure(reason)
        }
    }
}
