import Foundation
import RuntimeEmbedding

// `make runtime` (`swift run tokenc-runtime`, from the package root): embeds the generated code's
// fixed runtime, the Swift files under Sources/SwiftOutput/Runtime and those of the extension
// types' homes under Sources/TokenModel/ExtensionTypes/Runtime, into tokenc's sources
// (Sources/SwiftOutput/Emit/EmbeddedRuntime.swift). A test fails while the embedding is stale.
let root = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
func fail(_ message: String, code: Int32) -> Never {
    FileHandle.standardError.write(Data("tokenc-runtime: \(message)\n".utf8))
    exit(code)
}
guard FileManager.default.fileExists(atPath: root.appendingPathComponent("Package.swift").path) else {
    fail("run it from the package root (the folder holding Package.swift)", code: 64)
}
do {
    let folder = root.appendingPathComponent(RuntimeEmbedder.runtimeFolder)
    let files = try RuntimeEmbedder.File.all(in: folder)
    let extensionTypeFiles = try RuntimeEmbedder.File.all(in: root.appendingPathComponent(RuntimeEmbedder.extensionTypesFolder))
    let source = try RuntimeEmbedder().source(for: files, extensionTypeFiles: extensionTypeFiles)
    let url = root.appendingPathComponent(RuntimeEmbedder.embeddingPath)
    if (try? String(contentsOf: url, encoding: .utf8)) == source {
        print("\(RuntimeEmbedder.embeddingPath) is current")
    } else {
        try Data(source.utf8).write(to: url, options: .atomic)
        print("wrote \(RuntimeEmbedder.embeddingPath) from \(files.count + extensionTypeFiles.count) files")
    }
} catch {
    fail("\(error)", code: 1)
}
