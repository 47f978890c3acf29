import Testing
@testable import Lowering
@testable import TokenCompiler
@testable import TokenModel
@testable import SwiftOutput

/// Which dimensions become ready shapes: those with "radius" or "corner" in their path.
@Suite struct ShapesEmitterTests {
    @Test(arguments: [
        ("radius", true), ("cornerRadius", true), ("CORNER", true), ("Border-Radius-lg", true),
        ("radii", false), ("corne", false), ("", false), ("gap", false),
        // Other text is lower-cased by Unicode's rules: "İ" becomes "i" and a combining dot.
        ("Ecke-CORNER-ä", true), ("RADİUS", false), ("größe", false),
    ])
    func aNameSaysRadius(name: String, says: Bool) {
        #expect(RadiusNames.says(name) == says)
    }

    @Test func dimensionsUnderARadiusNameOrNamedSoBecomeShapes() throws {
        let report = buildJSON("""
            {
              "Corner": { "$type": "dimension", "sm": { "$value": { "value": 4, "unit": "px" } } },
              "space": {
                "$type": "dimension",
                "cornerRadiusLg": { "$value": { "value": 12, "unit": "px" } },
                "gap": { "$value": { "value": 8, "unit": "px" } }
              },
              "radius": { "scale": { "$type": "number", "$value": 2 } }
            }
            """)
        let shapes = try #require(report.files.first { $0.path == "SwiftUI/AppTheme+Shapes.swift" })
        let declared = shapes.contents.split(separator: "\n").filter { $0.contains("var ") }.map { $0.trimmingPrefix(while: { $0 == " " }) }
        #expect(declared == [
            "public var smShape: RoundedRectangle {",
            "public var cornerRadiusLgShape: RoundedRectangle {",
        ])
    }
}
