// https://developer.apple.com/documentation/swiftui/primitivebuttonstyle [D]
// "@MainActor @preconcurrency protocol PrimitiveButtonStyle"
@MainActor @preconcurrency public protocol PrimitiveButtonStyle {
    associatedtype Body: View
    // https://developer.apple.com/documentation/swiftui/primitivebuttonstyle/makebody(configuration:) [D]
    @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Self.Configuration) -> Self.Body
    typealias Configuration = PrimitiveButtonStyleConfiguration
}

// https://developer.apple.com/documentation/swiftui/primitivebuttonstyleconfiguration [D]
public struct PrimitiveButtonStyleConfiguration {
    @MainActor @preconcurrency public struct Label: View {
        public typealias Body = Never
        public var body: Never { fatalError() }
    }
    public let role: ButtonRole?
    public let label: PrimitiveButtonStyleConfiguration.Label
    // https://developer.apple.com/documentation/swiftui/primitivebuttonstyleconfiguration/trigger() [D]
    public func trigger() {}
}
@available(*, unavailable)
extension PrimitiveButtonStyleConfiguration: Sendable {}  // [I-pattern]

extension View {
    // https://developer.apple.com/documentation/swiftui/view/buttonstyle(_:)-66fbx [D]
    // "nonisolated func buttonStyle<S>(_ style: S) -> some View where S : PrimitiveButtonStyle"
    nonisolated public func buttonStyle<S>(_ style: S) -> some View where S: PrimitiveButtonStyle { self }
}

// Built-in button styles. All are PrimitiveButtonStyles, so a generated `ButtonStyle` accessor named like
// one of them (`.plain`, `.bordered`, …) makes `.buttonStyle(.plain)` ambiguous — as in Apple's SDK.
// Isolation: iOS 18 declares these structs, their inits and their accessors `@MainActor @preconcurrency`
// (the shape of every built-in style in the interface, e.g. `DefaultMenuStyle` [I]); the current docs
// declare them `nonisolated` (https://developer.apple.com/documentation/swiftui/primitivebuttonstyle/bordered
// "nonisolated static var bordered: BorderedButtonStyle { get }"). The stand-in keeps the stricter iOS 18 form.

// https://developer.apple.com/documentation/swiftui/defaultbuttonstyle [U]
@MainActor @preconcurrency public struct DefaultButtonStyle: PrimitiveButtonStyle {
    @MainActor @preconcurrency public init() {}
    @MainActor @preconcurrency public func makeBody(configuration: DefaultButtonStyle.Configuration) -> some View { configuration.label }
}
extension PrimitiveButtonStyle where Self == DefaultButtonStyle {
    // https://developer.apple.com/documentation/swiftui/primitivebuttonstyle/automatic [U]
    @MainActor @preconcurrency public static var automatic: DefaultButtonStyle { DefaultButtonStyle() }
}

// https://developer.apple.com/documentation/swiftui/plainbuttonstyle [U]
@MainActor @preconcurrency public struct PlainButtonStyle: PrimitiveButtonStyle {
    @MainActor @preconcurrency public init() {}
    @MainActor @preconcurrency public func makeBody(configuration: PlainButtonStyle.Configuration) -> some View { configuration.label }
}
extension PrimitiveButtonStyle where Self == PlainButtonStyle {
    // https://developer.apple.com/documentation/swiftui/primitivebuttonstyle/plain [U]
    @MainActor @preconcurrency public static var plain: PlainButtonStyle { PlainButtonStyle() }
}

// https://developer.apple.com/documentation/swiftui/borderlessbuttonstyle [U]
@MainActor @preconcurrency public struct BorderlessButtonStyle: PrimitiveButtonStyle {
    @MainActor @preconcurrency public init() {}
    @MainActor @preconcurrency public func makeBody(configuration: BorderlessButtonStyle.Configuration) -> some View { configuration.label }
}
extension PrimitiveButtonStyle where Self == BorderlessButtonStyle {
    // https://developer.apple.com/documentation/swiftui/primitivebuttonstyle/borderless [U]
    @MainActor @preconcurrency public static var borderless: BorderlessButtonStyle { BorderlessButtonStyle() }
}

// https://developer.apple.com/documentation/swiftui/borderedbuttonstyle [D]
@MainActor @preconcurrency public struct BorderedButtonStyle: PrimitiveButtonStyle {
    @MainActor @preconcurrency public init() {}
    @MainActor @preconcurrency public func makeBody(configuration: BorderedButtonStyle.Configuration) -> some View { configuration.label }
}
extension PrimitiveButtonStyle where Self == BorderedButtonStyle {
    // https://developer.apple.com/documentation/swiftui/primitivebuttonstyle/bordered [D]
    @MainActor @preconcurrency public static var bordered: BorderedButtonStyle { BorderedButtonStyle() }
}

// https://developer.apple.com/documentation/swiftui/borderedprominentbuttonstyle [D]
@MainActor @preconcurrency public struct BorderedProminentButtonStyle: PrimitiveButtonStyle {
    @MainActor @preconcurrency public init() {}
    @MainActor @preconcurrency public func makeBody(configuration: BorderedProminentButtonStyle.Configuration) -> some View { configuration.label }
}
extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle {
    // https://developer.apple.com/documentation/swiftui/primitivebuttonstyle/borderedprominent [U]
    @MainActor @preconcurrency public static var borderedProminent: BorderedProminentButtonStyle { BorderedProminentButtonStyle() }
}
