import Foundation

/// How a transcript's printed lines are compared with what a command prints: the one place that
/// says what may differ between the docs and a run.
enum ExampleOutput {
    /// A line with what varies from run to run made the same on both sides: the time a build or
    /// validation took (`in 79 ms` reads `in … ms`).
    static func normalized(_ line: String) -> String {
        line.replacingOccurrences(of: #" in [0-9]+ ms\b"#, with: " in … ms", options: .regularExpression)
    }

    /// Whether `actual` is what `expected` shows. A line that is only `…` stands for any number of
    /// lines; in any other line, `…` stands for any text (the line starts with the text before
    /// the first `…`, ends with the text after the last, and holds the parts between in order).
    static func matches(expected: [String], actual: [String]) -> Bool {
        matches(expected.map(normalized)[...], actual.map(normalized)[...])
    }

    private static func matches(_ expected: ArraySlice<String>, _ actual: ArraySlice<String>) -> Bool {
        guard let first = expected.first else { return actual.isEmpty }
        if first.trimmingCharacters(in: .whitespaces) == "…" {
            return actual.indices.contains { matches(expected.dropFirst(), actual[$0...]) }
                || matches(expected.dropFirst(), actual[actual.endIndex...])
        }
        guard let line = actual.first, matches(line: first, actual: line) else { return false }
        return matches(expected.dropFirst(), actual.dropFirst())
    }

    private static func matches(line expected: String, actual: String) -> Bool {
        let parts = expected.components(separatedBy: "…")
        guard parts.count > 1 else { return expected == actual }
        guard let head = parts.first, let tail = parts.last, actual.hasPrefix(head), actual.hasSuffix(tail),
              head.count + tail.count <= actual.count
        else { return false }
        var rest = actual.dropFirst(head.count).dropLast(tail.count)
        for part in parts.dropFirst().dropLast() where !part.isEmpty {
            guard let range = rest.range(of: part) else { return false }
            rest = rest[range.upperBound...]
        }
        return true
    }
}
