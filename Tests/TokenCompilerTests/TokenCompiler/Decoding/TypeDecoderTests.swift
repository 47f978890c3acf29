import Testing
@testable import TokenCompiler
@testable import TokenJSON
@testable import TokenModel

/// Each type's decoder alone, over ``StandInDecodingContext``: the format's own spelling of a
/// value decodes to that type's value without a word, and a value of the wrong JSON kind is one
/// error at the value, with no value.
@Suite struct TypeDecoderTests {
    /// One value of each type, as the DTCG format writes it.
    static let formatValues: [TokenType: String] = [
        .color: #"{"colorSpace": "srgb", "components": [1, 0.5, 0], "alpha": 0.8}"#,
        .dimension: #"{"value": 4, "unit": "rem"}"#,
        .fontFamily: #"["Inter", "sans-serif"]"#,
        .fontWeight: "700",
        .duration: #"{"value": 200, "unit": "ms"}"#,
        .cubicBezier: "[0.4, 0, 0.2, 1]",
        .number: "1.5",
        .strokeStyle: #""dashed""#,
        .border: #"{"color": {"colorSpace": "srgb", "components": [0, 0, 0]}, "width": {"value": 1, "unit": "px"}, "style": "solid"}"#,
        .transition: #"{"duration": {"value": 200, "unit": "ms"}, "delay": {"value": 0, "unit": "ms"}, "timingFunction": [0.5, 0, 1, 1]}"#,
        .shadow: #"{"color": {"colorSpace": "srgb", "components": [0, 0, 0], "alpha": 0.2}, "offsetX": {"value": 0, "unit": "px"}, "offsetY": {"value": 2, "unit": "px"}, "blur": {"value": 4, "unit": "px"}, "spread": {"value": 0, "unit": "px"}}"#,
        .gradient: #"[{"color": {"colorSpace": "srgb", "components": [1, 0, 0]}, "position": 0}, {"color": {"colorSpace": "srgb", "components": [0, 0, 1]}, "position": 1}]"#,
        .typography: #"{"fontFamily": "Inter", "fontSize": {"value": 16, "unit": "px"}, "fontWeight": 400, "letterSpacing": {"value": 0, "unit": "px"}, "lineHeight": 1.5}"#,
        .string: #""Hello""#,
        .boolean: "true",
        .extended(.symbol): #"{"name": "star.fill", "renderingMode": "hierarchical", "weight": 600, "scale": "large"}"#,
    ]

    private func decode(_ json: String, as type: TokenType) throws -> (value: TokenValue?, context: StandInDecodingContext) {
        var context = try StandInDecodingContext(tokens: #"{"t": {"$type": "\#(type)", "$value": \#(json)}}"#, current: TokenPath(["t"]))
        let value = context.decode(try context.written(TokenPath(["t"])), dialect: .dtcg, as: type)
        return (value, context)
    }

    @Test func everyTypeHasAFormatValue() {
        #expect(Set(Self.formatValues.keys) == Set(TokenType.allCases))
    }

    @Test(arguments: TokenType.allCases)
    func theFormatsSpellingDecodesWithoutAWord(_ type: TokenType) throws {
        let (value, context) = try decode(try #require(Self.formatValues[type]), as: type)
        #expect(value?.type == type)
        #expect(context.reported == [])
        #expect(context.leftOut.isEmpty)
    }

    /// `true` is no value of any type but a boolean, and `[]` none of a boolean: one error, where
    /// the value is written.
    @Test(arguments: TokenType.allCases)
    func aValueOfTheWrongKindIsOneErrorAtTheValue(_ type: TokenType) throws {
        let (value, context) = try decode(type == .boolean ? "[]" : "true", as: type)
        let column = #"{"t": {"$type": "\#(type)", "$value": "#.count + 1
        #expect(value == nil)
        #expect(context.diagnostics.count == 1, "\(context.reported)")
        #expect(context.reported.first?.hasPrefix("1:\(column): error: ") == true, "\(context.reported)")
    }

    @Test func theDecodedValuesAreTheWrittenOnes() throws {
        #expect(try decode("[0.4, 0, 0.2, 1]", as: .cubicBezier).value
            == .cubicBezier(CubicBezierValue(x1: NumberLiteral(0.4), y1: NumberLiteral(0), x2: NumberLiteral(0.2), y2: NumberLiteral(1))))
        #expect(try decode(#"{"value": 200, "unit": "ms"}"#, as: .duration).value
            == .duration(DurationValue(value: NumberLiteral(200), unit: .ms)))
        #expect(try decode("700", as: .fontWeight).value?.type == .fontWeight)
        guard case .color(let color)? = try decode(#"{"colorSpace": "srgb", "components": [1, 0.5, 0], "alpha": 0.8}"#, as: .color).value else {
            Issue.record("no color")
            return
        }
        #expect(color.colorSpace == .srgb)
        #expect(color.components == [.number(NumberLiteral(1)), .number(NumberLiteral(0.5)), .number(NumberLiteral(0))])
        #expect(color.alpha == NumberLiteral(0.8))
    }
}
