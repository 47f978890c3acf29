#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The regular files under `folder`, as paths relative to it, in no particular order: hidden
/// files and folders (names starting with a dot) are skipped, and so are symbolic links, which
/// are not followed. Nil when the folder cannot be listed; a folder inside it that cannot be
/// listed is skipped.
///
/// Read with `readdir`, whose entries carry their type, rather than Foundation's enumerators:
/// on Linux those look up every file's owner and group by name (reading `/etc/passwd` and
/// `/etc/group` each time), which was most of finding the token files of a build.
func regularFiles(under folder: String) -> [String]? {
    let root = folder.hasSuffix("/") ? String(folder.dropLast()) : folder
    var result: [String] = []
    /// Adds the regular files of the folder at `relative`; false when it cannot be listed.
    func list(_ relative: String) -> Bool {
        guard let directory = opendir(relative.isEmpty ? (root.isEmpty ? "/" : root) : root + "/" + relative) else { return false }
        defer { closedir(directory) }
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { bytes in
                String(cString: bytes.baseAddress!.assumingMemoryBound(to: CChar.self))
            }
            // Also skips `.` and `..`.
            if name.hasPrefix(".") { continue }
            let child = relative.isEmpty ? name : relative + "/" + name
            switch kind(Int(entry.pointee.d_type), of: child) {
            case Int(DT_REG): result.append(child)
            case Int(DT_DIR): _ = list(child)
            default: continue
            }
        }
        return true
    }
    /// The entry's type; from `lstat` on file systems whose entries do not carry it.
    func kind(_ type: Int, of relative: String) -> Int {
        guard type == Int(DT_UNKNOWN) else { return type }
        var info = stat()
        guard lstat(root + "/" + relative, &info) == 0 else { return type }
        switch info.st_mode & S_IFMT {
        case S_IFREG: return Int(DT_REG)
        case S_IFDIR: return Int(DT_DIR)
        default: return type
        }
    }
    return list("") ? result : nil
}
