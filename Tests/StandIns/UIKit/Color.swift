// UIColor: the initializers generated code and usage examples call.

// https://developer.apple.com/documentation/uikit/uicolor [D]; `NS_SWIFT_SENDABLE @interface UIColor : NSObject`
// in UIColor.h [H], hence `@unchecked Sendable`. Not main-actor isolated.
open class UIColor: NSObject, @unchecked Sendable {
    // https://developer.apple.com/documentation/uikit/uicolor/init(red:green:blue:alpha:) [D]
    // `colorWithRed:green:blue:alpha:` in UIColor.h [H]; values outside 0–1 are extended sRGB.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {}

    // https://developer.apple.com/documentation/uikit/uicolor/init(displayp3red:green:blue:alpha:) [D]
    // `initWithDisplayP3Red:green:blue:alpha:` in UIColor.h [H], iOS 10.
    public init(displayP3Red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {}

    // https://developer.apple.com/documentation/uikit/uicolor/init(dynamicprovider:) [D]
    // `init(dynamicProvider: @escaping (UITraitCollection) -> UIColor)`, iOS 13, unavailable on watchOS
    // (UIColor.h [H]). `@Sendable` is STRICTER than the iOS 17.4 header (no NS_SWIFT_SENDABLE on the
    // block) [U: whether a later SDK adds it]: a provider that passes here captures only Sendable values.
    public init(dynamicProvider: @escaping @Sendable (UITraitCollection) -> UIColor) {}

    // https://developer.apple.com/documentation/uikit/uicolor/resolvedcolor(with:) [D]
    // `resolvedColorWithTraitCollection:` in UIColor.h [H].
    open func resolvedColor(with traitCollection: UITraitCollection) -> UIColor { self }

    // https://developer.apple.com/documentation/uikit/uicolor/tintcolor [D]
    // `@property(class, nonatomic, readonly) UIColor *tintColor` in UIColor.h [H], iOS 15: the tint of
    // the view that draws it.
    open class var tintColor: UIColor { _standIn() }
}
