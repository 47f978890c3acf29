import Lowering
import TokenJSON
import TokenModel

/// A token's value as the live document writes it: compact JSON in the form the generated Swift
/// holds it (``ValueExpressions``), appended straight to the text. Dimensions are in `px`
/// (points, `rem` multiplied by the rem base), durations in `s`, numbers as the Swift literals
/// print them. A color in a space SwiftUI draws as written keeps its space and components; any
/// other is written as the build converted it (its display space and components), which the app
/// reads back as the color it was built with.
///
/// Written without a ``JSONOutput`` tree: the document of 10,000 tokens is written on every save
/// under `tokenc build --watch --live`, where a tree of it cost more than validating the tokens.
struct LiveValueText {
    var remBase: Double

    /// The value's JSON text.
    func text(_ value: TokenValue) -> String {
        var text = ""
        append(value, to: &text)
        return text
    }

    func append(_ value: TokenValue, to text: inout String) {
        switch value {
        case .color(let color): append(color, to: &text)
        case .dimension(let dimension): append(dimension, to: &text)
        case .fontFamily(let family): appendStrings(family.names, to: &text)
        case .fontWeight(let weight): text += SwiftLiteral.number(weight.value.value)
        case .duration(let duration): append(duration, to: &text)
        case .cubicBezier(let curve): append(curve, to: &text)
        case .number(let literal): text += SwiftLiteral.number(literal.value)
        case .strokeStyle(let style): append(style, to: &text)
        case .border(let border):
            text += #"{"color":"#
            append(border.color, to: &text)
            text += #","width":"#
            append(border.width, to: &text)
            text += #","style":"#
            append(border.style, to: &text)
            text += "}"
        case .transition(let transition):
            text += #"{"duration":"#
            append(transition.duration, to: &text)
            text += #","delay":"#
            append(transition.delay, to: &text)
            text += #","timingFunction":"#
            append(transition.timingFunction, to: &text)
            text += "}"
        case .shadow(let shadow):
            appendArray(shadow.layers, to: &text) { layer, text in
                text += #"{"color":"#
                append(layer.color, to: &text)
                text += #","offsetX":"#
                append(layer.offsetX, to: &text)
                text += #","offsetY":"#
                append(layer.offsetY, to: &text)
                text += #","blur":"#
                append(layer.blur, to: &text)
                text += #","spread":"#
                append(layer.spread, to: &text)
                text += #","inset":"# + (layer.inset ? "true" : "false") + "}"
            }
        case .gradient(let gradient):
            appendArray(gradient.stops, to: &text) { stop, text in
                text += #"{"color":"#
                append(stop.color, to: &text)
                text += #","position":"# + SwiftLiteral.number(stop.position.value) + "}"
            }
        case .typography(let typography):
            text += #"{"fontFamily":"#
            appendStrings(typography.fontFamily.names, to: &text)
            text += #","fontSize":"#
            append(typography.fontSize, to: &text)
            text += #","fontWeight":"# + SwiftLiteral.number(typography.fontWeight.value.value)
            text += #","letterSpacing":"#
            append(typography.letterSpacing, to: &text)
            text += #","lineHeight":"# + SwiftLiteral.number(typography.lineHeight.value) + "}"
        case .string(let string): JSONWriter.writeString(string, into: &text)
        case .boolean(let flag): text += flag ? "true" : "false"
        case .extended(let value):
            text += "{"
            for (index, given) in value.given.enumerated() {
                if index > 0 { text += "," }
                JSONWriter.writeString(given.member.name, into: &text)
                text += ":"
                append(given.value, to: &text)
            }
            text += "}"
        }
    }

    private func append(_ dimension: DimensionValue, to text: inout String) {
        text += #"{"value":"#
        text += SwiftLiteral.number(ValueExpressions(remBase: remBase).points(dimension))
        text += #","unit":"px"}"#
    }

    private func append(_ duration: DurationValue, to text: inout String) {
        text += #"{"value":"#
        text += SwiftLiteral.number(duration.seconds)
        text += #","unit":"s"}"#
    }

    private func append(_ curve: CubicBezierValue, to text: inout String) {
        appendArray([curve.x1, curve.y1, curve.x2, curve.y2], to: &text) { number, text in
            text += SwiftLiteral.number(number.value)
        }
    }

    private func append(_ style: StrokeStyleValue, to text: inout String) {
        switch style {
        case .keyword(let keyword):
            JSONWriter.writeString(keyword.rawValue, into: &text)
        case .dashes(let dashes, let lineCap):
            text += #"{"dashArray":"#
            appendArray(dashes, to: &text) { dash, text in append(dash, to: &text) }
            text += #","lineCap":"#
            JSONWriter.writeString(lineCap.rawValue, into: &text)
            text += "}"
        }
    }

    private func append(_ color: ColorValue, to text: inout String) {
        if ValueExpressions.drawnAsWritten(color.colorSpace) != nil {
            text += #"{"colorSpace":"#
            JSONWriter.writeString(color.colorSpace.rawValue, into: &text)
            text += #","components":"#
            appendArray(color.components, to: &text) { component, text in
                if case .number(let literal) = component {
                    text += SwiftLiteral.number(literal.value)
                } else {
                    text += #""none""#
                }
            }
        } else {
            let display = ColorConversion.display(color)
            let space: ColorSpace = switch display.space {
            case .sRGB: .srgb
            case .sRGBLinear: .srgbLinear
            case .displayP3: .displayP3
            }
            text += #"{"colorSpace":"#
            JSONWriter.writeString(space.rawValue, into: &text)
            text += #","components":"#
            appendArray([display.red, display.green, display.blue], to: &text) { component, text in
                text += SwiftLiteral.number(component)
            }
        }
        if color.opacity != 1 {
            text += #","alpha":"#
            text += SwiftLiteral.number(color.opacity)
        }
        text += "}"
    }

    private func appendStrings(_ strings: [String], to text: inout String) {
        appendArray(strings, to: &text) { string, text in JSONWriter.writeString(string, into: &text) }
    }

    private func appendArray<Element>(_ elements: [Element], to text: inout String, _ element: (Element, inout String) -> Void) {
        text += "["
        for (index, each) in elements.enumerated() {
            if index > 0 { text += "," }
            element(each, &text)
        }
        text += "]"
    }
}
