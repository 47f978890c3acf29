import Foundation
import Testing
@testable import TokenCompiler
@testable import TokenModel
import TokencCLI

/// `tokenc validate` on every fixture, as a user runs it: the exit status, and each expected
/// diagnostic printed as `path:line:column: severity: message [code]`.
@Suite(.enabled(if: BuiltTokenc.url != nil, "the built tokenc executable was not found beside the test bundle"))
struct ReaderExecutableTests {
    static let cases = ReaderInvalidFixtureTests.cases + ReaderValidFixtureTests.cases

    @Test(arguments: cases)
    func validateExitsAndPrintsEachDiagnostic(_ test: FixtureCase) throws {
        let run = try runBuiltTokenc(test.commandLine)
        #expect(run.status == (test.expectsError ? 1 : 0), "\(run.standardError)")
        let lines = run.standardError.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        // A code with more than `groupedAfter` warnings (`errorsGroupedAfter` errors) is printed
        // once, where its first one stands.
        struct Kind: Hashable {
            var code: DiagnosticCode
            var isError: Bool
        }
        let counts = Dictionary(test.expected.map { (Kind(code: $0.code, isError: $0.severity == .error), 1) }, uniquingKeysWith: +)
        var grouped: Set<Kind> = []
        let shown = test.expected.filter { expected in
            let kind = Kind(code: expected.code, isError: expected.severity == .error)
            let threshold = kind.isError ? DiagnosticPrinter.errorsGroupedAfter : DiagnosticPrinter.groupedAfter
            return counts[kind]! <= threshold || grouped.insert(kind).inserted
        }
        for expected in shown {
            let place = expected.place
            let head = "\(test.file(of: place)):\(place.line):\(place.column): \(expected.severity.rawValue): "
            let tail = " [\(expected.code)]"
            #expect(lines.contains { $0.hasPrefix(head) && $0.hasSuffix(tail) }, "no line \(head)… \(tail) in:\n\(run.standardError)")
        }
        let printed = lines.filter { $0.contains(": error: ") || $0.contains(": warning: ") }
        // Folded as well by what a message says (``DiagnosticPrinter/reading(of:)``), which
        // `--verbose`, printing every one, shows.
        let verbose = try runBuiltTokenc(test.commandLine + ["--verbose"]).standardError.split(separator: "\n").filter {
            $0.contains(": error: ") || $0.contains(": warning: ")
        }
        #expect(verbose.count == test.expected.count, "\(verbose)")
        let readings = verbose.map { line in
            let severity = line.contains(": error: ") ? "error" : "warning"
            let message = line.components(separatedBy: ": \(severity): ").dropFirst().joined(separator: ": \(severity): ")
            let code = message.split(separator: "[").last.map(String.init) ?? ""
            return "\(severity) \(code) \(DiagnosticPrinter.reading(of: message))"
        }
        let readingCounts = Dictionary(readings.map { ($0, 1) }, uniquingKeysWith: +)
        let expectedLines = readingCounts.reduce(0) { sum, entry in
            let threshold = entry.key.hasPrefix("error") ? DiagnosticPrinter.errorsGroupedAfter : DiagnosticPrinter.groupedAfter
            return sum + (entry.value > threshold ? 1 : entry.value)
        }
        #expect(printed.count == expectedLines, "\(run.standardError)")
        if test.isValid, test.expected.isEmpty {
            #expect(run.standardError.isEmpty)
        }
        if !test.expectsError {
            #expect(run.standardOutput.hasPrefix("validated "))
        }
    }

    @Test func missingTokensPathIsAnErrorWithoutLocation() throws {
        let missing = ReaderFixtures.path("no-such-folder")
        let run = try runBuiltTokenc(["validate", "--tokens", missing])
        #expect(run.status == 1)
        #expect(run.standardError.hasPrefix("error: the tokens path '\(missing)' does not exist; create a starter design system with 'tokenc init', or name the tokens with --tokens [unreadable-file]\n"))
    }
}
