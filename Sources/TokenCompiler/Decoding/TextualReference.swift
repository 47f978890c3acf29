import TokenJSON
import TokenModel

/// Tokens Studio and Style Dictionary resolve a reference by putting the referenced token's value
/// in its place, whatever that token's type: a `text` or `other` token holding `"Roboto"` is a
/// font family where a typography names it, one holding `"16"` a dimension of 16 px, a `number`
/// of 0.4 a letter spacing of 0.4 px; Figma's variables alias a STRING variable from one whose
/// scope makes it a font family. So a reference to a string or number token at a position of
/// another type reads what that token has written as a literal of the position's type, with a
/// `non-standard-value` warning that names the type to give it, whichever file shape holds it.
/// Under `--strict` it stays the format's `type-mismatch` error.
extension DecodingContext {
    /// The value of the token at `index` (of `type`) read as its written text at a position of
    /// type `expected`; nil when the reading does not apply or the text is not such a value (the
    /// caller then reports the mismatch).
    mutating func textualReference(
        to index: Int, path: TokenPath, of type: TokenType, at location: SourceLocation, expecting expected: TokenType
    ) -> Operand? {
        guard !options.strict, type == .string || type == .number, expected != .string,
              let (literal, literalDialect) = writtenLiteral(of: index),
              // Maths has a value of its own, not its text (``numberAsPixels``).
              ValueSyntax.mathExpression(literal.json) == nil else { return nil }
        let start = diagnostics.count
        let wasLeftOut = current.flatMap { leftOut(at: $0) } != nil
        let value = decodeLiteral(literal, dialect: literalDialect, as: expected)
        // A value that cannot be represented leaves the token out, and that warning stays.
        if value == nil, !wasLeftOut, current.flatMap({ leftOut(at: $0) }) != nil { return nil }
        // The literal's own warnings are about that token, which reads well as its own type.
        diagnostics.removeSubrange(start...)
        guard let value else { return nil }
        retyped = true
        diagnostics.append(.warning(
            .nonStandardValue,
            "'{\(path)}' is a \(type) token; its value \(literal.json.sourceText) is read as a \(expected) here, as Tokens Studio and Style Dictionary put a referenced value in place of the reference (give '\(path)' the type \(expected))",
            at: location, notes: [.init("'\(path)' is defined here", at: set[index].location)]))
        return .resolved(value)
    }

    /// The literal value the token at `index` is written with, through whole-value references.
    func writtenLiteral(of index: Int) -> (SourceValue, TokenDialect)? {
        var index = index
        for _ in 0..<set.count {
            let node = set[index].node
            guard let value = node.value else { return nil }
            guard case .reference(let written)? = ReferenceSyntax.alias(in: value.json) else {
                return value.json.kind == .string || value.json.kind == .number ? (value, node.dialect) : nil
            }
            guard let next = graph.reference(written, dialect: node.dialect).index else { return nil }
            index = next
        }
        return nil
    }
}
