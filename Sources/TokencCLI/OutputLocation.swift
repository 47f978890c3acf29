import Foundation
import TokenModel

/// Checks, before any work, that the output folder can be made: no file stands where a folder
/// must be, and the nearest existing folder is writable. Says what is wrong in words; creating
/// the folder would otherwise fail with an error domain and code (`NSCocoaErrorDomain error 512`).
enum OutputLocation {
    /// Why the folder `path` cannot be created or written, or nil when nothing is known to stand
    /// in the way. `what` names the path in the message: `'--output'`.
    static func problem(withFolder path: String, what: String) -> String? {
        guard !path.isEmpty else { return "\(what) must not be empty" }
        var current = path
        while true {
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: current, isDirectory: &isDirectory) {
                guard isDirectory.boolValue else {
                    return "\(what) is '\(path)', but '\(current)' is a file, not a folder; choose a path that is a folder or does not exist yet"
                }
                guard access(current, W_OK) == 0 else {
                    return "\(what) is '\(path)', but the folder '\(current)' is not writable (\(String(cString: strerror(errno))))"
                }
                return nil
            }
            let parent = PathFolder.of(current)
            let next = parent.isEmpty ? "." : parent
            if next == current { return nil }
            current = next
        }
    }

    /// Whether `inner` is `outer` or lies inside it, as paths (from the current folder; links not followed).
    static func isSameOrInside(_ inner: String, _ outer: String) -> Bool {
        relative(inner, to: outer) != nil
    }

    /// `inner` relative to `outer` (`Assets.xcassets` for `Generated/Assets.xcassets` in
    /// `Generated`), `""` when they are the same folder, nil when `inner` is not inside `outer`.
    static func relative(_ inner: String, to outer: String) -> String? {
        let base = URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true)
        let innerPath = URL(fileURLWithPath: inner, relativeTo: base).standardizedFileURL.path
        let outerPath = URL(fileURLWithPath: outer, relativeTo: base).standardizedFileURL.path
        if innerPath == outerPath { return "" }
        let prefix = outerPath.hasSuffix("/") ? outerPath : outerPath + "/"
        return innerPath.hasPrefix(prefix) ? String(innerPath.dropFirst(prefix.count)) : nil
    }
}
