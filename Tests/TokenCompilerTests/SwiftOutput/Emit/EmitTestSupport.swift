import Foundation
import Testing
import enum TokencBenchSupport.ProcessRunner
@testable import TokenCompiler
@testable import SwiftOutput

/// Generated output shared by the emit tests: each build runs once per test process.
enum EmitFixtures {
    static let repositoryTokens = TestPaths.packageRoot.appendingPathComponent("tokens").path
    static let matrixTokens = TestPaths.fixtures.appendingPathComponent("Emit/matrix").path

    /// `tokens/` built with the default options: what `Generated/` must hold.
    static let repository: BuildReport = buildTheme(at: repositoryTokens)
    /// The matrix fixture: 2 brands × 3 modes (light, dark, dark-hc), every kind of name and value.
    static let matrix: BuildReport = buildTheme(at: matrixTokens)

    static func sources(_ files: [GeneratedFile]) -> [SourceFile] {
        files.map { SourceFile(name: $0.path, contents: $0.contents) }
    }

    /// The usage examples in `Fixtures/Usage`.
    static func usageExamples() throws -> [SourceFile] {
        try SourceFile.all(in: TestPaths.fixtures.appendingPathComponent("Usage"))
    }
}

/// Compiling generated files into modules and programs, beside `SwiftTypeChecker`.
enum GeneratedCode {
    /// Compiles `files` with a `main.swift` into an executable, runs it and returns what it printed.
    /// Swift 6 mode with warnings as errors, as an app target would build the core layer.
    static func run(_ files: [SourceFile], main: String) throws -> (status: Int32, output: String) {
        let built = try program(files, main: main)
        defer { try? FileManager.default.removeItem(at: built.folder) }
        guard let program = built.program else { return (1, "compilation failed:\n" + built.output) }
        return try ProcessRunner.run(program, [])
    }

    /// Compiles `files` with a `main.swift` into an executable in a new folder, which the caller
    /// removes; `program` is nil when compiling failed, with the compiler's `output`. `flags` go to
    /// `swiftc` as they are (`["-D", "DEBUG"]`).
    static func program(_ files: [SourceFile], main: String, flags: [String] = []) throws -> (folder: URL, program: URL?, output: String) {
        let compiler = try SwiftCompiler.locate()
        let folder = try temporaryFolder("run")
        let program = folder.appendingPathComponent("program")
        var arguments = ["-swift-version", "6", "-warnings-as-errors", "-Onone", "-module-name", "ThemeProgram", "-o", program.path] + flags
        for file in files + [SourceFile(name: "main.swift", contents: main)] {
            let url = folder.appendingPathComponent("src").appendingPathComponent(file.name)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try file.contents.write(to: url, atomically: false, encoding: .utf8)
            arguments.append(url.path)
        }
        let compiled = try compiler.run(arguments, in: folder)
        return (folder, compiled.status == 0 ? program : nil, compiled.output)
    }

    /// Builds `files` into a module named `name` (against the SwiftUI stand-in, or the SDK on macOS)
    /// and returns the folder to pass as `-I`: so usage code is checked across a module boundary,
    /// as an app importing `DesignSystem` is.
    static func module(
        _ files: [SourceFile], name: String, defaultIsolationMainActor: Bool, platform: StandInPlatform = .swiftUI,
        flags: [String] = []
    ) throws -> (folder: URL, result: TypeCheckResult) {
        let compiler = try SwiftCompiler.locate()
        let folder = try temporaryFolder("module")
        var arguments = [
            "-emit-module", "-parse-as-library", "-module-name", name, "-swift-version", "6", "-warnings-as-errors",
            "-diagnostic-style", "llvm", "-o", folder.appendingPathComponent("\(name).swiftmodule").path,
        ]
        #if os(macOS)
        arguments += ["-sdk", try SwiftCompiler.sdkPath()]
        #else
        arguments += try StandInModuleCache.shared.searchPaths(compiler: compiler, platform: platform)
        #endif
        if defaultIsolationMainActor { arguments += ["-default-isolation", "MainActor"] }
        arguments += flags
        var byPath: [String: SourceFile] = [:]
        for file in files {
            let url = folder.appendingPathComponent("src").appendingPathComponent(file.name)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try file.contents.write(to: url, atomically: false, encoding: .utf8)
            byPath[url.path] = file
            arguments.append(url.path)
        }
        let compiled = try compiler.run(arguments, in: folder)
        let result = TypeCheckResult(
            succeeded: compiled.status == 0, diagnostics: DiagnosticAnnotator(files: byPath).annotate(compiled.output),
            rawOutput: compiled.output, commandLine: "swiftc " + arguments.joined(separator: " "))
        return (folder, result)
    }

    private static func temporaryFolder(_ kind: String) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("tokenc-\(kind)-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }
}
