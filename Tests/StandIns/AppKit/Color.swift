// NSColor: the initializers generated code and usage examples call.

// https://developer.apple.com/documentation/appkit/nscolor [D]. `@unchecked Sendable` [U: Sendable in the
// macOS 14 SDK, as UIColor is in iOS 17's]; not main-actor isolated.
open class NSColor: NSObject, @unchecked Sendable {
    // https://developer.apple.com/documentation/appkit/nscolor/name [D] — `typealias NSColor.Name = String`
    public typealias Name = String

    // https://developer.apple.com/documentation/appkit/nscolor/init(srgbred:green:blue:alpha:) [D], macOS 10.12
    public init(srgbRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {}

    // https://developer.apple.com/documentation/appkit/nscolor/init(displayp3red:green:blue:alpha:) [D], macOS 10.12
    public init(displayP3Red red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {}

    // https://developer.apple.com/documentation/appkit/nscolor/init(name:dynamicprovider:) [D], macOS 10.15:
    // `init(name colorName: NSColor.Name?, dynamicProvider: @escaping (NSAppearance) -> NSColor)`.
    // `@Sendable` is STRICTER than the page [U: whether a later SDK adds it], as for UIColor.
    public init(name colorName: NSColor.Name?, dynamicProvider: @escaping @Sendable (NSAppearance) -> NSColor) {}
}
