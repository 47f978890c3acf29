import TokenJSON
import TokenModel

extension DecodingContext {
    private mutating func color(_ value: SourceValue, _ dialect: TokenDialect) -> ColorValue? {
        subvalue(value, dialect: dialect, .color) { if case .color(let v) = $0 { v } else { nil } }
    }

    private mutating func dimension(_ value: SourceValue, _ dialect: TokenDialect) -> DimensionValue? {
        subvalue(value, dialect: dialect, .dimension) { if case .dimension(let v) = $0 { v } else { nil } }
    }

    private mutating func duration(_ value: SourceValue, _ dialect: TokenDialect) -> DurationValue? {
        subvalue(value, dialect: dialect, .duration) { if case .duration(let v) = $0 { v } else { nil } }
    }

    mutating func decodeStrokeStyle(_ value: SourceValue, dialect: TokenDialect) -> StrokeStyleValue? {
        if let name = value.json.stringValue {
            guard let keyword = StrokeStyleValue.Keyword(rawValue: name) else {
                invalid("unknown stroke style '\(name)'; use one of \(Self.list(StrokeStyleValue.Keyword.allCases.map(\.rawValue))) or an object with 'dashArray' and 'lineCap'", at: value)
                return nil
            }
            return .keyword(keyword)
        }
        guard let members = members(of: value, dialect: dialect, "a stroke style", required: ["dashArray", "lineCap"]) else { return nil }
        var dashes: [DimensionValue] = []
        var valid = true
        let dashArray = members["dashArray"]!
        let firstNew = diagnostics.count
        if case .literal(let list, let listDialect)? = operand(dashArray, dialect: dialect, expecting: nil),
           let elements = list.json.arrayElements, !elements.isEmpty {
            for element in elements {
                if let dash = dimension(SourceValue(element, file: list.file), listDialect) {
                    dashes.append(dash)
                } else {
                    valid = false
                }
            }
        } else {
            invalid("dashArray must be a non-empty array of dimensions", at: dashArray)
            valid = false
        }
        if let pointer = ReferenceSyntax.pointer(in: dashArray) { moveErrors(since: firstNew, to: pointer, "cannot stand here") }
        guard let capName = stringOperand(members["lineCap"]!, dialect: dialect, "lineCap") else { return nil }
        guard let cap = StrokeStyleValue.LineCap(rawValue: capName) else {
            invalid("lineCap must be 'round', 'butt' or 'square', found '\(capName)'", at: members["lineCap"]!)
            return nil
        }
        return valid ? .dashes(dashArray: dashes, lineCap: cap) : nil
    }

    /// A border. The format requires all three members; Tokens Studio's are each optional (the
    /// plugin sets the stroke's parts that are given), so a border without a width or a style is
    /// read as Figma draws a new stroke, 1px and solid, with a `defaulted-property` warning;
    /// `--strict` holds it to the format.
    mutating func decodeBorder(_ value: SourceValue, dialect: TokenDialect) -> BorderValue? {
        if !options.strict, let text = value.json.stringValue {
            return cssBorder(text, at: value)
        }
        if !options.strict, value.json.kind == .object, value.json["color"] == nil {
            // Tokens Studio makes every member of its border optional; without a color there is
            // nothing to draw it in.
            leaveOut("a border without 'color' (Tokens Studio makes each member optional) has no color to draw with", at: value.location)
            return nil
        }
        let defaultable = ["width", "style"]
        guard let members = members(
            of: value, dialect: dialect, "a border",
            required: ["color"] + (options.strict ? defaultable : []), optional: options.strict ? [] : defaultable,
            ignoringUnknown: toolsOwnMembers(dialect)
        ) else { return nil }
        let borderColor = color(members["color"]!, dialect)
        let width = members["width"].map { dimension($0, dialect) } ?? DimensionValue(value: NumberLiteral(value: 1, text: "1"), unit: .px)
        let style = members["style"].map { written in
            subvalue(written, dialect: dialect, .strokeStyle) { if case .strokeStyle(let v) = $0 { v } else { nil } }
        } ?? .keyword(.solid)
        let missing = defaultable.filter { members[$0] == nil }
        if !missing.isEmpty {
            let defaults = missing.map { $0 == "width" ? "1px" : "solid" }.joined(separator: " and ")
            diagnostics.append(.warning(
                .defaultedProperty, "a border is missing \(Self.list(missing)); read as \(defaults), as Figma draws a stroke", at: value.location))
        }
        guard let borderColor, let width, let style else { return nil }
        return BorderValue(color: borderColor, width: width, style: style)
    }

    mutating func decodeTransition(_ value: SourceValue, dialect: TokenDialect) -> TransitionValue? {
        guard let members = members(of: value, dialect: dialect, "a transition", required: ["duration", "delay", "timingFunction"]) else { return nil }
        let length = duration(members["duration"]!, dialect)
        let delay = duration(members["delay"]!, dialect)
        let timing = subvalue(members["timingFunction"]!, dialect: dialect, .cubicBezier) { if case .cubicBezier(let v) = $0 { v } else { nil } }
        guard let length, let delay, let timing else { return nil }
        return TransitionValue(duration: length, delay: delay, timingFunction: timing)
    }

    mutating func decodeShadow(_ value: SourceValue, dialect: TokenDialect) -> ShadowValue? {
        if !options.strict, let text = value.json.stringValue {
            return cssBoxShadow(text, at: value)
        }
        guard let elements = value.json.arrayElements else {
            return shadowLayer(value, dialect).map { ShadowValue(layers: [$0], isList: false) }
        }
        guard !elements.isEmpty else {
            invalid("a shadow list must have at least one layer", at: value)
            return nil
        }
        let layers = listElements(value, elements, dialect: dialect, type: .shadow, noun: "layer") { value in
            if case .shadow(let shadow) = value { shadow.layers } else { nil }
        } literal: { evaluator, element, dialect in
            evaluator.shadowLayer(element, dialect)
        }
        return layers.map { ShadowValue(layers: $0, isList: true) }
    }

    /// A shadow written as CSS's `box-shadow` (Style Dictionary sources for the web): read with a
    /// `non-standard-value` warning that gives the format's object; `none` or a string tokenc
    /// cannot read exactly (``CSSBoxShadow``) leaves the token out.
    private mutating func cssBoxShadow(_ text: String, at value: SourceValue) -> ShadowValue? {
        if CSSKeyword.isKeyword(text) {
            leaveOut("\(value.json.sourceText) is a CSS keyword (no shadow), which no shadow value holds", at: value.location)
            return nil
        }
        guard let layers = CSSBoxShadow.parse(text) else {
            leaveOut("\(value.json.sourceText) is a CSS shorthand tokenc cannot read as a box-shadow exactly (each layer: two to four px or rem lengths and a color)", at: value.location)
            return nil
        }
        let objects = layers.map(Self.shadowObjectText)
        diagnostics.append(.warning(
            .nonStandardValue,
            "the CSS box-shadow \(value.json.sourceText) is read as \(layers.count == 1 ? "a shadow" : "a list of \(layers.count) shadows") (write \(layers.count == 1 ? objects[0] : "[\(objects.joined(separator: ", "))]"))",
            at: value.location))
        return ShadowValue(layers: layers, isList: layers.count > 1)
    }

    /// A CSS `border` shorthand (``CSSBorder``), with a warning giving the object to write; any
    /// other text (a gradient, a keyword, a shorthand missing a part) is left out.
    private mutating func cssBorder(_ text: String, at value: SourceValue) -> BorderValue? {
        guard let border = CSSBorder.parse(text) else {
            leaveOut("\(value.json.sourceText) is no CSS border tokenc can read exactly (a px or rem width, a style and a color)", at: value.location)
            return nil
        }
        guard case .keyword(let style) = border.style else { return nil }
        let object = "{\"color\": \(Self.objectText(border.color)), \"width\": {\"value\": \(border.width.value.text), \"unit\": \"\(border.width.unit.rawValue)\"}, \"style\": \"\(style.rawValue)\"}"
        diagnostics.append(.warning(.nonStandardValue, "the CSS border \(value.json.sourceText) is read as a border (write \(object))", at: value.location))
        return border
    }

    /// A shadow layer as the format's object, as the file should write it.
    static func shadowObjectText(_ layer: ShadowLayer) -> String {
        func dimension(_ value: DimensionValue) -> String { "{\"value\": \(value.value.text), \"unit\": \"\(value.unit.rawValue)\"}" }
        return "{\"color\": \(objectText(layer.color)), \"offsetX\": \(dimension(layer.offsetX)), \"offsetY\": \(dimension(layer.offsetY)), \"blur\": \(dimension(layer.blur)), \"spread\": \(dimension(layer.spread))\(layer.inset ? ", \"inset\": true" : "")}"
    }

    private mutating func shadowLayer(_ value: SourceValue, _ dialect: TokenDialect) -> ShadowLayer? {
        if !options.strict, let spelling = ShadowSpelling.of(value) { return toolShadowLayer(value, spelling, dialect: dialect) }
        // Exports leave out a spread of 0, as CSS's box-shadow does.
        guard let members = members(
            of: value, dialect: dialect, "a shadow", required: ["color", "offsetX", "offsetY", "blur"] + (options.strict ? ["spread"] : []),
            optional: options.strict ? ["inset"] : ["spread", "inset", "alpha"], ignoringUnknown: toolsOwnMembers(dialect)
        ) else { return nil }
        var shadowColor = color(members["color"]!, dialect)
        if let alpha = members["alpha"] {
            // Primer's spelling of a shadow color at some opacity.
            guard let number = numberOperand(alpha, dialect: dialect, "a shadow's alpha") else { return nil }
            guard (0...1).contains(number.value) else {
                invalid("a shadow's alpha must be in [0, 1], found \(number.text)", at: alpha)
                return nil
            }
            shadowColor?.alpha = number
            diagnostics.append(.warning(
                .nonStandardValue,
                "a shadow has no member 'alpha' in the format; read as the shadow color with alpha \(number.text) (write \"alpha\": \(number.text) inside the color)",
                at: alpha.location))
        }
        let offsetX = dimension(members["offsetX"]!, dialect)
        let offsetY = dimension(members["offsetY"]!, dialect)
        let blur = dimension(members["blur"]!, dialect)
        // A blank spread (`""`, Tokens Studio's editor for a field left empty) is not given.
        let givenSpread = members["spread"].flatMap { options.strict || !$0.isBlankText ? $0 : nil }
        let spread = givenSpread.map { dimension($0, dialect) } ?? DimensionValue(value: NumberLiteral(value: 0, text: "0"), unit: .px)
        if givenSpread == nil {
            diagnostics.append(.warning(.defaultedProperty, "a shadow is missing 'spread'; read as 0px, as CSS does", at: value.location))
        }
        var inset = false
        if let insetValue = members["inset"] {
            guard case .literal(let literal, _)? = operand(insetValue, dialect: dialect, expecting: nil) else { return nil }
            guard let flag = literal.json.boolValue else {
                invalid("inset must be true or false, found \(literal.json.kind)", at: literal, reachedFrom: insetValue)
                return nil
            }
            inset = flag
        }
        guard let shadowColor, let offsetX, let offsetY, let blur, let spread else { return nil }
        return ShadowLayer(color: shadowColor, offsetX: offsetX, offsetY: offsetY, blur: blur, spread: spread, inset: inset)
    }

    mutating func decodeGradient(_ value: SourceValue, dialect: TokenDialect) -> GradientValue? {
        guard let elements = value.json.arrayElements, !elements.isEmpty else {
            invalid("a gradient must be a non-empty array of stops, found \(value.json.kind == .array ? "an empty array" : value.json.kind.description)", at: value)
            return nil
        }
        let stops = listElements(value, elements, dialect: dialect, type: .gradient, noun: "stop") { value in
            if case .gradient(let gradient) = value { gradient.stops } else { nil }
        } literal: { evaluator, element, dialect in
            evaluator.gradientStop(element, dialect)
        }
        return stops.map(GradientValue.init)
    }

    /// The elements of a shadow or gradient list. Each is written out, or references a token of
    /// the same type that has exactly one element: references never splice in several (the
    /// format's "no flattening" rule).
    private mutating func listElements<Element>(
        _ list: SourceValue, _ elements: [JSONValue], dialect: TokenDialect, type: TokenType, noun: String,
        of parts: (TokenValue) -> [Element]?,
        literal: (inout Self, SourceValue, TokenDialect) -> Element?
    ) -> [Element]? {
        var result: [Element] = []
        var valid = true
        for element in elements {
            let element = SourceValue(element, file: list.file)
            switch operand(element, dialect: dialect, expecting: type) {
            case .resolved(let resolved):
                guard let referenced = parts(resolved), referenced.count == 1 else {
                    invalid("an element of a \(type) list must be one \(noun), but this reference has \(parts(resolved)?.count ?? 0)", at: element)
                    valid = false
                    continue
                }
                result += referenced
            case .literal(let written, let writtenDialect):
                if let part = literal(&self, written, writtenDialect) { result.append(part) } else { valid = false }
            case nil:
                valid = false
            }
        }
        return valid ? result : nil
    }

    private mutating func gradientStop(_ value: SourceValue, _ dialect: TokenDialect) -> GradientStop? {
        guard let members = members(of: value, dialect: dialect, "a gradient stop", required: ["color", "position"]) else { return nil }
        let stopColor = color(members["color"]!, dialect)
        guard var position = numberOperand(members["position"]!, dialect: dialect, "a gradient stop's position") else { return nil }
        if !(0...1).contains(position.value) {
            let clamped = NumberLiteral(position.value < 0 ? 0 : 1)
            diagnostics.append(.warning(
                .valueClamped, "a gradient stop's position must be in [0, 1]; \(position.text) is read as \(clamped.text)",
                at: members["position"]!.location
            ))
            position = clamped
        }
        return stopColor.map { GradientStop(color: $0, position: position) }
    }
}
