import Foundation
import TokenCompiler
import TokencBenchSupport

/// A generated design system on disk, with its files already read for the stages that start
/// from bytes.
struct PreparedSystem {
    var generated: GeneratedDesignSystem
    /// The tokens folder.
    var root: String
    /// Every token file, in the order tokenc reads them.
    var files: [String]
    var bytes: [[UInt8]]
    var data: [Data]
    var byteCount: Int { bytes.reduce(0) { $0 + $1.count } }
}

/// The stages measured in process, in pipeline order. A stage that does not exist yet has no
/// `run` and says what it needs; adding it is replacing its entry.
struct InProcessStage {
    var id: StageID
    var label: String
    /// Reported also as MB/s of the design system's bytes.
    var reportsThroughput = false
    var run: ((PreparedSystem) throws -> Void)?
    var unavailableReason: String?

    static var all: [InProcessStage] { [
        InProcessStage(id: .read, label: "read (find files, bytes)", reportsThroughput: true, run: { try readStage($0.root) }),
        InProcessStage(id: .parse, label: "parse, JSONDocument", reportsThroughput: true, run: { try parseStage($0.bytes) }),
        InProcessStage(id: .jsonSerialization, label: "parse, JSONSerialization", reportsThroughput: true, run: { try jsonSerializationStage($0.data) }),
        InProcessStage(id: .resolve, label: "resolve (validate: base set)", run: { try resolveAllPermutations($0.root) }),
        InProcessStage(id: .emit, label: "emit", unavailableReason: needsBuild),
        InProcessStage(id: .write, label: "write", unavailableReason: needsBuild),
    ] }
}

/// The stages measured as a separate `tokenc` process, start-up included.
struct ProcessStage {
    var id: StageID
    var label: String
    /// The arguments of `tokenc` for a tokens folder and a scratch output folder.
    var arguments: ((_ tokens: String, _ output: String) -> [String])?
    var unavailableReason: String?

    static var all: [ProcessStage] { [
        ProcessStage(id: .endToEnd, label: "end to end, tokenc validate", arguments: { tokens, _ in ["validate", "--tokens", tokens] }),
        ProcessStage(id: .noChangeRebuild, label: "no-change rebuild", unavailableReason: needsBuild),
    ] }
}

let needsBuild = "needs tokenc build"

enum StageID: String, Codable, CaseIterable {
    case read, parse
    case jsonSerialization = "parse-jsonserialization"
    case resolve, emit, write
    case endToEnd = "end-to-end"
    case noChangeRebuild = "no-change-rebuild"
}

struct BenchFailure: Error, CustomStringConvertible {
    var description: String
}

/// Finds the token files as tokenc does and reads their bytes.
func readStage(_ root: String) throws {
    guard case .success(let files) = TokenFiles.discover(at: root) else { throw BenchFailure(description: "cannot list \(root)") }
    var diagnostics: [Diagnostic] = []
    for file in files.all {
        guard let bytes = TokenFileReader.bytes(of: file, diagnostics: &diagnostics) else {
            throw BenchFailure(description: "cannot read \(file)")
        }
        blackHole(bytes)
    }
}

/// tokenc's JSON reader on every file's bytes.
func parseStage(_ files: [[UInt8]]) throws {
    for bytes in files {
        blackHole(try JSONDocument(parsing: bytes))
    }
}

/// Resolves every permutation of the design system (2 brands × 2 modes).
///
/// For now this is `validateTokens(at:)`, which reads, parses and resolves the base set and
/// checks the brand and mode files' structure; the theme resolver takes its place when it lands.
func resolveAllPermutations(_ root: String) throws {
    let report = validateTokens(at: root, options: ReaderOptions(strict: true))
    guard report.succeeded else {
        throw BenchFailure(description: "the generated design system at \(root) has errors: \(report.diagnostics.first.map { "\($0)" } ?? "")")
    }
    blackHole(report)
}
