// https://developer.apple.com/documentation/swiftui/font [D] — `@frozen struct Font`; Hashable, Sendable [U].
@frozen public struct Font: Hashable, Sendable {
    @usableFromInline internal init(_standIn: ()) {}

    // https://developer.apple.com/documentation/swiftui/font/system(size:weight:design:) [D] (iOS 16 form)
    // Only this overload: the older non-optional one is deprecated, and both together could be
    // ambiguous here where Apple disambiguates by availability [U].
    public static func system(size: CGFloat, weight: Font.Weight? = nil, design: Font.Design? = nil) -> Font { Font(_standIn: ()) }

    // https://developer.apple.com/documentation/swiftui/font/system(_:design:weight:) [U]
    public static func system(_ style: Font.TextStyle, design: Font.Design? = nil, weight: Font.Weight? = nil) -> Font { Font(_standIn: ()) }

    // https://developer.apple.com/documentation/swiftui/font/custom(_:size:) [D]
    public static func custom(_ name: String, size: CGFloat) -> Font { Font(_standIn: ()) }
    // https://developer.apple.com/documentation/swiftui/font/custom(_:size:relativeto:) [D]
    public static func custom(_ name: String, size: CGFloat, relativeTo textStyle: Font.TextStyle) -> Font { Font(_standIn: ()) }
    // https://developer.apple.com/documentation/swiftui/font/custom(_:fixedsize:) [D]
    public static func custom(_ name: String, fixedSize: CGFloat) -> Font { Font(_standIn: ()) }

    // https://developer.apple.com/documentation/swiftui/font/weight(_:) [D]
    public func weight(_ weight: Font.Weight) -> Font { self }

    // https://developer.apple.com/documentation/swiftui/font/weight [D] — `@frozen struct Weight`
    @frozen public struct Weight: Hashable, Sendable {
        @usableFromInline internal init(_standIn: ()) {}
        public static let ultraLight = Weight(_standIn: ())
        public static let thin = Weight(_standIn: ())
        public static let light = Weight(_standIn: ())
        public static let regular = Weight(_standIn: ())
        public static let medium = Weight(_standIn: ())
        public static let semibold = Weight(_standIn: ())
        public static let bold = Weight(_standIn: ())
        public static let heavy = Weight(_standIn: ())
        public static let black = Weight(_standIn: ())
    }

    // https://developer.apple.com/documentation/swiftui/font/design [D] — not @frozen [U]
    public enum Design: Hashable, Sendable {
        case `default`
        case serif
        case rounded
        case monospaced
    }

    // https://developer.apple.com/documentation/swiftui/font/textstyle [D] — not @frozen [U].
    // extraLargeTitle/extraLargeTitle2 are visionOS-only, left out (stricter).
    public enum TextStyle: CaseIterable, Hashable, Sendable {
        case largeTitle
        case title
        case title2
        case title3
        case headline
        case subheadline
        case body
        case callout
        case footnote
        case caption
        case caption2
    }
}

// https://developer.apple.com/documentation/swiftui/font#Getting-standard-fonts [U: `static let`]
extension Font {
    public static let largeTitle = Font(_standIn: ())
    public static let title = Font(_standIn: ())
    public static let title2 = Font(_standIn: ())
    public static let title3 = Font(_standIn: ())
    public static let headline = Font(_standIn: ())
    public static let subheadline = Font(_standIn: ())
    public static let body = Font(_standIn: ())
    public static let callout = Font(_standIn: ())
    public static let footnote = Font(_standIn: ())
    public static let caption = Font(_standIn: ())
    public static let caption2 = Font(_standIn: ())
}
