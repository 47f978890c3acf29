// Custom traits (iOS 17): what carries the app's theme into UIKit views. [I] the iOS 17.4 SDK's
// UIKit.swiftinterface and SwiftUI.swiftinterface, read.

// https://developer.apple.com/documentation/uikit/uitraitdefinition [D]; `public protocol
// UITraitDefinition` with `identifier`, `name` and `affectsColorAppearance` defaulted in an
// extension [I].
@available(iOS 17.0, tvOS 17.0, *)
public protocol UITraitDefinition {
    associatedtype Value
    static var defaultValue: Value { get }
    static var identifier: String { get }
    static var name: String { get }
    static var affectsColorAppearance: Bool { get }
}

@available(iOS 17.0, tvOS 17.0, *)
extension UITraitDefinition {
    public static var identifier: String { _standIn() }
    public static var name: String { _standIn() }
    public static var affectsColorAppearance: Bool { _standIn() }
}

// https://developer.apple.com/documentation/uikit/uimutabletraits [D]; its generic subscript [I]
// (the overloads for CGFloat, Double, Int, Bool and raw-representable values are left out).
@available(iOS 17.0, tvOS 17.0, *)
public protocol UIMutableTraits {
    subscript<T>(trait: T.Type) -> T.Value where T: UITraitDefinition { get set }
}

// https://developer.apple.com/documentation/uikit/uitraitoverrides [D]
@available(iOS 17.0, tvOS 17.0, *)
public struct UITraitOverrides: UIMutableTraits {
    public subscript<T>(trait: T.Type) -> T.Value where T: UITraitDefinition {
        get { _standIn() }
        set {}
    }
}

@available(iOS 17.0, tvOS 17.0, *)
extension UITraitCollection {
    // https://developer.apple.com/documentation/uikit/uitraitcollection/subscript(_:)-8m5te [D]
    public subscript<T>(trait: T.Type) -> T.Value where T: UITraitDefinition { _standIn() }
}

@available(iOS 17.0, tvOS 17.0, *)
extension UIView {
    // https://developer.apple.com/documentation/uikit/uiview/traitoverrides [D]
    public var traitOverrides: UITraitOverrides {
        get { _standIn() }
        set {}
    }
}

// SwiftUI's `UITraitBridgedEnvironmentKey: EnvironmentKey` [I], declared here without refining
// `EnvironmentKey`: the SwiftUI stand-in is built without UIKit. A key that conforms to both
// type-checks as against the SDK.
@available(iOS 17.0, tvOS 17.0, *)
public protocol UITraitBridgedEnvironmentKey {
    associatedtype Value
    static func read(from traitCollection: UITraitCollection) -> Value
    static func write(to mutableTraits: inout any UIMutableTraits, value: Value)
}
