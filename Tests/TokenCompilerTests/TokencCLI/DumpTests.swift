import Foundation
import Testing
@testable import Lowering
@testable import TokenCompiler
@testable import TokencCLI
@testable import TokenJSON
@testable import TokenModel
@testable import SwiftOutput

/// `tokenc dump`: one permutation as a DTCG document that reads back to the same values.
@Suite struct DumpTests {
    static let folders = ThemeMatrixTests.folders
    static let resolver = ThemeMatrixTests.themes.appendingPathComponent("resolver/theme.resolver.json").path
    static let permutations = [["acme", "light"], ["acme", "dark"], ["nova", "light"], ["nova", "dark"]]

    static func dump(_ tokens: String, _ contexts: [String]) -> CLIRun {
        runTokenc(["dump", "--tokens", tokens, "--input", "brand=\(contexts[0])", "--input", "mode=\(contexts[1])"])
    }

    /// The same design system written as folders and as a resolver document.
    @Test(arguments: permutations)
    func foldersAndResolverDocumentDumpTheSame(contexts: [String]) {
        let folders = Self.dump(Self.folders, contexts)
        let resolver = Self.dump(Self.resolver, contexts)
        #expect(folders.code == .success)
        #expect(folders.standardError == "")
        #expect(resolver.standardOutput == folders.standardOutput)
    }

    @Test func aTokenIsPrintedWithItsTypeAndLiteralValueInItsAuthoredForm() {
        let run = Self.dump(Self.folders, ["nova", "dark"])
        #expect(run.standardOutput.contains("""
              "color": {
                "brand": {
                  "$type": "color",
                  "$value": {
                    "colorSpace": "display-p3",
                    "components": [
                      0.95,
                      0.38,
                      0.33
                    ]
                  },
                  "$description": "The brand's primary color."
                },
            """))
        #expect(run.standardOutput.contains("""
              "radius": {
                "card": {
                  "$type": "dimension",
                  "$value": {
                    "value": 1,
                    "unit": "rem"
                  }
                }
              }
            """))
    }

    /// Read back, each dump gives the permutation's values, with nothing left to resolve.
    @Test(arguments: permutations)
    func theDumpReadsBackToTheSameValues(contexts: [String]) throws {
        let theme = validateTokens(at: Self.folders).theme
        let expected = theme.tokens(in: Permutation(contexts: contexts))
        let dumped = validateJSON(Self.dump(Self.folders, contexts).standardOutput, file: "dump.json")
        #expect(dumped.diagnostics == [])
        #expect(dumped.tokens.tokens.map(\.path) == expected.map(\.path))
        #expect(dumped.tokens.tokens.map(\.value) == expected.map(\.value))
        #expect(dumped.tokens.tokens.map(\.description) == expected.map(\.description))
        #expect(dumped.tokens.tokens.allSatisfy { $0.aliasOf == nil })
    }

    /// Every type, composites with aliased members, deprecation and extensions survive a round trip.
    @Test func everyKindOfValueRoundTrips() throws {
        let report = validateTokens(at: RepositoryTokensTests.tokens)
        for permutation in report.theme.permutations {
            let expected = report.theme.tokens(in: permutation)
            let text = JSONWriter().text(of: JSONOutput(resolved: expected, groups: report.theme.groups))
            let dumped = validateJSON(text, file: "dump.json")
            #expect(dumped.diagnostics == [], "\(permutation)")
            #expect(dumped.tokens.tokens.map(\.value) == expected.map(\.value), "\(permutation)")
            #expect(dumped.tokens.tokens.map(\.deprecation) == expected.map(\.deprecation), "\(permutation)")
            // A symbol's extension holds its value, resolved in the dump: the others are as written.
            func kept(_ token: ResolvedToken) -> JSONOutput? {
                guard case .extended(let type) = token.type, case .object(let members)? = token.extensions.map({ JSONOutput($0.json) }) else {
                    return token.extensions.map { JSONOutput($0.json) }
                }
                return .object(members.filter { $0.key != type.extensionKey })
            }
            #expect(dumped.tokens.tokens.map(kept) == expected.map(kept))
        }
    }

    @Test func missingInputsTakeTheDefaults() {
        let run = runTokenc(["dump", "--tokens", Self.folders])
        #expect(run.code == .success)
        #expect(run.standardOutput == Self.dump(Self.folders, ["acme", "light"]).standardOutput)
    }

    @Test(arguments: [
        (["--input", "brand=zen"], "error: invalid context 'zen' for modifier 'brand' (its contexts are 'acme' and 'nova') [invalid-input]\n1 error\nnothing was printed: choose contexts the tokens have (see 'tokenc resolver')\n"),
        (["--input", "brnd=nova"], "error: unknown modifier 'brnd'; did you mean 'brand'? (the modifiers are 'brand' and 'mode') [unknown-input]\n1 error\nnothing was printed: choose contexts the tokens have (see 'tokenc resolver')\n"),
    ])
    func aWrongInputIsAnErrorAndPrintsNothing(arguments: [String], error: String) {
        let run = runTokenc(["dump", "--tokens", Self.folders] + arguments)
        #expect(run.code == .failure)
        #expect(run.standardOutput == "")
        #expect(run.standardError == error)
    }

    @Test func anInputWithoutEqualsIsAUsageError() {
        let run = runTokenc(["dump", "--tokens", Self.folders, "--input", "nova"])
        #expect(run.code == .usage)
        #expect(run.standardError.hasPrefix("error: '--input' takes modifier=context, such as brand=nova, not 'nova'\n"))
    }

    @Test func tokensWithErrorsPrintNoDocument() {
        let run = runTokenc(["dump", "--strict", "--tokens", ThemeMatrixTests.themes.appendingPathComponent("invalid/incomplete").path])
        #expect(run.code == .failure)
        #expect(run.standardOutput == "")
        #expect(run.standardError.contains("error: the token 'radius.special' is not defined when brand is nova"))
    }

    /// A token only some brands define is in the documents of those brands only.
    @Test func anOptionalTokenIsDumpedWhereItIsDefined() {
        let tokens = ThemeMatrixTests.themes.appendingPathComponent("invalid/incomplete").path
        let acme = runTokenc(["dump", "--tokens", tokens, "--input", "brand=acme"])
        #expect(acme.code == .success)
        #expect(acme.standardOutput.contains("\"special\""))
        #expect(acme.standardError.contains("warning: the token 'radius.special' is not defined when brand is nova; it becomes an optional member"))
        let nova = runTokenc(["dump", "--tokens", tokens, "--input", "brand=nova"])
        #expect(nova.code == .success)
        #expect(nova.standardOutput.contains("\"small\""))
        #expect(!nova.standardOutput.contains("\"special\""))
    }

    /// `Documentation/CommandLine.md`'s excerpt is the start of the real output for this repository's tokens.
    @Test func theDocumentedExcerptIsWhatDumpPrints() throws {
        let run = runTokenc(["dump", "--tokens", RepositoryTokensTests.tokens, "--input", "brand=nova", "--input", "mode=dark"])
        let excerpt = run.standardOutput.split(separator: "\n", omittingEmptySubsequences: false).prefix(16).joined(separator: "\n")
        let page = try TestPaths.documentation("CommandLine.md")
        #expect(page.contains("```json\n" + excerpt + "\n```\n"))
    }

    /// Numbers a file writes in strings as JSON does not (`"02"`, `".5"`, `"+3"`) are dumped as
    /// JSON spells them: the dump parses, here and in every JSON reader.
    @Test func numbersWrittenInStringsAreDumpedAsJSONSpellsThem() throws {
        let folder = try TemporaryFolder.holding(["core.json": ##"""
            {"shadow":{"value":{"x":"0","y":".5","blur":"02","spread":"+3","color":"#000000","type":"dropShadow"},"type":"boxShadow"},
             "space":{"value":"-08","type":"spacing"},"ratio":{"value":"2.","type":"number"}}
            """##])
        defer { folder.remove() }
        let run = runTokenc(["dump", "--tokens", folder.path])
        #expect(run.code == .success)
        let document = try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [String: Any]
        let shadow = (document?["shadow"] as? [String: Any])?["$value"] as? [String: Any]
        #expect(((shadow?["blur"] as? [String: Any])?["value"] as? NSNumber)?.doubleValue == 2)
        #expect(run.standardOutput.contains(#""value": 0.5,"#))
        #expect(run.standardOutput.contains(#""value": -8,"#))
        #expect(run.standardOutput.contains(#""$value": 2"#))
    }
}
