/// Token groups as nested structs: stored properties, an initializer taking the `Selection`, and a
/// private `Values` enum with one function per token that depends on a modifier.
///
/// A constant token is written once, inline in the initializer. A token that varies is written once
/// per combination of the contexts of the modifiers it varies with (`ThemeToken.variesWith`), as a
/// `switch` over those modifiers only, with identical values sharing one `case`: so generated size
/// grows with the values that differ, not with the number of permutations.
struct GroupEmitter {
    var access: AccessLevel
    var modifiers: [ModifierNames]

    /// One file per top-level group: `AppTheme+Color.swift` holds `AppTheme.ColorTokens`.
    func file(for group: ThemeLayout.Group, path: String, theme: AppTheme, values: inout ValueExpressions) -> GeneratedFile {
        var p = SwiftPrinter()
        p.block("nonisolated extension AppTheme") { p in
            groupStruct(group, &p, theme: theme, values: &values)
        }
        return GeneratedFile(path: path, summary: "The tokens under `\(SwiftLiteral.inlineDocumentation(group.path.description))`.", body: p)
    }

    func groupStruct(_ group: ThemeLayout.Group, _ p: inout SwiftPrinter, theme: AppTheme, values: inout ValueExpressions) {
        let a = access.prefix
        p.print("/// The tokens under `\(SwiftLiteral.inlineDocumentation(group.path.description))`.")
        p.block("nonisolated \(a)struct \(group.typeName): Sendable, Hashable") { p in
            storedProperties(of: group, &p)
            p.blankLine()
            p.block("\(a)init(_ selection: AppTheme.Selection)") { p in
                assignments(of: group, &p, values: &values)
            }
            for child in group.children {
                if case .group(let nested) = child {
                    p.blankLine()
                    groupStruct(nested, &p, theme: theme, values: &values)
                }
            }
            valuesEnum(of: group, &p, theme: theme, values: &values)
        }
    }

    /// `public var name: Type` for each child, with documentation and deprecation. A deprecated
    /// token is stored as `_name` (internal, not public) behind a deprecated computed property, so
    /// that the generated initializer and styles use nothing deprecated.
    func storedProperties(of group: ThemeLayout.Group, _ p: inout SwiftPrinter) {
        let a = access.prefix
        for child in group.children {
            switch child {
            case .group(let nested):
                p.print("\(a)var \(nested.member): \(nested.typeName)")
            case .token(let token):
                let type = ValueExpressions.swiftType(of: token.token.type)
                let resolved = token.resolved
                if let description = resolved.description {
                    SwiftLiteral.documentation(description).forEach { p.print($0) }
                }
                if let deprecation = resolved.deprecation, deprecation.isDeprecated {
                    if let reason = deprecation.reason {
                        p.print("@available(*, deprecated, message: \(SwiftLiteral.string(reason)))")
                    } else {
                        p.print("@available(*, deprecated)")
                    }
                    p.print(
                        "\(a)var \(token.member): \(type) {",
                        "    get { \(storage(token)) }",
                        "    set { \(storage(token)) = newValue }",
                        "}",
                        "var \(storage(token)): \(type)")
                } else {
                    p.print("\(a)var \(token.member): \(type)")
                }
            }
        }
    }

    private func storage(_ token: ThemeLayout.Token) -> String {
        isDeprecated(token) ? "_" + SwiftIdentifier.bare(token.member) : token.member
    }

    private func isDeprecated(_ token: ThemeLayout.Token) -> Bool {
        token.resolved.deprecation?.isDeprecated == true
    }

    /// The initializer's body: nested groups from the selection, constants inline, varying tokens
    /// from `Values`.
    func assignments(of group: ThemeLayout.Group, _ p: inout SwiftPrinter, values: inout ValueExpressions) {
        for child in group.children {
            switch child {
            case .group(let nested):
                p.print("self.\(nested.member) = \(nested.typeName)(selection)")
            case .token(let token):
                if token.token.variesWith.isEmpty {
                    p.print("self.\(storage(token)) = \(values.expression(for: token.resolved))")
                } else {
                    p.print("self.\(storage(token)) = Values.\(token.member)(selection)")
                }
            }
        }
    }

    /// `private enum Values` with a function per varying token; nothing when no token varies.
    func valuesEnum(of group: ThemeLayout.Group, _ p: inout SwiftPrinter, theme: AppTheme, values: inout ValueExpressions) {
        let varying = group.children.compactMap { child -> ThemeLayout.Token? in
            if case .token(let token) = child, !token.token.variesWith.isEmpty { return token }
            return nil
        }
        guard !varying.isEmpty else { return }
        p.blankLine()
        p.print("/// The values that depend on a modifier, once per context they depend on.")
        p.block("nonisolated private enum Values") { p in
            for (index, token) in varying.enumerated() {
                if index > 0 { p.blankLine() }
                valueFunction(token, &p, theme: theme, values: &values)
            }
        }
    }

    private func valueFunction(_ token: ThemeLayout.Token, _ p: inout SwiftPrinter, theme: AppTheme, values: inout ValueExpressions) {
        let varying = modifiers.enumerated().filter { token.token.variesWith.contains($0.element.modifier.name) }
        let type = ValueExpressions.swiftType(of: token.token.type)
        // Every combination of the varying modifiers' contexts, the first varying slowest.
        let combinations = Permutation.all(varying.map(\.element.modifier.contexts))
        var cases: [(patterns: [String], expression: String)] = []
        for combination in combinations {
            var contexts = theme.defaultPermutation.contexts
            for ((modifierIndex, _), context) in zip(varying, combination.contexts) {
                contexts[modifierIndex] = context
            }
            let index = theme.index(of: Permutation(contexts: contexts))!
            let expression = values.expression(for: token.token.values[index])
            let patterns = zip(varying, combination.contexts).map { ".\($0.element.caseName($1))" }
            let pattern = patterns.count == 1 ? patterns[0] : "(" + patterns.joined(separator: ", ") + ")"
            if let existing = cases.firstIndex(where: { $0.expression == expression }) {
                cases[existing].patterns.append(pattern)
            } else {
                cases.append(([pattern], expression))
            }
        }
        let subject = varying.count == 1
            ? "selection.\(varying[0].element.member)"
            : "(" + varying.map { "selection.\($0.element.member)" }.joined(separator: ", ") + ")"
        p.block("static func \(token.member)(_ selection: AppTheme.Selection) -> \(type)") { p in
            p.block("switch \(subject)", closing: "}") { p in
                p.outdent()
                for (patterns, expression) in cases {
                    p.print("case \(patterns.joined(separator: ", ")):", "    return \(expression)")
                }
                p.indent()
            }
        }
    }
}
