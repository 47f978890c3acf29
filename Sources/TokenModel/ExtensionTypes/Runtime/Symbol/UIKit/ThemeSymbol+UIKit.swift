// UIKit for `ThemeSymbol`: the symbol's image and its configuration.

#if canImport(UIKit)
import UIKit

nonisolated extension ThemeSymbol {
    /// The symbol's image: `UIImage(systemName:withConfiguration:)` with ``configuration``. Nil
    /// when the system has no symbol of that name.
    public var uiImage: UIImage? {
        UIImage(systemName: name, withConfiguration: configuration)
    }

    /// The symbol's weight, scale and rendering mode as UIKit configures them. A hierarchical
    /// symbol takes its color from the view's tint (`UIColor.tintColor`); a palette symbol's
    /// colors are the app's to give, with `configuration.applying(UIImage.SymbolConfiguration(paletteColors:))`.
    public var configuration: UIImage.SymbolConfiguration {
        var configuration: UIImage.SymbolConfiguration = UIImage.SymbolConfiguration(scale: scale?.uiScale ?? .unspecified)
        if let weight {
            configuration = configuration.applying(UIImage.SymbolConfiguration(weight: weight.symbolWeight))
        }
        switch renderingMode {
        case .monochrome?:
            configuration = configuration.applying(UIImage.SymbolConfiguration.preferringMonochrome())
        case .multicolor?:
            configuration = configuration.applying(UIImage.SymbolConfiguration.preferringMulticolor())
        case .hierarchical?:
            configuration = configuration.applying(UIImage.SymbolConfiguration(hierarchicalColor: UIColor.tintColor))
        case .palette?, nil:
            break
        }
        return configuration
    }
}

nonisolated extension ThemeSymbol.Scale {
    /// UIKit's symbol scale of the same name.
    public var uiScale: UIImage.SymbolScale {
        switch self {
        case .small:
            return .small
        case .medium:
            return .medium
        case .large:
            return .large
        }
    }
}

nonisolated extension ThemeFontWeight {
    /// The UIKit symbol weight of ``uiWeight``, as UIKit matches a symbol to a font's weight.
    public var symbolWeight: UIImage.SymbolWeight {
        uiWeight.symbolWeight()
    }
}
#endif
