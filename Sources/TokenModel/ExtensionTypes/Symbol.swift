extension ExtensionTypeHome {
    /// An SF Symbol, declared on a group:
    /// `"$extensions": {"dev.tokenc.symbol": {"name": "star.fill", "renderingMode": "hierarchical", "weight": "{font.weight.bold}", "scale": "large"}}`.
    /// The app draws it with `Image(symbol)` or `symbol.image` in SwiftUI and `symbol.uiImage`
    /// in UIKit (`Runtime/Symbol/`). The rendering modes and scales are SwiftUI's
    /// (`SymbolRenderingMode`, `Image.Scale`).
    static let symbol = ExtensionTypeHome(
        name: "symbol",
        summary: "an SF Symbol",
        swiftType: "ThemeSymbol",
        runtimeFolder: "Symbol",
        members: [
            Member("name", .word, required: true),
            Member("renderingMode", .choice(["monochrome", "hierarchical", "palette", "multicolor"])),
            Member("weight", .value(.fontWeight)),
            Member("scale", .choice(["small", "medium", "large"])),
        ]
    )
}
