// SF Symbol tokens (`dev.tokenc.symbol`) in SwiftUI and UIKit: the name, rendering mode, weight and
// scale come from the tokens and follow the brand.
import DesignSystem

#if canImport(SwiftUI)
import SwiftUI

// Snippet: symbols-swiftui
/// A row of a list of saved items: the symbol follows the brand (Nova draws a heart, Acme a star).
struct SavedItemRow: View {
    @Environment(\.appTheme) private var theme
    let title: String

    var body: some View {
        HStack {
            Label(LocalizedStringKey(title), symbol: theme.icon.favorite)   // name and rendering mode
            Spacer()
            theme.icon.close.image                                          // weight and scale too
            Image(theme.icon.warning).resizable().frame(width: 16, height: 16)
        }
    }
}
// Snippet: end
#endif

#if canImport(UIKit)
import UIKit

// Snippet: symbols-uikit
/// The same symbol in UIKit: `UIImage(systemName:withConfiguration:)` with the token's weight,
/// scale and rendering mode.
@MainActor func showFavorite(in imageView: UIImageView, brand: AppTheme.Brand) {
    let symbol = AppTheme(brand: brand).icon.favorite
    imageView.image = symbol.uiImage
    imageView.preferredSymbolConfiguration = symbol.configuration
}
// Snippet: end
#endif
