import Lowering
import TokenModel

/// `tokenc preview`'s page: one self-contained HTML file that shows every token of every
/// permutation (brand × mode) side by side.
///
/// The page has an inline style sheet, one script of the page's own (the search box, allowed by
/// its hash) and no references to anything outside it (a Content-Security-Policy says so to the
/// browser too), and is deterministic: the same theme gives the same bytes. Every piece of token text is escaped by ``HTML/escape(_:)``.
package struct PreviewPage: Sendable {
    package var theme: ResolvedTheme
    package var title: String
    /// The components as lowering checked them (``SwiftModel/components``): the styles `build`
    /// generates are the ones the page draws.
    var components: [ComponentSystem.Component]

    /// The page of a validated theme, drawn from the report's lowered model.
    package init(_ report: ValidationReport, title: String = "Design tokens") {
        self.init(report.model, title: title)
    }

    /// The page of `theme`, lowered here.
    package init(theme: ResolvedTheme, title: String = "Design tokens") {
        self.init(SwiftModel(lowering: theme), title: title)
    }

    init(_ model: SwiftModel, title: String) {
        theme = model.theme
        components = model.components
        self.title = title
    }

    /// The page's HTML, UTF-8 text ending in a newline.
    package func render() -> String {
        let model = PreviewModel(theme: theme, components: components)
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
            html.element("style") { html in
                html.trusted(Self.styleSheet)
                html.newline()
                html.generatedCSS(model.generatedRules)
            }
            html.newline()
        }
        html.newline()
        html.element("body") { html in
            writeHeader(model, into: &html)
            writeControls(model, into: &html)
            writeContents(model, into: &html)
            html.element("main") { html in
                if model.shownSections.isEmpty {
                    html.element("p", [.class("note"), .data("sections", "none")], text: "There are no tokens to show.")
                }
                for section in model.shownSections {
                    html.element("section", [.id(section.id), .data("section", section.id)]) { html in
                        html.element("h2") { html in
                            html.element("a", [.href("#" + section.id)], text: section.title)
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

    /// A box that filters the rows by token path as you type, and a switcher that shows one
    /// permutation at a time instead of all side by side: hidden until the page's script runs,
    /// so a browser without scripts shows no dead control (and every column).
    private func writeControls(_ model: PreviewModel, into html: inout HTMLWriter) {
        html.element("p", [.class("controls")]) { html in
            html.void("input", [
                .id("search"), HTMLAttribute("type", "search"), HTMLAttribute("placeholder", "Filter tokens by path"),
                HTMLAttribute("aria-label", "Filter tokens by path"), HTMLAttribute("hidden", nil),
            ])
            let views = model.views
            if views.count > 1 {
                html.element("label", [.id("view-label"), HTMLAttribute("hidden", nil)]) { html in
                    html.text("Show ")
                    html.element("select", [.id("view")]) { html in
                        html.element("option", [HTMLAttribute("value", "")], text: "every permutation side by side")
                        for (index, view) in views.enumerated() {
                            html.element("option", [HTMLAttribute("value", String(index)), .data("permutation", view.key)],
                                text: view.contexts.map(\.context).joined(separator: " · "))
                        }
                    }
                }
            }
        }
        html.newline()
    }

    /// The page's one script, allowed by its SHA-256 in the Content-Security-Policy (no inline
    /// event handlers, no token text in it). The search box hides the rows, swatches and tables
    /// whose token paths (read back from their anchors) do not contain the query,
    /// case-insensitively. The switcher hides every column whose heading's `data-views` does not
    /// list the chosen permutation; `?view=2` in the page's address chooses one as it opens.
    static let script: StaticString = """
        (function () {
          var all = function (selector) { return Array.prototype.slice.call(document.querySelectorAll(selector)); };
          var box = document.getElementById("search");
          var items = all("tr[id^='t.'], li[id^='t.']");
          var paths = items.map(function (item) {
            var encoded = item.id.slice(2);
            try { return decodeURIComponent(encoded.replace(/_/g, "%")).toLowerCase(); } catch (error) { return encoded.toLowerCase(); }
          });
          var tables = all("main table");
          box.hidden = false;
          box.addEventListener("input", function () {
            var query = box.value.trim().toLowerCase();
            items.forEach(function (item, index) {
              item.hidden = query !== "" && paths[index].indexOf(query) < 0;
            });
            tables.forEach(function (table) {
              table.hidden = query !== "" && table.querySelector("tbody tr:not([hidden])") === null;
            });
          });
          var view = document.getElementById("view");
          if (view) {
            var show = function () {
              var chosen = view.value;
              tables.forEach(function (table) {
                if (!table.tHead) { return; }
                var shown = Array.prototype.map.call(table.tHead.rows[0].cells, function (head) {
                  var views = head.getAttribute("data-views");
                  return chosen === "" || views === null || (" " + views + " ").indexOf(" " + chosen + " ") >= 0;
                });
                Array.prototype.forEach.call(table.rows, function (row) {
                  Array.prototype.forEach.call(row.cells, function (cell, index) { cell.hidden = !shown[index]; });
                });
              });
              document.documentElement.setAttribute("data-view", chosen);
            };
            document.getElementById("view-label").hidden = false;
            view.addEventListener("change", show);
            var asked = /[?&]view=([0-9]+)/.exec(location.search);
            if (asked && asked[1] < view.options.length - 1) { view.value = asked[1]; show(); }
          }
          document.documentElement.setAttribute("data-search", "ready");
        })();
        """

    /// The CSP source of ``script``: `sha256-` and the Base64 of its SHA-256.
    static let scriptHash = "sha256-ZAofJyT2B0TlX2tIH5IU7rEwhxjOl5qZ1T27qu/pql4="

    /// A section with more groups than this lists them folded in the contents.
    static let unfoldedGroups = 12

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
                            groups = ComponentSection.variants(model).map(\.path)
                        }
                        guard !groups.isEmpty else { return }
                        // A long list of groups is folded, so that the contents of a large system fit a screen.
                        let folded = groups.count > Self.unfoldedGroups
                        html.element("details", folded ? [] : [HTMLAttribute("open", nil)]) { html in
                            html.element("summary", text: "\(groups.count) \(groups.count == 1 ? "group" : "groups")")
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
        h2 a, h3 a, h4 a { color: inherit; text-decoration: none; }
        h2 a:hover, h3 a:hover, h4 a:hover { text-decoration: underline; }
        main { padding: 0 32px 48px; }
        /* A large page opens fast: groups off screen are laid out when they scroll into view. */
        main div.group { content-visibility: auto; contain-intrinsic-size: auto 400px; }
        .summary { margin: 0; color: var(--muted); }
        p.controls { margin: 0; padding: 8px 32px 0; display: flex; flex-wrap: wrap; gap: 8px 16px; align-items: center; }
        #search { width: 100%; max-width: 420px; padding: 6px 10px; font: inherit; border: 1px solid var(--line); border-radius: 6px; }
        #search[hidden], #view-label[hidden] { display: none; }
        #view { font: inherit; padding: 5px 8px; border: 1px solid var(--line); border-radius: 6px; }
        .modifiers { margin: 6px 0 0; padding-left: 18px; color: var(--muted); }
        nav.contents { padding: 4px 32px 0; columns: 3 220px; font-size: 13px; }
        nav.contents h2 { margin: 8px 0; font-size: 15px; column-span: all; }
        nav.contents ul { margin: 0; padding-left: 16px; }
        nav.contents > ul > li { break-inside: avoid; margin-bottom: 6px; }
        nav.contents summary { cursor: pointer; color: var(--muted); }
        .note { color: var(--muted); max-width: 860px; }
        .warning { color: #9a4b00; }
        main table { border-collapse: collapse; table-layout: fixed; width: 100%; background: #fff; border: 1px solid var(--line); }
        main table th, main table td { border: 1px solid var(--line); padding: 8px 10px; vertical-align: top; text-align: left; overflow-wrap: anywhere; }
        main table thead th { background: #ececf0; font-weight: 600; font-size: 13px; }
        main table thead th:first-child, main table tbody th { width: 250px; }
        main table tbody th { font: 600 12px ui-monospace, "SF Mono", Menlo, monospace; }
        main table tbody th > * { font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; font-weight: normal; }
        main table tbody th > small { display: block; margin: 2px 0 0; font-size: 11px; opacity: 0.72; }
        h3 > small { margin-left: 8px; font: normal 11px system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; opacity: 0.72; }
        main table tbody th { background: #fff; }
        main table tbody th > s { font-family: inherit; font-weight: 600; }
        code, .path { font-family: ui-monospace, "SF Mono", Menlo, monospace; font-size: 12px; }
        .path { font-weight: 600; }
        .badge { display: inline-block; padding: 0 6px; border-radius: 8px; font-size: 11px; background: #e5e5ea; color: #3a3a3c; }
        .deprecated-badge { background: #ffe1cc; color: #8a3b00; }
        .reason { margin: 4px 0 0; font-size: 12px; color: #8a3b00; }
        .description { margin: 4px 0 0; font-size: 12px; }
        .meta { margin: 2px 0 0; font-size: 11px; opacity: 0.72; }
        main table tr[id] > td { font: 12px ui-monospace, "SF Mono", Menlo, monospace; }
        main table tr[id] > td > small { margin-left: 2px; font-size: 11px; opacity: 0.72; }
        main table td > p { margin: 4px 0 0; font: 11px system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; }
        main td > a.to { display: block; margin: 4px 0 0; font-size: 11px; color: inherit; }
        a.to::before { content: "→ "; }
        a.to[data-more]::after { content: " → … " attr(data-more) " more"; }
        p.in { opacity: 0.72; }
        p.in::before { content: "set in "; }
        td > i, ul.palette i { display: block; position: relative; width: 100%; height: 44px; border-radius: 6px; overflow: hidden; border: 1px solid rgba(128,128,128,0.35);
          background-color: #fff; background-image: linear-gradient(45deg, #ccc 25%, transparent 25%, transparent 75%, #ccc 75%), linear-gradient(45deg, #ccc 25%, transparent 25%, transparent 75%, #ccc 75%);
          background-size: 12px 12px; background-position: 0 0, 6px 6px; }
        td > i::after, ul.palette i::after { content: ""; position: absolute; inset: 0; background: currentColor; }
        td > i.small { width: 32px; height: 20px; margin-top: 4px; }
        ul.palette { list-style: none; margin: 6px 0 0; padding: 0; display: grid; grid-template-columns: repeat(auto-fill, minmax(104px, 1fr)); gap: 10px; }
        ul.palette li { font: 11px/1.3 ui-monospace, "SF Mono", Menlo, monospace; overflow-wrap: anywhere; }
        ul.palette i { height: 40px; margin-bottom: 3px; }
        ul.palette b { display: block; font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; }
        table.contrast-pairs tbody th > a { color: inherit; font: 600 12px ui-monospace, "SF Mono", Menlo, monospace; }
        .ratio.fail { color: #fff; background: #c8102e; border-radius: 4px; padding: 0 4px; display: inline-block; }
        .ratio { font-size: 12px; }
        .ratio.pass { opacity: 0.8; }
        .pair-sample { font-size: 16px; font-weight: 600; }
        main table td > p.type { margin: 0 0 4px; font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; overflow-wrap: anywhere;
          font-size: var(--s, 14px); font-weight: var(--w, normal); line-height: var(--l, normal); letter-spacing: var(--t, normal); }
        p.type::before { content: "Sphinx of black quartz, judge my vow"; }
        p.type.glyphs::before { content: "Aa Bb Cc 0123"; }
        .size-sample { margin: 0; line-height: 1.1; }
        .radius-sample { width: 56px; height: 56px; border: 2px solid currentColor; background: rgba(128,128,128,0.18); }
        .bar { height: 12px; max-width: 100%; background: currentColor; opacity: 0.55; border-radius: 2px; }
        .border { width: 100%; max-width: 160px; height: 40px; border-radius: 4px; }
        .shadow { width: 120px; height: 56px; margin: 6px 6px 12px; border-radius: 8px; outline: 1px solid rgba(128,128,128,0.3); }
        .gradient { width: 100%; height: 32px; border-radius: 6px; }
        .stroke { width: 100%; border-top-width: 3px; border-top-color: currentColor; margin: 10px 0; }
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
