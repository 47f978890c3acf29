// UIImage and its symbol configuration: what generated `ThemeSymbol` code and usage examples call.

// https://developer.apple.com/documentation/uikit/uiimage [D]; `NS_SWIFT_SENDABLE @interface UIImage : NSObject`
// in UIImage.h [H], hence `@unchecked Sendable`. Not main-actor isolated.
open class UIImage: NSObject, @unchecked Sendable {
    // `+ systemImageNamed:withConfiguration:` in UIImage.h [H], iOS 13: a class factory, imported as a
    // failable convenience initializer.
    public convenience init?(systemName name: String, withConfiguration configuration: UIImage.Configuration?) {
        self.init()
    }

    // `- imageByApplyingSymbolConfiguration:` in UIImage.h [H].
    open func applyingSymbolConfiguration(_ configuration: UIImage.SymbolConfiguration) -> UIImage? { self }

    // `UIImageConfiguration` in UIImageConfiguration.h [H]: `NS_SWIFT_SENDABLE`, NSObject.
    open class Configuration: NSObject, @unchecked Sendable {
        // `- configurationByApplyingConfiguration:` [H], instancetype.
        open func applying(_ otherConfiguration: UIImage.Configuration?) -> Self { self }
    }

    // `UIImageSymbolConfiguration` in UIImageSymbolConfiguration.h [H]: `NS_SWIFT_SENDABLE`. Its
    // `+ configurationWith…` factories are imported as convenience initializers, the
    // `+ configurationPreferring…` ones as class methods.
    open class SymbolConfiguration: UIImage.Configuration, @unchecked Sendable {
        public convenience init(scale: UIImage.SymbolScale) { self.init() }
        public convenience init(weight: UIImage.SymbolWeight) { self.init() }
        // iOS 15.
        public convenience init(hierarchicalColor: UIColor) { self.init() }
        // iOS 15.
        public convenience init(paletteColors: [UIColor]) { self.init() }
        // iOS 15.
        open class func preferringMulticolor() -> Self { _standIn() }
        // iOS 16.
        open class func preferringMonochrome() -> Self { _standIn() }
    }

    // `typedef NS_ENUM(NSInteger, UIImageSymbolScale)` [H]: open to new cases.
    public enum SymbolScale: Int, Sendable {
        case `default` = -1
        case unspecified = 0
        case small = 1
        case medium
        case large
    }

    // `typedef NS_ENUM(NSInteger, UIImageSymbolWeight)` [H]: open to new cases.
    public enum SymbolWeight: Int, Sendable {
        case unspecified = 0
        case ultraLight = 1
        case thin
        case light
        case regular
        case medium
        case semibold
        case bold
        case heavy
        case black
    }
}

extension UIFont.Weight {
    // `UIImageSymbolWeightForFontWeight` in UIImageSymbolConfiguration.h [H], iOS 13, which Swift
    // reads as this method (the SDK says so when the function is called).
    public func symbolWeight() -> UIImage.SymbolWeight { _standIn() }
}
