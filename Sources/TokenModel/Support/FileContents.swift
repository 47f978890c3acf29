#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The whole contents of a regular file, read without ever blocking on something that is not one.
///
/// A FIFO, socket or device is refused by what `stat` says before it is opened: opening a FIFO
/// for reading waits for a writer, and reading a device such as `/dev/zero` never ends. A file
/// larger than `limit` bytes is refused by its size, before any of it is read, so one file cannot
/// take a run's memory. A loop of symbolic links is reported as the loop it is.
package enum FileContents {
    /// Why a file's contents could not be read.
    package enum Problem: Error, Sendable, Hashable {
        /// Nothing is at the path.
        case missing
        /// A symbolic link that leads to nothing: the link's target as written.
        case danglingLink(target: String)
        /// Symbolic links that lead back to one of them: the paths followed, the first again last.
        case linkLoop([String])
        /// Something other than a regular file: `a FIFO (named pipe)`, `a folder`.
        case notAFile(kind: String)
        /// A file of `size` bytes, over the limit.
        case tooLarge(size: Int64)
        /// Any other failure, in the system's words.
        case unreadable(reason: String)
    }

    /// The bytes of the file at `path` (symbolic links followed), or why there are none.
    package static func read(_ path: String, limit: Int) -> Result<[UInt8], Problem> {
        var info = stat()
        guard stat(path, &info) == 0 else { return .failure(problem(opening: path, errno: errno)) }
        if let kind = kind(of: info.st_mode) { return .failure(.notAFile(kind: kind)) }
        guard info.st_size <= Int64(limit) else { return .failure(.tooLarge(size: Int64(info.st_size))) }
        // Non-blocking in case the path was replaced by a FIFO since `stat`; checked again below.
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { return .failure(problem(opening: path, errno: errno)) }
        defer { close(descriptor) }
        guard fstat(descriptor, &info) == 0 else { return .failure(.unreadable(reason: String(cString: strerror(errno)))) }
        if let kind = kind(of: info.st_mode) { return .failure(.notAFile(kind: kind)) }
        guard info.st_size <= Int64(limit) else { return .failure(.tooLarge(size: Int64(info.st_size))) }
        var bytes: [UInt8] = []
        // The size and one more byte: a file read whole in one call ends with a read of nothing.
        var chunk = Int(info.st_size) + 1
        while true {
            var failure: Int32 = 0
            let part = [UInt8](unsafeUninitializedCapacity: chunk) { buffer, initialized in
                var got: Int
                repeat { got = systemRead(descriptor, buffer.baseAddress!, chunk) } while got < 0 && errno == EINTR
                if got < 0 { failure = errno }
                initialized = max(got, 0)
            }
            guard failure == 0 else { return .failure(.unreadable(reason: String(cString: strerror(failure)))) }
            if part.isEmpty { return .success(bytes) }
            if bytes.isEmpty { bytes = part } else { bytes += part }
            // A file that grew while it was read is held to the limit too.
            guard bytes.count <= limit else { return .failure(.tooLarge(size: Int64(bytes.count))) }
            chunk = 65_536
        }
    }

    /// What a file that is not a regular one is, in words; nil for a regular file.
    private static func kind(of mode: mode_t) -> String? {
        switch mode & S_IFMT {
        case S_IFREG: nil
        case S_IFDIR: "a folder"
        case S_IFIFO: "a FIFO (named pipe)"
        case S_IFSOCK: "a socket"
        case S_IFCHR: "a character device"
        case S_IFBLK: "a block device"
        default: "not a regular file"
        }
    }

    /// Why `path` could not be looked at or opened, after `errno` was `code`.
    private static func problem(opening path: String, errno code: Int32) -> Problem {
        switch code {
        case ELOOP:
            return .linkLoop(linkChain(from: path))
        case ENOENT:
            if let target = linkTarget(path) { return .danglingLink(target: target) }
            return .missing
        default:
            return .unreadable(reason: String(cString: strerror(code)))
        }
    }

    /// The paths a chain of symbolic links from `path` goes through, up to and including the first
    /// one seen again (`a.json`, `b.json`, `a.json`); relative targets are joined to their link's folder.
    static func linkChain(from path: String) -> [String] {
        var chain = [path]
        var current = path
        // The kernel gives up after 40 links; a chain that long is reported as far as it was followed.
        while chain.count <= 40, let target = linkTarget(current) {
            let folder = PathFolder.of(current)
            let next = target.hasPrefix("/") || folder.isEmpty ? target : lexicallyNormal(folder + "/" + target)
            chain.append(next)
            if chain.dropLast().contains(next) { break }
            current = next
        }
        return chain
    }

    /// The target of the symbolic link at `path` as written in the link; nil when it is no link.
    private static func linkTarget(_ path: String) -> String? {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let length = readlink(path, &buffer, buffer.count - 1)
        guard length >= 0 else { return nil }
        return String(decoding: buffer[..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// `path` without `.` steps and with `name/..` pairs removed, as the user would write it.
    package static func lexicallyNormal(_ path: String) -> String {
        var components: [Substring] = []
        for component in path.split(separator: "/", omittingEmptySubsequences: false) {
            switch component {
            case ".":
                continue
            case "..":
                if let last = components.last, last != "..", !last.isEmpty {
                    components.removeLast()
                } else {
                    components.append(component)
                }
            case "" where !components.isEmpty:
                continue
            default:
                components.append(component)
            }
        }
        let joined = components.joined(separator: "/")
        return joined.isEmpty ? "." : joined
    }
}

/// `read(2)`, named apart from ``FileContents/read(_:limit:)``.
@inline(__always)
private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
    #if canImport(Glibc)
    Glibc.read(descriptor, buffer, count)
    #else
    Darwin.read(descriptor, buffer, count)
    #endif
}
