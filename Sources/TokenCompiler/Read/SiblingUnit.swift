import TokenJSON
import TokenModel

/// A unit written beside a bare number: `{"$type": "duration", "$value": "0.6", "unit": "s"}`, as
/// teams whose Style Dictionary transforms join the two write it (HashiCorp's `time/duration`
/// gives `` `${value}${token.unit}` ``). Read alone, the number would be milliseconds or pixels,
/// a thousand times off for seconds; read with its unit, it is the format's object
/// `{"value": 0.6, "unit": "s"}`, with a `legacy-mapping` warning that gives it (an error under
/// `--strict`).
enum SiblingUnit {
    /// The units the format writes in a dimension's or a duration's object.
    static let units: Set<String> = ["px", "rem", "ms", "s"]

    /// Rewrites `token`'s value when a `unit` of the format stands beside a bare number (or a
    /// number in a string), taking the `unit` out of its other properties; any other token is
    /// left as it is.
    static func read(_ token: inout TokenNode, diagnostics: inout [Diagnostic]) {
        guard let index = token.extraProperties.firstIndex(where: { $0.key == "unit" }),
              let unit = token.extraProperties[index].value.json.stringValue, units.contains(unit),
              let value = token.value, let number = NumberLiteral(numberOrText: value.json) else { return }
        let text = #"{"value": \#(number.text), "unit": "\#(unit)"}"#
        guard let placed = JSONDocument.value(text, placedAt: value.json.position) else { return }
        token.value = SourceValue(placed, file: value.file)
        diagnostics.append(.warning(
            .legacyMapping,
            "'unit' beside $value is not part of the format; \(value.json.sourceText) with the unit '\(unit)' is read as \(text) (write that object as $value)",
            at: token.extraProperties[index].keyLocation))
        token.extraProperties.remove(at: index)
    }
}
