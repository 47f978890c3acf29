import Foundation
import Testing
@testable import Lowering
@testable import TokenCompiler
@testable import TokenModel
@testable import SwiftOutput

/// The DTCG test suite's resolver tests (`../shared/corpus/dtcg-test-suite/tests/resolver`), read
/// under `--strict` as the format tests are: every positive document must load into a plan with no
/// error, every negative one must be rejected with errors that have positions.
@Suite struct ResolverConformanceTests {
    typealias Case = ConformanceSuite.Case

    static let suite = ConformanceSuite(part: "resolver")
    static let suiteFolder = suite.folder
    static let cases = suite.cases

    /// Why each negative test is rejected: the one error it gets.
    static let rejections: [String: DiagnosticCode] = [
        "missing-version": .invalidResolver, "wrong-version": .invalidResolver,
        "missing-resolution-order": .invalidResolver, "empty-resolution-order": .invalidResolver,
        "duplicate-names-in-resolution-order": .duplicateName,
        "reference-to-resolution-order-item": .invalidResolverReference,
        "inline-set-missing-type": .invalidResolver, "inline-set-missing-name": .invalidResolver,
        "inline-modifier-missing-type": .invalidResolver, "inline-modifier-missing-name": .invalidResolver,
        "set-missing-sources": .invalidResolver, "set-with-additional-properties": .unknownResolverProperty,
        "set-referencing-modifier": .invalidResolverReference,
        "modifier-missing-contexts": .invalidResolver, "modifier-empty-contexts": .invalidResolver,
        // A warning without --strict: the specification says tools SHOULD reject it.
        "modifier-single-context": .singleContext,
        "modifier-with-additional-properties": .unknownResolverProperty,
        "modifier-referencing-modifier": .invalidResolverReference,
        "circular-reference-in-sets": .referenceCycle,
        "root-with-additional-properties": .unknownResolverProperty,
    ]

    @Test(.enabled(if: suiteFolder != nil, "../shared/corpus/dtcg-test-suite is absent"))
    func manifestListsTheWholeSuite() {
        #expect(Set(Self.cases.filter { !$0.positive }.map(\.id)) == Set(Self.rejections.keys))
        #expect(Self.cases.filter(\.positive).count == 10)
        #expect(Self.cases.filter { !$0.positive }.count == 20)
    }

    @Test(.enabled(if: suiteFolder != nil, "../shared/corpus/dtcg-test-suite is absent"), arguments: cases)
    func verdict(_ test: Case) {
        let (plan, files, diagnostics) = ResolverFixtures.load(test.input, strict: true)
        let errors = diagnostics.filter { $0.severity == .error }
        if test.positive {
            #expect(errors.isEmpty, "\(test.id) should load: \(errors.map { "\($0.location.map(\.description) ?? "") \($0.message) [\($0.code)]" })")
            #expect(plan?.origin == test.input)
            #expect(files?.resolvers == [test.input])
        } else {
            #expect(plan == nil, "\(test.id) should be rejected")
            #expect(errors.map(\.code) == [Self.rejections[test.id]].compactMap { $0 }, "\(test.id): \(errors.map(\.message))")
            for error in errors {
                #expect(error.location?.file == test.input, "\(test.id): error without a position: \(error.message)")
            }
        }
    }

    /// `resolver-with-sets` writes `description` twice at its top level: documentation, so the
    /// later one is used with a warning rather than the `duplicate-key` error of token files.
    @Test(.enabled(if: suiteFolder != nil, "../shared/corpus/dtcg-test-suite is absent"))
    func duplicatedDescriptionIsAWarning() throws {
        let input = try #require(Self.suiteFolder).appendingPathComponent("positive/resolver-with-sets.json").path
        let (plan, _, diagnostics) = ResolverFixtures.load(input, strict: true)
        #expect(plan?.layers.map(\.name) == ["colors", "sizes"])
        #expect(diagnostics.map { "\($0.severity) \($0.code) \($0.location?.line ?? 0):\($0.location?.column ?? 0)" } == ["warning duplicate-key 5:3"])
    }

    /// Every positive document also resolves in every permutation, and builds. One has a token
    /// only some permutations define: its `debug` modifier adds a token only when `true` (the
    /// specification's Example 7). By default that token is an optional member, with a warning;
    /// under `--strict` a typed theme needs every token in every permutation, so tokenc reports it.
    @Test(.enabled(if: suiteFolder != nil, "../shared/corpus/dtcg-test-suite is absent"), arguments: cases.filter(\.positive))
    func positiveDocumentsResolveEveryPermutation(_ test: Case) {
        let report = buildTheme(at: test.input)
        #expect(report.succeeded, "\(test.id): \(report.diagnostics.filter { $0.severity == .error }.map(\.message))")
        #expect(!report.files.isEmpty)
        let strict = validateTokens(at: test.input, options: ReaderOptions(strict: true))
        let errors = strict.diagnostics.filter { $0.severity == .error }.map { "\($0.code) \($0.location?.line ?? 0):\($0.location?.column ?? 0)" }
        if test.id == "resolver-with-empty-context-array" {
            #expect(report.diagnostics.map { "\($0.severity) \($0.code) \($0.location?.line ?? 0):\($0.location?.column ?? 0)" } == ["warning incomplete-token 29:15"])
            #expect(report.theme.tokens.first { $0.path.description == "debug.enabled" }?.isOptional == true)
            #expect(errors == ["incomplete-token 29:15"])
            #expect(strict.diagnostics.first?.message == "the token 'debug.enabled' is not defined when debug is false; a typed theme needs every token in every permutation")
        } else {
            #expect(errors == [], "\(test.id)")
        }
    }
}
