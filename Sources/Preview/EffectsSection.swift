import TokenModel

/// Borders drawn around a box, shadows under a card, gradients across a bar, stroke styles as lines.
struct EffectsSection {
    let model: PreviewModel

    func write(into html: inout HTMLWriter) {
        TokenTable(model: model, section: .effects).write(model.tokens(in: .effects), into: &html) { _, value, column, html in
            Self.draw(value.value, surface: column.surfaceClass, into: &html)
            PreviewText.write(value, into: &html)
        }
    }

    /// A border, shadow, gradient or stroke style drawn; other values draw nothing. A shadow's
    /// card is painted with the permutation's surface class.
    static func draw(_ value: TokenValue, surface: String?, into html: inout HTMLWriter) {
        switch value {
        case .border(let border):
            var style = CSSStyle()
            style.set("border") { CSS.border(border, color: $0) }
            html.element("div", [.class("border"), .style(style)]) { _ in }
        case .shadow(let shadow):
            var style = CSSStyle()
            style.set("box-shadow") { CSS.shadow(shadow, color: $0) }
            html.element("div", [.class("shadow", surface ?? ""), .style(style)]) { _ in }
        case .gradient(let gradient):
            var style = CSSStyle()
            style.set("background-image") { CSS.gradient(gradient, color: $0) }
            html.element("div", [.class("gradient"), .style(style)]) { _ in }
        case .strokeStyle(let stroke):
            html.element("div", [.class("stroke"), .style(CSSStyle([("border-top-style", CSS.strokeKeyword(stroke))]))]) { _ in }
        default:
            break
        }
    }
}
