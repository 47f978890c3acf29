// https://developer.apple.com/documentation/swiftui/shapestyle [D] — "protocol ShapeStyle : Sendable".
// Not main-actor. `_apply(to:)` and `_makeView` (with defaults) are left out; `Resolved` and
// `resolve(in:)` as in the iOS 17.4 SDK's interface (`@_weakLinked associatedtype Resolved :
// ShapeStyle = Never`, `resolve(in:)` from iOS 17) [I].
public protocol ShapeStyle: Sendable {
    // https://developer.apple.com/documentation/swiftui/shapestyle/resolved [D]
    associatedtype Resolved: ShapeStyle = Never
    // https://developer.apple.com/documentation/swiftui/shapestyle/resolve(in:) [D]
    func resolve(in environment: EnvironmentValues) -> Resolved
}

// The iOS 17.4 SDK's interface: "extension Swift.Never : SwiftUI.ShapeStyle" and the default
// `resolve(in:)` of styles that resolve to nothing [I].
extension Never: ShapeStyle {
    public typealias Resolved = Never
}
extension ShapeStyle where Resolved == Never {
    public func resolve(in environment: EnvironmentValues) -> Never { fatalError() }
}

extension ShapeStyle {
    // https://developer.apple.com/documentation/swiftui/shapestyle/opacity(_:) [D] — "func opacity(_ opacity: Double) -> some ShapeStyle"
    @inlinable public func opacity(_ opacity: Double) -> some ShapeStyle { self }
}

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
    // https://developer.apple.com/documentation/swiftui/shapestyle/quaternary [I]
    public static var quaternary: HierarchicalShapeStyle { HierarchicalShapeStyle(_standIn: ()) }
}

// https://developer.apple.com/documentation/swiftui/tintshapestyle [U]
@frozen public struct TintShapeStyle: ShapeStyle {
    @inlinable public init() {}
}
extension ShapeStyle where Self == TintShapeStyle {
    // https://developer.apple.com/documentation/swiftui/shapestyle/tint [U]
    public static var tint: TintShapeStyle { TintShapeStyle() }
}

// SwiftUI's other named styles, as the iOS 17.4 SDK's interface declares them [I]: a theme's
// `.theme` must leave every one of them reachable (`Fixtures/Usage/ThemeReferences.swift`).
@frozen public struct BackgroundStyle: ShapeStyle {
    @inlinable public init() {}
}
extension ShapeStyle where Self == BackgroundStyle {
    // https://developer.apple.com/documentation/swiftui/shapestyle/background [I]
    @_alwaysEmitIntoClient public static var background: BackgroundStyle { .init() }
}

@frozen public struct FillShapeStyle: ShapeStyle {
    @inlinable public init() {}
}
extension ShapeStyle where Self == FillShapeStyle {
    // https://developer.apple.com/documentation/swiftui/shapestyle/fill [I]
    @_alwaysEmitIntoClient public static var fill: FillShapeStyle { .init() }
}

@frozen public struct PlaceholderTextShapeStyle: ShapeStyle {
    @inlinable public init() {}
}
extension ShapeStyle where Self == PlaceholderTextShapeStyle {
    // https://developer.apple.com/documentation/swiftui/shapestyle/placeholder [I]
    @_alwaysEmitIntoClient public static var placeholder: PlaceholderTextShapeStyle { .init() }
}

public struct SeparatorShapeStyle: ShapeStyle {
    public init() {}
}
extension ShapeStyle where Self == SeparatorShapeStyle {
    // https://developer.apple.com/documentation/swiftui/shapestyle/separator [I]
    @_alwaysEmitIntoClient public static var separator: SeparatorShapeStyle { .init() }
}

@frozen public struct LinkShapeStyle: ShapeStyle {
    @inlinable public init() {}
}
extension ShapeStyle where Self == LinkShapeStyle {
    // https://developer.apple.com/documentation/swiftui/shapestyle/link [I]
    @_alwaysEmitIntoClient public static var link: LinkShapeStyle { .init() }
}

public struct SelectionShapeStyle: ShapeStyle {
    public init() {}
}
extension ShapeStyle where Self == SelectionShapeStyle {
    // https://developer.apple.com/documentation/swiftui/shapestyle/selection [I]
    @_alwaysEmitIntoClient public static var selection: SelectionShapeStyle { .init() }
}
