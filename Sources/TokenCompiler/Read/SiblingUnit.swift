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
              let value = token.value, let number = number(in: value.json) else { return }
        let text = #"{"value": \#(number), "unit": "\#(unit)"}"#
        guard let placed = try? JSONDocument(parsing: Array(text.utf8), placedAt: value.json.position) else { return }
        token.value = SourceValue(placed.root, file: value.file)
        diagnostics.append(.warning(
            .legacyMapping,
            "'unit' beside $value is not part of the format; \(value.json.sourceText) with the unit '\(unit)' is read as \(text) (write that object as $value)",
            at: token.extraProperties[index].keyLocation))
        token.extraProperties.remove(at: index)
    }

    /// The number `json` is or spells as a string (`0.6`, `"0.6"`), as JSON spells it; nil for
    /// anything else (a reference, a number with a unit).
    private static func number(in json: JSONValue) -> String? {
        if let number = json.numberValue { return number.text }
        guard let text = json.stringValue?.trimmingSpaces, Double(text) != nil else { return nil }
        return JSONNumberSpelling.spelling(of: text)
    }
}
