import Foundation
import Testing
@testable import Lowering
@testable import TokenCompiler
@testable import TokenJSON
@testable import TokenModel
@testable import SwiftOutput

/// Inputs at and past the reader's limits. They are generated rather than kept as fixtures: they
/// are long, and the robustness test would mutate them hundreds of times. Each once crashed the
/// reader or made it run out of memory.
@Suite struct ReaderLimitsTests {
    private func validate(_ json: String) throws -> ValidationReport {
        let folder = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("limits.json")
        try Data(json.utf8).write(to: file)
        return validateTokens(at: file.path)
    }

    /// `t0` refers to `t1`, …, up to `t<links>`, which holds 1.
    private func chain(_ links: Int, _ link: (Int) -> String) -> String {
        let tokens = (0..<links).map { #""t\#($0)": { "$type": "number", \#(link($0 + 1)) }"# }
        return "{\n" + (tokens + [#""t\#(links)": { "$type": "number", "$value": 1 }"#]).joined(separator: ",\n") + "\n}\n"
    }

    enum Link: String, CaseIterable, Sendable {
        case alias, tokenPointer, valuePointer
    }

    // Long enough to overflow the stack when every link was followed from the start again, and far
    // past the 64 links after which pointers used to be reported as too deep.
    @Test(arguments: Link.allCases)
    func longReferenceChainsResolve(_ link: Link) throws {
        let json = chain(5_000) { next in
            switch link {
            case .alias: #""$value": "{t\#(next)}""#
            case .tokenPointer: ##""$ref": "#/t\##(next)/$value""##
            case .valuePointer: ##""$value": { "$ref": "#/t\##(next)/$value" }"##
            }
        }
        let report = try validate(json)
        #expect(report.diagnostics.isEmpty)
        #expect(report.value("t0") == .number(number("1")))
        #expect(report.tokens.tokens.count == 5_001)
    }

    @Test func extendsChainDeeperThanTheLimitIsOneError() throws {
        let groups = GroupExtension.maximumDepth + 8
        let members = (0..<groups).map { #""g\#($0)": { "$extends": "{g\#($0 + 1)}" }"# }
        let report = try validate("{\n" + (members + [#""g\#(groups)": {}"#]).joined(separator: ",\n") + "\n}\n")
        // The top level and g0 … g510 are being resolved when g510 (on line 512) asks for g511.
        let stop = GroupExtension.maximumDepth - 2
        #expect(report.diagnostics.map(\.code) == [.invalidExtends])
        #expect(report.diagnostics.first?.location?.position == SourcePosition(line: stop + 2, column: 23))
        #expect(report.diagnostics.first?.message.contains("more than \(GroupExtension.maximumDepth) groups") == true)
    }

    @Test func extendsThatWouldCopyTooManyTokensIsOneError() throws {
        // Every group extends the next twice: 1.5 KB asking for 2^17 copies of one token.
        let levels = 18
        let members = (1..<levels).map { #""g\#($0)": { "a": { "$extends": "{g\#($0 + 1)}" }, "b": { "$extends": "{g\#($0 + 1)}" } }"# }
        let json = "{\n" + (members + [#""g\#(levels)": { "t": { "$type": "number", "$value": 1 } }"#]).joined(separator: ",\n") + "\n}\n"
        // The merge alone: resolving the 100,000 tokens it does build would only slow the test.
        var diagnostics: [Diagnostic] = []
        let tree = try #require(TokenFileReader.read(bytes: Array(json.utf8), file: "limits.json", diagnostics: &diagnostics))
        let extended = GroupExtension.apply(to: tree, diagnostics: &diagnostics)
        #expect(diagnostics.map(\.code) == [.invalidExtends])
        #expect(diagnostics.first?.message.contains("more than \(GroupExtension.maximumInheritedTokens) tokens") == true)
        #expect(TokenSet(flattening: extended).count <= GroupExtension.maximumInheritedTokens + levels)
    }
}
