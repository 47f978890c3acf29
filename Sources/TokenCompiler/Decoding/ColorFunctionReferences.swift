import TokenJSON
import TokenModel

/// Tokens Studio resolves the references inside a value by putting each referenced value's text
/// in its place, then reads the result: `"hsl({hue.primary} {saturation.primary} {lightness.l100})"`
/// over tokens holding `"228"`, `"45%"` and `"97%"` is the color `hsl(228 45% 97%)`. So a color
/// whose CSS color function holds references to tokens written as text or numbers is read from
/// that text, per permutation, with a `non-standard-value` warning that gives the color to write
/// (under `--strict` it stays an expression, which the format does not have).
extension DecodingContext {
    /// The color `value` is once its references are replaced by the text of the tokens they name;
    /// nil when it is not a CSS color function, or a reference names a token that is not written
    /// as text or a number (the caller then reports the expression). A broken reference is
    /// reported here, and `failed` is set.
    mutating func colorFunctionWithReferences(_ value: SourceValue, dialect: TokenDialect, failed: inout Bool) -> ColorValue? {
        guard !options.strict, let text = value.json.stringValue else { return nil }
        let trimmed = text.trimmingSpaces
        guard let open = trimmed.firstIndex(of: "("), trimmed.hasSuffix(")"),
              CSSColorParser.Function(rawValue: trimmed[..<open].lowercased()) != nil else { return nil }
        var substituted = ""
        var rest = Substring(text)
        while let start = rest.firstIndex(of: "{") {
            guard let end = rest[start...].firstIndex(of: "}") else { return nil }
            substituted += rest[..<start]
            let written = rest[rest.index(after: start)..<end]
            let components = written.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
            guard !components.contains(where: \.isEmpty) else { return nil }
            let path = graph.referencedPath(TokenPath(components), dialect: dialect)
            guard let index = aliasIndex(path, at: value.location) else {
                failed = true
                return nil
            }
            if leaveOut(referencing: index, at: value.location) {
                failed = true
                return nil
            }
            guard let (literal, _) = writtenLiteral(of: index), let piece = Self.literalText(literal.json) else { return nil }
            substituted += piece
            rest = rest[rest.index(after: end)...]
        }
        substituted += rest
        guard case .success(let color) = CSSColorParser.parse(substituted) else { return nil }
        diagnostics.append(.warning(
            .nonStandardValue,
            "\(value.json.sourceText) is read as \"\(substituted)\", its references replaced by the values they name as Tokens Studio does; the format has no expressions (write \(Self.objectText(color)))",
            at: value.location))
        return color
    }

    /// The text of a string or number literal, as it stands in the file.
    private static func literalText(_ json: JSONValue) -> String? {
        json.kind == .number ? json.sourceText : json.stringValue
    }
}
