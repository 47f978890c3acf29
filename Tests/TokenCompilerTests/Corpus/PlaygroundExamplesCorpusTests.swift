import Foundation
import Testing
@testable import TokenCompiler
@testable import TokenModel
@testable import SwiftOutput

/// The Token Playground's two examples (`dtcg-playground-examples`), each a resolver document
/// with its token files. Resolving the documents is the resolver's work; here each example's
/// sets are layered in the document's order, with one context, as the resolver would.
@Suite struct PlaygroundExamplesCorpusTests {
    static let folder = "dtcg-playground-examples"

    /// SDS: `base/*` then one theme. The 19 typography tokens give only fontFamily, fontSize and
    /// fontWeight; 9.8 requires letterSpacing and lineHeight too. Nothing else is wrong, and
    /// each theme aliases only tokens of the base.
    @Test(.enabled(if: TestPaths.corpus != nil, "../shared/corpus is absent"), arguments: ["light", "dark"])
    func figmaSDSHasOnlyIncompleteTypography(theme: String) {
        let report = Corpus.layered(["\(Self.folder)/figma-sds/base", "\(Self.folder)/figma-sds/theme/\(theme).tokens.json"], strict: true)
        let lines = [5, 13, 20, 27, 36, 43, 50, 59, 66, 73, 82, 89, 96, 105, 112, 119, 128, 135, 142]
        #expect(report.errors(under: Self.folder) == lines.map { "invalid-value figma-sds/base/typography.tokens.json:\($0):\($0 == 5 ? 17 : 19)" })
        #expect(report.warningCounts.isEmpty)
        // 172 base tokens less the 19 typography ones, and the theme's 126.
        #expect(report.tokenCount == 279)
    }

    /// Primer: the `base` and `functional` sets (light theme, default size). Its files predate
    /// 2025.10 in many places: read with a warning each. What stays an error is what the example
    /// leaves out: files its tokens reference.
    @Test(.enabled(if: TestPaths.corpus != nil, "../shared/corpus is absent"))
    func githubPrimerBaseAndFunctionalSets() throws {
        let resolver = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: Corpus.path("\(Self.folder)/github-primer/primer.resolver.json"))))
        let sets = try #require((resolver as? [String: Any])?["sets"] as? [String: [String: [[String: String]]]])
        let sources = ["base", "functional"].flatMap { sets[$0]?["sources"] ?? [] }.compactMap { $0["$ref"] }
        #expect(sources.count == 20)
        let files = sources.map { "\(Self.folder)/github-primer/\($0)" }
        let report = Corpus.layered(files)

        #expect(report.errorCounts == [
            // `{borderWidth.default}` ×23 and `{borderRadius.medium}`: defined in
            // functional/size/border.tokens.json, which the resolver's sets do not list; and
            // `{overlay.borderColor}` ×4 inside shadows, which names nothing anywhere.
            "broken-reference": 28,
        ])
        let broken = Set(report.diagnostics(.brokenReference).map(\.message))
        #expect(broken == [
            "'{borderWidth.default}' names no token",
            "'{borderRadius.medium}' names no token",
            "'{overlay.borderColor}' names no token",
        ])
        #expect(report.warningCounts == [
            // Colors as hex strings, the pre-2025.10 form.
            "non-standard-color": 293,
            // Typography without letterSpacing (9.8 requires it): read as 0px.
            "defaulted-property": 11,
            // "16px", "100ms": dimensions and durations as strings (8.2, 8.5 want objects) 58;
            // `alpha` beside `$value` or inside a shadow, Primer's opacity 35; font stacks in one
            // string 4.
            "non-standard-value": 176,
            // `custom-viewportRange`, Primer's own type, ×6; the two tokens that alias them.
            "left-out": 8,
            // The top-level group `selection` (functional/color/selection.tokens.json) is
            // `selectionGroup` in Swift: `AppTheme.selection` is tokenc's own.
            "renamed-member": 1,
        ])
        #expect(report.tokenCount == 942)

        // Under --strict each of those readings is the format's error again.
        let strict = Corpus.layered(files, strict: true)
        #expect(Set(strict.errorCounts.keys) == ["invalid-value", "unknown-property", "broken-reference", "unknown-type"])
        #expect(strict.errorCounts["unknown-type"] == 6)
        #expect(strict.errorCounts["unknown-property"] == 15)
        // The `selection` group's colors are hex strings, left out under --strict: no group to rename.
        #expect(strict.warningCounts.isEmpty)
    }

    // MARK: - The resolver documents themselves, every permutation

    /// SDS through its resolver document: light and dark over the base, with no error. Only the
    /// typography that leaves out letterSpacing and lineHeight is read with defaults.
    @Test(.enabled(if: TestPaths.corpus != nil, "../shared/corpus is absent"))
    func figmaSDSResolverDocumentResolvesEveryPermutation() throws {
        let report = Corpus.validate("\(Self.folder)/figma-sds/sds.resolver.json")
        #expect(report.errorCounts == [:])
        #expect(report.warningCounts == ["defaulted-property": 19])
        let theme = report.theme
        #expect(theme.modifiers.map(\.name) == ["theme"])
        #expect(theme.modifiers.first?.contexts == ["light", "dark"])
        #expect(theme.tokens.count == 298)
        // Only colors follow the theme.
        let varying = theme.tokens.filter { !$0.variesWith.isEmpty }
        #expect(!varying.isEmpty)
        #expect(varying.allSatisfy { $0.type == .color && $0.variesWith == ["theme"] })
    }

    /// Primer through its resolver document: 5 themes × 3 sizes. Every diagnostic below was
    /// checked by hand against the files and the format.
    @Test(.enabled(if: TestPaths.corpus != nil, "../shared/corpus is absent"))
    func githubPrimerResolverDocumentGetsExactlyItsDefects() throws {
        let report = Corpus.validate("\(Self.folder)/github-primer/primer.resolver.json")
        #expect(report.theme.modifiers.map { "\($0.name): \($0.contexts.joined(separator: " "))" } == [
            "theme: light light-hc dark dark-dimmed dark-hc", "size: default coarse fine",
        ])
        // `{borderWidth.default}` ×23, `{borderRadius.medium}`: in border.tokens.json, which the
        // document does not list; `{overlay.borderColor}` ×4, which names nothing anywhere. The
        // `{breakpoint.*}` references are inside `custom-viewportRange` tokens, which are left out.
        #expect(report.errorCounts == ["broken-reference": 28])
        #expect(report.diagnostics(.incompleteToken).map(\.message) == [
            // A typo for `active`, in the light high-contrast theme only.
            "the token 'control.transparent.bgColor.cactive' is not defined when theme is light or dark or dark-dimmed or dark-hc; it becomes an optional member, nil there (define it in every permutation to make it non-optional)",
            // The coarse and fine sizes add `auto` targets the default size lacks.
            "the token 'control.minTarget.auto' is not defined when size is default; it becomes an optional member, nil there (define it in every permutation to make it non-optional)",
            "the token 'controlStack.small.gap.auto' is not defined when size is default; it becomes an optional member, nil there (define it in every permutation to make it non-optional)",
            "the token 'controlStack.medium.gap.auto' is not defined when size is default; it becomes an optional member, nil there (define it in every permutation to make it non-optional)",
        ])
        #expect(report.warningCounts == [
            "non-standard-color": 824, "defaulted-property": 11, "non-standard-value": 185, "left-out": 8, "incomplete-token": 4,
            "renamed-member": 1,
        ])

        // --strict holds the files to the format, with the codes it always gave.
        let strict = Corpus.validate("\(Self.folder)/github-primer/primer.resolver.json", strict: true, ignoring: ["custom-viewportRange"])
        #expect(Set(strict.errorCounts.keys) == ["invalid-value", "unknown-property", "broken-reference", "incomplete-token"])
        #expect(strict.errorCounts["unknown-property"] == 24)
        #expect(strict.errorCounts["incomplete-token"] == 4)
        #expect(strict.errorCounts["broken-reference"] == 33)
    }
}

/// The Playground examples built into Swift that compiles: SDS as it is, Primer once the two
/// files its document leaves out are listed and the one token it never defines is given, with
/// all of its 5 themes × 3 sizes.
@Suite struct PlaygroundExamplesBuildTests {
    static let folder = PlaygroundExamplesCorpusTests.folder

    static let sds = Corpus.path("\(folder)/figma-sds/sds.resolver.json")

    /// Primer copied, with `functional/size/border.tokens.json` and `breakpoints.tokens.json` in
    /// its `functional` set and `overlay.borderColor` defined: what the example left out.
    static func completedPrimer() throws -> URL {
        let copy = FileManager.default.temporaryDirectory.appendingPathComponent("tokenc-primer-\(UUID().uuidString)")
        try FileManager.default.copyItem(at: URL(fileURLWithPath: Corpus.path("\(folder)/github-primer")), to: copy)
        let document = copy.appendingPathComponent("primer.resolver.json")
        var resolver = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: document)) as? [String: Any])
        var sets = try #require(resolver["sets"] as? [String: [String: [[String: String]]]])
        sets["functional"]?["sources"]? += ["functional/size/border.tokens.json", "functional/size/breakpoints.tokens.json", "overlay.tokens.json"].map { ["$ref": $0] }
        resolver["sets"] = sets
        try JSONSerialization.data(withJSONObject: resolver, options: [.prettyPrinted, .sortedKeys]).write(to: document)
        try #"{ "overlay": { "borderColor": { "$type": "color", "$value": { "colorSpace": "srgb", "components": [0.82, 0.84, 0.86] } } } }"#
            .write(to: copy.appendingPathComponent("overlay.tokens.json"), atomically: true, encoding: .utf8)
        return copy
    }

    @Test(.enabled(if: TestPaths.corpus != nil, "../shared/corpus is absent"))
    func sdsBuildsAndTypeChecks() throws {
        let report = buildTheme(at: Self.sds)
        #expect(report.succeeded, "\(report.diagnostics.filter { $0.severity == .error }.map(\.message))")
        let result = try SwiftTypeChecker.typeCheck(files: EmitFixtures.sources(report.files))
        #expect(result.succeeded, Comment(rawValue: result.description))
        // Under --strict it still fails, as before: typography without letterSpacing and lineHeight.
        let strict = buildTheme(at: Self.sds, options: BuildOptions(reader: ReaderOptions(strict: true)))
        #expect(Set(strict.diagnostics.filter { $0.severity == .error }.map(\.code)) == [.invalidValue])
    }

    @Test(.enabled(if: TestPaths.corpus != nil, "../shared/corpus is absent"))
    func completedPrimerBuildsEveryPermutationAndTypeChecks() throws {
        let copy = try Self.completedPrimer()
        defer { try? FileManager.default.removeItem(at: copy) }
        let report = buildTheme(at: copy.appendingPathComponent("primer.resolver.json").path)
        #expect(report.diagnostics.filter { $0.severity == .error }.map(\.message) == [])
        #expect(report.theme.permutations.count == 15)
        // The `default` size context is `` `default` ``; the `selection` group, a name AppTheme
        // declares itself, falls back to `selectionGroup`.
        #expect(report.diagnostics.filter { $0.code == .renamedMember }.map(\.message) == [
            "the group 'selection' cannot be 'selection' in Swift (tokenc declares 'selection' on AppTheme itself), so it is 'selectionGroup'; to choose the name, rename the group or add \"names\": { \"selection\": \"…\" } to tokenc.json",
        ])
        #expect(report.files.contains { $0.contents.contains("case `default`") })
        let result = try SwiftTypeChecker.typeCheck(files: EmitFixtures.sources(report.files))
        #expect(result.succeeded, Comment(rawValue: result.description))
    }

    /// Apple's real SwiftUI and UIKit at iOS 16, where this machine has the SDK.
    @Test(.enabled(if: TestPaths.corpus != nil && RealIOSSDK.isAvailable, "../shared/corpus or the iOS SDK is absent"))
    func bothTypeCheckAgainstTheRealIOSSDK() throws {
        let copy = try Self.completedPrimer()
        defer { try? FileManager.default.removeItem(at: copy) }
        for path in [Self.sds, copy.appendingPathComponent("primer.resolver.json").path] {
            let report = buildTheme(at: path)
            #expect(report.succeeded)
            let result = try RealIOSSDK.typeCheck(EmitFixtures.sources(report.files))
            #expect(result.status == 0, Comment(rawValue: result.output))
        }
    }
}
