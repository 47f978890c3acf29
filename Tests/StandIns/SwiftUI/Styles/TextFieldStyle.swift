// https://developer.apple.com/documentation/swiftui/textfieldstyle [D] — "protocol TextFieldStyle": NOT
// main-actor, unlike the other style protocols. Its one requirement is underscored and undocumented;
// shape [Q] (quoted from the SDK headers in TokamakUI/Tokamak#125 and by many compiling conformers
// "func _body(configuration: TextField<Self._Label>) -> some View").
// Isolation of `_body` [U]: we could not read it in the iOS 18 interface. It is declared here
// `@MainActor @preconcurrency`, like every other view-producing requirement Apple annotated for Swift 6
// (`View.body`, `ViewModifier.body(content:)`, the styles' `makeBody`). Consequence: a conformer's `_body`
// is main-actor (inferred from the requirement), while the style value itself stays nonisolated.
public protocol TextFieldStyle {
    associatedtype _Body: View
    @ViewBuilder @MainActor @preconcurrency func _body(configuration: TextField<Self._Label>) -> Self._Body
    typealias _Label = _TextFieldStyleLabel
}

// [Q] "public struct _TextFieldStyleLabel : SwiftUI.View { public typealias Body = Swift.Never }"
@MainActor @preconcurrency public struct _TextFieldStyleLabel: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

extension View {
    // https://developer.apple.com/documentation/swiftui/view/textfieldstyle(_:) [D]
    // "nonisolated func textFieldStyle<S>(_ style: S) -> some View where S : TextFieldStyle"
    nonisolated public func textFieldStyle<S>(_ style: S) -> some View where S: TextFieldStyle { self }
}

// Built-in text field styles: not main-actor, plain `public init()`, accessors `@_alwaysEmitIntoClient
// public static var … { get { .init() } }` — the shape the iOS 18 interface uses for the other
// non-main-actor style protocol, ListStyle [I] ("extension SwiftUI.ListStyle where Self == SwiftUI.DefaultListStyle
// { @_alwaysEmitIntoClient public static var automatic: SwiftUI.DefaultListStyle { get { .init() } } }").
// `.squareBorder` is macOS-only and left out.

// https://developer.apple.com/documentation/swiftui/defaulttextfieldstyle [D] "struct DefaultTextFieldStyle"
public struct DefaultTextFieldStyle: TextFieldStyle {
    // https://developer.apple.com/documentation/swiftui/defaulttextfieldstyle/init() [D]
    public init() {}
    public func _body(configuration: TextField<DefaultTextFieldStyle._Label>) -> some View { configuration }
}
extension TextFieldStyle where Self == DefaultTextFieldStyle {
    // https://developer.apple.com/documentation/swiftui/textfieldstyle/automatic [D]
    @_alwaysEmitIntoClient public static var automatic: DefaultTextFieldStyle { .init() }
}

// https://developer.apple.com/documentation/swiftui/plaintextfieldstyle [U]
public struct PlainTextFieldStyle: TextFieldStyle {
    public init() {}
    public func _body(configuration: TextField<PlainTextFieldStyle._Label>) -> some View { configuration }
}
extension TextFieldStyle where Self == PlainTextFieldStyle {
    // https://developer.apple.com/documentation/swiftui/textfieldstyle/plain [D]
    @_alwaysEmitIntoClient public static var plain: PlainTextFieldStyle { .init() }
}

// https://developer.apple.com/documentation/swiftui/roundedbordertextfieldstyle [U]
public struct RoundedBorderTextFieldStyle: TextFieldStyle {
    public init() {}
    public func _body(configuration: TextField<RoundedBorderTextFieldStyle._Label>) -> some View { configuration }
}
extension TextFieldStyle where Self == RoundedBorderTextFieldStyle {
    // https://developer.apple.com/documentation/swiftui/textfieldstyle/roundedborder [D]
    @_alwaysEmitIntoClient public static var roundedBorder: RoundedBorderTextFieldStyle { .init() }
}
