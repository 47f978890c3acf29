/// The typography ramp drawn in each style, with font families and weights.
struct TypographySection {
    static let sample = "Sphinx of black quartz, judge my vow"

    let model: PreviewModel

    func write(into html: inout HTMLWriter) {
        TokenTable(model: model, section: .typography).write(model.tokens(in: .typography), into: &html) { _, value, _, html in
            var style = CSSStyle()
            switch value.value {
            case .typography(let typography):
                style.setTypography(typography)
                html.element("p", [.class("type-sample"), .style(style)], text: Self.sample)
            case .fontFamily(let family):
                style.set("font-family", CSS.fontFamily(family))
                html.element("p", [.class("type-sample"), .style(style)], text: "Aa Bb Cc 0123")
            case .fontWeight(let weight):
                style.set("font-weight", CSS.number(min(max(weight.value.value, 1), 1000)))
                html.element("p", [.class("type-sample"), .style(style)], text: "Aa Bb Cc 0123")
            default:
                break
            }
            PreviewText.write(value.value, into: &html)
        }
    }
}
