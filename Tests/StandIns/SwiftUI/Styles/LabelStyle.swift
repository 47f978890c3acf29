// https://developer.apple.com/documentation/swiftui/labelstyle [D][S] — "@MainActor @preconcurrency protocol LabelStyle"
@MainActor @preconcurrency public protocol LabelStyle {
    associatedtype Body: View
    // https://developer.apple.com/documentation/swiftui/labelstyle/makebody(configuration:) [D]
    @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Self.Configuration) -> Self.Body
    typealias Configuration = LabelStyleConfiguration
}

// https://developer.apple.com/documentation/swiftui/labelstyleconfiguration [D][S]
public struct LabelStyleConfiguration {
    // https://developer.apple.com/documentation/swiftui/labelstyleconfiguration/title-swift.struct [D]
    @MainActor @preconcurrency public struct Title: View {
        public typealias Body = Never
        public var body: Never { fatalError() }
    }
    // https://developer.apple.com/documentation/swiftui/labelstyleconfiguration/icon-swift.struct [D]
    @MainActor @preconcurrency public struct Icon: View {
        public typealias Body = Never
        public var body: Never { fatalError() }
    }
    // https://developer.apple.com/documentation/swiftui/labelstyleconfiguration/title-swift.property [D]
    public var title: LabelStyleConfiguration.Title { _standIn() }
    // https://developer.apple.com/documentation/swiftui/labelstyleconfiguration/icon-swift.property [D]
    public var icon: LabelStyleConfiguration.Icon { _standIn() }
}
@available(*, unavailable)
extension LabelStyleConfiguration: Sendable {}  // [I-pattern]

extension View {
    // https://developer.apple.com/documentation/swiftui/view/labelstyle(_:) [D]
    nonisolated public func labelStyle<S>(_ style: S) -> some View where S: LabelStyle { self }
}

// Built-in label styles, iOS 18 shape (stricter `@MainActor @preconcurrency`, see PrimitiveButtonStyle.swift) [U].
// https://developer.apple.com/documentation/swiftui/defaultlabelstyle [U]
@MainActor @preconcurrency public struct DefaultLabelStyle: LabelStyle {
    @MainActor @preconcurrency public init() {}
    @MainActor @preconcurrency public func makeBody(configuration: DefaultLabelStyle.Configuration) -> some View { configuration.title }
}
extension LabelStyle where Self == DefaultLabelStyle {
    // https://developer.apple.com/documentation/swiftui/labelstyle/automatic [U]
    @MainActor @preconcurrency public static var automatic: DefaultLabelStyle { DefaultLabelStyle() }
}

// https://developer.apple.com/documentation/swiftui/icononlylabelstyle [U]
@MainActor @preconcurrency public struct IconOnlyLabelStyle: LabelStyle {
    @MainActor @preconcurrency public init() {}
    @MainActor @preconcurrency public func makeBody(configuration: IconOnlyLabelStyle.Configuration) -> some View { configuration.icon }
}
extension LabelStyle where Self == IconOnlyLabelStyle {
    // https://developer.apple.com/documentation/swiftui/labelstyle/icononly [U]
    @MainActor @preconcurrency public static var iconOnly: IconOnlyLabelStyle { IconOnlyLabelStyle() }
}

// https://developer.apple.com/documentation/swiftui/titleonlylabelstyle [U]
@MainActor @preconcurrency public struct TitleOnlyLabelStyle: LabelStyle {
    @MainActor @preconcurrency public init() {}
    @MainActor @preconcurrency public func makeBody(configuration: TitleOnlyLabelStyle.Configuration) -> some View { configuration.title }
}
extension LabelStyle where Self == TitleOnlyLabelStyle {
    // https://developer.apple.com/documentation/swiftui/labelstyle/titleonly [U]
    @MainActor @preconcurrency public static var titleOnly: TitleOnlyLabelStyle { TitleOnlyLabelStyle() }
}

// https://developer.apple.com/documentation/swiftui/titleandiconlabelstyle [U]
@MainActor @preconcurrency public struct TitleAndIconLabelStyle: LabelStyle {
    @MainActor @preconcurrency public init() {}
    @MainActor @preconcurrency public func makeBody(configuration: TitleAndIconLabelStyle.Configuration) -> some View { configuration.title }
}
extension LabelStyle where Self == TitleAndIconLabelStyle {
    // https://developer.apple.com/documentation/swiftui/labelstyle/titleandicon [U]
    @MainActor @preconcurrency public static var titleAndIcon: TitleAndIconLabelStyle { TitleAndIconLabelStyle() }
}
