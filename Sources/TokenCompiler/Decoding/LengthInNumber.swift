import TokenJSON
import TokenModel

/// Tokens Studio does not check a `number` token's value and Style Dictionary passes its text on
/// unchanged, so a `number` holding `"16px"`, or maths over one (`"{base} * 0.5"`), is a length
/// wherever the tool puts it: such a token is read as a dimension, with a `non-standard-type`
/// warning that names the type to write. Under `--strict` it stays the format's error. Units
/// relative to what a token cannot know (`em`, `vw`) are left out as before.
extension DecodingContext {
    /// The dimension a number token's own literal value is, when that text is a length in px or
    /// rem; nil for any other value.
    mutating func lengthInNumber(_ value: SourceValue, dialect: TokenDialect) -> DimensionValue? {
        guard numberMayBeLength, let text = value.json.stringValue, let (number, unitName) = ValueSyntax.measure(text),
              let unit = DimensionValue.Unit(rawValue: unitName),
              let dimension = representable(DimensionValue(value: number, unit: unit), at: value) else { return nil }
        diagnostics.append(lengthWarning("\(number.text)\(unit.rawValue)", at: value.location, dialect: dialect))
        return dimension
    }

    /// True when a number token's maths gave `result`, a length it is read as.
    mutating func isLengthInNumber(_ result: MathQuantity, at value: SourceValue, dialect: TokenDialect) -> Bool {
        guard numberMayBeLength, DimensionValue.Unit(rawValue: result.unit) != nil else { return false }
        diagnostics.append(lengthWarning(result.description, at: value.location, dialect: dialect))
        return true
    }

    private func lengthWarning(_ length: String, at location: SourceLocation, dialect: TokenDialect) -> Diagnostic {
        let path = current.map { "'\(set[$0].path)'" } ?? "the token"
        let property = dialect == .dtcg ? "$type" : "type"
        return .warning(
            .nonStandardType,
            "\(path) is a number token holding a length, \(length); it is read as a dimension, as Tokens Studio and Style Dictionary put a number token's text where it is used (write \"\(property)\": \"dimension\")",
            at: location)
    }
}
