/// A token's resolved value: no references left, one case per type.
///
/// The composites wider than a color are stored out of line (`indirect`): every resolved token
/// carries a value and is copied through the evaluator, so the enum's size is paid for each
/// token, and these cases alone would nearly triple it.
package enum TokenValue: Sendable, Hashable {
    case color(ColorValue)
    case dimension(DimensionValue)
    case fontFamily(FontFamilyValue)
    case fontWeight(FontWeightValue)
    case duration(DurationValue)
    indirect case cubicBezier(CubicBezierValue)
    case number(NumberLiteral)
    case strokeStyle(StrokeStyleValue)
    indirect case border(BorderValue)
    indirect case transition(TransitionValue)
    case shadow(ShadowValue)
    case gradient(GradientValue)
    indirect case typography(TypographyValue)
    case string(String)
    case boolean(Bool)
    /// A value of one of tokenc's extension types.
    indirect case extended(ExtendedValue)

    package var type: TokenType {
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
        case .extended(let value): .extended(value.type)
        }
    }
}

/// A value of one of tokenc's extension types: its members, as its home lists them.
package struct ExtendedValue: Sendable, Hashable {
    package var type: ExtensionType
    /// One per member of the home, in its order; nil for an optional member not given. A word and
    /// a choice are `.string`s.
    package var members: [TokenValue?]

    package init(type: ExtensionType, members: [TokenValue?]) {
        self.type = type
        self.members = members
    }

    /// The members given, with their descriptions, in the home's order.
    package var given: [(member: ExtensionTypeHome.Member, value: TokenValue)] {
        zip(type.home.members, members).compactMap { member, value in value.map { (member, $0) } }
    }
}
