import Testing
@testable import TokenCompiler
@testable import TokenJSON
@testable import TokenModel
import TokencBenchSupport

/// The quick reading of a plain color object gives what the general reading gives, which reports
/// nothing about it; every other object is left to the general reading.
@Suite struct PlainColorObjectTests {
    /// Generated color objects, plain and not (unknown spaces, components out of range or of the
    /// wrong count, `"none"`, references, numbers Swift cannot hold, escapes, alphas and hexes of
    /// every kind, other members, repeated keys): whatever the quick reading reads, the general
    /// reading reads the same, without a diagnostic, with and without `--strict`.
    @Test func readsWhatTheGeneralReadingReadsAndNothingElse() throws {
        var generator = SplitMix64(seed: 1201)
        var read = 0
        var leftToTheRules = 0
        for _ in 0..<3_000 {
            let text = Self.colorObject(&generator)
            let json = try parseJSON(text).root
            let quick = PlainColorObject.color(json)
            if quick == nil { leftToTheRules += 1 } else { read += 1 }
            guard let quick else { continue }
            for strict in [false, true] {
                var context = try StandInDecodingContext(tokens: "{}", strict: strict)
                let general = context.decodeColorReadingEveryMember(SourceValue(json, file: "color.json"), dialect: .dtcg)
                #expect(general == quick, "\(text), strict: \(strict)")
                #expect(context.reported == [], "\(text), strict: \(strict)")
            }
        }
        #expect(read > 300)
        #expect(leftToTheRules > 300)
    }

    /// `decodeColor` takes the quick reading: a plain object gives its color and says nothing.
    @Test func decodeColorReadsAPlainObjectQuickly() throws {
        let json = try parseJSON(##"{"hex": "#ff8000", "alpha": 0.5, "components": [1, 0.5, 0], "colorSpace": "srgb"}"##).root
        var context = try StandInDecodingContext(tokens: "{}")
        let color = context.decodeColor(SourceValue(json, file: "color.json"), dialect: .dtcg)
        #expect(color == ColorValue(
            colorSpace: .srgb, components: [.number(NumberLiteral(1)), .number(NumberLiteral(0.5)), .number(NumberLiteral(0))],
            alpha: NumberLiteral(0.5), hex: "#ff8000"))
        #expect(color == PlainColorObject.color(json))
        #expect(context.reported == [])
    }

    /// A color object whose members are plain or nearly so, in a random order.
    private static func colorObject(_ generator: inout SplitMix64) -> String {
        var members: [String] = []
        let space = generator.chance(85) ? generator.pick(ColorSpace.allCases) : .srgb
        if generator.chance(95) {
            let name = generator.chance(90)
                ? "\"\(space.rawValue)\""
                : generator.pick([#""SRGB""#, #""srgbx""#, #""\u0073rgb""#, "5", #""{color.space}""#, #""""#])
            members.append(#""colorSpace": \#(name)"#)
        }
        if generator.chance(95) {
            let ranges = space.componentRanges
            let count = generator.chance(90) ? ranges.count : generator.int(in: 0...5)
            let components = (0..<count).map { index in
                component(&generator, in: index < ranges.count ? ranges[index] : ranges[0])
            }
            members.append(#""components": [\#(components.joined(separator: ", "))]"#)
        }
        if generator.chance(40) {
            let alpha = generator.chance(80)
                ? number(&generator, from: 0, to: 1)
                : generator.pick(["1.5", "-0.1", #""0.5""#, #""{opacity.half}""#, "1e-400", "null"])
            members.append(#""alpha": \#(alpha)"#)
        }
        if generator.chance(40) {
            let hex = generator.chance(75)
                ? "\"#" + (0..<6).map { _ in String(generator.pick(Array("0123456789abcdefABCDEF"))) }.joined() + "\""
                : generator.pick([##""#abc""##, ##""#12345g""##, #""ff8800""#, ##""#ff880080""##, "255", #""\u0023ff8800""#])
            members.append(#""hex": \#(hex)"#)
        }
        if generator.chance(8) {
            members.append(generator.pick([#""$extensions": {}"#, #""colour": "red""#, #""alpha": 1"#, ##""hex": "#000000""##]))
        }
        for index in members.indices.reversed() where index > 0 {
            members.swapAt(index, generator.below(index + 1))
        }
        return "{" + members.joined(separator: ", ") + "}"
    }

    /// One component: mostly a number in its range, sometimes at or past its ends, `"none"`, a
    /// reference, a string, or a number Swift cannot hold.
    private static func component(_ generator: inout SplitMix64, in range: ColorSpace.ComponentRange) -> String {
        switch generator.below(20) {
        case 0: return #""none""#
        case 1: return #""{color.part}""#
        case 2: return generator.pick(["1e400", "-1e400", "1e-400", "-0", "0.0"])
        case 3: return #""0.5""#
        case 4: return number(&generator, from: range.lowerBound - 1, to: range.upperBound + 1)
        default: return number(&generator, from: range.lowerBound, to: range.upperBound)
        }
    }

    /// A number between the bounds (which may be infinite: then a large one), as JSON writes it.
    private static func number(_ generator: inout SplitMix64, from lower: Double, to upper: Double) -> String {
        let low = lower.isFinite ? lower : -1_000
        let high = upper.isFinite ? upper : 1_000
        let value = low + (high - low) * Double(generator.below(1_001)) / 1_000
        return NumberLiteral(value).text
    }
}
