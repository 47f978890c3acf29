import Foundation

/// One Swift source handed to `SwiftTypeChecker`: a generated file, a usage example or a snippet.
struct SourceFile: Sendable, Hashable {
    /// The file name the compiler sees and diagnostics show, e.g. `AppTheme.swift`. Must be unique among
    /// the files of one check; a relative path with folders is allowed.
    var name: String
    var contents: String

    init(name: String, contents: String) {
        self.name = name
        self.contents = contents
    }

    /// Reads `url`, naming the file by its path relative to `directory` (or its last component).
    init(contentsOf url: URL, relativeTo directory: URL? = nil) throws {
        let contents = try String(contentsOf: url, encoding: .utf8)
        var name = url.lastPathComponent
        if let directory {
            let base = directory.standardizedFileURL.resolvingSymlinksInPath().path + "/"
            let path = url.standardizedFileURL.resolvingSymlinksInPath().path
            if path.hasPrefix(base) { name = String(path.dropFirst(base.count)) }
        }
        self.init(name: name, contents: contents)
    }

    /// Every `.swift` file under `directory` — e.g. the usage examples, once there is generated code to
    /// check them against: `typeCheck(files: generated + SourceFile.all(in: examplesFolder))`.
    static func all(in directory: URL) throws -> [SourceFile] {
        try TestSourceTree.swiftFiles(in: directory).map { try SourceFile(contentsOf: $0, relativeTo: directory) }
    }
}
