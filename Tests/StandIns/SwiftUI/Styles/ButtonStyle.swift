// https://developer.apple.com/documentation/swiftui/buttonstyle [D]
// "@MainActor @preconcurrency protocol ButtonStyle". A type that declares the conformance in its primary
// declaration inherits `@preconcurrency @MainActor` isolation (the docs say so for the style protocols).
@MainActor @preconcurrency public protocol ButtonStyle {
    // https://developer.apple.com/documentation/swiftui/buttonstyle/body [D]
    associatedtype Body: View
    // https://developer.apple.com/documentation/swiftui/buttonstyle/makebody(configuration:) [D]
    // "@ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Self.Configuration) -> Self.Body"
    // (the newest docs print `@ContentBuilder`; iOS 18 has `@ViewBuilder` [I-pattern: MenuStyle])
    @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Self.Configuration) -> Self.Body
    // https://developer.apple.com/documentation/swiftui/buttonstyle/configuration [D]
    typealias Configuration = ButtonStyleConfiguration
}

// https://developer.apple.com/documentation/swiftui/buttonstyleconfiguration [D][S]
public struct ButtonStyleConfiguration {
    // https://developer.apple.com/documentation/swiftui/buttonstyleconfiguration/label-swift.struct [D]
    // "@MainActor @preconcurrency struct Label" — conforms to View.
    @MainActor @preconcurrency public struct Label: View {
        public typealias Body = Never
        public var body: Never { fatalError() }
    }
    // https://developer.apple.com/documentation/swiftui/buttonstyleconfiguration/role [D] (notes)
    public let role: ButtonRole?
    // https://developer.apple.com/documentation/swiftui/buttonstyleconfiguration/label-swift.property [D]
    public let label: ButtonStyleConfiguration.Label
    // https://developer.apple.com/documentation/swiftui/buttonstyleconfiguration/ispressed [D]
    public let isPressed: Bool
}
// Explicitly not Sendable, the pattern Apple's iOS 18 interface uses for every style configuration
// (e.g. "@available(*, unavailable) extension SwiftUI.MenuStyleConfiguration : Swift.Sendable" [I]).
@available(*, unavailable)
extension ButtonStyleConfiguration: Sendable {}
@available(*, unavailable)
extension ButtonStyleConfiguration.Label: Sendable {}

extension View {
    // https://developer.apple.com/documentation/swiftui/view/buttonstyle(_:) [D]
    // "nonisolated func buttonStyle<S>(_ style: S) -> some View where S : ButtonStyle"
    nonisolated public func buttonStyle<S>(_ style: S) -> some View where S: ButtonStyle { self }
}
