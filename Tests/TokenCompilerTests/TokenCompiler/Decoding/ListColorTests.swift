import Foundation
import Testing
@testable import TokenCompiler
@testable import TokenModel
@testable import SwiftOutput

/// Shapes a Style Dictionary repository's own transforms read: a color as the list of `rgba()`'s
/// arguments, and an object of per-breakpoint values, which no token type holds.
@Suite struct ListColorTests {
    @Test func aListOfRGBAArgumentsIsThatColor() throws {
        let report = buildJSON(#"{ "color": { "white": { "value": [255, 255, 255, 1] }, "veil": { "value": [0, 0, 0, 0.5] } } }"#)
        #expect(report.succeeded)
        let colors = report.theme.tokens.compactMap { token -> String? in
            guard case .color(let color) = token.values[0].value else { return nil }
            return "\(token.path) \(ColorDecodingTestSupport.hex(color))"
        }
        #expect(colors == ["color.white #ffffff 1.0", "color.veil #000000 0.5"])
        #expect(DialectReadingTests.summary(report).dropFirst().first == ##"warning non-standard-color 1:34 the list [255, 255, 255, 1] is read as rgba(255, 255, 255, 1): red, green and blue from 0 to 255 and alpha from 0 to 1 (write {"colorSpace": "srgb", "components": [1, 1, 1], "alpha": 1, "hex": "#ffffff"})"##)
        #expect(buildJSON(#"{ "color": { "white": { "value": [255, 255, 255, 1] } } }"#, strict: true).diagnostics.filter { $0.severity == .error }.count == 1)
    }

    /// `[1, 1, 1]` is white as components from 0 to 1 and near black as channels to 255: not read.
    @Test func anAmbiguousListIsNoColor() {
        let report = buildJSON(#"{ "color": { "$type": "color", "x": { "$value": [1, 1, 1] } }, "z": { "$type": "number", "$value": 1 } }"#)
        #expect(report.diagnostics.filter { $0.severity == .error }.map(\.code) == [.invalidValue])
    }

    /// A size per breakpoint is no dimension, whatever its group's name says: left out as an
    /// object of no shape, not an error.
    @Test func anObjectPerBreakpointIsNoDimension() {
        let report = buildJSON(#"{ "space": { "1": { "value": { "default": "16px", "atMedium": "18px" } }, "2": { "value": "8px" } } }"#)
        #expect(report.succeeded)
        #expect(report.theme.tokens.map(\.path.description) == ["space.2"])
        #expect(report.diagnostics.compactMap(\.leftOut).map(\.path.description) == ["space.1"])
    }
}

enum ColorDecodingTestSupport {
    /// `#rrggbb alpha` of an sRGB color.
    static func hex(_ color: ColorValue) -> String {
        let channels = color.components.map { component -> String in
            guard case .number(let number) = component else { return "--" }
            return String(format: "%02x", Int((number.value * 255).rounded()))
        }
        return "#\(channels.joined()) \(color.alpha?.value ?? 1)"
    }
}
