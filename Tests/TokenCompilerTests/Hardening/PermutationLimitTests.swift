import Foundation
import Testing
@testable import Lowering
@testable import TokenCompiler
@testable import TokencCLI
import TokencBenchSupport
@testable import TokenJSON
@testable import TokenModel
@testable import SwiftOutput

/// Resolver documents of a few kilobytes whose tokens vary with many modifiers together, so that
/// their combinations of contexts multiply into millions, are refused before any is resolved.
/// They once grew `validate` by 45 MB/s until killed. (Many modifiers that each token varies
/// with alone are fine: see `ModifierMatrixScaleTests`.)
@Suite struct PermutationLimitTests {
    private func withDocument<T>(modifiers: Int, contexts: Int, chained: Bool = true, config: String? = nil, _ body: (URL) throws -> T) throws -> T {
        let folder = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(ModifierMatrixDocument.text(modifiers: modifiers, contexts: contexts, chained: chained).utf8).write(to: folder.appendingPathComponent("tokens.resolver.json"))
        if let config { try Data(config.utf8).write(to: folder.appendingPathComponent("tokenc.json")) }
        return try body(folder)
    }

    @Test(arguments: [(8, 6), (20, 2), (64, 2)])
    func documentWithTooManyPermutationsIsOneErrorAtItsFirstModifier(modifiers: Int, contexts: Int) throws {
        let document = ModifierMatrixDocument.text(modifiers: modifiers, contexts: contexts, chained: true)
        #expect(document.utf8.count < 16_000)
        let report = try withDocument(modifiers: modifiers, contexts: contexts) { folder in
            validateTokens(at: folder.appendingPathComponent("tokens.resolver.json").path)
        }
        #expect(report.diagnostics.map(\.code) == [.tooManyPermutations])
        let error = try #require(report.diagnostics.first)
        #expect(error.location?.position == SourcePosition(line: 5, column: 5))
        #expect(error.notes.count == modifiers)
        #expect(error.notes.last?.message == "'m\(modifiers - 1)' has \(contexts) contexts")
        #expect(error.notes.last?.location?.position == SourcePosition(line: 4 + modifiers, column: 5))
        let counts = (0..<modifiers).map { "'m\($0)' \(contexts)" }.joined(separator: " × ")
        if modifiers == 64 {
            #expect(error.message == "the 64 modifiers make more than 9,223,372,036,854,775,807 permutations (\(counts) contexts), more than tokenc counts; remove modifiers or contexts")
        } else {
            // 6 + 6² + … + 6⁸ and 2 + 2² + … + 2²⁰: the tokens m0, m1, … vary with one, two, … modifiers.
            let (total, widest) = modifiers == 8 ? ("2,015,538", "1,679,616") : ("2,097,150", "1,048,576")
            #expect(error.message == "the tokens vary over \(total) combinations of contexts, more than the limit of 4,096 that tokenc resolves: 'm\(modifiers - 1)' alone varies with \(widest) (\(counts) contexts); make fewer tokens depend on several modifiers at once, or raise \"limits\": { \"permutations\": … } in tokenc.json")
        }
        #expect(report.theme.permutations.count == 1)
    }

    @Test(arguments: ["validate", "build", "dump"])
    func everyCommandRefusesBeforeResolving(_ command: String) throws {
        try withDocument(modifiers: 8, contexts: 6) { folder in
            let tokens = folder.appendingPathComponent("tokens.resolver.json").path
            var arguments = [command, "--tokens", tokens]
            if command == "build" { arguments += ["--output", folder.appendingPathComponent("Generated").path] }
            if command == "dump" { arguments += ["--input", "m3=c2"] }
            let run = runTokenc(arguments)
            #expect(run.code == .failure)
            #expect(run.standardError.hasPrefix("\(tokens):5:5: error: the tokens vary over 2,015,538 combinations of contexts, more than the limit of 4,096 that tokenc resolves: 'm7' alone varies with 1,679,616 ('m0' 6 × "))
            #expect(run.standardError.contains("[too-many-permutations]"))
            #expect(run.standardOutput.isEmpty || command == "build")
            #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("Generated").path))
        }
    }

    @Test func tokencJSONRaisesOrLowersTheLimit() throws {
        // Two tokens that vary with one modifier each: 2 + 2 combinations.
        let lowered = #"{ "limits": { "permutations": 4 } }"#
        try withDocument(modifiers: 2, contexts: 2, chained: false, config: lowered) { folder in
            let run = runTokenc(["validate", "--tokens", folder.path, "--config", folder.appendingPathComponent("tokenc.json").path])
            #expect(run.code == .success, "\(run.standardError)")
        }
        try withDocument(modifiers: 2, contexts: 3, chained: false, config: lowered) { folder in
            let run = runTokenc(["validate", "--tokens", folder.path, "--config", folder.appendingPathComponent("tokenc.json").path])
            #expect(run.code == .failure)
            #expect(run.standardError.contains("vary over 6 combinations of contexts, more than the limit of 4 that tokenc resolves: 'm0' alone varies with 3 ('m0' 3 contexts)"))
        }
        // 2 + 4 + … + 8,192 combinations: within 20,000, beyond 5,000.
        for (limit, succeeds) in [(20_000, true), (5_000, false)] {
            let raised = #"{ "limits": { "permutations": \#(limit) } }"#
            try withDocument(modifiers: 13, contexts: 2, config: raised) { folder in
                let run = runTokenc(["validate", "--tokens", folder.path, "--config", folder.appendingPathComponent("tokenc.json").path])
                #expect((run.code == .success) == succeeds, "\(run.standardError)")
                #expect(run.standardError.contains("vary over 16,382 combinations of contexts, more than the limit of 5,000") == !succeeds)
            }
        }
    }

    @Test(arguments: [
        (#"{ "limits": { "permutations": 0 } }"#, "'limits.permutations' must be a whole number from 1 up, such as 4096, found 0", 1, 31),
        (#"{ "limits": { "permutations": 1.5 } }"#, "'limits.permutations' must be a whole number from 1 up, such as 4096, found 1.5", 1, 31),
        (#"{ "limits": 4096 }"#, "'limits' must be an object such as { \"permutations\": 4096 }, found a number", 1, 13),
        (#"{ "limits": { "permutation": 10 } }"#, "unknown key 'permutation' in 'limits'; did you mean 'permutations'?; the limits are 'permutations', 'files' and 'fileBytes'", 1, 15),
    ])
    func badLimitsInTokencJSONAreConfigErrors(config: String, message: String, line: Int, column: Int) throws {
        let folder = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("tokenc.json")
        try Data(config.utf8).write(to: file)
        var diagnostics: [Diagnostic] = []
        #expect(Configuration.load(file.path, diagnostics: &diagnostics) == nil)
        #expect(diagnostics.map(\.message) == [message])
        #expect(diagnostics.first?.location?.position == SourcePosition(line: line, column: column))
    }
}
