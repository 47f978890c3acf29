import Foundation
import Testing
@testable import Lowering
@testable import TokenCompiler
@testable import TokenModel
@testable import SwiftOutput

/// No input may crash the reader: every fixture, truncated and with single bytes changed, must come
/// back as diagnostics, and every error must point into the file.
@Suite struct ReaderRobustnessTests {
    /// Most fixtures are shorter than this and are cut at every length; longer ones at this many
    /// evenly spread lengths, which keeps the suite under two seconds in a debug build.
    static let maximumTruncations = 160
    static let flipsPerFile = 48
    /// Of those, how many also go through files on disk and `validateTokens`, the slower path.
    static let mutationsThroughDisk = 6

    /// Bytes that change a JSON text's structure rather than just a letter in a string.
    static let structuralBytes: [UInt8] = Array(#"{}[]",:\ 0-.e$"#.utf8) + [0x00, 0x0A, 0x80, 0xC3, 0xED, 0xF4, 0xFF]

    struct Mutation {
        var name: String
        var bytes: [UInt8]
    }

    /// Truncations first, then flips: half replace a byte with a structural one, half XOR it with a
    /// random non-zero value.
    static func mutations(of bytes: [UInt8], seed: String) -> [Mutation] {
        var result: [Mutation] = []
        let lengths: [Int] = bytes.count <= maximumTruncations
            ? Array(0..<bytes.count)
            : (0..<maximumTruncations).map { $0 * bytes.count / maximumTruncations }
        for length in lengths {
            result.append(Mutation(name: "first \(length) bytes", bytes: Array(bytes.prefix(length))))
        }
        guard !bytes.isEmpty else { return result }
        // FNV-1a of the name: `Hasher` is seeded per process.
        var random = SeededRandom(state: seed.utf8.reduce(0xCBF2_9CE4_8422_2325) { ($0 ^ UInt64($1)) &* 0x100_0000_01B3 })
        for flip in 0..<flipsPerFile {
            var mutated = bytes
            let offset = random.next(below: bytes.count)
            if flip.isMultiple(of: 2) {
                mutated[offset] = structuralBytes[random.next(below: structuralBytes.count)]
            } else {
                mutated[offset] ^= UInt8(1 + random.next(below: 255))
            }
            result.append(Mutation(name: "byte \(offset) set to \(mutated[offset])", bytes: mutated))
        }
        return result
    }

    /// Lines a diagnostic may point at: one more than the line ends, which the end of input can follow.
    static func lineCount(_ bytes: [UInt8]) -> Int {
        bytes.reduce(1) { $0 + ($1 == 0x0A || $1 == 0x0D ? 1 : 0) }
    }

    static func check(_ diagnostics: [Diagnostic], of mutation: Mutation, in file: String) {
        let lines = lineCount(mutation.bytes)
        for diagnostic in diagnostics where diagnostic.severity == .error && diagnostic.code != .unreadableFile {
            guard let location = diagnostic.location else {
                Issue.record("\(file), \(mutation.name): an error without a location: \(diagnostic.message)")
                continue
            }
            #expect(
                location.line >= 1 && location.column >= 1 && location.line <= lines,
                "\(file), \(mutation.name): \(location) is outside the file: \(diagnostic.message) [\(diagnostic.code)]")
        }
    }

    @Test(arguments: ReaderFixtures.allFiles)
    func mutatedFixturesOnlyProduceDiagnostics(_ fixture: String) throws {
        let original = try #require(FileManager.default.contents(atPath: ReaderFixtures.path(fixture)))
        let mutations = Self.mutations(of: [UInt8](original), seed: fixture)
        let file = "mutated.json"
        for (index, mutation) in mutations.enumerated() {
            // Alternate the options so that both the lenient and the strict paths are exercised.
            let options = index.isMultiple(of: 2)
                ? ReaderOptions() : ReaderOptions(strict: true, ignoredTypes: ["x-motion"])
            var diagnostics: [Diagnostic] = []
            if let tree = TokenFileReader.read(bytes: mutation.bytes, file: file, diagnostics: &diagnostics) {
                diagnostics = validateTrees([tree], origin: file, options: options, diagnostics: diagnostics).diagnostics
            }
            Self.check(diagnostics, of: mutation, in: fixture)
        }

        // The whole pipeline, from a file on disk, for a sample of the same mutations.
        let folder = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent(file).path
        let step = max(1, mutations.count / max(1, Self.mutationsThroughDisk))
        for mutation in stride(from: 0, to: mutations.count, by: step).map({ mutations[$0] }) {
            try Data(mutation.bytes).write(to: URL(fileURLWithPath: path))
            let report = validateTokens(at: path)
            Self.check(report.diagnostics, of: mutation, in: fixture)
        }
    }
}
