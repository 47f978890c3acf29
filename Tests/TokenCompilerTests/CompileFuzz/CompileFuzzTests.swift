import Foundation
import Testing

/// The compile fuzzer's bounded run: 120 fixed seeds on every `swift test`, twenty to each
/// configuration. `make compile-fuzz N=…` runs as many documents as asked through the same test
/// (`TOKENC_COMPILE_FUZZ_DOCUMENTS`, from `TOKENC_COMPILE_FUZZ_SEED`), printing progress (and
/// appending it to the file `TOKENC_COMPILE_FUZZ_LOG` names), and keeps each failing document in
/// `.build/compile-fuzz/`.
@Suite struct CompileFuzzTests {
    @Test func generatedDocumentsBuildAndTypeCheck() throws {
        let environment = ProcessInfo.processInfo.environment
        let count = environment["TOKENC_COMPILE_FUZZ_DOCUMENTS"].flatMap(Int.init) ?? 120
        let firstSeed = environment["TOKENC_COMPILE_FUZZ_SEED"].flatMap(UInt64.init) ?? 1
        // By default twenty documents a batch, each batch in the next configuration: all six
        // configurations once, in about a minute.
        let batch = environment["TOKENC_COMPILE_FUZZ_BATCH"].flatMap(Int.init) ?? 20
        let keep = TestPaths.packageRoot.appendingPathComponent(".build/compile-fuzz")
        let start = Date()
        let rotate = environment["TOKENC_COMPILE_FUZZ_ROTATE"].map { $0 == "1" } ?? true
        let failures = try CompileFuzz.run(firstSeed: firstSeed, count: count, batch: batch, rotate: rotate, keep: keep) { done, failures in
            guard environment["TOKENC_COMPILE_FUZZ_DOCUMENTS"] != nil else { return }
            let line = "compile-fuzz: \(done)/\(count) documents, \(Set(failures.map(\.seed)).count) failing, \(Int(Date().timeIntervalSince(start))) s"
            print(line)
            // Standard output reaches a pipe only when the test ends: a long run also appends here.
            if let log = environment["TOKENC_COMPILE_FUZZ_LOG"] {
                let text = ([line] + failures.map { "  seed \($0.seed): \($0.check)" }).joined(separator: "\n") + "\n"
                if let handle = FileHandle(forWritingAtPath: log) {
                    handle.seekToEndOfFile()
                    handle.write(Data(text.utf8))
                    try? handle.close()
                } else {
                    // A progress log for whoever watches a long run; the test's result does not depend on it.
                    _ = FileManager.default.createFile(atPath: log, contents: Data(text.utf8))
                }
            }
        }
        for failure in failures {
            Issue.record(Comment(rawValue: failure.description))
        }
    }

    /// The generator is deterministic: a seed always gives the same bytes.
    @Test func aSeedAlwaysGivesTheSameDocument() {
        var first = TokenTreeGenerator(seed: 7)
        var second = TokenTreeGenerator(seed: 7)
        var other = TokenTreeGenerator(seed: 8)
        let document = first.document()
        #expect(document == second.document())
        #expect(document != other.document())
    }
}
