// UIKit and AppKit reading the theme's colors: a dynamic color per token that follows the
// appearance (light, dark, increased contrast) of the view it is drawn in, for a chosen brand.
import DesignSystem

#if canImport(UIKit)
import UIKit

// Snippet: uikit
/// A card in UIKit, in one brand: its colors follow the traits' appearance and contrast.
@MainActor func styleCard(_ card: UIView, title: UILabel, brand: AppTheme.Brand) {
    card.backgroundColor = UIColor(theme: \.color.background.raised, brand: brand)
    title.textColor = UIColor(theme: \.color.text.primary, brand: brand)
    title.font = AppTheme(brand: brand).typography.body.uiFont   // scales through UIFontMetrics
    card.tintColor = UIColor(theme: \.color.brand.primary, brand: brand)
}
// Snippet: end

// Snippet: uikit-theme
/// A hosted UIKit view in the app's own theme, edits and all, following the appearance.
@MainActor func styleBanner(_ banner: UIView, in theme: AppTheme) {
    banner.backgroundColor = UIColor(theme: \.color.brand.primary, in: theme)
}
// Snippet: end

// Snippet: uikit-trait
/// iOS 17: the theme a window or view sets reaches every view below it, as SwiftUI's
/// `.appTheme(_:)` reaches the UIKit views it hosts; `UIColor(theme:)` reads it, edits and all.
@available(iOS 17.0, *)
@MainActor func showNova(in root: UIView, label: UILabel) {
    root.traitOverrides.appTheme = AppTheme(brand: .nova)
    label.textColor = UIColor(theme: \.color.text.primary)
}
// Snippet: end

// Snippet: uikit-fixed
/// A color of one theme, resolved once: no trait collection involved.
let fixedDanger: UIColor = AppTheme(brand: .acme, mode: .dark).color.status.danger.uiColor

/// A dynamic color resolved for given traits, e.g. to draw into an image off-screen.
nonisolated func darkPrimary() -> UIColor {
    UIColor(theme: \.color.text.primary, brand: .acme).resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark))
}
// Snippet: end
#endif

#if canImport(AppKit) && !targetEnvironment(macCatalyst)
import AppKit

// Snippet: appkit
/// The same in AppKit: the color follows the drawing appearance (dark, increased contrast).
@MainActor func styleField(_ field: NSTextField) {
    field.textColor = NSColor(theme: \.color.text.primary, brand: .acme)
    field.backgroundColor = NSColor(theme: \.color.background.raised, brand: .nova)
}

/// A color of one theme, resolved once.
nonisolated func fixedBorder() -> NSColor { AppTheme.default.color.border.subtle.nsColor }
// Snippet: end
#endif
