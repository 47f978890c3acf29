import TokenModel

/// A target from the issue: a limit on one figure of the report.
struct Target {
    enum Bound { case atLeast, atMost }

    var name: String
    var bound: Bound
    var limit: Double
    var unit: String
    /// The figure, or nil with why it is not there.
    var figure: (BenchReport) -> (value: Double?, reason: String?)
    var note: String?

    func evaluate(_ report: BenchReport) -> TargetResult {
        let limitText = (bound == .atLeast ? "≥ " : "≤ ") + format(limit)
        let (value, reason) = figure(report)
        guard let value else {
            return TargetResult(name: name, limit: limitText, measured: "n/a (\(reason ?? "not measured"))", verdict: "n/a")
        }
        let passed = bound == .atLeast ? value >= limit : value <= limit
        return TargetResult(name: name, limit: limitText, measured: format(value), verdict: passed ? "PASS" : "MISS", note: note)
    }

    private func format(_ value: Double) -> String {
        let digits = unit == "×" ? 2 : unit == "ms" || unit == "ns" ? 1 : 0
        return fixed(value, digits) + (unit == "×" ? "×" : " " + unit)
    }

    /// The figure of one stage at one size.
    static func stageFigure(_ tokens: Int, _ id: StageID, _ read: @escaping (StageResult) -> Double?) -> (BenchReport) -> (Double?, String?) {
        { report in
            guard let size = report.size(tokens) else { return (nil, "\(grouped(tokens)) tokens not measured (--quick)") }
            guard let stage = size.stage(id), stage.available else { return (nil, size.stage(id)?.reason ?? "not measured") }
            return (read(stage), nil)
        }
    }

    /// Instructions of `tokenc build` for 10,000 tokens, start-up included.
    static let buildInstructionLimit = 300_000_000
    /// Live tokens: from a saved token file to the new theme in a debug build, in seconds, for
    /// the repository's tokens and for 10,000 tokens (`tokenc-bench --live`).
    static let liveLatencyRepository = 0.2
    static let liveLatency10k = 1.0

    static var all: [Target] { [
        // The parse targets hold at every size: the figure is the lowest.
        Target(name: "parse throughput, every size", bound: .atLeast, limit: 300, unit: "MB/s", figure: { report in
            (report.sizes.compactMap { $0.stage(.parse)?.megabytesPerSecond }.min(), nil)
        }),
        Target(name: "parse vs JSONSerialization, every size", bound: .atLeast, limit: 10, unit: "×", figure: { report in
            (report.sizes.compactMap(\.parseSpeedupOverJSONSerialization).min(), nil)
        }),
        Target(name: "end to end, 10k tokens × 4 permutations", bound: .atMost, limit: 60, unit: "ms",
               figure: stageFigure(10_000, .endToEnd) { $0.medianMilliseconds }),
        Target(name: "end to end 10k / node read + JSON.parse", bound: .atMost, limit: 1, unit: "×", figure: { report in
            guard let size = report.size(10_000), let ours = size.stage(.endToEnd), let node = size.stage(.nodeParse) else {
                return (nil, "10,000 tokens not measured")
            }
            guard let ourTime = ours.medianMilliseconds, let nodeTime = node.medianMilliseconds else {
                return (nil, node.reason ?? ours.reason ?? "not measured")
            }
            return (ourTime / nodeTime, nil)
        }, note: "both processes, interleaved runs"),
        Target(name: "end to end, 100k tokens × 4 permutations", bound: .atMost, limit: 600, unit: "ms",
               figure: stageFigure(100_000, .endToEnd) { $0.medianMilliseconds }),
        Target(name: "peak RSS, 100k tokens end to end", bound: .atMost, limit: 250, unit: "MB",
               figure: stageFigure(100_000, .endToEnd) { $0.peakResidentBytes.map { Double($0) / 1e6 } }),
        Target(name: "instructions, tokenc build 10k tokens", bound: .atMost, limit: Double(buildInstructionLimit) / 1e6, unit: "million",
               figure: { report in
                   (report.instructions.build.map { Double($0) / 1e6 }, report.instructions.reason)
               }, note: "callgrind"),
        Target(name: "scaling 100k/10k, end to end", bound: .atMost, limit: 12, unit: "×", figure: { report in
            (report.scaling.endToEnd, report.size(100_000) == nil ? "100,000 tokens not measured (--quick)" : nil)
        }),
        Target(name: "type-check 10k: generated+stand-in / constants", bound: .atMost, limit: 1.5, unit: "×", figure: { report in
            (report.typeCheck.standInRatio, report.typeCheck.standInReason ?? report.typeCheck.baselineReason)
        }),
        Target(name: "type-check 10k: core layer only / constants", bound: .atMost, limit: 1.5, unit: "×", figure: { report in
            (report.typeCheck.coreRatio, report.typeCheck.coreReason ?? report.typeCheck.baselineReason)
        }, note: "the SwiftUI layer left out"),
        Target(name: "type-check 10k: core layer / typed constants", bound: .atMost, limit: 2, unit: "×", figure: { report in
            (report.typeCheck.coreTypedRatio, report.typeCheck.coreReason ?? report.typeCheck.typedBaselineReason)
        }, note: "constants of the core value types"),
        Target(name: "no-change rebuild, 10k tokens", bound: .atMost, limit: 30, unit: "ms",
               figure: stageFigure(10_000, .noChangeRebuild) { $0.medianMilliseconds }),
        Target(name: "MemoryLayout<AppTheme>.size, 10k tokens", bound: .atMost, limit: 32, unit: "bytes", figure: { report in
            (report.themeValue.sizeBytes.map(Double.init), report.themeValue.reason)
        }),
        Target(name: "AppTheme copy, 10k tokens", bound: .atMost, limit: 1_000, unit: "ns", figure: { report in
            (report.themeValue.copyNanoseconds, report.themeValue.reason)
        }),
        Target(name: "AppTheme == unchanged, 10k tokens", bound: .atMost, limit: 1_000, unit: "ns", figure: { report in
            (report.themeValue.equalNanoseconds, report.themeValue.reason)
        }),
        Target(name: "validate a 64 MiB string, processor time", bound: .atMost, limit: 1_000, unit: "ms", figure: { report in
            guard let stage = report.longString, stage.available else { return (nil, "not measured") }
            return (stage.cpuMedianMilliseconds, nil)
        }),
    ] + matrixShapes.flatMap { shape in [
        Target(name: "validate \(shape.modifiers) × \(shape.contexts) modifiers", bound: .atMost, limit: 1_000, unit: "ms",
               figure: matrixFigure(shape) { $0.medianMilliseconds }),
        Target(name: "peak RSS, validate \(shape.modifiers) × \(shape.contexts) modifiers", bound: .atMost, limit: 100, unit: "MiB",
               figure: matrixFigure(shape) { $0.peakResidentBytes.map { Double($0) / 1_048_576 } }),
    ] } }

    /// The figure of one resolver document of many modifiers.
    static func matrixFigure(_ shape: (modifiers: Int, contexts: Int), _ read: @escaping (StageResult) -> Double?) -> (BenchReport) -> (Double?, String?) {
        { report in
            guard let stage = report.matrices.first(where: { $0.modifiers == shape.modifiers && $0.contexts == shape.contexts })?.validate,
                  stage.available else { return (nil, "not measured") }
            return (read(stage), nil)
        }
    }
}
