import Foundation
import TokenCompiler
import TokencBenchSupport
import SwiftOutput

/// The flags of every type-check, baseline and generated alike: the tests' `SwiftTypeChecker`
/// flags (Swift 6, warnings as errors), in one whole-module frontend job (`-wmo`), so that one
/// file of constants and the many generated files are both checked by one single-threaded
/// frontend rather than by as many jobs as there are cores.
let typeCheckFlags = [
    "-typecheck", "-wmo", "-parse-as-library", "-module-name", "TypeChecked",
    "-swift-version", "6", "-warnings-as-errors",
]

/// The `swiftc` of the toolchain, as the tests find it (`ExecutableSearch.swiftcCandidates`).
func locateSwiftc() throws -> String {
    guard let found = ExecutableSearch.swiftc() else { throw BenchFailure(description: "swiftc not found") }
    return found
}

/// `swiftc -typecheck` of the plain-constants baseline, of the same tokens as typed constants
/// (`typedBaseline`), and of the generated Swift for `tokens` tokens: the core layer alone, and
/// with the SwiftUI stand-in.
func measureTypeCheck(tokens: Int, generated: [SwiftOutput.GeneratedFile], typedBaseline: [SwiftOutput.GeneratedFile]) -> TypeCheckReport {
    let runs = arguments.typeCheckRuns
    var report = TypeCheckReport(constants: tokens, runs: runs, flags: typeCheckFlags)
    let folder = workDirectory.appendingPathComponent("typecheck")
    let swiftc: String
    do {
        swiftc = try locateSwiftc()
    } catch {
        report.baselineReason = "\(error)"
        report.coreReason = report.baselineReason
        report.standInReason = report.baselineReason
        return report
    }
    func time(_ label: String, _ extra: [String], _ files: [String]) throws -> Double {
        progress("swiftc -typecheck, \(label): \(runs) runs")
        return try PrivateTemporaryDirectory.run { temporary in
            try measureChild(runs: runs, swiftc, typeCheckFlags + extra + files, environment: temporary.environment)
        }.0.medianSeconds * 1e3
    }

    do {
        let file = folder.appendingPathComponent("baseline/BaselineConstants.swift")
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(plainConstantsSource(count: tokens).utf8).write(to: file)
        report.baselineMilliseconds = try time("\(grouped(tokens)) plain constants", [], [file.path])
    } catch {
        report.baselineReason = "\(error)"
    }

    do {
        let root = folder.appendingPathComponent("typed-baseline")
        var paths: [String] = []
        for file in typedBaseline {
            let url = root.appendingPathComponent(file.path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(file.contents.utf8).write(to: url)
            paths.append(url.path)
        }
        report.typedBaselineMilliseconds = typedBaseline.isEmpty ? nil : try time("\(grouped(tokens)) typed constants", [], paths)
        if typedBaseline.isEmpty { report.typedBaselineReason = "\(grouped(tokens)) tokens not measured" }
    } catch {
        report.typedBaselineReason = "\(error)"
    }

    guard !generated.isEmpty else {
        report.coreReason = "\(grouped(tokens)) tokens not measured"
        report.standInReason = report.coreReason
        return report
    }
    var paths: [String] = []
    do {
        let root = folder.appendingPathComponent("generated")
        for file in generated {
            let url = root.appendingPathComponent(file.path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(file.contents.utf8).write(to: url)
            paths.append(url.path)
        }
        report.generatedFiles = generated.count
        report.generatedBytes = generated.reduce(0) { $0 + $1.contents.utf8.count }
    } catch {
        report.coreReason = "cannot write the generated files: \(error)"
        report.standInReason = report.coreReason
        return report
    }
    do {
        report.coreMilliseconds = try time("generated Swift, core layer", [], paths)
    } catch {
        report.coreReason = "\(error)"
    }
    do {
        progress("building the SwiftUI stand-in (cached in \(NSTemporaryDirectory()))")
        let module = try SwiftUIStandIn.moduleDirectory(swiftc: swiftc)
        report.standInMilliseconds = try time("generated Swift, with the SwiftUI stand-in", ["-I", module.path], paths)
    } catch {
        report.standInReason = "\(error)"
    }
    if let baseline = report.baselineMilliseconds {
        report.coreRatio = report.coreMilliseconds.map { $0 / baseline }
        report.standInRatio = report.standInMilliseconds.map { $0 / baseline }
    }
    if let typed = report.typedBaselineMilliseconds {
        report.coreTypedRatio = report.coreMilliseconds.map { $0 / typed }
    }
    return report
}
