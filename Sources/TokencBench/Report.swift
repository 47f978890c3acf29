import Foundation
import TokenJSON
import TokenModel

/// What one stage measured for one design system, or why it was not measured.
struct StageResult: Codable {
    var stage: StageID
    var label: String
    var available: Bool
    var reason: String?
    var runs: Int?
    var medianMilliseconds: Double?
    var minMilliseconds: Double?
    var maxMilliseconds: Double?
    /// Bytes of the design system's files per second of the median run, in MB/s (10^6 bytes).
    var megabytesPerSecond: Double?
    /// Peak resident memory of the process, for process stages.
    var peakResidentBytes: Int?
    /// The median processor time (user and system) of a process stage's runs.
    var cpuMedianMilliseconds: Double?

    static func unavailable(_ id: StageID, _ label: String, reason: String) -> StageResult {
        StageResult(stage: id, label: label, available: false, reason: reason)
    }

    static func measured(_ id: StageID, _ label: String, _ sample: Sample, bytes: Int? = nil, peak: Int? = nil, cpu: Sample? = nil) -> StageResult {
        StageResult(
            stage: id, label: label, available: true, runs: sample.runs,
            medianMilliseconds: sample.medianSeconds * 1e3, minMilliseconds: sample.minSeconds * 1e3,
            maxMilliseconds: sample.maxSeconds * 1e3,
            megabytesPerSecond: bytes.map { Double($0) / 1e6 / sample.medianSeconds }, peakResidentBytes: peak,
            cpuMedianMilliseconds: cpu.map { $0.medianSeconds * 1e3 })
    }
}

/// Everything measured for one design system size.
struct SizeReport: Codable {
    var tokens: Int
    var aliases: Int
    var maxAliasDepth: Int
    var permutations: Int
    var files: Int
    var bytes: Int
    /// The Swift files `tokenc build` writes for it, and their bytes.
    var generatedFiles: Int
    var generatedBytes: Int
    /// Runs asked of every in-process and process stage; a stage whose warm-up was slow runs fewer.
    var inProcessRuns: Int
    var processRuns: Int
    var stages: [StageResult]
    /// JSONSerialization's median time over JSONDocument's: how many times faster our parser is.
    var parseSpeedupOverJSONSerialization: Double?

    func stage(_ id: StageID) -> StageResult? { stages.first { $0.stage == id } }
}

struct TypeCheckReport: Codable {
    /// Tokens of the design system, and plain constants of the baseline.
    var constants: Int
    var runs: Int?
    /// The flags of every `swiftc` run, before the files (and `-I` for the stand-in).
    var flags: [String]
    var baselineMilliseconds: Double?
    var baselineReason: String?
    /// The generated files for that many tokens, and their bytes.
    var generatedFiles: Int?
    var generatedBytes: Int?
    /// The generated files with no SwiftUI module: the core layer alone.
    var coreMilliseconds: Double?
    var coreReason: String?
    /// The generated files against the SwiftUI stand-in: the core and SwiftUI layers.
    var standInMilliseconds: Double?
    var standInReason: String?
    /// The same tokens as typed constants of the core value types (`TypedConstantsBaseline`).
    var typedBaselineMilliseconds: Double?
    var typedBaselineReason: String?
    /// Core layer over baseline.
    var coreRatio: Double?
    /// Core layer over the typed constants: the figure of the ≤ 2× target.
    var coreTypedRatio: Double?
    /// Core and SwiftUI layers (stand-in) over baseline: the figure of the ≤ 1.5× target.
    var standInRatio: Double?
}

struct ScalingReport: Codable {
    /// 100k over 10k, end to end (median wall times).
    var endToEnd: Double?
    /// 100k over 10k, the resolve stage.
    var resolve: Double?
}

struct TargetResult: Codable {
    var name: String
    var limit: String
    var measured: String?
    /// PASS, MISS or n/a.
    var verdict: String
    var note: String?
}

struct BenchReport: Codable {
    var tool = "tokenc-bench"
    var version = 4
    var date: String
    var mode: String
    var configuration: String
    var cores: Int
    var operatingSystem: String
    /// The machine's one-minute load average when the measurements started and ended (nil where
    /// the system does not report it): above the number of cores, other work competed for them.
    var loadAverages: [Double]?
    var sizes: [SizeReport]
    var matrices: [MatrixReport]
    /// `tokenc validate` of a file holding one 64 MiB string.
    var longString: StageResult?
    var typeCheck: TypeCheckReport
    var themeValue: ThemeValueReport
    var instructions: InstructionReport
    var scaling: ScalingReport
    var targets: [TargetResult]
    var notes: [String]

    func size(_ tokens: Int) -> SizeReport? { sizes.first { $0.tokens == tokens } }

    func json() throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        return String(decoding: try encoder.encode(self), as: UTF8.self)
    }
}

// MARK: - The table

extension BenchReport {
    /// The readable table: one column per size, one or two rows per stage, then the targets.
    func table() -> String {
        let labelWidth = 38
        let columnWidth = 12
        var lines: [String] = []
        func row(_ label: String, _ cells: [String]) {
            lines.append(label.padding(toLength: labelWidth, withPad: " ", startingAt: 0)
                + cells.map { String(repeating: " ", count: max(0, columnWidth - $0.count)) + $0 }.joined())
        }
        lines.append("tokenc-bench: \(mode), \(configuration) build, \(cores) cores, \(operatingSystem), \(date)")
        if let loadAverages, loadAverages.count == 2 {
            lines.append("load average (1 minute): \(fixed(loadAverages[0], 1)) at the start, \(fixed(loadAverages[1], 1)) at the end, on \(cores) cores")
        }
        lines.append("each time is the median of the runs shown; MB = 10^6 bytes, MiB = 2^20 bytes")
        lines.append("")
        row("tokens", sizes.map { grouped($0.tokens) })
        row("  aliases / deepest chain", sizes.map { "\(grouped($0.aliases)) / \($0.maxAliasDepth)" })
        row("  files / MB", sizes.map { "\($0.files) / \(fixed(Double($0.bytes) / 1e6, 2))" })
        row("  permutations", sizes.map { "\($0.permutations)" })
        row("  generated Swift files / MB", sizes.map { "\($0.generatedFiles) / \(fixed(Double($0.generatedBytes) / 1e6, 2))" })
        row("  runs (in process / process)", sizes.map { "\($0.inProcessRuns) / \($0.processRuns)" })
        let stageOrder = sizes.first?.stages.map(\.stage) ?? []
        for id in stageOrder {
            let results = sizes.compactMap { $0.stage(id) }
            guard let first = results.first else { continue }
            guard first.available else {
                lines.append(first.label.padding(toLength: labelWidth, withPad: " ", startingAt: 0) + "n/a (\(first.reason ?? ""))")
                continue
            }
            row(first.label + " (ms)", results.map { milliseconds($0.medianMilliseconds) })
            let nominal = sizes.map { [StageID.endToEnd, .nodeParse, .nodeParseInside, .noChangeRebuild].contains(id) ? $0.processRuns : $0.inProcessRuns }
            if zip(results, nominal).contains(where: { ($0.runs ?? $1) < $1 }) {
                row("  runs (fewer: slow warm-up)", results.map { "\($0.runs ?? 0)" })
            }
            if results.contains(where: { $0.megabytesPerSecond != nil }) {
                row("  MB/s", results.map { $0.megabytesPerSecond.map { fixed($0, 0) } ?? "" })
            }
            if id == .jsonSerialization {
                row("  JSONDocument speed-up (×)", sizes.map { $0.parseSpeedupOverJSONSerialization.map { fixed($0, 2) + "×" } ?? "" })
            }
            if results.contains(where: { $0.cpuMedianMilliseconds != nil }) {
                row("  CPU time, user + system (ms)", results.map { milliseconds($0.cpuMedianMilliseconds) })
            }
            if results.contains(where: { $0.peakResidentBytes != nil }) {
                row("  peak RSS (MiB)", results.map { $0.peakResidentBytes.map { fixed(Double($0) / 1_048_576, 1) } ?? "" })
            }
        }
        lines.append("")
        lines.append("resolver documents of many modifiers, each token varying with one (median of the runs shown):")
        for matrix in matrices {
            let stage = matrix.validate
            let shape = "  \(matrix.modifiers) × \(matrix.contexts) (\(grouped(matrix.permutations)) permutations, \(grouped(matrix.documentBytes)) bytes)"
            guard stage.available else {
                lines.append(shape.padding(toLength: 60, withPad: " ", startingAt: 0) + "n/a (\(stage.reason ?? ""))")
                continue
            }
            let peak = stage.peakResidentBytes.map { ", peak RSS " + fixed(Double($0) / 1_048_576, 1) + " MiB" } ?? ""
            lines.append(shape.padding(toLength: 60, withPad: " ", startingAt: 0)
                + "validate " + milliseconds(stage.medianMilliseconds) + " ms (\(stage.runs ?? 0) runs)" + peak)
        }
        if let longString {
            let figures = longString.available
                ? milliseconds(longString.medianMilliseconds) + " ms, processor " + milliseconds(longString.cpuMedianMilliseconds)
                    + " ms (\(longString.runs ?? 0) runs)" + (longString.peakResidentBytes.map { ", peak RSS " + fixed(Double($0) / 1_048_576, 1) + " MiB" } ?? "")
                : "n/a (\(longString.reason ?? ""))"
            lines.append("")
            lines.append("one token file whose string value is 64 MiB:")
            lines.append("  validate".padding(toLength: 60, withPad: " ", startingAt: 0) + figures)
        }
        lines.append("")
        lines += InstructionCount.lines(instructions)
        lines.append("")
        lines.append("scaling 100k/10k: end to end \(scaling.endToEnd.map { fixed($0, 2) + "×" } ?? "n/a"), resolve \(scaling.resolve.map { fixed($0, 2) + "×" } ?? "n/a")")
        func typeCheckTime(_ value: Double?, _ reason: String?) -> String {
            value.map { milliseconds($0) + " ms" } ?? "n/a (\(reason ?? "not measured"))"
        }
        func ratioText(_ value: Double?) -> String { value.map { " (" + fixed($0, 2) + "×)" } ?? "" }
        lines.append("swiftc -typecheck, \(grouped(typeCheck.constants)) tokens (median of \(typeCheck.runs ?? 0)):")
        lines.append("  plain constants (1 file)                    " + typeCheckTime(typeCheck.baselineMilliseconds, typeCheck.baselineReason))
        lines.append("  typed constants, core value types (2 files) " + typeCheckTime(typeCheck.typedBaselineMilliseconds, typeCheck.typedBaselineReason))
        let generated = typeCheck.generatedFiles.map { "\($0) files" } ?? "n/a"
        lines.append("  generated, core layer (\(generated))".padding(toLength: 46, withPad: " ", startingAt: 0)
            + typeCheckTime(typeCheck.coreMilliseconds, typeCheck.coreReason) + ratioText(typeCheck.coreRatio)
            + (typeCheck.coreTypedRatio.map { ", " + fixed($0, 2) + "× the typed constants" } ?? ""))
        lines.append("  generated, with SwiftUI stand-in            "
            + typeCheckTime(typeCheck.standInMilliseconds, typeCheck.standInReason) + ratioText(typeCheck.standInRatio))
        lines.append("AppTheme, \(grouped(themeValue.tokens)) tokens (core layer -Onone as a library, timing program -O):")
        if let reason = themeValue.reason {
            lines.append("  n/a (\(reason))")
        } else {
            lines.append("  MemoryLayout<AppTheme>.size               \(themeValue.sizeBytes.map { "\($0) bytes" } ?? "n/a")")
            lines.append("  copy                                      \(themeValue.copyNanoseconds.map { fixed($0, 1) + " ns" } ?? "n/a")")
            lines.append("  == on a copy (unchanged theme)            \(themeValue.equalNanoseconds.map { fixed($0, 1) + " ns" } ?? "n/a")")
            lines.append("  == on an equal theme built separately     \(themeValue.equalBuiltTwiceMicroseconds.map { fixed($0, 1) + " µs" } ?? "n/a")")
            lines.append("  building AppTheme.default's values        \(themeValue.buildMilliseconds.map { milliseconds($0) + " ms" } ?? "n/a")")
        }
        lines.append("")
        lines.append("targets (release, 2 cores)")
        for target in targets {
            let measured = target.measured ?? ""
            lines.append("  " + target.verdict.padding(toLength: 6, withPad: " ", startingAt: 0)
                + target.name.padding(toLength: 48, withPad: " ", startingAt: 0)
                + target.limit.padding(toLength: 15, withPad: " ", startingAt: 0)
                + measured + (target.note.map { "  (\($0))" } ?? ""))
        }
        if !notes.isEmpty {
            lines.append("")
            lines += notes.map { "note: " + $0 }
        }
        return lines.joined(separator: "\n") + "\n"
    }
}

/// `12,345`
func grouped(_ value: Int) -> String {
    let digits = String(value)
    var result = ""
    for (offset, character) in digits.enumerated() {
        if offset > 0, (digits.count - offset) % 3 == 0 { result += "," }
        result.append(character)
    }
    return result
}

/// A value with `digits` decimals.
func fixed(_ value: Double, _ digits: Int) -> String {
    String(format: "%.\(digits)f", value)
}

/// Milliseconds with precision to match their size.
func milliseconds(_ value: Double?) -> String {
    guard let value else { return "" }
    return value < 1 ? fixed(value, 3) : value < 100 ? fixed(value, 2) : fixed(value, 0)
}
