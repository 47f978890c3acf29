/// `tokenc preview`'s page: one self-contained HTML file that shows every token of every
/// permutation (brand × mode) side by side.
///
/// The page has an inline style sheet, one script of the page's own (the search box, allowed by
/// its hash) and no references to anything outside it (a Content-Security-Policy says so to the
/// browser too), and is deterministic: the same theme gives the same bytes. Every piece of token text is escaped by ``HTML/escape(_:)``.
public struct PreviewPage: Sendable {
    public var theme: AppTheme
    public var title: String

    public init(theme: AppTheme, title: String = "Design tokens") {
        self.theme = theme
        self.title = title
    }

    /// The page's HTML, UTF-8 text ending in a newline.
    public func render() -> String {
        let model = PreviewModel(theme: theme)
        var html = HTMLWriter()
        html.trusted("<!DOCTYPE html>\n")
        html.open("html", [HTMLAttribute("lang", "en")])
        html.newline()
        html.element("head") { html in
            html.void("meta", [HTMLAttribute("charset", "utf-8")])
            html.void("meta", [
                HTMLAttribute("http-equiv", "Content-Security-Policy"),
                HTMLAttribute("content", "default-src 'none'; style-src 'unsafe-inline'; img-src data:; script-src '\(Self.scriptHash)'"),
            ])
            html.void("meta", [HTMLAttribute("name", "viewport"), HTMLAttribute("content", "width=device-width, initial-scale=1")])
            html.void("meta", [HTMLAttribute("name", "generator"), HTMLAttribute("content", "tokenc preview")])
            html.element("title", text: title)
            html.newline()
            html.element("style") { html in html.trusted(Self.styleSheet) }
            html.newline()
        }
        html.newline()
        html.element("body") { html in
            writeHeader(model, into: &html)
            writeSearch(into: &html)
            writeContents(model, into: &html)
            html.element("main") { html in
                if model.shownSections.isEmpty {
                    html.element("p", [.class("note"), .data("sections", "none")], text: "There are no tokens to show.")
                }
                for section in model.shownSections {
                    html.element("section", [.id(section.id), .data("section", section.id)]) { html in
                        html.element("h2") { html in
                            html.element("a", [.href("#" + section.id), .class("group-link")], text: section.title)
                        }
                        html.newline()
                        writeSection(section, model: model, into: &html)
                    }
                    html.newline()
                }
            }
            html.element("script") { html in html.trusted(Self.script) }
        }
        html.newline()
        html.close("html")
        html.newline()
        return html.output
    }

    private func writeSection(_ section: PreviewSectionKind, model: PreviewModel, into html: inout HTMLWriter) {
        switch section {
        case .colors: ColorSection(model: model).write(into: &html)
        case .typography: TypographySection(model: model).write(into: &html)
        case .dimensions: DimensionSection(model: model).write(into: &html)
        case .effects: EffectsSection(model: model).write(into: &html)
        case .other: OtherSection(model: model).write(into: &html)
        case .components: ComponentSection(model: model).write(into: &html)
        }
    }

    private func writeHeader(_ model: PreviewModel, into html: inout HTMLWriter) {
        html.element("header") { html in
            html.element("h1", text: title)
            let permutations = model.columns.count
            html.element("p", [.class("summary")],
                text: "\(theme.tokens.count) \(theme.tokens.count == 1 ? "token" : "tokens") in \(permutations) \(permutations == 1 ? "permutation" : "permutations"), side by side.")
            if !theme.modifiers.isEmpty {
                html.element("ul", [.class("modifiers")]) { html in
                    for modifier in theme.modifiers {
                        html.element("li") { html in
                            html.element("strong", text: modifier.name)
                            html.text(": " + modifier.contexts.joined(separator: ", ") + " (default \(modifier.defaultContext))")
                            if let description = modifier.description { html.text(" — " + description) }
                        }
                    }
                }
            }
        }
        html.newline()
    }

    /// A box that filters the rows by token path as you type: hidden until the page's script
    /// runs, so a browser without scripts shows no dead control.
    private func writeSearch(into html: inout HTMLWriter) {
        html.element("p", [.class("search")]) { html in
            html.void("input", [
                .id("search"), HTMLAttribute("type", "search"), HTMLAttribute("placeholder", "Filter tokens by path"),
                HTMLAttribute("aria-label", "Filter tokens by path"), HTMLAttribute("hidden", nil),
            ])
        }
        html.newline()
    }

    /// The page's one script, allowed by its SHA-256 in the Content-Security-Policy (no inline
    /// event handlers, no token text in it): shows the search box and hides the rows, swatches
    /// and tables whose token paths do not contain the query, case-insensitively.
    static let script: StaticString = """
        (function () {
          var box = document.getElementById("search");
          var items = Array.prototype.slice.call(document.querySelectorAll("[data-token]"));
          var tables = Array.prototype.slice.call(document.querySelectorAll("table.tokens"));
          box.hidden = false;
          box.addEventListener("input", function () {
            var query = box.value.trim().toLowerCase();
            items.forEach(function (item) {
              item.hidden = query !== "" && item.getAttribute("data-token").toLowerCase().indexOf(query) < 0;
            });
            tables.forEach(function (table) {
              table.hidden = query !== "" && table.querySelector("tbody tr:not([hidden])") === null;
            });
          });
          document.documentElement.setAttribute("data-search", "ready");
        })();
        """

    /// The CSP source of ``script``: `sha256-` and the Base64 of its SHA-256.
    static let scriptHash = "sha256-kObtysS0Q0SRVcBKwJUDz7U0BfSQ77tJ+IJuO5gR8wM="

    /// Links to every section and group, so the page needs no script to navigate.
    private func writeContents(_ model: PreviewModel, into html: inout HTMLWriter) {
        html.element("nav", [.class("contents")]) { html in
            html.element("h2", text: "Contents")
            html.element("ul") { html in
                for section in model.shownSections {
                    html.element("li") { html in
                        html.element("a", [.href("#" + section.id)], text: section.title)
                        let table = TokenTable(model: model, section: section)
                        var groups = TokenTable.groups(model.tokens(in: section)).map(\.group)
                        if section == .components {
                            groups = ComponentSection.variants(model.tokens(in: section)).map(\.path)
                        }
                        guard !groups.isEmpty else { return }
                        html.element("ul") { html in
                            for group in groups {
                                html.element("li") { html in
                                    html.element("a", [.href("#" + table.groupAnchor(group))], text: TokenTable.groupTitle(group))
                                }
                            }
                        }
                    }
                }
            }
        }
        html.newline()
    }

    static let styleSheet: StaticString = """
        :root { color-scheme: light; --line: #d8d8de; --muted: #6b6b73; }
        * { box-sizing: border-box; }
        body { margin: 0; font: 14px/1.45 system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", sans-serif; color: #1c1c1e; background: #f6f6f8; }
        header { padding: 24px 32px 8px; }
        h1 { margin: 0 0 4px; font-size: 26px; }
        h2 { margin: 32px 0 8px; font-size: 20px; }
        h3 { margin: 20px 0 6px; font-size: 15px; font-family: ui-monospace, "SF Mono", Menlo, monospace; }
        h4 { margin: 14px 0 6px; font-size: 13px; font-family: ui-monospace, "SF Mono", Menlo, monospace; }
        a.group-link { color: inherit; text-decoration: none; }
        a.group-link:hover { text-decoration: underline; }
        main { padding: 0 32px 48px; }
        .summary { margin: 0; color: var(--muted); }
        p.search { margin: 0; padding: 8px 32px 0; }
        #search { width: 100%; max-width: 420px; padding: 6px 10px; font: inherit; border: 1px solid var(--line); border-radius: 6px; }
        .modifiers { margin: 6px 0 0; padding-left: 18px; color: var(--muted); }
        nav.contents { padding: 4px 32px 0; columns: 3 220px; font-size: 13px; }
        nav.contents h2 { margin: 8px 0; font-size: 15px; column-span: all; }
        nav.contents ul { margin: 0; padding-left: 16px; }
        nav.contents > ul > li { break-inside: avoid; margin-bottom: 6px; }
        .note { color: var(--muted); max-width: 860px; }
        .warning { color: #9a4b00; }
        table.tokens { border-collapse: collapse; table-layout: fixed; width: 100%; background: #fff; border: 1px solid var(--line); }
        table.tokens th, table.tokens td { border: 1px solid var(--line); padding: 8px 10px; vertical-align: top; text-align: left; overflow-wrap: anywhere; }
        table.tokens thead th { background: #ececf0; font-weight: 600; font-size: 13px; }
        table.tokens thead th:first-child, table.tokens tbody th { width: 250px; }
        table.tokens tbody th > code:first-child { font-weight: 600; }
        table.tokens tbody th > small { display: block; margin: 2px 0 0; font-size: 11px; opacity: 0.72; }
        table.tokens tbody th { font-weight: normal; background: #fff; }
        code, .path { font-family: ui-monospace, "SF Mono", Menlo, monospace; font-size: 12px; }
        .path { font-weight: 600; }
        tr.deprecated th > code:first-child { text-decoration: line-through; }
        .badge { display: inline-block; padding: 0 6px; border-radius: 8px; font-size: 11px; background: #e5e5ea; color: #3a3a3c; }
        .deprecated-badge { background: #ffe1cc; color: #8a3b00; }
        .reason { margin: 4px 0 0; font-size: 12px; color: #8a3b00; }
        .description { margin: 4px 0 0; font-size: 12px; }
        .meta { margin: 2px 0 0; font-size: 11px; opacity: 0.72; }
        td .value { margin: 4px 0 0; font-size: 12px; }
        .value small { margin-left: 2px; font-size: 11px; opacity: 0.72; }
        .alias { margin: 4px 0 0; font-size: 11px; font-family: ui-monospace, "SF Mono", Menlo, monospace; }
        .alias a { color: inherit; }
        .swatch { position: relative; width: 100%; height: 44px; border-radius: 6px; overflow: hidden; border: 1px solid rgba(128,128,128,0.35);
          background-color: #fff; background-image: linear-gradient(45deg, #ccc 25%, transparent 25%, transparent 75%, #ccc 75%), linear-gradient(45deg, #ccc 25%, transparent 25%, transparent 75%, #ccc 75%);
          background-size: 12px 12px; background-position: 0 0, 6px 6px; }
        .swatch::after { content: ""; position: absolute; inset: 0; background: currentColor; }
        .swatch.small { width: 32px; height: 20px; margin-top: 4px; }
        ul.palette { list-style: none; margin: 6px 0 0; padding: 0; display: grid; grid-template-columns: repeat(auto-fill, minmax(104px, 1fr)); gap: 10px; }
        ul.palette li { font-size: 11px; line-height: 1.3; }
        ul.palette .swatch { height: 40px; margin-bottom: 3px; }
        ul.palette b, ul.palette code { display: block; font-size: 11px; overflow-wrap: anywhere; }
        .ratio.fail { color: #fff; background: #c8102e; border-radius: 4px; padding: 0 4px; display: inline-block; }
        .ratio { font-size: 12px; }
        .ratio.pass { opacity: 0.8; }
        .pair-sample { font-size: 16px; font-weight: 600; }
        .type-sample { margin: 0; overflow-wrap: anywhere; }
        .size-sample { margin: 0; line-height: 1.1; }
        .radius-sample { width: 56px; height: 56px; border: 2px solid currentColor; background: rgba(128,128,128,0.18); }
        .bar { height: 12px; max-width: 100%; background: currentColor; opacity: 0.55; border-radius: 2px; }
        .border-sample { width: 100%; max-width: 160px; height: 40px; border-radius: 4px; }
        .shadow-sample { width: 120px; height: 56px; margin: 6px 6px 12px; border-radius: 8px; outline: 1px solid rgba(128,128,128,0.3); }
        .gradient-sample { width: 100%; height: 32px; border-radius: 6px; }
        .stroke-sample { width: 100%; border-top-width: 3px; border-top-color: currentColor; margin: 10px 0; }
        svg.curve { overflow: visible; }
        .curve-box { fill: none; stroke: currentColor; stroke-opacity: 0.25; stroke-width: 1; }
        .curve-line { fill: none; stroke: currentColor; stroke-width: 3; }
        tr.rendering td { padding: 14px 10px; }
        .states { display: flex; flex-wrap: wrap; gap: 12px; align-items: flex-end; }
        figure.state { margin: 0; display: flex; flex-direction: column; align-items: center; gap: 4px; }
        figure.state figcaption { font-size: 11px; opacity: 0.72; }
        .button { display: inline-block; padding: 8px 14px; border-radius: 8px; border: 0 solid currentColor; }
        .text-field { padding: 8px 10px; border: 1px solid rgba(128,128,128,0.5); border-radius: 6px; }
        .text-field .placeholder { opacity: 0.55; }
        .label { display: inline-flex; align-items: center; gap: 6px; }
        .toggle { position: relative; }
        .thumb { position: absolute; border-radius: 50%; background: #fff; box-shadow: 0 1px 3px rgba(0,0,0,0.3); }
        .card { padding: 12px; border-radius: 8px; }
        .card p { margin: 4px 0 0; }
        .custom { display: flex; flex-direction: column; align-items: flex-start; }
        """
}
