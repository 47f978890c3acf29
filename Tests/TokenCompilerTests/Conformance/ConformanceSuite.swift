import Foundation
import Testing

/// One part of the DTCG test suite (`../shared/corpus/dtcg-test-suite/tests/<part>`): its
/// manifest's cases, or none when the corpus is absent.
struct ConformanceSuite {
    struct Case: Sendable, CustomTestStringConvertible {
        var id: String
        var positive: Bool
        var input: String
        var testDescription: String { "\(positive ? "+" : "-") \(id)" }
    }

    /// The part's folder; nil when this checkout has no corpus beside it.
    let folder: URL?

    init(part: String) {
        folder = TestPaths.corpus?.appendingPathComponent("dtcg-test-suite/tests/\(part)")
    }

    var cases: [Case] {
        guard let folder,
              let data = FileManager.default.contents(atPath: folder.appendingPathComponent("manifest.json").path),
              let manifest = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              let tests = manifest["tests"] as? [[String: Any]] else { return [] }
        return tests.compactMap { test in
            guard let id = test["id"] as? String, let type = test["type"] as? String, let input = test["input"] as? String else { return nil }
            return Case(id: id, positive: type == "PositiveEvaluationTest", input: folder.appendingPathComponent(input).path)
        }
    }
}
