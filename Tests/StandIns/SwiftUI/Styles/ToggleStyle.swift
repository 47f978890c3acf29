// https://developer.apple.com/documentation/swiftui/togglestyle [D][S] — "@MainActor @preconcurrency protocol ToggleStyle"
@MainActor @preconcurrency public protocol ToggleStyle {
    associatedtype Body: View
    // https://developer.apple.com/documentation/swiftui/togglestyle/makebody(configuration:) [D]
    @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Self.Configuration) -> Self.Body
    typealias Configuration = ToggleStyleConfiguration
}

// https://developer.apple.com/documentation/swiftui/togglestyleconfiguration [D][S]
public struct ToggleStyleConfiguration {
    // https://developer.apple.com/documentation/swiftui/togglestyleconfiguration/label-swift.struct [S]
    @MainActor @preconcurrency public struct Label: View {
        public typealias Body = Never
        public var body: Never { fatalError() }
    }
    // https://developer.apple.com/documentation/swiftui/togglestyleconfiguration/label-swift.property [S]
    public let label: ToggleStyleConfiguration.Label
    // https://developer.apple.com/documentation/swiftui/togglestyleconfiguration/ison [D]
    // "@Binding var isOn: Bool { get nonmutating set }"; `$isOn` [D] comes from the wrapper.
    @Binding public var isOn: Bool
    // https://developer.apple.com/documentation/swiftui/togglestyleconfiguration/ismixed [S]
    public var isMixed: Bool
}
@available(*, unavailable)
extension ToggleStyleConfiguration: Sendable {}  // [I-pattern]

extension View {
    // https://developer.apple.com/documentation/swiftui/view/togglestyle(_:) [D]
    nonisolated public func toggleStyle<S>(_ style: S) -> some View where S: ToggleStyle { self }
}

// Built-in toggle styles, iOS 18 shape (stricter, see PrimitiveButtonStyle.swift) [U]. `.checkbox` is
// macOS-only and left out (stricter for code that must build for iOS too).
// https://developer.apple.com/documentation/swiftui/defaulttogglestyle [U]
@MainActor @preconcurrency public struct DefaultToggleStyle: ToggleStyle {
    @MainActor @preconcurrency public init() {}
    @MainActor @preconcurrency public func makeBody(configuration: DefaultToggleStyle.Configuration) -> some View { configuration.label }
}
extension ToggleStyle where Self == DefaultToggleStyle {
    // https://developer.apple.com/documentation/swiftui/togglestyle/automatic [U]
    @MainActor @preconcurrency public static var automatic: DefaultToggleStyle { DefaultToggleStyle() }
}

// https://developer.apple.com/documentation/swiftui/switchtogglestyle [U]
@MainActor @preconcurrency public struct SwitchToggleStyle: ToggleStyle {
    @MainActor @preconcurrency public init() {}
    @MainActor @preconcurrency public func makeBody(configuration: SwitchToggleStyle.Configuration) -> some View { configuration.label }
}
extension ToggleStyle where Self == SwitchToggleStyle {
    // https://developer.apple.com/documentation/swiftui/togglestyle/switch [U]
    @MainActor @preconcurrency public static var `switch`: SwitchToggleStyle { SwitchToggleStyle() }
}

// https://developer.apple.com/documentation/swiftui/buttontogglestyle [U]
@MainActor @preconcurrency public struct ButtonToggleStyle: ToggleStyle {
    @MainActor @preconcurrency public init() {}
    @MainActor @preconcurrency public func makeBody(configuration: ButtonToggleStyle.Configuration) -> some View { configuration.label }
}
extension ToggleStyle where Self == ButtonToggleStyle {
    // https://developer.apple.com/documentation/swiftui/togglestyle/button [U]
    @MainActor @preconcurrency public static var button: ButtonToggleStyle { ButtonToggleStyle() }
}
