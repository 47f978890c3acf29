import Foundation
import Testing
@testable import TokenCompiler
import TokencBenchSupport
@testable import TokenModel
@testable import SwiftOutput

/// Many modifiers whose tokens each vary with one of them: the permutations multiply into
/// millions (8 × 6 contexts make 1,679,616; 20 × 2 make 1,048,576) while the combinations the
/// tokens are resolved in add up to a few dozen. Time and memory follow the combinations. (These
/// documents were refused by the permutation limit, and before it took gigabytes.)
@Suite struct ModifierMatrixScaleTests {
    static let matrices = [(modifiers: 8, contexts: 6), (modifiers: 20, contexts: 2)]

    private func withDocument<T>(modifiers: Int, contexts: Int, _ body: (String) throws -> T) throws -> T {
        let folder = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let document = ModifierMatrixDocument.text(modifiers: modifiers, contexts: contexts)
        #expect(document.utf8.count < 8_000)
        let file = folder.appendingPathComponent("tokens.resolver.json")
        try Data(document.utf8).write(to: file)
        return try body(file.path)
    }

    @Test(arguments: matrices)
    func eachTokenIsResolvedOncePerContextOfItsModifier(modifiers: Int, contexts: Int) throws {
        try withDocument(modifiers: modifiers, contexts: contexts) { path in
            var diagnostics: [Diagnostic] = []
            let plan = try #require(ResolutionPlan.load(at: path, diagnostics: &diagnostics)?.plan)
            let start = ContinuousClock.now
            let result = ThemeMatrixEvaluator(plan: plan, options: ReaderOptions()).resolve()
            // Against runaway, not a timing test: it takes milliseconds.
            #expect(ContinuousClock.now - start < .seconds(20))
            #expect(result.diagnostics == [])
            #expect(result.tokensResolved == modifiers * contexts)
            let theme = result.theme
            #expect(theme.permutations.count == (0..<modifiers).reduce(1) { count, _ in count * contexts })
            #expect(theme.tokens.map(\.path.description) == (0..<modifiers).map { "m\($0)" })
            #expect(theme.tokens.map(\.variesWith) == (0..<modifiers).map { ["m\($0)"] })
            // Token mI is its modifier's context number, in any permutation.
            let picks = [
                (0..<modifiers).map { _ in 0 },
                (0..<modifiers).map { _ in contexts - 1 },
                (0..<modifiers).map { $0 % contexts },
            ]
            for pick in picks {
                let index = try #require(theme.index(of: Permutation(contexts: pick.map { "c\($0)" })))
                #expect(theme.permutations[index].contexts == pick.map { "c\($0)" })
                let values = theme.tokens.map { token -> String? in
                    if case .number(let number)? = token.value(in: index)?.value { number.text } else { nil }
                }
                #expect(values == pick.map { "\($0)" })
            }
        }
    }

    /// The build emits per combination too: its Swift names each modifier's contexts once, never
    /// the permutations, and compiles (core and SwiftUI layers, with the stand-in).
    @Test(arguments: matrices)
    func buildingTheDocumentGivesSwiftThatCompiles(modifiers: Int, contexts: Int) throws {
        try withDocument(modifiers: modifiers, contexts: contexts) { path in
            let start = ContinuousClock.now
            let report = buildTheme(at: path)
            // Against runaway, not a timing test: it takes milliseconds (it took 12 s in a debug
            // build while alias documentation visited every permutation).
            #expect(ContinuousClock.now - start < .seconds(20))
            #expect(report.succeeded, "\(report.diagnostics)")
            #expect(report.files.map(\.contents.utf8.count).reduce(0, +) < 200_000)
            let result = try SwiftTypeChecker.typeCheck(files: EmitFixtures.sources(report.files))
            #expect(result.succeeded, Comment(rawValue: result.description))
        }
    }

    /// `tokenc validate` on the document stays far below 100 MB. Measured by `/usr/bin/time`,
    /// which forks the child from its own small process: a child spawned from this test process
    /// would report this process's peak too.
    @Test(.enabled(if: BuiltTokenc.url != nil && FileManager.default.isExecutableFile(atPath: "/usr/bin/time")), arguments: matrices)
    func validatingTheDocumentStaysSmall(modifiers: Int, contexts: Int) throws {
        #if os(Linux)
        try withDocument(modifiers: modifiers, contexts: contexts) { path in
            let report = path + ".rss"
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/time")
            process.arguments = ["-f", "%M", "-o", report, BuiltTokenc.url!.path, "validate", "--tokens", path]
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            process.waitUntilExit()
            #expect(process.terminationStatus == 0)
            let text = try String(contentsOfFile: report, encoding: .utf8)
            let kilobytes = try #require(Int(text.trimmingCharacters(in: .whitespacesAndNewlines).split(separator: "\n").last ?? ""))
            #expect(kilobytes < 100_000, "peak resident memory \(kilobytes) KB")
        }
        #endif
    }
}
