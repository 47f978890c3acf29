// AppKit stand-in — module-level facts. Tags as in ../README.md. No macOS SDK is on this machine: every
// declaration is from Apple's documentation pages [D] or, where a detail is not on the page, [U].
//
// Built by the test helper like the SwiftUI stand-in (`-swift-version 5 -enable-library-evolution`),
// into a module really named `AppKit`, so code under `#if canImport(AppKit)` is compiled as on macOS.
// Every `.swift` file in this folder is part of it. Objective-C protocol conformances (NSSecureCoding,
// NSCopying, NSPasteboardReading) are left out, as in the UIKit stand-in.

// AppKit re-exports Foundation; CGFloat lives in Foundation on Linux.
@_exported import Foundation

// Bodies of stand-in declarations never run; they only have to type-check.
@usableFromInline
internal func _standIn<T>(_ type: T.Type = T.self) -> T { fatalError("AppKit stand-in: declarations only") }
