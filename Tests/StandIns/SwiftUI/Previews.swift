// What the generated preview file (`SwiftUI/AppTheme+Previews.swift`) uses: a `PreviewProvider` with a
// `ForEach` of previews in a `ScrollView`. [I17]: the iOS 17.4 SDK's interface (the real-SDK checker's).

// https://developer.apple.com/documentation/swiftui/previewprovider [I17]
// "@_Concurrency.MainActor(unsafe) public protocol PreviewProvider : SwiftUI._PreviewProvider { associatedtype
// Previews : SwiftUI.View; @SwiftUI.ViewBuilder @_Concurrency.MainActor(unsafe) static var previews: Self.Previews
// { get } … }"; main-actor here as the style protocols are in iOS 18 (the stricter form). `_PreviewProvider`
// and `platform` (which has a default) are left out.
@MainActor @preconcurrency public protocol PreviewProvider {
    associatedtype Previews: View
    @ViewBuilder @MainActor @preconcurrency static var previews: Self.Previews { get }
}

extension View {
    // https://developer.apple.com/documentation/swiftui/view/previewdisplayname(_:) [I17]
    // "@inlinable public func previewDisplayName(_ value: Swift.String?) -> some SwiftUI.View"
    nonisolated public func previewDisplayName(_ value: String?) -> some View { self }
}

// https://developer.apple.com/documentation/swiftui/foreach [I17]
// "public struct ForEach<Data, ID, Content> where Data : Swift.RandomAccessCollection, ID : Swift.Hashable"
public struct ForEach<Data, ID, Content> where Data: RandomAccessCollection, ID: Hashable {}
extension ForEach: View where Content: View {
    // https://developer.apple.com/documentation/swiftui/foreach/init(_:id:content:) [I17]
    // "public init(_ data: Data, id: Swift.KeyPath<Data.Element, ID>, @SwiftUI.ViewBuilder content: @escaping (Data.Element) -> Content)"
    nonisolated public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {}
    public typealias Body = Never
    public var body: Never { fatalError() }
}
// https://developer.apple.com/documentation/swiftui/foreach/init(_:content:)-90bc8 [I17]
// "extension SwiftUI.ForEach where ID == Data.Element.ID, Content : SwiftUI.View, Data.Element : Swift.Identifiable {
// public init(_ data: Data, @SwiftUI.ViewBuilder content: @escaping (Data.Element) -> Content) }"
extension ForEach where ID == Data.Element.ID, Content: View, Data.Element: Identifiable {
    nonisolated public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {}
}

// https://developer.apple.com/documentation/swiftui/axis [I17] "@frozen public enum Axis : Swift.Int8, Swift.CaseIterable"
@frozen public enum Axis: Int8, CaseIterable {
    case horizontal
    case vertical

    // https://developer.apple.com/documentation/swiftui/axis/set [I17] "@frozen public struct Set : Swift.OptionSet"
    @frozen public struct Set: OptionSet {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public static let horizontal = Set(rawValue: 1)
        public static let vertical = Set(rawValue: 2)
    }
}

// https://developer.apple.com/documentation/swiftui/scrollview [I17]
// "public struct ScrollView<Content> : SwiftUI.View where Content : SwiftUI.View"
@MainActor @preconcurrency public struct ScrollView<Content>: View where Content: View {
    // https://developer.apple.com/documentation/swiftui/scrollview/init(_:showsindicators:content:) [I17]
    // "public init(_ axes: SwiftUI.Axis.Set = .vertical, showsIndicators: Swift.Bool = true, @SwiftUI.ViewBuilder content: () -> Content)"
    nonisolated public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {}
    public typealias Body = Never
    public var body: Never { fatalError() }
}
