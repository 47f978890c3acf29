import Foundation
import Testing

/// What `SwiftTypeChecker` found.
struct TypeCheckResult: Sendable, CustomStringConvertible, CustomTestStringConvertible {
    /// The compiler accepted every file (no errors; warnings are errors).
    var succeeded: Bool
    /// The compiler's output with file names as given, each error and warning followed by the lines of
    /// the checked file around it. Empty when there was nothing to say.
    var diagnostics: String
    /// The compiler's output as printed, with temporary paths.
    var rawOutput: String
    /// The compiler invocation, for reproducing a failure by hand.
    var commandLine: String

    var description: String {
        succeeded ? "type-check succeeded\n\(diagnostics)" : "type-check FAILED: \(commandLine)\n\(diagnostics)"
    }

    /// Short, because Swift Testing prints it inside a failed expectation; the comment carries `description`.
    var testDescription: String { succeeded ? "succeeded" : "failed" }
}

/// Rewrites compiler output for a reader: temporary paths become the given file names, and each error or
/// warning gets the source lines around it.
struct DiagnosticAnnotator {
    /// Lines of context shown before and after the line a diagnostic points at.
    var contextLines = 3
    /// Path as the compiler printed it → the file it names.
    var files: [String: SourceFile]

    func annotate(_ output: String) -> String {
        var annotated: [String] = []
        let lines = output.split(separator: "\n", omittingEmptySubsequences: false)
        var index = 0
        while index < lines.count {
            let line = lines[index]
            index += 1
            guard let diagnostic = Self.parse(line), let file = files[diagnostic.path] else {
                annotated.append(String(line))
                continue
            }
            annotated.append("\(file.name):\(diagnostic.line):\(diagnostic.column): \(diagnostic.rest)")
            if diagnostic.rest.hasPrefix("error") || diagnostic.rest.hasPrefix("warning") {
                annotated.append(contentsOf: excerpt(of: file, around: diagnostic.line, column: diagnostic.column))
            }
            // Drop the compiler's own echo of the line and its caret line: the excerpt replaces them.
            if index + 1 < lines.count, lines[index] == sourceLine(diagnostic.line, of: file),
               lines[index + 1].allSatisfy({ " ~^".contains($0) }) {
                index += 2
            }
        }
        while annotated.last?.isEmpty == true { annotated.removeLast() }
        return annotated.joined(separator: "\n")
    }

    private func sourceLine(_ number: Int, of file: SourceFile) -> Substring? {
        let lines = file.contents.split(separator: "\n", omittingEmptySubsequences: false)
        return number >= 1 && number <= lines.count ? lines[number - 1] : nil
    }

    private func excerpt(of file: SourceFile, around lineNumber: Int, column: Int) -> [String] {
        let lines = file.contents.split(separator: "\n", omittingEmptySubsequences: false)
        guard lineNumber >= 1, lineNumber <= lines.count else { return [] }
        let first = max(1, lineNumber - contextLines)
        let last = min(lines.count, lineNumber + contextLines)
        let width = String(last).count
        var excerpt: [String] = []
        for number in first...last {
            let gutter = String(repeating: " ", count: width - String(number).count) + String(number)
            let marker = number == lineNumber ? ">" : " "
            excerpt.append("  \(marker) \(gutter) | \(lines[number - 1])")
            if number == lineNumber, column >= 1 {
                excerpt.append("    \(String(repeating: " ", count: width)) | \(String(repeating: " ", count: column - 1))^")
            }
        }
        return excerpt
    }

    /// `path:line:column: rest`, as printed with `-diagnostic-style llvm`.
    static func parse(_ line: Substring) -> (path: String, line: Int, column: Int, rest: String)? {
        // Split from the right of the "path:" prefix: the path itself may contain colons.
        guard let range = line.range(of: #":(\d+):(\d+): "#, options: .regularExpression) else { return nil }
        let numbers = line[range].dropFirst().dropLast(2).split(separator: ":")
        guard numbers.count == 2, let lineNumber = Int(numbers[0]), let column = Int(numbers[1]) else { return nil }
        return (String(line[..<range.lowerBound]), lineNumber, column, String(line[range.upperBound...]))
    }
}
