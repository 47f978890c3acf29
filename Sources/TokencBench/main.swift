import Foundation
import TokenCompiler
import TokencBenchSupport

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
    ?? NSTemporaryDirectory() + "tokenc-bench-\(ProcessInfo.processInfo.processIdentifier)")
do {
    try FileManager.default.createDirectory(at: workDirectory, withIntermediateDirectories: true)
} catch {
    fail("cannot create \(workDirectory.path): \(error)", code: 1)
}

/// Removes the generated design systems unless --work-dir asked to keep them.
func removeWorkDirectory() {
    if arguments.workDirectory == nil { try? FileManager.default.removeItem(at: workDirectory) }
}

func prepare(tokens: Int) throws -> PreparedSystem {
    let generated = DesignSystemGenerator(tokenCount: tokens).generate()
    let root = workDirectory.appendingPathComponent("tokens-\(tokens)")
    try? FileManager.default.removeItem(at: root)
    try generated.write(to: root)
    guard case .success(let found) = TokenFiles.discover(at: root.path) else { throw BenchFailure(description: "cannot list \(root.path)") }
    let bytes = try found.all.map { [UInt8](try Data(contentsOf: URL(fileURLWithPath: $0))) }
    return PreparedSystem(generated: generated, root: root.path, files: found.all, bytes: bytes, data: bytes.map { Data($0) })
}

func measureSize(tokens: Int) throws -> SizeReport {
    progress("generating \(grouped(tokens)) tokens…")
    let system = try prepare(tokens: tokens)
    let runs = arguments.inProcessRuns(tokens: tokens)
    var stages: [StageResult] = []
    for stage in InProcessStage.all {
        guard let run = stage.run else {
            stages.append(.unavailable(stage.id, stage.label, reason: stage.unavailableReason ?? ""))
            continue
        }
        progress("  \(stage.label): \(runs) runs")
        let sample = try measure(runs: runs) { try run(system) }
        stages.append(.measured(stage.id, stage.label, sample, bytes: stage.reportsThroughput ? system.byteCount : nil))
    }
    let output = workDirectory.appendingPathComponent("out-\(tokens)").path
    for stage in ProcessStage.all {
        guard let makeArguments = stage.arguments, tokencMissing == nil else {
            stages.append(.unavailable(stage.id, stage.label, reason: stage.unavailableReason ?? tokencMissing ?? ""))
            continue
        }
        let processRuns = arguments.endToEndRuns(tokens: tokens)
        progress("  \(stage.label): \(processRuns) runs")
        let (sample, peak) = try measureChild(runs: processRuns, tokenc, makeArguments(system.root, output))
        stages.append(.measured(stage.id, stage.label, sample, peak: peak))
    }
    var size = SizeReport(
        tokens: system.generated.tokenCount, aliases: system.generated.aliasCount,
        maxAliasDepth: system.generated.maxAliasDepth,
        permutations: DesignSystemGenerator.brands.count * DesignSystemGenerator.modes.count,
        files: system.files.count, bytes: system.byteCount, stages: stages)
    if let ours = size.stage(.parse)?.medianMilliseconds, let theirs = size.stage(.jsonSerialization)?.medianMilliseconds {
        size.parseSpeedupOverJSONSerialization = theirs / ours
    }
    return size
}

func measureTypeCheck(tokens: Int) -> TypeCheckReport {
    var report = TypeCheckReport(constants: tokens, generatedReason: needsBuild)
    let file = workDirectory.appendingPathComponent("typecheck/BaselineConstants.swift")
    do {
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(plainConstantsSource(count: tokens).utf8).write(to: file)
        progress("swiftc -typecheck of \(grouped(tokens)) plain constants: \(arguments.typeCheckRuns) runs")
        let sample = try measureTypeCheck(of: file.path, runs: arguments.typeCheckRuns)
        report.runs = sample.runs
        report.baselineMilliseconds = sample.medianSeconds * 1e3
    } catch {
        report.baselineReason = "\(error)"
    }
    // When tokenc build exists: type-check its output for the same design system, then
    // report.generatedMilliseconds = …; report.ratio = generated / baseline.
    return report
}

var sizes: [SizeReport] = []
do {
    for tokens in arguments.sizes { sizes.append(try measureSize(tokens: tokens)) }
} catch {
    removeWorkDirectory()
    fail("\(error)", code: 1)
}
let typeCheck = measureTypeCheck(tokens: 10_000)
removeWorkDirectory()

func ratio(_ id: StageID, _ sizes: [SizeReport]) -> Double? {
    guard let large = sizes.first(where: { $0.tokens == 100_000 })?.stage(id)?.medianMilliseconds,
          let small = sizes.first(where: { $0.tokens == 10_000 })?.stage(id)?.medianMilliseconds else { return nil }
    return large / small
}

let dateFormatter = ISO8601DateFormatter()
var report = BenchReport(
    date: dateFormatter.string(from: Date()),
    mode: arguments.quick ? "quick" : "full",
    configuration: configuration,
    cores: ProcessInfo.processInfo.activeProcessorCount,
    operatingSystem: { () -> String in
        #if os(Linux)
        "Linux"
        #else
        "macOS"
        #endif
    }(),
    sizes: sizes,
    typeCheck: typeCheck,
    scaling: ScalingReport(endToEnd: ratio(.endToEnd, sizes), resolve: ratio(.resolve, sizes)),
    targets: [],
    notes: [
        "resolve and end to end run validate, which resolves the base set and checks the brand and mode files; "
            + "they become all 4 permutations when the theme resolver lands",
    ] + (tokencMissing.map { [$0] } ?? []))
report.targets = Target.all.map { $0.evaluate(report) }

if arguments.json {
    progress("")
    progress(report.table())
    do { print(try report.json()) } catch { fail("cannot encode the report: \(error)", code: 1) }
} else {
    print("")
    print(report.table(), terminator: "")
}
