import Foundation
import Testing
@testable import TokenCompiler

/// Figma's Simple Design System export (`figma-sds`): `$value`/`$type`, so a format file, but
/// written by a Figma plugin that names aliases by Figma variable names.
@Suite struct FigmaSDSCorpusTests {
    static let folder = "figma-sds/scripts/tokens"

    @Test(.enabled(if: TestPaths.corpus != nil, "../shared/corpus is absent"))
    func tokensFile() throws {
        let report = Corpus.validate("\(Self.folder)/tokens.json")
        #expect(report.errorCounts == [
            // Every alias: "{@typography_primitives.Scale 03}" names the Figma variable, while the
            // token's key is `scale-03` (7.1.1: a reference is the token's path). The one more
            // alias the corpus counts (168) stands in a token of the unknown type below.
            "broken-reference": 167,
        ])
        // `$type: "unknown"` for font styles ("Thin Italic"): not a type of the format (8), and
        // none Swift has a place for: left out.
        #expect(report.diagnostics(.leftOut).count == 11)
        let broken = report.diagnostics(.brokenReference)
        #expect(broken.allSatisfy { $0.message.hasPrefix("'{@") })
        #expect(broken.allSatisfy { diagnostic in
            let path = diagnostic.message.split(separator: "'")[0]
            return path.contains(" ") || path.contains(where: \.isUppercase)
        })
        #expect(report.diagnostics(.leftOut).prefix(2).map { $0.location?.line } == [194, 220])
        #expect(report.errors(under: Self.folder).filter { $0.hasPrefix("broken-reference") }.prefix(2) == [
            "broken-reference tokens.json:458:17", "broken-reference tokens.json:499:19",
        ])
        // Hex-string colors.
        #expect(report.warningCounts == ["non-standard-color": 94, "left-out": 11])
        // 337 tokens less the 167 aliases and the 11 font styles.
        #expect(report.tokenCount == 159)
    }

    /// `styles.json` is Figma's list of text styles, a JSON array: not a token file.
    @Test(.enabled(if: TestPaths.corpus != nil, "../shared/corpus is absent"))
    func stylesFileIsNotATokenFile() {
        let report = Corpus.validate("\(Self.folder)/styles.json")
        #expect(report.errors(under: Self.folder) == ["invalid-value styles.json:1:1"])
    }
}
