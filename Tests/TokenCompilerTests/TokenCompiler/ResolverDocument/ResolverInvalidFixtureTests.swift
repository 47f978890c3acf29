import Foundation
import Testing
@testable import TokenCompiler
@testable import TokenModel

/// Every invalid resolver fixture with the one diagnostic it must produce: severity, code, line,
/// column, message and related places. Section numbers refer to the DTCG 2025.10 resolver module.
@Suite struct ResolverInvalidFixtureTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var fixture: String
        var severity: Diagnostic.Severity
        var code: DiagnosticCode
        var line: Int
        var column: Int
        var message: String
        var notes: [String] = []

        init(_ fixture: String, _ code: DiagnosticCode, _ line: Int, _ column: Int, _ message: String, notes: [String] = []) {
            self.init(fixture, .error, code, line, column, message, notes: notes)
        }

        init(_ fixture: String, _ severity: Diagnostic.Severity, _ code: DiagnosticCode, _ line: Int, _ column: Int, _ message: String, notes: [String] = []) {
            self.fixture = fixture
            self.severity = severity
            self.code = code
            self.line = line
            self.column = column
            self.message = message
            self.notes = notes
        }

        var testDescription: String { fixture }
    }

    static let cases: [Case] = [
        // The root (4.1): `version` 2025.10 and `resolutionOrder` are required; nothing else is allowed.
        Case("missing-version", .invalidResolver, 1, 1, "a resolver document needs \"version\": \"2025.10\""),
        Case("wrong-version", .invalidResolver, 2, 14, "unsupported version '2024.01'; tokenc reads resolver documents of version 2025.10"),
        Case("version-number", .invalidResolver, 2, 14, "'version' must be the string \"2025.10\", found a number"),
        Case("unknown-root-property", .unknownResolverProperty, 3, 3, "unknown property 'descripton' in a resolver document; did you mean 'description'?"),
        Case("description-not-string", .invalidResolver, 3, 18, "'description' must be a string, found an array"),
        Case("missing-resolution-order", .invalidResolver, 1, 1, "a resolver document needs 'resolutionOrder', the sets and modifiers in the order they apply"),
        Case("empty-resolution-order", .invalidResolver, 4, 22, "'resolutionOrder' is empty; list at least one set or modifier, such as {\"$ref\": \"#/sets/base\"}"),
        Case("resolution-order-not-array", .invalidResolver, 4, 22, "'resolutionOrder' must be an array of sets and modifiers, found an object"),

        // resolutionOrder (4.1.6): reference objects or inline items with `name` and `type`, each name once.
        Case("item-not-object", .invalidResolver, 4, 23, "an item of resolutionOrder must be a reference object such as {\"$ref\": \"#/sets/base\"} or an inline set or modifier, found a string"),
        Case("inline-missing-name", .invalidResolver, 4, 5, "an inline set in resolutionOrder needs a 'name', unique in resolutionOrder"),
        Case("inline-missing-type", .invalidResolver, 4, 5, "an inline item of resolutionOrder needs \"type\": \"set\" or \"modifier\" (this one has 'sources', so \"type\": \"set\")"),
        Case("inline-wrong-type", .invalidResolver, 4, 14, "'type' must be \"set\" or \"modifier\", found 'sett'; did you mean 'set'?"),
        Case("inline-unknown-property", .unknownResolverProperty, 4, 52, "unknown property 'default' in an inline set; an inline set may have 'name', 'type', 'description', 'sources' and '$extensions'"),
        Case("duplicate-names", .duplicateName, 6, 29, "the name 'base' is already used in resolutionOrder; names there must be unique", notes: ["5:14"]),
        Case("set-listed-twice", .duplicateName, 6, 14, "the set 'base' is already in resolutionOrder; each set and modifier applies once", notes: ["5:14"]),
        Case("item-not-a-set-or-modifier", .invalidResolverReference, 4, 32, "'#/set/base' is not a set or modifier of this document; an item of resolutionOrder refers to '#/sets/<name>' or '#/modifiers/<name>'; did you mean '#/sets/base'?"),
        Case("item-to-nothing", .invalidResolverReference, 4, 32, "'#/sets/bsae' points to nothing: '#/sets' has no member 'bsae'; did you mean 'base'?"),
        Case("item-into-resolution-order", .invalidResolverReference, 6, 14, "'#/resolutionOrder/0' points into resolutionOrder; nothing may refer to an item of resolutionOrder (define it under 'sets' or 'modifiers' and refer to that)"),

        // Sets (4.1.4).
        Case("set-missing-sources", .invalidResolver, 4, 5, "the set 'base' has no 'sources'; a set needs an array of token sources (it may be empty)"),
        Case("set-unknown-property", .unknownResolverProperty, 4, 29, "unknown property 'source' in a set; did you mean 'sources'?"),
        Case("sources-not-array", .invalidResolver, 4, 25, "'sources' must be an array of token sources, found an object"),
        Case("source-not-object", .invalidResolver, 4, 26, "a source must be tokens (an object) or a reference object such as {\"$ref\": \"base.json\"}, found a string"),
        Case("extensions-not-object", .invalidResolver, 4, 44, "$extensions must be an object keyed by vendor namespaces, found a string"),

        // Modifiers (4.1.5): two or more contexts, each an array; a default that is one of them.
        Case("modifier-missing-contexts", .invalidResolver, 4, 5, "the modifier 'theme' has no 'contexts'; a modifier needs at least two, each an array of token sources"),
        Case("modifier-empty-contexts", .invalidResolver, 4, 27, "the modifier 'theme' has no contexts; it needs at least two"),
        Case("modifier-contexts-not-object", .invalidResolver, 4, 27, "'contexts' must be an object of context names to arrays of token sources, found an array"),
        Case("context-not-array", .invalidResolver, 4, 49, "the context 'dark' must be an array of token sources, found an object"),
        Case("modifier-single-context", .warning, .singleContext, 4, 15, "the modifier 'theme' has only the context 'light'; a modifier should have two or more (one is a set)"),
        Case("modifier-context-spelling", .warning, .nonStandardProperty, 4, 15, "'context' should be 'contexts'; read as 'contexts', as the specification's examples intend"),
        Case("modifier-unknown-property", .unknownResolverProperty, 4, 54, "unknown property 'defualt' in a modifier; did you mean 'default'?"),
        Case("default-not-a-context", .invalidResolver, 4, 65, "the default 'Dark' is not a context of the modifier 'theme', whose contexts are 'light' and 'dark'; did you mean 'dark'?"),
        Case("default-not-string", .invalidResolver, 4, 65, "'default' must be the name of a context (a string), found a number"),

        // Reference objects (4.2): only resolutionOrder refers to modifiers; nothing into
        // resolutionOrder, to nothing, in a circle, or to a parent.
        Case("set-refers-to-modifier", .invalidResolverReference, 4, 35, "'#/modifiers/theme' refers to a modifier; only resolutionOrder may refer to modifiers, since a source cannot depend on an input"),
        Case("context-refers-to-context", .invalidResolverReference, 6, 25, "'#/modifiers/theme/contexts/light' refers to a modifier; only resolutionOrder may refer to modifiers, since a source cannot depend on an input"),
        Case("circular-sets", .referenceCycle, 5, 32, "'#/sets/a' is circular: #/sets/a → #/sets/b → #/sets/a", notes: ["4:5", "4:32"]),
        Case("circular-definitions", .referenceCycle, 9, 19, "'#/$defs/a' is circular: #/$defs/a → #/$defs/b → #/$defs/a", notes: ["4:35", "8:19"]),
        Case("reference-to-parent", .referenceCycle, 4, 35, "'#/sets/base' refers to its own parent, which contains this reference; it would include itself"),
        Case("reference-to-document", .referenceCycle, 4, 35, "'#' refers to the whole document, which contains this reference; it would include itself"),
        Case("source-to-nothing", .invalidResolverReference, 4, 35, "'#/$defs/colours' points to nothing: '#/$defs' has no member 'colours'; did you mean 'colors'?"),
        Case("pointer-syntax", .invalidResolverReference, 4, 35, "the JSON Pointer '#/$defs/a b' contains ' ', which must be percent-encoded in a URI fragment"),
        Case("reference-not-string", .invalidResolverReference, 4, 35, "$ref must be a string such as \"base.json\" or \"#/sets/base\", found a number"),
        Case("override-on-file", .invalidResolverReference, 4, 55, "'color' beside a $ref to tokens is not supported; write the tokens it overrides in a source of their own after 'tokens/base.json'"),
        Case("remote-reference", .invalidResolverReference, 4, 35, "'https://example.com/base.json' is a remote reference, which tokenc does not fetch; download the file and reference it by its path"),

        // Files: they must exist and hold tokens, not another (or the same) resolver document.
        Case("missing-file", .invalidResolverReference, 4, 35, "the file '<folder>/tokens/bsae.json' does not exist; did you mean '<folder>/tokens/base.json'?"),
        Case("source-is-this-document", .referenceCycle, 4, 35, "'source-is-this-document.resolver.json' is this resolver document; a source must be a token file"),
        Case("source-is-a-resolver-document", .invalidResolverReference, 4, 35, "'missing-version.resolver.json' is a resolver document, not a token file; a source must hold tokens"),
        Case("source-in-a-resolver-document", .invalidResolverReference, 4, 35, "'wrong-version.resolver.json#/sets/base' points into another resolver document; a source must hold tokens"),
    ]

    @Test func everyFixtureHasACase() throws {
        let fixtures = try FileManager.default.contentsOfDirectory(atPath: ResolverFixtures.path("invalid"))
            .filter { $0.hasSuffix(".resolver.json") }
            .map { String($0.dropLast(".resolver.json".count)) }
        #expect(Set(fixtures) == Set(Self.cases.map(\.fixture)))
    }

    @Test(arguments: cases)
    func diagnostic(_ test: Case) throws {
        let path = ResolverFixtures.path("invalid/\(test.fixture).resolver.json")
        let (plan, _, diagnostics) = ResolverFixtures.load(path)
        let diagnostic = try #require(diagnostics.first)
        #expect(diagnostics.count == 1, "\(diagnostics.map(\.message))")
        #expect(diagnostic.severity == test.severity)
        #expect(diagnostic.code == test.code)
        #expect(diagnostic.location?.file == path)
        #expect(diagnostic.location?.line == test.line)
        #expect(diagnostic.location?.column == test.column)
        #expect(diagnostic.message == test.message.replacingOccurrences(of: "<folder>", with: ResolverFixtures.path("invalid")))
        #expect(diagnostic.notes.map { "\($0.location?.line ?? 0):\($0.location?.column ?? 0)" } == test.notes)
        // A warning leaves a plan; an error in the document leaves none.
        #expect((plan != nil) == (test.severity == .warning))
    }

    /// Under `--strict` what the specification discourages is an error (the DTCG suite expects
    /// a one-context modifier to be rejected).
    @Test(arguments: ["modifier-single-context", "modifier-context-spelling"])
    func leniencyIsAnErrorUnderStrict(_ fixture: String) {
        let (plan, _, diagnostics) = ResolverFixtures.load(ResolverFixtures.path("invalid/\(fixture).resolver.json"), strict: true)
        #expect(plan == nil)
        #expect(diagnostics.map(\.severity) == [.error])
        #expect(diagnostics.first?.message.hasSuffix(" (accepted only without --strict)") == true)
    }
}
