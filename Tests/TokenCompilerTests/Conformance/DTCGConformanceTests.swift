import Foundation
import Testing
@testable import Lowering
@testable import TokenCompiler
@testable import SwiftOutput

/// The DTCG test suite's format tests (`../shared/corpus/dtcg-test-suite`): every positive test
/// must validate with no error as tokenc reads by default (and under `--strict`), every negative
/// one must be rejected under `--strict`.
@Suite struct DTCGConformanceTests {
    typealias Case = ConformanceSuite.Case

    static let suite = ConformanceSuite(part: "format")
    static let suiteFolder = suite.folder
    static let cases = suite.cases

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
            let lenient = validateTokens(at: test.input).diagnostics.filter { $0.severity == .error }
            #expect(lenient.isEmpty, "\(test.id) should validate by default: \(lenient.map(\.message))")
            #expect(errors.isEmpty, "\(test.id) should validate: \(errors.map { "\($0.location.map(\.description) ?? "") \($0.message) [\($0.code)]" })")
        } else {
            #expect(!errors.isEmpty, "\(test.id) should be rejected")
            for error in errors {
                #expect(error.location != nil, "\(test.id): error without a position: \(error.message)")
            }
        }
    }
}
