import Testing
@testable import TokenCompiler
@testable import TokenJSON
@testable import TokenModel
import TokencBenchSupport

/// The quick reading of a plain `{value, unit}` object gives what the general reading gives,
/// which reports nothing about it; every other object is left to the general reading.
@Suite struct PlainMeasureTests {
    /// Generated measure objects, plain and not (units outside the format or spelt otherwise,
    /// values that are strings, references or numbers Swift cannot hold, members missing, added
    /// or repeated): whatever the quick reading reads, the general reading reads the same, without
    /// a diagnostic, as a dimension and as a duration, in both dialects, with and without `--strict`.
    @Test func readsWhatTheGeneralReadingReadsAndNothingElse() throws {
        var generator = SplitMix64(seed: 1202)
        var read = 0
        var leftToTheRules = 0
        for _ in 0..<3_000 {
            let text = Self.measureObject(&generator)
            let json = try parseJSON(text).root
            let dimension = PlainMeasure.measure(json, in: DimensionValue.Unit.self)
            let duration = PlainMeasure.measure(json, in: DurationValue.Unit.self)
            for found in [dimension != nil, duration != nil] {
                if found { read += 1 } else { leftToTheRules += 1 }
            }
            for dialect in [TokenDialect.dtcg, .legacy] {
                for strict in [false, true] {
                    var context = try StandInDecodingContext(tokens: "{}", strict: strict)
                    let value = SourceValue(json, file: "measure.json")
                    if let dimension {
                        let general = context.measureReadingEveryMember(value, dialect: dialect, "dimension", units: ExportedUnitTables.dimension)
                        #expect(general?.value == dimension.value && general?.unit == dimension.unit, "\(text) in \(dialect), strict: \(strict)")
                    }
                    if let duration {
                        let general = context.measureReadingEveryMember(value, dialect: dialect, "duration", units: ExportedUnitTables.duration)
                        #expect(general?.value == duration.value && general?.unit == duration.unit, "\(text) in \(dialect), strict: \(strict)")
                    }
                    #expect(context.reported == [], "\(text) in \(dialect), strict: \(strict)")
                }
            }
        }
        #expect(read > 1_000)
        #expect(leftToTheRules > 1_000)
    }

    /// `decodeDimension` takes the quick reading: a plain object gives its dimension and says nothing.
    @Test func decodeDimensionReadsAPlainObjectQuickly() throws {
        let json = try parseJSON(#"{"unit": "rem", "value": 1.5}"#).root
        var context = try StandInDecodingContext(tokens: "{}")
        let dimension = context.decodeDimension(SourceValue(json, file: "measure.json"), dialect: .dtcg)
        #expect(dimension == DimensionValue(value: NumberLiteral(1.5), unit: .rem))
        #expect(context.reported == [])
    }

    /// A `{value, unit}` object whose members are plain or nearly so, in either order.
    private static func measureObject(_ generator: inout SplitMix64) -> String {
        var members: [String] = []
        if generator.chance(95) {
            let value = generator.chance(85)
                ? NumberLiteral(Double(generator.int(in: -2_000...2_000)) / Double(generator.pick([1, 4, 10, 1_000]))).text
                : generator.pick([#""16""#, #""{size.base}""#, "1e400", "-1e400", "1e-400", "-0", "null", "true", "[1]"])
            members.append(#""value": \#(value)"#)
        }
        if generator.chance(95) {
            let unit = generator.chance(85)
                ? generator.pick(["px", "rem", "ms", "s"])
                : generator.pick(["em", "pt", "dp", "%", "PX", " px", #"\u0070x"#, "", "{unit}"])
            members.append(#""unit": "\#(unit)""#)
        }
        if generator.chance(8) {
            members.append(generator.pick([#""$extensions": {}"#, #""units": "px""#, #""value": 2"#, #""unit": "px""#]))
        }
        if generator.chance(50) { members.reverse() }
        return "{" + members.joined(separator: ", ") + "}"
    }
}
