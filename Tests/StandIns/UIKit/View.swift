// The views usage examples set colors on.

// https://developer.apple.com/documentation/uikit/uiview [D]; `UIKIT_EXTERN API_AVAILABLE(ios(2.0))
// NS_SWIFT_UI_ACTOR @interface UIView : UIResponder` in UIView.h [H]: main-actor isolated. UIResponder
// is left out.
@MainActor open class UIView: NSObject {
    // https://developer.apple.com/documentation/uikit/uiview/init(frame:) [D]
    public init(frame: CGRect) {}

    // https://developer.apple.com/documentation/uikit/uiview/backgroundcolor [D] — `UIColor?`
    open var backgroundColor: UIColor?

    // https://developer.apple.com/documentation/uikit/uiview/tintcolor [D] — `UIColor!`
    open var tintColor: UIColor!

    // https://developer.apple.com/documentation/uikit/uiview/traitcollection [D] (UITraitEnvironment)
    open var traitCollection: UITraitCollection { _standIn() }
}

// https://developer.apple.com/documentation/uikit/uilabel [D]; NS_SWIFT_UI_ACTOR in UILabel.h [H].
@MainActor open class UILabel: UIView {
    // https://developer.apple.com/documentation/uikit/uilabel/textcolor [D] — `UIColor!`
    open var textColor: UIColor!

    // https://developer.apple.com/documentation/uikit/uilabel/font [D] — `UIFont!`
    // (`@property(null_resettable, nonatomic, strong) UIFont *font` in UILabel.h [H])
    open var font: UIFont!
}

// https://developer.apple.com/documentation/uikit/uiwindow [D]; NS_SWIFT_UI_ACTOR in UIWindow.h [H].
// A UIView, so it has `traitOverrides` and `traitCollection`.
@MainActor open class UIWindow: UIView {}

// https://developer.apple.com/documentation/uikit/uiimageview [D]; NS_SWIFT_UI_ACTOR in UIImageView.h [H].
@MainActor open class UIImageView: UIView {
    // `- initWithImage:` in UIImageView.h [H].
    public init(image: UIImage?) { super.init(frame: .zero) }

    // https://developer.apple.com/documentation/uikit/uiimageview/image [D] — `UIImage?`
    open var image: UIImage?

    // https://developer.apple.com/documentation/uikit/uiimageview/preferredsymbolconfiguration [D]
    // — `UIImage.SymbolConfiguration?`, iOS 13.
    open var preferredSymbolConfiguration: UIImage.SymbolConfiguration?
}
