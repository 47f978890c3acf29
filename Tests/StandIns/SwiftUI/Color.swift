// https://developer.apple.com/documentation/swiftui/color [D] — `@frozen struct Color`;
// Hashable, CustomStringConvertible, Sendable; conforms to View and ShapeStyle [S].
@frozen public struct Color: Hashable, CustomStringConvertible, Sendable {
    @usableFromInline internal init(_standIn: ()) {}

    // https://developer.apple.com/documentation/swiftui/color/rgbcolorspace [D]; Hashable, Sendable [S]
    public enum RGBColorSpace: Hashable, Sendable {
        case sRGB
        case sRGBLinear
        case displayP3
    }

    // https://developer.apple.com/documentation/swiftui/color/init(_:red:green:blue:opacity:) [D]
    // One initializer: `Color(red:green:blue:)` and `Color(.displayP3, red:…)` both call it.
    public init(_ colorSpace: Color.RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1) {}

    // https://developer.apple.com/documentation/swiftui/color/init(_:white:opacity:) [D]
    public init(_ colorSpace: Color.RGBColorSpace = .sRGB, white: Double, opacity: Double = 1) {}

    // https://developer.apple.com/documentation/swiftui/color/init(_:bundle:) [D]
    public init(_ name: String, bundle: Bundle? = nil) {}

    // https://developer.apple.com/documentation/swiftui/color/opacity(_:) [D]
    public func opacity(_ opacity: Double) -> Color { self }

    public var description: String { "" }
}

// https://developer.apple.com/documentation/swiftui/color#Getting-standard-colors [U] (`static let`)
extension Color {
    public static let black = Color(_standIn: ())
    public static let white = Color(_standIn: ())
    public static let gray = Color(_standIn: ())
    public static let red = Color(_standIn: ())
    public static let orange = Color(_standIn: ())
    public static let yellow = Color(_standIn: ())
    public static let green = Color(_standIn: ())
    public static let blue = Color(_standIn: ())
    public static let purple = Color(_standIn: ())
    public static let pink = Color(_standIn: ())
    public static let clear = Color(_standIn: ())
    public static let primary = Color(_standIn: ())
    public static let secondary = Color(_standIn: ())
    // https://developer.apple.com/documentation/swiftui/color/accentcolor [U]
    public static var accentColor: Color { Color(_standIn: ()) }
}

// https://developer.apple.com/documentation/swiftui/shapestyle/red [U] — the same colours as ShapeStyle
// statics, so `.foregroundStyle(.red)` resolves. `primary`/`secondary` come from HierarchicalShapeStyle.
extension ShapeStyle where Self == Color {
    public static var black: Color { Color(_standIn: ()) }
    public static var white: Color { Color(_standIn: ()) }
    public static var gray: Color { Color(_standIn: ()) }
    public static var red: Color { Color(_standIn: ()) }
    public static var orange: Color { Color(_standIn: ()) }
    public static var yellow: Color { Color(_standIn: ()) }
    public static var green: Color { Color(_standIn: ()) }
    public static var blue: Color { Color(_standIn: ()) }
    public static var purple: Color { Color(_standIn: ()) }
    public static var pink: Color { Color(_standIn: ()) }
    public static var clear: Color { Color(_standIn: ()) }
}

// https://developer.apple.com/documentation/swiftui/color [S]: Color is a ShapeStyle and a View.
extension Color: ShapeStyle {}
extension Color: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}
