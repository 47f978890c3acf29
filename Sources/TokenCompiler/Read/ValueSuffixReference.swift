import TokenJSON
import TokenModel

/// `{a.b.$value}`: a reference that names a token's `$value` property. Style Dictionary resolves
/// references as paths into the JSON, so its DTCG sources write it (Kadena's `{kda.foundation.size.n2.$value}`);
/// the format names the token, `{a.b}`. tokenc reads it as the token when no token is named
/// `$value` there (``ReferenceGraph/referencedPath(_:dialect:)``), with this warning.
enum ValueSuffixReference {
    private static let suffix = Array(".$value}".utf8)

    /// The warning for a string that is wholly such a reference; nil for any other value.
    static func warning(for value: JSONValue, file: String) -> Diagnostic? {
        // Only a string that ends so can be one: nearly every string is told apart by its last
        // bytes, without reading it as a reference.
        if value.withUnescapedStringBytes({ !$0.suffix(suffix.count).elementsEqual(suffix) }) == true { return nil }
        guard case .reference(let path)? = ReferenceSyntax.alias(in: value), path.components.count > 1,
              path.name == "$value" else { return nil }
        return .warning(
            .legacyMapping,
            "'{\(path)}' names the $value property, as Style Dictionary reads references; read as the token '{\(path.parent)}' (write \"{\(path.parent)}\")",
            at: SourceLocation(file: file, position: value.position))
    }
}
