/// A pattern naming files under the tokens folder (`tokenc.json`'s `"exclude"`, `--exclude`), as
/// `.gitignore` writes them: `*` is any run of characters but `/`, `?` one such character, and a
/// `**` between slashes any number of folders. A pattern without a `/` names a file or folder
/// anywhere (`index.json`, `*.schema.json`); one with a `/` is relative to the tokens folder
/// (`fonts/*.json`, `legacy/**/old.json`). A pattern that names a folder names everything in it;
/// a trailing `/` names only folders.
package struct PathPattern: Sendable, Hashable, CustomStringConvertible {
    /// The pattern as written.
    package let description: String
    private let components: [Substring]
    private let anchored: Bool
    private let foldersOnly: Bool

    package init(_ text: String) {
        description = text
        var body = Substring(text)
        while body.hasPrefix("./") { body = body.dropFirst(2) }
        foldersOnly = body.hasSuffix("/")
        while body.hasSuffix("/") { body = body.dropLast() }
        anchored = body.contains("/")
        while body.hasPrefix("/") { body = body.dropFirst() }
        components = body.split(separator: "/", omittingEmptySubsequences: true)
    }

    /// True for a pattern that names nothing: empty, or only slashes.
    package var namesNothing: Bool { components.isEmpty }

    /// True when the file at `path`, relative to the tokens folder and split at `/`, is named by
    /// the pattern or lies in a folder it names.
    package func matches(_ path: [String]) -> Bool {
        guard !components.isEmpty, !path.isEmpty else { return false }
        // Each leading run of the path names a folder, the whole path the file.
        for end in 1...path.count {
            let isFolder = end < path.count
            if foldersOnly && !isFolder { continue }
            let prefix = path[..<end]
            if anchored {
                if Self.match(components[...], prefix[...]) { return true }
            } else if Self.matchComponent(components[0], prefix.last!) {
                return true
            }
        }
        return false
    }

    /// Whether the pattern's components match the path's components, `**` standing for any number.
    private static func match(_ pattern: ArraySlice<Substring>, _ path: ArraySlice<String>) -> Bool {
        guard let first = pattern.first else { return path.isEmpty }
        if first == "**" {
            let rest = pattern.dropFirst()
            return (path.startIndex...path.endIndex).contains { match(rest, path[$0...]) }
        }
        guard let name = path.first, matchComponent(first, name) else { return false }
        return match(pattern.dropFirst(), path.dropFirst())
    }

    /// Whether one name matches one pattern component: `*` any run, `?` any one character.
    private static func matchComponent(_ pattern: Substring, _ name: String) -> Bool {
        let pattern = Array(pattern)
        let name = Array(name)
        // The classic two-pointer match, backtracking to the last `*` only: linear in practice,
        // never exponential, whatever the pattern.
        var (p, n) = (0, 0)
        var star: (p: Int, n: Int)?
        while n < name.count {
            if p < pattern.count, pattern[p] == "*" {
                star = (p, n)
                p += 1
            } else if p < pattern.count, pattern[p] == "?" || pattern[p] == name[n] {
                p += 1
                n += 1
            } else if let last = star {
                p = last.p + 1
                n = last.n + 1
                star = (last.p, last.n + 1)
            } else {
                return false
            }
        }
        while p < pattern.count, pattern[p] == "*" { p += 1 }
        return p == pattern.count
    }
}
