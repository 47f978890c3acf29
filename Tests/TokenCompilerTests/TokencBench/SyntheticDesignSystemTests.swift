import Foundation
import Testing
import Lowering
import TokenCompiler
import TokencBenchSupport
import TokenModel
import SwiftOutput

/// The benchmark's synthetic design systems: valid under `--strict`, with the promised shape,
/// and the same bytes every time. (The benchmark itself is never run by `swift test`.)
@Suite struct SyntheticDesignSystemTests {
    private static let system = DesignSystemGenerator(tokenCount: 1_000).generate()

    @Test func generationIsByteIdentical() {
        let again = DesignSystemGenerator(tokenCount: 1_000).generate()
        #expect(again.files.map(\.path) == Self.system.files.map(\.path))
        #expect(again == Self.system)
        #expect(DesignSystemGenerator(tokenCount: 1_000, seed: 7).generate().files != Self.system.files)
    }

    @Test func hasTheFolderConventionLayout() {
        let paths = Set(Self.system.files.map(\.path))
        for context in ["brands/acme.json", "brands/nova.json", "modes/light.json", "modes/dark.json"] {
            #expect(paths.contains(context))
            #expect(Self.system.overridesPerContext[String(context.dropLast(5))] == 50)
        }
        #expect(paths.contains("color/palette.json"))
        #expect(paths.contains("color/semantic.json"))
        #expect(paths.contains("typography/scale.json"))
        #expect(paths.count >= 20)
    }

    @Test func validatesUnderStrictWithTheExactShape() throws {
        let folder = try Self.written(Self.system)
        defer { try? FileManager.default.removeItem(at: folder) }
        // The base set alone: brands and modes override some aliases with literals.
        for overlay in ["brands", "modes"] {
            try FileManager.default.removeItem(at: folder.appendingPathComponent(overlay))
        }
        let report = validateTokens(at: folder.path, options: ReaderOptions(strict: true))
        #expect(report.diagnostics.isEmpty, "\(report.diagnostics.prefix(5))")
        #expect(report.tokenCount == 1_000)
        #expect(Self.system.tokenCount == 1_000)

        let tokens = report.tokens.tokens
        let aliases = tokens.filter { $0.aliasOf != nil }
        #expect(aliases.count == Self.system.aliasCount)
        #expect(aliases.count == 200)

        let aliasOf = Dictionary(uniqueKeysWithValues: tokens.map { ($0.path, $0.aliasOf) })
        func depth(_ path: TokenPath) -> Int {
            guard let target = aliasOf[path] ?? nil else { return 0 }
            return 1 + depth(target)
        }
        let deepest = tokens.map { depth($0.path) }.max()
        #expect(deepest == 10)
        #expect(Self.system.maxAliasDepth == 10)

        var byType: [String: Int] = [:]
        for token in tokens { byType[token.type.rawValue, default: 0] += 1 }
        #expect(byType == Self.system.tokensByType)
        #expect(byType["color"] == 450)
        #expect(byType["dimension"] == 300)
        #expect(byType["typography"] == 100)
        for type in ["shadow", "border", "duration", "number", "gradient", "fontFamily", "fontWeight"] {
            #expect((byType[type] ?? 0) > 0, "no \(type) tokens")
        }
    }

    /// Each brand and mode file, laid over the base set as its last file, resolves without an
    /// error: its overrides only redefine tokens, and their aliases all lead somewhere.
    @Test(arguments: ["brands/acme.json", "brands/nova.json", "modes/light.json", "modes/dark.json"])
    func eachContextResolvesOverTheBase(_ context: String) throws {
        var layered = Self.system
        layered.files = layered.files.filter { !$0.path.hasPrefix("brands/") && !$0.path.hasPrefix("modes/") }
        var overrides = try #require(Self.system.files.first { $0.path == context })
        overrides.path = "zz-overrides.json"
        layered.files.append(overrides)
        let folder = try Self.written(layered)
        defer { try? FileManager.default.removeItem(at: folder) }

        let report = validateTokens(at: folder.path, options: ReaderOptions(strict: true))
        #expect(!report.diagnostics.containsErrors, "\(report.diagnostics.filter { $0.severity == .error }.prefix(5))")
        let redefinitions = report.diagnostics.filter { $0.code == .duplicateToken && $0.severity == .warning }
        #expect(redefinitions.count == 50)
        #expect(report.tokenCount == 1_000)
    }

    /// The whole system, brands and modes, builds without a warning: a build with warnings keeps
    /// no stamp, so the benchmark's no-change rebuild would build in full (a typography that
    /// aliased a 2px dimension once made it so).
    @Test(arguments: [1_000, 10_000])
    func buildsWithoutADiagnosticInEveryPermutation(tokens: Int) throws {
        let folder = try Self.written(DesignSystemGenerator(tokenCount: tokens).generate())
        defer { try? FileManager.default.removeItem(at: folder) }
        let report = validateTokens(at: folder.path, options: ReaderOptions(strict: true))
        #expect(report.diagnostics.isEmpty, "\(report.diagnostics.prefix(5))")
        #expect(report.theme.permutations.count == 4)
    }

    private static func written(_ system: GeneratedDesignSystem) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tokenc-bench-test-\(UUID().uuidString)")
        try system.write(to: folder)
        return folder
    }
}
