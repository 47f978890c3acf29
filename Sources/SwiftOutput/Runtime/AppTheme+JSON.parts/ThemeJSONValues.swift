/// Token values to and from their JSON, by the type of the Design Tokens format.
nonisolated enum ThemeJSONValues {
    /// A value's problem, before the reader names the token.
    typealias Problem = ThemeJSONError.Problem

    static func problem(_ node: ThemeJSONNode, _ message: String) -> Problem {
        Problem(kind: .invalidValue, path: nil, line: node.line, column: node.column, message: message)
    }

    /// No value of `type`: an optional token absent in the theme, where it holds `current`.
    static func absent(_ type: ThemeTokenType, current: any Sendable) -> any Sendable {
        switch type {
        case .color: return ThemeColor?.none
        case .dimension, .duration, .number: return Double?.none
        case .fontFamily: return ThemeFontFamily?.none
        case .fontWeight: return ThemeFontWeight?.none
        case .cubicBezier: return ThemeCubicBezier?.none
        case .strokeStyle: return ThemeStrokeStyle?.none
        case .border: return ThemeBorder?.none
        case .transition: return ThemeTransition?.none
        case .shadow: return ThemeShadow?.none
        case .gradient: return ThemeGradient?.none
        case .typography: return ThemeTypography?.none
        case .string: return String?.none
        case .boolean: return Bool?.none
        case .extended: return (Swift.type(of: current) as? any ThemeExtendedSlot.Type)?.absent ?? current
        }
    }

    /// `node` read as a value of `type`; `current`, the token's value in the theme, lets a
    /// color in a space the theme does not convert read back when it is unchanged.
    static func value(_ node: ThemeJSONNode, type: ThemeTokenType, current: any Sendable) throws(Problem) -> any Sendable {
        switch type {
        case .color: return try color(node, current: current as? ThemeColor)
        case .dimension: return try dimension(node)
        case .duration: return try duration(node)
        case .number: return try number(node)
        case .fontFamily:
            switch node.value {
            case .string(let name): return ThemeFontFamily(names: [name])
            case .array(let names):
                var list: [String] = []
                for name in names {
                    guard case .string(let text) = name.value else { throw problem(name, "a font family name must be a string") }
                    list.append(text)
                }
                guard !list.isEmpty else { throw problem(node, "a font family needs a name") }
                return ThemeFontFamily(names: list)
            default: throw problem(node, "a font family must be a string or an array of strings")
            }
        case .fontWeight: return try fontWeight(node)
        case .cubicBezier: return try cubicBezier(node)
        case .strokeStyle: return try strokeStyle(node)
        case .border:
            return ThemeBorder(
                color: try color(try member(node, "color"), current: (current as? ThemeBorder)?.color),
                width: try dimension(try member(node, "width")), style: try strokeStyle(try member(node, "style")))
        case .transition:
            return ThemeTransition(
                duration: try duration(try member(node, "duration")), delay: try duration(try member(node, "delay")),
                timingFunction: try cubicBezier(try member(node, "timingFunction")))
        case .shadow:
            let currentLayers: [ThemeShadow.Layer] = (current as? ThemeShadow)?.layers ?? []
            var nodes: [ThemeJSONNode] = [node]
            if case .array(let list) = node.value { nodes = list }
            var layers: [ThemeShadow.Layer] = []
            for (index, layer) in nodes.enumerated() {
                let inset: Bool
                switch layer["inset"]?.value {
                case nil: inset = false
                case .bool(let flag)?: inset = flag
                default: throw problem(layer, "a shadow's inset must be true or false")
                }
                layers.append(ThemeShadow.Layer(
                    color: try color(try member(layer, "color"), current: index < currentLayers.count ? currentLayers[index].color : nil),
                    offsetX: try dimension(try member(layer, "offsetX")), offsetY: try dimension(try member(layer, "offsetY")),
                    blur: try dimension(try member(layer, "blur")), spread: try dimension(try member(layer, "spread")), inset: inset))
            }
            return ThemeShadow(layers: layers)
        case .gradient:
            guard case .array(let list) = node.value else { throw problem(node, "a gradient must be an array of stops") }
            let currentStops: [ThemeGradient.Stop] = (current as? ThemeGradient)?.stops ?? []
            var stops: [ThemeGradient.Stop] = []
            for (index, stop) in list.enumerated() {
                stops.append(ThemeGradient.Stop(
                    color: try color(try member(stop, "color"), current: index < currentStops.count ? currentStops[index].color : nil),
                    position: try number(try member(stop, "position"))))
            }
            return ThemeGradient(stops: stops)
        case .typography:
            let family: any Sendable = try value(try member(node, "fontFamily"), type: .fontFamily, current: current)
            return ThemeTypography(
                fontFamily: family as? ThemeFontFamily ?? ThemeFontFamily(names: []), fontSize: try dimension(try member(node, "fontSize")),
                fontWeight: try fontWeight(try member(node, "fontWeight")), letterSpacing: try dimension(try member(node, "letterSpacing")),
                lineHeight: try number(try member(node, "lineHeight")))
        case .string:
            guard case .string(let text) = node.value else { throw problem(node, "expected a string") }
            return text
        case .boolean:
            guard case .bool(let flag) = node.value else { throw problem(node, "expected true or false") }
            return flag
        case .extended:
            guard let slot = Swift.type(of: current) as? any ThemeExtendedSlot.Type else { throw problem(node, "the theme reads no value here") }
            return try slot.extendedType.init(themeJSON: node)
        }
    }

    private static func member(_ node: ThemeJSONNode, _ key: String) throws(Problem) -> ThemeJSONNode {
        if case .string(let text) = node.value, text.hasPrefix("{") {
            throw problem(node, "a reference; write the value itself, as tokenc dump does")
        }
        guard case .object = node.value else { throw problem(node, "expected an object with '\(key)'") }
        guard let member = node[key] else { throw problem(node, "'\(key)' is missing") }
        return member
    }

    private static func number(_ node: ThemeJSONNode) throws(Problem) -> Double {
        guard case .number(let number) = node.value else { throw problem(node, "expected a number") }
        return number
    }

    /// Points: `px` as they are, `rem` times the rem base the theme was built with.
    private static func dimension(_ node: ThemeJSONNode) throws(Problem) -> Double {
        let value: Double = try number(try member(node, "value"))
        let unit: ThemeJSONNode = try member(node, "unit")
        switch unit.value {
        case .string("px"): return value
        case .string("rem"): return value * ThemeTokenTable.remBase
        default: throw problem(unit, "a dimension's unit must be \"px\" or \"rem\"")
        }
    }

    /// Seconds.
    private static func duration(_ node: ThemeJSONNode) throws(Problem) -> Double {
        let value: Double = try number(try member(node, "value"))
        let unit: ThemeJSONNode = try member(node, "unit")
        switch unit.value {
        case .string("s"): return value
        case .string("ms"): return value / 1000
        default: throw problem(unit, "a duration's unit must be \"s\" or \"ms\"")
        }
    }

    private static let weightNames: [String: Double] = [
        "thin": 100, "hairline": 100, "extra-light": 200, "ultra-light": 200, "light": 300,
        "normal": 400, "regular": 400, "book": 400, "medium": 500, "semi-bold": 600, "demi-bold": 600,
        "bold": 700, "extra-bold": 800, "ultra-bold": 800, "black": 900, "heavy": 900,
        "extra-black": 950, "ultra-black": 950,
    ]

    static func fontWeight(_ node: ThemeJSONNode) throws(Problem) -> ThemeFontWeight {
        switch node.value {
        case .number(let weight) where weight >= 1 && weight <= 1000:
            return ThemeFontWeight(value: weight)
        case .string(let name):
            guard let weight = weightNames[name] else { throw problem(node, "unknown font weight '\(name)'") }
            return ThemeFontWeight(value: weight)
        default:
            throw problem(node, "a font weight must be a number from 1 to 1000 or a weight's name")
        }
    }

    private static func cubicBezier(_ node: ThemeJSONNode) throws(Problem) -> ThemeCubicBezier {
        guard case .array(let list) = node.value, list.count == 4 else { throw problem(node, "a cubic Bézier must be an array of four numbers") }
        let x1: Double = try number(list[0])
        let x2: Double = try number(list[2])
        guard x1 >= 0, x1 <= 1, x2 >= 0, x2 <= 1 else { throw problem(node, "a cubic Bézier's x values must be from 0 to 1") }
        return ThemeCubicBezier(x1: x1, y1: try number(list[1]), x2: x2, y2: try number(list[3]))
    }

    private static func strokeStyle(_ node: ThemeJSONNode) throws(Problem) -> ThemeStrokeStyle {
        switch node.value {
        case .string(let keyword):
            switch keyword {
            case "solid": return .solid
            case "dashed": return .dashed
            case "dotted": return .dotted
            case "double": return .double
            case "groove": return .groove
            case "ridge": return .ridge
            case "outset": return .outset
            case "inset": return .inset
            default: throw problem(node, "unknown stroke style '\(keyword)'")
            }
        case .object:
            guard case .array(let list) = try member(node, "dashArray").value else { throw problem(node, "a dash array must be an array of dimensions") }
            var dashes: [Double] = []
            for dash in list {
                dashes.append(try dimension(dash))
            }
            let capNode: ThemeJSONNode = try member(node, "lineCap")
            guard case .string(let name) = capNode.value, let cap = ThemeStrokeStyle.LineCap(rawValue: name) else {
                throw problem(capNode, "a line cap must be \"round\", \"butt\" or \"square\"")
            }
            return .dashes(dashArray: dashes, lineCap: cap)
        default:
            throw problem(node, "a stroke style must be a keyword or an object with dashArray and lineCap")
        }
    }

    private static func color(_ node: ThemeJSONNode, current: ThemeColor?) throws(Problem) -> ThemeColor {
        guard case .object = node.value else { throw problem(node, "a color must be an object with colorSpace and components") }
        let spaceNode: ThemeJSONNode = try member(node, "colorSpace")
        guard case .string(let name) = spaceNode.value, let space = ThemeColor.ColorSpace(rawValue: name) else {
            throw problem(spaceNode, "unknown color space")
        }
        let componentsNode: ThemeJSONNode = try member(node, "components")
        guard case .array(let list) = componentsNode.value, list.count == 3 else { throw problem(componentsNode, "a color needs three components") }
        var components: [Double?] = []
        for component in list {
            switch component.value {
            case .number(let number): components.append(number)
            case .string("none"): components.append(nil)
            default: throw problem(component, "a component must be a number or \"none\"")
            }
        }
        var alpha: Double = 1
        if let alphaNode = node["alpha"] {
            alpha = try number(alphaNode)
            guard alpha >= 0, alpha <= 1 else { throw problem(alphaNode, "alpha must be from 0 to 1") }
        }
        let display: ThemeColor.Display.Space?
        switch space {
        case .srgb: display = .sRGB
        case .srgbLinear: display = .sRGBLinear
        case .displayP3: display = .displayP3
        default: display = nil
        }
        if let display {
            let drawn: [Double] = components.map { $0 ?? 0 }
            let converted: ThemeColor.Display = ThemeColor.Display(space: display, red: drawn[0], green: drawn[1], blue: drawn[2])
            // The color the theme holds in a space it does not convert, drawn the same: kept as written.
            if let current, current.alpha == alpha, current.display == converted,
               current.colorSpace != .srgb, current.colorSpace != .srgbLinear, current.colorSpace != .displayP3 {
                return current
            }
            return ThemeColor(
                colorSpace: space, component1: components[0], component2: components[1], component3: components[2], alpha: alpha,
                display: converted)
        }
        if let current, current.colorSpace == space, current.components == components, current.alpha == alpha {
            return current
        }
        throw problem(node, "a color in \(name) is converted when tokenc builds the theme; write it in srgb or display-p3 here")
    }

    /// The JSON of a value of `type`.
    static func json(_ value: any Sendable, type: ThemeTokenType) -> ThemeJSONNode.Value? {
        func node(_ value: ThemeJSONNode.Value) -> ThemeJSONNode { ThemeJSONNode(value: value, line: 0, column: 0) }
        func number(_ value: Double) -> ThemeJSONNode { node(value.isFinite ? .number(value) : .null) }
        func dimension(_ value: Double) -> ThemeJSONNode { node(.object([("value", number(value)), ("unit", node(.string("px")))])) }
        func duration(_ value: Double) -> ThemeJSONNode { node(.object([("value", number(value)), ("unit", node(.string("s")))])) }
        func color(_ color: ThemeColor) -> ThemeJSONNode {
            var members: [(key: String, node: ThemeJSONNode)] = [
                ("colorSpace", node(.string(color.colorSpace.rawValue))),
                ("components", node(.array(color.components.map { $0.map(number) ?? node(.string("none")) }))),
            ]
            if color.alpha != 1 { members.append(("alpha", number(color.alpha))) }
            return node(.object(members))
        }
        func bezier(_ curve: ThemeCubicBezier) -> ThemeJSONNode { node(.array([curve.x1, curve.y1, curve.x2, curve.y2].map(number))) }
        func family(_ family: ThemeFontFamily) -> ThemeJSONNode {
            family.names.count == 1 ? node(.string(family.names[0])) : node(.array(family.names.map { node(.string($0)) }))
        }
        func stroke(_ style: ThemeStrokeStyle) -> ThemeJSONNode {
            switch style {
            case .solid: return node(.string("solid"))
            case .dashed: return node(.string("dashed"))
            case .dotted: return node(.string("dotted"))
            case .double: return node(.string("double"))
            case .groove: return node(.string("groove"))
            case .ridge: return node(.string("ridge"))
            case .outset: return node(.string("outset"))
            case .inset: return node(.string("inset"))
            case .dashes(let dashArray, let lineCap):
                return node(.object([("dashArray", node(.array(dashArray.map(dimension)))), ("lineCap", node(.string(lineCap.rawValue)))]))
            }
        }
        switch type {
        case .color: return (value as? ThemeColor).map { color($0).value }
        case .dimension: return (value as? Double).map { dimension($0).value }
        case .duration: return (value as? Double).map { duration($0).value }
        case .number: return (value as? Double).map { number($0).value }
        case .fontFamily: return (value as? ThemeFontFamily).map { family($0).value }
        case .fontWeight: return (value as? ThemeFontWeight).map { number($0.value).value }
        case .cubicBezier: return (value as? ThemeCubicBezier).map { bezier($0).value }
        case .strokeStyle: return (value as? ThemeStrokeStyle).map { stroke($0).value }
        case .border:
            return (value as? ThemeBorder).map { border in
                .object([("color", color(border.color)), ("width", dimension(border.width)), ("style", stroke(border.style))])
            }
        case .transition:
            return (value as? ThemeTransition).map { transition in
                .object([("duration", duration(transition.duration)), ("delay", duration(transition.delay)), ("timingFunction", bezier(transition.timingFunction))])
            }
        case .shadow:
            return (value as? ThemeShadow).map { shadow in
                let layers: [ThemeJSONNode] = shadow.layers.map { layer in
                    node(.object([
                        ("color", color(layer.color)), ("offsetX", dimension(layer.offsetX)), ("offsetY", dimension(layer.offsetY)),
                        ("blur", dimension(layer.blur)), ("spread", dimension(layer.spread)), ("inset", node(.bool(layer.inset))),
                    ]))
                }
                return layers.count == 1 ? layers[0].value : .array(layers)
            }
        case .gradient:
            return (value as? ThemeGradient).map { gradient in
                .array(gradient.stops.map { node(.object([("color", color($0.color)), ("position", number($0.position))])) })
            }
        case .typography:
            return (value as? ThemeTypography).map { typography in
                .object([
                    ("fontFamily", family(typography.fontFamily)), ("fontSize", dimension(typography.fontSize)),
                    ("fontWeight", number(typography.fontWeight.value)), ("letterSpacing", dimension(typography.letterSpacing)),
                    ("lineHeight", number(typography.lineHeight)),
                ])
            }
        case .string: return (value as? String).map { .string($0) }
        case .boolean: return (value as? Bool).map { .bool($0) }
        case .extended: return (value as? any ThemeExtendedValue)?.themeJSON
        }
    }
}
