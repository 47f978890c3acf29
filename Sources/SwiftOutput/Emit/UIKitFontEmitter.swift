/// `UIKit/ThemeTypography+UIKit.swift`: typography as `UIFont`, under `#if canImport(UIKit)`.
///
/// - `uiFont` scales with Dynamic Type through `UIFontMetrics(forTextStyle:).scaledFont(for:)`
///   of the text style nearest the size (the same as SwiftUI's `font`), from `fixedUIFont`. Unlike
///   SwiftUI's system font, UIKit can scale a system font of any size, so it stays `fontSize`
///   points at the Large setting. A label follows later changes with
///   `adjustsFontForContentSizeCategory = true`.
/// - `fixedUIFont`: the system font (`UIFont.systemFont(ofSize:weight:)`, its design through
///   `UIFontDescriptor.withDesign(_:)`) or `UIFont(name:size:)` for a named family; a named font
///   that is not installed falls back to the system font of the same size and weight. A named font
///   is the face its name says (`Inter-SemiBold`): unlike SwiftUI's `Font.weight(_:)`, UIKit does
///   not pick another face of a family by weight.
/// - No AppKit counterpart: macOS has no Dynamic Type, so there is nothing for an `NSFont` to scale with.
struct UIKitFontEmitter {
    var access: AccessLevel

    func file() -> GeneratedFile {
        let a = access.prefix
        let text = """
            #if canImport(UIKit)
            import UIKit

            nonisolated extension ThemeTypography.TextStyle {
                /// The UIKit text style.
                \(a)var uiTextStyle: UIFont.TextStyle {
                    switch self {
                    case .largeTitle:
                        return .largeTitle
                    case .title:
                        return .title1
                    case .title2:
                        return .title2
                    case .title3:
                        return .title3
                    case .body:
                        return .body
                    case .callout:
                        return .callout
                    case .subheadline:
                        return .subheadline
                    case .footnote:
                        return .footnote
                    case .caption:
                        return .caption1
                    case .caption2:
                        return .caption2
                    }
                }
            }

            \(PlatformFontWeight.uiKit.declaration(access: access))

            nonisolated extension ThemeFontFamily.SystemDesign {
                /// The UIKit design of the system font.
                \(a)var uiDesign: UIFontDescriptor.SystemDesign {
                    switch self {
                    case .default:
                        return .default
                    case .rounded:
                        return .rounded
                    case .monospaced:
                        return .monospaced
                    case .serif:
                        return .serif
                    }
                }
            }

            nonisolated extension ThemeTypography {
                /// The font for UIKit, scaled for the current Dynamic Type setting relative to the text
                /// style nearest `fontSize` (`UIFontMetrics`); `fontSize` points at the Large setting.
                /// A label follows later changes with `adjustsFontForContentSizeCategory = true`.
                \(a)var uiFont: UIFont {
                    UIFontMetrics(forTextStyle: nearestTextStyle.uiTextStyle).scaledFont(for: fixedUIFont)
                }

                /// The font for UIKit at exactly `fontSize` points whatever the Dynamic Type setting. A named
                /// font is the face its name says (the weight does not choose another); one that is not
                /// installed falls back to the system font.
                \(a)var fixedUIFont: UIFont {
                    let size: CGFloat = CGFloat(fontSize)
                    if fontFamily.systemFontDesign == nil, let named = UIFont(name: fontFamily.primary, size: size) {
                        return named
                    }
                    let system: UIFont = UIFont.systemFont(ofSize: size, weight: fontWeight.uiWeight)
                    let design: UIFontDescriptor.SystemDesign = (fontFamily.systemFontDesign ?? .default).uiDesign
                    guard design != .default, let descriptor = system.fontDescriptor.withDesign(design) else { return system }
                    return UIFont(descriptor: descriptor, size: size)
                }
            }
            #endif
            """
        return GeneratedFile(
            path: "UIKit/ThemeTypography+UIKit.swift",
            contents: GeneratedFile.header + "\n// Typography as UIKit fonts that scale with Dynamic Type.\n\n" + text + "\n")
    }
}
