import Foundation
import Testing
@testable import TokencBenchSupport

@Suite struct StandInModuleCacheTests {
    /// FNV-1a 64 of "a" is 0xaf63dc4c8601ec8c (the published test vector), followed by the 0 that
    /// separates strings.
    @Test func cacheKeyHashIsFNV1a() {
        var hash = FNV1a64()
        hash.combine(Array("a".utf8))
        #expect(hash.hexDigits == "af63dc4c8601ec8c")
    }

    /// The stand-in's sources are the tests' stand-in folder, every Swift file of it.
    @Test func standInSourcesAreTheTestsStandInFolder() throws {
        #expect(try SwiftUIStandIn.sources() == TestSourceTree.swiftFiles(in: TestSourceTree.swiftUIStandInDirectory))
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
        #expect(folder.lastPathComponent == (try SwiftUIStandIn.moduleDirectoryName(compilerVersion: compiler.versionDescription(), sources: sources)))
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
