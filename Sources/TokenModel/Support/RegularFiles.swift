#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

#if canImport(Glibc)
/// What `opendir` returns.
private typealias DirectoryStream = OpaquePointer
#else
private typealias DirectoryStream = UnsafeMutablePointer<DIR>
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
/// Links can give one folder many paths (a chain of folders each with two links to the next
/// gives 2ⁿ), so the walk counts every file and folder it lists, under each of its paths, and
/// stops at the first past `limit` rather than listing them all.
///
/// With `listingOtherFiles`, FIFOs, sockets and devices are listed as files too, so that reading
/// them reports what they are rather than their being skipped without a word (nothing here opens
/// them). Folders for which `skipsFolder` is true, given their name, are not read. A link for
/// which `followsLink` is false, given its path relative to `folder`, is neither followed nor
/// listed: what it leads to is not looked into.
///
/// Read with `readdir`, whose entries carry their type, rather than Foundation's enumerators:
/// on Linux those look up every file's owner and group by name (reading `/etc/passwd` and
/// `/etc/group` each time), which was most of finding the token files of a build.
package func regularFiles(
    under folder: String, followingLinks: Bool = false, listingOtherFiles: Bool = false, limit: Int = .max,
    skipsFolder: (String) -> Bool = { _ in false }, followsLink: (String) -> Bool = { _ in true }
) throws(ListingLimitReached) -> [String]? {
    let root = folder.hasSuffix("/") ? String(folder.dropLast()) : folder
    var result: [String] = []
    var listed = 0
    /// The folders being read (device and inode), from the root down, to recognise a link back
    /// up to one of them whatever path it takes.
    var ancestors: [(device: UInt64, inode: UInt64)] = []

    /// Adds the regular files of the open folder at `relative`, and closes it; false when it
    /// cannot be listed.
    func list(_ directory: DirectoryStream?, _ relative: String) throws(ListingLimitReached) -> Bool {
        guard let directory else { return false }
        defer { closedir(directory) }
        let descriptor = dirfd(directory)
        if followingLinks {
            var info = stat()
            guard fstat(descriptor, &info) == 0 else { return false }
            let folder = (device: UInt64(info.st_dev), inode: UInt64(info.st_ino))
            guard !ancestors.contains(where: { $0 == folder }) else { return true }
            ancestors.append(folder)
        }
        defer { if followingLinks { ancestors.removeLast() } }
        while let entry = readdir(directory) {
            let name = entryName(entry)
            // Also skips `.` and `..`.
            if name.hasPrefix(".") { continue }
            var type = Int(entry.pointee.d_type)
            // On file systems whose entries do not carry their type.
            if type == Int(DT_UNKNOWN) { type = status(of: name, in: descriptor, following: false) ?? type }
            if type == Int(DT_LNK) {
                guard followingLinks, followsLink(relative.isEmpty ? name : relative + "/" + name) else { continue }
                // A link that leads nowhere is listed, to be reported when read.
                type = status(of: name, in: descriptor, following: true) ?? Int(DT_REG)
            }
            guard type == Int(DT_REG) || type == Int(DT_DIR) || listingOtherFiles else { continue }
            if type == Int(DT_DIR), skipsFolder(name) { continue }
            let child = relative.isEmpty ? name : relative + "/" + name
            listed += 1
            guard listed <= limit else { throw ListingLimitReached(path: child) }
            if type != Int(DT_DIR) {
                result.append(child)
            } else {
                // Opened from its parent, so a deep path through many links is not resolved again.
                let opened = openat(descriptor, name, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
                guard opened >= 0 else { continue }
                guard let subfolder = fdopendir(opened) else {
                    close(opened)
                    continue
                }
                _ = try list(subfolder, child)
            }
        }
        return true
    }
    return try list(opendir(root.isEmpty ? "/" : root), "") ? result : nil
}

/// A listing that found more than its limit of files and folders.
package struct ListingLimitReached: Error {
    /// The first file or folder past the limit, relative to the folder listed.
    package var path: String
}

/// `DT_REG`, `DT_DIR` or `DT_LNK` for the entry `name` of the open folder `descriptor`, or
/// `DT_UNKNOWN` for another type; of what a link leads to when `following`. Nil when there is none.
private func status(of name: String, in descriptor: Int32, following: Bool) -> Int? {
    var info = stat()
    guard fstatat(descriptor, name, &info, following ? 0 : AT_SYMLINK_NOFOLLOW) == 0 else { return nil }
    return fileType(info.st_mode)
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
