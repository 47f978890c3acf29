// https://developer.apple.com/documentation/swiftui/environmentkey [D]
// Not main-actor. No `Sendable` bound on `Value` or `defaultValue` (the iOS 18 SDK requirement is
// `static var defaultValue: Self.Value { get }`). A non-Sendable `static let defaultValue` is still an error
// in Swift 6 — because of the global-state rules for the conformer's own `static let`, not the protocol.
public protocol EnvironmentKey {
    // https://developer.apple.com/documentation/swiftui/environmentkey/value [D]
    associatedtype Value
    // https://developer.apple.com/documentation/swiftui/environmentkey/defaultvalue [D]
    // "static var defaultValue: Self.Value { get }"
    static var defaultValue: Self.Value { get }
}

// https://developer.apple.com/documentation/swiftui/environmentvalues [D][S]
// `Sendable`-ness of EnvironmentValues [U]: left non-Sendable (stricter).
public struct EnvironmentValues: CustomStringConvertible {
    // https://developer.apple.com/documentation/swiftui/environmentvalues/init() [D]
    public init() {}

    // https://developer.apple.com/documentation/swiftui/environmentvalues/subscript(_:) [D]
    // "subscript<K>(key: K.Type) -> K.Value where K : EnvironmentKey { get set }"
    public subscript<K>(key: K.Type) -> K.Value where K: EnvironmentKey {
        get { _standIn() }
        set {}
    }

    public var description: String { "" }
}

// Shape of Apple's own `extension EnvironmentValues { public var x: T { get set } }` [I].
extension EnvironmentValues {
    // https://developer.apple.com/documentation/swiftui/environmentvalues/colorscheme [U] (get set)
    public var colorScheme: ColorScheme {
        get { _standIn() }
        set {}
    }
    // https://developer.apple.com/documentation/swiftui/environmentvalues/colorschemecontrast [U]
    // Read-only in Apple's SDK (the system sets it).
    public var colorSchemeContrast: ColorSchemeContrast {
        get { _standIn() }
    }
    // https://developer.apple.com/documentation/swiftui/environmentvalues/isenabled [U] (get set)
    public var isEnabled: Bool {
        get { _standIn() }
        set {}
    }
    // https://developer.apple.com/documentation/swiftui/environmentvalues/isfocused [I17] (iOS 17.4 SDK interface)
    // "@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *) public var isFocused: Swift.Bool { get }"
    public var isFocused: Bool {
        get { _standIn() }
    }
}

// https://developer.apple.com/documentation/swiftui/colorscheme [U]: `enum ColorScheme: CaseIterable, Sendable`,
// NOT @frozen — a `switch` needs `@unknown default` (library evolution).
public enum ColorScheme: CaseIterable, Sendable {
    case light
    case dark
}

// https://developer.apple.com/documentation/swiftui/colorschemecontrast [U]: not @frozen.
public enum ColorSchemeContrast: CaseIterable, Sendable {
    case standard
    case increased
}

// https://developer.apple.com/documentation/swiftui/environment [I] (verbatim in the notes, §2.1):
// "@frozen @propertyWrapper public struct Environment<Value> : DynamicProperty"
@frozen @propertyWrapper public struct Environment<Value>: DynamicProperty {
    // https://developer.apple.com/documentation/swiftui/environment/init(_:) [D][I]
    @inlinable public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {}
    // https://developer.apple.com/documentation/swiftui/environment/wrappedvalue [I]
    @inlinable public var wrappedValue: Value {
        get { _standIn() }
    }
}
// [I] "extension SwiftUICore.Environment : Swift.Sendable where Value : Swift.Sendable {}"
extension Environment: Sendable where Value: Sendable {}

extension View {
    // https://developer.apple.com/documentation/swiftui/view/environment(_:_:) [D]
    // "nonisolated func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View"
    nonisolated public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View {
        self
    }
}
