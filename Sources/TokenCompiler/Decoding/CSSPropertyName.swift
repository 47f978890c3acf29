/// CSS's names for a composite's members (`font-family`, `line-height`, `offset-x`), as Style
/// Dictionary sources written for the web key a typography or a shadow: the format's member is
/// the name in lower camel case.
enum CSSPropertyName {
    /// `font-family` → `fontFamily`, `offset_x` → `offsetX`; nil for a name with no `-` or `_`.
    static func camelCased(_ name: String) -> String? {
        let words = name.split(whereSeparator: { $0 == "-" || $0 == "_" })
        guard words.count > 1 else { return nil }
        return words[0].lowercased() + words.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst().lowercased() }.joined()
    }
}
