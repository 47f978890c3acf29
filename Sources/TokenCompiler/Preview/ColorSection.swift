/// Color swatches grouped as in the tokens, each with its hex and authored value and its alias
/// chain; palettes as grids; and the contrast of every text color on every background color.
struct ColorSection {
    let model: PreviewModel

    func write(into html: inout HTMLWriter) {
        let tokens = model.tokens(in: .colors)
        let table = TokenTable(model: model, section: .colors)
        writeConventionNote(into: &html)
        writeContrastPairs(table: table, into: &html)
        for (group, members) in TokenTable.groups(tokens) {
            // A group's palette colors are a grid; the rest of it (aliases, colors that vary) a table below.
            let palette = members.filter(isPaletteColor)
            let drawnAsGrid = palette.count >= 2 || (palette.count == 1 && members.count == 1)
            guard drawnAsGrid else {
                table.write(members, into: &html, cell: cell)
                continue
            }
            table.writeGroupHeading(group, into: &html)
            writePalette(palette, into: &html)
            let rest = members.filter { !isPaletteColor($0) }
            for part in ColumnLayout.partition(rest, model: model, varyingWith: \.variesWith) {
                table.writeTable(part.rows, layout: part.layout, into: &html, cell: cell)
            }
        }
    }

    /// A color's cell: its swatch and values. Contrast is in the table of text on background
    /// colors above, not repeated per swatch.
    private func cell(_ token: ThemeToken, _ value: ResolvedToken, _ column: PreviewColumn, _ html: inout HTMLWriter) {
        guard case .color(let color) = value.value else { return }
        writeSwatch(color, into: &html)
    }

    /// A palette color aliases nothing, varies with nothing and is defined everywhere; it is not
    /// deprecated and not a background or text color (those are measured for contrast).
    func isPaletteColor(_ token: ThemeToken) -> Bool {
        let value = token.values[model.defaultIndex]
        return token.type == .color && token.variesWith.isEmpty && !token.isOptional && value.aliasOf == nil
            && value.deprecation?.isDeprecated != true && ContrastConvention.role(of: token.path) == nil
    }

    /// The palette as a grid of swatches, each with its name and hex below it and its exact
    /// value and description on hover.
    private func writePalette(_ tokens: [ThemeToken], into html: inout HTMLWriter) {
        let key = ColumnLayout(model: model, varyingWith: []).columns[0].key
        html.element("ul", [.class("palette")]) { html in
            for token in tokens {
                let value = token.values[model.defaultIndex]
                guard case .color(let color) = value.value else { continue }
                let title = [PreviewText.authored(color, .exact), value.description ?? ""].filter { !$0.isEmpty }.joined(separator: "\n")
                html.element("li", [.id(TokenTable.tokenAnchor(token.path)), .data("token", token.path.description), .data("permutation", key), .title(title)]) { html in
                    Self.writeSwatch(color, into: &html)
                    html.element("b", text: token.path.components.last ?? "")
                    html.element("code", text: PreviewText.color(color))
                }
            }
        }
        html.newline()
    }

    private var convention: ContrastConvention { model.convention }

    private func writeConventionNote(into html: inout HTMLWriter) {
        html.element("p", [.class("note")]) { html in
            html.text("""
                Contrast is the WCAG 2.x ratio, truncated to two decimals. Background colors are color tokens \
                with a group named “background” or “bg” in their path; text colors, with a group named “text” \
                (outside “component”). A text color under 4.5:1 against a background color is flagged. \
                Hex values are sRGB; a color outside sRGB is drawn in its own space and its hex is clipped.
                """)
        }
        if convention.backgrounds.isEmpty || convention.texts.isEmpty {
            let missing = [convention.backgrounds.isEmpty ? "background" : nil, convention.texts.isEmpty ? "text" : nil]
                .compactMap { $0 }.joined(separator: " or ")
            html.element("p", [.class("note", "warning"), .data("contrast", "skipped")],
                text: "No \(missing) colors were found by this convention, so contrast against them is not shown.")
        }
    }

    /// Every text color on every background color, side by side, in a table per set of modifiers
    /// the pairs vary with.
    private func writeContrastPairs(table: TokenTable, into html: inout HTMLWriter) {
        guard !convention.backgrounds.isEmpty, !convention.texts.isEmpty else { return }
        let anchor = HTML.anchor("colors", ["contrast"])
        html.element("h3", [.id(anchor)]) { html in
            html.element("a", [.href("#" + anchor), .class("group-link")], text: "Text on background")
        }
        let pairs = convention.texts.flatMap { text in convention.backgrounds.map { (text: text, background: $0) } }
        let parts = ColumnLayout.partition(pairs, model: model) { model.variesWith($0.text) + model.variesWith($0.background) }
        for (layout, pairs) in parts {
            html.element("table", [.class("tokens", "contrast-pairs"), .data("columns", String(layout.columns.count))]) { html in
                table.writeHead(layout, into: &html, firstColumn: "Pair")
                html.element("tbody") { html in
                    for (text, background) in pairs {
                        html.element("tr", [.data("pair", "\(text) on \(background)")]) { html in
                            html.element("th", [HTMLAttribute("scope", "row")]) { html in
                                html.element("code", [.class("path")], text: ContrastConvention.shortName(text))
                                html.text(" on ")
                                html.element("code", [.class("path")], text: ContrastConvention.shortName(background))
                            }
                            for column in layout.columns {
                                writePair(text: text, background: background, column: column, into: &html)
                            }
                        }
                    }
                }
            }
            html.newline()
        }
    }

    private func writePair(text: TokenPath, background: TokenPath, column layoutColumn: ColumnLayout.Column, into html: inout HTMLWriter) {
        let column = layoutColumn.permutation
        guard let foreground = column.color(text), let back = column.color(background) else {
            html.element("td", [.data("permutation", layoutColumn.key)], text: "—")
            return
        }
        let ratio = WCAGContrast.ratio(SRGBColor(foreground), SRGBColor(back))
        let passes = ratio >= WCAGContrast.minimumTextRatio
        var style = CSSStyle()
        style.setColor("background-color", back)
        style.setColor("color", foreground)
        html.element("td", [.data("permutation", layoutColumn.key), .style(style), .class(passes ? "" : "fail-cell")]) { html in
            html.element("span", [.class("pair-sample")], text: "Aa Text")
            html.text(" ")
            html.element("span", [.class("ratio", passes ? "pass" : "fail")], text: WCAGContrast.format(ratio) + (passes ? " ✓" : " ✗ under 4.5:1"))
        }
    }

    /// A checkered square under the color, so translucency shows, and the color's values.
    private func writeSwatch(_ color: ColorValue, into html: inout HTMLWriter) {
        Self.writeSwatch(color, into: &html)
        let srgb = SRGBColor(color)
        // The hex is the sRGB color itself; the authored components, exact, are in the title.
        html.element("p", [.class("value"), .title(PreviewText.authored(color, .exact))]) { html in
            html.element("code", text: srgb.hex)
            if color.alpha != nil { html.text(" at \(CSS.number(srgb.alpha * 100, fractionDigits: 2))%") }
        }
        if color.colorSpace != .srgb {
            html.element("p", [.class("meta")], text: PreviewText.authored(color))
        }
        if !srgb.isInGamut {
            html.element("p", [.class("meta")], text: "outside sRGB: hex clipped")
        }
    }

    /// A checkered box filled with the color (its `color`, which the box's `::after` paints), so
    /// translucency shows: one element per swatch.
    static func writeSwatch(_ color: ColorValue, small: Bool = false, into html: inout HTMLWriter) {
        var style = CSSStyle()
        style.setColor("color", color)
        html.element("div", [.class("swatch", small ? "small" : ""), .style(style)]) { _ in }
    }
}
