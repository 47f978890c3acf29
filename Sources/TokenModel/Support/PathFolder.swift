/// The folder part of a file path, worked out on its bytes.
///
/// `NSString.deletingLastPathComponent` is what this replaces: Foundation on Linux (Swift 6.3)
/// traps on a path of one character (`"a"`, `"."`), which made `tokenc build --output a` crash.
package enum PathFolder {
    /// The folder holding `path`, as `deletingLastPathComponent` gives it: `"x"` for `"x/a"`,
    /// `""` for a bare name, `"/"` for a name in the root; trailing and repeated slashes ignored.
    package static func of(_ path: String) -> String {
        let slash = UInt8(ascii: "/")
        var bytes = Array(path.utf8)
        while bytes.count > 1, bytes.last == slash { bytes.removeLast() }
        guard let last = bytes.lastIndex(of: slash) else { return "" }
        var end = last
        while end > 0, bytes[end - 1] == slash { end -= 1 }
        return end == 0 ? "/" : String(decoding: bytes[..<end], as: UTF8.self)
    }
}
