import Testing
@testable import Lowering
@testable import TokenCompiler
@testable import TokenJSON
@testable import TokenModel
@testable import SwiftOutput

@Suite struct ColorConversionTests {
    static func color(_ space: ColorSpace, _ c: [Double?]) -> ColorValue {
        ColorValue(colorSpace: space, components: c.map { $0.map { .number(NumberLiteral($0)) } ?? .none })
    }

    @Test(arguments: [
        // Drawn as written.
        (ColorSpace.srgb, [0.2, 0.4, 0.6] as [Double?], DisplayColor(space: .sRGB, red: 0.2, green: 0.4, blue: 0.6)),
        (.srgbLinear, [0.5, 0.5, 0.5], DisplayColor(space: .sRGBLinear, red: 0.5, green: 0.5, blue: 0.5)),
        (.displayP3, [1, 0, 0], DisplayColor(space: .displayP3, red: 1, green: 0, blue: 0)),
        // Cylindrical sRGB.
        (.hsl, [120, 100, 50], DisplayColor(space: .sRGB, red: 0, green: 1, blue: 0)),
        (.hsl, [0, 0, 50], DisplayColor(space: .sRGB, red: 0.5, green: 0.5, blue: 0.5)),
        (.hsl, [210, 50, 40], DisplayColor(space: .sRGB, red: 0.2, green: 0.4, blue: 0.6)),
        (.hwb, [0, 20, 20], DisplayColor(space: .sRGB, red: 0.8, green: 0.2, blue: 0.2)),
        (.hwb, [90, 60, 60], DisplayColor(space: .sRGB, red: 0.5, green: 0.5, blue: 0.5)),
        // Through XYZ.
        (.lab, [100, 0, 0], DisplayColor(space: .sRGB, red: 1, green: 1, blue: 1)),
        (.lab, [50, 0, 0], DisplayColor(space: .sRGB, red: 0.466327, green: 0.466327, blue: 0.466327)),
        (.lch, [50, 0, 0], DisplayColor(space: .sRGB, red: 0.466327, green: 0.466327, blue: 0.466327)),
        (.oklab, [1, 0, 0], DisplayColor(space: .sRGB, red: 1, green: 1, blue: 1)),
        (.oklch, [0.5, 0, nil], DisplayColor(space: .sRGB, red: 0.388573, green: 0.388573, blue: 0.388573)),
        (.oklch, [0.6279553606145516, 0.25768330773615683, 29.2338851923426], DisplayColor(space: .sRGB, red: 1, green: 0, blue: 0)),
        (.xyzD65, [0.9504559270516716, 1, 1.0890577507598784], DisplayColor(space: .sRGB, red: 1, green: 1, blue: 1)),
        (.xyzD50, [0.9642956764295677, 1, 0.8251046025104602], DisplayColor(space: .sRGB, red: 1, green: 1, blue: 1)),
        (.a98RGB, [1, 1, 1], DisplayColor(space: .sRGB, red: 1, green: 1, blue: 1)),
        (.prophotoRGB, [1, 1, 1], DisplayColor(space: .sRGB, red: 1, green: 1, blue: 1)),
        (.rec2020, [0, 0, 0], DisplayColor(space: .sRGB, red: 0, green: 0, blue: 0)),
        // Outside sRGB, inside Display P3: kept wide.
        (.oklch, [0.7, 0.25, 145], DisplayColor(space: .displayP3, red: 0.274876, green: 0.751343, blue: 0.225443)),
        
        // Outside Display P3: clipped, and flagged.
        (.a98RGB, [0, 1, 0], DisplayColor(space: .displayP3, red: 0, green: 0.979313, blue: 0.177436, inGamut: false)),
        (.rec2020, [0, 1, 0], DisplayColor(space: .displayP3, red: 0, green: 1, blue: 0, inGamut: false)),
    ])
    func convertsToWhatSwiftUIDraws(space: ColorSpace, components: [Double?], expected: DisplayColor) {
        #expect(ColorConversion.display(Self.color(space, components)) == expected)
    }

    @Test func anOutOfGamutColorIsAWarningAtTheToken() {
        let location = SourceLocation(file: "t.json", line: 3, column: 5)
        let green = ResolvedToken(
            path: TokenPath(["color", "green"]), type: .color, value: .color(Self.color(.rec2020, [0, 1, 0])), location: location)
        let warnings = ColorGamutCheck.warnings(for: green)
        #expect(warnings.map(\.code) == [.outOfGamut])
        #expect(warnings.first?.location == location)
        #expect(warnings.first?.severity == .warning)
        #expect(warnings.first?.message == "the color of 'color.green' (rec2020) lies outside Display P3; SwiftUI gets it clipped to Display P3")
        let inside = ResolvedToken(
            path: TokenPath(["color", "gray"]), type: .color, value: .color(Self.color(.rec2020, [0.5, 0.5, 0.5])), location: location)
        #expect(ColorGamutCheck.warnings(for: inside).isEmpty)
    }

    @Test func anAliasDoesNotRepeatItsTargetsWarning() {
        let report = buildJSON("""
            {
              "green": { "$type": "color", "$value": { "colorSpace": "rec2020", "components": [0, 1, 0] } },
              "ok": { "$type": "color", "$value": "{green}" }
            }
            """)
        #expect(report.succeeded)
        #expect(report.diagnostics.map { "\($0.code) \($0.location?.description ?? "")" } == ["out-of-gamut base.json:2:3"])
    }
}
