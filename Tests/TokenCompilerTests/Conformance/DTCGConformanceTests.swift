import Foundation
import Testing
@testable import TokenCompiler

/// The DTCG test suite's format tests (`../shared/corpus/dtcg-test-suite`), run under `--strict`:
/// every positive test must validate with no error, every negative one must be rejected.
@Suite struct DTCGConformanceTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var id: String
        var positive: Bool
        var input: String
        var testDescription: String { "\(positive ? "+" : "-") \(id)" }
    }

    static let suiteFolder = TestPaths.corpus?.appendingPathComponent("dtcg-test-suite/tests/format")

    static let cases: [Case] = {
        guard let folder = suiteFolder,
              let data = FileManager.default.contents(atPath: folder.appendingPathComponent("manifest.json").path),
              let manifest = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              let tests = manifest["tests"] as? [[String: Any]] else { return [] }
        return tests.compactMap { test in
            guard let id = test["id"] as? String, let type = test["type"] as? String, let input = test["input"] as? String else { return nil }
            return Case(id: id, positive: type == "PositiveEvaluationTest", input: folder.appendingPathComponent(input).path)
        }
    }()

    @Test(.enabled(if: suiteFolder != nil, "../shared/corpus/dtcg-test-suite is absent"))
    func manifestListsTheWholeSuite() {
        #expect(Self.cases.filter(\.positive).count == 90)
        #expect(Self.cases.filter { !$0.positive }.count == 123)
    }

    @Test(.enabled(if: suiteFolder != nil, "../shared/corpus/dtcg-test-suite is absent"), arguments: cases)
    func verdict(_ test: Case) {
        let report = validateTokens(at: test.input, options: ReaderOptions(strict: true))
        let errors = report.diagnostics.filter { $0.severity == .error }
        if test.positive {
            #expect(errors.isEmpty, "\(test.id) should validate: \(errors.map { "\($0.location.map(\.description) ?? "") \($0.message) [\($0.code)]" })")
        } else {
            #expect(!errors.isEmpty, "\(test.id) should be rejected")
            for error in errors {
                #expect(error.location != nil, "\(test.id): error without a position: \(error.message)")
            }
        }
    }
}
