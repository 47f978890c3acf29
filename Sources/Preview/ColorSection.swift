import TokenModel

/// Color swatches grouped as in the tokens, each with its hex and authored value and its alias
/// chain; palettes as grids; and the contrast of the text-on-background pairs the tokens declare.
struct ColorSection {
    let model: PreviewModel

    func write(into html: inout HTMLWriter) {
        let tokens = model.tokens(in: .colors)
        let table = TokenTable(model: model, section: .colors)
        writeContrastNote(into: &html)
        writeContrastPairs(table: table, into: &html)
        for (group, members) in TokenTable.groups(tokens) {
            // A group's palette colors are a grid; the rest of it (aliases, colors that vary) a table below.
            let palette = members.filter(isPaletteColor)
            let drawnAsGrid = palette.count >= 2 || (palette.count == 1 && members.count == 1)
            guard drawnAsGrid else {
                table.write(members, into: &html, cell: cell)
                continue
            }
            let shared = TokenTable.SharedSource(members, model: model)
            TokenTable.writeGroup(into: &html) { html in
                table.writeGroupHeading(group, shared: shared, into: &html)
                writePalette(palette, into: &html)
                let rest = members.filter { !isPaletteColor($0) }
                for part in ColumnLayout.partition(rest, model: model, varyingWith: \.variesWith) {
                    table.writeTable(part.rows, layout: part.layout, shared: shared, into: &html, cell: cell)
                }
            }
        }
    }

    /// A color's cell: its swatch and values. Contrast is in the table of declared pairs above,
    /// not per swatch: a swatch has no one surface it is meant for.
    private func cell(_ token: ThemeToken, _ value: ResolvedToken, _ column: PreviewColumn, _ html: inout HTMLWriter) {
        guard case .color(let color) = value.value else { return }
        writeSwatch(color, into: &html)
    }

    /// A palette color aliases nothing, varies with nothing and is defined everywhere; it is not
    /// deprecated and not a background or text color (those are measured for contrast).
    func isPaletteColor(_ token: ThemeToken) -> Bool {
        let value = token.values[model.defaultIndex]
        return token.type == .color && token.variesWith.isEmpty && !token.isOptional && value.aliasOf == nil
            && value.deprecation?.isDeprecated != true && ContrastPairing.role(of: token.path, outside: model.theme.components) == nil
    }

    /// The palette as a grid of swatches, each with its name and hex below it and its exact
    /// value and description on hover. The list names its one column, every permutation.
    private func writePalette(_ tokens: [ThemeToken], into html: inout HTMLWriter) {
        let key = ColumnLayout(model: model, varyingWith: []).columns[0].key
        html.element("ul", [.class("palette"), .data("permutation", key)]) { html in
            for token in tokens {
                let value = token.values[model.defaultIndex]
                guard case .color(let color) = value.value else { continue }
                let title = [PreviewText.title(value) ?? "", value.description ?? ""].filter { !$0.isEmpty }.joined(separator: "\n")
                // The end tag is left out, as HTML allows: the next item or the list's end closes it.
                html.open("li", [.id(TokenTable.tokenAnchor(token.path)), .title(title)])
                Self.writeSwatch(color, into: &html)
                html.element("b", text: token.path.components.last ?? "")
                html.text(PreviewText.color(color))
            }
        }
        html.newline()
    }

    private var contrast: ContrastPairing { model.contrast }

    private func writeContrastNote(into html: inout HTMLWriter) {
        html.element("p", [.class("note")]) { html in
            html.text("""
                Contrast is the WCAG 2.x ratio, truncated to two decimals, of the pairs the tokens declare: \
                a text color (a “text”, “fg” or “foreground” group) on the background (“background”, “bg”, \
                “surface”) its name pairs it with — an “on” name (onBrand) on that surface, else the \
                background of the same name, else the default one — or that its $extensions \
                “\(ContrastPairing.extensionKey)” “on” lists, and a component's foreground on its background. \
                A pair under 4.5:1 is flagged. Hex values are sRGB; a color outside sRGB is drawn in its \
                own space and its hex is clipped.
                """)
        }
        if contrast.pairs.isEmpty {
            html.element("p", [.class("note", "warning"), .data("contrast", "skipped")],
                text: "No text color is paired with a background by these rules, so contrast is not shown.")
        }
        if !contrast.unpaired.isEmpty {
            html.element("p", [.class("note"), .data("contrast", "unpaired")]) { html in
                html.text("Not measured: ")
                for (index, (text, why)) in contrast.unpaired.enumerated() {
                    if index > 0 { html.text("; ") }
                    html.element("a", [.href("#" + TokenTable.tokenAnchor(text))], text: text.description)
                    html.text(" (\(why))")
                }
                html.text(".")
            }
        }
    }

    /// The declared pairs, side by side, in a table per set of modifiers the pairs vary with.
    private func writeContrastPairs(table: TokenTable, into html: inout HTMLWriter) {
        guard !contrast.pairs.isEmpty else { return }
        let anchor = HTML.anchor("colors", ["contrast"])
        html.element("h3", [.id(anchor)]) { html in
            html.element("a", [.href("#" + anchor)], text: "Text on background")
        }
        let parts = ColumnLayout.partition(contrast.pairs, model: model) { model.variesWith($0.text) + model.variesWith($0.background) }
        for (layout, pairs) in parts {
            html.element("table", [.class("contrast-pairs")]) { html in
                table.writeHead(layout, into: &html, firstColumn: "Pair")
                html.element("tbody") { html in
                    for pair in pairs {
                        html.element("tr", [.data("pair", "\(pair.text) on \(pair.background)")]) { html in
                            html.element("th", [HTMLAttribute("scope", "row")]) { html in
                                html.element("a", [.href("#" + TokenTable.tokenAnchor(pair.text))], text: pair.text.description)
                                html.text(" on ")
                                html.element("a", [.href("#" + TokenTable.tokenAnchor(pair.background))], text: pair.background.description)
                                html.element("small", text: pair.reason.rawValue)
                            }
                            for column in layout.columns {
                                writePair(text: pair.text, background: pair.background, column: column, into: &html)
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
            html.element("td", text: "—")
            return
        }
        let ratio = WCAGContrast.ratio(SRGBColor(foreground), SRGBColor(back))
        let passes = ratio >= WCAGContrast.minimumTextRatio
        var style = CSSStyle()
        style.setColor("background-color", back)
        style.setColor("color", foreground)
        html.element("td", [.style(style)]) { html in
            html.element("span", [.class("pair-sample")], text: "Aa Text")
            html.text(" ")
            html.element("span", [.class("ratio", passes ? "pass" : "fail")], text: WCAGContrast.format(ratio) + (passes ? " ✓" : " ✗ under 4.5:1"))
        }
    }

    /// A checkered square under the color, so translucency shows, and the color's values: the
    /// hex, with the components of another space rounded after it (the cell's `title` has
    /// them exact) and the opacity.
    private func writeSwatch(_ color: ColorValue, into html: inout HTMLWriter) {
        Self.writeSwatch(color, into: &html)
        html.text(PreviewText.color(color))
        if !SRGBColor(color).isInGamut {
            html.element("p", [.class("meta")], text: "outside sRGB: hex clipped")
        }
    }

    /// A checkered box filled with the color (its `color`, which the box's `::after` paints), so
    /// translucency shows: one `<i>` per swatch.
    static func writeSwatch(_ color: ColorValue, small: Bool = false, into html: inout HTMLWriter) {
        var style = CSSStyle()
        style.setColor("color", color)
        html.element("i", [.class(small ? "small" : ""), .style(style)]) { _ in }
    }
}
