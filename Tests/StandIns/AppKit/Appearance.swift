// NSAppearance: what a dynamic NSColor resolves against.

// https://developer.apple.com/documentation/appkit/nsappearance [D]. `@unchecked Sendable` [U]; not
// main-actor isolated [U].
open class NSAppearance: NSObject, @unchecked Sendable {
    // https://developer.apple.com/documentation/appkit/nsappearance/name-swift.struct [D]
    public struct Name: RawRepresentable, Hashable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    // https://developer.apple.com/documentation/appkit/nsappearance/init(named:) [D]
    public init?(named name: NSAppearance.Name) {}

    // https://developer.apple.com/documentation/appkit/nsappearance/name-swift.property [D]
    open var name: NSAppearance.Name { _standIn() }

    // https://developer.apple.com/documentation/appkit/nsappearance/bestmatch(from:) [D], macOS 10.14
    open func bestMatch(from appearances: [NSAppearance.Name]) -> NSAppearance.Name? { nil }
}

// https://developer.apple.com/documentation/appkit/nsappearance/name-swift.struct [D] — the system appearances.
extension NSAppearance.Name {
    // https://developer.apple.com/documentation/appkit/nsappearance/name-swift.struct/aqua [D]
    public static let aqua = NSAppearance.Name("NSAppearanceNameAqua")
    // https://developer.apple.com/documentation/appkit/nsappearance/name-swift.struct/darkaqua [D], macOS 10.14
    public static let darkAqua = NSAppearance.Name("NSAppearanceNameDarkAqua")
    // https://developer.apple.com/documentation/appkit/nsappearance/name-swift.struct/accessibilityhighcontrastaqua [D]
    // Raw values [U]: never compared with strings here.
    public static let accessibilityHighContrastAqua = NSAppearance.Name("NSAppearanceNameAccessibilityAqua")
    // https://developer.apple.com/documentation/appkit/nsappearance/name-swift.struct/accessibilityhighcontrastdarkaqua [D]
    public static let accessibilityHighContrastDarkAqua = NSAppearance.Name("NSAppearanceNameAccessibilityDarkAqua")
}
