// What SwiftUI, UIKit and AppKit fonts share: text style, system design and weight.

nonisolated extension ThemeTypography {
    /// Apple's Dynamic Type text styles; each raw value is the style's default size in points at
    /// the Large setting on iOS.
    public enum TextStyle: Double, Sendable, CaseIterable {
        case caption2 = 11
        case caption = 12
        case footnote = 13
        case subheadline = 15
        case callout = 16
        case body = 17
        case title3 = 20
        case title2 = 22
        case title = 28
        case largeTitle = 34

        /// The style whose default size is nearest `size` points; halfway between two, the larger.
        public init(nearestTo size: Double) {
            switch size {
            case 31...:
                self = .largeTitle
            case 25...:
                self = .title
            case 21...:
                self = .title2
            case 18.5...:
                self = .title3
            case 16.5...:
                self = .body
            case 15.5...:
                self = .callout
            case 14...:
                self = .subheadline
            case 12.5...:
                self = .footnote
            case 11.5...:
                self = .caption
            default:
                self = .caption2
            }
        }
    }

    /// The Dynamic Type style the font scales with: the one whose default size is nearest
    /// `fontSize` (halfway between two, the larger).
    public var nearestTextStyle: TextStyle {
        TextStyle(nearestTo: fontSize)
    }
}

nonisolated extension ThemeFontFamily {
    /// The designs of the system font.
    public enum SystemDesign: Sendable, Hashable {
        case `default`
        case rounded
        case monospaced
        case serif
    }

    /// The system font's design when the preferred family is the system font or a generic family
    /// (`system-ui`, `sans-serif`, `SF Pro…`, `ui-rounded`, `monospace`, `serif`, `New York`, …);
    /// `nil` for a named font.
    public var systemFontDesign: SystemDesign? {
        switch primary.lowercased() {
        case "system-ui", "-apple-system", "blinkmacsystemfont", "sans-serif", "ui-sans-serif", "sf pro", "sf pro text", "sf pro display":
            return .default
        case "ui-rounded", "sf pro rounded":
            return .rounded
        case "monospace", "ui-monospace", "sf mono":
            return .monospaced
        case "serif", "ui-serif", "new york":
            return .serif
        default:
            return nil
        }
    }
}

nonisolated extension ThemeFontWeight {
    /// The standard weight nearest `value`: 100, 200, … 900 (halfway, the heavier).
    public var standardWeight: Int {
        switch value {
        case ..<150:
            return 100
        case ..<250:
            return 200
        case ..<350:
            return 300
        case ..<450:
            return 400
        case ..<550:
            return 500
        case ..<650:
            return 600
        case ..<750:
            return 700
        case ..<850:
            return 800
        default:
            return 900
        }
    }
}
