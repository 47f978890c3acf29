import Foundation
import TokenModel

/// Writes a whole file or nothing: the bytes go to a hidden temporary file beside the
/// destination, which is then renamed over it, so a reader never sees half a file and a failed
/// write leaves whatever was there before.
///
/// The temporary file is written with `open` and `write`, not `FileManager.createFile`: that one
/// writes a temporary file of its own, calls `fsync` and renames it onto ours, which cost a
/// fifth of the time of a build of 10,000 tokens. Generated files can always be written again;
/// like a compiler's outputs, they are not forced to disk.
package enum AtomicFile {
    /// Writes `data` to `path`. With `creatingFolders`, missing folders above it are created;
    /// otherwise a missing folder is an error. Failures are `output-failed` errors.
    package static func write(_ data: Data, to path: String, creatingFolders: Bool = false) throws(Diagnostic) {
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
            if let reason = createFolders(folder.path) { throw failure(reason) }
        } else if !FileManager.default.fileExists(atPath: folder.path, isDirectory: &isFolder) || !isFolder.boolValue {
            throw failure("the folder '\(folder.path)' does not exist")
        }
        let temporary = folder.appendingPathComponent(".\(url.lastPathComponent).tokenc-\(UUID().uuidString).tmp").path
        if let reason = writeNew(data, to: temporary) {
            unlink(temporary)
            throw failure(reason)
        }
        guard rename(temporary, path) == 0 else {
            let reason = String(cString: strerror(errno))
            unlink(temporary)
            throw failure(reason)
        }
    }

    /// Creates `path` and the folders above it that are missing; the reason in words when it
    /// fails (`Not a directory` where a file stands in the way), never an error domain and code.
    static func createFolders(_ path: String) -> String? {
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) {
            return isFolder.boolValue ? nil : "'\(path)' is a file, not a folder"
        }
        let parent = PathFolder.of(path)
        if !parent.isEmpty, parent != path, let reason = createFolders(parent) { return reason }
        guard mkdir(path, 0o777) == 0 || errno == EEXIST else {
            return "cannot create the folder '\(path)': \(String(cString: strerror(errno)))"
        }
        return nil
    }

    /// Creates the file at `path`, which must not exist, holding `data`; the reason when it fails.
    private static func writeNew(_ data: Data, to path: String) -> String? {
        // 0o666 less the umask: the permissions any new file gets.
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
        guard descriptor >= 0 else { return String(cString: strerror(errno)) }
        return write(data, closing: descriptor)
    }

    /// Writes all of `data` to the new file open as `descriptor`, then closes it; the reason when
    /// either fails.
    static func write(_ data: Data, closing descriptor: Int32) -> String? {
        var failure: String?
        data.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = Foundation.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    failure = String(cString: strerror(errno))
                    return
                }
                offset += written
            }
        }
        if close(descriptor) != 0, failure == nil { failure = String(cString: strerror(errno)) }
        return failure
    }
}
