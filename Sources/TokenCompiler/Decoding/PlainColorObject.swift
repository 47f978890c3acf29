import TokenJSON
import TokenModel

/// A color written as the format's object in its plainest form, read without the general rules:
/// `{"colorSpace": "srgb", "components": [1, 0.5, 0], "alpha": 0.8, "hex": "#ff8000"}`, a known
/// space, numbers in its ranges, an alpha in [0, 1], a 6-digit hex, no other member.
///
/// Most colors of a design system are written so, and `decodeColor`'s general reading (members
/// checked one by one, each an operand that may be a reference, a pointer or maths) costs several
/// times more than the value. A color this reads is the one the general reading gives, which finds
/// nothing to report in it; anything else is left to that reading (`nil`).
enum PlainColorObject {
    /// The color `json` holds when it is written plainly; nil for every other value.
    static func color(_ json: JSONValue) -> ColorValue? {
        guard let members = json.objectMembers, members.count >= 2 else { return nil }
        var space: ColorSpace?
        var written: [JSONValue]?
        var alpha: NumberLiteral?
        var hex: String?
        for member in members {
            switch member.key(in: names) {
            case "colorSpace"?:
                guard let name = member.value.stringValue, let known = ColorSpace(rawValue: name) else { return nil }
                space = known
            case "components"?:
                guard let elements = member.value.arrayElements else { return nil }
                written = elements
            case "alpha"?:
                guard let number = NumberLiteral(plain: member.value), (0...1).contains(number.value) else { return nil }
                alpha = number
            case "hex"?:
                guard let text = member.value.stringValue, isSixDigitHex(text) else { return nil }
                hex = text
            default:
                return nil
            }
        }
        guard let space, let written else { return nil }
        let ranges = space.componentRanges
        guard written.count == ranges.count else { return nil }
        var components: [ColorValue.Component] = []
        components.reserveCapacity(ranges.count)
        for (element, range) in zip(written, ranges) {
            guard let number = NumberLiteral(plain: element), range.contains(number.value) else { return nil }
            components.append(.number(number))
        }
        let color = ColorValue(colorSpace: space, components: components, alpha: alpha, hex: hex)
        return ColorSpaceMath.convertsFinitely(color) ? color : nil
    }

    private static let names = ["colorSpace", "components", "alpha", "hex"]

    /// `#` and six hex digits: the only hex the format writes.
    static func isSixDigitHex(_ text: String) -> Bool {
        let bytes = Array(text.utf8)
        return bytes.count == 7 && bytes[0] == UInt8(ascii: "#") && bytes.dropFirst().allSatisfy(\.isHexDigit)
    }
}
