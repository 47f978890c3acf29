#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What `stat` says of a file, as far as telling that it changed goes: which file it is (device
/// and inode: a file replaced by renaming another over it is a new inode), its size, and its
/// modification and status-change times in nanoseconds.
///
/// The status-change time (`ctime`) is recorded besides the modification time because nothing
/// but the kernel sets it: a tool that restores a modification time after editing a file
/// (`touch -r`, an archive extracted with its times) still moves it. `owner` tells whose file it is.
package struct FileStatus: Sendable, Hashable {
    package var device: UInt64
    package var inode: UInt64
    package var size: Int64
    /// Nanoseconds since 1970.
    package var modified: Int64
    /// Nanoseconds since 1970.
    package var changed: Int64
    package var owner: UInt32

    package init(device: UInt64, inode: UInt64, size: Int64, modified: Int64, changed: Int64, owner: UInt32) {
        self.device = device
        self.inode = inode
        self.size = size
        self.modified = modified
        self.changed = changed
        self.owner = owner
    }

    /// The status of the file at `path` (symbolic links followed); nil when there is none.
    package init?(path: String) {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        #if canImport(Glibc)
        let (modified, changed) = (info.st_mtim, info.st_ctim)
        #else
        let (modified, changed) = (info.st_mtimespec, info.st_ctimespec)
        #endif
        self.init(
            device: UInt64(info.st_dev), inode: UInt64(info.st_ino), size: Int64(info.st_size),
            modified: Self.nanoseconds(modified), changed: Self.nanoseconds(changed), owner: UInt32(info.st_uid))
    }

    /// Now, in nanoseconds since 1970, on the clock that file times are taken from.
    package static func now() -> Int64 {
        var time = timespec()
        clock_gettime(CLOCK_REALTIME, &time)
        return nanoseconds(time)
    }

    /// The user this process runs as, to compare with `owner`.
    package static var currentUser: UInt32 { UInt32(geteuid()) }

    private static func nanoseconds(_ time: timespec) -> Int64 {
        Int64(time.tv_sec) * 1_000_000_000 + Int64(time.tv_nsec)
    }
}
