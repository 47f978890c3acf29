// A theme as data: printed as the JSON tokenc dump prints, built from it, edited with it.
import DesignSystem

// Snippet: theme-json
/// The theme a server sends: one brand and mode, as `tokenc dump --input brand=nova` prints it.
nonisolated func serverTheme(_ json: String) -> AppTheme {
    do {
        return try AppTheme(json: json, selection: AppTheme.Selection(brand: .nova))
    } catch {
        // Every problem at once, with its place: "12:5: the theme has no token 'spacing.huge'".
        error.problems.forEach { print($0) }
        return .nova
    }
}

/// A campaign's few overrides, applied as edits: the tokens that alias one follow it.
nonisolated func campaign(_ overrides: String) throws(ThemeJSONError) -> AppTheme {
    var theme = AppTheme.nova
    try theme.update(fromJSON: overrides)
    return theme
}

/// Any theme, edits and all, as JSON: for a test's expectations, a file, or a server.
let novaJSON: String = AppTheme.nova.json()
// Snippet: end
