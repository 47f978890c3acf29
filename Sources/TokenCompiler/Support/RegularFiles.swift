#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The regular files under `folder`, as paths relative to it, in no particular order. Hidden
/// files and folders (names starting with a dot) are skipped. Nil when the folder cannot be
/// listed; a folder inside it that cannot be listed is skipped.
///
/// Symbolic links are skipped unless `followingLinks`. Then a link to a file is listed as a file
/// and a link to a folder is read as a folder, under the link's own path, as `find -L` does: a
/// link to a folder that contains it (a loop) is not read again, and a link that leads nowhere
/// is listed as a file, so that reading it reports it rather than it vanishing silently.
///
/// Read with `readdir`, whose entries carry their type, rather than Foundation's enumerators:
/// on Linux those look up every file's owner and group by name (reading `/etc/passwd` and
/// `/etc/group` each time), which was most of finding the token files of a build.
func regularFiles(under folder: String, followingLinks: Bool = false) -> [String]? {
    let root = folder.hasSuffix("/") ? String(folder.dropLast()) : folder
    var result: [String] = []
    /// The folders being read (device and inode), from the root down, to recognise a link back
    /// up to one of them whatever path it takes.
    var ancestors: [(device: UInt64, inode: UInt64)] = []

    /// Adds the regular files of the folder at `relative`; false when it cannot be listed.
    func list(_ relative: String) -> Bool {
        let path = relative.isEmpty ? (root.isEmpty ? "/" : root) : root + "/" + relative
        guard let directory = opendir(path) else { return false }
        defer { closedir(directory) }
        if followingLinks {
            guard let folder = FileStatus(path: path),
                  !ancestors.contains(where: { $0 == (folder.device, folder.inode) }) else { return true }
            ancestors.append((folder.device, folder.inode))
        }
        defer { if followingLinks { ancestors.removeLast() } }
        while let entry = readdir(directory) {
            let name = entryName(entry)
            // Also skips `.` and `..`.
            if name.hasPrefix(".") { continue }
            let child = relative.isEmpty ? name : relative + "/" + name
            switch kind(Int(entry.pointee.d_type), of: child) {
            case Int(DT_REG): result.append(child)
            case Int(DT_DIR): _ = list(child)
            case Int(DT_LNK) where followingLinks:
                switch target(of: child) {
                case Int(DT_DIR)?: _ = list(child)
                case Int(DT_REG)?, nil: result.append(child)
                default: continue
                }
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
        return fileType(info.st_mode)
    }
    /// The type of what the link at `relative` leads to; nil when it leads nowhere.
    func target(of relative: String) -> Int? {
        var info = stat()
        guard stat(root + "/" + relative, &info) == 0 else { return nil }
        return fileType(info.st_mode)
    }
    return list("") ? result : nil
}

/// The name of a directory entry, read where it stands. `entry.pointee.d_name` would copy the
/// whole 256-byte field, but the C library allocates each entry only as long as its name
/// (`d_reclen`), so that copy reads past the entry's end (AddressSanitizer found it).
private func entryName(_ entry: UnsafeMutablePointer<dirent>) -> String {
    let offset = MemoryLayout<dirent>.offset(of: \dirent.d_name)!
    return String(cString: UnsafeRawPointer(entry).advanced(by: offset).assumingMemoryBound(to: CChar.self))
}

/// `DT_REG`, `DT_DIR` or `DT_LNK` for those file types, `DT_UNKNOWN` for any other.
private func fileType(_ mode: mode_t) -> Int {
    switch mode & S_IFMT {
    case S_IFREG: Int(DT_REG)
    case S_IFDIR: Int(DT_DIR)
    case S_IFLNK: Int(DT_LNK)
    default: Int(DT_UNKNOWN)
    }
}
