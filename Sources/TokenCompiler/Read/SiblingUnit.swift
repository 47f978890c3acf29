import TokenJSON
import TokenModel

/// A unit written beside a bare number: `{"$type": "duration", "$value": "0.6", "unit": "s"}`, as
/// teams whose Style Dictionary transforms join the two write it (HashiCorp's `time/duration`
/// gives `` `${value}${token.unit}` ``), and `{"value": "608", "unit": "px"}` in Style Dictionary 3
/// sources whose size transform reads `unit`. Read alone, the number would be milliseconds, pixels
/// or (in a `size` category) rem: a thousand or sixteen times off. Read with its unit, it is the
/// format's object `{"value": 0.6, "unit": "s"}`; another CSS unit (`%`, `em`), only in a
/// `value` file (in a format file it is not guessed at), is the text `"50%"` a Style Dictionary
/// source writes, read as such text is. Figma's names (`"pixels"`, `"PERCENT"`) are CSS's. A
/// `legacy-mapping` warning gives the reading (an error under `--strict`).
enum SiblingUnit {
    /// The units the format writes in a dimension's or a duration's object.
    static let units: Set<String> = ["px", "rem", "ms", "s"]

    /// Rewrites the value of `token`, read from a format file, when a `unit` stands beside a bare
    /// number (or a number in a string), taking the `unit` out of its other properties; any other
    /// token is left as it is.
    static func read(_ token: inout TokenNode, diagnostics: inout [Diagnostic]) {
        guard let index = token.extraProperties.firstIndex(where: { $0.key == "unit" }), let value = token.value,
              let joined = joined(value, unit: token.extraProperties[index].value.json, asObject: true) else { return }
        token.value = joined.value
        diagnostics.append(warning(value, joined, beside: "$value", at: token.extraProperties[index].keyLocation))
        token.extraProperties.remove(at: index)
    }

    /// Rewrites the value of `token`, read from the `value` file object `object`, when `object`
    /// has a `unit` beside a bare number.
    static func read(_ token: inout TokenNode, object: JSONValue, diagnostics: inout [Diagnostic]) {
        // Looked up by key first: listing every token's members would allocate for each.
        guard let unit = object["unit"], let value = token.value, let joined = joined(value, unit: unit, asObject: false),
              let member = object.objectMembers?.last(where: { $0.key == "unit" }) else { return }
        token.value = joined.value
        diagnostics.append(warning(value, joined, beside: "value", at: SourceLocation(file: value.file, position: member.keyPosition)))
    }

    /// CSS's other units of length, which a `value` file may write beside a number.
    static let cssUnits: Set<String> = ["%", "em", "ex", "ch", "vw", "vh", "vmin", "vmax", "pt", "pc", "in", "cm", "mm", "Q"]

    /// Figma's names of its units (`"unit": "PIXELS"` in its plugin API), as CSS writes them.
    static let figmaUnits: [String: String] = ["pixels": "px", "percent": "%"]

    /// The number `value` holds with `unit` joined to it, and the JSON written for it; nil when
    /// `value` is no number or `unit` no unit (`asObject`: none of the format's).
    private static func joined(_ value: SourceValue, unit written: JSONValue, asObject: Bool) -> (value: SourceValue, text: String, unit: String)? {
        guard let written = written.stringValue, let number = NumberLiteral(numberOrText: value.json) else { return nil }
        let unit = figmaUnits[written.lowercased()] ?? written
        // In a format file only the format's units: another is not guessed at.
        guard units.contains(unit) || !asObject && cssUnits.contains(unit) else { return nil }
        let text = units.contains(unit) ? #"{"value": \#(number.text), "unit": "\#(unit)"}"# : #""\#(number.text)\#(unit)""#
        guard let placed = JSONDocument.value(text, placedAt: value.json.position) else { return nil }
        return (SourceValue(placed, file: value.file), text, written)
    }

    private static func warning(_ value: SourceValue, _ joined: (value: SourceValue, text: String, unit: String), beside key: String, at location: SourceLocation) -> Diagnostic {
        .warning(
            .legacyMapping,
            "'unit' beside \(key) is not part of the format; \(value.json.sourceText) with the unit '\(joined.unit)' is read as \(joined.text) (write that\(joined.text.hasPrefix("{") ? " object" : "") as \(key))",
            at: location)
    }
}
