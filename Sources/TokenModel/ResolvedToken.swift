import TokenJSON

/// A token after resolution: its type and literal value, with everything said about it.
public struct ResolvedToken: Sendable {
    public var path: TokenPath
    public var type: TokenType
    public var value: TokenValue
    /// Where the token's name is written.
    public var location: SourceLocation
    public var description: String?
    /// The token's own or inherited `$deprecated`.
    public var deprecation: Deprecation?
    public var extensions: SourceValue?
    /// The token this one aliases as a whole (`"$value": "{color.blue}"`), if any.
    public var aliasOf: TokenPath?

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
public struct ResolvedTokenSet: Sendable {
    public var tokens: [ResolvedToken]
    /// Tokens whose `$type` was named with `--ignore-type`: checked, never emitted.
    public var ignored: [TokenPath]

    public init(tokens: [ResolvedToken], ignored: [TokenPath]) {
        self.tokens = tokens
        self.ignored = ignored
    }
}
