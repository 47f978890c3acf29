import Foundation
import Testing
@testable import TokenCompiler
@testable import TokenJSON
@testable import TokenModel
@testable import SwiftOutput
@testable import Preview

/// Numbers that Swift cannot hold as written are errors at the number, under every mode: they
/// once built with exit 0 into `inf`, `-nan` or a silent 0, and the preview trapped on them.
@Suite struct FiniteNumberTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var type: String
        var value: String
        var message: String
        /// The text the error points at: its first occurrence on the token's line.
        var at: String
        var testDescription: String { "\(type) \(value)" }
    }

    static let tooLarge = "the number 1e400 is too large: a Swift Double holds at most ±1.8e308"
    static let tooSmall = "the number 1e-400 is too small: a Swift Double reads it as 0; write 0, or a number of at least 5e-324"

    static let cases: [Case] = [
        Case(type: "number", value: "1e400", message: tooLarge, at: "1e400"),
        Case(type: "number", value: "-1e400", message: "the number -1e400 is too large: a Swift Double holds at most ±1.8e308", at: "-1e400"),
        Case(type: "number", value: "1e-400", message: tooSmall, at: "1e-400"),
        Case(type: "dimension", value: #"{ "value": 1e400, "unit": "px" }"#, message: tooLarge, at: "1e400"),
        Case(type: "dimension", value: #"{ "value": 1e308, "unit": "rem" }"#,
             message: "the dimension 1e308rem is too large: in points (times a rem base of up to 1000) it exceeds what a Swift Double holds", at: "{ \"value\""),
        Case(type: "duration", value: #"{ "value": 1e-400, "unit": "s" }"#, message: tooSmall, at: "1e-400"),
        Case(type: "duration", value: #"{ "value": 1e-322, "unit": "ms" }"#,
             message: "the duration 1e-322ms is too small: in seconds a Swift Double reads it as 0; write 0, or a longer duration", at: "{ \"value\""),
        Case(type: "cubicBezier", value: "[0, 1e400, 1, 1]", message: tooLarge, at: "1e400"),
        Case(type: "fontWeight", value: "1e-400", message: tooSmall, at: "1e-400"),
        Case(type: "color", value: #"{ "colorSpace": "oklab", "components": [1, 1e308, 0] }"#,
             message: "this oklab color cannot be shown: converting it into Display P3 or sRGB overflows a Swift Double; its components are far outside any screen's colors", at: "{ \"colorSpace\""),
        Case(type: "color", value: #"{ "colorSpace": "lch", "components": [50, 1e300, 30] }"#,
             message: "this lch color cannot be shown: converting it into Display P3 or sRGB overflows a Swift Double; its components are far outside any screen's colors", at: "{ \"colorSpace\""),
        Case(type: "color", value: #"{ "colorSpace": "srgb", "components": [1, 0, 0], "alpha": 1e-400 }"#, message: tooSmall, at: "1e-400"),
        Case(type: "typography", value: #"{ "fontFamily": "A", "fontSize": { "value": 16, "unit": "px" }, "fontWeight": 400, "letterSpacing": { "value": 0, "unit": "px" }, "lineHeight": 1e400 }"#,
             message: tooLarge, at: "1e400"),
    ]

    private func json(_ testCase: Case) -> String {
        "{\n  \"t\": { \"$type\": \"\(testCase.type)\", \"$value\": \(testCase.value) }\n}\n"
    }

    @Test(arguments: cases, [false, true])
    func unrepresentableNumberIsAnErrorAtIt(_ testCase: Case, strict: Bool) {
        let report = validateJSON(json(testCase), options: ReaderOptions(strict: strict))
        #expect(report.diagnostics.map(\.message) == [testCase.message])
        #expect(report.diagnostics.map(\.code) == [.invalidValue])
        let line = json(testCase).split(separator: "\n")[1]
        let column = line.distance(from: line.startIndex, to: line.range(of: testCase.at)!.lowerBound) + 1
        #expect(report.diagnostics.first?.location?.position == SourcePosition(line: 2, column: column))
        #expect(report.value("t") == nil)
        let build = buildTheme(from: report)
        #expect(build.files.isEmpty)
    }

    @Test func largestAndSmallestFiniteNumbersBuild() {
        let report = validateJSON(#"""
            {
              "big": { "$type": "number", "$value": -1.7976931348623157e308 },
              "tiny": { "$type": "number", "$value": 5e-324 },
              "zero": { "$type": "number", "$value": -0.0e-400 },
              "rem": { "$type": "dimension", "$value": { "value": 1e305, "unit": "rem" } }
            }
            """#)
        #expect(report.diagnostics.isEmpty)
        #expect(report.value("tiny") == .number(NumberLiteral(value: .leastNonzeroMagnitude, text: "5e-324")))
        #expect(report.value("zero") == .number(NumberLiteral(value: 0, text: "-0.0e-400")))
    }

    @Test(arguments: [
        (#"{ "size": { "value": "1e-400px", "type": "dimension" } }"#, #"expected a dimension: an object with 'value' and 'unit', found "1e-400px""#),
        (#"{ "size": { "value": "1e400px", "type": "dimension" } }"#, #"expected a dimension: an object with 'value' and 'unit', found "1e400px""#),
        (#"{ "size": { "value": 1e400, "type": "number" } }"#, tooLarge),
        (#"{ "size": { "value": 1e-400, "type": "dimension" } }"#, tooSmall),
        (#"{ "size": { "value": { "r": 255, "g": 0, "b": 0, "a": 1e-400 }, "type": "color" } }"#, tooSmall),
    ])
    func legacyFilesHaveTheSameGuarantee(json: String, message: String) {
        let report = validateJSON(json, options: ReaderOptions(strict: false))
        #expect(report.diagnostics.filter { $0.severity == .error }.map(\.message) == [message])
    }

    /// The preview converts colors to sRGB hex; NaN once reached `Int(_:)` there and trapped.
    @Test func previewHexNeverTraps() {
        let color = ColorValue(colorSpace: .oklab, components: [.number(NumberLiteral(1)), .number(NumberLiteral(1e308)), .number(NumberLiteral(0))])
        let srgb = SRGBColor(color)
        #expect(srgb.red.isNaN || srgb.green.isNaN || srgb.blue.isNaN)
        #expect(srgb.hex.count == 7)
        #expect(SRGBColor(red: .nan, green: .infinity, blue: -.infinity, alpha: .nan).hexWithAlpha == "#00ff0000")
    }
}
