import Foundation
import Testing
import TokencBenchSupport

@Suite struct StandInModuleCacheTests {
    /// FNV-1a 64 of "a" is 0xaf63dc4c8601ec8c (the published test vector).
    @Test func stableHashMatchesFNV1aTestVector() {
        var hash = StableHash()
        hash.combine(Array("a".utf8))
        #expect(hash.hexDigits == "af63dc4c8601ec8c")
    }

    /// tokenc-bench builds the stand-in with its own copy of this logic: same flags, same sources,
    /// same cache folder, so that the benchmark type-checks against the module the tests use.
    @Test func benchmarkBuildsTheSameStandIn() throws {
        #expect(SwiftUIStandIn.buildFlags == StandInModuleCache.buildFlags)
        let compiler = try SwiftCompiler.locate()
        let sources = try TestSourceTree.swiftFiles(in: TestSourceTree.swiftUIStandInDirectory)
        #expect(try SwiftUIStandIn.sources() == sources)
        #expect(
            try SwiftUIStandIn.moduleDirectoryName(compilerVersion: compiler.versionDescription(), sources: sources)
                == StandInModuleCache.moduleDirectoryName(compiler: compiler, sources: sources))
    }

    #if !os(macOS)
    /// A second check reuses the module the first one built: same folder (named by the sources' hash) and
    /// an unchanged modification date.
    @Test func secondTypeCheckReusesTheModule() throws {
        let snippet = SourceFile(name: "Snippet.swift", contents: "import SwiftUI\nlet color = Color.red\n")
        let first = try SwiftTypeChecker.typeCheck(files: [snippet])
        #expect(first.succeeded, Comment(rawValue: first.description))

        let compiler = try SwiftCompiler.locate()
        let folder = try StandInModuleCache.shared.moduleDirectory(compiler: compiler)
        let sources = try TestSourceTree.swiftFiles(in: TestSourceTree.swiftUIStandInDirectory)
        #expect(folder.lastPathComponent == (try StandInModuleCache.moduleDirectoryName(compiler: compiler, sources: sources)))
        let module = folder.appendingPathComponent("SwiftUI.swiftmodule").path
        let builtAt = try #require(try FileManager.default.attributesOfItem(atPath: module)[.modificationDate] as? Date)

        let second = try SwiftTypeChecker.typeCheck(files: [snippet])
        #expect(second.succeeded, Comment(rawValue: second.description))
        #expect(try StandInModuleCache.shared.moduleDirectory(compiler: compiler) == folder)
        let stillAt = try #require(try FileManager.default.attributesOfItem(atPath: module)[.modificationDate] as? Date)
        #expect(stillAt == builtAt)
    }
    #endif
}
