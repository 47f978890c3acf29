// https://developer.apple.com/documentation/swiftui/scaledmetric [D]
// "@propertyWrapper struct ScaledMetric<Value> where Value : BinaryFloatingPoint" — a DynamicProperty
// ("A dynamic property that scales a numeric value") [D]. Not main-actor. Sendable-ness [U]: left out (stricter).
@propertyWrapper public struct ScaledMetric<Value>: DynamicProperty where Value: BinaryFloatingPoint {
    // https://developer.apple.com/documentation/swiftui/scaledmetric/init(wrappedvalue:) [D]
    // "init(wrappedValue: Value)"
    public init(wrappedValue: Value) {}
    // https://developer.apple.com/documentation/swiftui/scaledmetric/init(wrappedvalue:relativeto:) [D]
    // "init(wrappedValue: Value, relativeTo textStyle: Font.TextStyle)"
    public init(wrappedValue: Value, relativeTo textStyle: Font.TextStyle) {}
    // https://developer.apple.com/documentation/swiftui/scaledmetric/wrappedvalue [D] (get-only [U])
    public var wrappedValue: Value { _standIn() }
}
