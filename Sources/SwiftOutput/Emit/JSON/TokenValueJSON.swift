import TokenJSON
import TokenModel

extension JSONOutput {
    /// A resolved value as DTCG 2025.10 JSON, in its authored form: the color space, units,
    /// number text, weight names and single-or-list shapes the file used. No references.
    package init(_ value: TokenValue) {
        switch value {
        case .color(let color): self.init(color)
        case .dimension(let dimension): self.init(dimension)
        case .fontFamily(let family):
            self = family.isSingleName && family.names.count == 1 ? .string(family.names[0]) : .array(family.names.map(JSONOutput.string))
        case .fontWeight(let weight): self.init(weight)
        case .duration(let duration): self.init(duration)
        case .cubicBezier(let curve): self.init(curve)
        case .number(let number): self = .number(number.text)
        case .strokeStyle(let style): self.init(style)
        case .border(let border):
            self = .object(["color": JSONOutput(border.color), "width": JSONOutput(border.width), "style": JSONOutput(border.style)])
        case .transition(let transition):
            self = .object([
                "duration": JSONOutput(transition.duration), "delay": JSONOutput(transition.delay),
                "timingFunction": JSONOutput(transition.timingFunction),
            ])
        case .shadow(let shadow):
            let layers = shadow.layers.map(JSONOutput.init)
            self = shadow.isList || layers.count != 1 ? .array(layers) : layers[0]
        case .gradient(let gradient):
            self = .array(gradient.stops.map { .object(["color": JSONOutput($0.color), "position": .number($0.position.text)]) })
        case .typography(let typography):
            self = .object([
                "fontFamily": JSONOutput(.fontFamily(typography.fontFamily)), "fontSize": JSONOutput(typography.fontSize),
                "fontWeight": JSONOutput(typography.fontWeight), "letterSpacing": JSONOutput(typography.letterSpacing),
                "lineHeight": .number(typography.lineHeight.text),
            ])
        case .string(let text): self = .string(text)
        case .boolean(let flag): self = .bool(flag)
        case .extended(let value): self = .object(value.given.map { Member($0.member.name, JSONOutput($0.value)) })
        }
    }

    init(_ color: ColorValue) {
        var members = [
            Member("colorSpace", .string(color.colorSpace.rawValue)),
            Member("components", .array(color.components.map { component in
                switch component {
                case .number(let number): .number(number.text)
                case .none: .string("none")
                }
            })),
        ]
        if let alpha = color.alpha { members.append(Member("alpha", .number(alpha.text))) }
        if let hex = color.hex { members.append(Member("hex", .string(hex))) }
        self = .object(members)
    }

    init(_ dimension: DimensionValue) {
        self = .object(["value": .number(dimension.value.text), "unit": .string(dimension.unit.rawValue)])
    }

    init(_ duration: DurationValue) {
        self = .object(["value": .number(duration.value.text), "unit": .string(duration.unit.rawValue)])
    }

    init(_ weight: FontWeightValue) {
        self = weight.alias.map(JSONOutput.string) ?? .number(weight.value.text)
    }

    init(_ curve: CubicBezierValue) {
        self = .array([curve.x1, curve.y1, curve.x2, curve.y2].map { .number($0.text) })
    }

    init(_ style: StrokeStyleValue) {
        switch style {
        case .keyword(let keyword):
            self = .string(keyword.rawValue)
        case .dashes(let dashes, let lineCap):
            self = .object(["dashArray": .array(dashes.map(JSONOutput.init)), "lineCap": .string(lineCap.rawValue)])
        }
    }

    init(_ layer: ShadowLayer) {
        var members = [
            Member("color", JSONOutput(layer.color)), Member("offsetX", JSONOutput(layer.offsetX)),
            Member("offsetY", JSONOutput(layer.offsetY)), Member("blur", JSONOutput(layer.blur)),
            Member("spread", JSONOutput(layer.spread)),
        ]
        if layer.inset { members.append(Member("inset", .bool(true))) }
        self = .object(members)
    }
}
