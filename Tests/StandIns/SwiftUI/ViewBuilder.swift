// https://developer.apple.com/documentation/swiftui/viewbuilder [D] — generic clauses from the topic list.
// Multi-child blocks use a parameter pack (iOS 17+):
// https://developer.apple.com/documentation/swiftui/viewbuilder/buildblock(_:)-2bj1g [D]
//   "static func buildBlock<each Content>(_ content: repeat each Content) -> TupleView<(repeat each Content)>
//    where repeat each Content : View"
// No `buildOptional`: SwiftUI uses `buildIf` for `if` without `else` [D].
@resultBuilder public struct ViewBuilder {
    // https://developer.apple.com/documentation/swiftui/viewbuilder/buildexpression(_:) [D]
    @_alwaysEmitIntoClient
    public static func buildExpression<Content>(_ content: Content) -> Content where Content: View { content }

    // https://developer.apple.com/documentation/swiftui/viewbuilder/buildblock() [D]
    @_alwaysEmitIntoClient
    public static func buildBlock() -> EmptyView { EmptyView() }

    // https://developer.apple.com/documentation/swiftui/viewbuilder/buildblock(_:) [D]
    @_alwaysEmitIntoClient
    public static func buildBlock<Content>(_ content: Content) -> Content where Content: View { content }

    @_alwaysEmitIntoClient
    public static func buildBlock<each Content>(_ content: repeat each Content) -> TupleView<(repeat each Content)>
    where repeat each Content: View {
        TupleView((repeat each content))
    }

    // https://developer.apple.com/documentation/swiftui/viewbuilder/buildif(_:) [D]
    @_alwaysEmitIntoClient
    public static func buildIf<Content>(_ content: Content?) -> Content? where Content: View { content }

    // https://developer.apple.com/documentation/swiftui/viewbuilder/buildeither(first:) [D]
    @_alwaysEmitIntoClient
    public static func buildEither<TrueContent, FalseContent>(first: TrueContent) -> _ConditionalContent<TrueContent, FalseContent>
    where TrueContent: View, FalseContent: View { _standIn() }

    // https://developer.apple.com/documentation/swiftui/viewbuilder/buildeither(second:) [D]
    @_alwaysEmitIntoClient
    public static func buildEither<TrueContent, FalseContent>(second: FalseContent) -> _ConditionalContent<TrueContent, FalseContent>
    where TrueContent: View, FalseContent: View { _standIn() }

    // https://developer.apple.com/documentation/swiftui/viewbuilder/buildlimitedavailability(_:) [D]
    @_alwaysEmitIntoClient
    public static func buildLimitedAvailability<Content>(_ content: Content) -> AnyView where Content: View { AnyView(content) }
}
