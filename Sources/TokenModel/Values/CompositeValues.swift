/// The style of a line: a keyword, or a dash pattern with a line cap.
public enum StrokeStyleValue: Sendable, Hashable {
    public enum Keyword: String, Sendable, Hashable, CaseIterable {
        case solid, dashed, dotted, double, groove, ridge, outset, inset
    }

    public enum LineCap: String, Sendable, Hashable, CaseIterable {
        case round, butt, square
    }

    case keyword(Keyword)
    case dashes(dashArray: [DimensionValue], lineCap: LineCap)
}

/// A border: color, width and stroke style.
public struct BorderValue: Sendable, Hashable {
    public var color: ColorValue
    public var width: DimensionValue
    public var style: StrokeStyleValue

    public init(color: ColorValue, width: DimensionValue, style: StrokeStyleValue) {
        self.color = color
        self.width = width
        self.style = style
    }
}

/// An animated transition between two states.
public struct TransitionValue: Sendable, Hashable {
    public var duration: DurationValue
    public var delay: DurationValue
    public var timingFunction: CubicBezierValue

    public init(duration: DurationValue, delay: DurationValue, timingFunction: CubicBezierValue) {
        self.duration = duration
        self.delay = delay
        self.timingFunction = timingFunction
    }
}

/// One layer of a shadow.
public struct ShadowLayer: Sendable, Hashable {
    public var color: ColorValue
    public var offsetX: DimensionValue
    public var offsetY: DimensionValue
    public var blur: DimensionValue
    public var spread: DimensionValue
    public var inset: Bool

    public init(
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
public struct ShadowValue: Sendable, Hashable {
    public var layers: [ShadowLayer]
    /// True when the file wrote an array rather than a single object.
    public var isList: Bool

    public init(layers: [ShadowLayer], isList: Bool) {
        self.layers = layers
        self.isList = isList
    }
}

/// One stop of a gradient; its position is clamped to `[0, 1]`.
public struct GradientStop: Sendable, Hashable {
    public var color: ColorValue
    public var position: NumberLiteral

    public init(color: ColorValue, position: NumberLiteral) {
        self.color = color
        self.position = position
    }
}

/// A color gradient.
public struct GradientValue: Sendable, Hashable {
    public var stops: [GradientStop]

    public init(stops: [GradientStop]) {
        self.stops = stops
    }
}
