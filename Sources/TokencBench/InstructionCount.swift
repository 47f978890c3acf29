import Foundation
import TokencBenchSupport

/// The instructions `tokenc build` and `tokenc validate` execute on one design system, counted by
/// Valgrind's callgrind: unlike wall time, the count hardly moves with the machine's load, so it
/// is the steady measure to compare changes by.
struct InstructionReport: Codable {
    var tokens: Int
    /// `tokenc build --tokens <dir> --output <empty dir>`, start-up included.
    var build: Int?
    /// `tokenc validate --tokens <dir> --strict`.
    var validate: Int?
    /// Why there are no counts.
    var reason: String?
}

enum InstructionCount {
    /// Counts a build and a validation of the design system at `root`; `scratch` is a folder of
    /// its own for the output and callgrind's files. Each is one run, about a minute under
    /// callgrind for 10,000 tokens.
    static func measure(tokens: Int, root: String, scratch: URL) -> InstructionReport {
        var report = InstructionReport(tokens: tokens)
        if let tokencMissing {
            report.reason = tokencMissing
            return report
        }
        guard let valgrind = ExecutableSearch.find("valgrind") else {
            report.reason = "valgrind not found on PATH"
            return report
        }
        do {
            try? FileManager.default.removeItem(at: scratch)
            try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
            progress("callgrind: tokenc build, \(grouped(tokens)) tokens")
            report.build = try count(valgrind, ["build", "--tokens", root, "--output", scratch.appendingPathComponent("out").path], scratch: scratch, name: "build")
            progress("callgrind: tokenc validate --strict, \(grouped(tokens)) tokens")
            report.validate = try count(valgrind, ["validate", "--tokens", root, "--strict"], scratch: scratch, name: "validate")
        } catch {
            report.reason = "\(error)"
        }
        return report
    }

    /// The instructions of one `tokenc` run under callgrind, read from the `summary:` line of its
    /// output file (which `callgrind_annotate` reads too: the file is kept under `--work-dir`).
    private static func count(_ valgrind: String, _ tokencArguments: [String], scratch: URL, name: String) throws -> Int {
        let file = scratch.appendingPathComponent("callgrind.\(name).out").path
        let (status, output) = try ProcessRunner.run(
            URL(fileURLWithPath: valgrind),
            ["--tool=callgrind", "--dump-instr=no", "--callgrind-out-file=\(file)", tokenc] + tokencArguments)
        guard status == 0 else {
            throw BenchFailure(description: "tokenc \(tokencArguments[0]) under callgrind exited with \(status): \(output.suffix(500))")
        }
        guard let instructions = CallgrindOutput.instructions(in: try String(contentsOfFile: file, encoding: .utf8)) else {
            throw BenchFailure(description: "no 'summary:' line in \(file)")
        }
        return instructions
    }

    /// The report's lines for the table.
    static func lines(_ report: InstructionReport) -> [String] {
        var lines = ["instructions, \(grouped(report.tokens)) tokens (valgrind --tool=callgrind, one run each):"]
        if let reason = report.reason, report.build == nil {
            lines.append("  n/a (\(reason))")
            return lines
        }
        func millions(_ value: Int?) -> String { value.map { fixed(Double($0) / 1e6, 0) + " million" } ?? "n/a" }
        lines.append("  tokenc build                              " + millions(report.build))
        lines.append("  tokenc validate --strict                  " + millions(report.validate))
        return lines
    }
}
