/// The style of a line: a keyword, or a dash pattern with a line cap.
package enum StrokeStyleValue: Sendable, Hashable {
    package enum Keyword: String, Sendable, Hashable, CaseIterable {
        case solid, dashed, dotted, double, groove, ridge, outset, inset
    }

    package enum LineCap: String, Sendable, Hashable, CaseIterable {
        case round, butt, square
    }

    case keyword(Keyword)
    case dashes(dashArray: [DimensionValue], lineCap: LineCap)
}

/// A border: color, width and stroke style.
package struct BorderValue: Sendable, Hashable {
    package var color: ColorValue
    package var width: DimensionValue
    package var style: StrokeStyleValue

    package init(color: ColorValue, width: DimensionValue, style: StrokeStyleValue) {
        self.color = color
        self.width = width
        self.style = style
    }
}

/// An animated transition between two states.
package struct TransitionValue: Sendable, Hashable {
    package var duration: DurationValue
    package var delay: DurationValue
    package var timingFunction: CubicBezierValue

    package init(duration: DurationValue, delay: DurationValue, timingFunction: CubicBezierValue) {
        self.duration = duration
        self.delay = delay
        self.timingFunction = timingFunction
    }
}

/// One layer of a shadow.
package struct ShadowLayer: Sendable, Hashable {
    package var color: ColorValue
    package var offsetX: DimensionValue
    package var offsetY: DimensionValue
    package var blur: DimensionValue
    package var spread: DimensionValue
    package var inset: Bool

    package init(
        color: ColorValue, offsetX: DimensionValue, offsetY: DimensionValue,
        blur: DimensionValue, spread: DimensionValue, inset: Bool = false
    ) {
        self.color = color
        self.offsetX = offsetX
        self.offsetY = offsetY
        self.blur = blur
        self.spread = spread
        self.inset = inset
    }
}

/// A shadow: one layer, or several drawn in order.
package struct ShadowValue: Sendable, Hashable {
    package var layers: [ShadowLayer]
    /// True when the file wrote an array rather than a single object.
    package var isList: Bool

    package init(layers: [ShadowLayer], isList: Bool) {
        self.layers = layers
        self.isList = isList
    }
}

/// One stop of a gradient; its position is clamped to `[0, 1]`.
package struct GradientStop: Sendable, Hashable {
    package var color: ColorValue
    package var position: NumberLiteral

    package init(color: ColorValue, position: NumberLiteral) {
        self.color = color
        self.position = position
    }
}

/// A color gradient.
package struct GradientValue: Sendable, Hashable {
    package var stops: [GradientStop]

    package init(stops: [GradientStop]) {
        self.stops = stops
    }
}
