// https://developer.apple.com/documentation/swiftui/shapestyle [D] — "protocol ShapeStyle : Sendable".
// Not main-actor. Its requirements (`resolve(in:)`, `_apply(to:)`) all have defaults; left out [U].
public protocol ShapeStyle: Sendable {}

// https://developer.apple.com/documentation/swiftui/anyshapestyle [U]
@frozen public struct AnyShapeStyle: ShapeStyle {
    // https://developer.apple.com/documentation/swiftui/anyshapestyle/init(_:) [U]
    public init<S>(_ style: S) where S: ShapeStyle {}
}

// https://developer.apple.com/documentation/swiftui/foregroundstyle [U]
@frozen public struct ForegroundStyle: ShapeStyle {
    @inlinable public init() {}
}
extension ShapeStyle where Self == ForegroundStyle {
    // https://developer.apple.com/documentation/swiftui/shapestyle/foreground [U]
    public static var foreground: ForegroundStyle { ForegroundStyle() }
}

// https://developer.apple.com/documentation/swiftui/hierarchicalshapestyle [U]
@frozen public struct HierarchicalShapeStyle: ShapeStyle {
    @usableFromInline internal init(_standIn: ()) {}
    public static let primary = HierarchicalShapeStyle(_standIn: ())
    public static let secondary = HierarchicalShapeStyle(_standIn: ())
    public static let tertiary = HierarchicalShapeStyle(_standIn: ())
    public static let quaternary = HierarchicalShapeStyle(_standIn: ())
}
extension ShapeStyle where Self == HierarchicalShapeStyle {
    // https://developer.apple.com/documentation/swiftui/shapestyle/primary [U]
    public static var primary: HierarchicalShapeStyle { HierarchicalShapeStyle(_standIn: ()) }
    // https://developer.apple.com/documentation/swiftui/shapestyle/secondary [U]
    public static var secondary: HierarchicalShapeStyle { HierarchicalShapeStyle(_standIn: ()) }
    // https://developer.apple.com/documentation/swiftui/shapestyle/tertiary [U]
    public static var tertiary: HierarchicalShapeStyle { HierarchicalShapeStyle(_standIn: ()) }
}

// https://developer.apple.com/documentation/swiftui/tintshapestyle [U]
@frozen public struct TintShapeStyle: ShapeStyle {
    @inlinable public init() {}
}
extension ShapeStyle where Self == TintShapeStyle {
    // https://developer.apple.com/documentation/swiftui/shapestyle/tint [U]
    public static var tint: TintShapeStyle { TintShapeStyle() }
}
