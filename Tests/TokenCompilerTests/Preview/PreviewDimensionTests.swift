import Testing
@testable import Lowering
@testable import Preview
@testable import TokenModel

/// The preview draws a corner for exactly the dimensions the generated code gives a shape.
@Suite struct PreviewDimensionTests {
    @Test(arguments: [
        (["radius", "md"], DimensionSection.Drawing.radius), (["space", "cornerRadiusLg"], .radius), (["Corner"], .radius),
        (["Ecke-CORNER-ä", "x"], .radius), (["RADİUS"], .bar), (["radii", "sm"], .bar), (["space", "gap"], .bar),
        (["font", "size", "body"], .fontSize), (["Radius", "font"], .radius),
    ])
    func aRadiusPathDrawsACorner(path: [String], drawing: DimensionSection.Drawing) {
        #expect(DimensionSection.drawing(for: TokenPath(path)) == drawing)
        #expect((drawing == .radius) == path.contains(where: RadiusNames.says))
    }
}
