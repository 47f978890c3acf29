/// A distance: `{ "value": 16, "unit": "px" }`.
public struct DimensionValue: Sendable, Hashable {
    public enum Unit: String, Sendable, Hashable, CaseIterable {
        case px
        case rem
    }

    public var value: NumberLiteral
    public var unit: Unit

    public init(value: NumberLiteral, unit: Unit) {
        self.value = value
        self.unit = unit
    }
}

/// A length of time: `{ "value": 200, "unit": "ms" }`.
public struct DurationValue: Sendable, Hashable {
    public enum Unit: String, Sendable, Hashable, CaseIterable {
        case ms
        case s
    }

    public var value: NumberLiteral
    public var unit: Unit

    public init(value: NumberLiteral, unit: Unit) {
        self.value = value
        self.unit = unit
    }

    /// The duration in seconds.
    public var seconds: Double { unit == .s ? value.value : value.value / 1000 }
}

/// A timing function: `[P1x, P1y, P2x, P2y]`, with both x values in `[0, 1]`.
public struct CubicBezierValue: Sendable, Hashable {
    public var x1: NumberLiteral
    public var y1: NumberLiteral
    public var x2: NumberLiteral
    public var y2: NumberLiteral

    public init(x1: NumberLiteral, y1: NumberLiteral, x2: NumberLiteral, y2: NumberLiteral) {
        self.x1 = x1
        self.y1 = y1
        self.x2 = x2
        self.y2 = y2
    }
}
