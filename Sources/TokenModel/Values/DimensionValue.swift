/// A distance: `{ "value": 16, "unit": "px" }`.
package struct DimensionValue: Sendable, Hashable {
    package enum Unit: String, Sendable, Hashable, CaseIterable {
        case px
        case rem
    }

    package var value: NumberLiteral
    package var unit: Unit

    package init(value: NumberLiteral, unit: Unit) {
        self.value = value
        self.unit = unit
    }
}

/// A length of time: `{ "value": 200, "unit": "ms" }`.
package struct DurationValue: Sendable, Hashable {
    package enum Unit: String, Sendable, Hashable, CaseIterable {
        case ms
        case s
    }

    package var value: NumberLiteral
    package var unit: Unit

    package init(value: NumberLiteral, unit: Unit) {
        self.value = value
        self.unit = unit
    }

    /// The duration in seconds.
    package var seconds: Double { unit == .s ? value.value : value.value / 1000 }
}

/// A timing function: `[P1x, P1y, P2x, P2y]`, with both x values in `[0, 1]`.
package struct CubicBezierValue: Sendable, Hashable {
    package var x1: NumberLiteral
    package var y1: NumberLiteral
    package var x2: NumberLiteral
    package var y2: NumberLiteral

    package init(x1: NumberLiteral, y1: NumberLiteral, x2: NumberLiteral, y2: NumberLiteral) {
        self.x1 = x1
        self.y1 = y1
        self.x2 = x2
        self.y2 = y2
    }
}
