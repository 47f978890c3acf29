import Lowering
import TokenModel

/// `AppTheme+TokenTable.swift`: `ThemeTokenTable`, every token of the theme with its type, its
/// path and where `AppTheme.Values` stores it, in tree order, and which token aliases which in each
/// appearance, as positions in that table.
///
/// The storage edits through it (`Runtime/ThemeStorage.swift`): it finds the tokens an edit changed and
/// gives their new values to the tokens that alias them, so an alias stays a link at run time. A
/// token aliases another here when its whole value is that token's (`"$value": "{color.brand.primary}"`)
/// and both are stored as the same Swift type; a reference inside a composite value or maths is
/// resolved at build time. An alias that differs between contexts is chosen with the same nested
/// `switch`es as the values (``GroupEmitter``), tokens with the same choice sharing one.
///
/// The table is literals only (a string per token), which cost the type checker next to nothing:
/// the storage reaches the tokens in the same order through the groups' `_visit` (``GroupEmitter``).
/// A key path per token costs the type checker far more (Performance.md, "Measured choices in the code").
struct TokenTableEmitter {
    var layout: ThemeLayout
    var modifiers: [ModifierNames]
    var theme: ResolvedTheme
    /// Points per `rem`, for dimensions read at run time.
    var remBase: Double

    /// One token of the table.
    private struct Slot {
        var token: ThemeLayout.Token
    }

    func file() -> GeneratedFile {
        var slots: [Slot] = []
        collect(layout.root, into: &slots)
        var p = SwiftPrinter()
        p.print("/// Every token of the theme, and which token aliases which: what an edit of a theme follows.")
        p.block("nonisolated enum ThemeTokenTable") { p in
            p.print(
                "/// Every token, in the order of the tokens' tree (the order `_visit` hands them over): its type and path.",
                "static let slots: [ThemeTokenSlot] = ThemeTokenSlot.table(entries)",
                "",
                "/// Each token's position in `slots`, by path.",
                "static let positions: [String: Int] = Dictionary(slots.indices.map { (slots[$0].path, $0) }, uniquingKeysWith: { first, _ in first })",
                "",
                "/// Points per `rem`, as the theme was built.",
                "static let remBase: Double = \(SwiftLiteral.number(remBase))",
                "",
                "/// Each token's type (`?` when it is absent in some brand or mode) and path.")
            if slots.isEmpty {
                p.print("private static let entries: [String] = []")
            } else {
                p.print("private static let entries: [String] = [")
                p.indent()
                for slot in slots {
                    let token = slot.token.token
                    p.line(Self.entry(type: token.type.rawValue + (token.isOptional ? "?" : ""), path: token.path))
                }
                p.outdent()
                p.print("]")
            }
            p.blankLine()
            aliases(of: slots, &p)
        }
        return GeneratedFile(path: Self.path, summary: "Every token as a slot of the theme's values, and which token aliases which.", body: p)
    }

    static let path = "AppTheme+TokenTable.swift"

    /// `"color? brand.primary",`: a token's type (`?` when it is optional) and path as a string
    /// literal, built as bytes when no name needs an escape (as almost none do).
    static func entry(type: String, path: TokenPath) -> SwiftLine {
        guard SwiftLiteral.isPlain(type), path.components.allSatisfy(SwiftLiteral.isPlain) else {
            return SwiftLine(SwiftLiteral.string(type + " " + path.description) + ",")
        }
        return "\"\(type) \(path.components, separator: ".")\","
    }

    private func collect(_ group: ThemeLayout.Group, into slots: inout [Slot]) {
        for index in group.children.indices {
            switch group.children[index] {
            case .group(let nested): collect(nested, into: &slots)
            case .token(let token): slots.append(Slot(token: token))
            }
        }
    }

    /// `aliases(in:)`: for the appearance of a selection, pairs of positions in `slots`, each alias
    /// followed by the token it aliases.
    private func aliases(of slots: [Slot], _ p: inout SwiftPrinter) {
        var positions: [TokenPath: Int] = [:]
        positions.reserveCapacity(slots.count)
        for (position, slot) in slots.enumerated() {
            positions[slot.token.token.path] = position
        }
        func source(of position: Int, in resolved: ResolvedToken?) -> Int? {
            guard let path = resolved?.aliasOf, let source = positions[path], source != position else { return nil }
            let type = ValueExpressions.swiftType(of: slots[position].token.token.type)
            return ValueExpressions.swiftType(of: slots[source].token.token.type) == type ? source : nil
        }
        var constant: [String] = []
        var switches: [(variation: GroupEmitter.Variation, cases: [[String]])] = []
        var switchIndex: [GroupEmitter.Variation: Int] = [:]
        var cache = VariationRows.Cache()
        for (position, slot) in slots.enumerated() {
            let token = slot.token.token
            let provenances = token.values.definedProvenances
            guard provenances.contains(where: { if case .alias = $0 { true } else { false } }) else { continue }
            let rows = cache.rows(for: token.variesWith, modifiers: modifiers, theme: theme)
            let sources = rows.rows.map { source(of: position, in: token.value(in: $0.permutation)) }
            let (variation, choices) = Self.variation(of: sources, rows: rows)
            let entries = choices.map { source in source.map { ["\(position), \($0)"] } ?? [] }
            if variation.modifiers.isEmpty {
                constant += entries[0]
            } else if let index = switchIndex[variation] {
                for (leaf, entry) in entries.enumerated() {
                    switches[index].cases[leaf] += entry
                }
            } else {
                switchIndex[variation] = switches.count
                switches.append((variation, entries))
            }
        }
        let list = "[\(constant.joined(separator: ", "))]"
        p.print(
            "/// Which token each alias takes its value from in the appearance of `selection`: pairs of",
            "/// positions in `slots`, the alias first.")
        p.block("static func aliases(in selection: AppTheme.Selection) -> [Int]") { p in
            guard !switches.isEmpty else {
                p.print("return \(list)")
                return
            }
            p.print("var aliases: [Int] = \(list)")
            for (variation, cases) in switches {
                let subjects = variation.modifiers.map { index in
                    NestedSwitch.Subject(expression: "selection.\(modifiers[index].member)", cases: modifiers[index].cases.map { ".\($0)" })
                }
                NestedSwitch(subjects: subjects, leaves: variation.leaves).print(&p) { leaf, p in
                    p.print(cases[leaf].isEmpty ? "break" : "aliases += [\(cases[leaf].joined(separator: ", "))]")
                }
            }
            p.print("return aliases")
        }
    }

    /// The modifiers whose contexts change the source, and for every combination of their
    /// contexts which of the distinct sources it takes (as ``GroupEmitter`` chooses values).
    private static func variation(of sources: [Int?], rows plan: VariationRows) -> (GroupEmitter.Variation, [Int?]) {
        let kept = plan.varying.indices.filter { position in
            plan.rows.indices.contains { sources[plan.rows[$0].atDefault[position]] != sources[$0] }
        }
        var leaves: [Int] = []
        var choices: [Int?] = []
        for (row, source) in zip(plan.rows, sources) where plan.varying.indices.allSatisfy({ kept.contains($0) || row.isDefault[$0] }) {
            if let existing = choices.firstIndex(of: source) {
                leaves.append(existing)
            } else {
                leaves.append(choices.count)
                choices.append(source)
            }
        }
        return (GroupEmitter.Variation(modifiers: kept.map { plan.varying[$0] }, leaves: leaves), choices)
    }
}
