#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The folders one run may read from through references and write to through settings: the
/// project folder (the folder of `tokenc.json`; without one, the folder holding the tokens
/// folder) and the folders `"outsideFolders"` in `tokenc.json` names.
///
/// A path is inside when it is inside one of them both as written (`..` steps applied) and with
/// every symbolic link resolved, so neither `../../secret.json` nor a link in the project that
/// leads out passes. Telling so never opens the file.
package struct ProjectFolders: Sendable, Hashable {
    /// One allowed folder, absolute, as written and with its links resolved.
    struct Folder: Sendable, Hashable {
        var written: String
        var resolved: String
    }

    /// The project folder, absolute: what messages name.
    package let project: String
    private var folders: [Folder]

    /// Every allowed folder, absolute, as written and with its links resolved: what tells these
    /// folders from others (the build stamp's key).
    package var allowed: [(written: String, resolved: String)] {
        folders.map { ($0.written, $0.resolved) }
    }

    /// `project` and `outside` are relative to the current folder, or absolute.
    package init(project: String, outside: [String] = []) {
        let absoluteProject = Self.absolute(project)
        self.project = absoluteProject
        folders = ([absoluteProject] + outside.map(Self.absolute)).map { Folder(written: $0, resolved: Self.resolved($0)) }
    }

    /// The project of tokens at `tokens` when no `tokenc.json` says otherwise: the folder holding
    /// the tokens folder (where `tokenc.json` would stand), or, for a token file or resolver
    /// document given directly, the folder holding the folder it is in.
    package static func holding(tokens: String, isFolder: Bool) -> ProjectFolders {
        let tokensFolder = isFolder ? absolute(tokens) : PathFolder.of(absolute(tokens))
        return ProjectFolders(project: PathFolder.of(tokensFolder).isEmpty ? "/" : PathFolder.of(tokensFolder))
    }

    /// These folders and `folder` (relative to the current folder, or absolute).
    package func adding(_ folder: String) -> ProjectFolders {
        var copy = self
        let absoluteFolder = Self.absolute(folder)
        copy.folders.append(Folder(written: absoluteFolder, resolved: Self.resolved(absoluteFolder)))
        return copy
    }

    /// Whether `path` (relative to the current folder, or absolute) lies inside one of the folders.
    package func contains(_ path: String) -> Bool {
        let written = Self.absolute(path)
        guard folders.contains(where: { Self.isInside(written, $0.written) }) else { return false }
        let resolved = Self.resolved(written)
        return folders.contains { Self.isInside(resolved, $0.resolved) }
    }

    /// `path` as an absolute path without `.` and `..` steps.
    package static func absolute(_ path: String) -> String {
        if path.hasPrefix("/") { return FileContents.lexicallyNormal(path) }
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let current = getcwd(&buffer, buffer.count).map { String(cString: $0) } ?? "/"
        return FileContents.lexicallyNormal(current + "/" + path)
    }

    /// The absolute `path` with its symbolic links resolved: those of the longest part of it that
    /// exists, with the rest appended (a folder that a build will create does not exist yet).
    package static func resolved(_ path: String) -> String {
        var existing = path
        var rest: [String] = []
        while true {
            if let real = realpath(existing, nil) {
                defer { free(real) }
                let base = String(cString: real)
                return rest.isEmpty ? base : FileContents.lexicallyNormal(base + "/" + rest.reversed().joined(separator: "/"))
            }
            let parent = PathFolder.of(existing)
            guard !parent.isEmpty, parent != existing else { return path }
            rest.append(String(existing.dropFirst(parent == "/" ? 1 : parent.count + 1)))
            existing = parent
        }
    }

    /// Whether the absolute `inner` is `outer` or lies inside it.
    static func isInside(_ inner: String, _ outer: String) -> Bool {
        inner == outer || outer == "/" || inner.hasPrefix(outer + "/")
    }
}
