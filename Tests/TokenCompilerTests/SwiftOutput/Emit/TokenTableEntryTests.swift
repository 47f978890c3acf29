import Testing
@testable import Lowering
@testable import SwiftOutput
@testable import TokenModel
import TokencBenchSupport

/// A token table entry is built as bytes when no name needs an escape: over generated types and
/// paths, plain or with quotes, backslashes, line breaks, bidi overrides and non-ASCII letters,
/// it is exactly the string literal `SwiftLiteral.string` writes of the type and path.
@Suite struct TokenTableEntryTests {
    static let pieces = ["a", "primary", "500", "x y", "\"", "\\", "é", "\n", "\u{202E}", "日本", "-", "{a}", "\t"]

    @Test func anEntryIsTheLiteralOfItsTypeAndPath() {
        var generator = SplitMix64(seed: 1129)
        func name() -> String {
            // Mostly plain, as real names are; sometimes one piece that needs an escape.
            (0..<Int.random(in: 1...3, using: &generator)).map { _ in
                Int.random(in: 0..<4, using: &generator) == 0 ? Self.pieces.randomElement(using: &generator)! : Self.pieces[Int.random(in: 0..<4, using: &generator)]
            }.joined()
        }
        for _ in 0..<2_000 {
            let type = ["color", "dimension?", "fontFamily", Int.random(in: 0..<20, using: &generator) == 0 ? name() : "number"].randomElement(using: &generator)!
            let path = TokenPath((0..<Int.random(in: 1...4, using: &generator)).map { _ in name() })
            let entry = TokenTableEmitter.entry(type: type, path: path).description
            #expect(entry == SwiftLiteral.string(type + " " + path.description) + ",", "\(type) \(path.components)")
        }
    }
}
