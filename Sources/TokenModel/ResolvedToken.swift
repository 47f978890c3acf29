import TokenJSON

/// A token after resolution: its type and literal value, with everything said about it.
package struct ResolvedToken: Sendable {
    package var path: TokenPath
    package var type: TokenType
    package var value: TokenValue
    /// Where the token's name is written.
    package var location: SourceLocation
    package var description: String?
    /// The token's own or inherited `$deprecated`.
    package var deprecation: Deprecation?
    package var extensions: SourceValue?
    /// The token this one aliases as a whole (`"$value": "{color.blue}"`), if any.
    package var aliasOf: TokenPath?
    /// The Tokens Studio maths the value was computed from (`"{spacing.base} * 2"`), if any.
    package var expression: String?

    package init(
        path: TokenPath, type: TokenType, value: TokenValue, location: SourceLocation, description: String? = nil,
        deprecation: Deprecation? = nil, extensions: SourceValue? = nil, aliasOf: TokenPath? = nil, expression: String? = nil
    ) {
        self.path = path
        self.type = type
        self.value = value
        self.location = location
        self.description = description
        self.deprecation = deprecation
        self.extensions = extensions
        self.aliasOf = aliasOf
        self.expression = expression
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
