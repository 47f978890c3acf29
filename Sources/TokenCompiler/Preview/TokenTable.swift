/// The layout every section shares: tokens grouped as in the files, one heading with an anchor
/// per group, and tables whose rows are tokens and whose columns are the combinations of the
/// contexts those tokens vary with (``ColumnLayout``), side by side.
struct TokenTable {
    let model: PreviewModel
    let section: PreviewSectionKind

    /// The tokens' groups (their parents), in the order tokens first appear, each with its tokens.
    static func groups(_ tokens: [ThemeToken]) -> [(group: TokenPath, tokens: [ThemeToken])] {
        var order: [TokenPath] = []
        var members: [TokenPath: [ThemeToken]] = [:]
        for token in tokens {
            let group = token.path.parent
            if members[group] == nil { order.append(group) }
            members[group, default: []].append(token)
        }
        return order.map { ($0, members[$0] ?? []) }
    }

    /// The anchor of a group heading within this section.
    func groupAnchor(_ group: TokenPath) -> String {
        HTML.anchor(section.id, group.components)
    }

    static func tokenAnchor(_ path: TokenPath) -> String {
        HTML.anchor("t", path.components)
    }

    static func groupTitle(_ group: TokenPath) -> String {
        group.isRoot ? "(top level)" : group.description
    }

    /// Every group of `tokens`: a heading and a table per set of modifiers its tokens vary with,
    /// `cell` drawing each token in each of its columns.
    func write(
        _ tokens: [ThemeToken], into html: inout HTMLWriter,
        cell: (ThemeToken, ResolvedToken, PreviewColumn, inout HTMLWriter) -> Void
    ) {
        for (group, members) in Self.groups(tokens) {
            writeGroupHeading(group, into: &html)
            for part in ColumnLayout.partition(members, model: model, varyingWith: \.variesWith) {
                writeTable(part.rows, layout: part.layout, into: &html, cell: cell)
            }
        }
    }

    func writeGroupHeading(_ group: TokenPath, into html: inout HTMLWriter) {
        html.element("h3", [.id(groupAnchor(group))]) { html in
            html.element("a", [.href("#" + groupAnchor(group)), .class("group-link")], text: Self.groupTitle(group))
        }
        html.newline()
    }

    /// One table: a header row of the layout's columns and a row per token.
    func writeTable(
        _ tokens: [ThemeToken], layout: ColumnLayout, into html: inout HTMLWriter,
        cell: (ThemeToken, ResolvedToken, PreviewColumn, inout HTMLWriter) -> Void
    ) {
        html.element("table", [.class("tokens"), .data("columns", String(layout.columns.count))]) { html in
            writeHead(layout, into: &html)
            html.element("tbody") { html in
                for token in tokens {
                    writeRow(token, layout: layout, into: &html, cell: cell)
                }
            }
        }
        html.newline()
    }

    func writeHead(_ layout: ColumnLayout, into html: inout HTMLWriter, firstColumn: String = "Token") {
        html.element("thead") { html in
            html.element("tr") { html in
                html.element("th", text: firstColumn)
                for column in layout.columns {
                    html.element("th", [.data("permutation", column.key)]) { html in
                        writeColumnName(column, into: &html)
                    }
                }
            }
        }
    }

    func writeColumnName(_ column: ColumnLayout.Column, into html: inout HTMLWriter) {
        guard !column.contexts.isEmpty else {
            html.text(model.theme.modifiers.isEmpty ? "default" : "every permutation")
            return
        }
        for (index, (modifier, context)) in column.contexts.enumerated() {
            if index > 0 { html.text(" · ") }
            html.element("span", [.title(modifier)], text: context)
        }
    }

    /// One token's row; `label` replaces the path as the row's title (the path then follows, smaller).
    func writeRow(
        _ token: ThemeToken, label: String? = nil, layout: ColumnLayout, into html: inout HTMLWriter,
        cell: (ThemeToken, ResolvedToken, PreviewColumn, inout HTMLWriter) -> Void
    ) {
        let main = token.values[model.defaultIndex]
        let deprecated = main.deprecation?.isDeprecated == true
        html.open("tr", [.data("token", token.path.description), .id(Self.tokenAnchor(token.path)), .class(deprecated ? "deprecated" : "")])
        html.element("th") { html in
            writeTokenHeader(token, main: main, label: label, into: &html)
        }
        for column in layout.columns {
            let permutation = column.permutation
            html.element("td", [.data("permutation", column.key), .style(permutation.surfaceStyle)]) { html in
                guard let value = permutation.value(of: token) else {
                    // An optional token that this permutation does not define.
                    html.element("span", [.class("absent")], text: "not defined")
                    return
                }
                cell(token, value, permutation, &html)
                writeCellNotes(value, main: main, column: permutation, into: &html)
            }
        }
        html.close("tr")
        html.newline()
    }

    /// The row header: path, deprecation, description, type and what the value varies with.
    func writeTokenHeader(_ token: ThemeToken, main: ResolvedToken, label: String?, into html: inout HTMLWriter) {
        // The group's heading names the path's start; the row, its last name.
        html.element("code", text: label ?? token.path.components.last ?? "")
        if let deprecation = main.deprecation, deprecation.isDeprecated {
            html.text(" ")
            html.element("span", [.class("badge", "deprecated-badge")], text: "deprecated")
            if let reason = deprecation.reason {
                html.element("p", [.class("reason")], text: reason)
            }
        }
        if let description = main.description, !description.isEmpty {
            html.element("p", [.class("description")], text: description)
        }
        if label != nil { html.element("p", [.class("meta")]) { html in html.element("code", text: token.path.description) } }
        // What the token varies with is in the column headings; the type and file line suffice here.
        html.element("small", text: "\(token.type.rawValue) · \(model.describe(main.location))")
    }

    /// What differs in this permutation from the default one, and the alias chain: its first hop,
    /// a link (whose own row shows the next), and how many hops follow (`→ a → … 2 more`).
    func writeCellNotes(_ value: ResolvedToken, main: ResolvedToken, column: PreviewColumn, into html: inout HTMLWriter) {
        let chain = column.aliasChain(of: value)
        if let first = chain.first {
            html.element("p", [.class("alias")]) { html in
                html.text("→ ")
                html.element("a", [.href("#" + Self.tokenAnchor(first))], text: first.description)
                if chain.count > 1 { html.text(" → … \(chain.count - 1) more") }
            }
        }
        if value.location != main.location {
            html.element("p", [.class("meta")], text: "set in \(model.describe(value.location))")
        }
        if value.deprecation != main.deprecation {
            let text = value.deprecation.map { deprecation in
                deprecation.isDeprecated ? "deprecated here" + (deprecation.reason.map { ": \($0)" } ?? "") : "not deprecated here"
            } ?? "not deprecated here"
            html.element("p", [.class("reason")], text: text)
        }
        if value.description != main.description, let description = value.description {
            html.element("p", [.class("description")], text: description)
        }
    }
}
