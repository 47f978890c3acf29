/// The typography ramp drawn in each style, with font families and weights.
///
/// The sample text is the style sheet's (`::before` content), each font stack a class of it
/// (``PreviewModel/fontFamilyClass(_:)``), and a sample's size, weight, line height and letter
/// spacing short custom properties (`--s`, `--w`, `--l`, `--t`) that the style sheet applies, so
/// that thousands of samples do not each repeat them.
struct TypographySection {
    let model: PreviewModel

    func write(into html: inout HTMLWriter) {
        TokenTable(model: model, section: .typography).write(model.tokens(in: .typography), into: &html) { _, value, _, html in
            var style = CSSStyle()
            switch value.value {
            case .typography(let typography):
                style.set("--s", CSS.length(typography.fontSize))
                style.set("--w", CSS.number(min(max(typography.fontWeight.value.value, 1), 1000)))
                style.set("--l", CSS.number(typography.lineHeight.value))
                style.set("--t", CSS.length(typography.letterSpacing))
                html.element("p", [.class("type", model.fontFamilyClass(typography.fontFamily)), .style(style)]) { _ in }
            case .fontFamily(let family):
                html.element("p", [.class("type", "glyphs", model.fontFamilyClass(family))]) { _ in }
            case .fontWeight(let weight):
                style.set("--w", CSS.number(min(max(weight.value.value, 1), 1000)))
                html.element("p", [.class("type", "glyphs"), .style(style)]) { _ in }
            default:
                break
            }
            PreviewText.write(value, into: &html)
        }
    }
}
