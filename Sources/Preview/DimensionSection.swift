import Lowering
import TokenModel

/// Dimensions drawn to size: radii as rounded squares, font sizes as text, everything else
/// (spacing, sizes) as bars as long as the value.
struct DimensionSection {
    /// Longer bars are cut here and say so.
    static let maximumBar = 360.0

    enum Drawing { case radius, fontSize, bar }

    /// How a dimension is drawn, from its path: a radius (``RadiusNames``, as the generated
    /// shapes read it) draws a corner, a `font` name a text size, anything else a bar.
    static func drawing(for path: TokenPath) -> Drawing {
        if path.components.contains(where: RadiusNames.says) { return .radius }
        if path.components.contains(where: { $0.lowercased().contains("font") }) { return .fontSize }
        return .bar
    }

    let model: PreviewModel

    func write(into html: inout HTMLWriter) {
        TokenTable(model: model, section: .dimensions).write(model.tokens(in: .dimensions), into: &html) { token, value, _, html in
            guard case .dimension(let dimension) = value.value else { return }
            Self.draw(dimension, as: Self.drawing(for: token.path), into: &html)
            PreviewText.write(value, into: &html)
        }
    }

    static func draw(_ dimension: DimensionValue, as drawing: Drawing, into html: inout HTMLWriter) {
        let pixels = CSS.pixels(dimension)
        var style = CSSStyle()
        switch drawing {
        case .radius:
            style.set("border-radius", CSS.px(max(pixels, 0)))
            html.element("div", [.class("radius-sample"), .style(style)]) { _ in }
        case .fontSize:
            style.set("font-size", CSS.px(min(max(pixels, 1), 200)))
            html.element("p", [.class("size-sample"), .style(style)], text: "Aa")
        case .bar:
            style.set("width", CSS.px(min(max(pixels, 0), maximumBar)))
            html.element("div", [.class("bar"), .style(style)]) { _ in }
            if pixels > maximumBar { html.element("p", [.class("meta")], text: "drawn cut at \(CSS.px(maximumBar))") }
            if pixels < 0 { html.element("p", [.class("meta")], text: "negative: not drawn") }
        }
    }
}
