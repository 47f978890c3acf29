// Controls. Structs follow the iOS 18 interface pattern: `@MainActor @preconcurrency struct` whose
// initializers are `nonisolated` [I-pattern]; the current documentation declares the inits the same way
// and the structs `nonisolated` (e.g. https://developer.apple.com/documentation/swiftui/toggle
// "nonisolated struct Toggle<Label> where Label : View").

// https://developer.apple.com/documentation/swiftui/button [D]
@MainActor @preconcurrency public struct Button<Label>: View where Label: View {
    // https://developer.apple.com/documentation/swiftui/button/init(action:label:) [D]
    // "@preconcurrency nonisolated init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label)"
    @preconcurrency nonisolated public init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {}
    // https://developer.apple.com/documentation/swiftui/button/init(role:action:label:) [U]
    @preconcurrency nonisolated public init(role: ButtonRole?, action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {}
    public typealias Body = Never
    public var body: Never { fatalError() }
}

extension Button where Label == Text {
    // https://developer.apple.com/documentation/swiftui/button/init(_:action:)-1asy [D]
    // "@preconcurrency nonisolated init(_ titleKey: LocalizedStringKey, action: @escaping @MainActor () -> Void)"
    @preconcurrency nonisolated public init(_ titleKey: LocalizedStringKey, action: @escaping @MainActor () -> Void) {}
    // https://developer.apple.com/documentation/swiftui/button/init(_:action:)-lpm7 [D]
    @_disfavoredOverload @preconcurrency nonisolated public init<S>(_ title: S, action: @escaping @MainActor () -> Void) where S: StringProtocol {}
    // https://developer.apple.com/documentation/swiftui/button/init(_:role:action:) [U]
    @preconcurrency nonisolated public init(_ titleKey: LocalizedStringKey, role: ButtonRole?, action: @escaping @MainActor () -> Void) {}
}

extension Button where Label == SwiftUI.Label<Text, Image> {
    // https://developer.apple.com/documentation/swiftui/button/init(_:systemimage:action:) [D]
    nonisolated public init(_ titleKey: LocalizedStringKey, systemImage: String, action: @escaping @MainActor () -> Void) {}
}

// https://developer.apple.com/documentation/swiftui/buttonrole [S] "struct ButtonRole: Equatable, Sendable"
public struct ButtonRole: Equatable, Sendable {
    @usableFromInline internal init(_standIn: ()) {}
    // https://developer.apple.com/documentation/swiftui/buttonrole/destructive [S]
    public static let destructive = ButtonRole(_standIn: ())
    // https://developer.apple.com/documentation/swiftui/buttonrole/cancel [S]
    public static let cancel = ButtonRole(_standIn: ())
}

// https://developer.apple.com/documentation/swiftui/toggle [D]
@MainActor @preconcurrency public struct Toggle<Label>: View where Label: View {
    // https://developer.apple.com/documentation/swiftui/toggle/init(ison:label:) [D]
    // "nonisolated init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label)"
    nonisolated public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {}
    // https://developer.apple.com/documentation/swiftui/toggle/init(sources:ison:label:) [I17] (iOS 16): a toggle over
    // several bindings, mixed when they differ. "public init<C>(sources: C, isOn: Swift.KeyPath<C.Element,
    // SwiftUI.Binding<Swift.Bool>>, @SwiftUI.ViewBuilder label: () -> Label) where C : Swift.RandomAccessCollection"
    nonisolated public init<C>(sources: C, isOn: KeyPath<C.Element, Binding<Bool>>, @ViewBuilder label: () -> Label) where C: RandomAccessCollection {}
    // https://developer.apple.com/documentation/swiftui/toggle/init(_:) [U] — used by ToggleStyle bodies
    nonisolated public init(_ configuration: ToggleStyleConfiguration) where Label == ToggleStyleConfiguration.Label {}
    public typealias Body = Never
    public var body: Never { fatalError() }
}

extension Toggle where Label == Text {
    // https://developer.apple.com/documentation/swiftui/toggle/init(_:ison:) [U] — the page fetched shows the LocalizedStringResource sibling,
    // "nonisolated init(_ titleResource: LocalizedStringResource, isOn: Binding<Bool>)" [D]
    nonisolated public init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>) {}
    // https://developer.apple.com/documentation/swiftui/toggle/init(_:ison:) [U] (StringProtocol form)
    @_disfavoredOverload nonisolated public init<S>(_ title: S, isOn: Binding<Bool>) where S: StringProtocol {}
}

// https://developer.apple.com/documentation/swiftui/textfield [D]
@MainActor @preconcurrency public struct TextField<Label>: View where Label: View {
    // https://developer.apple.com/documentation/swiftui/textfield/init(text:prompt:label:) [U]
    nonisolated public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {}
    public typealias Body = Never
    public var body: Never { fatalError() }
}

extension TextField where Label == Text {
    // https://developer.apple.com/documentation/swiftui/textfield/init(_:text:) [D]
    // "nonisolated init(_ titleKey: LocalizedStringKey, text: Binding<String>)"
    nonisolated public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {}
    // https://developer.apple.com/documentation/swiftui/textfield/init(_:text:)-2laoi [D]
    // "nonisolated init<S>(_ title: S, text: Binding<String>) where S : StringProtocol"
    @_disfavoredOverload nonisolated public init<S>(_ title: S, text: Binding<String>) where S: StringProtocol {}
    // https://developer.apple.com/documentation/swiftui/textfield/init(_:text:prompt:) [U] — the fetched page shows the LocalizedStringResource sibling [D]
    nonisolated public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?) {}
}

// https://developer.apple.com/documentation/swiftui/label [U] — `struct Label<Title, Icon> where Title : View, Icon : View`
@MainActor @preconcurrency public struct Label<Title, Icon>: View where Title: View, Icon: View {
    // https://developer.apple.com/documentation/swiftui/label/init(title:icon:) [U]
    nonisolated public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {}
    public typealias Body = Never
    public var body: Never { fatalError() }
}

extension Label where Title == Text, Icon == Image {
    // https://developer.apple.com/documentation/swiftui/label/init(_:systemimage:) [U]
    nonisolated public init(_ titleKey: LocalizedStringKey, systemImage name: String) {}
    // https://developer.apple.com/documentation/swiftui/label/init(_:systemimage:) [U] (StringProtocol form)
    @_disfavoredOverload nonisolated public init<S>(_ title: S, systemImage name: String) where S: StringProtocol {}
}

extension Label where Title == LabelStyleConfiguration.Title, Icon == LabelStyleConfiguration.Icon {
    // https://developer.apple.com/documentation/swiftui/label/init(_:) [U]
    nonisolated public init(_ configuration: LabelStyleConfiguration) {}
}

// https://developer.apple.com/documentation/swiftui/image [U] — `@frozen struct Image: Equatable, Sendable`
@frozen public struct Image: Equatable, Sendable {
    // https://developer.apple.com/documentation/swiftui/image/init(systemname:) [U]
    public init(systemName: String) {}
    // https://developer.apple.com/documentation/swiftui/image/init(_:bundle:) [U]
    public init(_ name: String, bundle: Bundle? = nil) {}
    // https://developer.apple.com/documentation/swiftui/image/resizable(capinsets:resizingmode:) [U] (only the no-argument use)
    public func resizable() -> Image { self }
    public static func == (lhs: Image, rhs: Image) -> Bool { true }
}

extension Image: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}
