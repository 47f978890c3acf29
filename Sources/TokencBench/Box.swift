/// A value the closures of a measurement share.
final class Box<Value> {
    var value: Value
    init(_ value: Value) { self.value = value }
}
