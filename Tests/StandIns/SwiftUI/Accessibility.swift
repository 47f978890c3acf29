// Accessibility: what the generated toggle style tells VoiceOver. Declarations from the iOS 17.4 SDK's
// SwiftUI .swiftinterface (the real-SDK checker's, `../../../shared/tools/ios-sdk`), tagged [I17]; the
// stand-in returns `some View` where the SDK returns `ModifiedContent<Self, AccessibilityAttachmentModifier>`.

// https://developer.apple.com/documentation/swiftui/accessibilitytraits [I17]
// "public struct AccessibilityTraits : Swift.SetAlgebra, Swift.Sendable"
public struct AccessibilityTraits: SetAlgebra, Sendable {
    public init() {}
    public static let isButton = AccessibilityTraits()
    public static let isSelected = AccessibilityTraits()
    // https://developer.apple.com/documentation/swiftui/accessibilitytraits/istoggle [I17]
    // "@available(macOS 14.0, iOS 17.0, tvOS 17.0, watchOS 10.0, *) public static let isToggle"; availability
    // is not modelled here (Linux ignores it): the real-SDK test checks the generated `#available` guard.
    public static let isToggle = AccessibilityTraits()

    public func contains(_ member: AccessibilityTraits) -> Bool { _standIn() }
    public func union(_ other: AccessibilityTraits) -> AccessibilityTraits { _standIn() }
    public func intersection(_ other: AccessibilityTraits) -> AccessibilityTraits { _standIn() }
    public func symmetricDifference(_ other: AccessibilityTraits) -> AccessibilityTraits { _standIn() }
    public mutating func insert(_ newMember: AccessibilityTraits) -> (inserted: Bool, memberAfterInsert: AccessibilityTraits) { _standIn() }
    public mutating func remove(_ member: AccessibilityTraits) -> AccessibilityTraits? { _standIn() }
    public mutating func update(with newMember: AccessibilityTraits) -> AccessibilityTraits? { _standIn() }
    public mutating func formUnion(_ other: AccessibilityTraits) {}
    public mutating func formIntersection(_ other: AccessibilityTraits) {}
    public mutating func formSymmetricDifference(_ other: AccessibilityTraits) {}
    public static func == (a: AccessibilityTraits, b: AccessibilityTraits) -> Bool { _standIn() }
}

extension View {
    // https://developer.apple.com/documentation/swiftui/view/accessibilityvalue(_:) [I17]
    // "public func accessibilityValue(_ valueDescription: SwiftUI.Text)" and the LocalizedStringKey and
    // StringProtocol (@_disfavoredOverload) forms.
    nonisolated public func accessibilityValue(_ valueDescription: Text) -> some View { self }
    nonisolated public func accessibilityValue(_ valueKey: LocalizedStringKey) -> some View { self }
    @_disfavoredOverload nonisolated public func accessibilityValue<S>(_ value: S) -> some View where S: StringProtocol { self }
    // https://developer.apple.com/documentation/swiftui/view/accessibilityaddtraits(_:) [I17]
    nonisolated public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> some View { self }
}
