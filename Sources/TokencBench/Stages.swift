import Foundation
import Lowering
import TokenCompiler
import TokencBenchSupport
import TokenJSON
import TokenModel
import SwiftOutput

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
    /// `validateTokens` on the folder, done once: what the emit stage starts from.
    var validation: ValidationReport
    /// `buildTheme(from: validation)`'s files, done once: what the write stage writes.
    var generatedFiles: [SwiftOutput.GeneratedFile]
    /// A scratch folder of this size for the write stage; removed before every run, untimed.
    var writeFolder: String
    var byteCount: Int { bytes.reduce(0) { $0 + $1.count } }
}

/// The stages measured in process, in pipeline order.
struct InProcessStage {
    var id: StageID
    var label: String
    /// Reported also as MB/s of the design system's bytes.
    var reportsThroughput = false
    var run: (PreparedSystem) throws -> Void
    /// Untimed work before every run (and the warm-up).
    var setUp: ((PreparedSystem) throws -> Void)?

    static var all: [InProcessStage] { [
        InProcessStage(id: .read, label: "read (find files, bytes)", reportsThroughput: true, run: { try readStage($0.root) }),
        InProcessStage(id: .parse, label: "parse, JSONDocument", reportsThroughput: true, run: { try parseStage($0.bytes) }),
        InProcessStage(id: .jsonSerialization, label: "parse, JSONSerialization", reportsThroughput: true, run: { try jsonSerializationStage($0.data) }),
        InProcessStage(id: .resolve, label: "resolve (validateTokens, 4 perm.)", run: { try resolveAllPermutations($0.root) }),
        InProcessStage(id: .emit, label: "emit (buildTheme(from:))", run: { try emitStage($0.validation) }),
        InProcessStage(
            id: .write, label: "write (OutputFolder, new folder)",
            run: { try writeStage($0.generatedFiles, to: $0.writeFolder) },
            setUp: { try? FileManager.default.removeItem(atPath: $0.writeFolder) }),
    ] }
}

/// The stages measured as a separate `tokenc` process, start-up included.
struct ProcessStage {
    var id: StageID
    var label: String
    /// The arguments of `tokenc` for a tokens folder and a scratch output folder.
    var arguments: (_ tokens: String, _ output: String) -> [String]
    /// A build into an empty folder: the output folder is removed before every run (untimed).
    /// Otherwise the output folder is left as the previous run (or the warm-up) wrote it, and
    /// every run must leave every file in it untouched.
    var startsEmpty: Bool

    static var all: [ProcessStage] { [
        ProcessStage(
            id: .endToEnd, label: "end to end (tokenc build)",
            arguments: { tokens, output in ["build", "--tokens", tokens, "--output", output] }, startsEmpty: true),
        ProcessStage(
            id: .noChangeRebuild, label: "no-change rebuild (tokenc build --stamp)",
            arguments: { tokens, output in ["build", "--tokens", tokens, "--output", output, "--stamp", output + ".stamp"] },
            startsEmpty: false),
    ] }

    /// The job that runs this stage's `tokenc` on `system` into `output`, and checks what it did
    /// there.
    func job(tokenc: String, system: PreparedSystem, output: String) -> ChildJob {
        let before = Box<[String: [Int]]>([:])
        return ChildJob(
            executable: tokenc, arguments: arguments(system.root, output),
            setUp: { [startsEmpty] in
                if startsEmpty {
                    try? FileManager.default.removeItem(atPath: output)
                } else {
                    before.value = try fileSnapshot(of: output)
                }
            },
            check: { [startsEmpty] in
                let after = try fileSnapshot(of: output)
                if startsEmpty {
                    guard after.count == system.generatedFiles.count else {
                        throw BenchFailure(description: "tokenc build wrote \(after.count) files into \(output), not \(system.generatedFiles.count)")
                    }
                } else {
                    let before = before.value
                    guard !before.isEmpty, after == before else {
                        let touched = Set(before.keys).union(after.keys).filter { before[$0] != after[$0] }.sorted()
                        throw BenchFailure(description: "a no-change tokenc build touched \(touched.count) files in \(output): \(touched.prefix(3).joined(separator: ", "))")
                    }
                }
            })
    }
}

enum StageID: String, Codable, CaseIterable {
    case read, parse
    case jsonSerialization = "parse-jsonserialization"
    case resolve, emit, write
    case endToEnd = "end-to-end"
    case nodeParse = "node-parse"
    case nodeParseInside = "node-parse-inside"
    case noChangeRebuild = "no-change-rebuild"
    case matrixValidate = "matrix-validate"
    case longStringValidate = "long-string-validate"
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

/// Resolves every permutation of the design system (2 brands × 2 modes): `validateTokens(at:)`,
/// which reads and parses the files too (so it includes the read and parse stages) and lines the
/// permutations up into `report.theme`.
func resolveAllPermutations(_ root: String) throws {
    let report = try validated(root)
    blackHole(report)
}

/// `validateTokens` under `--strict`; throws when the design system has an error.
func validated(_ root: String) throws -> ValidationReport {
    let report = validateTokens(at: root, options: ReaderOptions(strict: true))
    guard report.succeeded else {
        throw BenchFailure(description: "the generated design system at \(root) has errors: \(report.diagnostics.first.map { "\($0)" } ?? "")")
    }
    let permutations = DesignSystemGenerator.brands.count * DesignSystemGenerator.modes.count
    guard report.theme.permutations.count == permutations else {
        throw BenchFailure(description: "\(root) resolved into \(report.theme.permutations.count) permutations, not \(permutations)")
    }
    return report
}

/// The Swift files for an already validated design system: `SwiftEmitter` through `buildTheme(from:)`.
func emitStage(_ validation: ValidationReport) throws {
    let report = try built(validation)
    blackHole(report)
}

/// `buildTheme(from:)`; throws when generation has an error.
func built(_ validation: ValidationReport) throws -> BuildReport {
    let report = buildTheme(from: validation)
    guard report.succeeded, !report.files.isEmpty else {
        throw BenchFailure(description: "generating Swift failed: \(report.diagnostics.first.map { "\($0)" } ?? "no files")")
    }
    return report
}

/// Writes the generated files into a folder that does not exist yet, as a first `tokenc build` does.
func writeStage(_ files: [SwiftOutput.GeneratedFile], to folder: String) throws {
    let summary: OutputWriteSummary
    do throws(Diagnostic) {
        summary = try OutputFolder(path: folder).write(files)
    } catch {
        throw BenchFailure(description: "writing \(folder) failed: \(error)")
    }
    guard summary.written.count == files.count else {
        throw BenchFailure(description: "wrote \(summary.written.count) of \(files.count) files into \(folder)")
    }
}
