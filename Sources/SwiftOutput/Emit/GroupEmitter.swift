import TokenModel

/// Token groups as nested structs: a property per token and nested group over the group's shared
/// storage (``ThemeStorageEmitter``), and a `Values` struct whose initializer, taking the
/// `Selection`, assigns every token in one appearance.
///
/// A constant token is assigned once. A token that varies is assigned once per combination of the
/// contexts of the modifiers it varies with (`ThemeToken.variesWith`), in a `switch` over those
/// modifiers only, with identical values sharing one `case`: so generated size grows with the
/// values that differ, not with the number of permutations. Varying tokens with the same cases
/// share one `switch` statement: a statement, or a function, per token costs the type checker more
/// than the assignments themselves.
struct GroupEmitter {
    var access: AccessLevel
    var modifiers: [ModifierNames]

    /// One file per top-level group: `AppTheme+Color.swift` holds `AppTheme.ColorTokens`.
    func file(for group: ThemeLayout.Group, path: String, theme: AppTheme, values: ValueExpressions) -> GeneratedFile {
        var p = SwiftPrinter()
        var rows = VariationRows.Cache()
        p.block("nonisolated extension AppTheme") { p in
            groupStruct(group, &p, theme: theme, values: values, rows: &rows)
        }
        return GeneratedFile(path: path, summary: "The tokens under `\(SwiftLiteral.inlineDocumentation(group.path.description))`.", body: p)
    }

    func groupStruct(_ group: ThemeLayout.Group, _ p: inout SwiftPrinter, theme: AppTheme, values: ValueExpressions, rows: inout VariationRows.Cache) {
        let a = access.prefix
        let path = SwiftLiteral.inlineDocumentation(group.path.description)
        p.print("/// The tokens under `\(path)`.")
        p.block("nonisolated \(a)struct \(group.typeName): Sendable, Hashable") { p in
            accessors(of: group, &p, theme: theme)
            p.blankLine()
            p.print("/// The values under `\(path)`, in every appearance, shared by every copy.")
            p.print("var _storage: ThemeGroupStorage<Values, Groups>")
            p.blankLine()
            p.print("/// The tokens under `\(path)` of `selection`, with their values in every appearance.")
            p.block("\(a)init(_ selection: AppTheme.Selection)") { p in
                p.print(Self.storageFromSelection)
            }
            p.blankLine()
            p.block("init(storage: ThemeGroupStorage<Values, Groups>)") { p in
                p.print("self._storage = storage")
            }
            p.blankLine()
            storageTypes(of: group, &p, theme: theme, values: values, rows: &rows)
            for child in group.children {
                if case .group(let nested) = child {
                    p.blankLine()
                    groupStruct(nested, &p, theme: theme, values: values, rows: &rows)
                }
            }
        }
    }

    /// The storage of a theme or group built for `selection`: its own tokens in each appearance,
    /// its nested groups once.
    static let storageFromSelection = "_storage = ThemeGroupStorage(values: selection.everyAppearance.map(Values.init), groups: Groups(selection), appearance: selection.appearanceIndex)"

    /// `public var name: Type { get set }` for each child, reading and editing the storage, with
    /// documentation, the alias a token's value came from, and deprecation. A deprecated token is
    /// read and edited through `_name` (internal, not deprecated) behind the deprecated property, so
    /// that the generated styles use nothing deprecated.
    func accessors(of group: ThemeLayout.Group, _ p: inout SwiftPrinter, theme: AppTheme) {
        let a = access.prefix
        for (index, child) in group.children.enumerated() {
            if index > 0 { p.blankLine() }
            switch child {
            case .group(let nested):
                p.block("\(a)var \(nested.member): \(nested.typeName)") { p in
                    p.print(
                        "get { \(nested.typeName)(storage: _storage.nested(_storage.groups.\(nested.member))) }",
                        "set { _storage.editGroups { $0.\(nested.member) = newValue._storage.shared } }")
                }
            case .token(let token):
                let type = swiftType(of: token)
                let resolved = token.resolved
                var documentation = resolved.description.map(SwiftLiteral.documentation) ?? []
                let source = AliasProvenance(token: token.token, modifiers: modifiers, theme: theme).documentation
                if !source.isEmpty {
                    documentation += (documentation.isEmpty ? [] : ["///"]) + source
                }
                documentation.forEach { p.print($0) }
                let stored = storage(token)
                let readAndEdit = [
                    "get { _storage.current.values.\(stored) }",
                    "set { _storage.set(\\Values.\(stored), to: newValue) }",
                ]
                if let deprecation = resolved.deprecation, deprecation.isDeprecated {
                    if let reason = deprecation.reason {
                        p.print("@available(*, deprecated, message: \(SwiftLiteral.string(reason)))")
                    } else {
                        p.print("@available(*, deprecated)")
                    }
                    p.print(
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

    /// `Values`, the group's own tokens in one appearance, assigned from a selection; and `Groups`,
    /// the storage of its nested groups, each built once for every appearance.
    func storageTypes(of group: ThemeLayout.Group, _ p: inout SwiftPrinter, theme: AppTheme, values: ValueExpressions, rows: inout VariationRows.Cache) {
        let owner = group.path == .root ? "the theme" : "`\(SwiftLiteral.inlineDocumentation(group.path.description))`"
        p.print("/// The values of \(owner)'s own tokens in one appearance.")
        var tokens: [ThemeLayout.Token] = []
        var nested: [ThemeLayout.Group] = []
        for child in group.children {
            switch child {
            case .token(let token): tokens.append(token)
            case .group(let group): nested.append(group)
            }
        }
        p.block("nonisolated struct Values: Sendable, Hashable") { p in
            for token in tokens {
                p.print("var \(storage(token)): \(swiftType(of: token))")
            }
            p.blankLine()
            if !tokens.isEmpty {
                p.block("init(_ selection: AppTheme.Selection)") { p in
                    assignments(of: group, &p, theme: theme, values: values, rows: &rows)
                }
            } else {
                p.print("init(_ selection: AppTheme.Selection) {}")
            }
        }
        p.blankLine()
        p.print("/// The storage of \(owner)'s nested groups.")
        p.block("nonisolated struct Groups: Sendable, Hashable") { p in
            for group in nested {
                p.print("var \(group.member): ThemeStorage<\(group.typeName).Values, \(group.typeName).Groups>")
            }
            p.blankLine()
            if nested.isEmpty {
                p.print("init(_ selection: AppTheme.Selection) {}")
            } else {
                p.block("init(_ selection: AppTheme.Selection)") { p in
                    for group in nested {
                        p.print("self.\(group.member) = \(group.typeName)(selection)._storage.shared")
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
        isDeprecated(token) ? "_" + SwiftIdentifier.bare(token.member) : token.member
    }

    private func isDeprecated(_ token: ThemeLayout.Token) -> Bool {
        token.resolved.deprecation?.isDeprecated == true
    }

    /// The body of `Values.init`: constants in declaration order, then one `switch` per distinct set
    /// of cases, assigning every varying token that has those cases.
    func assignments(of group: ThemeLayout.Group, _ p: inout SwiftPrinter, theme: AppTheme, values: ValueExpressions, rows: inout VariationRows.Cache) {
        var switches: [(variation: Variation, cases: [[String]])] = []
        var switchIndex: [Variation: Int] = [:]
        for child in group.children {
            switch child {
            case .group:
                continue
            case .token(let token):
                let target = "self.\(storage(token))"
                guard !token.token.variesWith.isEmpty else {
                    p.print("\(target) = \(values.expression(for: token.resolved))")
                    continue
                }
                let (variation, expressions) = self.variation(of: token, theme: theme, values: values, rows: &rows)
                let lines = expressions.map { "\(target) = \($0)" }
                if variation.modifiers.isEmpty {
                    p.print(lines[0])
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
            let members = variation.modifiers.map { "selection.\(modifiers[$0].member)" }
            p.block("switch \(members.count == 1 ? members[0] : "(" + members.joined(separator: ", ") + ")")") { p in
                p.outdent()
                for (patterns, lines) in zip(variation.patterns, cases) {
                    p.print("case \(patterns.joined(separator: ", ")):")
                    p.indent()
                    lines.forEach { p.print($0) }
                    p.outdent()
                }
                p.indent()
            }
        }
    }

    /// How a varying token is switched on: the modifiers (positions in `modifiers`) its written
    /// value depends on, and the patterns of each distinct value's `case`. Tokens with equal
    /// variations share one `switch`.
    struct Variation: Hashable {
        var modifiers: [Int]
        var patterns: [[String]]
    }

    /// The token's variation and the expression of each of its cases.
    ///
    /// Every combination of the contexts of the modifiers in `variesWith` is written (the first
    /// modifier varying slowest, the others at their default context), and identical expressions
    /// share a case. A modifier none of whose contexts changes an expression (values that differ as
    /// tokens but not as Swift, such as `16px` and `1rem`) is left out; with none left, the token
    /// is a constant.
    private func variation(of token: ThemeLayout.Token, theme: AppTheme, values: ValueExpressions, rows cache: inout VariationRows.Cache) -> (Variation, [String]) {
        let plan = cache.rows(for: token.token.variesWith, modifiers: modifiers, theme: theme)
        let rowExpressions = token.token.writtenValues(in: plan).map { value in
            value.map { values.expression(for: $0) } ?? "nil"
        }
        let kept = plan.varying.indices.filter { position in
            plan.rows.indices.contains { row in
                rowExpressions[plan.rows[row].atDefault[position]] != rowExpressions[row]
            }
        }
        var patterns: [[String]] = []
        var expressions: [String] = []
        for (row, expression) in zip(plan.rows, rowExpressions) where plan.varying.indices.allSatisfy({ kept.contains($0) || row.isDefault[$0] }) {
            let parts = kept.map { row.cases[$0] }
            let pattern = parts.count == 1 ? parts[0] : "(" + parts.joined(separator: ", ") + ")"
            if let existing = expressions.firstIndex(of: expression) {
                patterns[existing].append(pattern)
            } else {
                expressions.append(expression)
                patterns.append([pattern])
            }
        }
        return (Variation(modifiers: kept.map { plan.varying[$0] }, patterns: patterns), expressions)
    }
}
