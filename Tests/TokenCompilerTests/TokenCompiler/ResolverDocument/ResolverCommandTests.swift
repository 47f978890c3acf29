import Foundation
import Testing
@testable import Lowering
@testable import TokenCompiler
@testable import TokenJSON
@testable import TokencCLI
@testable import TokenModel

/// `tokenc resolver`: the resolver document the folders mean, or the document normalized.
@Suite struct ResolverCommandTests {
    /// Two brands (one a folder of files), two modes, three base files.
    static func makeFolders() throws -> URL {
        let folder = try makeResolverTemporaryFolder()
        let color = #"{"color": {"$type": "color", "accent": {"$value": {"colorSpace": "srgb", "components": [0, 0.5, 1]}}}}"#
        for file in ["a.tokens.json", "b/c.json", "palette.tokens"] { try folder.write(color, to: file) }
        for file in ["brands/acme.json", "brands/nova/colors.json", "brands/nova/type.json", "modes/dark.json", "modes/light.json"] {
            try folder.write(color, to: file)
        }
        return folder
    }

    @Test func foldersBecomeADocument() throws {
        let folder = try Self.makeFolders()
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = runTokenc(["resolver", "--tokens", folder.path])
        #expect(run.code == .success)
        #expect(run.standardError == "")
        #expect(run.standardOutput == """
            {
              "$schema": "https://www.designtokens.org/schemas/2025.10/resolver.json",
              "version": "2025.10",
              "sets": {
                "base": {
                  "sources": [
                    {
                      "$ref": "a.tokens.json"
                    },
                    {
                      "$ref": "b/c.json"
                    },
                    {
                      "$ref": "palette.tokens"
                    }
                  ]
                }
              },
              "modifiers": {
                "brand": {
                  "contexts": {
                    "acme": [
                      {
                        "$ref": "brands/acme.json"
                      }
                    ],
                    "nova": [
                      {
                        "$ref": "brands/nova/colors.json"
                      },
                      {
                        "$ref": "brands/nova/type.json"
                      }
                    ]
                  },
                  "default": "acme"
                },
                "mode": {
                  "contexts": {
                    "dark": [
                      {
                        "$ref": "modes/dark.json"
                      }
                    ],
                    "light": [
                      {
                        "$ref": "modes/light.json"
                      }
                    ]
                  },
                  "default": "light"
                }
              },
              "resolutionOrder": [
                {
                  "$ref": "#/sets/base"
                },
                {
                  "$ref": "#/modifiers/brand"
                },
                {
                  "$ref": "#/modifiers/mode"
                }
              ]
            }

            """)
    }

    /// The printed document, saved in the tokens folder, is the plan the folders gave.
    @Test func printedDocumentLoadsIntoTheSamePlan() throws {
        let folder = try Self.makeFolders()
        defer { try? FileManager.default.removeItem(at: folder) }
        let before = try #require(ResolverFixtures.load(folder.path).plan)
        #expect(before.origin == folder.path)
        let run = runTokenc(["resolver", "--tokens", folder.path])
        try folder.write(run.standardOutput, to: "tokens.resolver.json")

        let (plan, _, diagnostics) = ResolverFixtures.load(folder.path)
        #expect(diagnostics.isEmpty)
        let after = try #require(plan)
        #expect(after.origin == folder.path + "/tokens.resolver.json")
        #expect(after.layers.map(\.name) == before.layers.map(\.name))
        #expect(after.modifiers.map(\.name) == before.modifiers.map(\.name))
        #expect(after.modifiers.map(\.contextNames) == before.modifiers.map(\.contextNames))
        #expect(after.modifiers.map(\.defaultContext) == before.modifiers.map(\.defaultContext))
        #expect(after.permutations == before.permutations)
        #expect(after.permutations.count == 4)
        #expect(after.sourceLists(relativeTo: folder.path) == before.sourceLists(relativeTo: folder.path))
        // Printing again from the document gives the same document.
        #expect(runTokenc(["resolver", "--tokens", folder.path]).standardOutput == run.standardOutput)
    }

    /// Every layout the folders can have, and every real-world set: the document `tokenc
    /// resolver` prints, saved beside the tokens, reads back without an error of its own (no set
    /// named twice, none listed twice in `resolutionOrder`) into the same modifiers and the same
    /// values in the default permutation.
    @Test(arguments: try FileManager.default.contentsOfDirectory(atPath: FolderLayoutTests.layouts.path).sorted().map { FolderLayoutTests.path($0) }
        + RealWorldSet.all.filter { $0.knownFailure == nil }.map { RealWorldCorpusTests.corpus.appendingPathComponent($0.name).appendingPathComponent($0.tokens).path })
    func printedDocumentReadsBackAsTheSameTheme(tokens: String) throws {
        // A document given as the tokens is copied with its folder, whose files it names.
        let isFile = tokens.hasSuffix(".json")
        let copy = try TemporaryFolder.copy(of: isFile ? PathFolder.of(tokens) : tokens)
        defer { copy.remove() }
        let before = validateTokens(at: isFile ? copy.path + "/" + (tokens.split(separator: "/").last.map(String.init) ?? "") : copy.path)
        let plan = try #require(before.plan)
        guard before.succeeded, !plan.layers.isEmpty else { return }
        let document = JSONWriter().text(of: plan.resolverDocument(relativeTo: plan.folder))
        let path = plan.folder + "/roundtrip.resolver.json"
        try document.write(toFile: path, atomically: true, encoding: .utf8)
        let after = validateTokens(at: path)
        #expect(after.diagnostics.filter { $0.severity == .error }.map(FolderLayoutTests.printed) == [])
        #expect(FolderLayoutTests.modifiers(after) == FolderLayoutTests.modifiers(before))
        #expect(FolderLayoutTests.values(after, [:]) == FolderLayoutTests.values(before, [:]))
    }

    /// A document's own form is normalized: sets and modifiers named, inline items hoisted, a set
    /// inside a context spliced in, overrides applied. Normalizing again changes nothing.
    @Test func documentIsNormalized() throws {
        let folder = try makeResolverTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try folder.write(#"{"a": {"$type": "number", "$value": 1}}"#, to: "tokens/a.json")
        try folder.write("""
            {
              "version": "2025.10",
              "sets": {"base": {"description": "Base", "sources": [{"$ref": "tokens/a.json"}]}},
              "modifiers": {"mode": {"contexts": {"light": [], "dark": [{"$ref": "#/sets/base"}, {"b": {"$type": "number", "$value": 2.50}}]}}},
              "resolutionOrder": [
                {"type": "set", "name": "first", "sources": [{"$ref": "./tokens/a.json"}]},
                {"$ref": "#/modifiers/mode", "default": "dark"}
              ]
            }
            """, to: "themes.resolver.json")
        let run = runTokenc(["resolver", "--tokens", folder.path + "/themes.resolver.json"])
        #expect(run.code == .success)
        #expect(run.standardOutput == """
            {
              "$schema": "https://www.designtokens.org/schemas/2025.10/resolver.json",
              "version": "2025.10",
              "sets": {
                "first": {
                  "sources": [
                    {
                      "$ref": "tokens/a.json"
                    }
                  ]
                }
              },
              "modifiers": {
                "mode": {
                  "contexts": {
                    "light": [],
                    "dark": [
                      {
                        "$ref": "tokens/a.json"
                      },
                      {
                        "b": {
                          "$type": "number",
                          "$value": 2.50
                        }
                      }
                    ]
                  },
                  "default": "dark"
                }
              },
              "resolutionOrder": [
                {
                  "$ref": "#/sets/first"
                },
                {
                  "$ref": "#/modifiers/mode"
                }
              ]
            }

            """)
        try folder.write(run.standardOutput, to: "themes.resolver.json")
        #expect(runTokenc(["resolver", "--tokens", folder.path]).standardOutput == run.standardOutput)
    }

    @Test func errorsPrintNothingAndFail() throws {
        let path = ResolverFixtures.path("invalid/missing-version.resolver.json")
        let run = runTokenc(["resolver", "--tokens", path])
        #expect(run.code == .failure)
        #expect(run.standardOutput == "")
        #expect(run.standardError.contains(":1:1: error: a resolver document needs \"version\": \"2025.10\" [invalid-resolver]\n"))
    }

    /// Warnings are printed, and the document too.
    @Test func warningsDoNotFail() {
        let run = runTokenc(["resolver", "--tokens", ResolverFixtures.path("invalid/modifier-single-context.resolver.json")])
        #expect(run.code == .success)
        #expect(run.standardError.hasSuffix("[single-context]\n1 warning\n"))
        #expect(run.standardOutput.contains("\"light\": []"))
    }

    @Test func isListedInHelp() {
        let run = runTokenc(["--help"])
        #expect(run.standardOutput.contains("resolver"))
    }
}
