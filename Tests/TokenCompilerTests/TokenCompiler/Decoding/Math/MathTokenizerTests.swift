import Testing
@testable import TokenCompiler

/// The tokenizer reads numbers with their units, references whole, names and symbols, each with
/// the scalars it covers.
@Suite struct MathTokenizerTests {
    static func kinds(_ text: String) throws -> [MathToken.Kind] {
        try MathTokenizer.tokens(text).get().map(\.kind)
    }

    @Test func numbersCarryTheUnitWrittenAgainstThem() throws {
        #expect(try Self.kinds("16px 2.5 1.5rem 150% .5em 2e3 200ms") == [
            .number(.ratio(16, 1), unit: "px"), .number(.ratio(5, 2), unit: ""), .number(.ratio(3, 2), unit: "rem"),
            .number(.ratio(150, 1), unit: "%"), .number(.ratio(1, 2), unit: "em"), .number(.ratio(2000, 1), unit: ""),
            .number(.ratio(200, 1), unit: "ms"),
        ])
    }

    /// `1em` is one em, not 1 × 10^m.
    @Test func anExponentNeedsDigits() throws {
        #expect(try Self.kinds("1em 1e-1px") == [.number(.ratio(1, 1), unit: "em"), .number(.ratio(1, 10), unit: "px")])
    }

    @Test func referencesNamesAndSymbols() throws {
        let tokens = try MathTokenizer.tokens("floor({size.x-large} * -2)").get()
        #expect(tokens.map(\.kind) == [
            .name("floor"), .symbol("("), .reference("size.x-large"), .symbol("*"), .symbol("-"), .number(.ratio(2, 1), unit: ""), .symbol(")"),
        ])
        #expect(tokens.map(\.range) == [0..<5, 5..<6, 6..<20, 21..<22, 23..<24, 24..<25, 25..<26])
    }

    /// Offsets count Unicode scalars, as diagnostics count columns.
    @Test func offsetsCountScalars() throws {
        let tokens = try MathTokenizer.tokens("{größe.é} / 2").get()
        #expect(tokens.map(\.range) == [0..<9, 10..<11, 12..<13])
    }

    @Test(arguments: [("4px ; 2", 4..<5, "';' cannot stand in an expression"), ("{a.b * 2", 0..<8, "the reference has no closing '}'")])
    func unreadableTextIsAnErrorWhereItIs(_ text: String, _ range: Range<Int>, _ message: String) {
        #expect(MathTokenizer.tokens(text) == .failure(MathSyntaxError(message: message, range: range)))
    }
}
