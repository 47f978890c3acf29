import TokenModel

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
            let shared = SharedSource(members, model: model)
            Self.writeGroup(into: &html) { html in
                writeGroupHeading(group, shared: shared, into: &html)
                for part in ColumnLayout.partition(members, model: model, varyingWith: \.variesWith) {
                    writeTable(part.rows, layout: part.layout, shared: shared, into: &html, cell: cell)
                }
            }
        }
    }

    /// A group's heading and tables in one box, which the style sheet lays out only once it
    /// scrolls into view (`content-visibility`), so that a page of thousands of tokens opens fast.
    static func writeGroup(into html: inout HTMLWriter, _ content: (inout HTMLWriter) -> Void) {
        html.element("div", [.class("group")], content)
        html.newline()
    }

    /// The group's heading, with what all its tokens share (`color · color/palette.json`) after it.
    func writeGroupHeading(_ group: TokenPath, shared: SharedSource, into html: inout HTMLWriter) {
        html.element("h3", [.id(groupAnchor(group))]) { html in
            html.text(Self.groupTitle(group))
            if !shared.summary.isEmpty { html.element("small", text: shared.summary) }
        }
        html.newline()
    }

    /// One table: a header row of the layout's columns and a row per token. What all rows of
    /// the group share (their type, their file) is said once in its heading, not in every row.
    func writeTable(
        _ tokens: [ThemeToken], layout: ColumnLayout, shared: SharedSource, into html: inout HTMLWriter,
        cell: (ThemeToken, ResolvedToken, PreviewColumn, inout HTMLWriter) -> Void
    ) {
        // A table of constants has one column, every permutation, and needs no head.
        html.element("table") { html in
            if !layout.varying.isEmpty { writeHead(layout, into: &html) }
            html.element("tbody") { html in
                for token in tokens {
                    writeRow(token, layout: layout, shared: shared, into: &html, cell: cell)
                }
            }
        }
        html.newline()
    }

    /// The type and file that most tokens of a group have (the first of equals), with the lines
    /// its tokens there take: said once in the group's heading, and in a row only where it differs.
    struct SharedSource {
        var type: TokenType?
        var file: String?
        var lines: ClosedRange<Int>?

        init(_ tokens: [ThemeToken], model: PreviewModel) {
            let locations = tokens.map { $0.values[model.defaultIndex].location }
            type = Self.mostCommon(tokens.map(\.type))
            let file = Self.mostCommon(locations.map(model.describeFile))
            self.file = file
            let lines = locations.filter { model.describeFile(of: $0) == file }.map(\.line)
            if let first = lines.min(), let last = lines.max() { self.lines = first...last }
        }

        static func mostCommon<Value: Hashable>(_ values: [Value]) -> Value? {
            var counts: [Value: Int] = [:]
            for value in values { counts[value, default: 0] += 1 }
            // `max(by:)` keeps the first of equal elements.
            return values.max { counts[$0, default: 0] < counts[$1, default: 0] }
        }

        /// `color · color/palette.json:6–17`, or what of it is shared.
        var summary: String {
            let place = file.map { file in
                lines.map { $0.count == 1 ? "\(file):\($0.lowerBound)" : "\(file):\($0.lowerBound)–\($0.upperBound)" } ?? file
            }
            return [type?.rawValue, place].compactMap { $0 }.joined(separator: " · ")
        }
    }

    /// The head row: `firstColumn` over the rows' names, then a heading per column (their end
    /// tags left out, as HTML allows).
    func writeHead(_ layout: ColumnLayout, into html: inout HTMLWriter, firstColumn: String = "") {
        html.element("thead") { html in
            html.open("tr")
            html.open("th")
            html.text(firstColumn)
            for column in layout.columns {
                writeColumnHead(column, into: &html)
            }
        }
    }

    /// A column's heading: its contexts (`acme · light`; the page's header names their
    /// modifiers), and in `data-views` the positions of the permutations it shows in the page's switcher.
    func writeColumnHead(_ column: ColumnLayout.Column, into html: inout HTMLWriter) {
        var attributes = [HTMLAttribute.data("permutation", column.key)]
        // A column of every permutation shows in every view, which the switcher assumes of a heading without a list.
        if !column.contexts.isEmpty { attributes.append(.data("views", model.views(showing: column))) }
        html.open("th", attributes)
        guard !column.contexts.isEmpty else {
            html.text(model.theme.modifiers.isEmpty ? "default" : "every permutation")
            return
        }
        html.text(column.contexts.map(\.context).joined(separator: " · "))
    }

    /// One token's row, on one line; `label` replaces the path as the row's title (the path then
    /// follows, smaller). Cells are in the order of the head's columns, whose `data-permutation`
    /// they belong to; each is painted with its permutation's surface (a class per permutation)
    /// and has the exact value as its `title` where rounding changed it. The row's and cells'
    /// end tags are left out, as HTML allows: the next row or the table's end closes them.
    func writeRow(
        _ token: ThemeToken, label: String? = nil, layout: ColumnLayout, shared: SharedSource? = nil, into html: inout HTMLWriter,
        cell: (ThemeToken, ResolvedToken, PreviewColumn, inout HTMLWriter) -> Void
    ) {
        let main = token.values[model.defaultIndex]
        let deprecated = main.deprecation?.isDeprecated == true
        html.open("tr", [.id(Self.tokenAnchor(token.path)), .class(deprecated ? "deprecated" : "")])
        html.open("th")
        writeTokenHeader(token, main: main, label: label, shared: shared, into: &html)
        for column in layout.columns {
            let permutation = column.permutation
            guard let value = permutation.value(of: token) else {
                // An optional token that this permutation does not define.
                html.open("td", [.class(permutation.surfaceClass ?? "")])
                html.element("span", [.class("absent")], text: "not defined")
                continue
            }
            var attributes = [HTMLAttribute.class(permutation.surfaceClass ?? "")]
            if let exact = PreviewText.title(value) { attributes.append(.title(exact)) }
            html.open("td", attributes)
            cell(token, value, permutation, &html)
            writeCellNotes(value, main: main, column: permutation, into: &html)
        }
        html.newline()
    }

    /// The row header: name, deprecation, description, and the type and place only where they
    /// differ from those the group's heading names (its file and lines).
    func writeTokenHeader(_ token: ThemeToken, main: ResolvedToken, label: String?, shared: SharedSource?, into html: inout HTMLWriter) {
        // The group's heading names the path's start; the row, its last name (struck through when deprecated).
        let name = label ?? token.path.components.last ?? ""
        if let deprecation = main.deprecation, deprecation.isDeprecated {
            html.element("s", text: name)
            html.text(" ")
            html.element("span", [.class("badge", "deprecated-badge")], text: "deprecated")
            if let reason = deprecation.reason {
                html.element("p", [.class("reason")], text: reason)
            }
        } else {
            html.text(name)
        }
        if let description = main.description, !description.isEmpty {
            html.element("p", [.class("description")], text: description)
        }
        if label != nil { html.element("p", [.class("meta")]) { html in html.element("code", text: token.path.description) } }
        let type = shared?.type == token.type ? nil : token.type.rawValue
        let place = shared?.file == model.describeFile(of: main.location) ? nil : model.describe(main.location)
        let notes = [type, place].compactMap { $0 }
        if !notes.isEmpty { html.element("small", text: notes.joined(separator: " · ")) }
    }

    /// What differs in this permutation from the default one, and the alias chain: its first hop,
    /// a link (whose own row shows the next), and how many hops follow (`→ a → … 2 more`; the
    /// arrows and words around the link, like the “set in” of a value set elsewhere, are the
    /// style sheet's, from `data-more`).
    func writeCellNotes(_ value: ResolvedToken, main: ResolvedToken, column: PreviewColumn, into html: inout HTMLWriter) {
        let chain = column.aliasChain(of: value)
        if let first = chain.first {
            var attributes = [HTMLAttribute.class("to"), .href("#" + Self.tokenAnchor(first))]
            if chain.count > 1 { attributes.append(.data("more", String(chain.count - 1))) }
            // A token of the same group is named as its row is, by its last name.
            html.element("a", attributes, text: first.parent == value.path.parent ? first.components.last ?? "" : first.description)
        }
        if value.location != main.location {
            html.element("p", [.class("in")], text: model.describe(value.location))
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
