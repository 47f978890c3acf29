import Foundation

/// The intent of a build that is changing the output folder: which staged files replace which
/// generated files, and which generated files go. It is kept in the output folder as the hidden
/// file `.tokenc-journal` from the moment every new file is staged until every change is made;
/// its appearance (a rename, so it is whole or absent) is the instant the build commits.
///
/// ```
/// tokenc output journal 1
/// write	.AppTheme.swift.tokenc-<UUID>.tmp	AppTheme.swift
/// remove	Tokens/AppTheme+Old.swift
/// ```
///
/// Fields are separated by tabs and escaped as in the build stamp (``BuildStamp``). A staged file
/// sits in the folder of the file it replaces, so that renaming it into place cannot cross file
/// systems and its creation proved that folder writable.
struct OutputJournal: Hashable {
    /// The journal's name in the output folder.
    static let fileName = ".tokenc-journal"
    /// The first line; the number goes up whenever the format or its meaning changes.
    static let formatLine = "tokenc output journal 1"

    struct Write: Hashable {
        /// The staged file's name, in the folder of `path`.
        var staged: String
        /// Relative to the output folder, `/`-separated.
        var path: String
    }

    var writes: [Write]
    /// Generated files to remove, relative to the output folder.
    var removals: [String]

    init(writes: [Write], removals: [String]) {
        self.writes = writes
        self.removals = removals
    }

    var text: String {
        var lines = [Self.formatLine]
        lines += writes.map { "write\t\(BuildStamp.escaped($0.staged))\t\(BuildStamp.escaped($0.path))" }
        lines += removals.map { "remove\t\(BuildStamp.escaped($0))" }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Reads what `text` wrote; nil for anything else.
    init?(text: String) {
        var lines = text.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false).map(Substring.init)
        guard lines.first == Substring(Self.formatLine), lines.last == "" else { return nil }
        lines = Array(lines.dropFirst().dropLast())
        var writes: [Write] = [], removals: [String] = []
        for line in lines {
            let fields = line.unicodeScalars.split(separator: "\t", omittingEmptySubsequences: false).map(Substring.init)
            switch (fields[0], fields.count) {
            case ("write", 3):
                guard let staged = BuildStamp.unescaped(fields[1]), let path = BuildStamp.unescaped(fields[2]) else { return nil }
                writes.append(Write(staged: staged, path: path))
            case ("remove", 2):
                guard let path = BuildStamp.unescaped(fields[1]) else { return nil }
                removals.append(path)
            default:
                return nil
            }
        }
        self.init(writes: writes, removals: removals)
    }

    /// Whether `name` is a temporary file of tokenc's: a staged file, a journal being written, or
    /// the temporary file of an earlier version's writes (`.AppTheme.swift.tokenc-<UUID>.tmp`).
    static func isTemporary(_ name: String) -> Bool {
        name.hasPrefix(".") && name.hasSuffix(".tmp") && name.contains(".tokenc-")
    }

    /// A new name for the staged file of `name`, hidden and recognised by ``isTemporary(_:)``.
    static func stagedName(for name: String) -> String {
        ".\(name).tokenc-\(UUID().uuidString).tmp"
    }
}
