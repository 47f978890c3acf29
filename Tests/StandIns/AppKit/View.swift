// The views usage examples set colors on.

// https://developer.apple.com/documentation/appkit/nsview [D]; main-actor isolated (`@MainActor class NSView`
// on the page). NSResponder is left out.
@MainActor open class NSView: NSObject {
    // https://developer.apple.com/documentation/appkit/nsview/appearance [D] (NSAppearanceCustomization)
    open var appearance: NSAppearance?
}

// https://developer.apple.com/documentation/appkit/nstextfield [D]; NSControl is left out.
@MainActor open class NSTextField: NSView {
    // https://developer.apple.com/documentation/appkit/nstextfield/textcolor [D] — `NSColor?`
    open var textColor: NSColor?

    // https://developer.apple.com/documentation/appkit/nstextfield/backgroundcolor [D] — `NSColor?`
    open var backgroundColor: NSColor?
}
