import Testing
@testable import Lowering
@testable import SwiftOutput
@testable import TokenModel
import TokencBenchSupport

/// The `/// {path}` line of an alias is written from the path's names when they are plain: over
/// generated paths, plain or with spaces at either end, line breaks, tabs, bidi overrides,
/// non-ASCII letters and empty names, it is exactly the line its reference spells.
@Suite struct AliasProvenanceLineTests {
    static let pieces = ["color", "brand", "500", "a b", " ", "\n", "\t", "\u{202E}", "é", "日本", "", "{x}", "`", "*"]

    @Test func theLineIsTheReferenceItSpells() {
        var generator = SplitMix64(seed: 1207)
        var plain = 0
        for _ in 0..<3_000 {
            let path = TokenPath((0..<generator.int(in: 1...4)).map { _ in
                (0..<generator.int(in: 1...2)).map { _ in
                    generator.chance(80) ? Self.pieces[generator.below(3)] : generator.pick(Self.pieces)
                }.joined()
            })
            let line = AliasProvenance.line(.alias(path)).description
            #expect(line == "/// " + AliasProvenance.reference(.alias(path)), "\(path.components)")
            if path.components.allSatisfy({ $0.utf8.allSatisfy { (0x20..<0x7F).contains($0) } }), path.name.last != " " { plain += 1 }
        }
        #expect(plain > 1_000)
        #expect(AliasProvenance.line(.expression("{a} * 2")).description == "/// `{a} * 2`")
    }
}
