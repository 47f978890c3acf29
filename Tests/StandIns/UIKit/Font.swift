@_exported import Foundation

// The fonts of UIKit. Concurrency from the iOS 17.4 SDK's headers (`UIFont.h`, `UIFontDescriptor.h`,
// `UIFontMetrics.h`) [I]: no class is main-actor, and `UIFont`, `UIFontDescriptor` and
// `UIFontMetrics` are `NS_SWIFT_SENDABLE`. Signatures [U]: written from knowledge of the Swift names
// of those headers and not read from the pages; the generated code that calls them also
// type-checks against the real SDK (`RealIOSSDK`). Raw values are placeholders (bodies never run).

// https://developer.apple.com/documentation/uikit/uifont [U] — "class UIFont : NSObject"
open class UIFont: NSObject, @unchecked Sendable {
    // https://developer.apple.com/documentation/uikit/uifont/init(name:size:) [U] — "init?(name fontName: String, size fontSize: CGFloat)"
    public init?(name fontName: String, size fontSize: CGFloat) {}
    // https://developer.apple.com/documentation/uikit/uifont/init(descriptor:size:) [U] — "init(descriptor: UIFontDescriptor, size pointSize: CGFloat)"
    public init(descriptor: UIFontDescriptor, size pointSize: CGFloat) {}
    // https://developer.apple.com/documentation/uikit/uifont/systemfont(ofsize:weight:) [U] — "class func systemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont"
    open class func systemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont { fatalError() }
    // https://developer.apple.com/documentation/uikit/uifont/fontdescriptor [U] — "var fontDescriptor: UIFontDescriptor { get }"
    open var fontDescriptor: UIFontDescriptor { fatalError() }

    // https://developer.apple.com/documentation/uikit/uifont/weight [U] — "struct Weight", raw value CGFloat
    public struct Weight: Hashable, Sendable, RawRepresentable {
        public var rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public static let ultraLight = Weight(rawValue: -0.8)
        public static let thin = Weight(rawValue: -0.6)
        public static let light = Weight(rawValue: -0.4)
        public static let regular = Weight(rawValue: 0)
        public static let medium = Weight(rawValue: 0.23)
        public static let semibold = Weight(rawValue: 0.3)
        public static let bold = Weight(rawValue: 0.4)
        public static let heavy = Weight(rawValue: 0.56)
        public static let black = Weight(rawValue: 0.62)
    }

    // https://developer.apple.com/documentation/uikit/uifont/textstyle [U] — "struct TextStyle", raw value String
    public struct TextStyle: Hashable, Sendable, RawRepresentable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let largeTitle = TextStyle(rawValue: "")
        public static let title1 = TextStyle(rawValue: "")
        public static let title2 = TextStyle(rawValue: "")
        public static let title3 = TextStyle(rawValue: "")
        public static let headline = TextStyle(rawValue: "")
        public static let body = TextStyle(rawValue: "")
        public static let callout = TextStyle(rawValue: "")
        public static let subheadline = TextStyle(rawValue: "")
        public static let footnote = TextStyle(rawValue: "")
        public static let caption1 = TextStyle(rawValue: "")
        public static let caption2 = TextStyle(rawValue: "")
    }
}

// https://developer.apple.com/documentation/uikit/uifontdescriptor [U] — "class UIFontDescriptor : NSObject"
open class UIFontDescriptor: NSObject, @unchecked Sendable {
    // https://developer.apple.com/documentation/uikit/uifontdescriptor/withdesign(_:) [U] — "func withDesign(_ design: UIFontDescriptor.SystemDesign) -> UIFontDescriptor?"
    open func withDesign(_ design: UIFontDescriptor.SystemDesign) -> UIFontDescriptor? { nil }

    // https://developer.apple.com/documentation/uikit/uifontdescriptor/systemdesign [U] — "struct SystemDesign", raw value String
    public struct SystemDesign: Hashable, Sendable, RawRepresentable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let `default` = SystemDesign(rawValue: "")
        public static let rounded = SystemDesign(rawValue: "")
        public static let monospaced = SystemDesign(rawValue: "")
        public static let serif = SystemDesign(rawValue: "")
    }
}

// https://developer.apple.com/documentation/uikit/uifontmetrics [U] — "class UIFontMetrics : NSObject"
open class UIFontMetrics: NSObject, @unchecked Sendable {
    // https://developer.apple.com/documentation/uikit/uifontmetrics/init(fortextstyle:) [U] — "init(forTextStyle textStyle: UIFont.TextStyle)"
    public init(forTextStyle textStyle: UIFont.TextStyle) {}
    // https://developer.apple.com/documentation/uikit/uifontmetrics/scaledfont(for:) [U] — "func scaledFont(for font: UIFont) -> UIFont"
    open func scaledFont(for font: UIFont) -> UIFont { font }
}
