import Foundation
import Testing
@testable import TokenCompiler
@testable import TokencCLI
@testable import TokenJSON
@testable import TokenModel
@testable import SwiftOutput

/// Discovery follows symbolic links, so a few links can give one folder exponentially many
/// paths: a chain of folders each holding two links to the next lists 2ⁿ. Discovery counts what
/// it lists and stops at `"limits": { "files": … }` with one error, instead of listing for ever.
@Suite struct DiscoveryLimitTests {
    /// `levels` folders `d0` … under `folder`, each but the last holding links `a` and `b` to
    /// the next, the last holding one token file; the path of `d0`.
    static func linkChain(levels: Int, in folder: URL) throws -> String {
        let manager = FileManager.default
        for level in 0..<levels {
            try manager.createDirectory(at: folder.appendingPathComponent("d\(level)"), withIntermediateDirectories: true)
        }
        for level in 0..<(levels - 1) {
            for name in ["a", "b"] {
                try manager.createSymbolicLink(
                    atPath: folder.appendingPathComponent("d\(level)/\(name)").path, withDestinationPath: "../d\(level + 1)")
            }
        }
        try Data(#"{ "size": { "$type": "number", "$value": 1 } }"#.utf8).write(to: folder.appendingPathComponent("d\(levels - 1)/size.json"))
        return folder.appendingPathComponent("d0").path
    }

    /// A folder `tokens` under `folder` with the token files `files` (relative paths), each
    /// defining its own number token, and a `tokenc.json` beside it with `config`.
    static func project(files: [String], config: String, in folder: URL) throws -> (tokens: String, config: String) {
        for (index, file) in files.enumerated() {
            let url = folder.appendingPathComponent("tokens/" + file)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(#"{ "n\#(index)": { "$type": "number", "$value": \#(index) } }"#.utf8).write(to: url)
        }
        let configFile = folder.appendingPathComponent("tokenc.json").path
        try Data(config.utf8).write(to: URL(fileURLWithPath: configFile))
        return (folder.appendingPathComponent("tokens").path, configFile)
    }

    private func withFolder<T>(_ body: (URL) throws -> T) throws -> T {
        let folder = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        return try body(folder)
    }

    /// 30 levels would list 2³⁰ paths; every command stops at the default limit with one error
    /// that names the path past it, writes nothing and exits 1. Each run takes about 8 s alone, most
    /// of it in the kernel following links; the limit, there to catch a walk that never ends, leaves
    /// room for a CI machine whose two cores also compile generated programs (2 minutes were
    /// exceeded there once).
    @Test(.timeLimit(.minutes(6)), arguments: [["validate"], ["build"], ["build", "--print-inputs"]])
    func linkChainIsOneErrorInEveryCommand(_ command: [String]) throws {
        try withFolder { folder in
            let tokens = try Self.linkChain(levels: 30, in: folder)
            let output = folder.appendingPathComponent("Generated").path
            let run = runTokenc(command + ["--tokens", tokens] + (command[0] == "build" ? ["--output", output] : []))
            #expect(run.code == .failure)
            let lines = run.standardError.split(separator: "\n").map(String.init)
            let error = try #require(lines.first)
            let head = "error: the tokens folder '\(tokens)' holds more files and folders than the limit of 100,000 that tokenc lists, counting each once for every path symbolic links give it (the next was '\(tokens)/"
            let tail = "'); remove links that lead to one folder by several paths, or raise \"limits\": { \"files\": … } in tokenc.json [too-many-files]"
            #expect(error.hasPrefix(head) && error.hasSuffix(tail), "\(error)")
            // Depth first: the walk goes down the chain's links before it turns back.
            let next = error.dropFirst(head.count).dropLast(tail.count).split(separator: "/")
            #expect(next.count > 16 && next.allSatisfy { $0 == "a" || $0 == "b" || $0 == "size.json" }, "\(next)")
            #expect(lines.count { $0.contains("[too-many-files]") } == 1)
            #expect(run.standardOutput.isEmpty)
            #expect(!FileManager.default.fileExists(atPath: output))
        }
    }

    /// What `--watch` lists on every poll, and `check` and the build stamp hash.
    @Test func inputListingStopsAtTheConfiguredLimit() throws {
        try withFolder { folder in
            let tokens = try Self.linkChain(levels: 30, in: folder)
            let listing = InputListing(tokens: tokens, configuration: nil, options: ReaderOptions(limits: Limits(files: 1_000)))
            #expect(listing.diagnostics.map(\.code) == [.tooManyFiles])
            #expect(listing.diagnostics.first?.message.contains("more files and folders than the limit of 1,000 that") == true)
            #expect(listing.read == nil && listing.watched.isEmpty)
        }
    }

    /// With a limit of N, N files and folders are listed and the next one is an error; a folder
    /// counts as one, and one reached through two links counts twice with all it holds.
    @Test(arguments: [
        (["one.json"], 1),
        (["one.json", "two.json", "three.json", "four.json", "five.json"], 5),
        (["color/one.json", "color/two.json", "size.json"], 4),
    ])
    func theLimitIsExact(files: [String], count: Int) throws {
        for (limit, passes) in [(count, true), (count - 1, false)] where limit >= 1 {
            try withFolder { folder in
                let project = try Self.project(files: files, config: #"{ "limits": { "files": \#(limit) } }"#, in: folder)
                let run = runTokenc(["validate", "--tokens", project.tokens, "--config", project.config])
                #expect((run.code == .success) == passes, "limit \(limit): \(run.standardError)")
                #expect(run.standardError.contains("[too-many-files]") != passes)
            }
        }
        try withFolder { folder in
            var project = try Self.project(files: files, config: #"{ "limits": { "files": \#(count) } }"#, in: folder)
            #expect(runTokenc(["validate", "--tokens", project.tokens, "--config", project.config]).code == .success)
            // One more file, whichever the walk meets last.
            project = try Self.project(files: files + ["extra.json"], config: #"{ "limits": { "files": \#(count) } }"#, in: folder)
            #expect(runTokenc(["validate", "--tokens", project.tokens, "--config", project.config]).code == .failure)
        }
    }

    /// Two links to one folder of two files: 3 paths each, and the folder's own 3.
    @Test func aFolderReachedThroughTwoLinksCountsTwice() throws {
        try withFolder { folder in
            let project = try Self.project(files: ["shared/one.json", "shared/two.json"], config: "{}", in: folder)
            for link in ["x", "y"] {
                try FileManager.default.createSymbolicLink(atPath: project.tokens + "/" + link, withDestinationPath: "shared")
            }
            #expect(try TokenFiles.discover(at: project.tokens, limit: 9).get().base.count == 6)
            guard case .failure(let error) = TokenFiles.discover(at: project.tokens, limit: 8) else {
                Issue.record("8 paths are not enough")
                return
            }
            #expect(error.code == .tooManyFiles)
            #expect(error.location == nil)
        }
    }

    /// The error names the first path past the limit as the user would write it.
    @Test func theErrorNamesThePathPastTheLimit() throws {
        try withFolder { folder in
            let project = try Self.project(files: ["sub/only.json"], config: #"{ "limits": { "files": 1 } }"#, in: folder)
            let run = runTokenc(["validate", "--tokens", project.tokens + "/", "--config", project.config])
            #expect(run.code == .failure)
            #expect(run.standardError.hasPrefix(
                "error: the tokens folder '\(project.tokens)/' holds more files and folders than the limit of 1 that tokenc lists, counting each once for every path symbolic links give it (the next was '\(project.tokens)/sub/only.json'); "))
        }
    }

    @Test(arguments: [
        (#"{ "limits": { "files": 0 } }"#, "'limits.files' must be a whole number from 1 up, such as 100000, found 0", 1, 24),
        (#"{ "limits": { "files": -5 } }"#, "'limits.files' must be a whole number from 1 up, such as 100000, found -5", 1, 24),
        (#"{ "limits": { "files": 2.5 } }"#, "'limits.files' must be a whole number from 1 up, such as 100000, found 2.5", 1, 24),
        (#"{ "limits": { "files": "many" } }"#, "'limits.files' must be a whole number from 1 up, such as 100000, found \"many\"", 1, 24),
        (#"{ "limits": { "files": 1e12 } }"#, "'limits.files' must be a whole number from 1 up, such as 100000, found 1e12", 1, 24),
        (#"{ "limits": { "file": 10 } }"#, "unknown key 'file' in 'limits'; did you mean 'files'?; the limits are 'permutations', 'files' and 'fileBytes'", 1, 15),
    ])
    func badFileLimitsInTokencJSONAreConfigErrors(config: String, message: String, line: Int, column: Int) throws {
        try withFolder { folder in
            let file = folder.appendingPathComponent("tokenc.json")
            try Data(config.utf8).write(to: file)
            var diagnostics: [Diagnostic] = []
            #expect(Configuration.load(file.path, diagnostics: &diagnostics) == nil)
            #expect(diagnostics.map(\.message) == [message])
            #expect(diagnostics.map(\.code) == [.invalidConfig])
            #expect(diagnostics.first?.location?.position == SourcePosition(line: line, column: column))
        }
    }

    @Test func tokencJSONSetsTheLimitBesideThePermutations() throws {
        try withFolder { folder in
            let file = folder.appendingPathComponent("tokenc.json")
            try Data(#"{ "limits": { "files": 250000 } }"#.utf8).write(to: file)
            var diagnostics: [Diagnostic] = []
            let configuration = try #require(Configuration.load(file.path, diagnostics: &diagnostics))
            #expect(configuration.limits == Limits(permutations: Limits.defaultPermutations, files: 250_000))
        }
    }
}
