/// Token values as the page prints them: authored numbers kept, with conversions alongside.
enum PreviewText {
    static func value(_ value: TokenValue) -> String {
        switch value {
        case .color(let color): self.color(color)
        case .dimension(let dimension): self.dimension(dimension)
        case .fontFamily(let family): family.names.joined(separator: ", ")
        case .fontWeight(let weight): fontWeight(weight)
        case .duration(let duration): "\(duration.value.text)\(duration.unit.rawValue)"
        case .cubicBezier(let curve): cubicBezier(curve)
        case .number(let number): number.text
        case .strokeStyle(let style): strokeStyle(style)
        case .border(let border): "\(dimension(border.width)) \(strokeStyle(border.style)) \(color(border.color))"
        case .transition(let transition):
            "\(transition.duration.value.text)\(transition.duration.unit.rawValue), delay \(transition.delay.value.text)\(transition.delay.unit.rawValue), \(cubicBezier(transition.timingFunction))"
        case .shadow(let shadow): shadow.layers.map(layer).joined(separator: "; ")
        case .gradient(let gradient): gradient.stops.map { "\(color($0.color)) at \($0.position.text)" }.joined(separator: ", ")
        case .typography(let typography): self.typography(typography)
        case .string(let text): "\u{201C}\(text)\u{201D}"
        case .boolean(let flag): flag ? "true" : "false"
        }
    }

    /// `#007aff`, `#8e8e93 at 30%`, `#ff6153 (display-p3 0.95 0.38 0.33)`.
    static func color(_ color: ColorValue) -> String {
        var text = SRGBColor(color).hex
        if color.colorSpace != .srgb { text += " (\(authored(color)))" }
        if let alpha = color.alpha, alpha.value < 1 { text += " at \(CSS.number(alpha.value * 100, fractionDigits: 2))%" }
        return text
    }

    /// The color as written: `display-p3 0.95 0.38 0.33`, with `/ 0.3` for an alpha.
    static func authored(_ color: ColorValue) -> String {
        let components = color.components.map { component -> String in
            if case .number(let number) = component { return number.text }
            return "none"
        }
        let alpha = color.alpha.map { " / \($0.text)" } ?? ""
        return "\(color.colorSpace.rawValue) \(components.joined(separator: " "))\(alpha)"
    }

    /// `16px`, `1.5rem (24px)`.
    static func dimension(_ dimension: DimensionValue) -> String {
        let text = dimension.value.text + dimension.unit.rawValue
        return dimension.unit == .rem ? "\(text) (\(CSS.px(CSS.pixels(dimension))))" : text
    }

    /// `600 (semi-bold)`.
    static func fontWeight(_ weight: FontWeightValue) -> String {
        weight.alias.map { "\(weight.value.text) (\($0))" } ?? weight.value.text
    }

    static func cubicBezier(_ curve: CubicBezierValue) -> String {
        "cubic-bezier(\(curve.x1.text), \(curve.y1.text), \(curve.x2.text), \(curve.y2.text))"
    }

    static func strokeStyle(_ style: StrokeStyleValue) -> String {
        switch style {
        case .keyword(let keyword): keyword.rawValue
        case .dashes(let dashes, let cap): "dashes \(dashes.map(dimension).joined(separator: " ")), \(cap.rawValue) caps"
        }
    }

    static func layer(_ layer: ShadowLayer) -> String {
        let offsets = [layer.offsetX, layer.offsetY, layer.blur, layer.spread].map(dimension).joined(separator: " ")
        return (layer.inset ? "inset " : "") + offsets + " " + color(layer.color)
    }

    /// `SF Pro Rounded · 1.75rem (28px) · 700 (bold) · line height 1.2 · letter spacing 0.2px`.
    static func typography(_ typography: TypographyValue) -> String {
        [
            typography.fontFamily.names.joined(separator: ", "),
            dimension(typography.fontSize),
            fontWeight(typography.fontWeight),
            "line height \(typography.lineHeight.text)",
            "letter spacing \(dimension(typography.letterSpacing))",
        ].joined(separator: " · ")
    }
}

extension CSSStyle {
    /// The font declarations of a typography value.
    mutating func setTypography(_ typography: TypographyValue) {
        set("font-family", CSS.fontFamily(typography.fontFamily))
        set("font-size", CSS.length(typography.fontSize))
        set("font-weight", CSS.number(min(max(typography.fontWeight.value.value, 1), 1000)))
        set("line-height", CSS.number(typography.lineHeight.value))
        set("letter-spacing", CSS.length(typography.letterSpacing))
    }
}
