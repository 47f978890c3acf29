// SwiftUI stand-in — module-level facts.
//
// Tags (see ../README.md):
//   [I] verbatim from the iOS 18 SDK's SwiftUI/SwiftUICore .swiftinterface
//   [D] Apple's documentation page cited beside the declaration, read via the notes or the search tool
//   [S] Skip's mirror (skip-fuse-ui), [O] OpenSwiftUI — only to restore generic clauses
//   [Q] quoted in third-party code or compiler logs
//   [U] unconfirmed: written from memory of the SDK, not checked against a source
//
// Built by the test helper with:
//   swiftc -emit-module -module-name SwiftUI -swift-version 5 -enable-library-evolution -parse-as-library
// Apple builds SwiftUI the same way ("-enable-library-evolution -swift-version 5 … -module-name SwiftUI",
// header of the iOS 18 interface [I]): Swift 5 mode is why its isolation is `@preconcurrency`, and library
// evolution is why a `switch` over a non-@frozen enum such as `ColorScheme` needs `@unknown default`.
//
// Where SDK versions differ (e.g. iOS 18 declares the built-in button styles `@MainActor`, the current
// documentation declares them `nonisolated`), the stand-in takes the STRICTER declaration, so code that
// type-checks here type-checks against both.

// Apple's SwiftUI re-exports CoreGraphics (`@_exported import CoreGraphics` [I]), so `import SwiftUI`
// alone gives CGFloat/CGSize/CGRect/CGPoint. On Linux those types live in Foundation.
@_exported import Foundation

// Bodies of stand-in declarations never run; they only have to type-check.
@usableFromInline
internal func _standIn<T>(_ type: T.Type = T.self) -> T { fatalError("SwiftUI stand-in: declarations only") }
