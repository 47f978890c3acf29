import Lowering
import TokenModel

/// Token groups as nested structs of stored properties, with an initializer taking the `Selection`
/// that assigns every token in one appearance. `AppTheme` itself reads its top-level groups and
/// tokens from its shared storage, through one accessor each, and edits them through it
/// (`Runtime/ThemeStorage.swift`).
///
/// A constant token is assigned once. A token that varies is assigned once per combination of the
/// contexts of the modifiers it varies with (`ThemeToken.variesWith`), in a `switch` over those
/// modifiers only, with identical values sharing one `case`: so generated size grows with the
/// values that differ, not with the number of permutations. Varying tokens with the same cases
/// share one `switch` statement: a statement, or a function, per token costs the type checker more
/// than the assignments themselves. For the same reason a token is a stored property, not a
/// computed one: a getter and a setter per token are two more bodies to type-check (Performance.md,
/// "Measured choices in the code").
///
/// Each pass over a group reads its children in place (`group.children[index]`): `for child in`
/// copied every token's node, several fields to retain and release, once per pass.
struct GroupEmitter {
    var access: AccessLevel
    var modifiers: [ModifierNames]

    /// One file per top-level group: `AppTheme+Color.swift` holds `AppTheme.ColorTokens`.
    func file(for group: ThemeLayout.Group, path: String, theme: ResolvedTheme, values: ValueExpressions) -> GeneratedFile {
        var p = SwiftPrinter()
        var rows = VariationRows.Cache()
        p.block("nonisolated extension AppTheme") { p in
            groupStruct(group, &p, theme: theme, values: values, rows: &rows)
        }
        return GeneratedFile(path: path, summary: "The tokens under `\(SwiftLiteral.inlineDocumentation(group.path.description))`.", body: p)
    }

    func groupStruct(_ group: ThemeLayout.Group, _ p: inout SwiftPrinter, theme: ResolvedTheme, values: ValueExpressions, rows: inout VariationRows.Cache) {
        let a = access.prefix
        let path = SwiftLiteral.inlineDocumentation(group.path.description)
        p.print("/// The tokens under `\(path)`.")
        p.block("nonisolated \(a)struct \(group.typeName): Sendable, Hashable, ThemeTokenGroup") { p in
            storedProperties(of: group, &p, theme: theme, rows: &rows)
            p.blankLine()
            p.print("/// The tokens under `\(path)` in the appearance of `selection`.")
            p.block("\(a)init(_ selection: AppTheme.Selection)") { p in
                assignments(of: group, &p, theme: theme, values: values, rows: &rows)
            }
            p.blankLine()
            visit(of: group, &p)
            for index in group.children.indices {
                if case .group(let nested) = group.children[index] {
                    p.blankLine()
                    groupStruct(nested, &p, theme: theme, values: values, rows: &rows)
                }
            }
        }
    }

    /// `public var name: Type` for each token, with documentation, the alias its value came from,
    /// and deprecation. A deprecated token is stored as `_name` (internal, not deprecated) behind a
    /// deprecated computed property, so that the generated initializer and styles use nothing
    /// deprecated. A nested group is stored as `_name`, behind a pointer (`ThemeBox`): so a group
    /// struct is the size of its own tokens, and reading, copying or comparing it does not copy the
    /// groups under it (an unoptimized `==` of nested structs of 10,000 tokens overflowed the stack).
    func storedProperties(of group: ThemeLayout.Group, _ p: inout SwiftPrinter, theme: ResolvedTheme, rows: inout VariationRows.Cache) {
        let a = access.prefix
        for index in group.children.indices {
            switch group.children[index] {
            case .group(let nested):
                p.print(
                    "\(a)var \(nested.member): \(nested.typeName) {",
                    "    get { \(boxed(nested)).value }",
                    "    set { \(boxed(nested)) = ThemeBox(newValue) }",
                    "}",
                    "var \(boxed(nested)): ThemeBox<\(nested.typeName)>")
            case .token(let token):
                let type = swiftType(of: token)
                printDocumentation(of: token, &p, theme: theme, rows: &rows)
                if let deprecation = deprecationAttribute(of: token) {
                    p.print(
                        deprecation,
                        "\(a)var \(token.member): \(type) {",
                        "    get { \(storage(token)) }",
                        "    set { \(storage(token)) = newValue }",
                        "}",
                        "var \(storage(token)): \(type)")
                } else {
                    p.line { line in
                        line.append(a)
                        line.append("var ")
                        line.append(token.member)
                        line.append(": ")
                        line.append(type)
                    }
                }
            }
        }
    }

    /// `AppTheme`'s members for its top-level groups and tokens, over its shared storage: each reads
    /// the values of the appearance read, and an edit is carried into every appearance the theme
    /// edits. (A getter, not `_read`: Swift 6.3's `_read` yielding a class's stored property read
    /// garbage when the value was passed on as an optional.)
    func rootAccessors(of root: ThemeLayout.Group, _ p: inout SwiftPrinter, theme: ResolvedTheme) {
        let a = access.prefix
        var rows = VariationRows.Cache()
        for (index, child) in root.children.enumerated() {
            if index > 0 { p.blankLine() }
            switch child {
            case .group(let nested):
                p.block("\(a)var \(nested.member): \(nested.typeName)") { p in
                    p.print(
                        "get { _storage.current.values.\(nested.member) }",
                        "set { _storage.edit { $0.\(nested.member) = newValue } }")
                }
            case .token(let token):
                let type = swiftType(of: token)
                printDocumentation(of: token, &p, theme: theme, rows: &rows)
                let stored = storage(token)
                let readAndEdit = [
                    "get { _storage.current.values.\(stored) }",
                    "set { _storage.edit { $0.\(stored) = newValue } }",
                ]
                if let deprecation = deprecationAttribute(of: token) {
                    p.print(
                        deprecation,
                        "\(a)var \(token.member): \(type) {",
                        "    get { \(stored) }",
                        "    set { \(stored) = newValue }",
                        "}",
                        "")
                    p.block("var \(stored): \(type)") { p in
                        readAndEdit.forEach { p.print($0) }
                    }
                } else {
                    p.block("\(a)var \(token.member): \(type)") { p in
                        readAndEdit.forEach { p.print($0) }
                    }
                }
            }
        }
    }

    /// The token's description, then the alias its value came from.
    private func printDocumentation(of token: ThemeLayout.Token, _ p: inout SwiftPrinter, theme: ResolvedTheme, rows: inout VariationRows.Cache) {
        let description = token.resolved.description.map(SwiftLiteral.documentation) ?? []
        description.forEach { p.print($0) }
        let source = AliasProvenance(token: token.token, modifiers: modifiers, theme: theme).documentation(rows: &rows)
        if !source.isEmpty, !description.isEmpty { p.print("///") }
        source.forEach { p.line($0) }
    }

    /// `@available(*, deprecated…)` for a deprecated token, else nil.
    private func deprecationAttribute(of token: ThemeLayout.Token) -> String? {
        guard token.isDeprecated, let deprecation = token.resolved.deprecation else { return nil }
        guard let reason = deprecation.reason else { return "@available(*, deprecated)" }
        return "@available(*, deprecated, message: \(SwiftLiteral.string(reason)))"
    }

    /// `Values`, every token's value in one appearance: the top-level groups and tokens, assigned
    /// from a selection. `AppTheme`'s storage holds one per appearance.
    func rootValues(of root: ThemeLayout.Group, _ p: inout SwiftPrinter, theme: ResolvedTheme, values: ValueExpressions, rows: inout VariationRows.Cache) {
        p.print("/// The value of every token in one appearance.")
        p.block("nonisolated struct Values: Sendable, Hashable, ThemeTokenGroup") { p in
            for child in root.children {
                switch child {
                case .group(let nested): p.print("var \(nested.member): \(nested.typeName)")
                case .token(let token): p.print("var \(storage(token)): \(swiftType(of: token))")
                }
            }
            p.blankLine()
            if root.children.isEmpty {
                p.print("init(_ selection: AppTheme.Selection) {}")
            } else {
                p.block("init(_ selection: AppTheme.Selection)") { p in
                    assignments(of: root, &p, theme: theme, values: values, rows: &rows)
                }
            }
            p.blankLine()
            visit(of: root, &p)
        }
    }

    /// `ThemeTokenGroup`'s `_visit`: every token and nested group in declared order, one statement
    /// each, for the theme's storage (`ThemeTokenTable`); a nested group only when the visitor
    /// enters it, so that writing one token leaves the other groups shared. A generic call per token costs the type
    /// checker about what a constant does; a `switch` reading and one writing each token cost four
    /// times as much, and a key path per token five.
    func visit(of group: ThemeLayout.Group, _ p: inout SwiftPrinter) {
        p.print("/// Hands every token to `visitor` in declared order, for the theme's storage (`ThemeTokenTable`).")
        let signature = "mutating func _visit<Visitor: ThemeTokenVisitor>(_ visitor: inout Visitor)"
        guard !group.children.isEmpty else {
            p.print(signature + " {}")
            return
        }
        p.block(signature) { p in
            for index in group.children.indices {
                switch group.children[index] {
                // `self.`: a token or group may be called `visitor`.
                case .group(let nested): p.print("if visitor.enters(\(nested.tokenCount)) { self.\(nested.member)._visit(&visitor) }")
                case .token(let token):
                    p.line { line in
                        line.append("visitor.visit(&self.")
                        line.append(storage(token))
                        line.append(")")
                    }
                }
            }
        }
    }

    /// The token's Swift type; a token that some permutations lack is nil there.
    private func swiftType(of token: ThemeLayout.Token) -> String {
        ValueExpressions.swiftType(of: token.token.type) + (token.token.isOptional ? "?" : "")
    }

    private func storage(_ token: ThemeLayout.Token) -> String {
        token.isDeprecated ? "_" + SwiftIdentifier.bare(token.member) : token.member
    }

    /// The stored property of a nested group: `_name`.
    private func boxed(_ group: ThemeLayout.Group) -> String {
        "_" + SwiftIdentifier.bare(group.member)
    }

    /// An initializer's body: nested groups from the selection and constants in declaration order,
    /// then one `switch` per distinct set of cases, assigning every varying token that has those
    /// cases.
    func assignments(of group: ThemeLayout.Group, _ p: inout SwiftPrinter, theme: ResolvedTheme, values: ValueExpressions, rows: inout VariationRows.Cache) {
        var switches: [(variation: Variation, cases: [[SwiftLine]])] = []
        var switchIndex: [Variation: Int] = [:]
        for index in group.children.indices {
            switch group.children[index] {
            case .group(let nested):
                p.print(group.path == .root
                    ? "self.\(nested.member) = \(nested.typeName)(selection)"
                    : "self.\(boxed(nested)) = ThemeBox(\(nested.typeName)(selection))")
            case .token(let token):
                let target = storage(token)
                guard !token.token.variesWith.isEmpty else {
                    p.line { line in
                        line.append("self.")
                        line.append(target)
                        line.append(" = ")
                        line.append(values.expression(for: token.resolved))
                    }
                    continue
                }
                let (variation, expressions) = self.variation(of: token, theme: theme, values: values, rows: &rows)
                let lines = expressions.map { expression -> SwiftLine in "self.\(target) = \(expression)" }
                if variation.modifiers.isEmpty {
                    p.line(lines[0])
                } else if let index = switchIndex[variation] {
                    for (position, line) in lines.enumerated() {
                        switches[index].cases[position].append(line)
                    }
                } else {
                    switchIndex[variation] = switches.count
                    switches.append((variation, lines.map { [$0] }))
                }
            }
        }
        for (variation, cases) in switches {
            let subjects = variation.modifiers.map { index in
                NestedSwitch.Subject(expression: "selection.\(modifiers[index].member)", cases: modifiers[index].cases.map { ".\($0)" })
            }
            NestedSwitch(subjects: subjects, leaves: variation.leaves).print(&p) { leaf, p in
                cases[leaf].forEach { p.line($0) }
            }
        }
    }

    /// How a varying token is switched on: the modifiers (positions in `modifiers`) its written
    /// value depends on, and for every combination of their contexts (the first varying slowest)
    /// which of its distinct values it has. Tokens with equal variations share one switch.
    struct Variation: Hashable {
        var modifiers: [Int]
        var leaves: [Int]
    }

    /// The token's variation and the expression of each of its distinct values.
    ///
    /// Every combination of the contexts of the modifiers in `variesWith` is written (the first
    /// modifier varying slowest, the others at their default context), and identical expressions
    /// are one value. A modifier none of whose contexts changes an expression (values that differ
    /// as tokens but not as Swift, such as `16px` and `1rem`) is left out; with none left, the
    /// token is a constant.
    private func variation(of token: ThemeLayout.Token, theme: ResolvedTheme, values: ValueExpressions, rows cache: inout VariationRows.Cache) -> (Variation, [SwiftLine]) {
        let plan = cache.rows(for: token.token.variesWith, modifiers: modifiers, theme: theme)
        let rowExpressions = token.token.writtenValues(in: plan).map { value -> SwiftLine in
            value.map { values.expression(for: $0) } ?? "nil"
        }
        let kept = plan.varying.indices.filter { position in
            plan.rows.indices.contains { row in
                rowExpressions[plan.rows[row].atDefault[position]] != rowExpressions[row]
            }
        }
        var leaves: [Int] = []
        var expressions: [SwiftLine] = []
        for (row, expression) in zip(plan.rows, rowExpressions) where plan.varying.indices.allSatisfy({ kept.contains($0) || row.isDefault[$0] }) {
            if let existing = expressions.firstIndex(of: expression) {
                leaves.append(existing)
            } else {
                leaves.append(expressions.count)
                expressions.append(expression)
            }
        }
        return (Variation(modifiers: kept.map { plan.varying[$0] }, leaves: leaves), expressions)
    }
}
