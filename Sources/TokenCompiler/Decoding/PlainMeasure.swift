import TokenJSON
import TokenModel

/// A dimension or duration written as the format's object in its plainest form, read without the
/// general rules: `{"value": 16, "unit": "px"}`, a number Swift holds and one of the format's
/// units, no other member.
///
/// Dimensions are the second most common value of a design system, and inside shadows, borders
/// and typographies most offsets and sizes are written so. A measure this reads is the one the
/// general reading (``DecodingContext``'s `measure`) gives, which finds nothing to report in it;
/// anything else is left to that reading (`nil`).
enum PlainMeasure {
    /// The number and unit `json` holds when it is written plainly; nil for every other value.
    static func measure<Unit: RawRepresentable<String>>(_ json: JSONValue, in units: Unit.Type) -> (value: NumberLiteral, unit: Unit)? {
        guard let members = json.objectMembers, members.count == 2 else { return nil }
        var number: NumberLiteral?
        var unit: Unit?
        for member in members {
            switch member.key(in: names) {
            case "value"?: number = NumberLiteral(plain: member.value)
            case "unit"?: unit = member.value.stringValue.flatMap(Unit.init(rawValue:))
            default: return nil
            }
        }
        guard let number, let unit else { return nil }
        return (number, unit)
    }

    private static let names = ["value", "unit"]
}
