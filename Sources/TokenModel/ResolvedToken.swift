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

    package init(
        path: TokenPath, type: TokenType, value: TokenValue, location: SourceLocation, description: String? = nil,
        deprecation: Deprecation? = nil, extensions: SourceValue? = nil, aliasOf: TokenPath? = nil
    ) {
        self.path = path
        self.type = type
        self.value = value
        self.location = location
        self.description = description
        self.deprecation = deprecation
        self.extensions = extensions
        self.aliasOf = aliasOf
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
