/// A token's resolved value: no references left, one case per type.
public enum TokenValue: Sendable, Hashable {
    case color(ColorValue)
    case dimension(DimensionValue)
    case fontFamily(FontFamilyValue)
    case fontWeight(FontWeightValue)
    case duration(DurationValue)
    case cubicBezier(CubicBezierValue)
    case number(NumberLiteral)
    case strokeStyle(StrokeStyleValue)
    case border(BorderValue)
    case transition(TransitionValue)
    case shadow(ShadowValue)
    case gradient(GradientValue)
    case typography(TypographyValue)
    case string(String)
    case boolean(Bool)

    public var type: TokenType {
        switch self {
        case .color: .color
        case .dimension: .dimension
        case .fontFamily: .fontFamily
        case .fontWeight: .fontWeight
        case .duration: .duration
        case .cubicBezier: .cubicBezier
        case .number: .number
        case .strokeStyle: .strokeStyle
        case .border: .border
        case .transition: .transition
        case .shadow: .shadow
        case .gradient: .gradient
        case .typography: .typography
        case .string: .string
        case .boolean: .boolean
        }
    }
}
