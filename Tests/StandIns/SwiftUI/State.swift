// https://developer.apple.com/documentation/swiftui/state [U] — `@frozen @propertyWrapper struct State<Value>`, members nonisolated.
@frozen @propertyWrapper public struct State<Value>: DynamicProperty {
    // https://developer.apple.com/documentation/swiftui/state/init(wrappedvalue:) [D]
    public init(wrappedValue value: Value) {}
    // https://developer.apple.com/documentation/swiftui/state/init(initialvalue:) [D]
    public init(initialValue value: Value) {}
    // https://developer.apple.com/documentation/swiftui/state/wrappedvalue [D] "{ get nonmutating set }"
    public var wrappedValue: Value {
        get { _standIn() }
        nonmutating set {}
    }
    // https://developer.apple.com/documentation/swiftui/state/projectedvalue [D]
    public var projectedValue: Binding<Value> { _standIn() }
}
// https://developer.apple.com/documentation/swiftui/state/init() [D]
extension State where Value: ExpressibleByNilLiteral {
    public init() {}
}
extension State: Sendable where Value: Sendable {}  // [U]

// https://developer.apple.com/documentation/swiftui/binding [U]
@frozen @propertyWrapper @dynamicMemberLookup public struct Binding<Value> {
    // https://developer.apple.com/documentation/swiftui/binding/init(get:set:) [U] (closure attributes unsure)
    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {}
    // https://developer.apple.com/documentation/swiftui/binding/init(projectedvalue:) [D]
    public init(projectedValue: Binding<Value>) {}
    // https://developer.apple.com/documentation/swiftui/binding/constant(_:) [D]
    public static func constant(_ value: Value) -> Binding<Value> { _standIn() }
    // https://developer.apple.com/documentation/swiftui/binding/wrappedvalue [D] "{ get nonmutating set }"
    public var wrappedValue: Value {
        get { _standIn() }
        nonmutating set {}
    }
    // https://developer.apple.com/documentation/swiftui/binding/projectedvalue [D]
    public var projectedValue: Binding<Value> { self }
    // https://developer.apple.com/documentation/swiftui/binding/subscript(dynamicmember:) [D]
    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> { _standIn() }
}
extension Binding: @unchecked Sendable where Value: Sendable {}  // [U]
