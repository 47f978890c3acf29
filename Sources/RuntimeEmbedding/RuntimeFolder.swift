import Foundation

extension RuntimeEmbedder.File {
    /// Every `.swift` file under `folder`, by its path relative to it, in the order of their paths.
    package static func all(in folder: URL) throws -> [RuntimeEmbedder.File] {
        guard let enumerator = FileManager.default.enumerator(atPath: folder.path) else {
            throw CocoaError(.fileReadNoSuchFile, userInfo: [NSFilePathErrorKey: folder.path])
        }
        var files: [RuntimeEmbedder.File] = []
        for case let path as String in enumerator where path.hasSuffix(".swift") {
            let text = try String(contentsOf: folder.appendingPathComponent(path), encoding: .utf8)
            files.append(RuntimeEmbedder.File(path: path, text: text))
        }
        return files.sorted { $0.path < $1.path }
    }
}
