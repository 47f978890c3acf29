import Foundation
import TokenModel

/// The output folder (`Generated/`) that tokenc owns file by file.
///
/// - A file belongs to tokenc when it starts with the folder's ``Ownership`` prefix
///   (`GeneratedFile.header` for Swift; an asset catalog's `"info"` naming tokenc). Only such files are
///   overwritten or removed; a file `build` would write that lacks the header is an error
///   (`foreign-file`), and other files are left alone. An empty file where `build` writes one is
///   overwritten: it holds nothing to lose, and it is what a system crash can leave of a file
///   written just before (files are not forced to disk).
/// - A file is written only when its bytes change (so its modification time, and Make's and
///   Xcode's idea of what to rebuild, stays put otherwise).
/// - `write` is a transaction. It checks everything, then stages every new file as a hidden
///   temporary file beside the file it replaces (which proves each folder writable and the disk
///   big enough), then commits by renaming a journal into place (``OutputJournal``), then renames
///   the staged files over the old ones and removes the files no longer produced. A failure
///   before the commit removes the staged files and leaves the folder as it was; a process killed
///   after it leaves the journal, and ``recover()``, run first by the next build or check,
///   finishes the commit. Either way the folder ends up holding the whole old build or the whole
///   new one, and no temporary file survives the next run.
/// - Nothing is written, renamed or removed through a symbolic link (``OpenFolder``): a link
///   where a file is written, or one that leads to generated files, is an `output-link` error.
///
/// One build at a time: callers hold the folder's ``OutputLock`` around ``recover()`` and `write`.
package struct OutputFolder {
    package var path: String
    /// Which files are tokenc's: those that start with these bytes.
    package var ownership: Ownership

    package init(path: String, ownership: Ownership = .swift) {
        self.path = path
        self.ownership = ownership
    }

    /// Compares the folder with `files` without changing anything.
    package func compare(with files: [GeneratedFile]) throws(Diagnostic) -> OutputComparison {
        var comparison = OutputComparison()
        guard let root = try OpenFolder.root(path) else {
            comparison.missing = files.map(\.path)
            return comparison
        }
        let scan = try Scan(root)
        let planned = Set(files.map(\.path))
        var links = Set<String>()
        for file in files {
            if let link = scan.links.first(where: { file.path == $0 || file.path.hasPrefix($0 + "/") }) {
                links.insert(link)
                continue
            }
            guard let (folder, name) = try root.parent(of: file.path, creating: false), let existing = try folder.read(name) else {
                comparison.missing.append(file.path)
                continue
            }
            if existing == Data(file.contents.utf8) {
                comparison.unchanged.append(file.path)
            } else if isGenerated(existing) || existing.isEmpty {
                comparison.stale.append(file.path)
            } else {
                comparison.foreign.append(file.path)
            }
        }
        for link in scan.links where !links.contains(link) && leadsToGeneratedFiles(link) {
            links.insert(link)
        }
        comparison.links = links.sorted()
        for relative in scan.files where !planned.contains(relative) && ownership.mayHaveWritten(relative) {
            if let (folder, name) = try root.parent(of: relative, creating: false), let data = try folder.read(name),
               isGenerated(data) {
                comparison.extra.append(relative)
            }
        }
        return comparison
    }

    /// Makes the folder hold exactly `files` among tokenc's files, as one transaction (see the
    /// type's documentation). Throws, having changed nothing, when a file to write exists without
    /// tokenc's header, a link is in the way, or a file cannot be staged. Throws, with the journal
    /// left for ``recover()``, in the unlikely case that committing fails (``hasInterruptedCommit``).
    package func write(_ files: [GeneratedFile]) throws(Diagnostic) -> OutputWriteSummary {
        let comparison = try compare(with: files)
        try refuse(comparison)
        var summary = OutputWriteSummary()
        summary.unchanged = comparison.unchanged
        let changed = Set(comparison.stale + comparison.missing)
        let toWrite = files.filter { changed.contains($0.path) }
        guard !toWrite.isEmpty || !comparison.extra.isEmpty else { return summary }
        let root = try createRoot()
        let journal = try stage(toWrite, removing: comparison.extra, in: root)
        try apply(journal, in: root)
        summary.written = toWrite.map(\.path)
        summary.removed = comparison.extra
        return summary
    }

    /// Throws what ``write(_:)`` would refuse before changing anything: a link in the way, or a
    /// file to write that is not tokenc's. For a build that writes two folders, so that it can
    /// check the second before it writes the first.
    package func checkWritable(_ files: [GeneratedFile]) throws(Diagnostic) {
        try refuse(compare(with: files))
    }

    private func refuse(_ comparison: OutputComparison) throws(Diagnostic) {
        if !comparison.links.isEmpty {
            throw Diagnostic.error(
                .outputLink,
                "\(comparison.links.map { "'\(display($0))'" }.joined(separator: ", ")) \(comparison.links.count == 1 ? "is a symbolic link" : "are symbolic links") in the output folder where tokenc writes or that \(comparison.links.count == 1 ? "leads" : "lead") to generated files; tokenc never writes or removes files through a link: replace \(comparison.links.count == 1 ? "it" : "them") with real folders or files, or remove \(comparison.links.count == 1 ? "it" : "them")",
                at: nil)
        }
        if let foreign = comparison.foreign.first {
            throw Diagnostic.error(
                .foreignFile,
                "'\(display(foreign))' exists but was not generated by tokenc (\(ownership.lacking)); move it away or delete it, tokenc will not overwrite it",
                at: nil)
        }
    }

    /// Finishes what an interrupted build left: completes a committed journal, then removes
    /// every temporary file of tokenc's in the folder. Run it before reading the folder.
    package func recover() throws(Diagnostic) -> OutputRecovery {
        var recovery = OutputRecovery()
        guard let root = try OpenFolder.root(path) else { return recovery }
        if let data = try root.read(OutputJournal.fileName) {
            // The journal appears whole, by a rename: one that cannot be read was written by
            // another version of tokenc, and only it knows how to finish.
            guard let journal = OutputJournal(text: String(decoding: data, as: UTF8.self)) else {
                throw Diagnostic.error(
                    .outputFailed,
                    "'\(display(OutputJournal.fileName))' is the journal of a build that was interrupted, in a form this tokenc cannot read (another version's?); run that version once to finish it, or delete the journal and run 'tokenc build'",
                    at: nil)
            }
            try apply(journal, in: root)
            recovery.completed = journal.writes.map(\.path) + journal.removals
        }
        for temporary in try Scan(root).temporaries {
            guard let (folder, name) = try root.parent(of: temporary, creating: false) else { continue }
            if let error = folder.remove(name), error != ENOENT {
                throw Diagnostic.error(
                    .outputFailed, "cannot remove the temporary file '\(display(temporary))': \(String(cString: strerror(error)))", at: nil)
            }
            recovery.removedTemporaries.append(temporary)
        }
        return recovery
    }

    /// Whether the output folder exists (as a folder).
    package var exists: Bool {
        var isFolder: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) && isFolder.boolValue
    }

    /// Whether a commit was interrupted: the journal is there, and ``recover()`` will finish it.
    package var hasInterruptedCommit: Bool {
        var info = stat()
        return lstat(display(OutputJournal.fileName), &info) == 0
    }

    /// Writes every file of `files` to a staged file beside its destination, then the journal
    /// that commits them and `removals`. On failure, removes what it staged and the folders it
    /// created, so the folder is as it was.
    func stage(_ files: [GeneratedFile], removing removals: [String], in root: OpenFolder) throws(Diagnostic) -> OutputJournal {
        var writes: [OutputJournal.Write] = []
        var created: [String] = []
        func undo() {
            for write in writes {
                if let (folder, _) = try? root.parent(of: write.path, creating: false) { _ = folder.remove(write.staged) }
            }
            for folder in created.reversed() {
                if let (parent, name) = try? root.parent(of: folder, creating: false) { parent.removeEmptyFolder(name) }
            }
        }
        do throws(Diagnostic) {
            for file in files {
                created += try missingFolders(above: file.path, in: root)
                guard let (folder, name) = try root.parent(of: file.path, creating: true) else { continue }
                if folder.kind(of: name) == S_IFDIR {
                    throw Diagnostic.error(.outputFailed, "'\(display(file.path))' is a folder where tokenc writes a file", at: nil)
                }
                let staged = OutputJournal.stagedName(for: name)
                if let reason = folder.create(staged, holding: Data(file.contents.utf8)) {
                    throw Diagnostic.error(.outputFailed, "cannot write '\(display(file.path))': \(reason)", at: nil)
                }
                writes.append(OutputJournal.Write(staged: staged, path: file.path))
            }
            let journal = OutputJournal(writes: writes, removals: removals)
            let temporary = OutputJournal.stagedName(for: OutputJournal.fileName)
            if let reason = root.create(temporary, holding: Data(journal.text.utf8)) {
                throw Diagnostic.error(.outputFailed, "cannot write the journal in '\(path)': \(reason)", at: nil)
            }
            if let error = root.rename(temporary, to: OutputJournal.fileName) {
                _ = root.remove(temporary)
                throw Diagnostic.error(.outputFailed, "cannot write the journal in '\(path)': \(String(cString: strerror(error)))", at: nil)
            }
            return journal
        } catch {
            undo()
            throw error
        }
    }

    /// The folders above `relative` that do not exist yet, outermost first.
    private func missingFolders(above relative: String, in root: OpenFolder) throws(Diagnostic) -> [String] {
        let components = relative.split(separator: "/").dropLast().map(String.init)
        var folder = root
        for (index, component) in components.enumerated() {
            guard let next = try folder.child(component, creating: false) else {
                return (index..<components.count).map { components[0...$0].joined(separator: "/") }
            }
            folder = next
        }
        return []
    }

    /// Makes the changes `journal` commits, then removes it. Safe to run again after it was
    /// interrupted: a staged file already renamed into place, or a file already removed, is skipped.
    private func apply(_ journal: OutputJournal, in root: OpenFolder) throws(Diagnostic) {
        for write in journal.writes {
            guard let (folder, name) = try root.parent(of: write.path, creating: false) else { continue }
            if let error = folder.rename(write.staged, to: name), error != ENOENT {
                throw Diagnostic.error(.outputFailed, "cannot write '\(display(write.path))': \(String(cString: strerror(error)))", at: nil)
            }
        }
        for removal in journal.removals {
            // Only a generated file: a file put there since the build compared the folder stays.
            if let (folder, name) = try root.parent(of: removal, creating: false),
               folder.kind(of: name) == S_IFREG, let data = try folder.read(name), isGenerated(data),
               let error = folder.remove(name), error != ENOENT {
                throw Diagnostic.error(.outputFailed, "cannot remove '\(display(removal))': \(String(cString: strerror(error)))", at: nil)
            }
            removeEmptyFolders(above: removal, in: root)
        }
        if let error = root.remove(OutputJournal.fileName), error != ENOENT {
            throw Diagnostic.error(
                .outputFailed, "cannot remove the journal '\(display(OutputJournal.fileName))': \(String(cString: strerror(error)))", at: nil)
        }
    }

    /// The output folder, created with the folders above it when missing.
    private func createRoot() throws(Diagnostic) -> OpenFolder {
        if let root = try OpenFolder.root(path) { return root }
        close(try openCreating())
        guard let root = try OpenFolder.root(path) else {
            throw Diagnostic.error(.outputFailed, "cannot create the output folder '\(path)'", at: nil)
        }
        return root
    }

    /// A descriptor of the output folder, created with the folders above it when missing; the
    /// caller closes it.
    func openCreating() throws(Diagnostic) -> Int32 {
        let existing = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        if existing >= 0 { return existing }
        var prefix = path.hasPrefix("/") ? "/" : ""
        for component in path.split(separator: "/") {
            prefix += component
            if mkdir(prefix, 0o777) != 0, errno != EEXIST {
                if errno == ENOTDIR { throw OpenFolder.notAFolder(path) }
                throw Diagnostic.error(.outputFailed, "cannot create the output folder '\(path)': \(String(cString: strerror(errno)))", at: nil)
            }
            prefix += "/"
        }
        let descriptor = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else {
            if errno == ENOTDIR { throw OpenFolder.notAFolder(path) }
            throw Diagnostic.error(.outputFailed, "cannot open the output folder '\(path)': \(String(cString: strerror(errno)))", at: nil)
        }
        return descriptor
    }

    /// Whether the link at `relative` leads to a file with tokenc's header where a build could
    /// have written it, or to a folder that holds one among its first ``linkedFilesLooked`` files
    /// (links below it not followed): such files are the build's, but it can neither replace nor
    /// remove them.
    private func leadsToGeneratedFiles(_ relative: String) -> Bool {
        let link = display(relative)
        var info = stat()
        guard stat(link, &info) == 0 else { return false }
        var targets = [relative]
        if info.st_mode & S_IFMT == S_IFDIR {
            guard let folder = try? OpenFolder.root(link), let scan = try? Scan(folder, limit: Self.linkedFilesLooked) else { return false }
            targets = scan.files.map { relative + "/" + $0 }
        }
        return targets.contains { target in
            guard ownership.mayHaveWritten(target), let handle = FileHandle(forReadingAtPath: display(target)) else { return false }
            defer { try? handle.close() }
            let start = (try? handle.read(upToCount: ownership.prefix.utf8.count)) ?? Data()
            return isGenerated(start)
        }
    }

    /// How many files of a folder a link leads to are looked at: a link to a large tree (a home
    /// folder) must not make every build read it.
    static let linkedFilesLooked = 1_000

    func isGenerated(_ data: Data) -> Bool {
        data.starts(with: Data(ownership.prefix.utf8))
    }

    func url(_ relative: String) -> URL {
        URL(fileURLWithPath: path, isDirectory: true).appendingPathComponent(relative)
    }

    /// The path of a file in the folder as messages show it: `Generated/AppTheme.swift`.
    package func display(_ relative: String) -> String {
        (path.hasSuffix("/") ? path : path + "/") + relative
    }

    /// Every regular file and symbolic link under the folder, relative, sorted; hidden files and
    /// folders skipped, links not followed: what the up-to-date check of every build,
    /// ``BuildStamp``, records of the folder, so that a link added where a build would refuse
    /// it makes the next build run in full.
    func existingFiles() throws(Diagnostic) -> [String] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { return [] }
        guard isDirectory.boolValue, let root = try OpenFolder.root(path) else {
            throw Diagnostic.error(.outputFailed, "the output path '\(path)' is a file, not a folder", at: nil)
        }
        let scan = try Scan(root)
        return (scan.files + scan.links).sorted()
    }

    /// Removes the folders between a removed file and the output folder that are now empty.
    private func removeEmptyFolders(above relative: String, in root: OpenFolder) {
        var components = relative.split(separator: "/").dropLast().map(String.init)
        while !components.isEmpty {
            guard let (parent, name) = try? root.parent(of: components.joined(separator: "/"), creating: false),
                  parent.removeEmptyFolder(name)
            else { return }
            components.removeLast()
        }
    }

    /// The entries of the output folder that matter, by relative path, sorted: regular files and
    /// links (hidden names skipped, links not followed), and tokenc's temporary files.
    private struct Scan {
        var files: [String] = []
        var links: [String] = []
        var temporaries: [String] = []

        /// Stops listing after `limit` files.
        private var limit: Int

        init(_ root: OpenFolder, limit: Int = .max) throws(Diagnostic) {
            self.limit = limit
            try list(root, "")
            files.sort()
            links.sort()
            temporaries.sort()
        }

        private mutating func list(_ folder: OpenFolder, _ relative: String) throws(Diagnostic) {
            for (name, type) in folder.entries() where files.count < limit {
                let child = relative.isEmpty ? name : relative + "/" + name
                let kind: mode_t? = switch type {
                case Int32(DT_REG): S_IFREG
                case Int32(DT_DIR): S_IFDIR
                case Int32(DT_LNK): S_IFLNK
                default: folder.kind(of: name)
                }
                if name.hasPrefix(".") {
                    if kind == S_IFREG, OutputJournal.isTemporary(name) { temporaries.append(child) }
                    continue
                }
                switch kind {
                case S_IFREG?: files.append(child)
                case S_IFLNK?: links.append(child)
                case S_IFDIR?:
                    if let next = try folder.child(name, creating: false) { try list(next, child) }
                default: continue
                }
            }
        }
    }
}
