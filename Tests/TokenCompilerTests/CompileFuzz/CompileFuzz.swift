import Foundation
import struct TokencBenchSupport.SplitMix64
@testable import Lowering
@testable import TokenCompiler
@testable import TokenJSON
@testable import TokenModel
@testable import SwiftOutput

/// The compile fuzzer: documents from ``TokenTreeGenerator`` through `validate` and `build` in
/// process, with the compiler as the oracle. Every document must validate with no error, build to
/// the same diagnostics as it validates, build twice to the same bytes, dump its default
/// permutation as a document that reads back to the same values, and type-check: the core layer
/// alone (no SwiftUI, as on Linux), with the iOS and macOS stand-ins under default isolation
/// nonisolated and MainActor, and against Apple's real iOS SDK when it is set up. The outputs of a
/// batch are type-checked together (``BatchRenaming``); a batch that fails is checked document by
/// document, as written.
enum CompileFuzz {
    /// A document that broke a property, with what broke.
    struct Failure: CustomStringConvertible {
        var seed: UInt64
        var check: String
        var detail: String
        var description: String { "seed \(seed): \(check)\n\(detail)" }
    }

    /// One configuration swiftc checks a batch in.
    struct Configuration: Sendable, CustomStringConvertible {
        /// nil: no frameworks at all, the core layer as Linux compiles it.
        var platform: StandInPlatform?
        var mainActor: Bool
        /// A debug build (`-D DEBUG`): the live tokens and the previews compiled too.
        var debug = false
        var realSDK = false

        var description: String {
            realSDK ? "the real iOS SDK" : "\(platform.map(\.description) ?? "core (no SwiftUI)")\(mainActor ? ", MainActor" : "")\(debug ? ", DEBUG" : "")"
        }

        /// Each platform as a debug and a release build, in one isolation each.
        static let all: [Configuration] = {
            var all = [Configuration(platform: nil, mainActor: false, debug: true)]
            for (index, platform) in [StandInPlatform.iOS, .macOS].enumerated() {
                all.append(Configuration(platform: platform, mainActor: false, debug: index == 0))
                all.append(Configuration(platform: platform, mainActor: true, debug: index == 1))
            }
            if RealIOSSDK.isAvailable { all.append(Configuration(platform: nil, mainActor: false, realSDK: true)) }
            return all
        }()
    }

    /// A built document: its output, or why not.
    struct Built {
        var seed: UInt64
        var document: String
        var files: [SwiftOutput.GeneratedFile]
    }

    /// Generates, validates, builds and checks the document of `seed`; its files when it built.
    static func build(seed: UInt64, in folder: URL, failures: inout [Failure]) -> Built? {
        var generator = TokenTreeGenerator(seed: seed)
        let document = generator.document()
        let documentFolder = folder.appendingPathComponent("seed-\(seed)")
        try? FileManager.default.createDirectory(at: documentFolder, withIntermediateDirectories: true)
        let path = documentFolder.appendingPathComponent("tokens.resolver.json").path
        func fail(_ check: String, _ detail: String) { failures.append(Failure(seed: seed, check: check, detail: detail)) }
        guard FileManager.default.createFile(atPath: path, contents: Data(document.utf8)) else {
            fail("write", "could not write \(path)")
            return nil
        }

        let validation = validateTokens(at: path)
        let rendered = validation.diagnostics.map { "\($0)" }
        guard validation.succeeded else {
            fail("validate reports errors", rendered.filter { $0.contains("error") }.prefix(8).joined(separator: "\n"))
            return nil
        }
        let first = buildTheme(at: path)
        let second = buildTheme(at: path)
        if first.diagnostics.map({ "\($0)" }) != rendered {
            fail("validate and build disagree", "validate:\n\(rendered.joined(separator: "\n"))\nbuild:\n\(first.diagnostics.map { "\($0)" }.joined(separator: "\n"))")
        }
        if first.files != second.files { fail("two builds differ", first.files.map(\.path).joined(separator: ", ")) }
        if first.files.isEmpty { fail("build wrote nothing", rendered.joined(separator: "\n")) }

        // dump: the default permutation as a document, read back to the same values.
        let theme = validation.theme
        let resolved = theme.tokens(in: theme.defaultPermutation)
        let dumped = JSONWriter().text(of: JSONOutput(resolved: resolved, groups: theme.groups))
        let dumpPath = documentFolder.appendingPathComponent("dump.tokens.json").path
        guard FileManager.default.createFile(atPath: dumpPath, contents: Data(dumped.utf8)) else {
            fail("write", "could not write \(dumpPath)")
            return nil
        }
        let reread = validateTokens(at: dumpPath)
        if !reread.succeeded {
            fail("dump does not read back", reread.diagnostics.map { "\($0)" }.prefix(8).joined(separator: "\n"))
        } else {
            let before = Dictionary(resolved.map { ($0.path.description, $0.value) }, uniquingKeysWith: { a, _ in a })
            let after = Dictionary(reread.theme.tokens(in: reread.theme.defaultPermutation).map { ($0.path.description, $0.value) }, uniquingKeysWith: { a, _ in a })
            if before != after {
                let differing = before.keys.filter { before[$0] != after[$0] }.sorted().prefix(5)
                fail("dump reads back other values", differing.map { "\($0): \(before[$0].map { "\($0)" } ?? "nil") → \(after[$0].map { "\($0)" } ?? "nil")" }.joined(separator: "\n"))
            }
        }
        return Built(seed: seed, document: document, files: first.files)
    }

    /// Type-checks `built` in every configuration: together, and when together fails, each half
    /// together, down to single documents, which are checked as written: only that verdict counts.
    /// (Two documents can still meet on a name the frameworks use too, such as a `Previews` type
    /// or a `background` modifier, which the renaming leaves alone; halving parts them in a few
    /// compiles where checking every document alone took one each.)
    static func typeCheck(_ built: [Built], in configurations: [Configuration] = Configuration.all, failures: inout [Failure]) throws {
        guard !built.isEmpty else { return }
        let renamed = built.map { document in
            let names = BatchRenaming.globalNames(in: document.files.map { ($0.path, $0.contents) })
            return document.files.map { file in
                SourceFile(
                    name: "d\(document.seed)-" + file.path.replacingOccurrences(of: "/", with: "-"),
                    contents: BatchRenaming.rename(file.contents, names, suffix: "_fz\(document.seed)"))
            }
        }
        for configuration in configurations {
            try typeCheck(Array(built.indices), of: built, renamed: renamed, in: configuration, failures: &failures)
        }
    }

    private static func typeCheck(_ part: [Int], of built: [Built], renamed: [[SourceFile]], in configuration: Configuration, failures: inout [Failure]) throws {
        if part.count == 1 {
            let document = built[part[0]]
            let alone = try check(document.files.map { SourceFile(name: $0.path, contents: $0.contents) }, configuration)
            if !alone.succeeded {
                failures.append(Failure(seed: document.seed, check: "the output does not type-check (\(configuration))", detail: String(alone.output.prefix(4000))))
            }
            return
        }
        guard try !check(part.flatMap { renamed[$0] }, configuration).succeeded else { return }
        let middle = part.count / 2
        try typeCheck(Array(part[..<middle]), of: built, renamed: renamed, in: configuration, failures: &failures)
        try typeCheck(Array(part[middle...]), of: built, renamed: renamed, in: configuration, failures: &failures)
    }

    static func check(_ files: [SourceFile], _ configuration: Configuration) throws -> (succeeded: Bool, output: String) {
        if configuration.realSDK {
            let result = try RealIOSSDK.typeCheck(files)
            return (result.status == 0, result.output)
        }
        if let platform = configuration.platform {
            let result = try SwiftTypeChecker.typeCheck(
                files: files,
                options: .init(defaultIsolationMainActor: configuration.mainActor, extraFlags: configuration.debug ? ["-D", "DEBUG"] : [], platform: platform))
            return (result.succeeded, result.rawOutput)
        }
        // The core layer: no framework to import, as a Linux package compiles it.
        let compiler = try SwiftCompiler.locate()
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tokenc-fuzz-core-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        var arguments = ["-typecheck", "-wmo", "-parse-as-library", "-module-name", "Core", "-swift-version", "6", "-warnings-as-errors"]
        if configuration.debug { arguments += ["-D", "DEBUG"] }
        for file in files {
            let url = folder.appendingPathComponent(file.name)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try file.contents.write(to: url, atomically: false, encoding: .utf8)
            arguments.append(url.path)
        }
        let result = try compiler.run(arguments, in: folder)
        return (result.status == 0, result.output)
    }

    /// Runs `count` documents from `firstSeed`, `batch` to a type-check; calls `progress` after each
    /// batch with the documents done. The failures, and each failing document written to
    /// `keep` (when given) as `seed-N.resolver.json`.
    ///
    /// When `rotate`, each batch is type-checked in one configuration, the next batch in the next:
    /// a long run covers every configuration for a sixth of the time.
    static func run(
        firstSeed: UInt64, count: Int, batch: Int, rotate: Bool = false, keep: URL?, progress: (Int, [Failure]) -> Void = { _, _ in }
    ) throws -> [Failure] {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tokenc-compile-fuzz-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        var failures: [Failure] = []
        var done = 0
        var seed = firstSeed
        while done < count {
            let size = min(batch, count - done)
            var built: [Built] = []
            var documents: [UInt64: String] = [:]
            for _ in 0..<size {
                var generator = TokenTreeGenerator(seed: seed)
                documents[seed] = generator.document()
                if let document = build(seed: seed, in: folder, failures: &failures) { built.append(document) }
                seed += 1
            }
            let all = Configuration.all
            try typeCheck(built, in: rotate ? [all[(done / batch) % all.count]] : all, failures: &failures)
            try? FileManager.default.removeItem(at: folder)
            done += size
            if let keep {
                try? FileManager.default.createDirectory(at: keep, withIntermediateDirectories: true)
                for failure in failures {
                    if let document = documents[failure.seed] {
                        try document.write(to: keep.appendingPathComponent("seed-\(failure.seed).resolver.json"), atomically: true, encoding: .utf8)
                    }
                }
            }
            progress(done, failures)
        }
        return failures
    }
}
