#if canImport(SwiftUI)
import DesignSystem
import SwiftUI

// Snippet: custom
/// A theme of its own: nova with a different brand color in every mode, and a darker raised
/// background in dark mode only. Light, dark and increased contrast all keep the edits.
let campaignTheme: AppTheme = {
    var theme = AppTheme.nova
    theme.color.brand.primary = ThemeColor(displayP3: 0.55, 0.2, 0.85)
    theme[mode: .dark].color.background.raised = ThemeColor(srgb: 0.05, 0.05, 0.08)
    return theme
}()

struct CampaignScreen: View {
    var body: some View {
        Text("Spring sale")
            .appTheme(campaignTheme)  // read in the system's light or dark, edits and all
    }
}
// Snippet: end

/// What the environment gives for the chosen theme, in the core layer: the same theme read in
/// the appearance's mode.
func darkCampaignTheme() -> AppTheme {
    campaignTheme.followingAppearance(isDark: true, isHighContrast: false)
}
#endif
