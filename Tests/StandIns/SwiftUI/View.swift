// https://developer.apple.com/documentation/swiftui/view [D][I]
// "@MainActor @preconcurrency protocol View"; `body` is `@ViewBuilder @MainActor @preconcurrency`.
@MainActor @preconcurrency public protocol View {
    associatedtype Body: View
    @ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

// https://developer.apple.com/documentation/swiftui/never [U] — `extension Never: View`, the body of
// primitive views.
extension Never: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

// https://developer.apple.com/documentation/swiftui/emptyview [U] (`@frozen struct EmptyView`; init
// `nonisolated` like the other primitive views in the iOS 18 interface).
@frozen @MainActor @preconcurrency public struct EmptyView: View {
    @inlinable nonisolated public init() {}
    public typealias Body = Never
    public var body: Never { fatalError() }
}

// https://developer.apple.com/documentation/swiftui/anyview [D]
@frozen @MainActor @preconcurrency public struct AnyView: View {
    nonisolated public init<V>(_ view: V) where V: View {}
    nonisolated public init<V>(erasing view: V) where V: View {}
    public typealias Body = Never
    public var body: Never { fatalError() }
}

// https://developer.apple.com/documentation/swiftui/tupleview [U] — View conformance in an extension,
// so the stored `value` and the init are nonisolated.
@frozen public struct TupleView<T> {
    public var value: T
    @inlinable public init(_ value: T) { self.value = value }
}
extension TupleView: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

// https://developer.apple.com/documentation/swiftui/_conditionalcontent [U]
@frozen public struct _ConditionalContent<TrueContent, FalseContent> {}
extension _ConditionalContent: View where TrueContent: View, FalseContent: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

// https://developer.apple.com/documentation/swiftui/optional [U] — `extension Optional: View where Wrapped: View`
extension Optional: View where Wrapped: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

// https://developer.apple.com/documentation/swiftui/group [U]: View conformance in a constrained extension
@frozen public struct Group<Content> {}
extension Group: View where Content: View {
    @inlinable nonisolated public init(@ViewBuilder content: () -> Content) {}
    public typealias Body = Never
    public var body: Never { fatalError() }
}

// https://developer.apple.com/documentation/swiftui/dynamicproperty [D] — `mutating func update()` with a
// default; the underscored `_makeProperty` requirement is left out. Isolation of `update()` [U].
public protocol DynamicProperty {
    mutating func update()
}
extension DynamicProperty {
    public mutating func update() {}
}
