// https://developer.apple.com/documentation/swiftui/viewmodifier [D][O]
// "@MainActor @preconcurrency protocol ViewModifier"; `Content` is `_ViewModifier_Content<Self>` [O].
@MainActor @preconcurrency public protocol ViewModifier {
    associatedtype Body: View
    @ViewBuilder @MainActor @preconcurrency func body(content: Self.Content) -> Self.Body
    typealias Content = _ViewModifier_Content<Self>
}

// https://developer.apple.com/documentation/swiftui/viewmodifier/content [O]
@MainActor @preconcurrency public struct _ViewModifier_Content<Modifier> where Modifier: ViewModifier {
    public typealias Body = Never
    public var body: Never { fatalError() }
}
extension _ViewModifier_Content: View {}

// https://developer.apple.com/documentation/swiftui/modifiedcontent [U] — unconstrained struct; View when
// Content: View and Modifier: ViewModifier.
@frozen public struct ModifiedContent<Content, Modifier> {
    public var content: Content
    public var modifier: Modifier
    @inlinable public init(content: Content, modifier: Modifier) {
        self.content = content
        self.modifier = modifier
    }
}
extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
    public typealias Body = Never
    public var body: Never { fatalError() }
}
extension ModifiedContent: ViewModifier where Content: ViewModifier, Modifier: ViewModifier {
    public func body(content: _ViewModifier_Content<ModifiedContent<Content, Modifier>>) -> Never { fatalError() }
}

extension View {
    // https://developer.apple.com/documentation/swiftui/view/modifier(_:) [D][I-shape] — note: `T` is
    // unconstrained in Apple's declaration; the result is a View only when T: ViewModifier.
    @inlinable nonisolated public func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T> {
        ModifiedContent(content: self, modifier: modifier)
    }
}
