import Foundation

/// Type-checks Swift sources — generated files, usage examples, snippets — the way an app target would
/// compile them: Swift 6 language mode, warnings as errors, `import SwiftUI` available.
///
/// On Linux `SwiftUI` is the stand-in in `Tests/StandIns/SwiftUI`, built once (see `StandInModuleCache`),
/// with the UIKit or AppKit stand-in beside it when `platform` says so.
/// On macOS it is the real SwiftUI of the SDK `xcrun` selects, so a contributor on a Mac gets Apple's answer
/// (with AppKit; UIKit is not importable there, so an `.iOS` check compiles what a Mac would).
enum SwiftTypeChecker {
    struct Options: Sendable {
        /// Adds `-default-isolation MainActor` (Swift 6.2+: the "main actor by default" app setting).
        var defaultIsolationMainActor = false
        /// Anything else to pass to `swiftc`, e.g. `["-enable-upcoming-feature", "InferIsolatedConformances"]`.
        var extraFlags: [String] = []
        /// The stand-in frameworks besides SwiftUI (Linux only).
        var platform: StandInPlatform = .swiftUI

        init(defaultIsolationMainActor: Bool = false, extraFlags: [String] = [], platform: StandInPlatform = .swiftUI) {
            self.defaultIsolationMainActor = defaultIsolationMainActor
            self.extraFlags = extraFlags
            self.platform = platform
        }
    }

    /// Type-checks `files` together as one module. Throws only when the check could not run (no compiler,
    /// stand-in did not build); a rejected file is a result with `succeeded == false`.
    static func typeCheck(files: [SourceFile], options: Options = Options()) throws -> TypeCheckResult {
        let compiler = try SwiftCompiler.locate()
        var arguments = [
            // One frontend for the module: without -wmo the driver starts one per file, and each
            // parses every file and loads the frameworks again (a 31-file output: 5.4 s against 0.8 s).
            "-typecheck", "-wmo", "-parse-as-library", "-module-name", "TypeChecked",
            "-swift-version", "6", "-warnings-as-errors", "-diagnostic-style", "llvm",
        ]
        #if os(macOS)
        arguments += ["-sdk", try SwiftCompiler.sdkPath()]
        #else
        arguments += try StandInModuleCache.shared.searchPaths(compiler: compiler, platform: options.platform)
        #endif
        if options.defaultIsolationMainActor {
            arguments += ["-default-isolation", "MainActor"]
        }
        arguments += options.extraFlags

        let fileManager = FileManager.default
        let folder = fileManager.temporaryDirectory
            .appendingPathComponent("tokenc-typecheck-\(UUID().uuidString)", isDirectory: true)
        try fileManager.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? fileManager.removeItem(at: folder) }

        var filesByPath: [String: SourceFile] = [:]
        for file in files {
            let url = folder.appendingPathComponent(file.name)
            try fileManager.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try file.contents.write(to: url, atomically: false, encoding: .utf8)
            precondition(filesByPath[url.path] == nil, "two files named \(file.name)")
            filesByPath[url.path] = file
            arguments.append(url.path)
        }

        let result = try compiler.run(arguments, in: folder)
        let commandLine = ([compiler.executable.path] + compiler.leadingArguments + arguments).joined(separator: " ")
        return TypeCheckResult(
            succeeded: result.status == 0,
            diagnostics: DiagnosticAnnotator(files: filesByPath).annotate(result.output),
            rawOutput: result.output,
            commandLine: commandLine
        )
    }

    /// Convenience for `(name, contents)` pairs.
    static func typeCheck(files: [(name: String, contents: String)], options: Options = Options()) throws -> TypeCheckResult {
        try typeCheck(files: files.map { SourceFile(name: $0.name, contents: $0.contents) }, options: options)
    }
}
