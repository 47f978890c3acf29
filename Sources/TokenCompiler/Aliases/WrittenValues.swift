import TokenJSON
import TokenModel

/// Values as a referenced token writes them. Tokens Studio and Style Dictionary resolve a
/// reference by copying the referenced token's value as written, and only then read it by the
/// type of the token that references it (sd-transforms' `ts/size/px` adds `px` to a bare number
/// only in a token typed as a size; its `ts/size/letterspacing` reads a percentage against the
/// typography's own font size). Where tokenc's reading of the referenced token alone differs
/// from what the referencing position takes, these give what the source tool copies.
extension DecodingContext {
    /// The value `value` reaches by following aliases through the tokens' own written values, and
    /// the path of the last token followed (nil when `value` is no reference). Stops at anything
    /// that is not a plain alias: an expression, a `$ref`, a broken or cyclic reference.
    func writtenThroughReferences(_ value: SourceValue, dialect: TokenDialect) -> (value: SourceValue, origin: TokenPath?) {
        var current = (value: value, dialect: dialect)
        var origin: TokenPath?
        // A chain longer than the set has tokens is a cycle.
        for _ in 0...set.definitions.count {
            guard case .reference(let written)? = ReferenceSyntax.alias(in: current.value.json),
                  let index = graph.reference(written, dialect: current.dialect).index,
                  let next = set[index].node.value else { break }
            origin = set.path(at: index)
            current = (next, set[index].node.dialect)
        }
        return (current.value, origin)
    }

    /// A number position that references the dimension token at `index`, written as a bare
    /// number (`"18"`, read alone as 18px): the number 18, with a warning. Nil when the token is
    /// written with a unit, under `--strict` (the format's type-mismatch error follows), or for
    /// any other pair of types.
    mutating func unitlessDimensionAsNumber(_ index: Int, path: TokenPath, expected: TokenType, at location: SourceLocation) -> NumberLiteral? {
        guard !options.strict, expected == .number, types[index] == .dimension,
              case .dimension(let read)? = values[index], read.unit == .px,
              let written = set[index].node.value else { return nil }
        let number: NumberLiteral
        if let literal = written.json.numberValue {
            number = NumberLiteral(literal)
        } else if let text = written.json.stringValue, let (measure, unit) = ValueSyntax.measure(text), unit.isEmpty {
            number = measure
        } else {
            return nil
        }
        guard number.value == read.value.value else { return nil }
        diagnostics.append(.warning(
            .nonStandardValue,
            "'{\(path)}' is a dimension token written \(written.json.sourceText), without a unit, where a number is expected; read as the number \(number.text), the value as written, as Tokens Studio and Style Dictionary copy it (write \(number.text), or give '\(path)' \"$type\": \"number\")",
            at: location, notes: [.init("'\(path)' is defined here", at: set[index].location)]))
        return number
    }

    /// A number token referenced where a dimension is expected (a Tokens Studio `fontSizes` or
    /// `spacing` token, or a typography's size, naming a unitless scale step): read as pixels, as
    /// Tokens Studio applies a unitless size in Figma and sd-transforms writes it; nil under
    /// `--strict`, where it is a type mismatch.
    mutating func numberAsPixels(_ index: Int, path: TokenPath, expected: TokenType, at location: SourceLocation) -> DimensionValue? {
        guard !options.strict, expected == .dimension, types[index] == .number, case .number(let number)? = values[index] else { return nil }
        diagnostics.append(.warning(
            .legacyMapping,
            "'{\(path)}' is the number \(number.text) where a dimension is expected; read as \(number.text)px, as Tokens Studio applies a unitless size (give '\(path)' \"$type\": \"dimension\" and a unit)",
            at: location, notes: [.init("'\(path)' is defined here", at: set[index].location)]))
        return DimensionValue(value: number, unit: .px)
    }
}
