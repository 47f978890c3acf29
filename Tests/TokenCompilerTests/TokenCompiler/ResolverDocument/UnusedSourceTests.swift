import Foundation
import Testing
@testable import Lowering
@testable import TokenCompiler
@testable import SwiftOutput

/// A set or modifier that `resolutionOrder` never applies, and a token file that the resolver
/// document never lists: their tokens are not read, and what references them says where they are.
@Suite struct UnusedSourceTests {
    static func folder(_ files: [String: String]) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tokenc-unused-\(UUID().uuidString)")
        for (name, contents) in files {
            let url = folder.appendingPathComponent(name)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try contents.write(to: url, atomically: true, encoding: .utf8)
        }
        return folder
    }

    static let resolver = """
        {
          "version": "2025.10",
          "sets": {
            "base": { "sources": [{ "$ref": "base.tokens.json" }] },
            "borders": { "sources": [{ "$ref": "borders.tokens.json" }] }
          },
          "modifiers": {
            "density": { "contexts": { "compact": [], "regular": [] } }
          },
          "resolutionOrder": [{ "$ref": "#/sets/base" }]
        }
        """

    @Test func anUnusedSetIsAWarningAndBrokenReferencesIntoItSayWhere() throws {
        let folder = try Self.folder([
            "app.resolver.json": Self.resolver,
            "base.tokens.json": #"{ "card": { "$type": "dimension", "border": { "$value": "{border.width}" }, "radius": { "$value": "{radius.card}" } } }"#,
            "borders.tokens.json": #"{ "border": { "width": { "$type": "dimension", "$value": { "value": 1, "unit": "px" } } } }"#,
            "extra/radius.tokens.json": #"{ "radius": { "card": { "$type": "dimension", "$value": { "value": 8, "unit": "px" } } } }"#,
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        let document = folder.appendingPathComponent("app.resolver.json").path
        let report = validateTokens(at: document)
        let lines = report.diagnostics.map { "\($0.severity) \($0.code) \(($0.location?.file as NSString?)?.lastPathComponent ?? ""):\($0.location?.line ?? 0):\($0.location?.column ?? 0)" }
        #expect(lines == [
            "warning unused-source app.resolver.json:5:5",
            "warning unused-source app.resolver.json:8:5",
            "error broken-reference base.tokens.json:1:57",
            "error broken-reference base.tokens.json:1:99",
        ])
        #expect(report.diagnostics[0].message.hasPrefix("the set 'borders' is never applied: resolutionOrder does not refer to it"))
        #expect(report.diagnostics[1].message.hasPrefix("the modifier 'density' is never applied"))
        // A missing token is never guessed: the reference stays an error, with a note.
        #expect(report.diagnostics[2].notes.map(\.message) == ["'border.width' is defined in the set 'borders', which resolutionOrder never applies"])
        #expect(report.diagnostics[2].notes.first?.location?.file.hasSuffix("borders.tokens.json") == true)
        #expect(report.diagnostics[3].notes.map(\.message) == ["'radius.card' is defined in a token file that the resolver document does not list"])
        #expect(report.diagnostics[3].notes.first?.location?.line == 1)
        // The same through the folder that holds the document.
        #expect(validateTokens(at: folder.path).diagnostics.map(\.notes) == report.diagnostics.map(\.notes))
    }

    /// Only a resolver document has files beside it that it could have listed: a token file given
    /// on its own, or tokens made in memory, look nowhere else.
    @Test func aTokenFileOnItsOwnLooksNowhereElse() throws {
        let folder = try Self.folder([
            "base.tokens.json": #"{ "card": { "$type": "dimension", "radius": { "$value": "{radius.card}" } } }"#,
            "radius.tokens.json": #"{ "radius": { "card": { "$type": "dimension", "$value": { "value": 8, "unit": "px" } } } }"#,
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        let report = validateTokens(at: folder.appendingPathComponent("base.tokens.json").path)
        #expect(report.diagnostics.map(\.code) == [.brokenReference])
        #expect(report.diagnostics.first?.notes.isEmpty == true)
    }
}
