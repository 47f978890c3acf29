import Foundation

/// Builds the SwiftUI stand-in (`Tests/StandIns/SwiftUI`) into a module once, and hands out its folder.
///
/// The module lives in `<temporary directory>/tokenc-standin-<hash>/SwiftUI.swiftmodule`, where the hash
/// covers the stand-in's sources, the build flags and `swiftc --version`. So:
/// - within one test process it is built at most once (a lock around a cached result; tests run in parallel);
/// - later runs, and other processes, reuse it until a source or the compiler changes;
/// - it is built in a private folder and renamed into place, so no process ever sees half a module.
final class StandInModuleCache: @unchecked Sendable {
    static let shared = StandInModuleCache()

    /// Flags that make the module look like Apple's SwiftUI to its clients — see the README. `-swift-version 5`
    /// is why its isolation is `@preconcurrency`; `-enable-library-evolution` makes non-@frozen types resilient
    /// (e.g. a `switch` over `ColorScheme` needs `@unknown default`), as in Apple's build.
    static let buildFlags = [
        "-emit-module", "-module-name", "SwiftUI", "-parse-as-library",
        "-swift-version", "5", "-enable-library-evolution", "-Onone",
    ]

    private let lock = NSLock()
    private var cached: Result<URL, Error>?

    /// The folder to pass as `-I` so that `import SwiftUI` finds the stand-in. Builds it if needed.
    func moduleDirectory(compiler: SwiftCompiler) throws -> URL {
        lock.lock()
        defer { lock.unlock() }
        if let cached { return try cached.get() }
        let result = Result { try Self.buildIfNeeded(compiler: compiler) }
        cached = result
        return try result.get()
    }

    /// The folder the stand-in with the current sources and compiler lives (or would live) in.
    static func moduleDirectoryName(compiler: SwiftCompiler, sources: [URL]) throws -> String {
        var hash = StableHash()
        hash.combine(try compiler.versionDescription())
        for flag in buildFlags { hash.combine(flag) }
        let root = TestSourceTree.swiftUIStandInDirectory.standardizedFileURL.resolvingSymlinksInPath().path
        for source in sources {
            hash.combine(String(source.path.dropFirst(root.count)))
            hash.combine(try Data(contentsOf: source))
        }
        return "tokenc-standin-\(hash.hexDigits)"
    }

    private static func buildIfNeeded(compiler: SwiftCompiler) throws -> URL {
        let sources = try TestSourceTree.swiftFiles(in: TestSourceTree.swiftUIStandInDirectory)
        guard !sources.isEmpty else {
            throw SwiftCompilerError.failed(command: "SwiftUI stand-in", output: "no sources in \(TestSourceTree.swiftUIStandInDirectory.path)")
        }
        let fileManager = FileManager.default
        let temporary = fileManager.temporaryDirectory
        let final = temporary.appendingPathComponent(try moduleDirectoryName(compiler: compiler, sources: sources), isDirectory: true)
        if isComplete(final) { return final }

        let staging = temporary.appendingPathComponent("\(final.lastPathComponent).partial-\(UUID().uuidString)", isDirectory: true)
        try fileManager.createDirectory(at: staging, withIntermediateDirectories: true)
        defer { try? fileManager.removeItem(at: staging) }

        let arguments = buildFlags
            + ["-o", staging.appendingPathComponent("SwiftUI.swiftmodule").path]
            + sources.map(\.path)
        let result = try compiler.run(arguments, in: staging)
        guard result.status == 0 else {
            throw SwiftCompilerError.failed(command: "building the SwiftUI stand-in", output: result.output)
        }
        do {
            try fileManager.moveItem(at: staging, to: final)
        } catch {
            // Another process finished first with the same sources: use its module.
            guard isComplete(final) else { throw error }
        }
        return final
    }

    static func isComplete(_ directory: URL) -> Bool {
        FileManager.default.fileExists(atPath: directory.appendingPathComponent("SwiftUI.swiftmodule").path)
    }
}
