import Lowering
import TokenModel

/// The component styles approximated in HTML and CSS from their tokens: the components that
/// lowering checked against the one ``ComponentCatalog`` (``SwiftModel/components``), each variant
/// drawn as `build` generates it. Buttons show their normal, pressed and disabled looks; text
/// fields, labels, toggles and cards their usual shapes; a custom component a stack of its declared
/// slots (`component.detail.plain.title.typography` is the `title` slot's typography) in its
/// container. Tokens under `component` that no style uses are listed after them.
struct ComponentSection {
    /// One `component.<kind>.<variant>` group and its property tokens, in the order they appear.
    struct Variant {
        var component: ComponentSystem.Component
        var variant: ComponentSystem.Variant
        var tokens: [ThemeToken]

        var path: TokenPath { variant.path }

        /// The property a token sets: its path after the variant (`title.typography`).
        func property(of token: ThemeToken) -> String {
            token.path.components.dropFirst(path.components.count).joined(separator: ".")
        }
    }

    /// The variants of `model`'s components with the tokens of their checked properties, in the
    /// components' order.
    static func variants(_ model: PreviewModel) -> [Variant] {
        let byVariant = Dictionary(grouping: model.tokens(in: .components)) { TokenPath(Array($0.path.components.prefix(3))) }
        return model.components.flatMap { component in
            component.variants.map { variant in
                let properties = Set(variant.properties.values.map(\.path))
                let tokens = (byVariant[variant.path] ?? []).filter { properties.contains($0.path) }
                return Variant(component: component, variant: variant, tokens: tokens)
            }
        }
    }

    let model: PreviewModel

    func write(into html: inout HTMLWriter) {
        let variants = Self.variants(model)
        html.element("p", [.class("note")]) { html in
            html.text("""
                Component tokens are read as \(model.theme.components.root ?? "component").<kind>.<variant>.<property>. Buttons, text fields, labels, \
                toggles and cards are drawn in their usual shapes; any other kind as a stack of its slots. \
                These are approximations in HTML and CSS of the generated SwiftUI styles.
                """)
        }
        let table = TokenTable(model: model, section: .components)
        var kindsWritten: Set<TokenPath> = []
        for variant in variants {
            if kindsWritten.insert(variant.component.path).inserted {
                let anchor = table.groupAnchor(variant.component.path)
                html.element("h3", [.id(anchor)]) { html in
                    html.element("a", [.href("#" + anchor)], text: variant.component.path.description)
                }
            }
            let anchor = table.groupAnchor(variant.path)
            html.element("h4", [.id(anchor)]) { html in
                html.element("a", [.href("#" + anchor)], text: variant.path.description)
            }
            html.newline()
            // The drawing depends on every property, so the variant's columns are those of all its tokens.
            let layout = ColumnLayout(model: model, tokens: variant.tokens)
            html.element("table", [.class("component-table")]) { html in
                table.writeHead(layout, into: &html)
                html.element("tbody") { html in
                    html.element("tr", [.data("component", variant.path.description), .class("rendering")]) { html in
                        html.element("th", [HTMLAttribute("scope", "row")]) { html in
                            html.element("span", [.class("badge")], text: variant.component.builtIn == nil ? "custom component" : variant.component.name)
                            html.element("p", [.class("meta")], text: "as drawn from the tokens below")
                        }
                        for column in layout.columns {
                            html.element("td", [.class(column.permutation.surfaceClass ?? "")]) { html in
                                let properties = ComponentProperties(variant: variant, column: column.permutation)
                                ComponentDrawing(properties: properties, kind: variant.component.kind).write(into: &html)
                            }
                        }
                    }
                    html.newline()
                    for token in variant.tokens {
                        table.writeRow(token, label: variant.property(of: token), layout: layout, into: &html, cell: Self.drawValue)
                    }
                }
            }
            html.newline()
        }
        writeUnused(variants, into: &html)
    }

    /// The tokens under `component` that are no variant's property, in one table: a token above the
    /// variants (`component.card.shadow`, which `validate` warns about), or one that failed a check.
    private func writeUnused(_ variants: [Variant], into html: inout HTMLWriter) {
        let used = Set(variants.flatMap { $0.tokens.map(\.path) })
        let unused = model.tokens(in: .components).filter { !used.contains($0.path) }
        guard !unused.isEmpty else { return }
        html.element("h3", text: "Not used by any style")
        html.newline()
        let table = TokenTable(model: model, section: .components)
        let layout = ColumnLayout(model: model, tokens: unused)
        html.element("table") { html in
            table.writeHead(layout, into: &html)
            html.element("tbody") { html in
                for token in unused {
                    table.writeRow(token, label: token.path.description, layout: layout, into: &html, cell: Self.drawValue)
                }
            }
        }
        html.newline()
    }

    /// A property's cell: its drawing, swatch and text.
    private static func drawValue(_ token: ThemeToken, _ value: ResolvedToken, _ column: PreviewColumn, _ html: inout HTMLWriter) {
        EffectsSection.draw(value.value, surface: column.surfaceClass, into: &html)
        if case .color(let color) = value.value { ColorSection.writeSwatch(color, small: true, into: &html) }
        PreviewText.write(value, into: &html)
    }
}

/// One variant's property values in one permutation, by property name.
struct ComponentProperties {
    let values: [String: TokenValue]

    init(variant: ComponentSection.Variant, column: PreviewColumn) {
        var values: [String: TokenValue] = [:]
        for token in variant.tokens {
            values[variant.property(of: token)] = column.value(of: token)?.value
        }
        self.values = values
    }

    func color(_ name: String) -> ColorValue? {
        if case .color(let color)? = values[name] { return color }
        return nil
    }

    func dimension(_ name: String) -> DimensionValue? {
        if case .dimension(let dimension)? = values[name] { return dimension }
        return nil
    }

    func number(_ name: String) -> Double? {
        if case .number(let number)? = values[name] { return number.value }
        return nil
    }

    /// The box properties under `prefix` (`""`, `"title."`, `"pressed."`) as CSS: background
    /// (color or gradient), foreground, typography, corner radius, padding, border, shadow and spacing.
    func boxStyle(_ prefix: String = "") -> CSSStyle {
        var style = CSSStyle()
        switch values[prefix + "background"] {
        case .color(let color)?: style.setColor("background-color", color)
        case .gradient(let gradient)?: style.set("background-image") { CSS.gradient(gradient, color: $0) }
        default: break
        }
        if let foreground = color(prefix + "foreground") { style.setColor("color", foreground) }
        if case .typography(let typography)? = values[prefix + "typography"] { style.setTypography(typography) }
        if let radius = dimension(prefix + "cornerRadius") { style.set("border-radius", CSS.length(radius)) }
        if let padding = dimension(prefix + "padding") { style.set("padding", CSS.length(padding)) }
        if let horizontal = dimension(prefix + "paddingHorizontal") {
            style.set("padding-left", CSS.length(horizontal))
            style.set("padding-right", CSS.length(horizontal))
        }
        if let vertical = dimension(prefix + "paddingVertical") {
            style.set("padding-top", CSS.length(vertical))
            style.set("padding-bottom", CSS.length(vertical))
        }
        for (edge, css) in [("Top", "top"), ("Bottom", "bottom"), ("Leading", "left"), ("Trailing", "right")] {
            if let padding = dimension(prefix + "padding" + edge) { style.set("padding-" + css, CSS.length(padding)) }
        }
        if case .border(let border)? = values[prefix + "border"] { style.set("border") { CSS.border(border, color: $0) } }
        if case .shadow(let shadow)? = values[prefix + "shadow"] { style.set("box-shadow") { CSS.shadow(shadow, color: $0) } }
        if let spacing = dimension(prefix + "spacing") { style.set("gap", CSS.length(spacing)) }
        return style
    }
}

/// Draws one component variant in one permutation.
struct ComponentDrawing {
    let properties: ComponentProperties
    let kind: ComponentSystem.Component.Kind

    func write(into html: inout HTMLWriter) {
        switch kind {
        case .builtIn(.button): writeButton(into: &html)
        case .builtIn(.textField): writeTextField(into: &html)
        case .builtIn(.label): writeLabel(into: &html)
        case .builtIn(.toggle): writeToggle(into: &html)
        case .builtIn(.card): writeCard(into: &html)
        case .custom(let declaration): writeCustom(slots: declaration.slots, into: &html)
        }
    }

    private func state(_ name: String, into html: inout HTMLWriter, _ content: (inout HTMLWriter) -> Void) {
        html.element("figure", [.class("state")]) { html in
            content(&html)
            html.element("figcaption", text: name)
        }
    }

    /// Normal, pressed (`pressedOpacity`, `pressedScale`, `pressed.*`) and disabled (`disabledOpacity`, `disabled.*`).
    private func writeButton(into html: inout HTMLWriter) {
        html.element("div", [.class("states")]) { html in
            let base = properties.boxStyle()
            state("normal", into: &html) { html in
                html.element("span", [.class("button"), .style(base)], text: "Continue")
            }
            state("pressed", into: &html) { html in
                var style = base
                for declaration in properties.boxStyle("pressed.").declarations { style.set(declaration.property, declaration.value) }
                if let opacity = properties.number("pressedOpacity") { style.set("opacity", CSS.number(opacity)) }
                if let scale = properties.number("pressedScale") { style.set("transform", "scale(\(CSS.number(scale)))") }
                html.element("span", [.class("button"), .style(style)], text: "Continue")
            }
            state("disabled", into: &html) { html in
                var style = base
                for declaration in properties.boxStyle("disabled.").declarations { style.set(declaration.property, declaration.value) }
                if let opacity = properties.number("disabledOpacity") { style.set("opacity", CSS.number(opacity)) }
                html.element("span", [.class("button"), .style(style)], text: "Continue")
            }
        }
    }

    private func writeTextField(into html: inout HTMLWriter) {
        html.element("div", [.class("text-field"), .style(properties.boxStyle())]) { html in
            html.element("span", [.class("placeholder")], text: "Email")
        }
    }

    private func writeLabel(into html: inout HTMLWriter) {
        var container = properties.boxStyle()
        if let spacing = properties.dimension("spacing") { container.set("gap", CSS.length(spacing)) }
        html.element("div", [.class("label"), .style(container)]) { html in
            var icon = CSSStyle()
            if let color = properties.color("iconForeground") { icon.setColor("color", color) }
            var title = CSSStyle()
            if let color = properties.color("titleForeground") { title.setColor("color", color) }
            html.element("span", [.class("icon"), .style(icon)], text: "★")
            html.element("span", [.style(title)], text: "Inbox")
        }
    }

    /// On and off, `width` × `height` (51 × 31 by default, as iOS draws a switch).
    private func writeToggle(into html: inout HTMLWriter) {
        let width = properties.dimension("width").map(CSS.pixels) ?? 51
        let height = properties.dimension("height").map(CSS.pixels) ?? 31
        let inset = 2.0
        let thumbSize = max(height - 2 * inset, 0)
        html.element("div", [.class("states")]) { html in
            for isOn in [true, false] {
                state(isOn ? "on" : "off", into: &html) { html in
                    var track = CSSStyle([("width", CSS.px(width)), ("height", CSS.px(height)), ("border-radius", CSS.px(height / 2))])
                    if let tint = properties.color(isOn ? "onTint" : "offTint") {
                        track.setColor("background-color", tint)
                    } else {
                        track.set("background-color", isOn ? "#34c759" : "#e9e9eb")
                    }
                    var thumb = CSSStyle([
                        ("width", CSS.px(thumbSize)), ("height", CSS.px(thumbSize)), ("top", CSS.px(inset)),
                        ("left", CSS.px(isOn ? max(width - thumbSize - inset, 0) : inset)),
                    ])
                    if let color = properties.color("thumb") { thumb.setColor("background-color", color) }
                    html.element("div", [.class("toggle"), .style(track)]) { html in
                        html.element("div", [.class("thumb"), .style(thumb)]) { _ in }
                    }
                }
            }
        }
    }

    private func writeCard(into html: inout HTMLWriter) {
        html.element("div", [.class("card"), .style(properties.boxStyle())]) { html in
            html.element("strong", text: "Card title")
            html.element("p", text: "Supporting text")
        }
    }

    /// The container, with each declared slot's text in the slot's typography and foreground.
    private func writeCustom(slots: [String], into html: inout HTMLWriter) {
        html.element("div", [.class("custom"), .style(properties.boxStyle())]) { html in
            for slot in slots {
                html.element("div", [.class("slot"), .style(properties.boxStyle(slot + ".")), .data("slot", slot)], text: slot)
            }
        }
    }
}
