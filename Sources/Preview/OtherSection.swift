import TokenModel

/// Durations as bars, timing curves drawn, and the remaining values as text.
struct OtherSection {
    /// Bar pixels per second of duration.
    static let pixelsPerSecond = 200.0

    let model: PreviewModel

    func write(into html: inout HTMLWriter) {
        TokenTable(model: model, section: .other).write(model.tokens(in: .other), into: &html) { _, value, _, html in
            Self.draw(value.value, into: &html)
            PreviewText.write(value, into: &html)
        }
    }

    static func draw(_ value: TokenValue, into html: inout HTMLWriter) {
        switch value {
        case .duration(let duration):
            html.element("div", [.class("bar"), .style(CSSStyle([("width", CSS.px(min(max(duration.seconds, 0), 2) * pixelsPerSecond))]))]) { _ in }
        case .cubicBezier(let curve):
            writeCurve(curve, into: &html)
        case .transition(let transition):
            writeCurve(transition.timingFunction, into: &html)
        default:
            break
        }
    }

    /// The timing curve in a unit square (time across, progress up), as inline SVG.
    static func writeCurve(_ curve: CubicBezierValue, into html: inout HTMLWriter) {
        func point(_ x: NumberLiteral, _ y: NumberLiteral) -> String {
            "\(CSS.number(x.value * 100, fractionDigits: 2)),\(CSS.number(100 - y.value * 100, fractionDigits: 2))"
        }
        let path = "M0,100 C\(point(curve.x1, curve.y1)) \(point(curve.x2, curve.y2)) 100,0"
        html.element("svg", [
            HTMLAttribute("class", "curve"), HTMLAttribute("viewBox", "-4 -4 108 108"),
            HTMLAttribute("width", "64"), HTMLAttribute("height", "64"), HTMLAttribute("aria-hidden", "true"),
        ]) { html in
            html.void("rect", [HTMLAttribute("x", "0"), HTMLAttribute("y", "0"), HTMLAttribute("width", "100"), HTMLAttribute("height", "100"), HTMLAttribute("class", "curve-box")])
            html.close("rect")
            html.void("path", [HTMLAttribute("d", path), HTMLAttribute("class", "curve-line")])
            html.close("path")
        }
    }
}
