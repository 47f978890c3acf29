import Foundation

/// Checks, before any work, that a path tokenc will write (the output folder, the preview page)
/// can be made: no file stands where a folder must be, and the nearest existing folder is
/// writable. Says what is wrong in words, never with an error domain and code.
enum OutputLocation {
    /// Why `path` cannot be written as a folder (`isFolder`) or a file, or nil when nothing is
    /// known to stand in the way. `what` names the path in the message: `'--output'`.
    static func problem(with path: String, isFolder: Bool, what: String) -> String? {
        guard !path.isEmpty else { return "\(what) must not be empty" }
        var current = path
        var isAncestor = false
        while true {
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: current, isDirectory: &isDirectory) {
                if !isDirectory.boolValue, isAncestor || isFolder {
                    return "\(what) is '\(path)', but '\(current)' is a file, not a folder; choose a path that is a folder or does not exist yet"
                }
                if isDirectory.boolValue, !isAncestor, !isFolder {
                    return "\(what) is '\(path)', which is a folder; name the file to write, such as '\((path as NSString).appendingPathComponent("preview.html"))'"
                }
                let folder = isDirectory.boolValue ? current : parent(of: current)
                if access(folder, W_OK) != 0 {
                    return "\(what) is '\(path)', but the folder '\(folder)' is not writable (\(String(cString: strerror(errno))))"
                }
                return nil
            }
            let next = parent(of: current)
            if next == current { return nil }
            current = next
            isAncestor = true
        }
    }

    /// The folder holding `path` as written: `afile` for `afile/sub`, `.` for `sub`.
    private static func parent(of path: String) -> String {
        let parent = (path as NSString).deletingLastPathComponent
        return parent.isEmpty ? "." : parent
    }
}
