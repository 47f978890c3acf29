// Live tokens: the running debug build follows `tokenc build --watch --live`.
import DesignSystem

#if canImport(SwiftUI)
import SwiftUI

// Snippet: live-tokens
struct ShopRoot: View {
    var body: some View {
        CheckoutScreen()
            .appTheme(AppTheme(brand: .nova))
            #if DEBUG
            .appThemeLive()
            #endif
    }
}
// Snippet: end

struct CheckoutScreen: View {
    @Environment(\.appTheme) private var theme

    var body: some View {
        Text("Total").foregroundStyle(theme.color.text.primary.color)
    }
}
#endif

#if canImport(UIKit) && !os(watchOS)
import UIKit

// Snippet: live-tokens-uikit
@available(iOS 17.0, *)
@MainActor func followLiveTokens(in window: UIWindow) {
    #if DEBUG
    window.appThemeLive()
    #endif
}
// Snippet: end
#endif

#if canImport(SwiftUI)
// Snippet: live-tokens-device
#if DEBUG
/// A device does not see the Mac's files: the app follows a copy in its Documents folder.
struct DeviceRoot: View {
    let liveFile: String = FileManager.default.urls(for: .documentDirectory, in: .userDomainMask)[0]
        .appendingPathComponent(".tokenc-live.json").path

    var body: some View {
        CheckoutScreen().appThemeLive(path: liveFile)
    }
}
#endif
// Snippet: end
#endif
