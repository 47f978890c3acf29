import Foundation
import Testing
@testable import TokenCompiler
@testable import TokenModel
@testable import SwiftOutput

/// A `dev.tokenc.component` declaration written in one brand's file only: the components are those
/// of the default permutation (the first brand in sorted order), so the declaration counts where
/// that brand writes it and nowhere else.
@Suite struct ComponentDeclarationContextTests {
    static let base = """
        {
          "component": {
            "detail": {
              "plain": {
                "spacing": { "$type": "dimension", "$value": { "value": 8, "unit": "px" } },
                "title": { "foreground": { "$type": "color", "$value": { "colorSpace": "srgb", "components": [0.1, 0.2, 0.3] } } }
              }
            }
          }
        }
        """

    static let declaration = """
        {
          "component": {
            "detail": {
              "$extensions": { "dev.tokenc.component": { "slots": ["title"], "axis": "horizontal" } }
            }
          }
        }
        """

    private func validate(_ files: [String: String]) throws -> ValidationReport {
        let folder = try UnusedSourceTests.folder(files)
        defer { try? FileManager.default.removeItem(at: folder) }
        return validateTokens(at: folder.path)
    }

    /// Declared in the default brand's file: a custom component in every permutation.
    @Test func aDeclarationInTheDefaultBrandDeclaresTheComponent() throws {
        let report = try validate([
            "base.json": Self.base,
            "brands/acme.json": Self.declaration,
            "brands/zen.json": "{}",
        ])
        #expect(report.diagnostics.isEmpty, "\(report.diagnostics)")
        let detail = try #require(report.model.components.first)
        #expect(detail.name == "detail")
        #expect(detail.custom?.slots == ["title"])
        #expect(detail.custom?.axis == "horizontal")
        #expect(detail.variants.map(\.name) == ["plain"])
    }

    /// Declared in another brand's file only: the default permutation has no declaration, so the
    /// kind is unknown, reported where the base file names it.
    @Test func aDeclarationInAnotherBrandOnlyIsNotSeen() throws {
        let report = try validate([
            "base.json": Self.base,
            "brands/acme.json": "{}",
            "brands/zen.json": Self.declaration,
        ])
        #expect(report.model.components.isEmpty)
        #expect(report.diagnostics.map(\.code) == [.unknownComponent])
        let location = try #require(report.diagnostics.first?.location)
        #expect(location.file.hasSuffix("/base.json") && location.line == 3 && location.column == 5)
    }
}
