import TokenJSON
import TokenModel

/// Every number that reaches Swift is a finite `Double` that means what the file wrote: a literal
/// that overflows to infinity, one that is not zero but reads as 0, and a value whose conversion
/// (`rem` to points, a color into Display P3) is not finite are `invalid-value` errors where the
/// value is written, under every mode. Generated code then never holds `inf` or `nan`.
extension NumberLiteral {
    /// The largest rem base tokenc accepts (points per rem): a bound, so that a rem dimension's
    /// size in points is known to be finite before the rem base is chosen.
    package static let maximumRemBase = 1_000.0

    /// Why Swift cannot hold this number as written, or nil when it can.
    var representationProblem: String? {
        if !value.isFinite {
            return "the number \(text) is too large: a Swift Double holds at most ±1.8e308"
        }
        if value == 0, Self.hasNonZeroDigit(text) {
            return "the number \(text) is too small: a Swift Double reads it as 0; write 0, or a number of at least 5e-324"
        }
        return nil
    }

    /// The number `json` holds when it is a JSON number Swift holds as written; nil for anything
    /// else (the quick readings of plain values, which leave the rest to the general reading).
    init?(plain json: JSONValue) {
        guard let number = json.numberValue else { return nil }
        self.init(number)
        guard representationProblem == nil else { return nil }
    }

    /// The number `json` holds, or writes in a string (`"0.4"`, as tools write a number beside a
    /// value); nil for anything else, and for text that is no finite number.
    init?(numberOrText json: JSONValue) {
        if let number = json.numberValue {
            self.init(number)
            return
        }
        guard let text = json.stringValue?.trimmingSpaces, let value = Double(text), value.isFinite else { return nil }
        self.init(value: value, text: text)
    }

    /// True when the significand (the part before any exponent) has a digit other than 0.
    private static func hasNonZeroDigit(_ text: String) -> Bool {
        for byte in text.utf8 {
            if byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E") { return false }
            if (UInt8(ascii: "1")...UInt8(ascii: "9")).contains(byte) { return true }
        }
        return false
    }
}

extension DecodingContext {
    /// The number a JSON number literal holds, or nil (after an error at it) when Swift cannot
    /// hold it as written.
    mutating func representableNumber(_ value: SourceValue) -> NumberLiteral? {
        guard let number = value.json.numberValue else { return nil }
        return representable(NumberLiteral(number), at: value)
    }

    /// `number`, or nil after an error at `value` when Swift cannot hold it as written.
    mutating func representable(_ number: NumberLiteral, at value: SourceValue) -> NumberLiteral? {
        if let problem = number.representationProblem {
            invalid(problem, at: value)
            return nil
        }
        return number
    }

    /// `dimension`, or nil after an error at `value` when its size in points could overflow:
    /// a rem value is checked against the largest rem base tokenc accepts.
    mutating func representable(_ dimension: DimensionValue, at value: SourceValue) -> DimensionValue? {
        guard representable(dimension.value, at: value) != nil else { return nil }
        guard dimension.unit == .rem, !(dimension.value.value * NumberLiteral.maximumRemBase).isFinite else { return dimension }
        invalid(
            "the dimension \(dimension.value.text)rem is too large: in points (times a rem base of up to \(NumberLiteral(NumberLiteral.maximumRemBase).text)) it exceeds what a Swift Double holds",
            at: value)
        return nil
    }

    /// `duration`, or nil after an error at `value` when it is not zero but reads as 0 seconds.
    mutating func representable(_ duration: DurationValue, at value: SourceValue) -> DurationValue? {
        guard representable(duration.value, at: value) != nil else { return nil }
        guard duration.value.value != 0, duration.seconds == 0 else { return duration }
        invalid("the duration \(duration.value.text)ms is too small: in seconds a Swift Double reads it as 0; write 0, or a longer duration", at: value)
        return nil
    }

    /// `color`, or nil after an error at `value` when converting it for SwiftUI or the preview
    /// gives infinity or NaN (a Lab or OKLab color with an enormous a, b or chroma).
    mutating func representable(_ color: ColorValue, at value: SourceValue) -> ColorValue? {
        guard !ColorSpaceMath.convertsFinitely(color) else { return color }
        invalid(
            "this \(color.colorSpace.rawValue) color cannot be shown: converting it into Display P3 or sRGB overflows a Swift Double; its components are far outside any screen's colors",
            at: value)
        return nil
    }
}
