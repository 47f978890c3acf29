// SwiftUI for `ThemeSymbol`: the symbol as an image, drawn as the tokens say.

#if canImport(SwiftUI)
import SwiftUI

nonisolated extension Image {
    /// The symbol's image in its rendering mode: `Image(theme.icon.favorite)`. An `Image`, so
    /// `Label`, `resizable()` and the other image modifiers still apply; `symbol.image` also
    /// applies its weight and scale, which SwiftUI sets on a view.
    public init(_ symbol: ThemeSymbol) {
        self = Image(systemName: symbol.name).symbolRenderingMode(symbol.renderingMode?.mode)
    }
}

nonisolated extension ThemeSymbol {
    /// The symbol drawn as the tokens say: its rendering mode, weight and scale.
    public var image: some View {
        Image(self).modifier(ThemeSymbolModifier(self))
    }
}

nonisolated extension ThemeSymbol.RenderingMode {
    /// SwiftUI's rendering mode of the same name.
    public var mode: SymbolRenderingMode {
        switch self {
        case .monochrome:
            return .monochrome
        case .hierarchical:
            return .hierarchical
        case .palette:
            return .palette
        case .multicolor:
            return .multicolor
        }
    }
}

nonisolated extension ThemeSymbol.Scale {
    /// SwiftUI's image scale of the same name.
    public var scale: Image.Scale {
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

nonisolated extension Label where Title == Text, Icon == Image {
    /// A label with the symbol as its icon: `Label("Favorites", symbol: theme.icon.favorite)`.
    public init(_ titleKey: LocalizedStringKey, symbol: ThemeSymbol) {
        self.init(title: { Text(titleKey) }, icon: { Image(symbol) })
    }
}

/// Sets a symbol's weight and scale on the view, where the tokens give them; elsewhere the view
/// keeps those it inherits.
public struct ThemeSymbolModifier: ViewModifier {
    private let weight: Font.Weight?
    private let scale: Image.Scale?

    nonisolated public init(_ symbol: ThemeSymbol) {
        weight = symbol.weight?.weight
        scale = symbol.scale?.scale
    }

    public func body(content: Content) -> some View {
        weighted(content).transformEnvironment(\.imageScale) { (imageScale: inout Image.Scale) in
            if let scale { imageScale = scale }
        }
    }

    /// `fontWeight(nil)` would undo a weight set around the view: no weight, no modifier.
    @ViewBuilder
    private func weighted(_ content: Content) -> some View {
        if let weight {
            content.fontWeight(weight)
        } else {
            content
        }
    }
}
#endif
