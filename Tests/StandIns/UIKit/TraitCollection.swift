// UITraitCollection and the two traits a theme's appearance follows.

// https://developer.apple.com/documentation/uikit/uitraitcollection [D]; `NS_SWIFT_SENDABLE
// @interface UITraitCollection : NSObject` in UITraitCollection.h [H].
open class UITraitCollection: NSObject, @unchecked Sendable {
    // https://developer.apple.com/documentation/uikit/uitraitcollection/init(userinterfacestyle:) [D]
    public init(userInterfaceStyle: UIUserInterfaceStyle) {}

    // https://developer.apple.com/documentation/uikit/uitraitcollection/init(accessibilitycontrast:) [D]
    public init(accessibilityContrast: UIAccessibilityContrast) {}

    // https://developer.apple.com/documentation/uikit/uitraitcollection/init(traitsfrom:) [D]
    public init(traitsFrom traitCollections: [UITraitCollection]) {}

    // https://developer.apple.com/documentation/uikit/uitraitcollection/userinterfacestyle [D]
    open var userInterfaceStyle: UIUserInterfaceStyle { _standIn() }

    // https://developer.apple.com/documentation/uikit/uitraitcollection/accessibilitycontrast [D]
    open var accessibilityContrast: UIAccessibilityContrast { _standIn() }
}

// https://developer.apple.com/documentation/uikit/uiuserinterfacestyle [D]; NS_ENUM(NSInteger) with
// Unspecified, Light, Dark in UIInterface.h [H]; unavailable on watchOS.
public enum UIUserInterfaceStyle: Int, @unchecked Sendable {
    case unspecified = 0
    case light = 1
    case dark = 2
}

// https://developer.apple.com/documentation/uikit/uiaccessibilitycontrast [D]; NS_ENUM(NSInteger) with
// Unspecified = -1, Normal, High in UIInterface.h [H]; iOS 13, unavailable on watchOS.
public enum UIAccessibilityContrast: Int, @unchecked Sendable {
    case unspecified = -1
    case normal = 0
    case high = 1
}
