import Testing
@testable import Lowering
@testable import TokenCompiler
@testable import TokenModel

/// A unit or an alpha beside `$value`, as teams whose Style Dictionary transforms join them write
/// it (HashiCorp's `time/duration`, `dimension/unit`, `color/with-alpha`): read with the number
/// or the color it stands beside, not dropped; a warning gives the format's object, and under
/// `--strict` each is an error.
@Suite struct SiblingUnitTests {
    static let tokens = ##"""
        {
          "color": { "neutral": { "$type": "color", "$value": "#3b3d45" },
                     "scrim": { "$type": "color", "$value": "{color.neutral}", "alpha": "0.4" } },
          "tabs": { "$type": "duration", "slow": { "$value": "0.6", "unit": "s" }, "fast": { "$value": 150, "unit": "ms" } },
          "radius": { "small": { "$type": "dimension", "$value": "5", "unit": "px" }, "large": { "$type": "dimension", "$value": ".5", "unit": "rem" } },
          "width": { "$type": "dimension", "$value": "2", "unit": "pt" }
        }
        """##

    @Test func theUnitAndTheAlphaBesideTheValueAreRead() {
        let report = validateJSON(Self.tokens, options: ReaderOptions())
        #expect(report.value("tabs.slow") == .duration(DurationValue(value: NumberLiteral(value: 0.6, text: "0.6"), unit: .s)))
        #expect(report.value("tabs.fast") == .duration(DurationValue(value: NumberLiteral(value: 150, text: "150"), unit: .ms)))
        #expect(report.value("radius.small") == .dimension(DimensionValue(value: NumberLiteral(value: 5, text: "5"), unit: .px)))
        #expect(report.value("radius.large") == .dimension(DimensionValue(value: NumberLiteral(value: 0.5, text: "0.5"), unit: .rem)))
        if case .color(let scrim)? = report.value("color.scrim") { #expect(scrim.alpha?.value == 0.4) } else { Issue.record("no color") }
        let printed = report.diagnostics.filter { $0.code == .legacyMapping || $0.message.contains("'alpha'") || $0.code == .ignoredProperty }
            .map { "\($0.location!.position) \($0.message)" }
        #expect(printed == [
            #"3:72 'alpha' beside $value is not part of the format; read as the color with alpha 0.4 (write the color as an object with "alpha": 0.4 in $value)"#,
            #"4:61 'unit' beside $value is not part of the format; "0.6" with the unit 's' is read as {"value": 0.6, "unit": "s"} (write that object as $value)"#,
            #"4:101 'unit' beside $value is not part of the format; 150 with the unit 'ms' is read as {"value": 150, "unit": "ms"} (write that object as $value)"#,
            #"5:63 'unit' beside $value is not part of the format; "5" with the unit 'px' is read as {"value": 5, "unit": "px"} (write that object as $value)"#,
            #"5:128 'unit' beside $value is not part of the format; ".5" with the unit 'rem' is read as {"value": 0.5, "unit": "rem"} (write that object as $value)"#,
            // A unit the format does not write is not guessed at.
            "6:51 the property 'unit' is not part of the format and is ignored; remove it, or move it into $extensions",
        ])
    }

    /// Style Dictionary 3 sources whose size transform reads `unit` (`{"value": "608", "unit":
    /// "px"}` under `size`): read with it, not as 608rem by the category; a unit the format has no
    /// object for is the text a source writes, read as such text is (`"50%"`: left out).
    @Test func aUnitBesideAValueInAStyleDictionarySourceIsRead() {
        let json = ##"""
            { "size": { "breakpoint": {
              "tablet": { "value": "608", "unit": "px" },
              "circle": { "value": 50, "unit": "%" },
              "font": { "value": "1", "unit": "rem" },
              "plain": { "value": "2" },
              "track": { "value": 1, "unit": "pixels" } } } }
            """##
        let report = validateJSON(json, options: ReaderOptions())
        #expect(report.value("size.breakpoint.tablet") == .dimension(DimensionValue(value: NumberLiteral(value: 608, text: "608"), unit: .px)))
        #expect(report.value("size.breakpoint.font") == .dimension(DimensionValue(value: NumberLiteral(value: 1, text: "1"), unit: .rem)))
        #expect(report.value("size.breakpoint.plain") == .dimension(DimensionValue(value: NumberLiteral(value: 2, text: "2"), unit: .rem)))
        #expect(report.value("size.breakpoint.circle") == nil)
        // Figma's name of the unit (its plugin API's `PIXELS`).
        #expect(report.value("size.breakpoint.track") == .dimension(DimensionValue(value: NumberLiteral(value: 1, text: "1"), unit: .px)))
        let printed = report.diagnostics.filter { $0.code == .legacyMapping || $0.code == .leftOut }.map { "\($0.location!.position) \($0.message)" }
        #expect(printed == [
            #"2:31 'unit' beside value is not part of the format; "608" with the unit 'px' is read as {"value": 608, "unit": "px"} (write that object as value)"#,
            #"3:24 'size.breakpoint.circle' is left out of the theme: the unit '%' of "50%" is relative to what a dimension token cannot know (a font size, a viewport); Swift has no value for it"#,
            #"3:28 'unit' beside value is not part of the format; 50 with the unit '%' is read as "50%" (write that as value)"#,
            #"4:27 'unit' beside value is not part of the format; "1" with the unit 'rem' is read as {"value": 1, "unit": "rem"} (write that object as value)"#,
            // Without a unit, the category's reading stands.
            #"5:23 the unitless "2" is read as 2rem: Style Dictionary's size tokens are rem (write {"value": 2, "unit": "rem"})"#,
            #"6:26 'unit' beside value is not part of the format; 1 with the unit 'pixels' is read as {"value": 1, "unit": "px"} (write that object as value)"#,
        ])
    }

    @Test func strictMakesEachAnError() {
        let report = validateJSON(Self.tokens, options: ReaderOptions(strict: true))
        let errors = report.diagnostics.filter { $0.severity == .error && ($0.message.contains("property 'unit'") || $0.message.contains("'unit' beside") || $0.message.contains("'alpha'")) }
        #expect(errors.map { "\($0.location!.position)" } == ["3:72", "4:61", "4:101", "5:63", "5:128", "6:51"])
    }
}
