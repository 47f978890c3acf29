import Foundation
import TokenJSON

/// A number as the token file wrote it: its value for computation and its text for output,
/// so that generated code prints `0.1` rather than `0.10000000000000001`.
package struct NumberLiteral: Sendable, Hashable, CustomStringConvertible {
    package var value: Double
    package var text: String

    /// A number read from `text`, which it keeps as written when JSON spells a number so, else
    /// as JSON spells it (``JSONNumberSpelling``: `"+3"` is 3, `".5"` 0.5), else as its value.
    package init(value: Double, text: String) {
        self.value = value
        self.text = JSONNumberSpelling.spelling(of: text) ?? NumberLiteral.format(value)
    }

    /// A number as a JSON document writes it, whose text JSON's grammar has already checked.
    package init(_ number: JSONNumber) {
        value = number.value
        text = number.text
    }

    /// A number computed rather than read; its text is the shortest that round-trips.
    package init(_ value: Double) {
        self.value = value
        self.text = NumberLiteral.format(value)
    }

    package var description: String { text }

    /// Whether ``text`` is the text ``init(_:)`` would give ``value``, for a literal whose value
    /// was read from its text (as every literal's is): an integer of up to nine digits, or a
    /// decimal of at least 0.001 with up to six places that does not end in 0, with no sign but a
    /// `-` before a number other than 0, no leading zero and no exponent. Such a text is what
    /// generated code prints as it is; any other is printed from the value.
    package var isShortestText: Bool {
        var text = text
        return text.withUTF8 { bytes in
            var index = 0
            if index < bytes.count, bytes[index] == UInt8(ascii: "-") { index += 1 }
            let wholeStart = index
            while index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) { index += 1 }
            let wholeDigits = index - wholeStart
            guard (1...9).contains(wholeDigits), wholeDigits == 1 || bytes[wholeStart] != UInt8(ascii: "0") else { return false }
            if index == bytes.count { return value != 0 || bytes.count == 1 }
            guard bytes[index] == UInt8(ascii: "."), value != 0 else { return false }
            index += 1
            let places = bytes.count - index
            guard (1...6).contains(places), bytes[bytes.count - 1] != UInt8(ascii: "0") else { return false }
            while index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) { index += 1 }
            return index == bytes.count && abs(value) >= 0.001
        }
    }

    /// The shortest decimal text that reads back as `value`, with no exponent for everyday
    /// magnitudes and no trailing `.0` for integers.
    static func format(_ value: Double) -> String {
        if value == value.rounded(), abs(value) < 1e15 {
            return value == 0 ? "0" : String(Int64(value))
        }
        return ShortDecimalText.text(of: value) ?? value.description
    }
}
