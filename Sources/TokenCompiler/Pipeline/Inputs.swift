import Foundation

/// The files a build of the tokens at `path` reads: resolver document, token files (base set,
/// then each context's), Tokens Studio metadata; each once, in the order they are read. This is
/// what `tokenc build --print-inputs` lists for Make and Xcode.
///
/// Only the plan is read (the resolver document, if any), not the tokens, so the list is there
/// even while a token file has errors. Nil, with the reasons in `diagnostics`, when the path
/// cannot be read or its resolver document is not valid.
public func tokenInputs(at path: String, options: ReaderOptions = ReaderOptions(), diagnostics: inout [Diagnostic]) -> [String]? {
    guard let (plan, files) = ResolutionPlan.load(at: path, options: options, diagnostics: &diagnostics) else { return nil }
    return (files.resolvers + plan.files + files.toolMetadata).uniqued()
}

/// What `--watch` compares between polls: every token file under the watched paths with its
/// modification time and size. Taking one costs a `stat` per file, no reading.
public struct FileSnapshot: Sendable, Hashable {
    public struct Entry: Sendable, Hashable {
        public var modified: Date
        public var size: Int
    }

    /// By path, as found.
    public var entries: [String: Entry]

    /// The token files under `folders` (read recursively, hidden entries skipped, as the reader
    /// does), plus `files` wherever they are (a missing file is simply absent).
    public static func take(folders: [String], files: [String]) -> FileSnapshot {
        var entries: [String: Entry] = [:]
        let keys: Set<URLResourceKey> = [.contentModificationDateKey, .fileSizeKey, .isRegularFileKey]
        func add(_ url: URL, as path: String) {
            guard let values = try? url.resourceValues(forKeys: keys), values.isRegularFile == true else { return }
            entries[path] = Entry(modified: values.contentModificationDate ?? .distantPast, size: values.fileSize ?? 0)
        }
        for folder in folders {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory) else { continue }
            guard isDirectory.boolValue else {
                add(URL(fileURLWithPath: folder), as: folder)
                continue
            }
            let root = URL(fileURLWithPath: folder, isDirectory: true)
            guard let enumerator = FileManager.default.enumerator(
                at: root, includingPropertiesForKeys: Array(keys), options: [.skipsHiddenFiles])
            else { continue }
            // Paths in the form the reader gives them (`tokens/color.json`), so they match `files`.
            let rootComponents = root.standardizedFileURL.pathComponents.count
            let prefix = folder.hasSuffix("/") ? folder : folder + "/"
            for case let url as URL in enumerator where TokenFiles.isTokenFileName(url.lastPathComponent) {
                add(url, as: prefix + url.standardizedFileURL.pathComponents.dropFirst(rootComponents).joined(separator: "/"))
            }
        }
        for file in files {
            add(URL(fileURLWithPath: file), as: file)
        }
        return FileSnapshot(entries: entries)
    }

    /// This snapshot's paths, each with `earlier`'s entry where it has one. Taken after a build,
    /// with `earlier` taken before it: a file saved while the build ran then still counts as
    /// changed, and only the paths watched from now on are compared.
    public func keepingEntries(of earlier: FileSnapshot) -> FileSnapshot {
        FileSnapshot(entries: entries.merging(earlier.entries.filter { entries[$0.key] != nil }) { _, before in before })
    }

    /// The paths added, removed or changed since `earlier`, sorted.
    public func changes(since earlier: FileSnapshot) -> [String] {
        Set(entries.keys).union(earlier.entries.keys).filter { entries[$0] != earlier.entries[$0] }.sorted()
    }
}
