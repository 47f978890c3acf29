// Typography as UIKit fonts that scale with Dynamic Type.

#if canImport(UIKit)
import UIKit

nonisolated extension ThemeTypography.TextStyle {
    /// The UIKit text style.
    public var uiTextStyle: UIFont.TextStyle {
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

nonisolated extension ThemeFontWeight {
    /// The UIKit weight of `standardWeight`: 100 ultraLight, 200 thin, 300 light, 400 regular,
    /// 500 medium, 600 semibold, 700 bold, 800 heavy, 900 black.
    public var uiWeight: UIFont.Weight {
        switch standardWeight {
        case 100:
            return .ultraLight
        case 200:
            return .thin
        case 300:
            return .light
        case 400:
            return .regular
        case 500:
            return .medium
        case 600:
            return .semibold
        case 700:
            return .bold
        case 800:
            return .heavy
        default:
            return .black
        }
    }
}

nonisolated extension ThemeFontFamily.SystemDesign {
    /// The UIKit design of the system font.
    public var uiDesign: UIFontDescriptor.SystemDesign {
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
    public var uiFont: UIFont {
        UIFontMetrics(forTextStyle: nearestTextStyle.uiTextStyle).scaledFont(for: fixedUIFont)
    }

    /// The font for UIKit at exactly `fontSize` points whatever the Dynamic Type setting. A named
    /// font is the face its name says (the weight does not choose another); one that is not
    /// installed falls back to the system font.
    public var fixedUIFont: UIFont {
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
