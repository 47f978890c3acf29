import Foundation
import TokenCompiler
import TokencBenchSupport
import TokenModel
import SwiftOutput

// tokenc-bench: generates synthetic design systems and measures tokenc on them.
// Run in release: swift run -c release tokenc-bench [--quick] [--json]

func progress(_ message: String) {
    FileHandle.standardError.write(Data((message + "\n").utf8))
}

func fail(_ message: String, code: Int32) -> Never {
    progress("tokenc-bench: error: \(message)")
    exit(code)
}

let arguments: BenchArguments
switch BenchArguments.parse(Array(CommandLine.arguments.dropFirst())) {
case .run(let parsed): arguments = parsed
case .help:
    print(BenchArguments.usage)
    exit(0)
case .usageError(let message):
    progress("error: \(message)\n" + BenchArguments.usage)
    exit(64)
}

if let directory = arguments.generateDirectory {
    let system = DesignSystemGenerator(tokenCount: arguments.generateTokens).generate()
    do { try system.write(to: URL(fileURLWithPath: directory)) } catch { fail("cannot write \(directory): \(error)", code: 1) }
    print("wrote \(grouped(system.tokenCount)) tokens (\(grouped(system.aliasCount)) aliases) in \(system.files.count) files to \(directory)")
    exit(0)
}

if arguments.preview {
    let folder = URL(fileURLWithPath: arguments.workDirectory ?? NSTemporaryDirectory())
    let measurement = PreviewOpenTime(tokens: arguments.generateTokens, runs: arguments.runs ?? 5, workDirectory: folder)
    do { print(try measurement.run().joined(separator: "\n")) } catch { fail("\(error)", code: 1) }
    exit(0)
}

#if DEBUG
let configuration = "debug"
progress("warning: this is a debug build; measure with: swift run -c release tokenc-bench")
#else
let configuration = "release"
#endif

// The tokenc executable is built into the same folder as this one.
let benchExecutable = Bundle.main.executableURL?.resolvingSymlinksInPath()
    ?? URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
let tokenc = benchExecutable.deletingLastPathComponent().appendingPathComponent("tokenc").path
let tokencMissing = FileManager.default.isExecutableFile(atPath: tokenc)
    ? nil : "no tokenc beside tokenc-bench; build it with swift build -c release --product tokenc"

let workDirectory = URL(fileURLWithPath: arguments.workDirectory
    ?? NSTemporaryDirectory() + "tokenc-bench-\(ProcessInfo.processInfo.processIdentifier)").absoluteURL
do {
    try FileManager.default.createDirectory(at: workDirectory, withIntermediateDirectories: true)
} catch {
    fail("cannot create \(workDirectory.path): \(error)", code: 1)
}
// Every tokenc the benchmark runs names its tokens with --tokens, so it reads no ./tokenc.json of
// the folder the benchmark was started in (this repository's names an asset catalog): that file
// neither adds to the measured work nor has its output overwritten by a benchmark build.

/// Removes the generated design systems unless --work-dir asked to keep them.
func removeWorkDirectory() {
    if arguments.workDirectory == nil { try? FileManager.default.removeItem(at: workDirectory) }
}

if arguments.instructions {
    let root = workDirectory.appendingPathComponent("tokens-\(arguments.generateTokens)")
    do {
        try? FileManager.default.removeItem(at: root)
        try DesignSystemGenerator(tokenCount: arguments.generateTokens).generate().write(to: root)
    } catch {
        removeWorkDirectory()
        fail("cannot write \(root.path): \(error)", code: 1)
    }
    let counted = InstructionCount.measure(
        tokens: arguments.generateTokens, root: root.path, scratch: workDirectory.appendingPathComponent("callgrind"))
    removeWorkDirectory()
    print(InstructionCount.lines(counted).joined(separator: "\n"))
    if let build = counted.build, counted.tokens == 10_000 {
        print("target: \(build <= Target.buildInstructionLimit ? "PASS" : "MISS") tokenc build, 10k tokens ≤ \(grouped(Target.buildInstructionLimit / 1_000_000)) million instructions")
    }
    exit(counted.build == nil ? 1 : 0)
}

if arguments.live {
    if let tokencMissing { fail(tokencMissing, code: 1) }
    let generated = workDirectory.appendingPathComponent("tokens-\(arguments.generateTokens)")
    var systems: [LiveLatency.System] = []
    let repository = URL(fileURLWithPath: "tokens")
    if FileManager.default.fileExists(atPath: repository.appendingPathComponent("palette.tokens.json").path) {
        systems.append(.init(name: "repository", tokens: repository, file: "palette.tokens.json", path: "palette.blue.500"))
    }
    var lines: [String] = []
    do {
        try? FileManager.default.removeItem(at: generated)
        try DesignSystemGenerator(tokenCount: arguments.generateTokens).generate().write(to: generated)
        // A large palette is split into numbered files, the first token in the first.
        let single = "color/palette.json"
        let palette = FileManager.default.fileExists(atPath: generated.appendingPathComponent(single).path) ? single : "color/palette-01.json"
        systems.append(.init(name: "\(arguments.generateTokens)", tokens: generated, file: palette, path: "color.palette.red1.50"))
        let measurement = LiveLatency(tokenc: tokenc, swiftc: try locateSwiftc(), workDirectory: workDirectory, edits: arguments.runs ?? 10)
        for system in systems {
            progress("live tokens, \(system.name)…")
            let sample = try measurement.measure(system)
            let name = system.name == "repository" ? "this repository's tokens" : "\(grouped(arguments.generateTokens)) tokens"
            lines.append("live tokens, \(name): save → new theme in a debug build: median \(Int(sample.medianSeconds * 1000)) ms, min \(Int(sample.minSeconds * 1000)) ms, max \(Int(sample.maxSeconds * 1000)) ms (\(sample.runs) edits)")
            let limit = system.name == "repository" ? Target.liveLatencyRepository : arguments.generateTokens == 10_000 ? Target.liveLatency10k : nil
            if let limit {
                lines.append("target: \(sample.maxSeconds < limit ? "PASS" : "MISS") live tokens, \(name): every edit under \(Int(limit * 1000)) ms")
            }
        }
    } catch {
        removeWorkDirectory()
        fail("\(error)", code: 1)
    }
    removeWorkDirectory()
    print(lines.joined(separator: "\n"))
    exit(0)
}

func prepare(tokens: Int) throws -> PreparedSystem {
    let generated = DesignSystemGenerator(tokenCount: tokens).generate()
    let root = workDirectory.appendingPathComponent("tokens-\(tokens)")
    try? FileManager.default.removeItem(at: root)
    try generated.write(to: root)
    guard case .success(let found) = TokenFiles.discover(at: root.path) else { throw BenchFailure(description: "cannot list \(root.path)") }
    let bytes = try found.all.map { [UInt8](try Data(contentsOf: URL(fileURLWithPath: $0))) }
    let validation = try validated(root.path)
    let build = try built(validation)
    return PreparedSystem(
        generated: generated, root: root.path, files: found.all, bytes: bytes, data: bytes.map { Data($0) },
        validation: validation, generatedFiles: build.files,
        writeFolder: workDirectory.appendingPathComponent("write-\(tokens)").path)
}

/// The Swift files generated for each size, for the type-check.
nonisolated(unsafe) var generatedSwift: [Int: [SwiftOutput.GeneratedFile]] = [:]
/// The same tokens as typed constants, for the type-check's second baseline.
nonisolated(unsafe) var typedBaselines: [Int: [SwiftOutput.GeneratedFile]] = [:]

func measureSize(tokens: Int) throws -> SizeReport {
    progress("generating \(grouped(tokens)) tokens…")
    let system = try prepare(tokens: tokens)
    generatedSwift[tokens] = system.generatedFiles
    typedBaselines[tokens] = TypedConstantsBaseline.files(for: system.validation.theme)
    let runs = arguments.inProcessRuns(tokens: tokens)
    var stages: [StageResult] = []
    for stage in InProcessStage.all {
        progress("  \(stage.label): \(runs) runs")
        let sample = try measure(runs: runs, setUp: { try stage.setUp?(system) }) { try stage.run(system) }
        stages.append(.measured(stage.id, stage.label, sample, bytes: stage.reportsThroughput ? system.byteCount : nil))
    }
    try? FileManager.default.removeItem(atPath: system.writeFolder)
    let output = workDirectory.appendingPathComponent("out-\(tokens)").path
    let processRuns = arguments.endToEndRuns(tokens: tokens)
    let node = ExecutableSearch.find("node")
    for stage in ProcessStage.all {
        guard tokencMissing == nil else {
            stages.append(.unavailable(stage.id, stage.label, reason: tokencMissing ?? ""))
            continue
        }
        var jobs = [stage.job(tokenc: tokenc, system: system, output: output)]
        // Node's baseline runs interleaved with the build it is compared with.
        let nodeTimes = Box<[Double]>([])
        let withNode = stage.id == .endToEnd && node != nil
        if withNode, let node {
            let timeFile = workDirectory.appendingPathComponent("node-\(tokens).ms").path
            jobs.append(NodeBaseline.job(node: node, files: system.files, timeFile: timeFile, innerMilliseconds: nodeTimes))
        }
        progress("  \(stage.label)\(withNode ? ", interleaved with \(NodeBaseline.label)" : ""): \(processRuns) runs")
        let results = try measureChildren(runs: processRuns, jobs)
        stages.append(.measured(stage.id, stage.label, results[0].wall, peak: results[0].peakResidentBytes, cpu: results[0].cpu))
        if withNode {
            let sample = results[1].wall
            stages.append(.measured(.nodeParse, NodeBaseline.label, sample, peak: results[1].peakResidentBytes, cpu: results[1].cpu))
            // The last time is the memory run's, after the timed ones.
            let inside = Sample(seconds: nodeTimes.value.prefix(sample.runs).map { $0 / 1e3 })
            stages.append(.measured(.nodeParseInside, NodeBaseline.insideLabel, inside))
        }
    }
    if node == nil || tokencMissing != nil {
        let reason = node == nil ? "node not found on PATH" : "measured beside the end-to-end build, which needs tokenc"
        stages.append(.unavailable(.nodeParse, NodeBaseline.label, reason: reason))
    }
    var size = SizeReport(
        tokens: system.generated.tokenCount, aliases: system.generated.aliasCount,
        maxAliasDepth: system.generated.maxAliasDepth,
        permutations: system.validation.theme.permutations.count,
        files: system.files.count, bytes: system.byteCount,
        generatedFiles: system.generatedFiles.count,
        generatedBytes: system.generatedFiles.reduce(0) { $0 + $1.contents.utf8.count },
        inProcessRuns: runs, processRuns: arguments.endToEndRuns(tokens: tokens),
        stages: stages)
    if let ours = size.stage(.parse)?.medianMilliseconds, let theirs = size.stage(.jsonSerialization)?.medianMilliseconds {
        size.parseSpeedupOverJSONSerialization = theirs / ours
    }
    return size
}

let loadAtStart = loadAverage()
var sizes: [SizeReport] = []
var matrices: [MatrixReport] = []
var longString: StageResult?
do {
    for tokens in arguments.sizes { sizes.append(try measureSize(tokens: tokens)) }
    progress("modifier matrices…")
    matrices = try measureMatrices(runs: arguments.endToEndRuns(tokens: 1_000))
    progress("a long string…")
    longString = try measureLongString(runs: arguments.endToEndRuns(tokens: 1_000))
} catch {
    removeWorkDirectory()
    fail("\(error)", code: 1)
}
let instructions = arguments.quick
    ? InstructionReport(tokens: 10_000, reason: "not counted with --quick; tokenc-bench --instructions counts them")
    : InstructionCount.measure(
        tokens: 10_000, root: workDirectory.appendingPathComponent("tokens-10000").path,
        scratch: workDirectory.appendingPathComponent("callgrind"))
let typeCheck: TypeCheckReport
let themeValue: ThemeValueReport
if arguments.noSwiftc {
    let skipped = "left out (--no-swiftc)"
    typeCheck = TypeCheckReport(constants: 10_000, flags: typeCheckFlags, baselineReason: skipped, coreReason: skipped, standInReason: skipped)
    themeValue = ThemeValueReport(tokens: 10_000, reason: skipped)
} else {
    typeCheck = measureTypeCheck(tokens: 10_000, generated: generatedSwift[10_000] ?? [], typedBaseline: typedBaselines[10_000] ?? [])
    themeValue = measureThemeValue(tokens: 10_000, generated: generatedSwift[10_000] ?? [])
}
removeWorkDirectory()

func ratio(_ id: StageID, _ sizes: [SizeReport]) -> Double? {
    guard let large = sizes.first(where: { $0.tokens == 100_000 })?.stage(id)?.medianMilliseconds,
          let small = sizes.first(where: { $0.tokens == 10_000 })?.stage(id)?.medianMilliseconds else { return nil }
    return large / small
}

/// What the stages and type-checks are, under the table.
let benchNotes: [String] = [
    """
    resolve is validateTokens(at:) under --strict: it reads and parses the files too, and resolves all 4 \
    permutations (2 brands × 2 modes); emit is buildTheme(from:) on that report; write is OutputFolder.write \
    into a folder that does not exist yet
    """,
    """
    end to end is tokenc build --tokens <dir> --output <empty dir> as a process, start-up included; the \
    no-change rebuild runs it again on its own output with --stamp <output>.stamp and checks that no file's inode, \
    size, mtime or ctime changed
    """,
    """
    validate N × M modifiers is tokenc validate on a resolver document of N modifiers of M contexts, each \
    context setting the token of its modifier: the permutations multiply into millions, the combinations \
    resolved add up to N × M
    """,
    """
    type-check: swiftc \(typeCheckFlags.joined(separator: " ")) <files>; core layer = every generated file with \
    no SwiftUI module to import (the #if canImport(SwiftUI) layer is skipped, as on Linux); with stand-in = the \
    same files with -I <SwiftUI stand-in> (Tests/StandIns/SwiftUI, built with the tests' flags), so the SwiftUI \
    layer is type-checked too
    """,
    """
    AppTheme: the 10k tokens' core layer compiled with swiftc -Onone -wmo into a library (-O takes too long), \
    and a timing program importing it with -O; copy = storing the theme into an array slot (inline, whatever \
    the library's optimization), == on two copies of one theme, and on two themes built separately with equal \
    values (every value compared; both calls into the unoptimized library, so upper bounds); each the best of 5 rounds
    """,
]

let loadAtEnd = loadAverage()
let dateFormatter = ISO8601DateFormatter()
var report = BenchReport(
    date: dateFormatter.string(from: Date()),
    mode: (arguments.quick ? "quick" : "full") + (arguments.noSwiftc ? ", no swiftc" : ""),
    configuration: configuration,
    cores: ProcessInfo.processInfo.activeProcessorCount,
    operatingSystem: { () -> String in
        #if os(Linux)
        "Linux"
        #else
        "macOS"
        #endif
    }(),
    loadAverages: loadAtStart.flatMap { start in loadAtEnd.map { [start, $0] } },
    sizes: sizes,
    matrices: matrices,
    longString: longString,
    typeCheck: typeCheck,
    themeValue: themeValue,
    instructions: instructions,
    scaling: ScalingReport(endToEnd: ratio(.endToEnd, sizes), resolve: ratio(.resolve, sizes)),
    targets: [],
    notes: benchNotes + (tokencMissing.map { [$0] } ?? []))
report.targets = Target.all.map { $0.evaluate(report) }

if arguments.json {
    progress("")
    progress(report.table())
    do { print(try report.json()) } catch { fail("cannot encode the report: \(error)", code: 1) }
} else {
    print("")
    print(report.table(), terminator: "")
}
