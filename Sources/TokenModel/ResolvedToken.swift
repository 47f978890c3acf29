import TokenJSON

/// A token after resolution: its type and literal value, with everything said about it.
///
/// Its fields live in one shared, immutable box: a resolved token is copied into the evaluator's
/// results, each permutation's outcome, the combination table and the theme, and a copy is one
/// reference rather than nine fields to copy and retain (Performance.md, "Measured choices in
/// the code").
package struct ResolvedToken: Sendable {
    private let fields: Fields

    package var path: TokenPath { fields.path }
    package var type: TokenType { fields.type }
    package var value: TokenValue { fields.value }
    /// Where the token's name is written.
    package var location: SourceLocation { fields.location }
    package var description: String? { fields.details?.description }
    /// The token's own or inherited `$deprecated`.
    package var deprecation: Deprecation? { fields.details?.deprecation }
    package var extensions: SourceValue? { fields.details?.extensions }
    /// The token this one aliases as a whole (`"$value": "{color.blue}"`), if any.
    package var aliasOf: TokenPath? { fields.aliasOf }
    /// The Tokens Studio maths the value was computed from (`"{spacing.base} * 2"`), if any.
    package var expression: String? { fields.details?.expression }

    package init(
        path: TokenPath, type: TokenType, value: TokenValue, location: SourceLocation, description: String? = nil,
        deprecation: Deprecation? = nil, extensions: SourceValue? = nil, aliasOf: TokenPath? = nil, expression: String? = nil
    ) {
        let details = description == nil && deprecation == nil && extensions == nil && expression == nil
            ? nil
            : Details(description: description, deprecation: deprecation, extensions: extensions, expression: expression)
        fields = Fields(path: path, type: type, value: value, location: location, aliasOf: aliasOf, details: details)
    }

    /// The box every copy of a token shares.
    private final class Fields: Sendable {
        let path: TokenPath
        let type: TokenType
        let value: TokenValue
        let location: SourceLocation
        let aliasOf: TokenPath?
        let details: Details?

        init(path: TokenPath, type: TokenType, value: TokenValue, location: SourceLocation, aliasOf: TokenPath?, details: Details?) {
            self.path = path
            self.type = type
            self.value = value
            self.location = location
            self.aliasOf = aliasOf
            self.details = details
        }
    }

    /// What most tokens do not have, in a box of its own, nil when the token has none of it, so
    /// that their boxes keep no room for it (Performance.md, "Measured choices in the code").
    private final class Details: Sendable {
        let description: String?
        let deprecation: Deprecation?
        let extensions: SourceValue?
        let expression: String?

        init(description: String?, deprecation: Deprecation?, extensions: SourceValue?, expression: String?) {
            self.description = description
            self.deprecation = deprecation
            self.extensions = extensions
            self.expression = expression
        }
    }

    /// Where the value came from, which generated documentation shows; nil for a value written
    /// as it is.
    package var provenance: Provenance? {
        aliasOf.map(Provenance.alias) ?? expression.map(Provenance.expression)
    }

    /// Where a value came from: another token, or maths over other tokens.
    package enum Provenance: Sendable, Hashable {
        case alias(TokenPath)
        case expression(String)
    }
}

/// The tokens of one resolved set, in tree order.
package struct ResolvedTokenSet: Sendable {
    package var tokens: [ResolvedToken]
    /// Tokens whose `$type` was named with `--ignore-type`: checked, never emitted.
    package var ignored: [TokenPath]

    package init(tokens: [ResolvedToken], ignored: [TokenPath]) {
        self.tokens = tokens
        self.ignored = ignored
    }
}
