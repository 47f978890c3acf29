import Lowering
import TokenModel

/// Where a token's generated value came from when the token is an alias (`"$value":
/// "{color.brand.primary}"`), as `///` lines for its property, so a reader and Quick Help can
/// trace the flattened value back to its source: `/// {color.brand.primary}`.
///
/// The values are written resolved; the theme keeps the links for edits (``TokenTableEmitter``),
/// and the comment shows them to the reader. When the alias differs between contexts, each alias is listed with the
/// contexts it holds in (the other modifiers at their default), and contexts where the token is
/// not an alias say so: `/// {palette.gray.900} when mode is light; {palette.white} when mode is dark`.
/// A value computed by Tokens Studio maths shows its expression as code: ``/// `{spacing.base} * 2` ``.
struct AliasProvenance {
    var token: ThemeToken
    var modifiers: [ModifierNames]
    var theme: ResolvedTheme

    /// The `///` lines; `rows` keeps the combinations of each set of modifiers for the next token.
    func documentation(rows cache: inout VariationRows.Cache) -> [SwiftLine] {
        if token.values.isShared {
            return token.values.first?.provenance.map { [Self.line($0)] } ?? []
        }
        // Per combination, not per permutation: a resolver document's permutations can number millions.
        let aliases = token.values.definedProvenances
        guard let first = aliases.first, aliases.contains(where: { $0 != nil }) else { return [] }
        if aliases.allSatisfy({ $0 == first }), let first {
            return [Self.line(first)]
        }
        let varying = aliasVaryingModifiers(rows: &cache)
        let rows = cache.rows(for: varying.map { modifiers[$0].modifier.name }, modifiers: modifiers, theme: theme)
        var order: [ResolvedToken.Provenance?] = []
        var conditions: [ResolvedToken.Provenance?: [String]] = [:]
        for row in rows.rows where token.value(in: row.permutation) != nil {
            let alias = token.values[row.permutation].provenance
            let contexts = theme.permutations[row.permutation].contexts
            let condition = rows.varying.map { "\(modifiers[$0].modifier.name) is \(contexts[$0])" }.joined(separator: " and ")
            if conditions[alias] == nil { order.append(alias) }
            conditions[alias, default: []].append(SwiftLiteral.inlineDocumentation(condition))
        }
        let parts = order.map { alias in
            (alias.map(Self.reference) ?? "a value of its own") + " when " + conditions[alias]!.joined(separator: " or ")
        }
        return [SwiftLine("/// " + parts.joined(separator: "; "))]
    }

    /// `/// {color.brand.primary}`: written from the path's names when they are printable ASCII
    /// and the last does not end in a space (as nearly every path), which is what ``reference(_:)``
    /// gives them, without building the path's text.
    static func line(_ provenance: ResolvedToken.Provenance) -> SwiftLine {
        if case .alias(let path) = provenance, isPlainDocumentation(path) {
            return "/// {\(path.components, separator: ".")}"
        }
        return SwiftLine("/// " + reference(provenance))
    }

    private static func isPlainDocumentation(_ path: TokenPath) -> Bool {
        path.name.utf8.last != UInt8(ascii: " ") && path.components.allSatisfy(SwiftLiteral.isPrintableASCII)
    }

    static func reference(_ provenance: ResolvedToken.Provenance) -> String {
        switch provenance {
        case .alias(let path): "{" + SwiftLiteral.inlineDocumentation(path.description) + "}"
        // As code: a `*` in maths is not emphasis. The tokenizer admits no backtick.
        case .expression(let text): "`" + SwiftLiteral.inlineDocumentation(text) + "`"
        }
    }

    /// The positions of the modifiers whose context changes the alias: some combination's alias
    /// differs from the alias with that modifier at its default context. Only the modifiers the
    /// token varies with can, so their combinations (``VariationRows``) are all that is compared.
    private func aliasVaryingModifiers(rows cache: inout VariationRows.Cache) -> [Int] {
        let rows = cache.rows(for: token.variesWith, modifiers: modifiers, theme: theme)
        let aliases = rows.rows.map { token.value(in: $0.permutation)?.provenance }
        return rows.varying.indices.filter { position in
            rows.rows.indices.contains { aliases[$0] != aliases[rows.rows[$0].atDefault[position]] }
        }.map { rows.varying[$0] }
    }
}
