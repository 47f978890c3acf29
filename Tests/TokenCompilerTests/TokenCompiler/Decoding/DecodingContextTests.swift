import Testing
@testable import TokenCompiler
@testable import TokenJSON
@testable import TokenModel
import TokencBenchSupport

/// The decoders run alone over ``StandInDecodingContext``: what they return, report and leave out
/// follows from the operand and the context only, with no evaluator behind them.
@Suite struct DecodingContextTests {
    private static let blue = ColorValue(colorSpace: .srgb, components: [.number(NumberLiteral(0)), .number(NumberLiteral(0)), .number(NumberLiteral(1))])

    private static func px(_ value: Double) -> TokenValue {
        .dimension(DimensionValue(value: NumberLiteral(value), unit: .px))
    }

    /// A reference reads the value the context holds for its token, not what the token's file says.
    @Test func aReferenceReadsTheValueTheContextHolds() throws {
        var context = try StandInDecodingContext(
            tokens: ##"""
            {"base": {"$type": "color", "$value": "#ff0000"},
             "width": {"$type": "dimension", "$value": {"value": 1, "unit": "px"}},
             "line": {"$type": "border", "$value": {"color": "{base}", "width": "{width}", "style": "dashed"}}}
            """##,
            resolved: [TokenPath(["base"]): .color(Self.blue), TokenPath(["width"]): Self.px(3)],
            current: TokenPath(["line"]))
        let value = context.decode(try context.written(TokenPath(["line"])), dialect: .dtcg, as: .border)
        guard case .border(let border)? = value else {
            Issue.record("no border: \(String(describing: value)), \(context.reported)")
            return
        }
        #expect(border.color == Self.blue)
        #expect(border.width.value.value == 3)
        #expect(context.reported == [])
    }

    /// A reference to a token the context holds no value for (one that failed, whose own error
    /// says why) gives no value and no diagnostic of its own.
    @Test func aReferenceToAFailedTokenGivesNothingAndSaysNothing() throws {
        var context = try StandInDecodingContext(
            tokens: #"""
            {"base": {"$type": "color", "$value": "#ff0000"},
             "fill": {"$type": "shadow", "$value": {"color": "{base}", "offsetX": {"value": 0, "unit": "px"}, "offsetY": {"value": 1, "unit": "px"}, "blur": {"value": 2, "unit": "px"}, "spread": {"value": 0, "unit": "px"}}}}
            """#,
            current: TokenPath(["fill"]))
        let value = context.decode(try context.written(TokenPath(["fill"])), dialect: .dtcg, as: .shadow)
        #expect(value == nil)
        #expect(context.reported == [])
    }

    /// A reference to no token goes to the context, which reports it in its own words.
    @Test func aBrokenReferenceIsTheContextsToReport() throws {
        var context = try StandInDecodingContext(
            tokens: #"{"gap": {"$type": "dimension", "$value": "{spacing.missing}"}}"#, current: TokenPath(["gap"]))
        let value = context.decode(try context.written(TokenPath(["gap"])), dialect: .dtcg, as: .dimension)
        #expect(value == nil)
        #expect(context.reported == ["1:42: error: stand-in: no token 'spacing.missing'"])
    }

    /// A JSON Pointer is followed by the context.
    @Test func aPointerIsTheContextsToFollow() throws {
        var context = try StandInDecodingContext(
            tokens: ##"{"base": {"$type": "number", "$value": 2}, "n": {"$type": "number", "$value": {"$ref": "#/base/$value"}}}"##,
            current: TokenPath(["n"]))
        let written = try context.written(TokenPath(["n"]))
        let value = context.decode(written, dialect: .dtcg, as: .number)
        #expect(value == nil)
        #expect(context.pointersAsked == ["#/base/$value"])
    }

    /// Maths computes over the values the context holds, with the warning that gives the result.
    @Test func mathsComputesOverTheContextsValues() throws {
        var context = try StandInDecodingContext(
            tokens: #"{"space": {"$type": "dimension", "$value": {"value": 4, "unit": "px"}}, "gap": {"$type": "dimension", "$value": "{space} * 2"}}"#,
            resolved: [TokenPath(["space"]): Self.px(8)],
            current: TokenPath(["gap"]))
        let value = context.decode(try context.written(TokenPath(["gap"])), dialect: .dtcg, as: .dimension)
        #expect(value == Self.px(16))
        #expect(context.diagnostics.map(\.code) == [.nonStandardValue])
        #expect(context.diagnostics.first?.location.map { "\($0.line):\($0.column)" } == "1:113")
    }

    /// A value Swift cannot hold leaves the token being decoded out, through the context; under
    /// `--strict` the string is the format's error instead.
    @Test func aViewportLengthLeavesTheTokenOut() throws {
        let tokens = #"{"wide": {"$type": "dimension", "$value": "50vw"}}"#
        var context = try StandInDecodingContext(tokens: tokens, current: TokenPath(["wide"]))
        #expect(context.decode(try context.written(TokenPath(["wide"])), dialect: .dtcg, as: .dimension) == nil)
        let reason = try #require(context.leftOut[0])
        #expect(reason.cause == .unit)
        #expect(reason.text == #"the unit 'vw' of "50vw" is relative to what a dimension token cannot know (a font size, a viewport); Swift has no value for it"#)

        var strict = try StandInDecodingContext(tokens: tokens, current: TokenPath(["wide"]), strict: true)
        #expect(strict.decode(try strict.written(TokenPath(["wide"])), dialect: .dtcg, as: .dimension) == nil)
        #expect(strict.leftOut.isEmpty)
        #expect(strict.diagnostics.map(\.severity) == [.error])
        #expect(strict.reported == ["1:43: error: a dimension must be an object with 'value' and 'unit', found a string"])
    }

    /// Any number written as a dimension's value comes back as that number with the text written,
    /// over generated numbers: integers, fractions, negatives, exponents.
    @Test func everyWrittenDimensionComesBackAsWritten() throws {
        var generator = SplitMix64(seed: 1128)
        for _ in 0..<200 {
            let mantissa = Int.random(in: -99_999...99_999, using: &generator)
            let scale = Int.random(in: 0...4, using: &generator)
            var text = String(mantissa)
            if scale > 0 {
                let digits = String(abs(mantissa)).leftPadded(to: scale + 1)
                text = (mantissa < 0 ? "-" : "") + digits.dropLast(scale) + "." + digits.suffix(scale)
            }
            if Bool.random(using: &generator) { text += "e\(Int.random(in: -3...3, using: &generator))" }
            var context = try StandInDecodingContext(
                tokens: #"{"d": {"$type": "dimension", "$value": {"value": \#(text), "unit": "rem"}}}"#, current: TokenPath(["d"]))
            let value = context.decode(try context.written(TokenPath(["d"])), dialect: .dtcg, as: .dimension)
            #expect(value == .dimension(DimensionValue(value: NumberLiteral(value: Double(text)!, text: text), unit: .rem)), "\(text)")
            #expect(context.reported == [], "\(text)")
        }
    }
}

private extension String {
    func leftPadded(to width: Int) -> String {
        count >= width ? self : String(repeating: "0", count: width - count) + self
    }
}
