import Foundation
import Testing
@testable import Lowering
@testable import TokenCompiler
@testable import SwiftOutput

/// One file that is not valid JSON defines no tokens: the references to them are not reported as
/// broken, so the syntax error is the one thing to fix.
@Suite struct SyntaxErrorCascadeTests {
    @Test func aFileThatDoesNotParseBreaksNoReferences() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tokenc-cascade-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let refs = (0..<30).map { #""r\#($0)": { "$type": "color", "$value": "{palette.c\#($0)}" }"# }.joined(separator: ", ")
        try "{ \(refs) }".write(to: folder.appendingPathComponent("semantic.tokens.json"), atomically: true, encoding: .utf8)
        try #"{ "palette": { "c0": { "$type": "color", "$value": { "colorSpace": "srgb", "components": [1, 1, 1] } } "c1": 2 } }"#.write(to: folder.appendingPathComponent("palette.tokens.json"), atomically: true, encoding: .utf8)

        let report = validateTokens(at: folder.path)
        #expect(report.diagnostics.map { "\($0.severity) \($0.code) \(($0.location?.file as NSString?)?.lastPathComponent ?? "")" } == [
            "error invalid-json palette.tokens.json",
        ])
        #expect(report.diagnostics.first?.notes.map(\.message) == ["references to tokens are not checked until every token file parses"])

        // Once it parses, what is still missing is reported.
        try #"{ "palette": { "c0": { "$type": "color", "$value": { "colorSpace": "srgb", "components": [1, 1, 1] } } } }"#.write(to: folder.appendingPathComponent("palette.tokens.json"), atomically: true, encoding: .utf8)
        #expect(validateTokens(at: folder.path).diagnostics.filter { $0.code == .brokenReference }.count == 29)
    }
}
