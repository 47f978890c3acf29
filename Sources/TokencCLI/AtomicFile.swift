import Foundation

/// Writes a whole file or nothing: the bytes go to a hidden temporary file beside the
/// destination, which is then renamed over it, so a reader never sees half a file and a failed
/// write leaves whatever was there before.
enum AtomicFile {
    struct WriteError: Error, CustomStringConvertible {
        var path: String
        var reason: String
        var description: String { "cannot write '\(path)': \(reason)" }
    }

    static func write(_ text: String, to path: String) throws(WriteError) {
        let url = URL(fileURLWithPath: path)
        let folder = url.deletingLastPathComponent().path
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder), isFolder.boolValue else {
            throw WriteError(path: path, reason: "the folder '\(folder)' does not exist")
        }
        if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue {
            throw WriteError(path: path, reason: "it is a folder")
        }
        let temporary = url.deletingLastPathComponent()
            .appendingPathComponent(".\(url.lastPathComponent).\(ProcessInfo.processInfo.processIdentifier).tmp").path
        guard FileManager.default.createFile(atPath: temporary, contents: Data(text.utf8)) else {
            throw WriteError(path: path, reason: "the folder is not writable")
        }
        guard rename(temporary, path) == 0 else {
            let reason = String(cString: strerror(errno))
            try? FileManager.default.removeItem(atPath: temporary)
            throw WriteError(path: path, reason: reason)
        }
    }
}
