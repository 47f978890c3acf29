import Foundation
import Testing
@testable import TokenCompiler
import TokencBenchSupport
@testable import TokenModel
@testable import SwiftOutput

/// For random finite doubles in every numeric slot of every token type (±1e308, the largest and
/// smallest doubles, subnormals and -0 among them), a build either fails with an error at the
/// value, or gives Swift that type-checks. `inf`, `-nan` and silent zeros once built with exit 0.
@Suite struct NumericSlotPropertyTests {
    /// Values that sit at the edges of what a `Double` and the format allow.
    static let edges: [Double] = [
        1e308, -1e308, .greatestFiniteMagnitude, -.greatestFiniteMagnitude, .leastNonzeroMagnitude, -.leastNonzeroMagnitude,
        .leastNormalMagnitude, -0.0, 0, 1, -1, 0.5, 1e-7, 360, 1000, 1e15, 123_456_789_012_345_680,
    ]

    static func randomDouble(using generator: inout SplitMix64) -> Double {
        switch generator.below(4) {
        case 0: return generator.pick(edges)
        case 1:
            // Any finite bit pattern: subnormals, huge and tiny numbers of both signs.
            while true {
                let value = Double(bitPattern: generator.next())
                if value.isFinite { return value }
            }
        case 2: return Double(generator.int(in: -2_000...2_000)) / 8
        default: return Double(generator.below(1_000_001)) / 1_000_000
        }
    }

    /// The JSON text of a finite double: Swift's shortest round-trip form is valid JSON.
    static func json(_ value: Double) -> String { "\(value)" }

    /// One token per slot kind: a `$type` and a `$value` with `x` in the slot under test.
    static func slots(_ x: String) -> [(type: String, value: String)] {
        let dimension = #"{ "value": 4, "unit": "px" }"#
        let color = #"{ "colorSpace": "srgb", "components": [0.1, 0.2, 0.3] }"#
        var slots: [(String, String)] = [
            ("number", x),
            ("dimension", #"{ "value": \#(x), "unit": "px" }"#),
            ("dimension", #"{ "value": \#(x), "unit": "rem" }"#),
            ("duration", #"{ "value": \#(x), "unit": "ms" }"#),
            ("duration", #"{ "value": \#(x), "unit": "s" }"#),
            ("cubicBezier", "[\(x), 0, 1, 1]"),
            ("cubicBezier", "[0, \(x), 1, 1]"),
            ("cubicBezier", "[0, 0, 1, \(x)]"),
            ("fontWeight", x),
            ("color", #"{ "colorSpace": "srgb", "components": [0.1, 0.2, 0.3], "alpha": \#(x) }"#),
            ("border", #"{ "color": \#(color), "width": { "value": \#(x), "unit": "px" }, "style": "solid" }"#),
            ("strokeStyle", #"{ "dashArray": [{ "value": \#(x), "unit": "rem" }], "lineCap": "round" }"#),
            ("transition", #"{ "duration": { "value": \#(x), "unit": "ms" }, "delay": { "value": 0, "unit": "ms" }, "timingFunction": [0, 0, 1, 1] }"#),
            ("transition", #"{ "duration": { "value": 1, "unit": "ms" }, "delay": { "value": \#(x), "unit": "s" }, "timingFunction": [0.5, \#(x), 1, 1] }"#),
            ("gradient", #"[{ "color": \#(color), "position": \#(x) }, { "color": \#(color), "position": 1 }]"#),
            ("typography", #"{ "fontFamily": "A", "fontSize": { "value": \#(x), "unit": "rem" }, "fontWeight": 400, "letterSpacing": \#(dimension), "lineHeight": 1.2 }"#),
            ("typography", #"{ "fontFamily": "A", "fontSize": \#(dimension), "fontWeight": \#(x), "letterSpacing": { "value": \#(x), "unit": "px" }, "lineHeight": \#(x) }"#),
        ]
        for (name, offset) in [("offsetX", 0), ("offsetY", 1), ("blur", 2), ("spread", 3)] {
            var members = ["offsetX", "offsetY", "blur", "spread"].map { #""\#($0)": \#(dimension)"# }
            members[offset] = #""\#(name)": { "value": \#(x), "unit": "px" }"#
            slots.append(("shadow", #"{ "color": \#(color), \#(members.joined(separator: ", ")) }"#))
        }
        for space in ColorSpace.allCases {
            for component in 0..<3 {
                var components = space.componentRanges.map { NumberLiteral(($0.lowerBound.isFinite ? $0.lowerBound : 0) + 0.25).text }
                components[component] = x
                slots.append(("color", #"{ "colorSpace": "\#(space.rawValue)", "components": [\#(components.joined(separator: ", "))] }"#))
            }
        }
        return slots
    }

    /// A token file with one token per line (`tN` on line N + 1), for each slot `rounds` times.
    static func tokens(seed: UInt64, rounds: Int) -> [(type: String, value: String)] {
        var generator = SplitMix64(seed: seed)
        var result: [(String, String)] = []
        for _ in 0..<rounds {
            let count = slots("0").count
            for index in 0..<count {
                result.append(slots(json(randomDouble(using: &generator)))[index])
            }
        }
        return result
    }

    static func file(_ tokens: [(type: String, value: String)], leaving excluded: Set<Int> = []) -> String {
        let lines = tokens.enumerated().map { index, token in
            excluded.contains(index) ? #""skipped\#(index)": {}"# : #""t\#(index)": { "$type": "\#(token.type)", "$value": \#(token.value) }"#
        }
        return "{\n" + lines.joined(separator: ",\n") + "\n}\n"
    }

    @Test(arguments: [UInt64(1), 2, 3, 4])
    func everyBuildFailsAtTheValueOrTypeChecks(seed: UInt64) throws {
        let tokens = Self.tokens(seed: seed, rounds: 10)
        let first = validateJSON(Self.file(tokens), options: ReaderOptions())
        var failed = Set<Int>()
        for diagnostic in first.diagnostics where diagnostic.severity == .error {
            // Every error points into the line of the token whose value is wrong.
            let line = try #require(diagnostic.location?.position.line, "\(diagnostic.message)")
            #expect(diagnostic.location?.file == "tokens.json")
            #expect((2...tokens.count + 1).contains(line))
            failed.insert(line - 2)
        }
        // Between the two extremes both outcomes occur, so neither half of the test is empty.
        #expect(failed.count > tokens.count / 20)
        #expect(failed.count < tokens.count * 19 / 20)

        let rest = validateJSON(Self.file(tokens, leaving: failed), options: ReaderOptions())
        #expect(!rest.diagnostics.containsErrors, "\(rest.diagnostics.filter { $0.severity == .error }.prefix(3).map(\.message))")
        let build = buildTheme(from: rest)
        #expect(build.succeeded)
        let generated = build.files.map(\.contents).joined()
        #expect(generated.firstMatch(of: /\b(inf|nan)\b/) == nil)
        let result = try SwiftTypeChecker.typeCheck(files: EmitFixtures.sources(build.files))
        #expect(result.succeeded, Comment(rawValue: result.description))
    }
}
