import Foundation

/// A number as the token file wrote it: its value for computation and its text for output,
/// so that generated code prints `0.1` rather than `0.10000000000000001`.
package struct NumberLiteral: Sendable, Hashable, CustomStringConvertible {
    package var value: Double
    package var text: String

    package init(value: Double, text: String) {
        self.value = value
        self.text = text
    }

    /// A number computed rather than read; its text is the shortest that round-trips.
    package init(_ value: Double) {
        self.value = value
        self.text = NumberLiteral.format(value)
    }

    package var description: String { text }

    /// The shortest decimal text that reads back as `value`, with no exponent for everyday
    /// magnitudes and no trailing `.0` for integers.
    static func format(_ value: Double) -> String {
        if value == value.rounded(), abs(value) < 1e15 {
            return value == 0 ? "0" : String(Int64(value))
        }
        return ShortDecimalText.text(of: value) ?? value.description
    }
}
