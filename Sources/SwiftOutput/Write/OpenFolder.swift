import Foundation
import TokenModel

/// A folder inside the output folder, open by descriptor and reached from the output folder one
/// name at a time with `O_NOFOLLOW`: everything tokenc writes, renames or removes goes through
/// one, so nothing is ever written or removed through a symbolic link, even one that appears
/// while the build runs. The output folder itself may be reached through links: the user named it.
final class OpenFolder {
    let descriptor: Int32
    /// The folder as messages show it: `Generated/SwiftUI`.
    let display: String

    private init(descriptor: Int32, display: String) {
        self.descriptor = descriptor
        self.display = display
    }

    deinit {
        close(descriptor)
    }

    /// The output folder at `path`; nil when it does not exist.
    static func root(_ path: String) throws(Diagnostic) -> OpenFolder? {
        let descriptor = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else {
            if errno == ENOENT { return nil }
            if errno == ENOTDIR { throw notAFolder(path) }
            throw Diagnostic.error(.outputFailed, "cannot open the output folder '\(path)': \(String(cString: strerror(errno)))", at: nil)
        }
        return OpenFolder(descriptor: descriptor, display: path.hasSuffix("/") ? String(path.dropLast()) : path)
    }

    /// The folder `name` in this one; nil when there is none and not `creating`. A link there
    /// is an `output-link` error that names it; a file there, an `output-failed` error.
    func child(_ name: String, creating: Bool) throws(Diagnostic) -> OpenFolder? {
        let path = display + "/" + name
        var descriptor = openat(self.descriptor, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
        if descriptor < 0, errno == ENOENT, creating {
            guard mkdirat(self.descriptor, name, 0o777) == 0 || errno == EEXIST else {
                throw Diagnostic.error(.outputFailed, "cannot create the folder '\(path)': \(String(cString: strerror(errno)))", at: nil)
            }
            descriptor = openat(self.descriptor, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
        }
        guard descriptor >= 0 else {
            let reason = errno
            if reason == ENOENT { return nil }
            switch kind(of: name) {
            case S_IFLNK?: throw Self.linkError(path)
            case let kind? where kind != S_IFDIR:
                throw Diagnostic.error(.outputFailed, "'\(path)' is a file where tokenc writes a folder", at: nil)
            default:
                throw Diagnostic.error(.outputFailed, "cannot open the folder '\(path)': \(String(cString: strerror(reason)))", at: nil)
            }
        }
        return OpenFolder(descriptor: descriptor, display: path)
    }

    /// The folder holding `relative` (`/`-separated, relative to this folder) and the file's
    /// name; nil when a folder on the way does not exist and not `creating`.
    func parent(of relative: String, creating: Bool) throws(Diagnostic) -> (folder: OpenFolder, name: String)? {
        var components = relative.split(separator: "/").map(String.init)
        let name = components.removeLast()
        var folder = self
        for component in components {
            guard let next = try folder.child(component, creating: creating) else { return nil }
            folder = next
        }
        return (folder, name)
    }

    /// The type (`S_IFREG`, `S_IFDIR`, `S_IFLNK`, …) of the entry `name`, links not followed;
    /// nil when there is none.
    func kind(of name: String) -> mode_t? {
        var info = stat()
        guard fstatat(descriptor, name, &info, AT_SYMLINK_NOFOLLOW) == 0 else { return nil }
        return info.st_mode & S_IFMT
    }

    /// The bytes of the regular file `name`; nil when there is none. A link is an `output-link`
    /// error, a folder an `output-failed` one.
    func read(_ name: String) throws(Diagnostic) -> Data? {
        let path = display + "/" + name
        // Non-blocking, so that a named pipe in the way is reported rather than waited on.
        let descriptor = openat(self.descriptor, name, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else {
            let reason = errno
            if reason == ENOENT { return nil }
            if kind(of: name) == S_IFLNK { throw Self.linkError(path) }
            throw Diagnostic.error(.outputFailed, "cannot read '\(path)': \(String(cString: strerror(reason)))", at: nil)
        }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFREG else {
            let what = info.st_mode & S_IFMT == S_IFDIR ? "a folder" : "a special file (a pipe, a device or a socket)"
            throw Diagnostic.error(.outputFailed, "'\(path)' is \(what) where tokenc writes a file", at: nil)
        }
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = buffer.withUnsafeMutableBytes { Foundation.read(descriptor, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count >= 0 else {
                throw Diagnostic.error(.outputFailed, "cannot read '\(path)': \(String(cString: strerror(errno)))", at: nil)
            }
            if count == 0 { return data }
            data.append(contentsOf: buffer[0..<count])
        }
    }

    /// Creates the file `name`, which must not exist, holding `data`; nil when it worked, else why not.
    func create(_ name: String, holding data: Data) -> String? {
        // 0o666 less the umask: the permissions any new file gets.
        let descriptor = openat(self.descriptor, name, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o666)
        guard descriptor >= 0 else { return String(cString: strerror(errno)) }
        let failure = AtomicFile.write(data, closing: descriptor)
        if failure != nil { unlinkat(self.descriptor, name, 0) }
        return failure
    }

    /// Renames `name` over `newName` in this folder (a link at `newName` is replaced, not followed);
    /// nil when it worked, else `errno`.
    func rename(_ name: String, to newName: String) -> Int32? {
        renameat(descriptor, name, descriptor, newName) == 0 ? nil : errno
    }

    /// Removes the file `name`; nil when it worked, else `errno`.
    func remove(_ name: String) -> Int32? {
        unlinkat(descriptor, name, 0) == 0 ? nil : errno
    }

    /// Removes the folder `name` if it is empty; whether it did.
    @discardableResult
    func removeEmptyFolder(_ name: String) -> Bool {
        unlinkat(descriptor, name, AT_REMOVEDIR) == 0
    }

    /// The names in this folder, `.` and `..` left out, each with its type when the file system
    /// gives it (else `DT_UNKNOWN`).
    func entries() -> [(name: String, type: Int32)] {
        let copy = dup(descriptor)
        guard copy >= 0, let directory = fdopendir(copy) else { return [] }
        defer { closedir(directory) }
        // The copy shares the reading position with the descriptor: start from the top.
        rewinddir(directory)
        var result: [(String, Int32)] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { bytes in
                String(cString: bytes.baseAddress!.assumingMemoryBound(to: CChar.self))
            }
            if name == "." || name == ".." { continue }
            result.append((name, Int32(entry.pointee.d_type)))
        }
        return result
    }

    /// The output path names a file, or a path through one.
    static func notAFolder(_ path: String) -> Diagnostic {
        .error(.outputFailed, "the output path '\(path)' is not a folder: it, or a folder above it, is a file", at: nil)
    }

    static func linkError(_ path: String) -> Diagnostic {
        .error(
            .outputLink,
            "'\(path)' is a symbolic link: tokenc never writes or removes files through a link; replace it with a real folder or file, or remove it",
            at: nil)
    }
}
