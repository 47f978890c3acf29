// UIKit stand-in — module-level facts. Tags as in ../README.md; [H] the iOS 17.4 SDK's Objective-C
// header, read (the SDK of ../../../../shared/tools/ios-sdk: `UIKit.framework/Headers/<file>`).
//
// Built by the test helper like the SwiftUI stand-in (`-swift-version 5 -enable-library-evolution`),
// into a module really named `UIKit`, so code under `#if canImport(UIKit)` is compiled as on iOS.
// Every `.swift` file in this folder is part of it.
//
// UIKit is Objective-C: its enums (NS_ENUM) are open to new cases, which library evolution gives here
// (a `switch` needs `@unknown default`); classes are `open` subclasses of NSObject. The Objective-C
// protocol conformances (NSSecureCoding, NSCopying) are left out: Linux Foundation would make the
// stand-in implement them, and generated code does not use them.

// UIKit re-exports Foundation (`@import Foundation;` in UIKit.h [H]); CGFloat lives in Foundation on Linux.
@_exported import Foundation

// Bodies of stand-in declarations never run; they only have to type-check.
@usableFromInline
internal func _standIn<T>(_ type: T.Type = T.self) -> T { fatalError("UIKit stand-in: declarations only") }
